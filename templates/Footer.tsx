import { useSiteData } from './context.js';
import { Link } from './Link.js';
import { useClassicClassNames } from './classic-class-names.js';

/** Link columns or a flat row, an optional logo, and the copyright line. */
export function Footer() {
  const { footer } = useSiteData();
  const classic = useClassicClassNames();
  return (
    <footer className={`footer footer-${footer.style}${classic(`footer--${footer.style}`)}`}>
      <div className="container">
        {footer.columns.length > 0 && (
          <div className={`footer-columns${classic('footer__links')}`}>
            {footer.columns.map((column) => (
              <div key={column.title} className={`footer-column${classic('footer__col')}`}>
                <div className={`footer-title${classic('footer__title')}`}>{column.title}</div>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.label}>
                      <Link className={`footer-link${classic('footer__link-item')}`} href={link.href}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {footer.links.length > 0 && (
          <div className="footer-row">
            {footer.links.map((link) => (
              <Link key={link.label} className={`footer-link${classic('footer__link-item')}`} href={link.href}>
                {link.label}
              </Link>
            ))}
          </div>
        )}
        {footer.logo && (
          <a className="footer-logo" href={footer.logo.href ?? '#'}>
            <img
              className="logo-light"
              src={footer.logo.src}
              alt={footer.logo.alt}
              width={footer.logo.width}
              height={footer.logo.height}
            />
            <img
              className="logo-dark"
              src={footer.logo.srcDark ?? footer.logo.src}
              alt={footer.logo.alt}
              width={footer.logo.width}
              height={footer.logo.height}
            />
          </a>
        )}
        {footer.copyright && (
          <div
            className={`footer-copyright${classic('footer__copyright')}`}
            dangerouslySetInnerHTML={{ __html: footer.copyright }}
          />
        )}
      </div>
    </footer>
  );
}
