// Several sets of docs (Docusaurus's docs plugin instances) in one list of versions; read by the build and the theme.

/** The set of docs a version belongs to unless it names another. */
export const DEFAULT_DOCS = 'default';

/** The versions of one set of docs, the main one unless named. */
export const versionsOf = <V extends { instance?: string }>(versions: V[], instance = DEFAULT_DOCS): V[] =>
  versions.filter((v) => (v.instance ?? DEFAULT_DOCS) === instance);
