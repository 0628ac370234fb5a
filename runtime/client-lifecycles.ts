// The lifecycles of a site's client modules (plugins' `getClientModules`), called as Docusaurus calls them.

/** A location as the lifecycles get it: react-router's fields that a URL has. */
interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

type Lifecycle = (args: { location: RouteLocation; previousLocation: RouteLocation | null }) => unknown;
type LifecycleName = 'onRouteUpdate' | 'onRouteDidUpdate';
/** A client module as imported: its lifecycles are named exports, or fields of its default export. */
type ClientModule = Partial<Record<LifecycleName, Lifecycle>> & { default?: Partial<Record<LifecycleName, Lifecycle>> };

const locationOf = ({ pathname, search, hash }: URL): RouteLocation => ({ pathname, search, hash });

/** What the runtime calls around each page it shows, for the modules given. */
export function clientLifecycles(modules: ClientModule[]) {
  let shown: RouteLocation | null = null;
  const call = (name: LifecycleName, location: RouteLocation) =>
    modules.map((module) => (module.default?.[name] ?? module[name])?.({ location, previousLocation: shown }));
  return {
    /** Before the page at `url` loads (at start, the page shown): returns what to call once it has loaded. */
    routeUpdate(url = new URL(location.href)): () => void {
      const cleanups = call('onRouteUpdate', locationOf(url));
      return () => cleanups.forEach((cleanup) => typeof cleanup === 'function' && (cleanup as () => void)());
    },
    /** Once a page is shown (its URL is the document's by then). */
    routeDidUpdate(): void {
      const location = locationOf(new URL(window.location.href));
      call('onRouteDidUpdate', location);
      shown = location;
    },
  };
}
