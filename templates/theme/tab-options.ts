// Docusaurus's Tabs options that ckdocs's own sites go without: Tabs.tsx reads them on Docusaurus
// sites only, so a ckdocs site's first visit leaves this code out.
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';

/** Tells the Tabs on this page that one of them wrote its choice into the URL. */
const CHOSEN = 'ck-tab-query';
/** History moves; a link to this page with another query re-renders the page, which reads the URL anew. */
const CHANGES = ['popstate', CHOSEN];

const subscribe = (changed: () => void) => {
  for (const type of CHANGES) window.addEventListener(type, changed);
  return () => {
    for (const type of CHANGES) window.removeEventListener(type, changed);
  };
};

/** A tab of a Tabs: its value, and its label (else the value). */
export interface TabValue {
  value: string;
  label?: ReactNode;
}

/** The props of a Docusaurus site's Tabs that a ckdocs site's do without. */
export interface TabOptions {
  /** The URL parameter that names the selected tab; `true`: the `groupId`. */
  queryString?: boolean | string;
  /** Only the selected panel is rendered (and in the HTML). */
  lazy?: boolean;
  /** The tabs share the row's width (Infima's `tabs--block`). */
  block?: boolean;
}

type Selection = [selected: string | null | undefined, select: (value: string) => void];

/**
 * With `queryString`, the tab the page's URL names shows before the group's or the Tabs' own
 * choice (`selection`), and a choice goes into the URL too.
 */
export function useQueryFirst(
  { queryString }: TabOptions,
  groupId: string | undefined,
  tabs: TabValue[],
  [selected, select]: Selection,
): Selection {
  const [chosen, choose] = useQueryChoice(queryParam(queryString, groupId));
  return [
    tabs.some((tab) => tab.value === chosen) ? chosen : selected,
    (value) => {
      select(value);
      choose(value);
    },
  ];
}

/**
 * The tab the page's URL names in its parameter `name`, and how to choose one: the parameter is
 * replaced in place, so a choice is no new entry in the reader's history, and a link can share
 * it. Null on the server and during hydration, so the HTML the server sent hydrates unchanged
 * before the URL's choice shows.
 */
function useQueryChoice(name: string | undefined): [string | null, (value: string) => void] {
  const choice = useSyncExternalStore(
    subscribe,
    () => (name === undefined ? null : new URLSearchParams(window.location.search).get(name)),
    () => null,
  );
  const choose = useCallback(
    (value: string) => {
      if (name === undefined) return;
      const url = new URL(window.location.href);
      url.searchParams.set(name, value);
      window.history.replaceState(window.history.state, '', url);
      window.dispatchEvent(new Event(CHOSEN));
    },
    [name],
  );
  return [choice, choose];
}

/** The URL parameter a Tabs' `queryString` names: its own name, or with `true` its group's. */
function queryParam(queryString: boolean | string | undefined, groupId: string | undefined): string | undefined {
  if (queryString !== true) return queryString || undefined;
  if (groupId === undefined)
    throw new Error(
      '<Tabs queryString> names its URL parameter after its groupId: give it a groupId, or give queryString the name, as queryString="lang".',
    );
  return groupId;
}

/** Docusaurus's mistakes in a Tabs' values, which it refuses as its build does. */
export function checkValues(tabs: TabValue[], defaultValue: string | null | undefined): void {
  if (!tabs.length) throw new Error('<Tabs> has no tabs: give it at least one <TabItem value="...">.');
  const values = tabs.map((tab) => tab.value);
  if (tabs.some((tab) => tab.value === undefined))
    throw new Error(
      '<Tabs> has a tab without a value: give each <TabItem> its value, or give the Tabs their values, as values={[{ value: "ts", label: "TypeScript" }]}.',
    );
  const twice = values.filter((value, i) => values.indexOf(value) !== i);
  if (twice.length)
    throw new Error(`<Tabs> has two tabs of the value "${twice[0]}": give each tab a value of its own.`);
  if (defaultValue != null && !values.includes(defaultValue))
    throw new Error(
      `<Tabs defaultValue="${defaultValue}"> names no tab; its tabs' values are ${values.map((v) => `"${v}"`).join(', ')}.`,
    );
}
