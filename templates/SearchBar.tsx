import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { SearchModalProps } from '../runtime/search/SearchModal.js';
import { useClassicClassNames } from './classic-class-names.js';
import { useHydrated, useSiteData } from './context.js';
import { useActiveVersion } from './use-active-version.js';
import { versionsOf } from '../common/docs-instances.js';
import docSearchSignKeys from 'ck:docsearch-sign-keys';

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

/** The text a key adds to or removes from a query, or undefined for a key that edits no text. */
function editOf(event: KeyboardEvent): ((query: string) => string) | undefined {
  if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
    return (query) => (query + event.key).slice(0, 64);
  if (event.key === 'Backspace') return (query) => query.slice(0, -1);
  return undefined;
}

/** Sets a React-controlled input's value as typing does: React reads it from the input event. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The navbar search button. '/', Ctrl+K or Cmd+K, or a key typed on the focused button open the
 * modal, and Escape closes it; hovering or focusing the button preloads it so it opens at once.
 */
export function SearchBar() {
  const site = useSiteData();
  const classic = useClassicClassNames();
  const versions = versionsOf(site.versions);
  const version = useActiveVersion() ?? versions.find((v) => v.isLast)?.name ?? versions[0]?.name ?? '';
  const [Modal, setModal] = useState<ComponentType<SearchModalProps>>();
  const [open, setOpen] = useState(false);
  // What the reader types while the modal's code is still loading becomes its first query.
  const [typed, setTyped] = useState('');
  // What they type once the modal is up but before its input has focus: the input gets it with focus.
  const handOver = useRef('');
  const show = useCallback(() => {
    setOpen(true);
    setTyped('');
    handOver.current = '';
    void loadModal().then((component) => setModal(() => component));
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        if (open) setOpen(false);
        else show();
      } else if (event.key === '/' && !open && !isTyping(event.target)) {
        event.preventDefault();
        show();
      } else if (!open && (event.target as Element | null)?.classList?.contains('search-button') && editOf(event)) {
        // A key typed on the focused button opens the modal, the key starting the query.
        event.preventDefault();
        show();
        setTyped(editOf(event)!);
      } else if (event.key === 'Escape' && open) {
        setOpen(false);
      } else if (
        open &&
        !isTyping(event.target) &&
        !document.querySelector('.DocSearch-Modal')?.contains(event.target as Node)
      ) {
        const edit = editOf(event);
        if (!edit) return;
        // Kept for the query, and not typed a second time should the input take focus while the key is dispatched.
        event.preventDefault();
        if (document.querySelector('.DocSearch-Input')) handOver.current = edit(handOver.current);
        else setTyped(edit);
      }
    };
    const onFocus = (event: FocusEvent) => {
      const input = event.target as HTMLInputElement;
      if (!handOver.current || !input.classList.contains('DocSearch-Input')) return;
      typeInto(input, (input.value + handOver.current).slice(0, 64));
      handOver.current = '';
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, show]);
  // Apple's keyboards take Command (⌘) for Control; the server cannot know, so the key changes once hydrated.
  const apple = useHydrated() && /Mac|iPhone|iPad|iPod/.test(navigator.platform);
  const preload = () => void loadModal().catch(() => {});
  const iconAndLabel = (
    <>
      {DOCUSAURUS_SITE && site.search.hosted && !docSearchSignKeys ? (
        // DocSearch 4's magnifier, which a site's CSS may style by its parts (`svg circle`).
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="DocSearch-Search-Icon">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : (
        <svg
          width="16"
          height="16"
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={DOCUSAURUS_SITE ? 'DocSearch-Search-Icon' : undefined}
        >
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      <span className={`search-button-label${classic(DOCUSAURUS_SITE && 'DocSearch-Button-Placeholder')}`}>
        {site.search.buttonText ?? THEME_LABELS.search}
      </span>
    </>
  );
  return (
    <>
      <button
        type="button"
        className={`search-button${classic(DOCUSAURUS_SITE && 'DocSearch DocSearch-Button')}`}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        {/* DocSearch's button holds its icon and label in a container of their own. */}
        {DOCUSAURUS_SITE ? <span className="DocSearch-Button-Container">{iconAndLabel}</span> : iconAndLabel}
        <span className={`search-button-keys${classic(DOCUSAURUS_SITE && 'DocSearch-Button-Keys')}`} aria-hidden="true">
          {DOCUSAURUS_SITE && docSearchSignKeys && !apple ? (
            // DocSearch before 4: every key one width, Control's name drawn small to fit.
            <kbd className="DocSearch-Button-Key">
              <svg width="15" height="15" viewBox="0 0 15 15" className="DocSearch-Control-Key-Icon">
                <text x="7.5" y="10" textAnchor="middle" fontSize="6" fontWeight="600" fill="currentColor">
                  CTRL
                </text>
              </svg>
            </kbd>
          ) : (
            <kbd
              className={
                DOCUSAURUS_SITE ? `DocSearch-Button-Key${apple ? '' : ' DocSearch-Button-Key--ctrl'}` : undefined
              }
            >
              {apple ? '\u2318' : THEME_LABELS.searchControlKey}
            </kbd>
          )}
          <kbd className={DOCUSAURUS_SITE ? 'DocSearch-Button-Key' : undefined}>K</kbd>
        </span>
      </button>
      {open && Modal && <Modal site={site} version={version} initialQuery={typed} onClose={() => setOpen(false)} />}
    </>
  );
}
