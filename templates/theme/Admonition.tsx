import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useClassicClassNames } from '../classic-class-names.js';
import themeIcons from 'ck:admonition-icons';

/** The types Docusaurus has beyond the four the theme colours, by the colour they take. */
const LOOKS: Record<string, string> = { caution: 'warning', important: 'info', success: 'tip', secondary: 'note' };

/** Infima's alert colour of each type, as the classic theme gives its admonitions. */
const ALERTS: Record<string, string> = {
  note: 'secondary',
  tip: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  caution: 'warning',
  important: 'info',
  success: 'success',
  secondary: 'secondary',
};

/**
 * The titles of the types the classic theme translates, in the locale built; the others keep their
 * name. Without code translations each is its type's name, and the bundler leaves the table out.
 */
const TITLES: Record<string, string> = {
  note: THEME_LABELS.note,
  tip: THEME_LABELS.tip,
  info: THEME_LABELS.info,
  warning: THEME_LABELS.warning,
  danger: THEME_LABELS.danger,
  caution: THEME_LABELS.caution,
};

/**
 * A title with Markdown in it arrives as the first child, an `mdxAdmonitionTitle` element
 * (cli/mdx/remark-admonitions.ts), as Docusaurus passes it: taken out of the body here.
 */
function splitTitle(children: ReactNode): { markdownTitle?: ReactNode; body: ReactNode[] } {
  const items = Children.toArray(children);
  const title = items.find(
    (item): item is ReactElement<{ children?: ReactNode }> =>
      isValidElement(item) && item.type === 'mdxAdmonitionTitle',
  );
  return { markdownTitle: title?.props.children, body: items.filter((item) => item !== title) };
}

/**
 * The title of an admonition that names none: its type, in the locale's words. In capitals, but on
 * a Docusaurus site, whose theme writes it as it is and its CSS shows it in capitals (a site's CSS
 * may show it otherwise).
 */
function defaultTitle(type: string, asWritten: boolean): string {
  const title = SITE_LOCALE.translated ? (TITLES[type] ?? type) : type;
  return asWritten ? title : title.toUpperCase();
}

/**
 * A Docusaurus site's admonition icon: its theme's (the classic one's) for the type's look, else
 * ckdocs's own drawing (CSS, `--ck-alert-icon`).
 */
function AdmonitionIcon({ kind }: { kind: string }) {
  const Icon = themeIcons[kind];
  return (
    <span className={`admonitionIcon_ck${Icon ? ' admonitionIconTheme_ck' : ''}`} aria-hidden="true">
      {Icon && <Icon />}
    </span>
  );
}

/** `:::note` … `:::` blocks, or <Admonition type="tip" title="…"> written by hand. */
export default function Admonition({
  type = 'note',
  title,
  id,
  className,
  children,
}: {
  type?: string;
  title?: ReactNode;
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  const { markdownTitle, body } = splitTitle(children);
  const kind = LOOKS[type] ?? type;
  const classic = useClassicClassNames();
  // On a Docusaurus site, only the classic theme's names, and names as its CSS modules make them
  // (`admonitionHeading_…`), by which sites' CSS finds them: not Docusaurus 2's `admonition-heading`
  // and the like, which a site's old CSS may still style and Docusaurus 3 no longer shows.
  const docusaurus = DOCUSAURUS_SITE && classic('names') !== '';
  const names = (own: string, docusaurusNames: string) => (docusaurus ? docusaurusNames : own);
  return (
    <div
      id={id}
      className={`${names(`admonition admonition-${kind}`, `theme-admonition theme-admonition-${type} admonition_ck alert alert--${ALERTS[type] ?? 'secondary'}`)}${className ? ` ${className}` : ''}`}
      role="note"
    >
      <div className={names('admonition-heading', 'admonitionHeading_ck')}>
        {docusaurus && <AdmonitionIcon kind={kind} />}
        {title ?? markdownTitle ?? defaultTitle(type, docusaurus)}
      </div>
      {/* On a Docusaurus site, a title alone has no content box, as in the classic theme. */}
      {(!DOCUSAURUS_SITE || body.length > 0) && (
        <div className={names('admonition-content', 'admonitionContent_ck')}>{body}</div>
      )}
    </div>
  );
}
