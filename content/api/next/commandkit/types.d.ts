import type {
  APISelectMenuOption,
  ApplicationCommandOptionType,
  AutocompleteInteraction,
  Awaitable,
  ButtonInteraction,
  ChannelSelectMenuInteraction,
  ChatInputCommandInteraction,
  Client,
  ClientEvents,
  ContextMenuCommandBuilder,
  Events,
  Interaction,
  MentionableSelectMenuInteraction,
  Message,
  MessageContextMenuCommandInteraction,
  ModalSubmitInteraction,
  RESTPostAPIApplicationCommandsJSONBody,
  RoleSelectMenuInteraction,
  SelectMenuComponentOptionData,
  SlashCommandBuilder,
  StringSelectMenuInteraction,
  UserContextMenuCommandInteraction,
  UserSelectMenuInteraction,
} from 'discord.js';
import type {
  AnalyticsEngine,
  ButtonKit,
  ChannelSelectMenuKit,
  CommandKit,
  CommandKitPluginRuntime,
  CompilerPlugin,
  CompilerPluginRuntime,
  Context,
  MentionableSelectMenuKit,
  MessageCommandOptions,
  MiddlewareContext,
  ModalKit,
  RoleSelectMenuKit,
  RuntimePlugin,
  StringSelectMenuKit,
  UserSelectMenuKit,
} from './classes';
import { AnalyticsEvents, CommandExecutionMode, ElementType, HMREventType } from './variables';
import type {
  AppCommandNative,
  CommandFlagContext,
  CommandKitCompilerOptions,
  CommandKitConfig,
  CommandKitElementData,
  CommandMetadata,
  CustomAppCommandProps,
  EventFlagContext,
  EventInterceptorContextData,
  FlagConfiguration,
  ParsedEvent,
  PollAnswerProps,
  PollQuestionProps,
} from './interfaces';

// ---------------------------------------------------------------------------
// Generic helpers
// ---------------------------------------------------------------------------

/**
 * Any function, with an optional tuple describing its parameters.
 *
 * @typeParam A - Parameter list of the function.
 */
export type GenericFunction<A extends any[] = any[]> = (...args: A) => any;

/**
 * A function that returns a promise.
 *
 * @typeParam R - Parameter list of the function.
 * @typeParam T - Value the promise resolves to.
 */
export type AsyncFunction<R extends any[] = any[], T = any> = (...args: R) => Promise<T>;

/**
 * Either a single value or an array of such values.
 *
 * @typeParam T - The element type.
 */
export type MaybeArray<T> = T | T[];

/**
 * A primitive that turns into readable text when converted to a string.
 */
export type StringEncodable = string | number | boolean;

/**
 * A unit of work queued on an async queue: a function that starts the work and returns its promise.
 *
 * @typeParam T - Value produced by the task.
 *
 * @example
 * ```ts
 * const queue = createAsyncQueue({ concurrency: 2 });
 * const task: AsyncQueueTask<string> = async () => (await fetch(url)).text();
 * const body = await queue.add(task);
 * ```
 */
export type AsyncQueueTask<T> = () => Promise<T>;

/**
 * Operators understood by the key-value store's `math` method.
 *
 * @remarks
 * `^` raises to a power and `%` takes the remainder.
 */
export type KvMathOperator = '+' | '-' | '*' | '/' | '^' | '%';

/**
 * An error raised by CommandKit itself, recognisable by its symbol `code`.
 *
 * @remarks
 * Compare `code` with the values of `CommandKitErrorCodes`, or use `isErrorType()`.
 */
export type CommandKitError = Error & { code: symbol };

// ---------------------------------------------------------------------------
// Analytics
// ---------------------------------------------------------------------------

/**
 * Names of the analytics events CommandKit emits on its own, taken from the values of
 * {@link AnalyticsEvents}.
 *
 * @remarks
 * Not to be confused with the `AnalyticsEvent` interface accepted by
 * {@link AnalyticsProvider.track}, which describes a complete tracked record.
 */
export type AnalyticsEvent = (typeof AnalyticsEvents)[keyof typeof AnalyticsEvents];

/**
 * Traits sent to an analytics provider to describe a user or other entity.
 */
export type IdentifyEvent = Record<string, any>;

/**
 * Predicate applied to every event before the {@link AnalyticsEngine} forwards it.
 *
 * @param engine - The engine doing the tracking.
 * @param event - The event about to be tracked.
 * @returns `true` to keep the event, `false` to drop it.
 *
 * @example
 * ```ts
 * const skipCache: FilterFunction = (_engine, event) => !event.name.startsWith('cache_');
 * ```
 */
export type FilterFunction = (engine: AnalyticsEngine, event: import('./interfaces').AnalyticsEvent) => boolean;

// ---------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------

/**
 * The definition of an application command as exported from a command file.
 *
 * @remarks
 * It is Discord's JSON body for application commands, except that `description` is
 * optional so that context menu commands and prefix-only commands can leave it out.
 *
 * @example
 * ```ts
 * import { ApplicationCommandOptionType } from 'discord.js';
 * import type { CommandData } from 'commandkit';
 *
 * export const command: CommandData = {
 *   name: 'echo',
 *   description: 'Repeats your text',
 *   options: [{ name: 'text', description: 'Text to repeat', type: ApplicationCommandOptionType.String, required: true }],
 * };
 * ```
 */
export type CommandData = Omit<RESTPostAPIApplicationCommandsJSONBody, 'description'> & {
  /** Text shown under the command name in Discord. */
  description?: string;
};

/**
 * Function exported as `generateMetadata` to compute a command's {@link CommandMetadata} at load time.
 *
 * @example
 * ```ts
 * export const generateMetadata: CommandMetadataFunction = async () => ({
 *   guilds: await loadAllowedGuilds(),
 * });
 * ```
 */
export type CommandMetadataFunction = () => Promise<CommandMetadata> | CommandMetadata;

/**
 * The full shape of an imported command module: the known exports of
 * {@link AppCommandNative} plus any custom exports.
 */
export type AppCommand = AppCommandNative & CustomAppCommandProps;

/**
 * Anything CommandKit accepts as a command definition: a discord.js builder or a plain object.
 */
export type CommandBuilderLike = SlashCommandBuilder | ContextMenuCommandBuilder | Record<string, any>;

/**
 * Identifier of a command as passed around by the command handler.
 */
export type CommandTypeData = string;

/**
 * A value the command handler can look a command up by, such as its name or id.
 */
export type ResolvableCommand = CommandTypeData | (string & {});

/**
 * Wraps the execution of a command; middlewares install one through
 * `ctx.setCommandRunner()` to run code before and after the command.
 *
 * @example
 * ```ts
 * export function beforeExecute(ctx: MiddlewareContext) {
 *   ctx.setCommandRunner(async (execute) => {
 *     const started = Date.now();
 *     await execute();
 *     console.log(`took ${Date.now() - started}ms`);
 *   });
 * }
 * ```
 */
export type RunCommand = <T extends AsyncFunction>(fn: T) => T;

/**
 * Where a command invocation came from: an interaction or a message.
 */
export type CommandSource = Interaction | Message;

/**
 * Maps option names of a prefix command to their Discord option types.
 */
export type MessageCommandOptionsSchema = Record<string, ApplicationCommandOptionType>;

/**
 * How a command was invoked: `'chatInput'`, `'messageContextMenu'`, `'userContextMenu'`,
 * `'autocomplete'` or `'message'`.
 *
 * @remarks
 * The union of the values of the {@link CommandExecutionMode} object.
 */
export type CommandExecutionMode = (typeof CommandExecutionMode)[keyof typeof CommandExecutionMode];
export { CommandExecutionMode };

/**
 * The `options` object available in a context, which depends on the execution mode:
 * a {@link MessageCommandOptions} for prefix commands, the interaction's options otherwise.
 *
 * @typeParam T - The execution mode.
 */
export type CommandContextOptions<T extends CommandExecutionMode> = T extends 'message'
  ? MessageCommandOptions
  : T extends 'chatInput'
    ? ChatInputCommandInteraction['options']
    : T extends 'autocomplete'
      ? AutocompleteInteraction['options']
      : T extends 'messageContextMenu'
        ? MessageContextMenuCommandInteraction['options']
        : T extends 'userContextMenu'
          ? UserContextMenuCommandInteraction['options']
          : never;

/**
 * A {@link Context} for slash commands.
 */
export type ChatInputCommandContext = Context<'chatInput'>;

/**
 * A {@link Context} for autocomplete requests.
 */
export type AutocompleteCommandContext = Context<'autocomplete'>;

/**
 * A {@link Context} for prefix (message) commands.
 */
export type MessageCommandContext = Context<'message'>;

/**
 * A {@link Context} for message context menu commands.
 */
export type MessageContextMenuCommandContext = Context<'messageContextMenu'>;

/**
 * A {@link Context} for user context menu commands.
 */
export type UserContextMenuCommandContext = Context<'userContextMenu'>;

/**
 * A {@link Context} for any interaction-based invocation (everything except prefix commands).
 */
export type InteractionCommandContext = Context<
  'autocomplete' | 'chatInput' | 'messageContextMenu' | 'userContextMenu'
>;

/**
 * A {@link MiddlewareContext} for slash commands.
 */
export type SlashCommandMiddlewareContext = MiddlewareContext<'chatInput'>;

/**
 * A {@link MiddlewareContext} for autocomplete requests.
 */
export type AutocompleteCommandMiddlewareContext = MiddlewareContext<'autocomplete'>;

/**
 * A {@link MiddlewareContext} for prefix (message) commands.
 */
export type MessageCommandMiddlewareContext = MiddlewareContext<'message'>;

/**
 * A {@link MiddlewareContext} for message context menu commands.
 */
export type MessageContextMenuCommandMiddlewareContext = MiddlewareContext<'messageContextMenu'>;

/**
 * A {@link MiddlewareContext} for user context menu commands.
 */
export type UserContextMenuCommandMiddlewareContext = MiddlewareContext<'userContextMenu'>;

/**
 * A {@link MiddlewareContext} for any interaction-based invocation.
 */
export type InteractionCommandMiddlewareContext = MiddlewareContext<
  'autocomplete' | 'chatInput' | 'messageContextMenu' | 'userContextMenu'
>;

/**
 * Signature shared by all command handlers: they receive a context and may return anything.
 *
 * @typeParam ContextType - The context the handler receives.
 */
export type AnyCommandExecute<ContextType extends Context = Context> = (ctx: ContextType) => Awaitable<unknown>;

/**
 * Type of a `chatInput` export, the slash command handler.
 *
 * @example
 * ```ts
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   await interaction.reply(`Latency: ${interaction.client.ws.ping}ms`);
 * };
 * ```
 */
export type ChatInputCommand = AnyCommandExecute<ChatInputCommandContext>;

/**
 * Type of an `autocomplete` export, which suggests option values while the user types.
 *
 * @example
 * ```ts
 * export const autocomplete: AutocompleteCommand = async ({ interaction }) => {
 *   const typed = interaction.options.getFocused();
 *   await interaction.respond(fruits.filter((f) => f.startsWith(typed)).map((f) => ({ name: f, value: f })));
 * };
 * ```
 */
export type AutocompleteCommand = AnyCommandExecute<AutocompleteCommandContext>;

/**
 * Type of a `message` export, the prefix command handler.
 *
 * @example
 * ```ts
 * export const message: MessageCommand = async ({ message }) => {
 *   await message.reply('Pong!');
 * };
 * ```
 */
export type MessageCommand = AnyCommandExecute<MessageCommandContext>;

/**
 * Type of a `messageContextMenu` export.
 */
export type MessageContextMenuCommand = AnyCommandExecute<MessageContextMenuCommandContext>;

/**
 * Type of a `userContextMenu` export.
 */
export type UserContextMenuCommand = AnyCommandExecute<UserContextMenuCommandContext>;

// ---------------------------------------------------------------------------
// Application, configuration, plugins
// ---------------------------------------------------------------------------

/**
 * A callback run while CommandKit boots; it receives the {@link CommandKit} instance.
 */
export type BootstrapFunction = GenericFunction<[CommandKit]> | AsyncFunction<[CommandKit]>;

/**
 * The configuration after defaults have been applied: every setting is present, while the
 * compiler options may still be partial.
 */
export type ResolvedCommandKitConfig = {
  [K in keyof CommandKitConfig]-?: K extends 'compilerOptions'
    ? Partial<CommandKitCompilerOptions>
    : Required<NonNullable<CommandKitConfig[K]>>;
};

/**
 * A plugin of either kind: a {@link RuntimePlugin} or a {@link CompilerPlugin}.
 */
export type CommandKitPlugin = RuntimePlugin | CompilerPlugin;

/**
 * Options object a plugin is constructed with.
 */
export type PluginOptions = Record<string, any>;

/**
 * The runtime object a plugin is activated with, for either plugin kind.
 */
export type CommonPluginRuntime = CommandKitPluginRuntime | CompilerPluginRuntime;

/**
 * Options of directive-based compiler plugins (such as the `"use cache"` transformer).
 */
export type CommonDirectiveTransformerOptions = {
  /** The directive string to look for, for example `use cache`. */
  directive: string;
  /** Module the wrapper function is imported from. */
  importPath: string;
  /** Name of the wrapper function imported from {@link CommonDirectiveTransformerOptions.importPath}. */
  importName: string;
  /** Only transform functions that are `async`. */
  asyncOnly?: boolean;
} & {
  /**
   * Switches the transformer on or off.
   * @defaultValue true
   */
  enabled?: boolean;
};

/**
 * Handler registered for a `commandkit create` template; receives the remaining CLI arguments.
 */
export type TemplateHandler = (args: string[]) => Promise<void> | void;

/**
 * Kind of hot module replacement event: `'reload-commands'`, `'reload-events'` or `'unknown'`.
 *
 * @remarks
 * The union of the values of the {@link HMREventType} object.
 */
export type HMREventType = (typeof HMREventType)[keyof typeof HMREventType];
export { HMREventType };

// ---------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------

/**
 * A listener for a client event, which also receives the ready client and the
 * {@link CommandKit} instance after the event's own arguments.
 *
 * @typeParam K - The client event.
 */
export type EventHandler<K extends keyof ClientEvents> = (
  ...args: [...ClientEvents[K], Client<true>, CommandKit]
) => void | Promise<void>;

/**
 * A function that can be registered as an event listener, synchronous or asynchronous.
 */
export type ListenerFunction = GenericFunction | AsyncFunction;

/**
 * One listener of an event together with how it should be run.
 */
export type EventListener = {
  /** The listener itself. */
  handler: ListenerFunction;
  /** Run the listener only for the first emission. */
  once: boolean;
  /** Run the listener concurrently with the others instead of in sequence. */
  parallel: boolean;
};

/**
 * Every event found by the events router, keyed by its name.
 */
export type EventsTree = Record<string, ParsedEvent>;

// ---------------------------------------------------------------------------
// Feature flags
// ---------------------------------------------------------------------------

/**
 * The context a flag is evaluated in: a command or an event.
 */
export type EvaluationContext = CommandFlagContext | EventFlagContext;

/**
 * Derives the entities a feature flag is evaluated against from the current context.
 *
 * @typeParam R - The entities returned.
 */
export type IdentifyFunction<R> = (context: EvaluationContext) => R | Promise<R>;

/**
 * Computes a feature flag's value.
 *
 * @typeParam E - The entities produced by the flag's identify step.
 * @typeParam R - The flag's value.
 *
 * @example
 * ```ts
 * const decide: DecideFunction<{ userId: string }, boolean> = ({ entities, provider }) =>
 *   provider?.enabled ?? betaUsers.has(entities.userId);
 * ```
 */
export type DecideFunction<E, R> = (data: {
  /** Entities produced by the identify step. */
  entities: E;
  /** Configuration from the external flag provider, when one is set. */
  provider?: FlagConfiguration | null;
}) => R | Promise<R>;

/**
 * Supplies entities for a flag evaluated outside of a command or event.
 *
 * @typeParam E - The entities returned.
 */
export type CustomEvaluationFunction<E> = () => E | Promise<E>;

/**
 * Explicit input for evaluating a flag through {@link FlagRunner.run}.
 *
 * @typeParam E - The entity type.
 *
 * @example
 * ```ts
 * const enabled = await newLeaderboard.run({ identify: { guildId: guild.id } });
 * ```
 */
export type CustomEvaluationContext<E> = {
  /** The entities, or a function that produces them. */
  identify: E | CustomEvaluationFunction<E>;
};

// ---------------------------------------------------------------------------
// JSX elements and components
// ---------------------------------------------------------------------------

/**
 * Tag of a CommandKit JSX element: `'action-row'`, `'button-kit'`, `'modal'` or `'text-input'`.
 *
 * @remarks
 * The union of the values of the {@link ElementType} object.
 */
export type ElementType = (typeof ElementType)[keyof typeof ElementType];
export { ElementType };

/**
 * The builder produced for a given element tag.
 *
 * @typeParam Type - The element tag.
 */
export type CommandKitElement<Type extends ElementType> = CommandKitElementData[Type];

/**
 * The builder of any CommandKit element.
 */
export type AnyCommandKitElement = CommandKitElement<ElementType>;

/**
 * Values accepted as the children (label) of a `<Button>`.
 */
export type ButtonChildrenLike = string | number | boolean;

/**
 * One option of a string select menu, as discord.js data or as the raw API object.
 */
export type StringSelectMenuOptionProps = SelectMenuComponentOptionData | APISelectMenuOption;

/**
 * A child of `<Poll>`: the rendered output of `<PollQuestion>` or `<PollAnswer>`.
 *
 * @remarks
 * The `$$typeof` tag (`1` for the question, `0` for an answer) lets the poll tell its children apart.
 */
export type PollChildrenType =
  | (PollQuestionProps & {
      /** Marks the child as the question. */
      $$typeof: 1;
    })
  | (PollAnswerProps & {
      /** Marks the child as an answer. */
      $$typeof: 0;
    });

/**
 * Called when an interactive component's event handler throws.
 *
 * @param error - The thrown error.
 */
export type EventInterceptorErrorHandler = (error: Error) => Awaitable<void>;

/**
 * Click handler of a {@link ButtonKit}.
 *
 * @param interaction - The click.
 * @param context - The button that was clicked.
 */
export type CommandKitButtonBuilderInteractionCollectorDispatch = (
  interaction: ButtonInteraction,
  context: ButtonKit,
) => Awaitable<void>;

/**
 * Called when a {@link ButtonKit}'s click collector stops.
 *
 * @param reason - Why the collector stopped, for example `time`.
 */
export type CommandKitButtonBuilderOnEnd = (reason: string) => Awaitable<void>;

/**
 * Collector settings of a {@link ButtonKit} click handler.
 */
export type CommandKitButtonBuilderInteractionCollectorDispatchContextData =
  EventInterceptorContextData<Events.InteractionCreate>;

/**
 * Alias of {@link CommandKitButtonBuilderInteractionCollectorDispatch}.
 *
 * @example
 * ```ts
 * const onClick: OnButtonKitClick = async (interaction, button) => {
 *   await interaction.reply('Clicked!');
 *   button.setDisabled(true);
 * };
 * ```
 */
export type OnButtonKitClick = CommandKitButtonBuilderInteractionCollectorDispatch;

/**
 * Alias of {@link CommandKitButtonBuilderOnEnd}.
 */
export type OnButtonKitEnd = CommandKitButtonBuilderOnEnd;

/**
 * Decides whether a button interaction is passed to the click handler.
 */
export type ButtonKitPredicate = (interaction: ButtonInteraction) => Awaitable<boolean>;

/**
 * Submit handler of a {@link ModalKit}.
 *
 * @param interaction - The submission.
 * @param context - The modal that was submitted.
 */
export type CommandKitModalBuilderInteractionCollectorDispatch = (
  interaction: ModalSubmitInteraction,
  context: ModalKit,
) => Awaitable<void>;

/**
 * Called when a {@link ModalKit}'s submit collector stops.
 *
 * @param reason - Why the collector stopped.
 */
export type CommandKitModalBuilderOnEnd = (reason: string) => Awaitable<void>;

/**
 * Collector settings of a {@link ModalKit} submit handler.
 */
export type CommandKitModalBuilderInteractionCollectorDispatchContextData =
  EventInterceptorContextData<Events.InteractionCreate>;

/**
 * Alias of {@link CommandKitModalBuilderInteractionCollectorDispatch}.
 *
 * @example
 * ```ts
 * const onSubmit: OnModalKitSubmit = async (interaction) => {
 *   const text = interaction.fields.getTextInputValue('message');
 *   await interaction.reply(`You wrote: ${text}`);
 * };
 * ```
 */
export type OnModalKitSubmit = CommandKitModalBuilderInteractionCollectorDispatch;

/**
 * Alias of {@link CommandKitModalBuilderOnEnd}.
 */
export type OnModalKitEnd = CommandKitModalBuilderOnEnd;

/**
 * Decides whether a modal submission is passed to the submit handler.
 */
export type ModalKitPredicate = (interaction: ModalSubmitInteraction) => Awaitable<boolean>;

/**
 * Selection handler shared by all select menu kits.
 *
 * @typeParam T - The interaction type of the menu.
 * @typeParam C - The select menu kit.
 */
export type CommandKitSelectMenuBuilderInteractionCollectorDispatch<T, C> = (
  interaction: T,
  context: C,
) => Awaitable<void>;

/**
 * Called when a select menu's collector stops.
 *
 * @param reason - Why the collector stopped.
 */
export type CommandKitSelectMenuBuilderOnEnd = (reason: string) => Awaitable<void>;

/**
 * Collector settings of a select menu's selection handler.
 */
export type CommandKitSelectMenuBuilderInteractionCollectorDispatchContextData =
  EventInterceptorContextData<Events.InteractionCreate>;

/**
 * Alias of {@link CommandKitSelectMenuBuilderInteractionCollectorDispatch}.
 *
 * @typeParam T - The interaction type of the menu.
 * @typeParam C - The select menu kit.
 */
export type OnSelectMenuKitSubmit<T, C> = CommandKitSelectMenuBuilderInteractionCollectorDispatch<T, C>;

/**
 * Alias of {@link CommandKitSelectMenuBuilderOnEnd}.
 */
export type OnSelectMenuKitEnd = CommandKitSelectMenuBuilderOnEnd;

/**
 * Decides whether a select menu interaction is passed to the selection handler.
 *
 * @typeParam T - The interaction type of the menu.
 */
export type SelectMenuKitPredicate<T> = (interaction: T) => Awaitable<boolean>;

/**
 * Selection handler of a {@link StringSelectMenuKit}.
 *
 * @example
 * ```ts
 * const onSelect: OnStringSelectMenuKitSubmit = async (interaction) => {
 *   await interaction.reply(`You picked ${interaction.values.join(', ')}`);
 * };
 * ```
 */
export type OnStringSelectMenuKitSubmit = OnSelectMenuKitSubmit<StringSelectMenuInteraction, StringSelectMenuKit>;

/**
 * Selection handler of a {@link UserSelectMenuKit}.
 */
export type OnUserSelectMenuKitSubmit = OnSelectMenuKitSubmit<UserSelectMenuInteraction, UserSelectMenuKit>;

/**
 * Selection handler of a {@link RoleSelectMenuKit}.
 */
export type OnRoleSelectMenuKitSubmit = OnSelectMenuKitSubmit<RoleSelectMenuInteraction, RoleSelectMenuKit>;

/**
 * Selection handler of a {@link ChannelSelectMenuKit}.
 */
export type OnChannelSelectMenuKitSubmit = OnSelectMenuKitSubmit<ChannelSelectMenuInteraction, ChannelSelectMenuKit>;

/**
 * Selection handler of a {@link MentionableSelectMenuKit}.
 */
export type OnMentionableSelectMenuKitSubmit = OnSelectMenuKitSubmit<
  MentionableSelectMenuInteraction,
  MentionableSelectMenuKit
>;

/**
 * Interaction filter of a {@link StringSelectMenuKit}.
 */
export type StringSelectMenuKitPredicate = SelectMenuKitPredicate<StringSelectMenuInteraction>;

/**
 * Interaction filter of a {@link UserSelectMenuKit}.
 */
export type UserSelectMenuKitPredicate = SelectMenuKitPredicate<UserSelectMenuInteraction>;

/**
 * Interaction filter of a {@link RoleSelectMenuKit}.
 */
export type RoleSelectMenuKitPredicate = SelectMenuKitPredicate<RoleSelectMenuInteraction>;

/**
 * Interaction filter of a {@link ChannelSelectMenuKit}.
 */
export type ChannelSelectMenuKitPredicate = SelectMenuKitPredicate<ChannelSelectMenuInteraction>;

/**
 * Interaction filter of a {@link MentionableSelectMenuKit}.
 */
export type MentionableSelectMenuKitPredicate = SelectMenuKitPredicate<MentionableSelectMenuInteraction>;

/**
 * Any of the five select menu kits.
 */
export type CommonBuilderKit =
  | StringSelectMenuKit
  | UserSelectMenuKit
  | RoleSelectMenuKit
  | ChannelSelectMenuKit
  | MentionableSelectMenuKit;

/**
 * The interaction type that belongs to a select menu kit, for example
 * `StringSelectMenuInteraction` for a {@link StringSelectMenuKit}.
 *
 * @typeParam T - The select menu kit.
 */
export type ResolveBuilderInteraction<T> = T extends StringSelectMenuKit
  ? StringSelectMenuInteraction
  : T extends UserSelectMenuKit
    ? UserSelectMenuInteraction
    : T extends RoleSelectMenuKit
      ? RoleSelectMenuInteraction
      : T extends ChannelSelectMenuKit
        ? ChannelSelectMenuInteraction
        : T extends MentionableSelectMenuKit
          ? MentionableSelectMenuInteraction
          : never;
