import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isNode, parseDocument } from 'yaml';
import * as z from 'zod';
import { formatIssues } from '../config/format-issues.js';
import { frontMatterLine } from '../content/front-matter.js';
import { withBase } from '../routes/navbar.js';
import { closestName } from '../util/closest-name.js';
import { codeFrame, UserError } from '../util/errors.js';
import type { BlogAuthor } from '../../common/blog/data.js';
import { authorSchema, type AuthorInput, type PostFrontMatter } from './front-matter.js';
import type { PostNotice } from './notices.js';

/** An author of the authors file: as it writes them, and as a page shows them (their page's URL path resolved). */
export type FileAuthor = Omit<AuthorInput, 'key'> & { description?: string; profile: BlogAuthor };

/** The authors file, read: each author by key. */
export type AuthorsFile = Map<string, FileAuthor>;

const authorsFileSchema = z.record(
  z.string(),
  authorSchema.omit({ key: true }).extend({
    /** What their page says of them, under their name. */
    description: z.string().optional(),
    /** A page of their posts: `true` at their key (in kebab case), or at `permalink` under the authors' path. */
    page: z.union([z.boolean(), z.strictObject({ permalink: z.string() })]).optional(),
  }),
);

/**
 * A key in kebab case, as Docusaurus slugs an author's page (lodash's `kebabCase`): accents
 * dropped, words split at case changes, digits and anything else, joined by `-`.
 */
export const kebabCase = (key: string) =>
  (
    key
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/\p{Lu}{2,}(?=\p{Lu}\p{Ll}|[^\p{L}]|$)|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{Lo}+|\d+/gu) ?? []
  )
    .join('-')
    .toLowerCase();

/** Profile addresses of the networks a handle is enough for. */
const PROFILES: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/** The line of a YAML file where the value at `path` is written; 1 when it cannot tell. */
function yamlLine(source: string, path: PropertyKey[]): number {
  const node = parseDocument(source).getIn(path, true);
  return isNode(node) && node.range ? source.slice(0, node.range[0]).split('\n').length : 1;
}

/**
 * The blog folder's authors file (`authorsMapPath`), or null when it has none, each author's page
 * at `pagePath(slug)`. Its mistakes are errors at their line.
 */
export function readAuthorsFile(
  blogDir: string,
  path: string,
  { baseUrl, pagePath }: { baseUrl: string; pagePath: (slug: string) => string },
): AuthorsFile | null {
  const file = join(blogDir, path);
  if (!existsSync(file)) return null;
  const source = readFileSync(file, 'utf8');
  const doc = parseDocument(source);
  const error = doc.errors[0];
  if (error) {
    const line = error.linePos?.[0].line ?? 1;
    throw new UserError(`The authors file is not valid YAML: ${error.message.split('\n')[0]}`, {
      file,
      line,
      frame: codeFrame(source, line),
      problems: ['Each author is a key, with `name`, `title`, `url`, `image_url` and `socials` under it.'],
    });
  }
  const data: unknown = doc.toJS() ?? {};
  const parsed = authorsFileSchema.safeParse(data);
  if (!parsed.success) {
    const line = yamlLine(source, parsed.error.issues[0]!.path);
    throw new UserError('The authors file has an author it cannot read', {
      file,
      line,
      frame: codeFrame(source, line),
      problems: formatIssues(parsed.error.issues, data, authorsFileSchema),
    });
  }
  const authors: AuthorsFile = new Map();
  const keyAt = new Map<string, string>();
  const fail = (path: PropertyKey[], message: string, problems: string[]) => {
    const line = yamlLine(source, path);
    return new UserError(message, { file, line, frame: codeFrame(source, line), problems });
  };
  for (const [key, { page, ...author }] of Object.entries(parsed.data)) {
    const permalink = page ? pagePath(page === true ? kebabCase(key) : page.permalink) : undefined;
    const other = permalink && keyAt.get(permalink);
    if (other)
      throw fail([key, 'page'], `The authors "${other}" and "${key}" have one page, ${permalink}`, [
        'Give one of them another `page: { permalink: ... }`.',
      ]);
    if (permalink) keyAt.set(permalink, key);
    const profile = blogAuthor(author, baseUrl, (message, problems) => fail([key], message, problems));
    authors.set(key, { ...author, profile: { key, ...profile, ...(permalink && { page: permalink }) } });
  }
  return authors;
}

/** Where the post's front matter is, for its errors and notices. */
interface PostSource {
  file: string;
  source: string;
}

/** An author's profiles as addresses: a handle of a known network made its profile's. */
function socialLinks(
  socials: Record<string, string> | undefined,
  where: () => UserError,
): Record<string, string> | undefined {
  if (!socials) return undefined;
  return Object.fromEntries(
    Object.entries(socials).map(([network, value]) => {
      if (/^[a-z][a-z\d+.-]*:\/\//i.test(value)) return [network, value];
      const profile = PROFILES[network.toLowerCase()];
      if (!profile) throw where();
      return [network, profile(value.replace(/^@/, ''))];
    }),
  );
}

/** An author as pages show them: their picture under the base URL, an email as their link, profiles as addresses. */
function blogAuthor(
  author: Omit<AuthorInput, 'key'>,
  baseUrl: string,
  fail: (message: string, problems: string[]) => UserError,
): BlogAuthor {
  if (!author.name && !author.image_url)
    throw fail('An author has neither a name nor an image', ['Give the author a `name` (or at least an `image_url`).']);
  const image = author.image_url;
  return {
    name: author.name,
    title: author.title,
    url: author.url ?? (author.email ? `mailto:${author.email}` : undefined),
    imageURL: image?.startsWith('/') ? withBase(baseUrl, image) : image,
    socials: socialLinks(author.socials, () =>
      fail("An author's profile is a handle of a network ckdocs does not know", [
        `Write the profile's full address (https://...), or use one of ${Object.keys(PROFILES).join(', ')} with a handle.`,
      ]),
    ),
  };
}

/**
 * A post's authors (front matter `authors`), each as the page shows it: a key is the authors
 * file's entry, an object with `key` that entry with its own keys over it, any other object an
 * author of the post's own (an inline author, told of in `inline` when the blog has an authors file).
 */
export function postAuthors(
  written: PostFrontMatter['authors'],
  authorsFile: AuthorsFile | null,
  { baseUrl, authorsPath }: { baseUrl: string; authorsPath: string },
  post: PostSource,
): { authors: BlogAuthor[]; inline: PostNotice[] } {
  const list = written === undefined ? [] : Array.isArray(written) ? written : [written];
  const inline: PostNotice[] = [];
  const lineOf = (i: number) => frontMatterLine(post.source, Array.isArray(written) ? ['authors', i] : ['authors']);
  const fail = (i: number, message: string, problems: string[]) =>
    new UserError(message, { file: post.file, line: lineOf(i), frame: codeFrame(post.source, lineOf(i)), problems });
  const authors = list.map((entry, i): BlogAuthor => {
    const key = typeof entry === 'string' ? entry : entry.key;
    const known = key === undefined ? undefined : authorsFile?.get(key);
    if (key !== undefined && !known) {
      const keys = [...(authorsFile?.keys() ?? [])];
      const closest = closestName(key, keys);
      throw fail(i, `Unknown author "${key}"`, [
        ...(closest ? [`Did you mean "${closest}"?`] : []),
        authorsFile
          ? `Authors are the keys of ${authorsPath}: ${keys.join(', ')}. Add "${key}" there, or fix the key.`
          : `The blog has no ${authorsPath}: create it with "${key}" as a key, or write the author in the post ({ name, title, url, image_url }).`,
      ]);
    }
    const author = { ...known, ...(typeof entry === 'string' ? {} : entry) };
    if (key === undefined && authorsFile)
      inline.push({
        file: post.file,
        line: lineOf(i),
        message: `The author "${author.name ?? author.url ?? ''}" is written in the post, not a key of ${authorsPath}`,
        fix: `Add the author to ${authorsPath} and name its key, or set blog.onInlineAuthors to 'ignore'.`,
      });
    if (typeof entry === 'string') return known!.profile;
    const { profile, description: _, ...written } = known ?? { profile: undefined };
    const own = blogAuthor({ ...written, ...entry }, baseUrl, (message, problems) => fail(i, message, problems));
    return { ...(key !== undefined && { key }), ...own, ...(profile?.page && { page: profile.page }) };
  });
  return { authors, inline };
}
