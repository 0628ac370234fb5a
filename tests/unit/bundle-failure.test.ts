import type { Message } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleFailure } from '../../cli/bundle/bundle-failure.js';
import type { UserError } from '../../cli/util/errors.js';

/** What ckdocs tells of esbuild's failure to resolve `specifier`. */
async function unresolved(specifier: string): Promise<string[]> {
  const message: Message = {
    id: '',
    pluginName: '',
    text: `Could not resolve "${specifier}"`,
    location: null,
    notes: [],
    detail: undefined,
  };
  const error = (await bundleFailure({ errors: [message] }, new Map(), '/')) as UserError;
  return error.details.problems ?? [];
}

describe('an import the browser bundle cannot resolve', () => {
  it("is a package to install when it names one, and a Node module the browser lacks when it names Node's own", async () => {
    expect(await unresolved('chart-kit/bars')).toEqual([
      "Install the package in the site's folder (npm install chart-kit), or fix its name.",
    ]);
    const [path] = await unresolved('path');
    expect(path).toMatch(/^`path` is a module of Node's, which the browser lacks: .*resolve\.fallback/);
    expect(path).not.toContain('npm install');
    expect((await unresolved('node:fs'))[0]).toMatch(/^`node:fs` is a module of Node's/);
  });
});
