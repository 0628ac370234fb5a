import { useSiteData } from './context.js';
import { useClassicClassNames } from './classic-class-names.js';
import type { PageData } from '../common/data.js';

/** Landing page: hero with title, tagline and calls to action, then feature cards. */
export function Home({ page }: { page: PageData }) {
  const home = page.home!;
  const site = useSiteData();
  const classic = useClassicClassNames();
  return (
    <main id="main" tabIndex={-1} className="home">
      <header className={`hero${classic(DOCUSAURUS_SITE && 'hero--primary')}`}>
        <div className="container">
          {site.navbar.logo && (
            <img
              className="hero-logo"
              src={site.navbar.logo.srcDark ?? site.navbar.logo.src}
              alt=""
              width="96"
              height="96"
            />
          )}
          <h1 className="hero-title">{site.title}</h1>
          <p className="hero-tagline">{site.tagline}</p>
          <div className="hero-actions">
            {home.actions.map((action) => (
              <a
                key={action.label}
                className={`ck-button ${action.primary ? `ck-button-primary${classic(DOCUSAURUS_SITE && 'button button--primary')}` : `ck-button-secondary${classic(DOCUSAURUS_SITE && 'button button--secondary')}`}`}
                href={action.href}
              >
                {action.label}
              </a>
            ))}
          </div>
        </div>
      </header>
      {home.features.length > 0 && (
        <section className="features container" aria-label={THEME_LABELS.featuresLabel}>
          {home.features.map((feature) => (
            <div key={feature.title} className="feature-card">
              {feature.icon ? (
                <img className="feature-icon" src={feature.icon} alt="" width="40" height="40" />
              ) : (
                <span />
              )}
              <h2>{feature.href ? <a href={feature.href}>{feature.title}</a> : feature.title}</h2>
              <p>{feature.description}</p>
            </div>
          ))}
        </section>
      )}
    </main>
  );
}
