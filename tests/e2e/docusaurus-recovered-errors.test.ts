import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../helpers/browser.js';
import { browseSiteFolder } from '../helpers/browsed-site.js';

/** A page whose first render in the browser differs from the server's, as a site's check of `window` makes it. */
const SANDBOX_PAGE = `import { useState } from 'react';
import Layout from '@theme/Layout';

export default function Sandbox() {
  const [where] = useState(() => (typeof window === 'undefined' ? 'Drawn on the server' : 'Drawn in the browser'));
  return (
    <Layout title="Sandbox">
      <p className="drawn-where">{where}</p>
    </Layout>
  );
}
`;

// A Docusaurus site's page that the browser draws otherwise than the server: React redraws it,
// and the error it recovered from is logged, as Docusaurus's client logs it, not thrown at the window.
describe('a Docusaurus page the browser draws otherwise than the server, in Chromium', () => {
  const ctx = browseSiteFolder('docusaurus-pages', (dir) =>
    writeFile(join(dir, 'src/pages/sandbox.tsx'), SANDBOX_PAGE),
  );

  it("is drawn as the browser renders it, the hydration error in the console and no uncaught error for the site's trackers", async () => {
    const { page, problems } = await openHydrated(ctx.browser, `${ctx.server.url}/sandbox`);
    await page.getByText('Drawn in the browser').waitFor();
    expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
    expect(problems).toContainEqual(
      expect.stringMatching(/^error: React recovered from this error by drawing in the browser/),
    );
  });
});
