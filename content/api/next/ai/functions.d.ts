import type { Message } from 'discord.js';
import type { CommandData } from 'commandkit';
import type { AiCliPlugin, AiContext, AiPlugin } from './classes';
import type { AiConfig, AiPluginOptions, ConfigureAI, CreateToolOptions } from './interfaces';
import type { InferParameters, ToolParameterType } from './types';
import type { Tool } from './external';

/**
 * Creates the AI plugins to add to the `plugins` array of `commandkit.config.ts`.
 *
 * @remarks
 * The returned array holds the {@link AiPlugin} (runtime) and the {@link AiCliPlugin} (which adds
 * `commandkit create ai`). Configure the behaviour of the AI separately with {@link configureAI}.
 *
 * @param options - Options of the runtime plugin.
 * @returns The runtime plugin and the CLI plugin.
 *
 * @example
 * ```ts
 * // commandkit.config.ts
 * import { defineConfig } from 'commandkit';
 * import { ai } from '@commandkit/ai';
 *
 * export default defineConfig({
 *   plugins: [ai()],
 * });
 * ```
 */
export declare function ai(options?: AiPluginOptions): (AiPlugin | AiCliPlugin)[];

/**
 * Sets how the AI plugin behaves: which model answers, which messages it handles and what happens around
 * each generation.
 *
 * @remarks
 * The given settings are merged into the current configuration, so it can be called more than once; later
 * calls override earlier values. Call it in `src/ai.ts`, which the plugin loads at startup.
 *
 * @param config - The settings to apply; `selectAiModel` is required.
 *
 * @example
 * ```ts
 * // src/ai.ts
 * import { configureAI } from '@commandkit/ai';
 * import { openai } from '@ai-sdk/openai';
 *
 * configureAI({
 *   selectAiModel: async () => ({ model: openai('gpt-4o-mini'), temperature: 0.3 }),
 *   disableBuiltInTools: true,
 * });
 * ```
 */
export declare function configureAI(config: ConfigureAI): void;

/**
 * Builds the system prompt CommandKit uses when {@link ConfigureAI.prepareSystemPrompt} is not customised.
 *
 * @remarks
 * The prompt tells the model that it is a Discord bot, describes the current channel, server and author,
 * the current time and version information, and lists rules for answering. Call it from your own
 * `prepareSystemPrompt` to extend the default text instead of replacing it.
 *
 * @param message - The message being answered.
 * @returns The system prompt.
 *
 * @example
 * ```ts
 * import { configureAI, createSystemPrompt } from '@commandkit/ai';
 *
 * configureAI({
 *   selectAiModel: async () => ({ model: myModel }),
 *   prepareSystemPrompt: async (_ctx, message) =>
 *     `${createSystemPrompt(message)}\nAlways answer like a friendly pirate.`,
 * });
 * ```
 */
export declare function createSystemPrompt(message: Message): string;

/**
 * Defines a custom tool the model can call while answering a message.
 *
 * @remarks
 * The `execute` function receives the current {@link AiContext} (already updated with the arguments) and the
 * validated arguments. Offer the tool to the model through the `tools` of the object returned by
 * {@link ConfigureAI.selectAiModel}.
 *
 * @typeParam T - Schema type of the arguments.
 * @typeParam R - Type of the tool's result.
 * @param options - Name, description, schema and implementation of the tool.
 * @returns A tool object for the AI SDK.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { createTool } from '@commandkit/ai';
 *
 * export const rollDice = createTool({
 *   name: 'rollDice',
 *   description: 'Rolls dice for tabletop games',
 *   inputSchema: z.object({ sides: z.number().int().min(2), count: z.number().int().min(1).max(10) }),
 *   execute: async (_ctx, { sides, count }) =>
 *     Array.from({ length: count }, () => 1 + Math.floor(Math.random() * sides)),
 * });
 * ```
 */
export declare function createTool<T extends ToolParameterType, R = unknown>(
  options: CreateToolOptions<T, R>,
): Tool<InferParameters<T>, R>;

/**
 * Runs the AI pipeline on a message of your choice, for example an edited message the automatic listener ignores.
 *
 * @remarks
 * Shortcut for `useAI().executeAI(message)`. The message still goes through the configured filter and hooks.
 *
 * @param message - The message to answer.
 * @returns A promise settled once the answer has been handled.
 *
 * @example
 * ```ts
 * // src/app/events/messageUpdate/answer-again.ts
 * import type { Message, PartialMessage } from 'discord.js';
 * import { executeAI } from '@commandkit/ai';
 *
 * export default async function (_before: Message | PartialMessage, after: Message | PartialMessage) {
 *   const message = after.partial ? await after.fetch() : after;
 *   await executeAI(message);
 * }
 * ```
 */
export declare function executeAI(message: Message): Promise<void>;

/**
 * Derives an {@link AiConfig} from the data of a slash command, turning its string, number, integer and
 * boolean options into a Zod schema.
 *
 * @remarks
 * Options that are not required become optional fields; any other option type makes the function throw. The
 * command description becomes the tool description. This helper is experimental and may change or disappear
 * in a future release.
 *
 * @experimental
 *
 * @param command - The command data.
 * @returns An AI configuration for the command.
 *
 * @example
 * ```ts
 * import { ApplicationCommandOptionType } from 'discord.js';
 * import type { CommandData } from 'commandkit';
 * import { experimental_createConfig } from '@commandkit/ai';
 *
 * export const command: CommandData = {
 *   name: 'weather',
 *   description: 'Shows the weather of a city',
 *   options: [{ name: 'city', description: 'City name', type: ApplicationCommandOptionType.String, required: true }],
 * };
 *
 * export const aiConfig = experimental_createConfig(command);
 * ```
 */
export declare function experimental_createConfig(command: CommandData): AiConfig;

/**
 * Returns the AI configuration in effect: CommandKit's defaults merged with everything passed to
 * {@link configureAI}.
 *
 * @returns The complete configuration, every hook included.
 */
export declare function getAIConfig(): Required<ConfigureAI>;

/**
 * Returns the registered {@link AiPlugin} instance.
 *
 * @returns The AI plugin.
 * @throws When the plugin is not part of the CommandKit configuration.
 */
export declare function useAI(): AiPlugin;

/**
 * Returns the {@link AiContext} of the AI request currently running.
 *
 * @remarks
 * Works anywhere inside an AI request: in hooks, tools and AI commands, including functions they call.
 *
 * @returns The context of the current request.
 * @throws When called outside an AI request.
 *
 * @example
 * ```ts
 * import { useAIContext } from '@commandkit/ai';
 *
 * export function currentGuildName(): string {
 *   const { message } = useAIContext();
 *   return message.guild?.name ?? 'direct messages';
 * }
 * ```
 */
export declare function useAIContext(): AiContext;
