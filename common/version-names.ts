// A docs version's names outside ckdocs: its own in its set of docs, and its DocSearch tag. Apart
// from docs-instances.ts, which every page's code loads, as only search and Docusaurus sites' code need these.
import { DEFAULT_DOCS } from './docs-instances.js';

/** A version's name within its set of docs, as Docusaurus names it (`current`, not `community-current`). */
export const ownVersionName = (version: { name: string; instance?: string }) =>
  version.instance && version.instance !== DEFAULT_DOCS && version.name.startsWith(`${version.instance}-`)
    ? version.name.slice(version.instance.length + 1)
    : version.name;

/**
 * The tag a version's docs carry for DocSearch, in their pages' meta and the hosted records, which
 * contextual search filters by: Docusaurus's `docs-<plugin id>-<version>`.
 */
export const searchTag = (version: { name: string; instance?: string }) =>
  `docs-${version.instance ?? DEFAULT_DOCS}-${ownVersionName(version)}`;
