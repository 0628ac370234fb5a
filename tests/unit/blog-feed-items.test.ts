import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteAddresses, postContainer, withRenderedFeedItems } from '../../cli/docusaurus/blog-feed-items.js';
import type { ListedPlugin } from '../../cli/docusaurus/plugin-list.js';

// A Docusaurus blog's feed items carry each post's text as its page has it: what the element
// the classic theme puts it in holds, its links and images made absolute for feed readers.
describe("a blog post's text for its feed items", () => {
  const page = (inner: string) =>
    `<html><body><article><div class="meta"><div>x</div></div><div id="__blog-post-container" class="markdown">${inner}</div><footer><div>tags</div></footer></article></body></html>`;

  it('is what the post container holds, blocks nested in it included', () => {
    const inner = '<p>One</p><div class="admonition"><div><p>Two</p></div></div><p>Three</p>';
    expect(postContainer(page(inner))).toEqual({ tag: 'div', inner });
    expect(postContainer('<html><body><p>No post here</p></body></html>')).toBeUndefined();
  });

  it("makes links' and images' addresses absolute from the post's, leaving other attributes", () => {
    const html =
      '<p><a href="/blog/other?a=1&amp;b=2">other</a> <a href="#schedule">here</a> <a href="https://example.org">out</a></p>' +
      '<img src="./img/lamp.png" srcset="/img/lamp.png 1x, /img/lamp-2x.png 2x" alt="The lamp"/><span data-href="/x">x</span>';
    expect(absoluteAddresses(html, 'https://keepers.example.org/blog/2024/02/14/fog-horns/')).toBe(
      '<p><a href="https://keepers.example.org/blog/other?a=1&amp;b=2">other</a> ' +
        '<a href="https://keepers.example.org/blog/2024/02/14/fog-horns/#schedule">here</a> ' +
        '<a href="https://example.org/">out</a></p>' +
        '<img src="https://keepers.example.org/blog/2024/02/14/fog-horns/img/lamp.png" ' +
        'srcset="https://keepers.example.org/img/lamp.png 1x, https://keepers.example.org/img/lamp-2x.png 2x" alt="The lamp"/>' +
        '<span data-href="/x">x</span>',
    );
  });
});

describe("a Docusaurus blog's feed items", () => {
  const require = createRequire(import.meta.url);
  const entryPath = require.resolve('@docusaurus/plugin-content-blog');
  const blog = require(entryPath) as Record<string, unknown>;
  const listed = (feedOptions: Record<string, unknown>) =>
    ({
      packageName: '@docusaurus/plugin-content-blog',
      config: { entryPath, plugin: blog.default, pluginModule: { path: entryPath, module: blog } },
      options: { id: 'default', feedOptions },
    }) as unknown as ListedPlugin;
  const post = {
    metadata: {
      title: 'Fog horns',
      permalink: '/blog/fog-horns',
      date: new Date('2024-02-14T00:00:00Z'),
      description: 'Twice a minute now.',
      authors: [{ name: 'Ada Trim', url: 'https://ada.example.org' }],
      tags: [{ label: 'Weather' }],
    },
  };
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'ck-feed-items-'));
    await mkdir(join(outDir, 'blog/fog-horns'), { recursive: true });
    await writeFile(
      join(outDir, 'blog/fog-horns/index.html'),
      '<html><body><article><div id="__blog-post-container" class="markdown"><p>See <a href="/blog/first-light">first light</a>.</p></div></article></body></html>',
    );
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it("are the plugin's fields, each post's text from its page, and what a site's own createFeedItems is given as the default", async () => {
    let given: unknown[] | undefined;
    const own = async (args: { defaultCreateFeedItems: (a: unknown) => Promise<unknown[]> }) => {
      given = await args.defaultCreateFeedItems(args);
      return given.slice(0, 1);
    };
    const options = withRenderedFeedItems(listed({ type: ['rss'], createFeedItems: own }), {
      id: 'default',
      feedOptions: { type: ['rss'], createFeedItems: own },
    });
    const createFeedItems = (options.feedOptions as { createFeedItems: (args: unknown) => Promise<unknown[]> })
      .createFeedItems;
    const items = await createFeedItems({
      blogPosts: [post],
      siteConfig: { url: 'https://keepers.example.org', baseUrl: '/', trailingSlash: undefined },
      outDir,
      defaultCreateFeedItems: () => Promise.reject(new Error('the plugin parses the page')),
    });
    expect(items).toEqual(given);
    expect(items).toEqual([
      {
        title: 'Fog horns',
        id: 'https://keepers.example.org/blog/fog-horns',
        link: 'https://keepers.example.org/blog/fog-horns',
        date: post.metadata.date,
        description: 'Twice a minute now.',
        category: [{ name: 'Weather', term: 'Weather' }],
        content: '<p>See <a href="https://keepers.example.org/blog/first-light">first light</a>.</p>',
        author: [{ name: 'Ada Trim', link: 'https://ada.example.org', email: undefined }],
      },
    ]);
  });

  it('leave a blog without feeds as it is', () => {
    const options = { id: 'default', feedOptions: { type: null } };
    expect(withRenderedFeedItems(listed(options.feedOptions), options)).toBe(options);
  });
});
