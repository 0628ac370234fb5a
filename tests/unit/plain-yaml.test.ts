import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { plainYaml } from '../../cli/shortcuts/plain-yaml.js';
import { markdownTexts } from '../helpers/markdown-files.js';

/** The front matter blocks of every doc and page of the fixture sites and content/. */
const frontMatterBlocks = () => markdownTexts().flatMap((text) => /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? []);

const READ_AS_YAML_DOES = [
  'title: Getting started',
  'title: "Hello: world # not a comment"',
  'title: \'Say "hi"\'',
  "title: Don't panic, it's fine (mostly)!",
  'sidebar_position: 3\nhide_title: true\ndraft: false',
  'sidebar_position: -12',
  'slug: /guide/first-steps',
  'description: Costs 5$ & more = a lot * 2 ~ 3^4 %',
  'title:    Spaced out   ',
  'title: A\r\ndescription: B',
  'id: install_v2-beta',
  'tags: [release, news]',
  'authors: [ada]\ntags: [ lamp ,weather-2, on_call ]',
  'tags: []',
];

const LEFT_TO_YAML = [
  'title: null',
  'title: True',
  'title: ~',
  'title:',
  'sidebar_position: 1.5',
  'sidebar_position: 007',
  'sidebar_position: 0x1F',
  'sidebar_position: -0',
  'title: .inf',
  'title: "Tab\\there"',
  "title: 'It''s'",
  'title: a: b',
  'title: word # comment',
  'tags: [a, true]',
  'tags: [a, b,]',
  'tags: [a, 1]',
  'tags: [a b, c]',
  'tags: [a, [b]]',
  'tags: [a, b] # comment',
  'tags: [a, "b"]',
  'tags:\n  - a',
  '# comment\ntitle: A',
  'title: A\ntitle: B',
  '__proto__: polluted',
  'title: &anchor A',
  'title: 2024-01-01',
  '  title: indented',
];

describe('plain front matter', () => {
  it('reads simple front matter as the YAML parser does', () => {
    for (const block of READ_AS_YAML_DOES) expect(plainYaml(block), block).toEqual(parse(block));
  });

  it('leaves to the YAML parser what it could read otherwise', () => {
    for (const block of LEFT_TO_YAML) expect(plainYaml(block), block).toBeUndefined();
  });

  it("gives the YAML parser's answer for every front matter of the fixture sites and content/ it reads", () => {
    const blocks = frontMatterBlocks();
    const read = blocks.filter((block) => plainYaml(block) !== undefined);
    // Most are plain enough: the point of reading them without the parser.
    expect(read.length).toBeGreaterThan(blocks.length / 2);
    for (const block of read) expect(plainYaml(block), block).toEqual(parse(block));
  });
});
