/**
 * Edits between two words: insertions, deletions, substitutions and swaps of neighbours, so that
 * `titel` is one edit from `title`, as a typing slip is.
 */
function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The valid name a mistyped one most likely meant, or undefined when none is close: at most a
 * third of the name's letters may differ (case aside), so that a short name is never "corrected"
 * into an unrelated one.
 */
export function closestName(name: string, valid: Iterable<string>): string | undefined {
  const typed = name.toLowerCase();
  let closest: string | undefined;
  let fewest = Math.max(1, Math.floor(typed.length / 3)) + 1;
  for (const candidate of valid) {
    const edits = editDistance(typed, candidate.toLowerCase());
    if (edits < fewest) {
      closest = candidate;
      fewest = edits;
    }
  }
  return closest;
}

/**
 * "`key` is not <what>: did you mean `x`?", or the valid names when none is close; `parent` is
 * the path written before the key (`navbar.`).
 */
export function unknownNameMessage(name: string, what: string, valid: readonly string[], parent = ''): string {
  const closest = closestName(name, valid);
  return closest
    ? `\`${parent}${name}\` is not ${what}: did you mean \`${closest}\`?`
    : `\`${parent}${name}\` is not ${what}; the valid ones are ${valid.map((v) => `\`${v}\``).join(', ')}`;
}
