// Data shapes of the API reference pages: written by the build (cli/api/), rendered by the theme.

/** One documented member of an API symbol (property, method, constructor, accessor, enum member). */
export interface ApiMemberData {
  anchor: string;
  name: string;
  /** Constructor, Property, Method, Accessor, Enum member. */
  kind: string;
  /** Highlighted declaration(s), links included. */
  signaturesHtml: string[];
  /** Summary, parameters, returns and the rest, rendered from the doc comment. */
  bodyHtml: string;
  flags: string[];
  inheritedFrom?: { text: string; href?: string };
  deprecatedHtml?: string;
  source?: { label: string; href?: string };
}

/** An API reference page of one symbol. */
export interface ApiPageData {
  name: string;
  /** Class, Interface, Type alias, Function, Variable, Enum. */
  kind: string;
  module?: string;
  signaturesHtml: string[];
  bodyHtml: string;
  deprecatedHtml?: string;
  extends: { text: string; href?: string }[];
  implements: { text: string; href?: string }[];
  groups: { id: string; title: string; members: ApiMemberData[] }[];
  source?: { label: string; href?: string };
  /** Set on a newer version's pages when the symbol is new, changed or renamed since the version compared. */
  change?: ApiChangeMark;
}

/** An index page listing API symbols with their one-line summaries. */
export interface ApiIndexData {
  intro?: string;
  groups: { title: string; href?: string; items: { name: string; href: string; summary: string }[] }[];
}

/** A symbol of one version, as the API changes page links it. */
export interface ApiChangeSymbol {
  module: string;
  name: string;
  kind: string;
  href: string;
}

/** A member added (no `before`), removed (no `after`) or changed between two versions. */
export interface ApiMemberChange {
  name: string;
  before?: { href: string; text: string[] };
  after?: { href: string; text: string[] };
}

/** One entry of the API changes page. */
export interface ApiChangeEntry {
  /** Its anchor on the changes page. */
  id: string;
  /** The module it is listed under ('' in a flat layout). */
  module: string;
  before?: ApiChangeSymbol;
  after?: ApiChangeSymbol;
  /** The declaration or signatures, when they differ. */
  declaration?: { before: string[]; after: string[] };
  members: ApiMemberChange[];
  /** It now lives in another module: the one it left. */
  movedFrom?: string;
  /** Deprecated in the newer version, not in the older. */
  deprecated?: boolean;
  /** How a rename was found: the old declaration's `@deprecated` tag, or a match of kind and members. */
  renamedBy?: 'deprecation' | 'likeness';
  /** A rename that keeps the old name, deprecated. */
  oldNameKept?: boolean;
  /** What the page says of it, in the locale's words: how a rename was found, where it moved from… */
  notes?: string[];
}

/** What changed in the API between two versions; `to` is the page's own version. */
export interface ApiChangesData {
  from: { version: string; label: string };
  to: { version: string; label: string };
  sections: {
    id: 'added' | 'removed' | 'changed' | 'renamed';
    title: string;
    count: number;
    /** Entries by module; one group with module '' in a flat layout. */
    groups: {
      module: string;
      id: string;
      /** Under Added, a module the older version lacks; under Removed, one the newer version lacks. */
      wholeModule?: boolean;
      entries: ApiChangeEntry[];
    }[];
  }[];
  /** The page's own sentences in the locale's words, as the build wrote them (cli/api/changes-page.ts). */
  words: {
    /** Above the sections: what they count. */
    summary: string;
    /** Under Added, a module the older version lacks; under Removed, one the newer version lacks. */
    moduleAdded: string;
    moduleRemoved: string;
    /** A member's line, before and after its name. */
    memberAdded: [string, string];
    memberRemoved: [string, string];
    memberChanged: [string, string];
    /** A before-and-after block's name, for screen readers. */
    diff: string;
  };
}

/** On a newer version's API page: how the symbol differs from the version compared, and where that is listed. */
export interface ApiChangeMark {
  kind: 'added' | 'changed' | 'renamed';
  label: string;
  href: string;
}
