import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { isRecord } from '../docusaurus/fields.js';
import type { LoadedConfig } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { nativeLocales, TRANSLATIONS } from '../i18n/native-locale.js';
import { localeDocsWrites } from './translated-docs.js';
import { latestVersions } from '../config/latest-versions.js';
import { UserError } from '../util/errors.js';
import { apiSourcesCopy } from './api-sources.js';
import { ConfigShapeError, editSiteConfig, type ConfigChange } from './config-edit.js';
import { literalText } from './literal.js';
import { DEFAULT_DOCS } from '../../common/docs-instances.js';
import { docsCopy, folderCopy, refuse, versionFilesPrefix, type CutOptions, type VersionPlan } from './plan.js';
import type { VersionWrite } from './writes.js';

/** Keys of the current version's entry that the new one sets itself. */
const OWN_KEYS = new Set(['name', 'label', 'path', 'dir', 'banner']);

/**
 * Cutting a version of a ckdocs site (site.config.ts): the first version in `docs.versions` of the
 * set of docs (`instance`), its current docs, copied to versioned_docs/version-<name>/
 * (`<instance>_versioned_docs/` for another set than the main one), its API sources to
 * api/<name>/, and the new entry written into the config after it, taking the set's latest's path
 * unless told otherwise.
 */
export async function planSiteVersion(loaded: LoadedConfig, options: CutOptions): Promise<VersionPlan> {
  const { config, siteDir, file } = loaded;
  const { name, instance = DEFAULT_DOCS } = options;
  const versions = config.docs.versions;
  const configName = relative(siteDir, file);
  // A set's first version is its current docs.
  const currentIndex = versions.findIndex((v) => v.instance === instance);
  if (currentIndex < 0) {
    const sets = [...new Set(versions.map((v) => `'${v.instance}'`))].join(', ');
    refuse(`${configName} has no docs of instance '${instance}'`, `Name one it has: ${sets}.`);
  }
  const current = versions[currentIndex]!;
  if (versions.some((v) => v.name === name))
    refuse(`Version ${name} already exists in ${configName}`, 'Pick another name.');
  const dir = `${versionFilesPrefix(instance)}versioned_docs/version-${name}`;
  const writes: VersionWrite[] = [await docsCopy(siteDir, current.dir, dir)];
  const notes: string[] = [];

  const api = current.api && apiSourcesCopy(current.api, current.name, name);
  if (api) {
    writes.push(await folderCopy(siteDir, api.from, api.to));
    if (api.from.split('/').length !== api.to.split('/').length)
      notes.push(`relative paths in ${api.to}/ that lead out of it were written for ${api.from}/: check them`);
  }

  // Each other locale's translations of the current docs, copied for the new version as on a Docusaurus site.
  const translated = await localeDocsWrites(siteDir, otherLocaleDocs(config, siteDir, current.instance), name);
  writes.push(...translated.writes);
  notes.push(...translated.notes);

  const lastName = latestVersions(config.docs, file).get(current.instance) ?? current.name;
  const lastIndex = versions.findIndex((v) => v.name === lastName);
  const sharedPath = versions[lastIndex]!.path;
  const below = (path: string, segment: string) => `${path.replace(/\/+$/, '')}/${segment}`;
  const path = options.latest ? sharedPath : below(sharedPath, name);
  const move = options.latest ? { index: lastIndex, path: below(sharedPath, lastName) } : undefined;
  for (const taken of [path, move?.path]) {
    const holder = versions.find((v, i) => v.path === taken && i !== move?.index);
    if (taken && holder)
      refuse(`Version ${holder.name} is already served at ${taken}`, `Change its path in ${configName} first.`);
  }

  const raw = rawVersions(loaded.source)[currentIndex] ?? {};
  const rest = Object.entries(raw).filter(([key]) => !OWN_KEYS.has(key));
  const entry = {
    name,
    label: name,
    path,
    dir,
    // Not the latest, it is newer than the latest: Docusaurus marks such a version unreleased.
    ...(options.latest ? {} : { banner: 'unreleased' }),
    ...Object.fromEntries(rest.map(([key, value]) => [key, api ? rewriteStrings(value, api.rewrite) : value])),
  };
  const change: ConfigChange = {
    names: versions.map((v) => v.name),
    afterIndex: currentIndex,
    entry,
    lastVersion: options.latest ? name : undefined,
    sameSet: versions.filter((v) => v.instance === instance).map((v) => v.name),
    move,
  };
  const before = readFileSync(file, 'utf8');
  if (move) {
    const linked = linesLinkingUnder(
      before,
      sharedPath,
      versions.map((v) => v.path),
    );
    if (linked.length)
      notes.push(
        `${configName} links under ${sharedPath}/ at line(s) ${linked.join(', ')}: those pages are now ${name}'s, ${lastName}'s are under ${move.path}/`,
      );
  }
  writes.push({
    kind: 'file',
    path: configName,
    text: editedConfig(file, before, change, writes, current.name),
    before,
    about: describe(change, lastName),
  });
  return { writes, notes };
}

/** Lines of the config with a quoted link under `path`/ that is not under another version's path. */
function linesLinkingUnder(source: string, path: string, versionPaths: string[]): number[] {
  const base = path.replace(/\/+$/, '');
  const others = versionPaths.filter((p) => p !== path).map((p) => p.replace(/\/+$/, ''));
  return source.split('\n').flatMap((line, i) => {
    const links = [...line.matchAll(/['"`](\/[^'"`]*)/g)].map((m) => m[1]!);
    const under = links.some(
      (link) => link.startsWith(`${base}/`) && !others.some((o) => link === o || link.startsWith(`${o}/`)),
    );
    return under ? [i + 1] : [];
  });
}

/** The folder of each locale but the default one that holds its translations of a set of docs' versions. */
function otherLocaleDocs(config: SiteConfig, siteDir: string, instance: string): { locale: string; dir: string }[] {
  const { i18n } = config;
  if (!i18n) return [];
  return nativeLocales(i18n, config)
    .filter((locale) => locale.name !== i18n.defaultLocale)
    .map((locale) => ({
      locale: locale.name,
      dir: join(siteDir, dirname(TRANSLATIONS.version(locale.path, instance, 'current'))),
    }));
}

/** The config's versions as written (before defaults), for the new entry to copy. */
function rawVersions(source: Record<string, unknown>): Record<string, unknown>[] {
  const docs = source.docs;
  return isRecord(docs) && Array.isArray(docs.versions) ? docs.versions : [];
}

/** Every string inside `value` passed through `rewrite`. */
function rewriteStrings(value: unknown, rewrite: (text: string) => string): unknown {
  if (typeof value === 'string') return rewrite(value);
  if (Array.isArray(value)) return value.map((item) => rewriteStrings(item, rewrite));
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteStrings(v, rewrite)]));
  return value;
}

function describe(change: ConfigChange, lastName: string): string {
  const entry = change.entry as { name: string; path: string };
  const moved = change.move ? `, ${lastName} moved to ${change.move.path}` : '';
  return `version ${entry.name} added at ${entry.path}${change.lastVersion ? ' as the latest' : ''}${moved}`;
}

/**
 * The config with the version added; when it is not written in a shape that can be edited safely,
 * a refusal that shows the entry to add by hand, and where.
 */
function editedConfig(
  file: string,
  source: string,
  change: ConfigChange,
  writes: VersionWrite[],
  from: string,
): string {
  const configName = basename(file);
  try {
    return editSiteConfig(source, change);
  } catch (error) {
    if (!(error instanceof ConfigShapeError)) throw error;
    const style = { quote: "'" as const, step: '  ' };
    const copies = writes.flatMap((w) => (w.kind === 'copy' ? [`${w.from}/ to ${w.path}/`] : [])).join(' and ');
    throw new UserError(`Cannot add the version to ${configName} safely: ${error.message}. Nothing was written.`, {
      file: relative(process.cwd(), file),
      line: error.line,
      frame: literalText(change.entry, '', style),
      problems: [
        `Add the entry above to docs.versions, after the entry of version ${from}.`,
        ...(change.lastVersion ? [`Set docs.lastVersion to '${change.lastVersion}'.`] : []),
        ...(change.move
          ? [`Change the path of version ${change.names[change.move.index]} to '${change.move.path}'.`]
          : []),
        `Copy ${copies}.`,
      ],
    });
  }
}
