/*
 * Structural stand-ins for the few types of the Vercel AI SDK (`ai` package) that the public API of
 * `@commandkit/ai` refers to. The SDK is not a dependency of this documentation build, so only the
 * members that matter to CommandKit users are described here. This file is not re-exported by the
 * module entry point.
 */
import type { ToolParameterType } from './types';

/**
 * A schema object produced by the AI SDK's `jsonSchema()` helper. `_type` only carries the
 * TypeScript type of the validated value; it does not exist at runtime.
 */
export interface Schema<OBJECT = unknown> {
  /** Phantom member holding the type described by the schema. */
  readonly _type: OBJECT;
  /** The JSON Schema document sent to the model provider. */
  readonly jsonSchema: Record<string, unknown>;
  /** Optional validator run on the model's input before the tool executes. */
  readonly validate?: (value: unknown) => { success: true; value: OBJECT } | { success: false; error: Error };
}

/** A language model: either a provider instance such as `openai('gpt-4o-mini')` or a gateway model id string. */
export type LanguageModel =
  | string
  | {
      /** Version of the provider specification the model implements. */
      readonly specificationVersion: string;
      /** Name of the provider, e.g. `openai.chat`. */
      readonly provider: string;
      /** Identifier of the model at the provider. */
      readonly modelId: string;
    };

/** Why the model stopped generating. */
export type FinishReason = 'stop' | 'length' | 'content-filter' | 'tool-calls' | 'error' | 'other' | 'unknown';

/** Token accounting reported by the provider. */
export interface LanguageModelUsage {
  /** Tokens consumed by the prompt. */
  inputTokens: number | undefined;
  /** Tokens produced by the model. */
  outputTokens: number | undefined;
  /** Sum of input and output tokens. */
  totalTokens: number | undefined;
  /** Tokens spent on reasoning, for models that report it. */
  reasoningTokens?: number | undefined;
  /** Prompt tokens served from the provider's cache. */
  cachedInputTokens?: number | undefined;
}

/** One message of a conversation passed to the model. */
export type ModelMessage =
  | { role: 'system'; content: string; providerOptions?: Record<string, Record<string, unknown>> }
  | {
      role: 'user' | 'assistant' | 'tool';
      content: string | ReadonlyArray<Record<string, unknown>>;
      providerOptions?: Record<string, Record<string, unknown>>;
    };

/** Extra information handed to a tool's `execute` function by the SDK. */
export interface ToolCallOptions {
  /** Identifier of the tool call, useful to correlate streamed updates. */
  toolCallId: string;
  /** Conversation that led to this tool call. */
  messages: ModelMessage[];
  /** Signal fired when the whole generation is aborted. */
  abortSignal?: AbortSignal;
}

/**
 * A tool the model can decide to call. `INPUT` is the validated argument object and `OUTPUT` what
 * `execute` resolves to.
 */
export interface Tool<INPUT = unknown, OUTPUT = unknown> {
  /** Explains to the model when the tool is useful. */
  description?: string;
  /** Schema of the arguments the model must produce. */
  inputSchema: ToolParameterType;
  /** Runs the tool; its result is sent back to the model. */
  execute?(input: INPUT, options: ToolCallOptions): PromiseLike<OUTPUT> | OUTPUT;
}

/** A call of a tool requested by the model. */
export interface ToolCall {
  /** Identifier of the call. */
  toolCallId: string;
  /** Name under which the tool was registered. */
  toolName: string;
  /** Arguments produced by the model. */
  input: unknown;
}

/** The outcome of a tool call. */
export interface ToolResult extends ToolCall {
  /** Value returned by the tool's `execute` function. */
  output: unknown;
}

/** Condition checked after every step of a multi-step generation; returning `true` stops it. */
export type StopCondition = (options: { steps: ReadonlyArray<StepResult> }) => boolean | PromiseLike<boolean>;

/** The result of one generation step (one model round trip). */
export interface StepResult {
  /** Text produced in this step. */
  readonly text: string;
  /** Tools called in this step. */
  readonly toolCalls: ReadonlyArray<ToolCall>;
  /** Results of the tools called in this step. */
  readonly toolResults: ReadonlyArray<ToolResult>;
  /** Why this step ended. */
  readonly finishReason: FinishReason;
  /** Tokens used by this step. */
  readonly usage: LanguageModelUsage;
}
