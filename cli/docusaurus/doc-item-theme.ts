import { classicThemeDir } from '../bundle/docusaurus-modules.js';
import { replacesDocItem, themeComponentNames } from '../bundle/swizzled.js';

/** The component Docusaurus's docs plugin draws a doc with when its options name none. */
const THEME_DOC_ITEM = '@theme/DocItem';

/**
 * The versions, each drawn by the theme's DocItem (`docItemComponent`) where the site's theme or
 * its plugins' replace a piece of it (`replacesDocItem`) and the version names no DocItem of its
 * own, so that the site's `DocItem/Footer` or `EditThisPage` shows as in Docusaurus. The DocItem
 * is the site's own, or the installed classic theme's.
 */
export function withThemeDocItem<V extends { docItemComponent?: string }>(
  versions: V[],
  siteDir: string,
  themePaths: readonly string[],
): V[] {
  const names = themeComponentNames(siteDir, themePaths);
  if (!replacesDocItem(names)) return versions;
  if (!names.includes('DocItem') && !classicThemeDir(siteDir)) return versions;
  return versions.map((version) =>
    version.docItemComponent ? version : { ...version, docItemComponent: THEME_DOC_ITEM },
  );
}
