import { SearchBar } from './SearchBar.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { useSiteData } from './context.js';
import { NavbarItem } from './NavbarItem.js';
import { useHideOnScroll } from './use-hide-on-scroll.js';
import { useClassicClassNames } from './classic-class-names.js';
import { NavbarLogo } from './NavbarLogo.js';

/** Fixed top bar: logo and title, items left and right, colour-mode toggle. */
export function Navbar({ sidebar, onMenu }: { sidebar?: string; onMenu?: () => void }) {
  const site = useSiteData();
  const { navbar } = site;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const { ref, hidden } = useHideOnScroll(navbar.hideOnScroll);
  const classic = useClassicClassNames();
  const search = !navbar.items.some((i) => i.type === 'search') && <SearchBar />;
  return (
    <nav
      ref={ref}
      className={`navbar${classic(DOCUSAURUS_SITE && 'navbar--fixed-top')}${navbar.style ? ` navbar--${navbar.style}` : ''} ${hidden ? `navbar-hidden${classic(DOCUSAURUS_SITE && 'navbar--hidden')}` : ''}`}
      aria-label={THEME_LABELS.mainNav}
    >
      <div className={`navbar-inner${classic(DOCUSAURUS_SITE && 'navbar__inner')}`}>
        <button
          type="button"
          className={`navbar-icon-button navbar-menu-button${classic(DOCUSAURUS_SITE && 'navbar__toggle')}`}
          aria-label={THEME_LABELS.toggleNav}
          onClick={onMenu}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <NavbarLogo />
        <div className={`navbar-items navbar-left${classic(DOCUSAURUS_SITE && 'navbar__items')}`}>
          {left.map((item, i) => (
            <NavbarItem key={i} item={item} sidebar={sidebar} />
          ))}
        </div>
        <div className={`navbar-items navbar-right${classic(DOCUSAURUS_SITE && 'navbar__items navbar__items--right')}`}>
          {right.map((item, i) => (
            <NavbarItem key={i} item={item} sidebar={sidebar} />
          ))}
          {/* The classic theme has the colour toggle before the search box; ckdocs's own sites after it. */}
          {!DOCUSAURUS_SITE && search}
          <ColorModeToggle />
          {DOCUSAURUS_SITE && search}
        </div>
      </div>
    </nav>
  );
}
