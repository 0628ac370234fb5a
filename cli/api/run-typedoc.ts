import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { Application, Logger, LogLevel, type DocumentationEntryPoint, type ProjectReflection } from 'typedoc';
import ts from 'typescript';
import type { ApiConfig } from '../config/schema.js';
import { codeFrame, UserError } from '../util/errors.js';

/** Keeps TypeDoc's messages instead of printing them, so the build reports them as its own. */
class CollectingLogger extends Logger {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  override log(message: string, level: LogLevel): void {
    if (level === LogLevel.Error) this.errors.push(message);
    else if (level === LogLevel.Warn) this.warnings.push(message);
  }
}

/** `path/file.ts:12:5 - error TS2304: …` -> location parts, when TypeScript gave them. */
function locate(message: string): { file?: string; line?: number; column?: number } {
  const match = /([^\s:]+\.[cm]?tsx?)[:(](\d+)[:,](\d+)\)?/.exec(stripVTControlCharacters(message));
  return match ? { file: match[1], line: Number(match[2]), column: Number(match[3]) } : {};
}

/**
 * Runs TypeDoc's converter on a version's entry points (no rendering: we render ourselves).
 * The type check of the site's own sources is returned as `check`, to run once the models are
 * out: the build goes on with them meanwhile and fails before it writes anything if the check does.
 */
export async function runTypedoc(
  siteDir: string,
  api: ApiConfig,
  version: string,
): Promise<{ project: ProjectReflection; warnings: string[]; check(): void }> {
  const entryPoints = api.entryPoints.map((p) => resolve(siteDir, p));
  const tsconfig = resolve(siteDir, api.tsconfig);
  for (const [file, key] of [...entryPoints.map((f) => [f, 'entryPoints'] as const), [tsconfig, 'tsconfig'] as const]) {
    if (!existsSync(file)) {
      throw new UserError(`API of version ${version}: ${key} file not found: ${file}`, {
        problems: [`Fix docs.versions[].api.${key} in the config (paths are relative to ${siteDir}).`],
      });
    }
  }
  const app = await Application.bootstrap({
    entryPoints,
    tsconfig,
    excludeExternals: false,
    excludePrivate: true,
    excludeInternal: true,
    disableGit: true,
    sourceLinkTemplate: '{path}#L{line}',
    logLevel: 'Warn',
    // TypeDoc would type-check every declaration file, discord.js's included: most of its time.
    // Only the site's own sources are checked, by `check`.
    skipErrorChecking: true,
    validation: { notExported: false, invalidLink: false, notDocumented: false },
    treatWarningsAsErrors: false,
  });
  const logger = new CollectingLogger();
  app.logger = logger;
  const options = app.options.getCompilerOptions(logger);
  const rootNames = app.options.getFileNames();
  const program = ts.createProgram({ rootNames, options, host: compilerHost(options, new Set(entryPoints)) });
  const project = app.converter.convert(entryPointsOf(program, entryPoints));
  // A program of its own, with a fresh checker: the converter's has resolved {@link} tags, which
  // leaves spurious diagnostics behind. Library files come parsed from the shared cache, so only
  // the site's own sources are parsed again, and the converted program can be freed meanwhile.
  const check = () => {
    const checked = ts.createProgram({ rootNames, options, host: compilerHost(options, new Set(entryPoints)) });
    const diagnostics = ownDiagnostics(checked);
    if (!diagnostics.length) return;
    const [first, ...rest] = diagnostics.map(describe);
    throw new UserError(`API of version ${version}: ${first!.message}`, {
      file: first!.file,
      line: first!.line,
      column: first!.column,
      frame: first!.frame,
      problems: rest.slice(0, 9).map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`),
    });
  };
  if (!project || logger.errors.length) {
    // A type error in the sources explains a failed conversion best.
    check();
    const first = logger.errors[0] ?? 'TypeDoc could not convert the entry points';
    throw new UserError(`API of version ${version}: ${stripVTControlCharacters(first).split('\n')[0]}`, {
      ...locate(first),
      problems: logger.errors.slice(1, 10).map((e) => stripVTControlCharacters(e).split('\n')[0]!),
    });
  }
  return { project, warnings: logger.warnings, check };
}

/**
 * Library declarations (TypeScript's, Node's, discord.js's) parsed once per process and shared
 * by every version converted in it; keyed by what shapes a parsed and bound file.
 */
const libraryFiles = new Map<string, ts.SourceFile>();

/**
 * A compiler host that parses library files without their JSDoc (TypeDoc reads doc comments
 * only from the files it documents) and reuses them across versions. The files a version
 * documents, its own or an installed package's entry point, are parsed in full every time.
 */
function compilerHost(options: ts.CompilerOptions, documented: Set<string>): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const parse = host.getSourceFile.bind(host);
  const strict = String(options.alwaysStrict ?? options.strict ?? false);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    if (!/[\\/]node_modules[\\/]/.test(fileName) || documented.has(resolve(fileName)))
      return parse(fileName, languageVersionOrOptions, onError, shouldCreate);
    const settings =
      typeof languageVersionOrOptions === 'object'
        ? languageVersionOrOptions
        : { languageVersion: languageVersionOrOptions };
    const key = [fileName, settings.languageVersion, settings.impliedNodeFormat, strict].join('\0');
    let file = libraryFiles.get(key);
    if (!file) {
      const text = host.readFile(fileName);
      if (text === undefined) return parse(fileName, languageVersionOrOptions, onError, shouldCreate);
      file = ts.createSourceFile(fileName, text, { ...settings, jsDocParsingMode: ts.JSDocParsingMode.ParseNone });
      libraryFiles.set(key, file);
    }
    return file;
  };
  return host;
}

/** Entry points as TypeDoc names them: paths from their common folder, without `index` or extension. */
function entryPointsOf(program: ts.Program, files: string[]): DocumentationEntryPoint[] {
  const base = files.length === 1 ? dirname(files[0]!) : commonFolder(files);
  return files.map((file) => {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile)
      throw new UserError(`The entry point ${file} is not part of the program its tsconfig describes`, {
        file,
        problems: ['Add it to the tsconfig\'s "files" or "include".'],
      });
    return {
      displayName: relative(base, file)
        .split('\\')
        .join('/')
        .replace(/(\/index)?(\.d)?\.([cm][tj]s|[tj]sx?)$/, ''),
      program,
      sourceFile,
    };
  });
}

function commonFolder(files: string[]): string {
  const parts = files.map((f) => dirname(f).split(/[\\/]/));
  const first = parts[0]!;
  let n = 0;
  while (n < first.length && parts.every((p) => p[n] === first[n])) n++;
  return first.slice(0, n).join('/') || '/';
}

/** Errors in the sources the site owns: everything but installed packages and TypeScript's libs. */
function ownDiagnostics(program: ts.Program): ts.Diagnostic[] {
  return [
    ...program.getOptionsDiagnostics(),
    ...program
      .getSourceFiles()
      .filter((file) => !/[\\/]node_modules[\\/]/.test(file.fileName))
      .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ].filter((d) => d.category === ts.DiagnosticCategory.Error);
}

function describe(diagnostic: ts.Diagnostic): {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  frame?: string;
} {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0]!;
  if (!diagnostic.file || diagnostic.start === undefined) return { message };
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return {
    message,
    file: diagnostic.file.fileName,
    line: line + 1,
    column: character + 1,
    frame: codeFrame(diagnostic.file.text, line + 1, character + 1),
  };
}
