import { useEffect, useState } from 'react';
import { useSiteData } from './context.js';
import { storage } from '../runtime/storage.js';
import { classicFirst, useClassicClassNames } from './classic-class-names.js';
import { ClassicCloseIcon } from './ClassicCloseIcon.js';

export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';

/**
 * Marks the document while the window is scrolled off the page's top: a Docusaurus site's sidebar
 * keeps the bar's height free under it only while the bar is in view there (infima.css).
 */
function useScrolledMark(bar: boolean): void {
  useEffect(() => {
    if (!bar) return undefined;
    const mark = () => document.documentElement.toggleAttribute('data-scrolled', window.scrollY > 0);
    mark();
    window.addEventListener('scroll', mark, { passive: true });
    return () => window.removeEventListener('scroll', mark);
  }, [bar]);
}

/** Shown until closed; closing is remembered until the bar's id changes. */
export function AnnouncementBar() {
  const { announcementBar: bar } = useSiteData();
  if (DOCUSAURUS_SITE) useScrolledMark(!!bar);
  const [closed, setClosed] = useState(false);
  const classic = useClassicClassNames();
  useEffect(() => {
    if (!bar) return;
    if (storage.get(ID_KEY) !== bar.id) {
      storage.set(ID_KEY, bar.id);
      storage.remove(DISMISS_KEY);
    }
    setClosed(storage.get(DISMISS_KEY) === 'true');
  }, [bar]);
  if (!bar || closed) return null;
  return (
    <div
      // On a Docusaurus site, the classic theme's module names too, first, as sites' CSS matches them
      // by how they start (`[class*='announcementBarContent_']`, `div[class^='content_']`).
      className={classicFirst(
        classic(DOCUSAURUS_SITE && 'theme-announcement-bar announcementBar_ck'),
        'announcement-bar',
      )}
      role="banner"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div
        className={classicFirst(
          classic(DOCUSAURUS_SITE && 'content_ck announcementBarContent_ck'),
          'announcement-content',
        )}
        dangerouslySetInnerHTML={{ __html: bar.content }}
      />
      {bar.isCloseable && (
        <button
          type="button"
          className={classicFirst(
            classic(DOCUSAURUS_SITE && 'clean-btn close closeButton_ck announcementBarClose_ck'),
            'announcement-close',
          )}
          aria-label={THEME_LABELS.closeBar}
          onClick={() => {
            storage.set(DISMISS_KEY, 'true');
            setClosed(true);
          }}
        >
          {/* On a Docusaurus site, the classic theme's cross. */}
          {DOCUSAURUS_SITE ? <ClassicCloseIcon size={14} color="currentColor" strokeWidth={3.1} /> : '×'}
        </button>
      )}
    </div>
  );
}
