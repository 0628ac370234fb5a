import type { Message } from 'discord.js';
import type { CommandKit, LoadedCommand, MessageCommandContext } from 'commandkit';
import type { z } from 'zod';
import type { z as z3 } from 'zod/v3';
import type { AiContext } from './classes';
import type { AiConfig } from './interfaces';
import type {
  FinishReason,
  LanguageModel,
  LanguageModelUsage,
  ModelMessage,
  Schema,
  StepResult,
  StopCondition,
  Tool,
  ToolCall,
  ToolResult,
} from './external';

/**
 * Any schema accepted to describe the arguments of an AI tool or AI command.
 *
 * @remarks
 * Three flavours are understood: a Zod 4 schema (`import { z } from 'zod'`), a Zod 3 schema
 * (`import { z } from 'zod/v3'`) and a plain JSON schema wrapped with the AI SDK's `jsonSchema()` helper.
 * Whatever you choose, {@link InferParameters} turns it into the TypeScript type your code receives.
 */
export type ToolParameterType = z.ZodType | z3.ZodType | Schema<unknown>;

/**
 * Computes the TypeScript type of the arguments described by a tool schema.
 *
 * @typeParam T - A schema accepted by {@link ToolParameterType}.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import type { InferParameters } from '@commandkit/ai';
 *
 * const schema = z.object({ city: z.string(), days: z.number().int() });
 * type ForecastArgs = InferParameters<typeof schema>; // { city: string; days: number }
 * ```
 */
export type InferParameters<T extends ToolParameterType> = T extends Schema<unknown>
  ? T['_type']
  : T extends z.ZodTypeAny
    ? z.infer<T>
    : T extends z3.ZodTypeAny
      ? z3.infer<T>
      : never;

/**
 * Signature of the function that does the work of a tool built with {@link createTool}.
 *
 * @typeParam T - The schema of the tool's arguments.
 * @typeParam R - What the function returns; it is serialised and handed back to the model.
 * @param ctx - The {@link AiContext} of the message being answered.
 * @param inputSchema - The arguments chosen by the model, already validated against the schema.
 * @returns The tool's result, directly or as a promise.
 */
export type ToolExecuteFunction<T extends ToolParameterType, R> = (
  ctx: AiContext,
  inputSchema: InferParameters<T>,
) => R | Promise<R>;

/**
 * Conversation history handed to the model, as an array of AI SDK model messages.
 *
 * @remarks
 * Return this from {@link ConfigureAI.preparePrompt} instead of a plain string when the model should see
 * earlier messages of the channel, each with its `user` or `assistant` role.
 *
 * @example
 * ```ts
 * import type { AiMessage } from '@commandkit/ai';
 *
 * const history: AiMessage = [
 *   { role: 'user', content: 'Which raid starts tonight?' },
 *   { role: 'assistant', content: 'The Crypt raid starts at 21:00 UTC.' },
 * ];
 * ```
 */
export type AiMessage = ModelMessage[];

/**
 * The object returned by the AI SDK's `generateText()` once the model has answered a message.
 *
 * @remarks
 * It is passed to {@link ConfigureAI.onResult}. The default handler replies with `text`; a custom handler
 * can also inspect the tool calls, the token usage or every intermediate step.
 */
export type AIGenerateResult = {
  /** Final text written by the model (empty when it only called tools). */
  readonly text: string;
  /** Reasoning text, for models that expose it. */
  readonly reasoningText: string | undefined;
  /** Tool calls made in the last step. */
  readonly toolCalls: ReadonlyArray<ToolCall>;
  /** Results of the tool calls made in the last step. */
  readonly toolResults: ReadonlyArray<ToolResult>;
  /** Why the model stopped. */
  readonly finishReason: FinishReason;
  /** Tokens used by the last step. */
  readonly usage: LanguageModelUsage;
  /** Tokens used by all steps together. */
  readonly totalUsage: LanguageModelUsage;
  /** Every step of the generation, in order. */
  readonly steps: ReadonlyArray<StepResult>;
  /** Information about the last response of the provider. */
  readonly response: {
    /** Identifier of the response. */
    readonly id: string;
    /** Model that produced the response. */
    readonly modelId: string;
    /** When the response was produced. */
    readonly timestamp: Date;
    /** Messages generated during the call, ready to append to a conversation. */
    readonly messages: ModelMessage[];
  };
  /** Provider-specific extra data. */
  readonly providerMetadata: Record<string, Record<string, unknown>> | undefined;
};

/**
 * Decides whether CommandKit should answer a message with the AI model.
 *
 * @param commandkit - The running {@link CommandKit} instance.
 * @param message - The message that was just received.
 * @returns A promise of `true` to let the AI handle the message, `false` to ignore it.
 *
 * @example
 * ```ts
 * import type { MessageFilter } from '@commandkit/ai';
 *
 * // only answer in the #ask-the-bot channel
 * const onlyHelpChannel: MessageFilter = async (_commandkit, message) =>
 *   message.channelId === process.env.ASK_CHANNEL_ID;
 * ```
 */
export type MessageFilter = (commandkit: CommandKit, message: Message) => Promise<boolean>;

/**
 * Generation settings returned by {@link SelectAiModel}: everything `generateText()` accepts except the
 * prompt itself, which CommandKit builds from the message.
 *
 * @remarks
 * Only `model` is required. Tools listed here are merged with the built-in tools and the tools derived from
 * AI commands; a tool of an AI command wins over a tool of the same name given here.
 */
export type SelectAiModelResult = {
  /** The model that answers. */
  model: LanguageModel;
  /** System instructions; normally filled in by {@link ConfigureAI.prepareSystemPrompt}. */
  system?: string;
  /** Additional tools offered to the model. */
  tools?: Record<string, Tool>;
  /** How the model may use tools. */
  toolChoice?: 'auto' | 'none' | 'required' | { type: 'tool'; toolName: string };
  /** Restricts the tools the model may call to these names. */
  activeTools?: string[];
  /** Upper bound of generated tokens. */
  maxOutputTokens?: number;
  /** Sampling temperature. */
  temperature?: number;
  /** Nucleus sampling. */
  topP?: number;
  /** Top-K sampling. */
  topK?: number;
  /** Penalty for repeating content of the prompt. */
  presencePenalty?: number;
  /** Penalty for repeating the same words. */
  frequencyPenalty?: number;
  /** Sequences that end the generation. */
  stopSequences?: string[];
  /** Seed for deterministic sampling, where supported. */
  seed?: number;
  /** How often a failed request is retried. */
  maxRetries?: number;
  /** Cancels the generation; CommandKit applies a 60 second timeout when omitted. */
  abortSignal?: AbortSignal;
  /** Extra HTTP headers sent to the provider. */
  headers?: Record<string, string | undefined>;
  /** When to stop a multi-step (tool calling) generation; CommandKit stops after 5 steps when omitted. */
  stopWhen?: StopCondition | StopCondition[];
  /** Provider-specific options, keyed by provider name. */
  providerOptions?: Record<string, Record<string, unknown>>;
};

/**
 * Chooses the model (and its settings) that answers a given message.
 *
 * @param ctx - The {@link AiContext} created for the message.
 * @param message - The message being answered.
 * @returns A promise of the {@link SelectAiModelResult} to use.
 *
 * @example
 * ```ts
 * import { google } from '@ai-sdk/google';
 * import type { SelectAiModel } from '@commandkit/ai';
 *
 * const pickModel: SelectAiModel = async (_ctx, message) => ({
 *   // a bigger model for long questions, a fast one otherwise
 *   model: google(message.content.length > 400 ? 'gemini-2.5-pro' : 'gemini-2.5-flash'),
 *   temperature: 0.4,
 * });
 * ```
 */
export type SelectAiModel = (ctx: AiContext, message: Message) => Promise<SelectAiModelResult>;

/**
 * A loaded command that has been turned into an AI tool.
 *
 * @remarks
 * Produced by {@link AiPlugin} for every command that exports both an `ai` function and an `aiConfig`.
 */
export type CommandTool = LoadedCommand & {
  /** The tool the model calls to run the command. */
  tool: Tool;
};

/**
 * Resolves the parameter type of an AI command: when `T` is an {@link AiConfig}, the type inferred from its
 * `inputSchema`; otherwise `T` itself.
 *
 * @typeParam T - Either an `aiConfig` object type or an already known parameter object type.
 */
export type ExtractAiConfig<T extends Record<string, unknown>> = T extends AiConfig
  ? InferParameters<T['inputSchema']>
  : T;

/**
 * The context received by the `ai` function of a command: a message command context plus an `ai`
 * property holding the {@link AiContext} with the parameters chosen by the model.
 *
 * @typeParam T - The `aiConfig` type of the command, or the parameter object type.
 */
export type AiCommandContext<T extends Record<string, unknown>> = MessageCommandContext & {
  /** The AI context, whose `params` are typed from the command's schema. */
  ai: AiContext<ExtractAiConfig<T>>;
};

/**
 * Type of the `ai` export of a command file: the function the model triggers when it decides to use the
 * command as a tool.
 *
 * @typeParam T - The type of the command's `aiConfig` export (use `typeof aiConfig`).
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import type { AiCommand, AiConfig } from '@commandkit/ai';
 *
 * export const aiConfig = {
 *   description: 'Adds a reminder for the author of the message',
 *   inputSchema: z.object({ text: z.string(), minutes: z.number().int().positive() }),
 * } satisfies AiConfig;
 *
 * export const ai: AiCommand<typeof aiConfig> = async (ctx) => {
 *   const { text, minutes } = ctx.ai.params;
 *   await ctx.message.reply(`Okay, I will remind you about "${text}" in ${minutes} minutes.`);
 *   return { scheduled: true };
 * };
 * ```
 */
export type AiCommand<T extends Record<string, unknown> = Record<string, unknown>> = (
  ctx: AiCommandContext<ExtractAiConfig<T>>,
) => Promise<unknown> | unknown;
