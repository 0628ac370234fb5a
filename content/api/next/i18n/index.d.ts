/**
 * `@commandkit/i18n` translates a CommandKit bot with i18next.
 *
 * Put one JSON file per command in `src/app/locales/<locale>/`: its `$command` entry localizes the command's
 * name, description and options on Discord, and its other keys are the strings the command translates at
 * run time through `ctx.locale()` or {@link locale}. Add the plugin with {@link i18n}; the CLI template
 * `commandkit create locale` scaffolds new translation files.
 *
 * @packageDocumentation
 */
export * from './classes';
export * from './functions';
export * from './interfaces';
export * from './types';
export * from './variables';
