// A Docusaurus site's config, once Docusaurus has accepted it, builds: what ckdocs's schema cannot
// take of it is left out, each value named for the warning (cli/config/load.ts).
import { describe, expect, it } from 'vitest';
import { parseLeavingOut } from '../../cli/config/leave-out.js';
import { siteConfigSchema } from '../../cli/config/schema.js';

const SITE = {
  title: 'T',
  url: 'https://t.test',
  docs: { versions: [{ name: 'v', label: 'V', path: '/docs', dir: 'docs', mainDocId: 'guide/a' }] },
};

describe('a mapped Docusaurus config ckdocs cannot take all of', () => {
  it('leaves out the value it refuses and keeps the rest of its object', () => {
    const raw = { ...SITE, footer: { copyright: 'C', logo: { src: 'logo.svg', alt: 'L', height: { px: 30 } } } };
    const { parsed, leftOut } = parseLeavingOut(siteConfigSchema, raw);
    expect(parsed.success && parsed.data.footer.logo).toEqual({ src: 'logo.svg', alt: 'L' });
    expect(parsed.success && parsed.data.footer.copyright).toBe('C');
    expect(leftOut.map((problem) => problem.path.join('.'))).toEqual(['footer.logo.height']);
    expect(leftOut[0]!.text).toContain('footer.logo.height');
    // The site's own object is left as it was: plugins read it too.
    expect(raw.footer.logo.height).toEqual({ px: 30 });
  });

  it('leaves out an object that lacks what it needs, and one item of a list, not the list', () => {
    const raw = {
      ...SITE,
      footer: { logo: { alt: 'no image' }, links: [{ label: 'A', href: 'https://a.test' }, { label: 7 }] },
    };
    const { parsed, leftOut } = parseLeavingOut(siteConfigSchema, raw);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.footer.logo).toBeUndefined();
    expect(parsed.data.footer.links).toHaveLength(1);
    expect(leftOut.map((problem) => problem.path.join('.'))).toEqual(['footer.links.1', 'footer.logo']);
    // Why, in the words of the value at fault: the item's label, the logo's image.
    expect(leftOut.map((problem) => problem.text)).toEqual([
      'footer.links.1.label: expected string, got number 7',
      'footer.logo.src: expected string, got nothing',
    ]);
  });
});
