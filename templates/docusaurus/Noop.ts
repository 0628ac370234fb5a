/** `@docusaurus/Noop`: a component that renders nothing, for a part a theme leaves out. */
export default function Noop(): null {
  return null;
}
