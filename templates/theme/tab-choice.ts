import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { storage } from '../../runtime/storage.js';

/** Tells the Tabs on this page that a choice changed (other windows hear `storage`, history moves `popstate`). */
const CHOSEN = 'ck-tab-choice';
const WATCHED = ['storage', 'popstate', CHOSEN];
/** This page's choices when storage refuses them: the group still switches together. */
const unsaved = new Map<string, string>();

/** Where a choice is kept outside React: how to read and write it, and which window events may change it. */
interface ChoicePlace {
  /** Names it in CHOSEN's events. */
  id: string;
  read(): string | null;
  write(value: string): void;
  changedBy(event: Event): boolean;
}

/** Docusaurus's key, so a reader's choice on the site carries over from its Docusaurus build. */
function storedChoice(groupId: string): ChoicePlace {
  const key = `docusaurus.tab.${groupId}`;
  return {
    id: key,
    read: () => storage.get(key) ?? unsaved.get(key) ?? null,
    write(value) {
      unsaved.set(key, value);
      storage.set(key, value);
    },
    changedBy: (event) => event instanceof StorageEvent && event.key === key,
  };
}

/** A parameter of the page's URL, replaced in place: a choice is no new entry in the reader's history. */
function queryChoice(name: string): ChoicePlace {
  return {
    id: `?${name}`,
    read: () => new URLSearchParams(window.location.search).get(name),
    write(value) {
      const url = new URL(window.location.href);
      url.searchParams.set(name, value);
      window.history.replaceState(window.history.state, '', url);
    },
    changedBy: (event) => event.type === 'popstate',
  };
}

/**
 * The choice kept in `place`, and how to make one: every Tabs that reads the same place follows
 * it. Null on the server and during hydration, so the HTML the server sent hydrates unchanged
 * before the reader's choice shows.
 */
function useChoiceIn(place: ChoicePlace | undefined): [string | null, (value: string) => void] {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!place) return () => {};
      const listener = (event: Event) => {
        const chosenHere = event.type === CHOSEN && (event as CustomEvent<string>).detail === place.id;
        if (chosenHere || place.changedBy(event)) changed();
      };
      for (const type of WATCHED) window.addEventListener(type, listener);
      return () => {
        for (const type of WATCHED) window.removeEventListener(type, listener);
      };
    },
    [place],
  );
  const choice = useSyncExternalStore(
    subscribe,
    () => place?.read() ?? null,
    () => null,
  );
  const choose = useCallback(
    (value: string) => {
      if (!place) return;
      place.write(value);
      window.dispatchEvent(new CustomEvent(CHOSEN, { detail: place.id }));
    },
    [place],
  );
  return [choice, choose];
}

/** The tab chosen last in group `groupId`, on any page and in any window. */
export function useTabChoice(groupId: string | undefined): [string | null, (value: string) => void] {
  return useChoiceIn(useMemo(() => (groupId === undefined ? undefined : storedChoice(groupId)), [groupId]));
}

/** The tab the page's URL names in its parameter `name` (a Tabs' `queryString`), which links can share. */
export function useQueryChoice(name: string | undefined): [string | null, (value: string) => void] {
  return useChoiceIn(useMemo(() => (name === undefined ? undefined : queryChoice(name)), [name]));
}
