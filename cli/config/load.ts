import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { toolRoot } from '../util/tool-root.js';
import { codeFrame, UserError } from '../util/errors.js';
import { isDocusaurusConfig, readDocusaurusConfig, type DocusaurusSite } from '../docusaurus/site-config.js';
import { noteEvaluated } from './evaluated-modules.js';
import { problemsOf } from './format-issues.js';
import { parseLeavingOut } from './leave-out.js';
import { siteConfigSchema, type SiteConfig } from './schema.js';
import { i18nConfig } from '../docusaurus/locales.js';
import type { ConfigNote } from '../docusaurus/fields.js';
import { localeBuild, type LocaleBuild } from '../i18n/native-locale.js';

/** Where builds of the site in `siteDir` keep what they derive (deleting it makes the next build cold). */
export const cacheDirOf = (siteDir: string): string => join(siteDir, '.ckdocs-cache');

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  file: string;
  /** Folder holding the config: paths in it are relative to this. */
  siteDir: string;
  /** What of a Docusaurus config ckdocs does not support, located, to show as warnings. */
  warnings: string[];
  /** The object the config file exported (for a Docusaurus site, as Docusaurus validated it). */
  source: Record<string, unknown>;
  /** A Docusaurus site as its own Docusaurus reads it: the plugin context and the plugins to run. */
  docusaurus?: DocusaurusSite;
  /**
   * The code the config was evaluated from: site.config.ts as bundled (the local files it imports
   * in it), or docusaurus.config's text. What the config gives changes with it, or with a package.
   */
  code: string;
  /** The locale built of a ckdocs site with `i18n`: its strings and its folder in the output. */
  locale?: Omit<LocaleBuild, 'config'>;
}

/**
 * Lets a config written as Docusaurus configs are, `require('some-plugin')`, run as an ES module:
 * esbuild leaves such a call to its `__require` helper, which uses a `require` in scope. Added
 * only then, so that a config declaring its own `require` keeps it.
 */
const REQUIRE_SHIM = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);\n";

/**
 * Reads the site's config: ckdocs's own site.config.ts (bundled, so TypeScript and imports work), or a
 * Docusaurus site's docusaurus.config.*, mapped to ckdocs's for `locale` (unset: the default one);
 * then validates it.
 */
export async function loadConfig(configPath: string, locale?: string): Promise<LoadedConfig> {
  const file = resolve(configPath);
  if (!existsSync(file)) {
    throw new UserError(`Config file not found: ${configPath}`, {
      problems: ['Create it, or pass the right path with --config <file>.'],
    });
  }
  const siteDir = dirname(file);
  const cacheDir = cacheDirOf(siteDir);
  await mkdir(cacheDir, { recursive: true });
  const docusaurus = isDocusaurusConfig(file) ? await readDocusaurusConfig(file, cacheDir, locale) : undefined;
  const evaluated = docusaurus ? undefined : await evaluateConfig(file, cacheDir);
  const raw = docusaurus ? docusaurus.config : evaluated!.config;
  // Docusaurus accepted the site's config: what ckdocs's schema refuses of it is left out, with a warning.
  const { parsed, leftOut } = docusaurus
    ? parseLeavingOut(siteConfigSchema, raw)
    : { parsed: siteConfigSchema.safeParse(raw), leftOut: [] };
  const notes: ConfigNote[] = [
    ...(docusaurus?.notes ?? []),
    ...leftOut.map((problem) => ({
      path: dottedPath(problem.path),
      text: `${problem.text}: ckdocs cannot use this value, and builds without ${dottedPath(problem.path)}`,
    })),
  ];
  if (!parsed.success) {
    const source = readFileSync(file, 'utf8');
    const problems = problemsOf(parsed.error.issues, raw, siteConfigSchema, 'a config key').map((problem) => {
      const keys = [...problem.path, problem.unknownKey].filter((key) => typeof key === 'string');
      const at = lineOfKeys(source, keys);
      return at ? `${problem.text}  (${configPath}:${at})` : problem.text;
    });
    throw new UserError(`Invalid config: ${problems.length} problem(s)`, { file, problems });
  }
  const { config, built } = docusaurus
    ? { config: { ...parsed.data, localization: i18nConfig(docusaurus.site.context) }, built: undefined }
    : localizedConfig(parsed.data, siteDir, file, locale);
  const text = docusaurus ? readFileSync(file, 'utf8') : '';
  const located = notes.map((note) => ({
    ...note,
    line:
      note.path &&
      lineOfKeys(
        text,
        note.path.split(/[.[\]]/).filter((key) => key && !/^\d+$/.test(key)),
      ),
  }));
  const warnings = located
    .sort((a, b) => (a.line || Infinity) - (b.line || Infinity))
    .map((note) => `${note.file ?? configPath}${note.line ? `:${note.line}` : ''}: ${note.text}`);
  return {
    config,
    file,
    siteDir,
    warnings,
    source: docusaurus?.site.context.siteConfig ?? (raw as Record<string, unknown>),
    docusaurus: docusaurus?.site,
    code: evaluated?.code ?? readFileSync(file, 'utf8'),
    ...(built && { locale: built }),
  };
}

/**
 * A ckdocs site's config for `locale` (unset: the default one), when it has `i18n`; as it is
 * when it has none (`--locale` then means nothing, which the build says).
 */
function localizedConfig(
  config: SiteConfig,
  siteDir: string,
  file: string,
  locale?: string,
): { config: SiteConfig; built?: Omit<LocaleBuild, 'config'> } {
  const { i18n } = config;
  if (!i18n) return { config };
  if (locale !== undefined && !i18n.locales.includes(locale)) {
    throw new UserError(`Unknown locale "${locale}": the config's i18n.locales are ${i18n.locales.join(', ')}`, {
      file,
      line: lineOfKeys(readFileSync(file, 'utf8'), ['i18n', 'locales']),
      problems: [`Pass one of them to --locale, or add "${locale}" to i18n.locales.`],
    });
  }
  const { config: localized, ...built } = localeBuild(config, i18n, siteDir, locale ?? i18n.defaultLocale);
  return { config: localized, built };
}

/** Bundles site.config.ts with esbuild and returns its default export, and the code it ran. */
async function evaluateConfig(file: string, cacheDir: string): Promise<{ config: unknown; code: string }> {
  // Per thread too: MDX workers load the config for its plugins, several in the same millisecond.
  const outfile = join(cacheDir, `config-${process.pid}-${threadId}-${Date.now()}.mjs`);
  noteEvaluated(file);
  let raw: unknown;
  let code: string;
  try {
    const { outputFiles } = await build({
      entryPoints: [file],
      outfile,
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      alias: { ckdocs: join(toolRoot, 'cli/config/define.ts') },
      logLevel: 'silent',
    });
    const bundled = outputFiles[0]!.text;
    code = bundled.includes('__require(') ? REQUIRE_SHIM + bundled : bundled;
    await writeFile(outfile, code);
    raw = (await import(pathToFileURL(outfile).href)).default;
  } catch (error) {
    const first = (
      error as {
        errors?: { text: string; location?: { file: string; line: number; column: number; lineText: string } | null }[];
      }
    ).errors?.[0];
    if (first) {
      // The mistake may sit in a file the config imports (a JSON file, a helper): name that one.
      const where = first.location;
      const source = where?.file ? resolve(process.cwd(), where.file) : file;
      throw new UserError(`Cannot compile the config: ${first.text}`, {
        file: source,
        line: where?.line,
        column: (where?.column ?? 0) + 1,
        frame:
          where && existsSync(source)
            ? codeFrame(readFileSync(source, 'utf8'), where.line, where.column + 1)
            : undefined,
      });
    }
    throw new UserError(`The config threw while loading: ${(error as Error).message}`, { file });
  } finally {
    await rm(outfile, { force: true });
  }
  if (raw === undefined) {
    throw new UserError('The config has no default export.', {
      file,
      problems: ['Add `export default defineConfig({ ... })`.'],
    });
  }
  return { config: raw, code };
}

/**
 * Line of the last of `keys` in the source, each looked for after the one before (`navbar`, then
 * its `items`, then `label`), to point the reader at it; undefined when one is not written as is.
 */
export function lineOfKeys(source: string, keys: readonly string[]): number | undefined {
  let from = 0;
  let at = 0;
  for (const key of keys) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`(^|[\\s{,])['"]?${escaped}['"]?\\s*:`, 'm').exec(source.slice(from));
    if (!match) return undefined;
    at = from + match.index + match[0].indexOf(key);
    from = at + key.length;
  }
  return keys.length ? source.slice(0, at).split('\n').length : undefined;
}

/** A config path as a reader writes it: `footer.links[1]`. */
function dottedPath(path: PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
}
