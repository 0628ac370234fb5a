import { buildSync, type Message } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type Prism from 'prismjs';
import { INCLUDE_LANGUAGES, swizzledComponents } from '../bundle/swizzled.js';
import { UserError } from '../util/errors.js';

/**
 * Where a Docusaurus site's code highlighter comes from: the prism-react-renderer its classic
 * theme draws code blocks with (whose Prism holds the languages it bundles), and the folder the
 * theme loads `prism.additionalLanguages` from (Prism's own grammars, the `prismjs` package).
 */
export interface SitePrismSource {
  renderer: string;
  grammarsFrom: string;
  /**
   * The site's own `prism-include-languages` (its src/theme/), compiled for Node (`file`; `hash`
   * of its code, so that the pages compile again when it changes): it adds the site's languages,
   * in place of the theme's `additionalLanguages`, as Docusaurus runs it in place of the theme's.
   */
  includeLanguages?: { file: string; hash: string };
}

/**
 * The site's highlighter as its classic theme finds it, with the site's own way of adding
 * languages if it has one; none if the theme or prism-react-renderer is not installed.
 * `siteConfig` is the config Docusaurus hands that file, `cacheDir` where it compiles.
 */
export function sitePrismSource(
  siteDir: string,
  siteConfig: Record<string, unknown>,
  cacheDir: string,
): SitePrismSource | undefined {
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  let source: SitePrismSource;
  try {
    const theme = siteRequire.resolve('@docusaurus/theme-classic/package.json');
    source = { renderer: createRequire(theme).resolve('prism-react-renderer'), grammarsFrom: dirname(theme) };
  } catch {
    return undefined;
  }
  const own = swizzledComponents(siteDir).files.get(INCLUDE_LANGUAGES);
  return own ? { ...source, includeLanguages: compiledForNode(own, siteConfig, cacheDir) } : source;
}

/**
 * The site's `prism-include-languages` as one CommonJS file of its cache: its own modules (a
 * grammar of the site's) in it, packages (Prism's grammars) required from the site's, and the
 * config it imports (`@generated/docusaurus.config`) as data.
 */
function compiledForNode(
  file: string,
  siteConfig: Record<string, unknown>,
  cacheDir: string,
): { file: string; hash: string } {
  const outfile = join(cacheDir, `${INCLUDE_LANGUAGES}.cjs`);
  const config = join(cacheDir, `${INCLUDE_LANGUAGES}.config.json`);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(config, JSON.stringify(siteConfig));
  try {
    buildSync({
      entryPoints: [file],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      packages: 'external',
      alias: { '@generated/docusaurus.config': config },
      logLevel: 'silent',
    });
  } catch (error) {
    const [first] = (error as { errors?: Message[] }).errors ?? [];
    throw new UserError(`Cannot compile ${file}: ${first?.text ?? (error as Error).message}`, {
      file: first?.location ? resolve(first.location.file) : file,
      line: first?.location?.line,
      problems: ["Fix the file: Docusaurus's build would stop on it too."],
    });
  }
  return { file: outfile, hash: createHash('sha1').update(readFileSync(outfile)).digest('hex').slice(0, 12) };
}

/**
 * The site's Prism, with its `additionalLanguages` added as Docusaurus's theme adds them: each
 * grammar's script run on that Prism in the order the config lists them (PHP after the templating
 * it builds on), a name Prism has no grammar of left out; or, where the site has its own
 * `prism-include-languages`, with what that adds. Code then highlights as on a page Docusaurus
 * builds: the same grammars, and none for a language the site did not add. Like Docusaurus's, that
 * Prism is one per process: a grammar added stays.
 */
export function sitePrism(source: SitePrismSource, additionalLanguages: readonly string[] = []): typeof Prism {
  const prism = (createRequire(source.renderer)(source.renderer) as { Prism: typeof Prism }).Prism;
  if (source.includeLanguages) {
    const { file } = source.includeLanguages;
    const own = createRequire(file)(file) as { default?: (prism: typeof Prism) => void };
    (own.default ?? (own as unknown as (prism: typeof Prism) => void))(prism);
    return prism;
  }
  for (const [language, file] of grammarFiles(source.grammarsFrom, additionalLanguages)) {
    if (Object.hasOwn(prism.languages, language)) continue;
    // A grammar's script extends the `Prism` it finds: given this one, it leaves ckdocs's own alone.
    new Function('Prism', readFileSync(file, 'utf8'))(prism);
  }
  return prism;
}

/**
 * The files of Prism's grammars of `languages` from the package the classic theme takes them from,
 * in the order given, PHP's after the templating it builds on; a name Prism has none of is left out.
 */
export function grammarFiles(grammarsFrom: string, languages: readonly string[]): [language: string, file: string][] {
  const grammars = createRequire(join(grammarsFrom, 'package.json'));
  return languages
    .flatMap((name) => (name === 'php' ? ['markup-templating', name] : [name]))
    .flatMap((language): [string, string][] => {
      try {
        return [[language, grammars.resolve(`prismjs/components/prism-${language}.js`)]];
      } catch {
        return [];
      }
    });
}
