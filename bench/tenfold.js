// The bench's 10x site: content/ with its guides copied until it has about ten times the pages.
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moveAside } from './trash.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const content = join(root, 'content');

/**
 * Makes a copied page differ from the original, as another page of a real site would: each
 * JavaScript-like code block gets a line of its own, so no highlighting is shared between copies.
 */
function distinguish(dir, copy) {
  for (const file of readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.mdx?$/.test(f))) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8').replace(
      /^([ \t]*)(```(?:ts|tsx|js|jsx|typescript|javascript)\b[^\n]*\n)/gm,
      `$1$2$1// copy ${copy}\n`,
    );
    writeFileSync(path, text);
  }
}

/** A copy of content/ with the guides repeated until it has about ten times the pages. */
export function tenfold(pages) {
  // Beside content/, so that the relative paths in its config and tsconfigs resolve as they do there.
  const dir = join(root, '.bench-10x');
  moveAside(dir);
  cpSync(content, dir, { recursive: true, filter: (src) => !src.includes('.ckdocs-cache') });
  const guides = ['docs/guide', 'versioned_docs/version-0.1.10/guide'];
  const perCopy = guides.reduce(
    (n, g) => n + readdirSync(join(dir, g), { recursive: true }).filter((f) => /\.mdx?$/.test(String(f))).length,
    0,
  );
  const copies = Math.ceil((pages * 9) / perCopy);
  for (let i = 1; i <= copies; i++) {
    for (const g of guides) {
      // Copied from content/, not from the folder being filled: a folder cannot be copied into itself.
      const target = join(dir, g, `99-copy-${i}`);
      cpSync(join(content, g), target, { recursive: true });
      distinguish(target, i);
      writeFileSync(join(target, '_category_.json'), JSON.stringify({ label: `Copy ${i}`, position: 100 + i }));
    }
  }
  return dir;
}
