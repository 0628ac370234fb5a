import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toolRoot } from '../util/tool-root.js';

const DOCS = 'https://discord.js.org/docs/packages';
const PACKAGES: Record<string, string> = {
  'discord.js': 'discord.js',
  '@discordjs/builders': 'builders',
  '@discordjs/collection': 'collection',
  '@discordjs/formatters': 'formatters',
  '@discordjs/rest': 'rest',
  '@discordjs/util': 'util',
  '@discordjs/ws': 'ws',
};
const KIND_NAMES: Record<string, string> = {
  class: 'Class',
  interface: 'Interface',
  type: 'TypeAlias',
  enum: 'Enum',
  function: 'Function',
  const: 'Variable',
};

let kinds: Map<string, string> | undefined;

/** Declared kind of every name in discord.js's typings (their docs URLs end in `:Class`, `:Interface`…). */
function discordKinds(): Map<string, string> {
  if (kinds) return kinds;
  kinds = new Map();
  for (const file of [
    'discord.js/typings/index.d.ts',
    '@discordjs/builders/dist/index.d.ts',
    '@discordjs/collection/dist/index.d.ts',
  ]) {
    let text: string;
    try {
      text = readFileSync(join(toolRoot, 'node_modules', file), 'utf8');
    } catch {
      continue;
    }
    const re = /^\s*(?:export )?(?:declare )?(?:abstract )?(class|interface|type|enum|function|const) (\w+)/gm;
    for (const match of text.matchAll(re)) if (!kinds.has(match[2]!)) kinds.set(match[2]!, KIND_NAMES[match[1]!]!);
  }
  return kinds;
}

/** Documentation URL of a discord.js symbol, or undefined for packages we do not link. */
export function externalSymbolUrl(pkg: string | undefined, name: string): string | undefined {
  const docsPackage = pkg && PACKAGES[pkg];
  if (!docsPackage) return undefined;
  const kind = discordKinds().get(name);
  return kind ? `${DOCS}/${docsPackage}/stable/${name}:${kind}` : undefined;
}
