/**
 * `@commandkit/legacy` keeps bots written for CommandKit's original command handler running on the current
 * version.
 *
 * Command files that export `data`, `run`, `autocomplete` and `options`, event folders, and validation
 * functions keep working as before once the plugin returned by {@link legacy} is added to the config, so a
 * project can move to the new `app` directory structure one file at a time.
 *
 * @packageDocumentation
 */
export * from './classes';
export * from './functions';
export * from './interfaces';
export * from './types';
