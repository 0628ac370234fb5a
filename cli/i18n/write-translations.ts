import { relative, resolve } from 'node:path';
import { isDocusaurusConfig } from '../docusaurus/site-config.js';
import { docusaurusTranslationFiles } from '../docusaurus/translation-files.js';
import type { Reporter } from '../util/reporter.js';
import { nativeTranslationFiles } from './native-files.js';
import { writeTranslationFile, type WriteOptions } from './translation-file.js';

export interface WriteTranslationsOptions extends WriteOptions {
  configPath: string;
  reporter: Reporter;
  /** The locale to write the files of; unset, the default one. */
  locale?: string;
}

/**
 * `ckdocs write-translations`: the files a locale is translated in, written into its folder of
 * `i18n/` with every message still in the default locale's words, to translate. What a file
 * already translates is kept (unless `override`); keys no longer used are kept and warned about.
 * The files written, from the site folder.
 */
export async function writeTranslations(options: WriteTranslationsOptions): Promise<string[]> {
  const { reporter } = options;
  const configFile = resolve(options.configPath);
  const files = isDocusaurusConfig(configFile)
    ? await docusaurusTranslationFiles(configFile, options.locale)
    : await nativeTranslationFiles(configFile, reporter, options.locale);
  const siteDir = resolve(configFile, '..');
  const written: string[] = [];
  for (const { file, messages } of files) {
    const name = relative(siteDir, file);
    const result = await writeTranslationFile(file, messages, options);
    if (result.unknownKeys.length)
      reporter.warn(
        `${name}: ${result.unknownKeys.map((key) => `"${key}"`).join(', ')} translate nothing the site has any more: remove them, or leave them for a string that comes back`,
      );
    if (!result.written) continue;
    reporter.info(`${result.written} messages in ${name}`);
    written.push(name);
  }
  return written;
}
