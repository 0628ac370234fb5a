import { createHash } from 'node:crypto';
import type { SiteSetup } from '../stages/config.js';
import type { CompiledSite } from '../stages/mdx.js';
import type { SiteRoutes } from '../stages/routes.js';
import { llmsIncludes } from '../config/schemas/llms.js';
import { UserError } from '../util/errors.js';
import { llmsTxt, pagesBySidebar, type ListedPage } from './llms-txt.js';
import { markdownCopy } from '../../common/route-files.js';
import { copySite, isPluginMarkdown, markdownSource, pageMarkdown, type FileUrls } from './page-markdown.js';

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/** Changes whenever ckdocs itself changes, so copies made by older code are not kept. */
const GENERATOR_ID = import.meta.url;
export const sha1 = (...parts: string[]) => createHash('sha1').update(parts.join('\0')).digest('hex');

/** What the docs for AI assistants are made of: the site as the build has it. */
export interface LlmsInput {
  setup: SiteSetup;
  mdx: CompiledSite;
  routes: SiteRoutes;
  /** The copies the client bundle made of files beside pages, which the Markdown links to. */
  files: FileUrls;
}

/** A file of the docs for AI assistants: a key that changes with what it is made of, and its text, made on demand. */
export interface LlmsFile {
  key: string;
  text(): string;
}

/** The docs for AI assistants of a site: each page's Markdown copy by its file, llms-full.txt, llms.txt. */
export interface LlmsFiles {
  copies: Map<string, LlmsFile>;
  /** Every page of the latest version included; none when no version is. */
  full?: LlmsFile;
  index: string;
}

/** The versions `llms.versions` names, each checked to exist, with their sidebars as the routes have them (the API's too). */
function includedVersions({ config, configFile }: SiteSetup, routes: SiteRoutes) {
  const names = routes.versions.map((v) => v.name);
  const unknown = config.llms.versions?.filter((name) => !names.includes(name)) ?? [];
  if (unknown.length)
    throw new UserError(`llms.versions names unknown version "${unknown[0]}"`, {
      file: configFile,
      problems: [`Available versions: ${names.join(', ')}`],
    });
  return routes.versions.filter((v) => llmsIncludes(config.llms, v.name));
}

/**
 * The docs for AI assistants of the included versions: each docs and API page as Markdown,
 * llms.txt listing them, and llms-full.txt with every page of the latest version. Undefined when
 * `llms.enabled` is false. A page is converted only when its text is asked for.
 */
export function llmsFiles({ setup, mdx, routes, files }: LlmsInput): LlmsFiles | undefined {
  const { config } = setup;
  if (!config.llms.enabled) return undefined;
  const versions = includedVersions(setup, routes);
  const site = copySite(setup);
  const absolute = (path: string) => `${site.origin}${path}`;
  const names = new Set(versions.map((v) => v.name));
  const pages = new Map<string, ListedPage>();
  const copies = new Map<string, LlmsFile>();
  const byPath = new Map<string, LlmsFile>();
  const posts: ListedPage[] = [];
  for (const route of routes.routes) {
    const doc = route.page.doc;
    const post = isPluginMarkdown(route);
    // A version's root shows its main doc too: the copy is the doc's own.
    if (!post && (!doc || !names.has(doc.version) || route.path !== doc.permalink)) continue;
    const compiled = route.doc && mdx.compiled.get(route.doc);
    const source = markdownSource(route, compiled, site, files);
    if (source === undefined) continue;
    const copy = markdownCopy(config.baseUrl, route.path);
    let text: string | undefined;
    const file = {
      key: sha1(GENERATOR_ID, source),
      text: () => (text ??= pageMarkdown(route, compiled, site, files)!),
    };
    copies.set(copy.file, file);
    byPath.set(route.path, file);
    // An unlisted page keeps its copy, for whoever has its link, but no place in the lists.
    if (route.page.unlisted) continue;
    if (post) posts.push({ route, url: absolute(copy.url) });
    else pages.set(route.path, { route, url: absolute(copy.url) });
  }
  const sections = versions.map((version) => ({ version, sections: pagesBySidebar(version, pages) }));
  const latest = sections.find(({ version }) => version.isLast) ?? sections[0];
  const inOrder = latest?.sections.flatMap(([, list]) => list.map(({ route }) => byPath.get(route.path)!));
  const full = inOrder && {
    key: sha1(GENERATOR_ID, ...inOrder.map((file) => file.key)),
    text: () => `${inOrder.map((file) => file.text().trim()).join('\n\n---\n\n')}\n`,
  };
  const index = llmsTxt(config, sections, latest && absolute(`${config.baseUrl}${LLMS_FULL_TXT}`), posts);
  return { copies, full, index };
}

/** `serve`'s answer to a request for `path`, when it is llms.txt or llms-full.txt: the file as the build writes it. */
export function servedLlmsFile(site: LlmsInput, path: string): string | undefined {
  const { baseUrl } = site.setup.config;
  if (path !== `${baseUrl}${LLMS_TXT}` && path !== `${baseUrl}${LLMS_FULL_TXT}`) return undefined;
  const files = llmsFiles(site);
  return path === `${baseUrl}${LLMS_TXT}` ? files?.index : files?.full?.text();
}
