import { afterEach, describe, expect, it } from 'vitest';
import { badSite, type BadSite } from './site.js';

let site: BadSite | undefined;
afterEach(() => site?.cleanup());

const page = (body: string) => `---\ntitle: Intro\n---\n\n${body}`;

describe('an import of Docusaurus that ckdocs does not provide', () => {
  it('fails the build naming the module, the file and line, and the modules provided', async () => {
    site = await badSite({
      'docs/guide/intro.mdx': page("import ComponentCreator from '@docusaurus/ComponentCreator';\n\nText.\n"),
    });
    const run = await site.run(['build', '--config', site.config]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${site.dir}/docs/guide/intro.mdx:5`);
    expect(run.stderr).toContain('Could not resolve "@docusaurus/ComponentCreator": ckdocs provides');
    expect(run.stderr).toContain('@docusaurus/Link');
  });

  it("fails the build naming an export the module lacks, where a component imports it, and the module's exports", async () => {
    site = await badSite({
      'docs/guide/intro.mdx': page("import Probe from '@site/src/Probe';\n\n<Probe />\n"),
      'src/Probe.jsx':
        "import { useParams } from '@docusaurus/router';\n\nexport default function Probe() {\n  return <p>{String(useParams)}</p>;\n}\n",
    });
    const run = await site.run(['build', '--config', site.config]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/src\/Probe\.jsx:1\b/);
    expect(run.stderr).toContain(
      '"@docusaurus/router" has no export "useParams" in ckdocs: it exports Redirect, useHistory, useLocation.',
    );
  });
});
