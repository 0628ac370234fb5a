import { describe, expect, it } from 'vitest';
import { deferringHtml, fillHtml, html, type HtmlJob } from '../../cli/api/deferred-html.js';

// Pieces whose HTML holds quotes, backslashes, line breaks and links: what JSON must carry intact.
const jobs: HtmlJob[] = [
  { kind: 'markdown', text: 'Says "hi" to `a\\b`.\n\n```ts\nconst s = "x\\ny";\n```' },
  { kind: 'inline', text: 'Resolves [the cache](/docs/api#cache) — or *throws*.' },
  {
    kind: 'code',
    text: 'function get(key: string): Promise<Cache | undefined>',
    links: [['Cache', '/docs/api/cache']],
  },
  { kind: 'type', text: 'Map<string, Cache>', links: [['Cache', '/docs/api/cache']] },
  { kind: 'markdown', text: '   ' },
];

describe('HTML left as placeholders by the TypeDoc worker', () => {
  it('fills in to exactly what was made on the spot, in nested data, each piece made once', () => {
    const direct = { pages: [{ body: jobs.map(html).join('\n'), members: jobs.map((job) => ({ html: html(job) })) }] };
    const { value, jobs: left } = deferringHtml(() => ({
      pages: [{ body: jobs.map(html).join('\n'), members: jobs.map((job) => ({ html: html(job) })) }],
    }));
    expect(JSON.stringify(value)).not.toContain('<p>');
    // The empty one is no HTML at all; the others are made once though asked for twice.
    expect(left).toHaveLength(4);
    expect(fillHtml(value, left)).toEqual(direct);
    expect(direct.pages[0]!.members[2]!.html).toContain('href="/docs/api/cache"');
  });
});
