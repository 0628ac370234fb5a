import { describe, expect, it } from 'vitest';
import { absoluteAddresses, postContainer } from '../../cli/docusaurus/blog-feed-items.js';

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
