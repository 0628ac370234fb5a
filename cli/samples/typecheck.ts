import { join, resolve } from 'node:path';
import ts from 'typescript';
import { compareText } from '../util/compare-text.js';

export interface Sample {
  /** Page the sample is in. */
  file: string;
  /** Page line of the sample's first code line. */
  line: number;
  lang: string;
  code: string;
}

export interface SampleError {
  file: string;
  line: number;
  message: string;
}

/**
 * Type-checks code samples of one version in one TypeScript program, each sample its own
 * module, with the version's API declarations in place of the real packages. Errors point at
 * the page and the line inside it.
 */
export function typecheckSamples(
  samples: Sample[],
  options: { siteDir: string; paths: Record<string, string[]> },
): SampleError[] {
  if (!samples.length) return [];
  const root = join(options.siteDir, '.ckdocs-samples');
  const virtual = new Map<string, { sample: Sample; text: string }>();
  samples.forEach((sample, i) => {
    const ext = sample.lang === 'tsx' ? 'tsx' : 'ts';
    // A sample without import or export would share the global scope with every other one.
    const text = /^\s*(import|export)\s/m.test(sample.code) ? sample.code : `${sample.code}\nexport {};\n`;
    virtual.set(join(root, `sample-${i}.${ext}`), { sample, text });
  });
  const paths = Object.fromEntries(
    Object.entries(options.paths).map(([name, files]) => [name, files.map((f) => resolve(options.siteDir, f))]),
  );
  const compilerOptions: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource: 'commandkit',
    types: ['node'],
    paths,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  };
  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => virtual.get(name)?.text ?? readFile(name);
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  host.getSourceFile = (name, version, onError, create) => {
    const entry = virtual.get(name);
    return entry ? ts.createSourceFile(name, entry.text, version) : getSourceFile(name, version, onError, create);
  };
  const program = ts.createProgram([...virtual.keys()], compilerOptions, host);
  const errors: SampleError[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const entry = diagnostic.file && virtual.get(diagnostic.file.fileName);
    if (!entry || diagnostic.category !== ts.DiagnosticCategory.Error) continue;
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    errors.push({
      file: entry.sample.file,
      line: entry.sample.line + line,
      message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    });
  }
  return errors.sort((a, b) => compareText(a.file, b.file) || a.line - b.line);
}
