/** A stylesheet's top-level blocks, each its prelude (a selector, or an at-rule) and its body. */
export function blocksOf(css: string): { selector: string; body: string }[] {
  const blocks: { selector: string; body: string }[] = [];
  let end = 0;
  for (let at = 0, depth = 0, start = 0; at < css.length; at++) {
    if (css[at] === '{' && depth++ === 0) start = at;
    if (css[at] !== '}' || --depth !== 0) continue;
    blocks.push({
      selector: css
        .slice(end, start)
        .replace(/^[\s;]+/, '')
        .trim(),
      body: css.slice(start + 1, at),
    });
    end = at + 1;
  }
  return blocks;
}
