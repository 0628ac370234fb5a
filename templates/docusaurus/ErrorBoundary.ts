/**
 * `@docusaurus/ErrorBoundary`: the theme's boundary, whose `fallback({ error, tryAgain })`, when
 * given, is shown in place of the theme's box.
 */
export { ErrorBoundary as default } from '../ErrorBoundary.js';
