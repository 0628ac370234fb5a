import { useSiteData } from './context.js';
import type { FooterItem, SiteData } from '../common/data.js';
import { Link } from './Link.js';
import { ExternalLinkIcon } from './ExternalLinkIcon.js';
import { useClassicClassNames } from './classic-class-names.js';

/** The footer's logo, in the image for the colour mode shown; a link when it has an address. */
function FooterLogo({ logo }: { logo: NonNullable<SiteData['footer']['logo']> }) {
  const classic = useClassicClassNames();
  const image = (mode: 'light' | 'dark', src: string) => (
    <img
      className={`footer-logo-image logo-${mode}${classic(DOCUSAURUS_SITE && 'footer__logo')} ${logo.className ?? ''}`}
      src={src}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
      // The height the site gives, over the native theme's `height: auto` for images.
      style={!DOCUSAURUS_SITE && logo.height ? { height: logo.height, ...logo.style } : logo.style}
    />
  );
  const images = (
    <>
      {image('light', logo.src)}
      {image('dark', logo.srcDark ?? logo.src)}
    </>
  );
  return (
    <div className={`footer-logo${classic(DOCUSAURUS_SITE && 'margin-bottom--sm')}`}>
      {logo.href ? (
        <Link
          href={logo.href}
          target={logo.target}
          className={classic(DOCUSAURUS_SITE && 'footerLogoLink_ck').trim() || undefined}
        >
          {images}
        </Link>
      ) : (
        images
      )}
    </div>
  );
}

/** A footer link, with the site's class and attributes. */
function FooterLink({ item }: { item: FooterItem }) {
  const classic = useClassicClassNames();
  return (
    <Link
      {...item.attributes}
      className={`footer-link${classic(DOCUSAURUS_SITE && 'footer__link-item')} ${item.className ?? ''}`.trim()}
      href={item.href}
    >
      {item.label}
      {/* The classic theme marks a link given as `href` that leaves the site, not one given as `to`. */}
      {DOCUSAURUS_SITE && <ExternalLinkIcon href={item.to === undefined ? item.href : undefined} />}
    </Link>
  );
}

/** Link columns or a flat row, an optional logo, and the copyright line. */
export function Footer() {
  const { footer } = useSiteData();
  const classic = useClassicClassNames();
  // A site whose config gives the footer nothing to show has none, as in Docusaurus.
  if (!footer.columns.length && !footer.links.length && !footer.logo && !footer.copyright) return null;
  const bottomBox = classic(DOCUSAURUS_SITE && 'footer__bottom text--center').trim();
  const bottom = (
    <>
      {footer.logo && <FooterLogo logo={footer.logo} />}
      {footer.copyright && (
        <div
          className={`footer-copyright${classic(DOCUSAURUS_SITE && 'footer__copyright')}`}
          dangerouslySetInnerHTML={{ __html: footer.copyright }}
        />
      )}
    </>
  );
  return (
    <footer className={`footer footer-${footer.style}${classic(DOCUSAURUS_SITE && `footer--${footer.style}`)}`}>
      <div className={`container${classic(DOCUSAURUS_SITE && 'container-fluid')}`}>
        {footer.columns.length > 0 && (
          <div className={`footer-columns${classic(DOCUSAURUS_SITE && 'row footer__links')}`}>
            {footer.columns.map((column, i) => (
              <div
                key={i}
                className={`footer-column${classic(DOCUSAURUS_SITE && 'col footer__col')} ${column.className ?? ''}`.trim()}
              >
                {column.title !== null && (
                  <div className={`footer-title${classic(DOCUSAURUS_SITE && 'footer__title')}`}>{column.title}</div>
                )}
                <ul>
                  {column.items.map((item, i) =>
                    item.html !== undefined ? (
                      <li
                        key={i}
                        className={`${classic(DOCUSAURUS_SITE && 'footer__item').trim()} ${item.className ?? ''}`.trim()}
                        dangerouslySetInnerHTML={{ __html: item.html }}
                      />
                    ) : (
                      <li key={i} className={classic(DOCUSAURUS_SITE && 'footer__item').trim() || undefined}>
                        <FooterLink item={item} />
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        )}
        {footer.links.length > 0 && (
          <div className="footer-row">
            {footer.links.map((item, i) =>
              item.html !== undefined ? (
                <span
                  key={i}
                  className={`footer-link${classic(DOCUSAURUS_SITE && 'footer__link-item')} ${item.className ?? ''}`.trim()}
                  dangerouslySetInnerHTML={{ __html: item.html }}
                />
              ) : (
                <FooterLink key={i} item={item} />
              ),
            )}
          </div>
        )}
        {/* On a Docusaurus site, in the classic theme's box for them, which sites' CSS lays out. */}
        {bottomBox && (footer.logo || footer.copyright) ? <div className={bottomBox}>{bottom}</div> : bottom}
      </div>
    </footer>
  );
}
