import { useSiteData } from './context.js';
import { Link } from './Link.js';

/** Link columns or a flat row, an optional logo, and the copyright line. */
export function Footer() {
  const { footer } = useSiteData();
  return (
    <footer className={`footer footer-${footer.style} footer--${footer.style}`}>
      <div className="container">
        {footer.columns.length > 0 && (
          <div className="footer-columns footer__links">
            {footer.columns.map((column) => (
              <div key={column.title} className="footer-column footer__col">
                <div className="footer-title footer__title">{column.title}</div>
                <ul>
                  {column.items.map((link) => (
                    <li key={link.label}>
                      <Link className="footer-link footer__link-item" href={link.href}>
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
              <Link key={link.label} className="footer-link footer__link-item" href={link.href}>
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
          <div className="footer-copyright footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
        )}
      </div>
    </footer>
  );
}
