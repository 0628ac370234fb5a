import { useClassicClassNames } from './classic-class-names.js';
import type { DocData } from '../common/data.js';
import ThemeHomeIcon from 'ck:home-icon';

/** A house outline, named by its link's label (a Docusaurus site's theme draws its own). */
function HomeIcon() {
  return (
    <svg
      className="breadcrumbs-home-icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3 10.5 12 3l9 7.5M5.5 8.5V20h4.5v-6h4v6h4.5V8.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The doc's breadcrumbs, after a link to the home page when the site has one (`homeHref`). On a
 * Docusaurus site in the classic theme's markup, which its CSS targets: Infima's `ul.breadcrumbs`
 * in a `nav.theme-doc-breadcrumbs`.
 */
export function Breadcrumbs({ items, homeHref }: { items: DocData['breadcrumbs']; homeHref?: string }) {
  const classic = useClassicClassNames();
  const item = classic(DOCUSAURUS_SITE && 'breadcrumbs__item').trim() || undefined;
  const link = classic(DOCUSAURUS_SITE && 'breadcrumbs__link').trim() || undefined;
  const classicNav = DOCUSAURUS_SITE ? classic('theme-doc-breadcrumbs').trim() : '';
  const List = classicNav ? 'ul' : 'ol';
  return (
    <nav className={classicNav || 'breadcrumbs'} aria-label={THEME_LABELS.breadcrumbs}>
      <List className={classicNav ? 'breadcrumbs' : undefined}>
        {homeHref !== undefined && (
          <li className={item}>
            <a className={link} href={homeHref} aria-label={THEME_LABELS.homePage}>
              {DOCUSAURUS_SITE && ThemeHomeIcon ? (
                <ThemeHomeIcon className={`breadcrumbs-home-icon${classic('breadcrumbHomeIcon_ck')}`} aria-hidden />
              ) : (
                <HomeIcon />
              )}
            </a>
          </li>
        )}
        {items.map((crumb, i) => (
          <li
            key={i}
            className={
              i === items.length - 1
                ? classic(DOCUSAURUS_SITE && 'breadcrumbs__item breadcrumbs__item--active').trim() || undefined
                : item
            }
          >
            {crumb.href && i < items.length - 1 ? (
              <a className={link} href={crumb.href}>
                {crumb.label}
              </a>
            ) : (
              <span className={link} aria-current={i === items.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
