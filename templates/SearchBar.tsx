import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { SearchModalProps } from '../runtime/search/SearchModal.js';
import { useSiteData } from './context.js';
import { useActiveVersion } from './use-active-version.js';

let modalModule: Promise<ComponentType<SearchModalProps>> | undefined;

/** The search modal's code (DocSearch and the engine), fetched once, on first intent to search. */
function loadModal(): Promise<ComponentType<SearchModalProps>> {
  modalModule ??= import('../runtime/search/SearchModal.js').then((m) => m.default);
  modalModule.catch(() => (modalModule = undefined));
  return modalModule;
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return (
    !!el && (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT')
  );
}

/**
 * The navbar search button. '/', Ctrl+K or Cmd+K open the modal and Escape closes it;
 * hovering or focusing the button preloads it so it opens at once.
 */
export function SearchBar() {
  const site = useSiteData();
  const version = useActiveVersion() ?? site.versions.find((v) => v.isLast)?.name ?? site.versions[0]?.name ?? '';
  const [Modal, setModal] = useState<ComponentType<SearchModalProps>>();
  const [open, setOpen] = useState(false);
  // What the reader types while the modal's code is still loading becomes its first query.
  const [typed, setTyped] = useState('');
  const show = useCallback(() => {
    setOpen(true);
    setTyped('');
    void loadModal().then((component) => setModal(() => component));
  }, []);
  const loading = open && !Modal;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        if (open) setOpen(false);
        else show();
      } else if (event.key === '/' && !open && !isTyping(event.target)) {
        event.preventDefault();
        show();
      } else if (event.key === 'Escape' && open) {
        setOpen(false);
      } else if (loading && !isTyping(event.target)) {
        // Once the modal's input has focus it takes keys itself: this listener may lag a render behind.
        // A buffered key's default action is cancelled: if the modal mounts and focuses its input
        // while this key is dispatched, the key would otherwise be typed into it a second time.
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          setTyped((t) => (t + event.key).slice(0, 64));
        } else if (event.key === 'Backspace') {
          event.preventDefault();
          setTyped((t) => t.slice(0, -1));
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, show, loading]);
  const preload = () => void loadModal().catch(() => {});
  return (
    <>
      <button
        type="button"
        className="search-button"
        aria-label="Search"
        onClick={show}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="search-button-label">Search</span>
        <span className="search-button-keys" aria-hidden="true">
          <kbd>Ctrl</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && Modal && <Modal site={site} version={version} initialQuery={typed} onClose={() => setOpen(false)} />}
    </>
  );
}
