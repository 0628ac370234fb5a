import { useHydrated } from '../context.js';

/**
 * `@docusaurus/useIsBrowser`: false on the server and while the browser hydrates the server's
 * HTML (so both render the same), true from then on and on every page shown after.
 */
export default function useIsBrowser(): boolean {
  return useHydrated();
}
