import {
  CompilerPlugin,
  RuntimePlugin,
  type CommandBuilderLike,
  type CommandKitEnvironment,
  type CommandKitHMREvent,
  type CommandKitPluginRuntime,
  type CommandSource,
  type CompilerPluginRuntime,
  type PreparedAppCommandExecution,
  type PreRegisterCommandsEvent,
} from 'commandkit';
import type { LocalizationPluginOptions } from './interfaces';

/**
 * Compiler plugin that adds the `locale` template to the CommandKit CLI.
 *
 * @remarks
 * `commandkit create locale <locale> <command>` writes `src/app/locales/<locale>/<command>.json` with a
 * `$command` entry ready to translate. The locale must be one of {@link DISCORD_LOCALES} and the file must
 * not exist yet. Returned by {@link i18n}.
 *
 * @example
 * ```sh
 * npx commandkit create locale fr ban
 * ```
 */
export declare class I18nCliTemplatePlugin extends CompilerPlugin {
  /** Name of the plugin. */
  readonly name: 'I18nCliTemplatePlugin';
  /**
   * Registers the `locale` CLI template.
   *
   * @param ctx - The compiler plugin runtime.
   */
  activate(ctx: CompilerPluginRuntime): Promise<void>;
  /**
   * Removes the `locale` CLI template.
   *
   * @param ctx - The compiler plugin runtime.
   */
  deactivate(ctx: CompilerPluginRuntime): Promise<void>;
}

/**
 * Runtime plugin that sets up i18next and localizes commands.
 *
 * @remarks
 * When activated it scans `src/app/locales/<locale>/*.json`, loads every file as a namespace (one per
 * command, `<event>.event.json` for events), and sets the default locale of CommandKit. Before commands are
 * registered with Discord, it copies the localized names, descriptions and option texts into the command
 * data; while a command runs, it makes `ctx.locale()` available. Translation files are reloaded on change
 * during development. Created by {@link i18n}.
 */
export declare class I18nPlugin extends RuntimePlugin<LocalizationPluginOptions> {
  /** Name of the plugin. */
  readonly name: 'I18nPlugin';
  /**
   * Builds the path of a translation file.
   *
   * @param cwd - Base directory. Defaults to the current CommandKit source directory.
   * @param lng - Locale folder. Defaults to the i18next placeholder `{{lng}}`.
   * @param ns - File name without extension. Defaults to the placeholder `{{ns}}`.
   * @returns `<cwd>/app/locales/<lng>/<ns>.json`.
   */
  static getLoadPath(cwd?: string, lng?: string, ns?: string): string;
  /**
   * Initialises i18next with the plugins, the options and the translation files found.
   *
   * @param ctx - The runtime plugin context.
   */
  activate(ctx: CommandKitPluginRuntime): Promise<void>;
  /**
   * Reloads translations and commands when a file of the locales directory changes during development.
   *
   * @param ctx - The runtime plugin context.
   * @param event - The file change event.
   */
  performHMR(ctx: CommandKitPluginRuntime, event: CommandKitHMREvent): Promise<void>;
  /**
   * Makes the i18next instance available to the command about to run. Never handles the command itself.
   *
   * @param ctx - The runtime plugin context.
   * @param env - The environment of the command execution.
   * @param source - The interaction or message that triggered the command.
   * @param command - The command about to run.
   * @returns Always `false`, so the command runs normally.
   */
  executeCommand(
    ctx: CommandKitPluginRuntime,
    env: CommandKitEnvironment,
    source: CommandSource,
    command: PreparedAppCommandExecution,
  ): Promise<boolean>;
  /**
   * Adds the localized names, descriptions and option texts to a slash command before it is registered.
   *
   * @param ctx - The runtime plugin context.
   * @param command - The command data or builder.
   * @returns The command data with its localizations.
   */
  prepareCommand(ctx: CommandKitPluginRuntime, command: CommandBuilderLike): Promise<CommandBuilderLike | null>;
  /**
   * Adds the localized names of user and message context menu commands before registration.
   *
   * @param ctx - The runtime plugin context.
   * @param event - The registration event holding the commands.
   */
  onBeforeRegisterCommands(ctx: CommandKitPluginRuntime, event: PreRegisterCommandsEvent): Promise<void>;
}
