import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The text of every Markdown file of the fixtures and content/ as written: node_modules and hidden
 * folders (a build's cache, with its copies of built pages) aside.
 */
export function markdownTexts(): string[] {
  const texts: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) visit(path);
      } else if (/\.mdx?$/.test(entry.name)) texts.push(readFileSync(path, 'utf8'));
    }
  };
  for (const dir of ['fixtures', 'content']) visit(dir);
  return texts;
}
