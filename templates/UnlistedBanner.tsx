import Admonition from './theme/Admonition.js';

/** Above a page reached only by its link (`PageData.unlisted`): says what that means. */
export function UnlistedBanner() {
  return (
    <Admonition type="caution" title={THEME_LABELS.unlistedTitle} className="unlisted-banner">
      <p>{THEME_LABELS.unlistedText}</p>
    </Admonition>
  );
}
