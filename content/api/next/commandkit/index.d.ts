/**
 * The core package: the CommandKit class, the command and event handlers, JSX components,
 * message component kits, plugins, utilities and configuration.
 *
 * @packageDocumentation
 */
export * from './classes';
export * from './enums';
export * from './functions';
export * from './interfaces';
export * from './types';
export * from './variables';
