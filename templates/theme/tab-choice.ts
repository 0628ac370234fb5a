import { useCallback, useSyncExternalStore } from 'react';
import { storage } from '../../runtime/storage.js';

/** Tells the Tabs of a group on this page that its choice changed (other windows hear `storage`). */
const CHOSEN = 'ck-tab-choice';
/** This page's choices when storage refuses them: the group still switches together. */
const unsaved = new Map<string, string>();

/** Docusaurus's key, so a reader's choice on the site carries over from its Docusaurus build. */
const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

/**
 * The tab chosen last in group `groupId`, on any page and in any window, and how to choose one:
 * every <Tabs groupId="x"> follows it. Null on the server and during hydration, so the HTML the
 * server sent hydrates unchanged before the reader's choice shows.
 */
export function useTabChoice(groupId: string | undefined): [string | null, (value: string) => void] {
  const key = groupId === undefined ? undefined : storageKey(groupId);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!key) return () => {};
      const listener = (event: Event) => {
        if ((event instanceof StorageEvent ? event.key : (event as CustomEvent<string>).detail) === key) changed();
      };
      window.addEventListener('storage', listener);
      window.addEventListener(CHOSEN, listener);
      return () => {
        window.removeEventListener('storage', listener);
        window.removeEventListener(CHOSEN, listener);
      };
    },
    [key],
  );
  const choice = useSyncExternalStore(
    subscribe,
    () => (key ? (storage.get(key) ?? unsaved.get(key) ?? null) : null),
    () => null,
  );
  const choose = useCallback(
    (value: string) => {
      if (!key) return;
      unsaved.set(key, value);
      storage.set(key, value);
      window.dispatchEvent(new CustomEvent(CHOSEN, { detail: key }));
    },
    [key],
  );
  return [choice, choose];
}
