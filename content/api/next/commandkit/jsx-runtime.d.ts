/**
 * The JSX runtime of CommandKit, loaded by the compiler when a project sets
 * `"jsx": "react-jsx"` and `"jsxImportSource": "commandkit"`.
 *
 * @remarks
 * CommandKit components are plain functions that return discord.js builders (or, for polls, plain data), so
 * `jsx` and `jsxs` simply call the component with its props. Nothing is rendered or diffed.
 *
 * @packageDocumentation
 */
export { createElement as jsx, createElement as jsxs, Fragment } from './functions-components';

/**
 * Types the compiler uses to check CommandKit JSX.
 *
 * @remarks
 * Each component returns its own kind of object — an `ActionRowBuilder`, a {@link ButtonKit}, a
 * `ContainerBuilder`, poll data… — but TypeScript gives every JSX expression the single type
 * {@link JSX.Element}. So that the result of any component can be used wherever its real return type is
 * expected (`components: [row]`, `showModal(modal)`, `{ poll }`, or as the child of another component),
 * `Element` is left open, exactly like with the published package, which declares no JSX namespace. Props,
 * including `children`, are still checked against each component's parameter type. Lower-case tags such as
 * `<div>` are rejected: CommandKit has no intrinsic elements.
 */
export declare namespace JSX {
  /**
   * The value of a JSX expression: whatever the component returned (see the namespace remarks for why it is
   * not narrowed).
   */
  type Element = any;
  /** Tells the compiler which prop receives nested JSX: `children`. */
  interface ElementChildrenAttribute {
    /** The children of a component. */
    children: {};
  }
  /** CommandKit has no built-in lower-case elements. */
  interface IntrinsicElements {}
}
