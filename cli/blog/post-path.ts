import { codeFrame, UserError } from '../util/errors.js';
import { frontMatterLine } from '../content/front-matter.js';
import { encodePathSegment } from '../../common/route-files.js';

/**
 * A date written in a post's path, as writers date posts: `2024-05-01-title.md`,
 * `2024/05/01/title.md`, or a folder `2024-05-01-title/index.md`, maybe under folders of their own.
 */
const DATED = /^(?<folder>(?:.*\/)?)(?<year>\d{4})[-/](?<month>\d{1,2})[-/](?<day>\d{1,2})(?:[-/](?<name>.*))?$/;

/** What a post's path says of it: its date, if it names one, and the URL path under the blog it gets by default. */
export interface PostPath {
  date?: Date;
  slug: string;
}

const pad = (n: string) => n.padStart(2, '0');

/** The path from the blog folder without its extension, and without `/index` for a folder's post. */
const postName = (relPath: string) => relPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');

/** A post's date and default slug, from its path in the blog folder; a date that is no day of the calendar is an error. */
export function postPath(relPath: string, file: string): PostPath {
  const name = postName(relPath);
  const dated = DATED.exec(name)?.groups;
  if (!dated) return { slug: `/${name.split('/').map(encodePathSegment).join('/')}` };
  const { folder = '', year = '', month = '', day = '', name: rest } = dated;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day))
    throw new UserError(
      `The post's name gives the date ${year}-${pad(month)}-${pad(day)}, which is no day of the calendar`,
      {
        file,
        problems: [
          'Name the post YYYY-MM-DD-title.md (or YYYY/MM/DD/title.md) with a real date, or set `date` in its front matter.',
        ],
      },
    );
  const path = [...folder.split('/').filter(Boolean), year, pad(month), pad(day), ...(rest ? rest.split('/') : [])];
  return { date, slug: `/${path.map(encodePathSegment).join('/')}` };
}

/** A post's URL path under the blog: its front matter `slug` (from the blog's path when it starts with `/`, else from the post's folder), or its default. */
export function postSlug(relPath: string, slug: string | undefined, fallback: string): string {
  if (slug === undefined) return fallback;
  if (slug.startsWith('/')) return slug;
  // A folder's post (`news/launch/index.md`) is the folder: its slug is relative to the folder's parent.
  const folder = postName(relPath).split('/').slice(0, -1);
  return `/${[...folder, slug].join('/')}`;
}

/** A post's front matter `date` as a time; one no calendar has is an error at its line. */
export function frontMatterDate(value: string | Date, source: string, file: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (!Number.isNaN(date.getTime())) return date;
  const line = frontMatterLine(source, ['date']);
  throw new UserError(`Invalid date in front matter: ${JSON.stringify(value)}`, {
    file,
    line,
    frame: codeFrame(source, line),
    problems: ['Write the date as YYYY-MM-DD (`date: 2024-05-01`), or a full time (`date: 2024-05-01T09:30:00Z`).'],
  });
}
