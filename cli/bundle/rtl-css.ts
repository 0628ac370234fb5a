import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.js';

/** Whether the locale built is written right to left (a Docusaurus locale's `direction: 'rtl'`). */
export function rightToLeft(config: SiteConfig): boolean {
  const { localization: i18n } = config;
  return i18n?.locales.find((locale) => locale.name === i18n.current)?.direction === 'rtl';
}

/**
 * What mirrors a stylesheet for a right-to-left locale: a Docusaurus site's with the rtlcss its
 * classic theme depends on, as that theme mirrors Docusaurus's; any other site's with ckdocs's own.
 */
export function cssMirror(siteDir: string): (css: string) => string {
  let rtlcss: { process(css: string): string };
  try {
    const theme = createRequire(join(siteDir, 'package.json')).resolve('@docusaurus/theme-classic');
    rtlcss = createRequire(theme)('rtlcss') as typeof rtlcss;
  } catch {
    rtlcss = createRequire(import.meta.url)('rtlcss') as typeof rtlcss;
  }
  return (css) => rtlcss.process(css);
}
