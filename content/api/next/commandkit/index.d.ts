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

// A few names exist twice across the part files: `CommandExecutionMode`, `ElementType` and
// `HMREventType` are both a constant object (./variables) and the union of its values (./types),
// and `AnalyticsEvent` is both an interface and a type alias. The star exports above would make
// them ambiguous, so they are re-exported explicitly. The ./types entries carry both meanings.
export { CommandExecutionMode, ElementType, HMREventType } from './types';
export type { AnalyticsEvent } from './interfaces';
