import { join } from 'node:path';
import { siteConfigSchema } from '../config/schema.js';
import { loadSite } from '../stages/config.js';
import { scanContent } from '../stages/content.js';
import { UserError } from '../util/errors.js';
import type { Reporter } from '../util/reporter.js';
import { THEME_LABELS } from '../../common/theme-labels.js';
import { translatedVersion } from './docs-version.js';
import { nativeLocales, TRANSLATIONS, versionFolder } from './native-locale.js';
import { siteCodeStrings } from './site-code-strings.js';
import { translatedBlog, translatedFooter, translatedHome, translatedNavbar } from './theme-config.js';
import type { TranslationMessages } from './translation-file.js';
import { messagesAskedBy } from './translator.js';

/** A translation file to write: where, and its messages in the default locale. */
export interface TranslationFileToWrite {
  file: string;
  messages: TranslationMessages;
}

/** A site without `i18n` is in English alone: its translations start in `i18n/en/`. */
const ENGLISH = { defaultLocale: 'en', locales: ['en'], localeConfigs: {} };

/**
 * The translation files of a ckdocs site for `locale` (unset: the default one), in Docusaurus's
 * layout: code.json (the theme's strings and those of the site's code), navbar.json, footer.json,
 * ckdocs's home.json, each docs version's labels and the blog's options; every message as the
 * config and the docs have it.
 */
export async function nativeTranslationFiles(
  configPath: string,
  reporter: Reporter,
  locale?: string,
): Promise<TranslationFileToWrite[]> {
  const setup = await loadSite(configPath, reporter);
  // The strings as written, before any locale's translations of them.
  const config = siteConfigSchema.parse(setup.source);
  const i18n = config.i18n ?? ENGLISH;
  const name = locale ?? i18n.defaultLocale;
  const own = nativeLocales(i18n, config).find((candidate) => candidate.name === name);
  if (!own) {
    throw new UserError(`Unknown locale "${name}": the site's locales are ${i18n.locales.join(', ')}`, {
      file: setup.configFile,
      problems: [`Pass one of them to --locale, or add "${name}" to i18n.locales in the config.`],
    });
  }
  const content = await scanContent({ ...setup, config }, reporter);
  const code = await siteCodeStrings(setup.siteDir);
  for (const where of code.skipped)
    reporter.warn(`${where}: a translated message that is not a plain string is not listed in code.json`);
  const at = (path: string) => join(setup.siteDir, path);
  const { blog } = config;
  const versions = content.versions.map((version, i) => ({
    file: at(`${TRANSLATIONS.version(own.path, version.instance, versionFolder(config.docs.versions, i))}.json`),
    messages: messagesAskedBy((t) => translatedVersion(version, t)),
  }));
  return [
    { file: at(TRANSLATIONS.code(own.path)), messages: { ...themeStrings(), ...code.messages } },
    { file: at(TRANSLATIONS.navbar(own.path)), messages: messagesAskedBy((t) => translatedNavbar(config.navbar, t)) },
    { file: at(TRANSLATIONS.footer(own.path)), messages: messagesAskedBy((t) => translatedFooter(config.footer, t)) },
    {
      file: at(TRANSLATIONS.home(own.path)),
      messages: messagesAskedBy((t) => translatedHome(config.home, config.tagline, t)),
    },
    ...versions,
    ...(blog
      ? [{ file: at(TRANSLATIONS.blogOptions(own.path)), messages: messagesAskedBy((t) => translatedBlog(blog, t)) }]
      : []),
  ];
}

/**
 * The theme's own strings under the keys they are translated by (common/theme-labels.json), in
 * English, each described by its name in words.
 */
export function themeStrings(): TranslationMessages {
  return Object.fromEntries(
    Object.entries(THEME_LABELS).map(([name, { key, text }]) => [
      key,
      { message: text, description: `The theme's text for ${name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}` },
    ]),
  );
}
