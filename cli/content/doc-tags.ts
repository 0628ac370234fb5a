import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import capitalize from 'lodash/capitalize.js';
import kebabCase from 'lodash/kebabCase.js';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import * as z from 'zod';
import type { DocTag } from '../../common/data.js';
import { formatIssues } from '../config/format-issues.js';
import { withBase } from '../routes/navbar.js';
import { UserError, codeFrame } from '../util/errors.js';
import type { FrontMatter } from './front-matter.js';
import type { UrlStyle } from './ids.js';
import { withTrailingSlash } from '../../common/route-files.js';

/** How a site's docs are tagged (config `docs`): where tag pages go, the tags file, and inline tags. */
export interface TagOptions {
  basePath: string;
  /** The tags file's path in each version's folder; false or null: none; undefined: tags.yml if there. */
  file: string | false | null | undefined;
  onInlineTags: 'ignore' | 'log' | 'warn' | 'throw';
}

/** A version's tags file, read: each tag by its key. */
export type TagsFile = Map<string, { label: string; permalink: string; description?: string }>;

const DEFAULT_TAGS_FILE = 'tags.yml';

const tagsFileSchema = z.record(
  z.string(),
  z
    .strictObject({
      label: z.string().optional(),
      permalink: z.string().optional(),
      description: z.string().optional(),
    })
    .nullable(),
);

/**
 * The tags file of the version whose docs are in `root`, as Docusaurus reads it: a tag's label
 * is its key capitalised and its URL its key in kebab case unless the file says otherwise. Null
 * when the site has none (`tags.yml` is only looked for when the option is left out).
 */
export function readTagsFile(root: string, { file: option }: TagOptions): TagsFile | null {
  if (option === false || option === null) return null;
  const file = join(root, option ?? DEFAULT_TAGS_FILE);
  if (!existsSync(file)) {
    if (option === undefined) return null;
    throw new UserError(`The tags file ${option}, which the docs' \`tags\` option names, is not there: ${file}`, {
      problems: ["Create it, fix the path (from the version's docs folder) in the option, or set the option to false."],
    });
  }
  const source = readFileSync(file, 'utf8');
  let data: unknown;
  try {
    data = parseYaml(source) ?? {};
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const [line, column] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [1, 1];
    throw new UserError(`The tags file is not valid YAML: ${error.message.split('\n')[0]}`, {
      file,
      line,
      column,
      frame: codeFrame(source, line, column),
      problems: ['Fix the YAML: each tag is a key, with `label`, `permalink` and `description` under it, or nothing.'],
    });
  }
  const parsed = tagsFileSchema.safeParse(data);
  if (!parsed.success)
    throw new UserError('The tags file is not a list of tags', {
      file,
      problems: [
        ...formatIssues(parsed.error.issues, data, tagsFileSchema),
        'Each tag is a key, with `label`, `permalink` and `description` (all text) under it, or nothing.',
      ],
    });
  const tags: TagsFile = new Map();
  const keyOf = new Map<string, string>();
  for (const [key, tag] of Object.entries(parsed.data)) {
    const permalink = tag?.permalink ?? `/${kebabCase(key)}`;
    const twin = keyOf.get(permalink);
    if (twin)
      throw new UserError(`Tags ${twin} and ${key} of the tags file have one URL, ${permalink}`, {
        file,
        problems: ['Give one of them a `permalink` of its own.'],
      });
    keyOf.set(permalink, key);
    tags.set(key, {
      label: tag?.label ?? capitalize(key),
      permalink,
      description: tag?.description,
    });
  }
  return tags;
}

/**
 * A doc's tags, from its front matter: a key of the tags file is that tag; any other (inline)
 * tag is its label, at its label in kebab case (or the object's own URL). Each URL is under the
 * version's `tagsPath`. `inline` lists the labels the tags file does not define.
 */
export function docTags(
  tags: FrontMatter['tags'],
  tagsFile: TagsFile | null,
  tagsPath: string,
  style?: UrlStyle,
): { tags: DocTag[]; inline: string[] } {
  const inline: string[] = [];
  const url = (path: string) =>
    withTrailingSlash(withBase(tagsPath, path), style?.trailingSlash, style?.baseUrl ?? '/');
  const normalized = (tags ?? []).map((tag): DocTag => {
    const defined = typeof tag === 'string' ? tagsFile?.get(tag) : undefined;
    if (defined) return { ...defined, permalink: url(defined.permalink) };
    const { label, permalink, description } = typeof tag === 'string' ? { label: tag } : tag;
    inline.push(label);
    return { label, permalink: url(permalink ?? kebabCase(label)), description };
  });
  // A tag given twice is shown once.
  const unique = normalized.filter((tag, i) => normalized.findIndex((t) => t.permalink === tag.permalink) === i);
  return { tags: unique, inline };
}
