import { describe, expect, it } from 'vitest';
import { htmlShell, type HtmlOptions } from '../../cli/render/html.js';
import type { PageData, SiteData } from '../../common/data.js';

const site = { url: 'https://shell.test', baseUrl: '/', colorMode: { defaultMode: 'light' } } as SiteData;
// Page data whose text could end the script element or open an HTML comment in it, were it not escaped.
const page = {
  kind: 'doc',
  path: '/docs/tricky',
  title: 'Ending </script> and </SCRIPT >, <!-- a comment --> and <b>bold</b>',
  description: 'A <script>alert(1)</script> in prose, and \u2028 a line separator',
} as PageData;
const options = {
  site,
  page,
  assets: { css: '/s.css', main: '/m.js', preload: [] },
  canonicalPath: '/docs/tricky',
  headScript: '',
  locale: { lang: 'en', dir: 'ltr', alternates: [] },
};

/** The text of the page data's script element as an HTML parser reads it: up to the first `</script`. */
function scriptText(after: string): string {
  const start = after.indexOf('>', after.indexOf('id="__ck_data"')) + 1;
  return after.slice(start, after.slice(start).search(/<\/script/i) + start);
}

describe("a page's HTML around its body", () => {
  it('carries the page data intact in its script, with nothing in it that ends or escapes the element', () => {
    const [, after] = htmlShell(options as HtmlOptions);
    const text = scriptText(after);
    expect(text).not.toContain('<!--');
    expect(JSON.parse(text)).toEqual({ page });
    // Only what could end or escape the element is escaped: other markup stays as it is, smaller.
    expect(text).toContain('<b>bold<\\/b>');
  });

  it('checks the base URL only where the site is under one', () => {
    const [atRoot] = htmlShell(options as HtmlOptions);
    const [under] = htmlShell({ ...options, site: { ...site, baseUrl: '/sub/' } } as HtmlOptions);
    expect(atRoot).not.toContain('base-url-issue-banner');
    expect(under).toContain('base-url-issue-banner');
  });
});
