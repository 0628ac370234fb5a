import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Application, Logger, LogLevel, type ProjectReflection } from 'typedoc';
import type { ApiConfig } from '../config/schema.js';
import { UserError } from '../util/errors.js';

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
  const match = /([^\s:]+\.[cm]?tsx?)[:(](\d+)[:,](\d+)\)?/.exec(message.replace(/\u001b\[[\d;]*m/g, ''));
  return match ? { file: match[1], line: Number(match[2]), column: Number(match[3]) } : {};
}

/** Runs TypeDoc's converter on a version's entry points (no rendering: we render ourselves). */
export async function runTypedoc(siteDir: string, api: ApiConfig, version: string): Promise<{ project: ProjectReflection; warnings: string[] }> {
  const entryPoints = api.entryPoints.map((p) => resolve(siteDir, p));
  const tsconfig = resolve(siteDir, api.tsconfig);
  for (const [file, key] of [...entryPoints.map((f) => [f, 'entryPoints'] as const), [tsconfig, 'tsconfig'] as const]) {
    if (!existsSync(file)) {
      throw new UserError(`API of version ${version}: ${key} file not found: ${file}`, { problems: [`Fix docs.versions[].api.${key} in the config (paths are relative to ${siteDir}).`] });
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
    validation: { notExported: false, invalidLink: false, notDocumented: false },
    treatWarningsAsErrors: false,
  });
  const logger = new CollectingLogger();
  app.logger = logger;
  const project = await app.convert();
  if (!project || logger.errors.length) {
    const first = logger.errors[0] ?? 'TypeDoc could not convert the entry points';
    throw new UserError(`API of version ${version}: ${first.replace(/\u001b\[[\d;]*m/g, '').split('\n')[0]}`, {
      ...locate(first),
      problems: logger.errors.slice(1, 10).map((e) => e.replace(/\u001b\[[\d;]*m/g, '').split('\n')[0]!),
    });
  }
  return { project, warnings: logger.warnings };
}
