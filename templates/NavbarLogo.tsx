import { anchorOf } from '../common/link-target.js';
import { useSiteData } from './context.js';
import { useClassicClassNames } from './classic-class-names.js';

/** The navbar's logo and title, leading home (or where the logo's `href` says). */
export function NavbarLogo() {
  const { navbar, baseUrl } = useSiteData();
  const classic = useClassicClassNames();
  return (
    <a
      className={`navbar-brand${classic(DOCUSAURUS_SITE && 'navbar__brand')}`}
      {...anchorOf(navbar.logo?.href ?? baseUrl)}
      target={navbar.logo?.target}
    >
      {navbar.logo && <LogoImages logo={navbar.logo} />}
      {/* The classic theme draws its title's element for an empty title too, and none for no title. */}
      {(DOCUSAURUS_SITE ? navbar.title !== null : navbar.title) && (
        <b className={`navbar-title${classic(DOCUSAURUS_SITE && 'navbar__title text--truncate')}`}>{navbar.title}</b>
      )}
    </a>
  );
}

type Logo = NonNullable<ReturnType<typeof useSiteData>['navbar']['logo']>;

/**
 * The logo in each colour mode. A Docusaurus site's sit in the classic theme's `navbar__logo` box,
 * as tall as Infima makes it and as wide as their shape, unless its config sizes them.
 */
function LogoImages({ logo }: { logo: Logo }) {
  const docusaurusSite = DOCUSAURUS_SITE && useClassicClassNames()('navbar__logo');
  const images = (['light', 'dark'] as const).map((mode) => (
    <img
      key={mode}
      className={`logo logo-${mode} ${logo.className ?? ''}`.trim()}
      src={mode === 'dark' ? (logo.srcDark ?? logo.src) : logo.src}
      alt={logo.alt}
      width={logo.width ?? (docusaurusSite ? undefined : 32)}
      height={logo.height ?? (docusaurusSite ? undefined : 32)}
      style={logo.style}
    />
  ));
  return docusaurusSite ? <div className="navbar__logo">{images}</div> : <>{images}</>;
}
