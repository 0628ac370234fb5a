import type { ReactNode } from 'react';
import type { DocTag, NavLink } from '../common/data.js';
import { useClassicClassNames } from './classic-class-names.js';
import { fillLabel } from './fill-label.js';

// What the foot of a doc or a blog post shows: its tags, where to edit it, when it last changed;
// under a doc, the links to the previous and next ones.

// Made once: toLocaleDateString builds a formatter on every call (a tenth of the server render's time).
// In the locale built and its calendar, as Docusaurus's theme writes the date.
const lastUpdateDate = new Intl.DateTimeFormat(SITE_LOCALE.name, {
  calendar: SITE_LOCALE.calendar,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A last update's date as the theme shows it, from its time in seconds. */
export const lastUpdateText = (time: number) => lastUpdateDate.format(new Date(time * 1000));

/** "Last updated on <date> by <author>", from the time in seconds. */
export function LastUpdate({ author, time }: { author?: string; time?: number }) {
  const classic = useClassicClassNames();
  if (!author && !time) return null;
  const date = time ? new Date(time * 1000) : undefined;
  return (
    <span className={`last-update${classic(DOCUSAURUS_SITE && 'theme-last-updated')}`}>
      {fillLabel(THEME_LABELS.lastUpdated, {
        atDate:
          date &&
          fillLabel(THEME_LABELS.lastUpdatedOn, {
            date: <time dateTime={date.toISOString()}>{lastUpdateDate.format(date)}</time>,
          }),
        byUser: author && fillLabel(THEME_LABELS.lastUpdatedBy, { user: <b>{author}</b> }),
      })}
    </span>
  );
}

/** The link to the page's source, where the site edits it. */
export function EditLink({ href }: { href: string }) {
  const classic = useClassicClassNames();
  return (
    <a
      className={`edit-link${classic(DOCUSAURUS_SITE && 'theme-edit-this-page')}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {THEME_LABELS.editThisPage}
    </a>
  );
}

/**
 * The classic theme's row under a Docusaurus doc or post (`className` names it): where to edit the
 * page, and its last update beside it, or under it on narrow screens.
 */
export function EditMetaRow({
  className,
  editUrl,
  lastUpdate,
}: {
  className: string;
  editUrl?: string;
  lastUpdate?: { author?: string; time?: number };
}) {
  return (
    <div className={`row margin-top--sm ${className}`}>
      <div className="col">{editUrl && <EditLink href={editUrl} />}</div>
      <div className="col last-update-col">{lastUpdate && <LastUpdate {...lastUpdate} />}</div>
    </div>
  );
}

/** "Tags:" and the page's tags in a row, each leading to its tag's page. */
export function InlineTags({ tags }: { tags: DocTag[] }) {
  const classic = useClassicClassNames();
  return (
    <>
      <b>{THEME_LABELS.tagsListLabel}</b>
      <ul className={`doc-tags-list${classic(DOCUSAURUS_SITE && 'padding--none margin-left--sm')}`}>
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <a rel="tag" className="tag" href={tag.permalink} title={tag.description}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The props ckdocs's doc page gives the link to the previous or the next doc. */
export interface PaginatorNavLinkProps {
  side: 'prev' | 'next';
  /** The line above the label ("Previous", "Next"). */
  sub: string;
  link: NavLink;
  label: ReactNode;
}

/** The link to the previous or the next doc (`side`), its label between Infima's arrows on a ckdocs site. */
export function PaginatorNavLink({ side, sub, link, label }: PaginatorNavLinkProps) {
  const classic = useClassicClassNames();
  return (
    <a
      className={`pagination-link ${side}${DOCUSAURUS_SITE ? classic(`pagination-nav__link pagination-nav__link--${side}`) : ''}`}
      href={link.href}
    >
      <span className={`pagination-sub${DOCUSAURUS_SITE ? classic('pagination-nav__sublabel') : ''}`}>{sub}</span>
      <span className={`pagination-label${DOCUSAURUS_SITE ? classic('pagination-nav__label') : ''}`}>{label}</span>
    </a>
  );
}
