import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withQuickReadingTime } from '../../cli/docusaurus/blog-reading-time.js';
import type { ListedPlugin } from '../../cli/docusaurus/plugin-list.js';
import { asciiWordCount, lineByLineWordCount } from '../../cli/shortcuts/word-count.js';
import { shortcutOn } from '../../cli/shortcuts/switch.js';
import { markdownTexts } from '../helpers/markdown-files.js';

const segmenters = new Map<string, Intl.Segmenter>();
const segmenterCount = (text: string, locale = 'en') => {
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  return [...segmenter.segment(text)].filter((segment) => segment.isWordLike).length;
};

/** The texts `count` counts otherwise than the segmenter, each with both counts. */
const miscounted = (texts: string[], count: (text: string) => number | undefined, locale?: string) =>
  texts.flatMap((text) => {
    const [ours, segmenter] = [count(text), segmenterCount(text, locale)];
    return ours === segmenter ? [] : [{ text, ours, segmenter }];
  });

describe('the word-count shortcut', () => {
  // Where letters, digits, `_` and the marks between them make one word or several.
  const JOINS = [
    'e.g. a.b.c 3.14.15 a.1 1.a a..b',
    "don't 1'2 a'1 a.'b",
    'a:b a:1 https://example.org/path',
    '1,000 1;2 a,b 1.,2',
    '_ __ a_ _a __init__ _1_ a__b',
    'x1y 1x `code` ## heading\r\nnext\tline',
    '',
  ];
  it.each(JOINS)('counts what Intl.Segmenter counts as words in %j', (text) => {
    expect(asciiWordCount(text)).toBe(segmenterCount(text));
  });

  it('counts as the segmenter does on random ASCII text and on every page of the fixtures and content/', () => {
    const alphabet = 'aZ09_.\',;:- \n\t/#*`()[]"!?@$%^&{}<>=+|~\\\r';
    // A fixed sequence, so that a failure repeats.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const random = Array.from({ length: 10_000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(
        '',
      ),
    );
    const ascii = markdownTexts().filter((text) => asciiWordCount(text) !== undefined);
    expect(ascii.length).toBeGreaterThan(50);
    expect(miscounted([...random, ...ascii], asciiWordCount)).toEqual([]);
  });

  it("counts any text line by line as the segmenter counts it whole, in the post's locale", () => {
    // Chinese and Thai (cut by a dictionary), Japanese, Korean, Persian, accents, joined emoji, a mark after a line break.
    const pieces = ['a', 'b', ' ', '\n', '\r\n', '中文', '字。', '，', '日本語', 'カー', '\u0301', '👍', '🏳️‍🌈'];
    const more = ['1', '.', ',', "'", '_', '-', 'é', '한국', '\t', 'ไทย', 'عربی', '`x`'];
    const alphabet = [...pieces, ...more];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const texts = Array.from({ length: 1500 }, () =>
      Array.from({ length: Math.floor(next() * 30) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    ).concat(markdownTexts().slice(0, 40));
    for (const locale of ['en', 'zh-CN', 'ja', 'fa', 'ko'])
      expect(
        miscounted(texts, (text) => lineByLineWordCount(text, locale), locale),
        locale,
      ).toEqual([]);
  });

  it('gives the segmenter only the lines that are not ASCII', () => {
    const post = '## 安装\n\n先装好依赖：\n\n```bash\nnpm install commandkit discord.js\n```\n';
    const whole = segmenterCount(post, 'zh-CN');
    const lines: string[] = [];
    const segment = Intl.Segmenter.prototype.segment;
    Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, text: string) {
      lines.push(text);
      return segment.call(this, text);
    };
    try {
      lineByLineWordCount('warm', 'zh-CN');
      lines.length = 0;
      expect(lineByLineWordCount(post, 'zh-CN')).toBe(whole);
      expect(lines).toEqual(['## 安装', '先装好依赖：']);
    } finally {
      Intl.Segmenter.prototype.segment = segment;
    }
  });

  it('leaves a text with any other character to the segmenter', () => {
    expect(asciiWordCount('Café au lait')).toBeUndefined();
    expect(asciiWordCount('日本語のテキスト')).toBeUndefined();
  });
});

describe("a Docusaurus blog's reading time", () => {
  const require = createRequire(import.meta.url);
  const entryPath = require.resolve('@docusaurus/plugin-content-blog');
  const { calculateReadingTime } = require(join(entryPath, '../readingTime.js')) as {
    calculateReadingTime: (content: string, locale: string, options?: { wordsPerMinute?: number }) => number;
  };
  const defaultReadingTime = ({ content, locale, options }: { content: string; locale: string; options?: object }) =>
    calculateReadingTime(content, locale, options);
  const blog = require(entryPath) as Record<string, unknown>;
  const listed = (readingTime: unknown) =>
    ({
      packageName: '@docusaurus/plugin-content-blog',
      config: { entryPath, plugin: blog.default, pluginModule: { path: entryPath, module: blog } },
      options: { id: 'default', readingTime },
    }) as unknown as ListedPlugin;
  /** A site's own plugin (a file of its folder, no package) whose module is `module`. */
  const sitePlugin = (module: Record<string, unknown>, readingTime: unknown) =>
    ({
      config: { entryPath: import.meta.filename, plugin: module.default, pluginModule: { path: './blog', module } },
      options: { id: 'default', readingTime },
    }) as unknown as ListedPlugin;

  it("is the installed plugin's minutes, through the site's own readingTime, for ASCII posts and others", () => {
    const paced = (args: { content: string; locale: string; defaultReadingTime: typeof defaultReadingTime }) =>
      args.defaultReadingTime({ content: args.content, locale: args.locale, options: { wordsPerMinute: 90 } });
    const options = withQuickReadingTime(listed(paced));
    const readingTime = options.readingTime as typeof paced;
    for (const content of markdownTexts().slice(0, 40).concat('Ünïcode words here '.repeat(50)))
      expect(readingTime({ content, locale: 'en', defaultReadingTime })).toBe(
        calculateReadingTime(content, 'en', { wordsPerMinute: 90 }),
      );
  });

  type Own = (args: { content: string; locale: string; defaultReadingTime: typeof defaultReadingTime }) => number;
  const own: Own = (args) => args.defaultReadingTime(args);

  it('follows a post through its edits, as serve reads every post again at each save', () => {
    const readingTime = withQuickReadingTime(listed(own)).readingTime as Own;
    const minutesOf = (content: string) => readingTime({ content, locale: 'zh-CN', defaultReadingTime });
    const post = '先装好依赖，然后启动机器人。\n\n```bash\nnpm install commandkit\n```\n'.repeat(120);
    const edited = `${post}${'再写一段关于命令的说明。'.repeat(200)}`;
    for (const content of [post, edited, post, edited])
      expect(minutesOf(content)).toBe(calculateReadingTime(content, 'zh-CN'));
    expect(minutesOf(edited)).toBeGreaterThan(minutesOf(post));
  });

  /**
   * The minutes `plugin`'s readingTime gives a post of 300 ASCII words, and whether the segmenter
   * counted them (its first count in a locale checks the segmenter once: not counted).
   */
  function countOf(plugin: ListedPlugin): { minutes: number; segmented: boolean } {
    const readingTime = withQuickReadingTime(plugin).readingTime as Own;
    readingTime({ content: 'word', locale: 'en', defaultReadingTime });
    const segment = Intl.Segmenter.prototype.segment;
    let segmented = false;
    Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, text: string) {
      segmented = true;
      return segment.call(this, text);
    };
    try {
      return { minutes: readingTime({ content: 'word '.repeat(300), locale: 'en', defaultReadingTime }), segmented };
    } finally {
      Intl.Segmenter.prototype.segment = segment;
    }
  }

  it('counts an ASCII post without the segmenter (with the shortcut off, with it), and leaves other plugins as they are', () => {
    // With the shortcut off (CKDOCS_SHORTCUTS), the plugin's own count runs, through the segmenter.
    expect(countOf(listed(own))).toEqual({ minutes: 1.5, segmented: !shortcutOn('word-count') });
    const other = sitePlugin({ default: () => ({ name: 'some-blog-plugin' }), validateOptions: () => ({}) }, () => 1);
    expect(withQuickReadingTime(other)).toBe(other.options);
  });

  it("counts alike for a site's own plugin that wraps the blog plugin, re-exporting its module", () => {
    // As a site writes one to add data beside the posts: the blog plugin's exports, its own default.
    const wrapper = sitePlugin({ ...blog, default: async () => ({ name: 'docusaurus-plugin-content-blog' }) }, own);
    expect(countOf(wrapper)).toEqual({ minutes: 1.5, segmented: !shortcutOn('word-count') });
  });
});
