import type { Awaitable } from 'discord.js';
import type { AiContext } from './classes';
import type { AiConfig } from './interfaces';

// Installing the plugin teaches CommandKit's own types about AI: commands may export an `ai`
// handler with its `aiConfig`, and a command's context carries the AI context while a model runs it.
declare module 'commandkit' {
  interface CustomAppCommandProps {
    /** Runs when the model decides to call this command as a tool. */
    ai?: (ctx: AiContext) => Awaitable<unknown>;
    /** Describes the command to the model: what it does and the parameters it takes. */
    aiConfig?: AiConfig;
  }

  interface Context {
    /** The AI context, set only while the command runs on behalf of a model. */
    ai?: AiContext;
  }
}
