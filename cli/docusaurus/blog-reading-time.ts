import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { shortcut } from '../shortcuts/switch.js';
import { ASCII_SAMPLE, asciiWordCount, keptWordCount } from '../shortcuts/word-count.js';
import { blogPluginFile } from './blog-plugin-file.js';
import type { ListedPlugin } from './plugin-list.js';

type Count = (args: { content: string; locale?: string; options?: { wordsPerMinute?: number } }) => number;
type ReadingTime = (args: { defaultReadingTime: Count } & Record<string, unknown>) => unknown;

const wordCount = shortcut('word-count', keptWordCount);

/** Minutes to read a number of words, in hundredths, as the blog plugin's own count gives them. */
const minutes = (words: number, perMinute = 200) => Math.round((words / perMinute) * 100) / 100;

/** A text whose words and minutes the installed plugin must agree on before its count is taken over. */
const SAMPLE = `${ASCII_SAMPLE}${'word '.repeat(333)}`;

/**
 * Whether the installed blog plugin counts words as `Intl.Segmenter` does (its readingTime.js,
 * Docusaurus 3.8 on; earlier ones count with the `reading-time` package) and gives minutes as
 * `minutes` does: asked on a sample, with its default and another pace.
 */
function countsAsSegmenter(pluginFile: string): boolean {
  const file = join(dirname(pluginFile), 'readingTime.js');
  if (!existsSync(file)) return false;
  const own = (createRequire(file)(file) as { calculateReadingTime?: unknown }).calculateReadingTime;
  if (typeof own !== 'function') return false;
  const words = asciiWordCount(SAMPLE)!;
  return own(SAMPLE, 'en') === minutes(words) && own(SAMPLE, 'en', { wordsPerMinute: 7 }) === minutes(words, 7);
}

/**
 * The blog plugin's options (or those of a plugin wrapping it) with its `readingTime` handed a
 * `defaultReadingTime` that counts a post's ASCII lines without the segmenter (the `word-count`
 * shortcut), giving the plugin's own minutes; a plugin that counts otherwise keeps its count.
 */
export function withQuickReadingTime(listed: ListedPlugin): Record<string, unknown> {
  const { options } = listed;
  const readingTime = options.readingTime as ReadingTime | undefined;
  if (typeof readingTime !== 'function') return options;
  const pluginFile = blogPluginFile(listed);
  if (!pluginFile || !countsAsSegmenter(pluginFile)) return options;
  return {
    ...options,
    readingTime: (args: Parameters<ReadingTime>[0]) =>
      readingTime({
        ...args,
        defaultReadingTime: (count: Parameters<Count>[0]) => {
          const words = wordCount(count.content, count.locale);
          return words === undefined ? args.defaultReadingTime(count) : minutes(words, count.options?.wordsPerMinute);
        },
      }),
  };
}
