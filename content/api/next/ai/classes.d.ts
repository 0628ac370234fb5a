import type { Client, Collection, Message } from 'discord.js';
import {
  CompilerPlugin,
  RuntimePlugin,
  type CommandKit,
  type CommandKitPluginRuntime,
  type CompilerPluginRuntime,
} from 'commandkit';
import type { AiContextOptions, AiPluginOptions } from './interfaces';

/**
 * Compiler plugin that adds the `ai` template to the CommandKit CLI.
 *
 * @remarks
 * Running `commandkit create ai` writes a starter `src/ai.ts` (or `src/ai.js` in JavaScript projects) that
 * calls {@link configureAI}. Nothing is written when the file already exists or when there is no `src`
 * directory. The plugin is returned by {@link ai}; you rarely create it yourself.
 *
 * @example
 * ```sh
 * npx commandkit create ai
 * ```
 */
export declare class AiCliPlugin extends CompilerPlugin {
  /** Name of the plugin. */
  readonly name: 'AiCliPlugin';
  /**
   * Registers the `ai` CLI template.
   *
   * @param ctx - The compiler plugin runtime.
   */
  activate(ctx: CompilerPluginRuntime): Promise<void>;
  /**
   * Removes the `ai` CLI template.
   *
   * @param ctx - The compiler plugin runtime.
   */
  deactivate(ctx: CompilerPluginRuntime): Promise<void>;
}

/**
 * Everything known about one AI request: the message being answered, the client, CommandKit, and the
 * parameters of the tool currently running.
 *
 * @remarks
 * A new context is created for every message the AI handles. Tools receive it as their first argument,
 * AI commands find it at `ctx.ai`, and any code running during the request can fetch it with
 * {@link useAIContext}. The `store` lets hooks and tools share data for the lifetime of the request.
 *
 * @typeParam T - Type of the parameters object.
 *
 * @example
 * ```ts
 * import { configureAI } from '@commandkit/ai';
 *
 * configureAI({
 *   selectAiModel: async () => ({ model: myModel }),
 *   onProcessingStart: async (ctx) => {
 *     ctx.store.set('startedAt', Date.now());
 *   },
 *   onProcessingFinish: async (ctx) => {
 *     const startedAt = ctx.store.get('startedAt') as number;
 *     console.log(`answered ${ctx.message.author.tag} in ${Date.now() - startedAt} ms`);
 *   },
 * });
 * ```
 */
export declare class AiContext<T extends Record<string, unknown> = Record<string, unknown>> {
  /** Arguments given by the model to the tool or AI command that is running. */
  params: T;
  /** The Discord message the AI is answering. */
  message: Message;
  /** The discord.js client that received the message. */
  client: Client;
  /** The CommandKit instance that received the message. */
  commandkit: CommandKit;
  /** Scratch storage shared by hooks and tools during this request. */
  store: Collection<unknown, unknown>;
  /**
   * Builds a context from a message, initial parameters and a CommandKit instance; `client` is taken from
   * the CommandKit instance.
   *
   * @param options - The values of the context.
   */
  constructor(options: AiContextOptions<T>);
  /**
   * Replaces the parameters of the context. CommandKit calls this before running a tool with the arguments
   * chosen by the model.
   *
   * @param params - The new parameters.
   */
  setParams(params: T): void;
}

/**
 * Runtime plugin that lets the bot answer Discord messages with a large language model and exposes commands
 * to the model as tools.
 *
 * @remarks
 * Once activated, the plugin listens to every new message, runs it through {@link ConfigureAI.messageFilter}
 * and, when accepted, asks the model chosen by {@link ConfigureAI.selectAiModel}. The model may call the
 * built-in tools, tools given in the model settings, and every command that exports an `ai` function plus an
 * `aiConfig` (see {@link AiConfig}). The plugin also preloads `src/ai.ts` so that {@link configureAI} runs at
 * startup. Create it with {@link ai}.
 */
export declare class AiPlugin extends RuntimePlugin<AiPluginOptions> {
  /** Name of the plugin. */
  readonly name: 'AiPlugin';
  /**
   * Creates the plugin.
   *
   * @param options - Plugin options (currently none).
   */
  constructor(options: AiPluginOptions);
  /**
   * Starts listening to new messages.
   *
   * @param ctx - The runtime plugin context.
   */
  activate(ctx: CommandKitPluginRuntime): Promise<void>;
  /**
   * Stops listening to messages and forgets the command tools.
   *
   * @param ctx - The runtime plugin context.
   */
  deactivate(ctx: CommandKitPluginRuntime): Promise<void>;
  /**
   * Sends a message through the whole AI pipeline (filter, prompt, model, result hooks) on demand.
   *
   * @param message - The message to answer.
   * @param commandkit - The CommandKit instance to use; found automatically when omitted.
   */
  executeAI(message: Message, commandkit?: CommandKit): Promise<void>;
  /** Forgets the tools built from the previous set of commands, before commands are (re)loaded. */
  onBeforeCommandsLoad(): Promise<void>;
  /**
   * Turns every loaded command that exports `ai` and `aiConfig` into a tool offered to the model.
   *
   * @param ctx - The runtime plugin context.
   */
  onAfterCommandsLoad(ctx: CommandKitPluginRuntime): Promise<void>;
}
