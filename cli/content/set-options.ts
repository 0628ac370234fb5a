import type { SiteConfig } from '../config/schema.js';

/**
 * The docs options a version is built with: the site-wide ones (`docs`), those its set of docs
 * has of its own (`versions[].setOptions`, a second docs plugin instance's) over them.
 */
export const docsOptionsOf = (
  docs: SiteConfig['docs'],
  version: Pick<SiteConfig['docs']['versions'][number], 'setOptions'>,
): SiteConfig['docs'] => ({ ...docs, ...version.setOptions });
