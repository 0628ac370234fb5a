import { describe, expect, it } from 'vitest';
import { kebabCase } from '../../cli/blog/authors.js';

// An author's page is at their key in kebab case (`page: true`), where a Docusaurus site with
// the same authors file puts it: the same words, split and joined alike.
describe("an author's page slug", () => {
  it.each([
    ['mira', 'mira'],
    ['JohnDoe', 'john-doe'],
    ['john_doe', 'john-doe'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['userID', 'user-id'],
    ['v2Beta', 'v-2-beta'],
    ['Ada Lovelace', 'ada-lovelace'],
    ['dev.team', 'dev-team'],
    ['José María', 'jose-maria'],
    ['张三', '张三'],
  ])('makes %j %j', (key, slug) => {
    expect(kebabCase(key)).toBe(slug);
  });
});
