import Admonition from './theme/Admonition.js';

/** Above a page reached only by its link (`PageData.unlisted`): says what that means. */
export function UnlistedBanner() {
  return (
    <Admonition type="caution" title="Unlisted page" className="unlisted-banner">
      <p>
        Only readers given its link reach this page: the sidebar, search and the sitemap leave it out, and search
        engines are asked not to index it.
      </p>
    </Admonition>
  );
}
