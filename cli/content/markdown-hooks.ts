import { readSource } from './read-source.js';
import { UserError } from '../util/errors.js';

/** What Docusaurus's front matter parsers make of a Markdown file. */
export interface ParsedFrontMatter {
  frontMatter: Record<string, unknown>;
  content: string;
}

type ParseParams = { filePath: string; fileContent: string };

/** Docusaurus's `markdown.parseFrontMatter`: a site's own parser, handed Docusaurus's default one. */
export type FrontMatterParser = (
  params: ParseParams & { defaultParseFrontMatter: (params: ParseParams) => Promise<ParsedFrontMatter> },
) => ParsedFrontMatter | Promise<ParsedFrontMatter>;

/** What the site's parser made of a file, for the text it read; `content` only where it differs from the default's. */
interface Hooked {
  source: string;
  frontMatter: Record<string, unknown>;
  content?: string;
}

/** The site's parser and Docusaurus's default one, while a Docusaurus site that has one is built or served. */
let parsers: { site: FrontMatterParser; byDefault: (params: ParseParams) => Promise<ParsedFrontMatter> } | undefined;
const hooked = new Map<string, Hooked>();

/**
 * Has the site's `markdown.parseFrontMatter` read every Markdown file from now on (none: each
 * file's front matter is its own, read by ckdocs).
 */
export function useFrontMatterParser(
  site?: FrontMatterParser,
  byDefault?: (params: ParseParams) => Promise<ParsedFrontMatter>,
): void {
  parsers = site && byDefault ? { site, byDefault } : undefined;
  hooked.clear();
}

/**
 * Runs the site's parser over `files` before ckdocs reads them (it may be asynchronous; the reads
 * are not), so that each read finds what it made (`hookedFrontMatter`). A file read before is run
 * again only if its text changed.
 */
export async function parseFrontMatterFirst(files: readonly string[]): Promise<void> {
  const using = parsers;
  if (!using) return;
  await Promise.all(
    files.map(async (file) => {
      const source = readSource(file);
      if (hooked.get(file)?.source === source) return;
      let byDefault: ParsedFrontMatter | undefined;
      const defaultParseFrontMatter = async (params: ParseParams) => (byDefault = await using.byDefault(params));
      let made: ParsedFrontMatter;
      try {
        made = await using.site({ filePath: file, fileContent: source, defaultParseFrontMatter });
      } catch (error) {
        throw new UserError(`The site's markdown.parseFrontMatter failed on this file: ${(error as Error).message}`, {
          file,
          problems: ['Fix the function in the Docusaurus config, or the front matter it could not read.'],
        });
      }
      hooked.set(file, {
        source,
        frontMatter: made.frontMatter,
        // The default's content is the file's below its front matter: ckdocs keeps its lines numbered as in the file.
        ...(made.content !== byDefault?.content && { content: made.content }),
      });
    }),
  );
}

/** What the site's parser made of `file`, if it read this text of it. */
export function hookedFrontMatter(file: string, source: string): Hooked | undefined {
  const made = hooked.get(file);
  return made?.source === source ? made : undefined;
}

/** Docusaurus's `markdown.preprocessor`: the site's rewrite of each Markdown file's text below its front matter. */
export type MarkdownPreprocessor = (params: { filePath: string; fileContent: string }) => string;

let preprocessor: MarkdownPreprocessor | undefined;

/** Has the site's `markdown.preprocessor` rewrite every Markdown file's text from now on (none: as written). */
export function useMarkdownPreprocessor(site?: MarkdownPreprocessor): void {
  preprocessor = site;
}

/**
 * `body` (the text below the front matter, which is kept as blank lines) as the site's
 * preprocessor rewrites it: handed the text alone, as Docusaurus hands it, the lines above kept.
 */
export function preprocessedBody(file: string, body: string): string {
  if (!preprocessor) return body;
  const blank = /^\n*/.exec(body)![0];
  try {
    return blank + preprocessor({ filePath: file, fileContent: body.slice(blank.length) });
  } catch (error) {
    throw new UserError(`The site's markdown.preprocessor failed on this file: ${(error as Error).message}`, {
      file,
      problems: ['Fix the function in the Docusaurus config, or the text it could not rewrite.'],
    });
  }
}
