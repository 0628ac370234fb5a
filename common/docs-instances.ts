// Several sets of docs (Docusaurus's docs plugin instances) in one list of versions; read by the build and the theme.

/** The set of docs a version belongs to unless it names another. */
export const DEFAULT_DOCS = 'default';

/** A version's name within its set of docs, as Docusaurus names it (`current`, not `community-current`). */
export const ownVersionName = (version: { name: string; instance?: string }) =>
  version.instance && version.instance !== DEFAULT_DOCS && version.name.startsWith(`${version.instance}-`)
    ? version.name.slice(version.instance.length + 1)
    : version.name;

/** The versions of one set of docs, the main one unless named. */
export const versionsOf = <V extends { instance?: string }>(versions: V[], instance = DEFAULT_DOCS): V[] =>
  versions.filter((v) => (v.instance ?? DEFAULT_DOCS) === instance);
