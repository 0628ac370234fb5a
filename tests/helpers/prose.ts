/**
 * Counts the words a reader reads as prose on a page: front matter, import/export lines, code
 * fences, JSX/HTML tags and admonition markers excluded.
 */
export function proseWordCount(source: string): number {
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/^(import|export)\s.*$/gm, '')
    .replace(/<[^>\n]*>/g, ' ')
    .replace(/^:::.*$/gm, '')
    .replace(/`[^`\n]*`/g, 'code');
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** Whether the page shows at least one fenced code block. */
export function hasCodeExample(source: string): boolean {
  return /^(`{3,}|~{3,})[a-z]*/m.test(source.replace(/^---\n[\s\S]*?\n---\n/, ''));
}
