import { describe, expect, it } from 'vitest';
import type { DocSource } from '../../cli/content/types.js';
import { docFileGuesser, pageGuesser } from '../../cli/links/guess.js';

/** The guess over `docs`, for one link. */
const guessDocFile = (from: DocSource, url: string, docs: DocSource[]) => docFileGuesser(docs)(from, url);
/** A doc of `version` at `relPath` in its version's folder: all the guess reads of it. */
const doc = (relPath: string, version = 'next') => ({ relPath, version }) as DocSource;

describe('the doc a broken file link probably meant', () => {
  const docs = [
    doc('guide/01-start/01-intro.mdx'),
    doc('guide/02-commands/07-category-directory.mdx'),
    doc('guide/04-components/02-interactive/01-action-row.mdx'),
    doc('api/components/action-row.mdx'),
    doc('guide/05-old/setup.mdx'),
    doc('guide/06-new/setup.mdx'),
    doc('guide/02-commands/07-category-directory.mdx', 'v0'),
    doc('guide/01-start/02-moved-away.md', 'v0'),
  ];
  const from = doc('guide/03-events/02-custom-events.mdx');

  it('is the same path renumbered, its extension and anchor kept as written', () => {
    expect(guessDocFile(from, '../02-commands/06-category-directory.mdx#options', docs)).toBe(
      '../02-commands/07-category-directory.mdx#options',
    );
    expect(guessDocFile(from, '../01-start/intro.md', docs)).toBe('../01-start/01-intro.mdx');
  });

  it('is the doc of the same name in the folders most like the link’s, when the folder was renamed', () => {
    const using = doc('guide/04-components/01-using.mdx');
    expect(guessDocFile(using, './02-components-v1/01-action-row.mdx', docs)).toBe(
      './02-interactive/01-action-row.mdx',
    );
  });

  it('is none when the docs that could be meant tie, or none is in the linking doc’s version', () => {
    expect(guessDocFile(from, '../07-gone/setup.mdx', docs)).toBeUndefined();
    expect(guessDocFile(from, '../01-start/moved-away.mdx', docs)).toBeUndefined();
    expect(guessDocFile(from, './nowhere.mdx', docs)).toBeUndefined();
  });
});

describe('the page a broken URL probably meant', () => {
  const guess = pageGuesser([
    '/docs/guide/intro',
    '/docs/v0/guide/intro',
    '/docs/v0/api/classes/Client',
    '/docs/v1/api/classes/Client',
    '/docs/guide/commands/prefix',
  ]);

  it('is the page whose URL ends with the link', () => {
    expect(guess('/guide/commands/prefix', '/docs/guide/intro')).toBe('/docs/guide/commands/prefix');
  });

  it('is the page with one segment more, the nearest to the linking page of several', () => {
    expect(guess('/docs/api/classes/Client', '/docs/v0/guide/intro')).toBe('/docs/v0/api/classes/Client');
    expect(guess('/docs/api/classes/Client', '/docs/v1/other')).toBe('/docs/v1/api/classes/Client');
    expect(guess('/docs/guide/prefix', '/docs/guide/intro')).toBe('/docs/guide/commands/prefix');
  });

  it('is none when several are as near, or none is close', () => {
    expect(guess('/docs/api/classes/Client', '/docs/guide/intro')).toBeUndefined();
    expect(guess('/docs/nothing/like/it', '/docs/guide/intro')).toBeUndefined();
    expect(guess('/', '/docs/guide/intro')).toBeUndefined();
  });
});
