import type { Message } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { AggregateUserError, codeFrame, UserError } from '../util/errors.js';
import { importPosition } from './import-position.js';
import type { PageModule } from './types.js';
import { siteFileOf } from './site-file-module.js';

/** Reads each file once for all the errors located in it; a file that cannot be read has no frame. */
type SourceReader = (file: string) => Promise<string | undefined>;

/**
 * A failed bundle as the errors to show, every one of esbuild's errors located in the user's own
 * file: one in a compiled page (`ck-page:<key>`, or its imports `ck-imports:<key>`) at the import of its .mdx file that caused it,
 * any other where esbuild found it (a site component, say). Anything but a bundle failure is
 * returned as it is. `workingDir` is the folder esbuild's file names are relative to.
 */
export async function bundleFailure(
  error: unknown,
  pages: Map<string, PageModule>,
  workingDir: string,
): Promise<unknown> {
  const messages = (error as { errors?: Message[] }).errors;
  if (!Array.isArray(messages) || !messages.length) return error;
  const sources = new Map<string, Promise<string | undefined>>();
  const read: SourceReader = (file) => {
    let source = sources.get(file);
    if (!source) sources.set(file, (source = readFile(file, 'utf8').catch(() => undefined)));
    return source;
  };
  const located = await Promise.all(messages.map((message) => locate(message, pages, workingDir, read)));
  // esbuild reports a parse error before a failed resolution in the same file: in file order, each
  // run lists the same errors first.
  located.sort(byPlace);
  // A page that imports a module twice (whole, and the names it takes) may show one problem twice.
  const unique = [...new Map(located.map((e) => [`${e.location}\0${e.message}`, e])).values()];
  const errors = [...unique.filter((e) => !packageOf(e)), ...byPackage(unique)];
  if (errors.length === 1) return errors[0];
  return new AggregateUserError(errors, `The bundle failed with ${errors.length} errors`);
}

/**
 * esbuild names the files in its messages from its working folder (ckdocs' own, not the site's):
 * the user is shown where they are.
 */
function withFullPaths(message: Message, workingDir: string): Message {
  const text = message.text
    .replace(
      /^(No matching export in ")(.*)(")/,
      (_, before: string, path: string, after: string) => before + resolve(workingDir, siteFileOf(path)) + after,
    )
    .replace(
      /^(No loader is configured for ".*" files: )(.*)$/,
      (_, before: string, path: string) => before + resolve(workingDir, path),
    );
  return { ...message, text };
}

function byPlace(a: UserError, b: UserError): number {
  const [fileA, fileB] = [a.details.file ?? '', b.details.file ?? ''];
  if (fileA !== fileB) return fileA < fileB ? -1 : 1;
  return (a.details.line ?? 0) - (b.details.line ?? 0) || (a.details.column ?? 0) - (b.details.column ?? 0);
}

/** The installed package a file is in (`@scope/name` or `name`), if any. */
function packageOf(error: UserError): string | undefined {
  const parts = (error.details.file ?? '').split(/[\\/]node_modules[\\/]/);
  if (parts.length < 2) return undefined;
  const path = parts.at(-1)!.split(/[\\/]/);
  return path[0]!.startsWith('@') ? path.slice(0, 2).join('/') : path[0];
}

/**
 * The errors in installed packages, after the site's own, one per package: they follow from what
 * the site imports, and a package written for another bundler may have dozens.
 */
function byPackage(errors: UserError[]): UserError[] {
  const packages = new Map<string, UserError[]>();
  for (const error of errors) {
    const name = packageOf(error);
    if (name) packages.set(name, [...(packages.get(name) ?? []), error]);
  }
  return [...packages].map(([name, [first, ...rest]]) => {
    if (!rest.length) return first!;
    const more = `\`${name}\` is an installed package that the site's code imports; its ${rest.length} other error(s) are left out.`;
    return new UserError(first!.message, { ...first!.details, problems: [...(first!.details.problems ?? []), more] });
  });
}

async function locate(
  original: Message,
  pages: Map<string, PageModule>,
  workingDir: string,
  read: SourceReader,
): Promise<UserError> {
  const message = withFullPaths(original, workingDir);
  const where = message.location;
  const problems = fixesFor(message);
  if (!where) return new UserError(message.text, { problems });
  const pageKey = /^ck-(?:page|imports):(.*)$/.exec(where.file)?.[1];
  if (pageKey !== undefined) {
    const page = pages.get(pageKey);
    if (page) return locateInPage(message, page, read, problems);
  }
  // Virtual modules are named `namespace:path`; files are paths from esbuild's working folder
  // (a one-letter `D:` is a drive). A CSS module is its file, its class names made.
  const cssModule = /^ck-css-module:(.*)$/.exec(where.file)?.[1];
  if (!cssModule && /^[\w-]{2,}:/.test(where.file))
    return new UserError(message.text, { file: where.file, line: where.line, problems });
  const file = cssModule ?? resolve(workingDir, where.file);
  const source = await read(file);
  // esbuild counts columns in bytes of UTF-8.
  const column = Buffer.from(where.lineText).subarray(0, where.column).toString().length + 1;
  return new UserError(message.text, {
    file,
    line: where.line,
    column,
    frame: source === undefined ? undefined : codeFrame(source, where.line, column),
    problems,
  });
}

/**
 * An error in a compiled page's module comes from one of its imports (the module table that
 * module-sources.ts writes above the page's code names each specifier once per line): it is shown at
 * that import in the .mdx file, or in the Markdown file the page holds that has it (a post of a
 * blog's list), on the name the error is about if there is one.
 */
async function locateInPage(
  message: Message,
  page: PageModule,
  read: SourceReader,
  problems: string[],
): Promise<UserError> {
  const written = /(?:from|import)\s*("(?:[^"\\]|\\.)*")/.exec(message.location!.lineText)?.[1];
  const specifier = written && (JSON.parse(written) as string);
  const name = /^No matching export in ".*" for import "(.*)"$/.exec(message.text)?.[1];
  // A component page (src/pages/) is its file's default export.
  const fixes =
    name === 'default' && specifier === page.file
      ? ['Export the page as the default export: `export default function Page() { … }`.']
      : problems;
  if (specifier)
    for (const file of [page.file, ...(page.markdownFiles ?? [])]) {
      const source = await read(file);
      // A page that holds Markdown files' code imports from the site folder (its resolveDir).
      const at =
        source &&
        (file === page.file
          ? importPosition(source, specifier, name)
          : positionIn(source, file, specifier, page.resolveDir, name));
      if (at)
        return new UserError(message.text, {
          file,
          ...at,
          frame: codeFrame(source, at.line, at.column),
          problems: fixes,
        });
    }
  // Not found as written: the page, or the one Markdown file it holds.
  const file = page.markdownFiles?.length === 1 ? page.markdownFiles[0]! : page.file;
  return new UserError(message.text, { file, problems: fixes });
}

/**
 * Where `file` imports `specifier`; one from the site folder (`@site/x`) may be written there
 * relative to the file, as a post's is before the page that shows it moves it.
 */
function positionIn(source: string, file: string, specifier: string, siteDir: string, name?: string) {
  const at = importPosition(source, specifier, name);
  if (at || !specifier.startsWith('@site/')) return at;
  const path = relative(dirname(file), join(siteDir, specifier.slice('@site/'.length)))
    .split(sep)
    .join('/');
  return importPosition(source, path.startsWith('.') ? path : `./${path}`, name);
}

/** What to do about an error, from what esbuild says it is. */
function fixesFor(message: Message): string[] {
  const missing = /^Could not resolve "(.*)"/.exec(message.text)?.[1];
  if (missing !== undefined) {
    if (missing.startsWith('@docusaurus/'))
      return [`\`${missing}\` is a module of Docusaurus's that ckdocs does not provide.`];
    if (missing.startsWith('@theme/'))
      return [
        `\`${missing}\` is not a component of ckdocs' theme: import one it has, or a component of the site's own.`,
      ];
    if (/^~?\/[^/]/.test(missing))
      return [
        'A root-relative URL names a file of the static folder (`/img/x.png` is `static/img/x.png`): put the file there, or fix the path.',
      ];
    if (/^[./]|^@site\//.test(missing))
      return [
        "Fix the import's path: a relative one starts from the importing file's folder, and `@site/` from the site folder.",
      ];
    const name = missing.startsWith('@') ? missing.split('/').slice(0, 2).join('/') : missing.split('/')[0];
    // As webpack 5 has it: a browser has none of Node's own modules unless a plugin gives one.
    if (isBuiltin(missing))
      return [
        `\`${missing}\` is a module of Node's, which the browser lacks: a plugin's configureWebpack may give the browser a version of it (\`resolve.fallback: { '${missing}': require.resolve('<its browser package>') }\`) or an empty module (\`'${missing}': false\`), or the importing code may be kept off the page.`,
      ];
    return [`Install the package in the site's folder (npm install ${name}), or fix its name.`];
  }
  const notExported = /^No matching export in "(.*)" for import "(.*)"$/.exec(message.text);
  if (notExported)
    return [
      notExported[2] === 'default'
        ? `${notExported[1]} has no default export: import one of the names it exports, in braces.`
        : `Import a name that ${notExported[1]} exports, or export \`${notExported[2]}\` from it.`,
    ];
  // esbuild's own notes, but not its advice on esbuild's options, which a site cannot set.
  return message.notes.map((note) => note.text).filter((text) => !/esbuild|external/.test(text));
}
