import * as z from 'zod';
import { parseFrontMatter, type FrontMatter, type UnknownKey } from '../content/front-matter.js';

/** An author as a post or the authors file writes one: Docusaurus's keys, each optional. */
export const authorSchema = z
  .strictObject({
    name: z.string(),
    title: z.string(),
    url: z.string(),
    image_url: z.string(),
    email: z.string(),
    /** Profiles by network: a handle (`github: ada`) or a full address. */
    socials: z.record(z.string(), z.string()),
    /** In a post: the authors file's entry this one is, with the keys written here over its own. */
    key: z.string(),
  })
  .partial();
export type AuthorInput = z.output<typeof authorSchema>;

/**
 * A post's own front matter keys, beside the docs' (title, description, slug, tags, draft,
 * unlisted, image, keywords, hide_table_of_contents, toc levels), which every page reads.
 */
const postKeysSchema = z.looseObject({
  /** The post's date, over the one its file or folder name gives (`2024-05-01`, or a full time). */
  date: z.union([z.string(), z.date()]).optional(),
  /** Its authors: keys of the authors file, or authors written here, alone or in a list. */
  authors: z.union([z.string(), authorSchema, z.array(z.union([z.string(), authorSchema]))]).optional(),
});

export type PostFrontMatter = FrontMatter & z.output<typeof postKeysSchema>;

const POST_KEYS = Object.keys(postKeysSchema.shape);

/** A post's front matter read with the post's keys too; a refused value is an error at its line. */
export function postFrontMatter(frontMatter: FrontMatter, source: string, file: string): PostFrontMatter {
  return { ...frontMatter, ...parseFrontMatter(postKeysSchema, frontMatter, source, file) };
}

/** The keys a post sets that neither docs nor posts read, for the content stage's warnings. */
export const unknownPostKeys = (keys: UnknownKey[]) => keys.filter((key) => !POST_KEYS.includes(key.key));
