import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readSource } from '../content/read-source.js';
import { isRecord } from '../docusaurus/fields.js';

/**
 * A plugin's webpack rule for its own Markdown (Docusaurus's mdx-loader, as the blog plugin and
 * the plugins wrapping it give it). ckdocs compiles those files itself; what the rule says about
 * them is what the compiled module must export.
 */
export interface MarkdownRule {
  /** Folders whose Markdown the rule takes. */
  include: string[];
  /** The file the plugin's `createData` wrote a page's metadata to (mdx-loader's `metadataPath`). */
  metadataPath?: (file: string) => string;
  /** A page's assets (mdx-loader's `createAssets`): a post's image and authors' images. */
  createAssets?: (args: { filePath: string; frontMatter: Record<string, unknown>; metadata: unknown }) => unknown;
  /** The page's first heading is its title, shown by the component, not in the content. */
  removeContentTitle: boolean;
  /** Where `?truncated=true` cuts the page (the blog's Markdown loader). */
  truncateMarker?: RegExp;
  /** The plugin whose rule it is, by `markdownOwner`: its pages compile with its remark and rehype plugins. */
  owner?: string;
}

/** What the bundles need of one Markdown file a plugin's rule takes; plain data, for render workers too. */
export interface MarkdownModule {
  /** The data its plugin wrote for it, exported as `metadata`. */
  metadataFile: string;
  /** Its URL, as that data says: where another page's link to the file leads. */
  permalink?: string;
  /** Exported as `assets`. */
  assets?: unknown;
  removeContentTitle?: true;
  /** Source and flags of the marker where `?truncated=true` cuts it. */
  truncateMarker?: [string, string];
  /** `MarkdownRule.owner`. */
  owner?: string;
}

/** The loaders a rule uses, each as `{ loader, options }`. */
function loadersOf(rule: Record<string, unknown>): Record<string, unknown>[] {
  const use = Array.isArray(rule.use) ? rule.use : rule.loader ? [{ loader: rule.loader, options: rule.options }] : [];
  return use.filter(isRecord);
}

/** The rule as ckdocs reads it, when it is a rule of Docusaurus's mdx-loader; else undefined. */
export function markdownRule(rule: unknown): MarkdownRule | undefined {
  if (!isRecord(rule)) return undefined;
  const loaders = loadersOf(rule);
  const mdx = loaders.find((item) => typeof item.loader === 'string' && /[\\/@]mdx-loader([\\/]|$)/.test(item.loader));
  if (!mdx) return undefined;
  const options = isRecord(mdx.options) ? mdx.options : {};
  const marker = loaders.map((item) => (isRecord(item.options) ? item.options.truncateMarker : undefined));
  const include = (Array.isArray(rule.include) ? rule.include : [rule.include]).filter(
    (dir): dir is string => typeof dir === 'string',
  );
  return {
    include,
    metadataPath:
      typeof options.metadataPath === 'function' ? (options.metadataPath as MarkdownRule['metadataPath']) : undefined,
    createAssets:
      typeof options.createAssets === 'function' ? (options.createAssets as MarkdownRule['createAssets']) : undefined,
    removeContentTitle: options.removeContentTitle === true,
    truncateMarker: marker.find((value): value is RegExp => value instanceof RegExp),
  };
}

/**
 * The Markdown files of the rules' folders that their plugins wrote metadata for in this load
 * (`written`: the blog's posts; a draft or a removed post may have metadata of a load before), by
 * absolute path, with what their modules export beside the content.
 */
export async function markdownModules(
  rules: MarkdownRule[],
  written: ReadonlySet<string>,
): Promise<Record<string, MarkdownModule>> {
  const modules: Record<string, MarkdownModule> = {};
  for (const rule of rules) {
    if (!rule.metadataPath) continue;
    // A locale's folder comes first: a file it translates is that one, not the default locale's.
    const taken = new Set<string>();
    for (const dir of rule.include) {
      const names = await readdir(dir, { recursive: true, encoding: 'utf8' }).catch(() => []);
      for (const name of names.filter((n) => /\.mdx?$/.test(n) && !taken.has(n)).sort()) {
        taken.add(name);
        const file = join(dir, name);
        const metadataFile = rule.metadataPath(file);
        if (modules[file] || !written.has(metadataFile)) continue;
        const metadata = JSON.parse(readSource(metadataFile)) as { permalink?: unknown; frontMatter?: unknown };
        // The front matter as the plugin read it, which its metadata keeps.
        const frontMatter = isRecord(metadata.frontMatter) ? metadata.frontMatter : {};
        modules[file] = {
          metadataFile,
          ...(typeof metadata.permalink === 'string' && { permalink: metadata.permalink }),
          // Docusaurus 3.0 hands it the metadata, later versions the file.
          assets: rule.createAssets?.({ filePath: file, frontMatter, metadata }),
          ...(rule.removeContentTitle && { removeContentTitle: true }),
          ...(rule.truncateMarker && { truncateMarker: [rule.truncateMarker.source, rule.truncateMarker.flags] }),
          ...(rule.owner && { owner: rule.owner }),
        };
      }
    }
  }
  return modules;
}
