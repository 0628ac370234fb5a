/**
 * `@commandkit/ai` connects a CommandKit bot to large language models through the Vercel AI SDK.
 *
 * Add the plugin with {@link ai}, choose a model with {@link configureAI}, and the bot answers the
 * messages that mention it. The model can call built-in tools (look up users, members, channels and
 * servers, send embeds), tools you create with {@link createTool}, and your own commands once they export
 * an `ai` function and an {@link AiConfig}.
 *
 * @packageDocumentation
 */
export * from './classes';
export * from './functions';
export * from './interfaces';
export * from './types';
export * from './variables';
import './augmentation';
