import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  Client,
  MessageContextMenuCommandInteraction,
  RESTPostAPIApplicationCommandsJSONBody,
} from 'discord.js';
import type { CommandKit } from 'commandkit';
import type { ValidationProps } from './interfaces';

/** What a legacy command's `run` or `autocomplete` function receives. */
interface CommandProps<T> {
  /** The interaction that triggered the command. */
  interaction: T;
  /** The discord.js client. */
  client: Client;
  /** The CommandKit instance. */
  handler: CommandKit;
}

/**
 * Argument of a legacy `autocomplete` function.
 *
 * @example
 * ```ts
 * import type { AutocompleteProps } from '@commandkit/legacy';
 *
 * const maps = ['Ascent', 'Bind', 'Haven', 'Lotus'];
 *
 * export async function autocomplete({ interaction }: AutocompleteProps) {
 *   const typed = interaction.options.getFocused().toLowerCase();
 *   await interaction.respond(
 *     maps.filter((m) => m.toLowerCase().includes(typed)).map((m) => ({ name: m, value: m })),
 *   );
 * }
 * ```
 */
export type AutocompleteProps = CommandProps<AutocompleteInteraction>;

/**
 * The `data` export of a legacy command file: the raw application command JSON sent to Discord.
 *
 * @example
 * ```ts
 * import type { CommandData } from '@commandkit/legacy';
 *
 * export const data: CommandData = {
 *   name: 'coinflip',
 *   description: 'Flips a coin',
 * };
 * ```
 */
export type CommandData = RESTPostAPIApplicationCommandsJSONBody;

/**
 * A function that runs a legacy command for one kind of interaction.
 *
 * @typeParam T - The interaction type.
 */
export type CommandRunner<T> = (props: CommandProps<T>) => Promise<unknown> | unknown;

/**
 * Argument of the `run` function of a legacy message context menu command.
 *
 * @example
 * ```ts
 * import type { ContextMenuCommandProps } from '@commandkit/legacy';
 *
 * export async function run({ interaction }: ContextMenuCommandProps) {
 *   const words = interaction.targetMessage.content.split(/\s+/).filter(Boolean).length;
 *   await interaction.reply({ content: `That message has ${words} words.`, ephemeral: true });
 * }
 * ```
 */
export type ContextMenuCommandProps = CommandProps<MessageContextMenuCommandInteraction>;

/**
 * Argument of the `run` function of a legacy slash command.
 *
 * @example
 * ```ts
 * import type { CommandData, SlashCommandProps } from '@commandkit/legacy';
 *
 * export const data: CommandData = { name: 'coinflip', description: 'Flips a coin' };
 *
 * export async function run({ interaction }: SlashCommandProps) {
 *   await interaction.reply(Math.random() < 0.5 ? 'Heads!' : 'Tails!');
 * }
 * ```
 */
export type SlashCommandProps = CommandProps<ChatInputCommandInteraction>;

/**
 * The default export of a file in the validations folder. It runs before every command; returning `true`
 * stops the command (the validation is expected to have replied to the user).
 *
 * @param context - The command and interaction being validated.
 * @returns `true` to block the command; `false` or nothing to let it run.
 *
 * @example
 * ```ts
 * // src/validations/maintenance.ts
 * import type { ValidationFunction } from '@commandkit/legacy';
 *
 * const maintenance: ValidationFunction = ({ interaction }) => {
 *   if (process.env.MAINTENANCE !== '1' || interaction.isAutocomplete()) return;
 *   void interaction.reply({ content: 'The bot is under maintenance, try again later.', ephemeral: true });
 *   return true;
 * };
 *
 * export default maintenance;
 * ```
 */
export type ValidationFunction = (context: ValidationProps) => Promise<boolean | void> | boolean | void;

export {};
