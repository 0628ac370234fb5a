import type { Message } from 'discord.js';
import type { CommandKit } from 'commandkit';
import type { AiContext } from './classes';
import type {
  AIGenerateResult,
  AiMessage,
  MessageFilter,
  SelectAiModel,
  ToolExecuteFunction,
  ToolParameterType,
} from './types';

/**
 * The `aiConfig` export of a command file, which makes the command callable by the model.
 *
 * @remarks
 * A command becomes an AI tool when it exports both `aiConfig` and an `ai` function (see {@link AiCommand}).
 * The model reads `description` to decide when the tool is relevant and fills in the arguments described by
 * `inputSchema`; the command then finds them in `ctx.ai.params`.
 *
 * @typeParam T - The schema type of the command's arguments.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import type { AiConfig } from '@commandkit/ai';
 *
 * export const aiConfig = {
 *   description: 'Looks up the current score of a trivia player',
 *   inputSchema: z.object({ playerId: z.string().describe('Discord id of the player') }),
 * } satisfies AiConfig;
 * ```
 */
export interface AiConfig<T extends ToolParameterType = ToolParameterType> {
  /**
   * What the command does, in words the model understands. Falls back to the command's own description
   * when omitted.
   */
  description?: string;
  /** Schema of the arguments the model has to provide when it calls the command. */
  inputSchema: T;
}

/**
 * Values used to build an {@link AiContext}.
 *
 * @typeParam T - Type of the parameters object.
 */
export interface AiContextOptions<T extends Record<string, unknown> = Record<string, unknown>> {
  /** The Discord message the AI is answering. */
  message: Message;
  /** Initial parameters (usually an empty object; tools overwrite them when called). */
  params: T;
  /** The CommandKit instance that received the message. */
  commandkit: CommandKit;
}

/**
 * Options of the AI runtime plugin created by {@link ai}.
 *
 * @remarks
 * The plugin currently takes no options: the behaviour of the AI (model, filters, prompts, hooks) is set with
 * {@link configureAI}, usually in `src/ai.ts`. The interface exists so options can be added later without a
 * breaking change.
 */
export interface AiPluginOptions {}

/**
 * Settings passed to {@link configureAI}; they control which messages reach the model, which model
 * answers and what happens around the generation.
 *
 * @remarks
 * Only `selectAiModel` is required. Every hook you leave out keeps CommandKit's default behaviour, which
 * {@link getAIConfig} returns together with your overrides.
 *
 * @example
 * ```ts
 * import { configureAI } from '@commandkit/ai';
 * import { anthropic } from '@ai-sdk/anthropic';
 *
 * configureAI({
 *   selectAiModel: async () => ({ model: anthropic('claude-3-5-haiku-latest') }),
 *   messageFilter: async (_commandkit, message) =>
 *     !message.author.bot && message.content.toLowerCase().startsWith('hey bot'),
 *   onError: async (_ctx, message, error) => {
 *     console.error('AI request failed', error);
 *     await message.react('⚠️');
 *   },
 * });
 * ```
 */
export interface ConfigureAI {
  /**
   * Set to `true` to hide the tools shipped with the plugin (such as {@link getUserById} or
   * {@link createEmbed}) from the model. Defaults to `false`.
   */
  disableBuiltInTools?: boolean;
  /**
   * Runs first for every incoming message and decides whether the AI should handle it. By default the bot
   * answers messages that mention it and do not look like a prefix command.
   */
  messageFilter?: MessageFilter;
  /** Picks the model and its generation settings for a message. Required. */
  selectAiModel: SelectAiModel;
  /**
   * Builds the system prompt for a message. Defaults to {@link createSystemPrompt}.
   *
   * @param ctx - The AI context of the message.
   * @param message - The message being answered.
   * @returns A promise of the system prompt.
   */
  prepareSystemPrompt?: (ctx: AiContext, message: Message) => Promise<string>;
  /**
   * Builds what the model receives as the user prompt: either a string or a list of messages. By default it
   * sends the last few messages of the channel as a conversation, followed by the current message.
   *
   * @param ctx - The AI context of the message.
   * @param message - The message being answered.
   * @returns A promise of the prompt string or of an {@link AiMessage} list.
   */
  preparePrompt?: (ctx: AiContext, message: Message) => Promise<string | AiMessage>;
  /**
   * Called right before the model is asked. The default shows the typing indicator in the channel.
   *
   * @param ctx - The AI context of the message.
   * @param message - The message being answered.
   */
  onProcessingStart?: (ctx: AiContext, message: Message) => Promise<void>;
  /**
   * Called once the generation is over, whether it succeeded or failed. The default stops the typing
   * indicator.
   *
   * @param ctx - The AI context of the message.
   * @param message - The message being answered.
   */
  onProcessingFinish?: (ctx: AiContext, message: Message) => Promise<void>;
  /**
   * Receives the generation result. The default replies with the generated text (cut to Discord's 2000
   * character limit, with mentions disabled).
   *
   * @param ctx - The AI context of the message.
   * @param message - The message being answered.
   * @param result - What the model produced.
   */
  onResult?: (ctx: AiContext, message: Message, result: AIGenerateResult) => Promise<void>;
  /**
   * Called when the generation or a command tool throws. The default logs the error and replies with a short
   * apology.
   *
   * @param ctx - The AI context of the message.
   * @param message - The message being answered.
   * @param error - The error that was thrown.
   */
  onError?: (ctx: AiContext, message: Message, error: Error) => Promise<void>;
}

/**
 * Definition of a custom AI tool, given to {@link createTool}.
 *
 * @typeParam T - Schema type of the tool's arguments.
 * @typeParam R - Type of the value the tool returns.
 */
export interface CreateToolOptions<T extends ToolParameterType, R = unknown> {
  /** Name of the tool, unique among the tools offered to the model. */
  name: string;
  /** Tells the model what the tool does and when to call it. */
  description: string;
  /** Schema of the arguments the model must supply. */
  inputSchema: T;
  /** Does the work once the model calls the tool. */
  execute: ToolExecuteFunction<T, R>;
}
