import { appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ckdocs } from '../helpers/ckdocs.js';
import { copyFixture } from '../helpers/site.js';
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

describe("a Docusaurus site's Markdown that requires a file the site does not have", () => {
  it('fails build and check at the line of each, a blog post shown on list pages at its own file', async () => {
    const blog = await copyFixture('docusaurus-blog');
    try {
      const post = join(blog.dir, 'blog/2024-02-14-fog-horns.mdx');
      const doc = join(blog.dir, 'docs/intro.md');
      await appendFile(post, "\n<img src={require('@site/static/img/beacon.png').default} />\n");
      await appendFile(doc, "\n<img src={require('@site/static/img/lantern.png').default} />\n");
      const lineOf = async (file: string) => (await readFile(file, 'utf8')).trimEnd().split('\n').length;
      for (const command of ['build', 'check']) {
        const failed = await ckdocs([command], {}, blog.dir);
        expect(failed.code, failed.stderr).toBe(1);
        expect(failed.stderr).toContain(
          `${post}:${await lineOf(post)}:19 Could not resolve "@site/static/img/beacon.png"`,
        );
        expect(failed.stderr).toContain(
          `${doc}:${await lineOf(doc)}:19 Could not resolve "@site/static/img/lantern.png"`,
        );
        // Once each, though the list, tag and author pages show the post too.
        expect(failed.stderr.match(/beacon\.png/g)).toHaveLength(2);
      }
    } finally {
      await blog.cleanup();
    }
  });
});

describe("a Docusaurus site's own prism-include-languages that does not compile", () => {
  it('fails the build naming the file and line, as Docusaurus would stop on it', async () => {
    const fixture = await copyFixture('docusaurus-site-code');
    try {
      const file = join(fixture.dir, 'src/theme/prism-include-languages.js');
      await appendFile(file, '\nexport const broken = ;\n');
      const run = await ckdocs(['build'], {}, fixture.dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`${file}:`);
      expect(run.stderr).toContain(`Cannot compile ${file}: Unexpected ";"`);
    } finally {
      await fixture.cleanup();
    }
  });
});
