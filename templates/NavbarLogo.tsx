import { useSiteData } from './context.js';
import { useClassicClassNames } from './classic-class-names.js';

/** The navbar's logo and title, leading home (or where the logo's `href` says). */
export function NavbarLogo() {
  const { navbar, baseUrl } = useSiteData();
  const classic = useClassicClassNames();
  return (
    <a
      className={`navbar-brand${classic('navbar__brand')}`}
      href={navbar.logo?.href ?? baseUrl}
      target={navbar.logo?.target}
    >
      {navbar.logo && (
        <>
          {(['light', 'dark'] as const).map((mode) => (
            <img
              key={mode}
              className={`logo logo-${mode}${classic('navbar__logo')} ${navbar.logo!.className ?? ''}`.trim()}
              src={mode === 'dark' ? (navbar.logo!.srcDark ?? navbar.logo!.src) : navbar.logo!.src}
              alt={navbar.logo!.alt}
              width={navbar.logo!.width ?? 32}
              height={navbar.logo!.height ?? 32}
              style={navbar.logo!.style}
            />
          ))}
        </>
      )}
      {navbar.title && <b className={`navbar-title${classic('navbar__title')}`}>{navbar.title}</b>}
    </a>
  );
}
