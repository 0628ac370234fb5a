// TypeScript for the bundled CLI, which maps every import of `typescript` here (bin/ckdocs.js).
// It is one 9 MB script: V8 would compile it anew in each process, and then each function on its
// first call, a good part of a cold build's TypeDoc stage. V8's code cache of it, taken once
// TypeDoc has run, is kept beside the CLI bundle, as Node 22 keeps its module compile cache.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import type TypeScript from 'typescript';
import { onSaveCodeCaches } from './code-cache.js';
import { toolRoot } from './tool-root.js';

const fromTool = createRequire(join(toolRoot, 'package.json'));
const file = fromTool.resolve('typescript');
const { version } = fromTool('typescript/package.json') as { version: string };
const cacheFile = join(
  toolRoot,
  'node_modules/.cache/ckdocs/v8',
  `typescript-${version}-${process.version}-${process.arch}.bin`,
);

function cachedData(): Buffer | undefined {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

const script = new Script(
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`,
  { filename: file, cachedData: cachedData() },
);
const module = { exports: {} as typeof TypeScript };
(script.runInThisContext() as (...args: unknown[]) => void)(
  module.exports,
  createRequire(file),
  module,
  file,
  dirname(file),
);
// None came, or V8 turned it down: this process leaves one, taken once TypeScript has done its
// work, so that it holds the functions compiled meanwhile too.
if (script.cachedDataRejected !== false)
  onSaveCodeCaches(() => {
    try {
      mkdirSync(dirname(cacheFile), { recursive: true });
      // Renamed into place: a process starting meanwhile never reads half a file.
      const tmp = `${cacheFile}.${process.pid}-${Date.now()}`;
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, cacheFile);
    } catch {
      // A read-only install goes without: the cache only saves time.
    }
  });

export default module.exports;
