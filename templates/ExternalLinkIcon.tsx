import { useSiteDataIfAny } from './context.js';
import { isInternalUrl } from '../common/internal-url.js';

/**
 * The arrow out of a box that the classic theme puts after a navbar or footer link leaving the site;
 * on a Docusaurus site only, whose readers know it.
 */
export function ExternalLinkIcon({ href }: { href: string | undefined }) {
  const docusaurusSite = DOCUSAURUS_SITE && useSiteDataIfAny()?.classicClassNames;
  if (!docusaurusSite || !href || isInternalUrl(href)) return null;
  // `iconExternalLink` begins the classic theme's own class name, which sites' CSS finds it by; its
  // label tells a screen reader's user where the link opens, as the theme's icon does.
  return (
    <svg
      className="external-link-icon iconExternalLink"
      width="13.5"
      height="13.5"
      viewBox="0 0 24 24"
      aria-label={THEME_LABELS.opensInNewTab}
    >
      {/* Solid, and as wide as the box, as readers of Docusaurus sites see it: an open box and an arrow out of its corner. */}
      <path fill="none" stroke="currentColor" strokeWidth="2.2" d="M20 13.5V22H2V4h8.5" />
      <path fill="currentColor" d="M13 1h10v10l-3.6-3.6-6.6 6.6-2.8-2.8 6.6-6.6Z" />
    </svg>
  );
}
