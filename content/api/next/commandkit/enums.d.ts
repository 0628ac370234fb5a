/**
 * Kinds of execution environment a {@link CommandKitEnvironment} can describe.
 *
 * @remarks
 * The command runner tags every environment it creates, and {@link CommandKitEnvironment.getType}
 * reads the tag back. Only command handling creates environments today, so there is one member.
 *
 * @example
 * ```ts
 * import { CommandKitEnvironmentType, useEnvironment } from 'commandkit';
 *
 * const env = useEnvironment();
 * if (env.getType() === CommandKitEnvironmentType.CommandHandler) {
 *   console.log('running inside a command');
 * }
 * ```
 */
export declare enum CommandKitEnvironmentType {
  /** The environment wraps the execution of an application or prefix command. */
  CommandHandler = 'COMMAND_HANDLER',
}

/**
 * Tells the two families of CommandKit plugins apart.
 *
 * @remarks
 * Every plugin exposes its family as {@link PluginCommon.type}. {@link CompilerPlugin} sets it to
 * `Compiler`, {@link RuntimePlugin} to `Runtime`; {@link isCompilerPlugin} and {@link isRuntimePlugin}
 * rely on it when `instanceof` is not enough (for example with duplicated package copies).
 */
export declare enum PluginType {
  /** The plugin works on source code while `commandkit dev` or `commandkit build` bundles the app. */
  Compiler = 'compiler',
  /** The plugin hooks into the running bot (commands, events, registration, HMR…). */
  Runtime = 'runtime',
}

/**
 * Tags that the {@link KV} store writes next to each value so it can rebuild the original type.
 *
 * @remarks
 * {@link serializer} turns a value into a {@link SerializedValue} whose `t` field is one of these
 * members, and {@link deserializer} uses the tag to restore it. Numeric values are what end up in
 * the database, so the order of the members matters.
 */
export declare enum SerializerType {
  /** A plain string. */
  String = 0,
  /** A number. */
  Number = 1,
  /** `true` or `false`. */
  Boolean = 2,
  /** A plain object, stored as JSON. */
  Object = 3,
  /** A `Date`, stored as an ISO 8601 string. */
  Date = 4,
  /** A `bigint`, stored as its decimal digits. */
  BigInt = 5,
  /** `null`. */
  Null = 6,
  /** `undefined`. */
  Undefined = 7,
  /** An array. */
  Array = 8,
  /** A `Map`, stored as its list of entries. */
  Map = 9,
  /** A `Set`, stored as its list of values. */
  Set = 10,
  /** A Node.js `Buffer`, stored as base64. */
  Buffer = 11,
  /** A regular expression, stored as its source and flags. */
  RegExp = 12,
}
