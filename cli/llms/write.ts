import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteContent } from '../stages/content.js';
import type { SiteSetup } from '../stages/config.js';
import type { CompiledSite } from '../stages/mdx.js';
import type { SiteRoutes } from '../stages/routes.js';
import type { Staging } from '../render/output.js';
import { llmsIncludes } from '../config/schemas/llms.js';
import { isDocusaurusConfig } from '../docusaurus/site-config.js';
import { UserError } from '../util/errors.js';
import type { Reporter } from '../util/reporter.js';
import { llmsTxt, pagesBySidebar, type ListedPage } from './llms-txt.js';
import { markdownCopy } from '../../runtime/route-files.js';
import { markdownSource, pageMarkdown, siteAddress } from './page-markdown.js';

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/** Changes whenever ckdocs itself changes, so copies made by older code are not kept. */
const GENERATOR_ID = import.meta.url;
const sha1 = (...parts: string[]) => createHash('sha1').update(parts.join('\0')).digest('hex');

/** The versions `llms.versions` names, each checked to exist. */
function includedVersions({ config, configFile }: SiteSetup, content: SiteContent) {
  const names = content.versions.map((v) => v.name);
  const unknown = config.llms.versions?.filter((name) => !names.includes(name)) ?? [];
  if (unknown.length)
    throw new UserError(`llms.versions names unknown version "${unknown[0]}"`, {
      file: configFile,
      problems: [`Available versions: ${names.join(', ')}`],
    });
  return content.versions.filter((v) => llmsIncludes(config.llms, v.name));
}

/**
 * Docs for AI assistants, into the staging folder: each docs and API page of the included
 * versions as Markdown beside its HTML, llms.txt listing them, and llms-full.txt with every page
 * of the latest version. Resolves with llms.txt's text, or undefined when `llms.enabled` is false.
 */
export async function writeLlmsFiles(input: {
  setup: SiteSetup;
  content: SiteContent;
  mdx: CompiledSite;
  routes: SiteRoutes;
  staging: Staging;
  reporter: Reporter;
}): Promise<string | undefined> {
  const { setup, staging } = input;
  const { config } = setup;
  if (!config.llms.enabled) return undefined;
  const versions = includedVersions(setup, input.content);
  const site = siteAddress(config);
  const absolute = (path: string) => `${site.origin}${path}`;
  const names = new Set(versions.map((v) => v.name));
  const pages = new Map<string, ListedPage>();
  const keys = new Map<string, string>();
  const folders = new Set<string>();
  let written = 0;
  // Written only where the staged output (the one before last) has no file of that key.
  const write = (file: string, key: string, text: () => string) => {
    if (staging.reuse(file, key)) return;
    const dir = dirname(join(staging.dir, file));
    if (!folders.has(dir)) {
      mkdirSync(dir, { recursive: true });
      folders.add(dir);
    }
    staging.write(file, text(), key);
    written++;
  };
  const texts = new Map<string, string>();
  const textOf = ({ route }: ListedPage) => {
    let text = texts.get(route.path);
    if (text === undefined)
      texts.set(route.path, (text = pageMarkdown(route, route.doc && input.mdx.compiled.get(route.doc), site)!));
    return text;
  };
  for (const route of input.routes.routes) {
    const doc = route.page.doc;
    // A version's root shows its main doc too: the copy is the doc's own.
    if (!doc || !names.has(doc.version) || route.path !== doc.permalink) continue;
    const source = markdownSource(route, route.doc && input.mdx.compiled.get(route.doc), site);
    if (source === undefined) continue;
    const copy = markdownCopy(config.baseUrl, route.path);
    const page = { route, url: absolute(copy.url) };
    const key = sha1(GENERATOR_ID, source);
    write(copy.file, key, () => textOf(page));
    pages.set(route.path, page);
    keys.set(route.path, key);
  }
  const sections = versions.map((version) => ({ version, sections: pagesBySidebar(version, pages) }));
  const latest = sections.find(({ version }) => version.isLast) ?? sections[0];
  if (latest) {
    const inOrder = latest.sections.flatMap(([, list]) => list);
    write(
      LLMS_FULL_TXT,
      sha1(GENERATOR_ID, ...inOrder.map(({ route }) => keys.get(route.path)!)),
      () => `${inOrder.map((page) => textOf(page).trim()).join('\n\n---\n\n')}\n`,
    );
  }
  const index = llmsTxt(config, sections, latest && absolute(`${config.baseUrl}${LLMS_FULL_TXT}`));
  write(LLMS_TXT, sha1(index), () => index);
  input.reporter.stage('llms', `${pages.size} pages as Markdown, ${written} files written`);
  return index;
}

/**
 * A site plugin of its own may write llms.txt too (in postBuild, after ckdocs): its file is kept,
 * and the writer is told where ckdocs's went instead of silently losing it.
 */
export async function reportOwnLlmsTxt(
  outDir: string,
  written: string | undefined,
  { configFile }: SiteSetup,
  reporter: Reporter,
): Promise<void> {
  if (written === undefined) return;
  const now = await readFile(join(outDir, LLMS_TXT), 'utf8').catch(() => undefined);
  if (now === written) return;
  // A Docusaurus config has no `llms` of ckdocs's to set.
  const off = isDocusaurusConfig(configFile) ? '' : `, or set llms: { enabled: false } to write none of these files`;
  reporter.warn(
    `A plugin of the site wrote its own ${LLMS_TXT}, which is kept in place of ckdocs's; ckdocs still writes ${LLMS_FULL_TXT} and each page's .md copy. Remove that plugin to have ckdocs's ${LLMS_TXT}${off}.`,
  );
}
