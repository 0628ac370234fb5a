import { describe, expect, it } from 'vitest';
import type { NavbarItemData } from '../../common/data.js';
import { withSiteChanges } from '../../templates/docusaurus/navbar-item-props.js';

// A site's NavbarItem wrapper that changes where an item leads, under a base URL with trailing slashes on.
const site = { baseUrl: '/harbour/', trailingSlash: true };
const item: NavbarItemData = { type: 'default', label: 'Tides', href: '/harbour/docs/tides/', position: 'left' };
const handed = { label: 'Tides', to: '/docs/tides' };
const changedTo = (props: Record<string, unknown>) => withSiteChanges(item, { ...handed, ...props }, handed, site).item;

describe("an address a site's NavbarItem gives an item", () => {
  it("leads where Docusaurus's Link leads it: under the base URL, with the site's trailing slash", () => {
    expect(changedTo({ to: '/docs/berths' })).toMatchObject({ href: '/harbour/docs/berths/', external: false });
    expect(changedTo({ to: '/docs/berths#north' }).href).toBe('/harbour/docs/berths/#north');
    expect(changedTo({ to: '/harbour/docs/berths' }).href).toBe('/harbour/docs/berths/');
    expect(changedTo({ to: '/docs/berths', autoAddBaseUrl: false }).href).toBe('/docs/berths/');
  });

  it('keeps one written pathname:// as a link out of the pages, and an address elsewhere as it is', () => {
    expect(changedTo({ href: 'pathname:///files/chart.pdf' })).toMatchObject({
      href: 'pathname:///harbour/files/chart.pdf',
      external: true,
    });
    expect(changedTo({ href: 'https://tides.example.org/today' })).toMatchObject({
      href: 'https://tides.example.org/today',
      external: true,
    });
  });
});
