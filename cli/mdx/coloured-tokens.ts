/**
 * The token types the theme colours (templates/css/code.css, `.token.<type>`; a test keeps the two alike). A
 * token of another type (punctuation, operators, a template string around its parts, an embedded
 * script) gets no span of its own and takes the colour of the token around it: a span on every
 * bracket and dot would double a code block's HTML for nothing on screen.
 */
export const COLOURED_TOKENS = new Set([
  'keyword',
  'important',
  'atrule',
  'selector',
  'rule',
  'string',
  'char',
  'regex',
  'attr-value',
  'url',
  'inserted',
  'number',
  'boolean',
  'constant',
  'symbol',
  'entity',
  'comment',
  'prolog',
  'doctype',
  'cdata',
  'function',
  'function-variable',
  'class-name',
  'builtin',
  'namespace',
  'property',
  'attr-name',
  'tag',
  'variable',
  'key',
  'decorator',
  'annotation',
  'directive',
  'parameter',
  'deleted',
]);
