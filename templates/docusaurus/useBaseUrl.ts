import { addBaseUrl, type BaseUrlOptions } from '../../common/base-url.js';
import { useSiteData } from '../context.js';

// The build adds base URLs too: the function is common/'s, exported here as Docusaurus's module has it.
export { addBaseUrl };

/** `useBaseUrlUtils` of `@docusaurus/useBaseUrl`. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useSiteData();
  return { withBaseUrl: (url, options) => addBaseUrl(site, url, options) };
}

/** `@docusaurus/useBaseUrl`: a path of the site (`/img/logo.svg`) as a URL under the base URL. */
export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return addBaseUrl(useSiteData(), url, options);
}
