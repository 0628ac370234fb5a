import { describe, expect, it } from 'vitest';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../../cli/mdx/magic-comments.js';

const HIGHLIGHT = 'theme-code-block-highlighted-line';
const marked = (code: string, language: string | undefined, comments = DEFAULT_MAGIC_COMMENTS) => {
  const { code: kept, lineClasses } = applyMagicComments(code, language, comments);
  return { code: kept, lines: Object.fromEntries(lineClasses) };
};

describe('magic comments in code blocks', () => {
  it('mark the line after a line comment and the lines of a block, and leave the code', () => {
    const code = `const a = 1;
  // highlight-next-line
  const b = 2;
/* highlight-start */
const c = 3;
const d = 4;
//highlight-end
const e = 5;`;
    expect(marked(code, 'ts')).toEqual({
      code: 'const a = 1;\n  const b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;',
      lines: { 2: [HIGHLIGHT], 3: [HIGHLIGHT], 4: [HIGHLIGHT] },
    });
  });

  it('are written in the comments of the block’s language', () => {
    expect(marked('{/* highlight-next-line */}\n<Tag />', 'jsx')).toEqual({
      code: '<Tag />',
      lines: { 1: [HIGHLIGHT] },
    });
    expect(marked('# highlight-next-line\nnpm ci', 'bash')).toEqual({ code: 'npm ci', lines: { 1: [HIGHLIGHT] } });
    expect(marked('<!-- highlight-next-line -->\n<p>', 'html')).toEqual({ code: '<p>', lines: { 1: [HIGHLIGHT] } });
    expect(marked('-- highlight-next-line\nSELECT 1;', 'sql')).toEqual({
      code: 'SELECT 1;',
      lines: { 1: [HIGHLIGHT] },
    });
    // A Python comment is no comment in TypeScript: the line stays, marking nothing.
    expect(marked('# highlight-next-line\nx = 1', 'ts')).toEqual({ code: '# highlight-next-line\nx = 1', lines: {} });
    // A language Docusaurus lists no comment style for takes any of them.
    expect(marked('# highlight-next-line\nkey: value', 'yaml')).toEqual({
      code: 'key: value',
      lines: { 1: [HIGHLIGHT] },
    });
  });

  it('leave a block of no language, a comment with other words, and a line with code before it as written', () => {
    expect(marked('// highlight-next-line\ntext', undefined).code).toBe('// highlight-next-line\ntext');
    expect(marked('// highlight-next-line, please\nx();', 'js').code).toBe('// highlight-next-line, please\nx();');
    expect(marked('x(); // highlight-next-line\ny();', 'js').code).toBe('x(); // highlight-next-line\ny();');
  });

  it("give each of the site's own comments its class, several on one line", () => {
    const comments: MagicComment[] = [
      ...DEFAULT_MAGIC_COMMENTS,
      { className: 'code-block-error-line', line: 'this-line-fails' },
      { className: 'added', block: { start: 'added-start', end: 'added-end' } },
    ];
    const code = [
      '// added-start',
      '// highlight-next-line',
      '// this-line-fails',
      'broken();',
      'fine();',
      '// added-end',
    ];
    expect(marked(code.join('\n'), 'js', comments)).toEqual({
      code: 'broken();\nfine();',
      lines: { 1: [HIGHLIGHT, 'code-block-error-line', 'added'], 2: ['added'] },
    });
  });
});
