import { useEffect, useState } from 'react';
import type { TocItem } from '../common/data.js';
import { useClassicClassNames } from './classic-class-names.js';
import { collectLink } from './docusaurus/collected-links.js';
import { useSiteDataIfAny } from './context.js';
import { WordBreaks } from './WordBreaks.js';

/** Pixels below the viewport top where a heading counts as the one being read (clears the navbar). */
const READING_LINE = 90;

const NO_ITEMS: TocItem[] = [];

/**
 * A heading's place in the classic theme's nested lists, which ckdocs's list is flat for: Infima's
 * list padding and item margin before it for each level, and an item's margin after it per level.
 */
const classicIndent = (level: number) => ({
  paddingLeft: `calc(var(--ifm-toc-padding-horizontal) * ${2 * level})`,
  marginRight: `calc(var(--ifm-toc-padding-horizontal) * ${level + 1})`,
});

/**
 * Each heading's level in the classic theme's nested lists: under the last heading above it of a
 * lower depth, as its theme nests them, so an h4 right after an h2 is one level in, not two.
 */
function classicLevels(items: TocItem[]): number[] {
  const around: number[] = [];
  return items.map(({ depth }) => {
    while (around.length && around.at(-1)! >= depth) around.pop();
    around.push(depth);
    return around.length - 1;
  });
}

/** The id of the last heading above the reading line, else the first. */
function ownActiveHeading(items: TocItem[]): string | undefined {
  let current: string | undefined;
  for (const item of items) {
    const el = document.getElementById(item.id);
    if (el && el.getBoundingClientRect().top <= READING_LINE) current = item.id;
  }
  return current ?? items[0]?.id;
}

/**
 * The classic theme's pick: the first heading below the navbar when it is in the window's top
 * half, else the one before it (none above the first, as at the top of a page whose first heading
 * is lower down); the last once every heading has passed.
 */
function classicActiveHeading(items: TocItem[], navbarHides: boolean): string | undefined {
  const offset = navbarHides ? 0 : (document.querySelector('.navbar')?.clientHeight ?? 0);
  const next = items.findIndex(
    (item) => (document.getElementById(item.id)?.getBoundingClientRect().top ?? -1) >= offset,
  );
  if (next < 0) return items.at(-1)?.id;
  const box = document.getElementById(items[next]!.id)!.getBoundingClientRect();
  return box.top > 0 && box.bottom < window.innerHeight / 2 ? items[next]!.id : items[next - 1]?.id;
}

/** The id of the heading being read, following the scroll: on a Docusaurus site, as its theme picks it. */
function useActiveHeading(items: TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  // A ckdocs site's bundles skip the look-up: the constant is fixed per bundle, so the hooks called never change.
  const site = DOCUSAURUS_SITE ? useSiteDataIfAny() : undefined;
  const classic = !!site?.classicClassNames;
  const navbarHides = !!site?.navbar.hideOnScroll;
  useEffect(() => {
    if (!items.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(DOCUSAURUS_SITE && classic ? classicActiveHeading(items, navbarHides) : ownActiveHeading(items));
    };
    const onScroll = () => (frame ||= requestAnimationFrame(update));
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [items, classic, navbarHides]);
  return active;
}

/**
 * "On this page": headings of the configured levels, nested by depth; the one being read is
 * highlighted. `folded`: inside the narrow screens' fold, whose summary is the title. `className`:
 * on a Docusaurus site, the classic theme's name for this one (the doc's, beside it).
 */
export function TableOfContents({
  items,
  folded,
  className,
}: {
  items: TocItem[];
  folded?: boolean;
  className?: string;
}) {
  // The fold follows no heading: one list tracking the scroll is enough, as in Docusaurus.
  const active = useActiveHeading(folded ? NO_ITEMS : items);
  const classic = useClassicClassNames();
  if (!items.length) return null;
  // As Docusaurus's table of contents, whose entries are Links: each names an anchor its check looks for.
  if (DOCUSAURUS_SITE) for (const item of items) collectLink(`#${item.id}`);
  const minDepth = Math.min(...items.map((i) => i.depth));
  const levels = DOCUSAURUS_SITE ? classicLevels(items) : [];
  return (
    <nav
      className={`toc${classic(DOCUSAURUS_SITE && `table-of-contents${folded ? '' : ' thin-scrollbar'}${className ? ` ${className}` : ''}`)}`}
      aria-label={THEME_LABELS.onThisPage}
    >
      {!folded && <div className="toc-title">{THEME_LABELS.onThisPage}</div>}
      <ul>
        {items.map((item, index) => (
          <li
            key={item.id}
            style={
              DOCUSAURUS_SITE ? classicIndent(levels[index]!) : { paddingLeft: `${(item.depth - minDepth) * 0.9}rem` }
            }
          >
            <a
              className={`toc-link${classic(DOCUSAURUS_SITE && 'table-of-contents__link')}${item.id === active ? ` active${classic(DOCUSAURUS_SITE && 'table-of-contents__link--active')}` : ''}`}
              href={`#${item.id}`}
              aria-current={item.id === active ? 'location' : undefined}
            >
              {(item.pieces ?? [{ text: item.text }]).map((piece, i) =>
                piece.code ? (
                  <code key={i}>
                    <WordBreaks text={piece.text} />
                  </code>
                ) : (
                  <WordBreaks key={i} text={piece.text} />
                ),
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
