import {
  CompilerPlugin,
  RuntimePlugin,
  type CommandKitEventDispatch,
  type CommandKitHMREvent,
  type CommandKitPluginRuntime,
  type CompilerPluginRuntime,
} from 'commandkit';
import type { LegacyHandlerPluginOptions } from './interfaces';

/**
 * Compiler plugin that adds the `legacy` template to the CommandKit CLI.
 *
 * @remarks
 * `commandkit create legacy command <name>` writes a slash command file in the commands folder, and
 * `commandkit create legacy event <name>` writes a handler in a folder named after the event, in
 * TypeScript or JavaScript depending on whether the project has a `tsconfig.json`. Returned by
 * {@link legacy}.
 *
 * @example
 * ```sh
 * npx commandkit create legacy command warn
 * npx commandkit create legacy event guildMemberAdd
 * ```
 */
export declare class LegacyCommandsCLIPlugin extends CompilerPlugin<LegacyHandlerPluginOptions> {
  /** Name of the plugin. */
  readonly name: 'LegacyCommandsCLIPlugin';
  /**
   * Registers the `legacy` CLI template.
   *
   * @param ctx - The compiler plugin runtime.
   */
  activate(ctx: CompilerPluginRuntime): Promise<void>;
  /**
   * Removes the `legacy` CLI template.
   *
   * @param ctx - The compiler plugin runtime.
   */
  deactivate(ctx: CompilerPluginRuntime): Promise<void>;
}

/**
 * Runtime plugin that runs command, event and validation files written for CommandKit's original
 * (pre-1.0) handler on top of the current app structure.
 *
 * @remarks
 * Before commands load, it turns every file of the validations folder (plus the built-in dev-only and
 * permission checks) into a global middleware, and every file of the commands folder into a command whose
 * `run` and `autocomplete` functions receive `{ interaction, client, handler }`. Event handlers of the
 * events folder are registered with the events router and receive the client as their last argument.
 * Changes to these folders are reloaded during development. Created by {@link legacy}.
 */
export declare class LegacyHandlerPlugin extends RuntimePlugin<LegacyHandlerPluginOptions> {
  /** Name of the plugin. */
  readonly name: 'LegacyHandlerPlugin';
  /**
   * Called when the plugin starts.
   *
   * @param ctx - The runtime plugin context.
   */
  activate(ctx: CommandKitPluginRuntime): Promise<void>;
  /**
   * Called when the plugin stops.
   *
   * @param ctx - The runtime plugin context.
   */
  deactivate(ctx: CommandKitPluginRuntime): Promise<void>;
  /**
   * Reloads commands or events when one of the legacy folders changes during development.
   *
   * @param ctx - The runtime plugin context.
   * @param event - The file change event.
   */
  performHMR(ctx: CommandKitPluginRuntime, event: CommandKitHMREvent): Promise<void>;
  /**
   * Adds the legacy events folder to the events router.
   *
   * @param ctx - The runtime plugin context.
   */
  onEventsRouterInit(ctx: CommandKitPluginRuntime): Promise<void>;
  /**
   * Loads the legacy validations and commands and registers them with the command handler.
   *
   * @param ctx - The runtime plugin context.
   */
  onBeforeCommandsLoad(ctx: CommandKitPluginRuntime): Promise<void>;
  /**
   * Appends the client to the arguments of events coming from the legacy events folder.
   *
   * @param ctx - The runtime plugin context.
   * @param event - The event about to be dispatched.
   */
  willEmitEvent(ctx: CommandKitPluginRuntime, event: CommandKitEventDispatch): Promise<void>;
}
