// Searching text of other scripts than the Latin: Chinese and Japanese, written without spaces
// between words, and Persian, whose words join their suffixes with a zero-width non-joiner and
// whose letters have Arabic twins on some keyboards. The index and the query cut words alike.
import { describe, expect, it } from 'vitest';
import { indexFiles } from '../../cli/search/index-files.js';
import type { IndexRecord } from '../../common/search/index-format.js';
import { search } from '../../runtime/search/engine.js';
import { openIndex } from '../../runtime/search/open-index.js';

const page = (url: string, title: string, content: string): IndexRecord[] => {
  const hierarchy = ['Docs', title, null, null, null, null, null];
  return [
    { url, type: 'lvl1', hierarchy, content: null },
    { url, type: 'content', hierarchy, content },
  ];
};

const records = [
  ...page('/zh/cache', '缓存', '命令处理程序会把回复缓存起来，直到你让它失效。'),
  ...page('/zh/events', '事件', '每个事件文件导出一个函数，机器人收到事件时调用它。'),
  ...page('/ja/commands', 'コマンド', 'コマンドファイルはボットが起動するときに読み込まれます。'),
  ...page('/fa/gauges', 'سنجه‌ها', 'دیده‌بان جزر و مد ارتفاع آب را در هر سنجه‌ی بندر ثبت می‌کند.'),
  ...page('/fa/calibration', 'واسنجی', 'هر فصل، سنجه را با نشانه‌ی ثابت مقایسه کنید.'),
];
const files = indexFiles(records, () => false);
const index = await openIndex('/search/meta.json', async (url) => JSON.parse(files.get(url.slice('/search/'.length))!));
const pages = async (query: string) => [...new Set((await search(index, { query })).hits.map((hit) => hit.url))];
/** The text of the first hit, its matches in brackets. */
const marked = async (query: string) =>
  (await search(index, { query, highlightPreTag: '[', highlightPostTag: ']' })).hits[0]?._highlightResult.content
    ?.value;

describe('search in Chinese and Japanese', () => {
  it('finds the page holding two or three characters written inside a longer run', async () => {
    expect(await pages('处理')).toEqual(['/zh/cache']);
    expect(await pages('处理程序')).toEqual(['/zh/cache']);
    expect(await pages('机器人')).toEqual(['/zh/events']);
    expect(await pages('起動')).toEqual(['/ja/commands']);
  });

  // A character's own file: a kana keeps its voicing mark (が is not か), as a letter of its own.
  it('keeps their words in a file per character, not one per pair of characters', () => {
    const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u;
    const characters = new Set(records.flatMap((record) => [...`${record.hierarchy.join('')}${record.content ?? ''}`]));
    const shards = (JSON.parse(files.get('meta.json')!) as { shards: string[] }).shards.filter((key) => cjk.test(key));
    expect(shards.sort()).toEqual([...characters].filter((char) => cjk.test(char)).sort());
  });

  it('finds a page by one character, and marks the characters a query names', async () => {
    expect(await pages('事')).toEqual(['/zh/events']);
    expect(await marked('回复缓存')).toBe('命令处理程序会把[回复缓存]起来，直到你让它失效。');
  });
});

describe('search in Persian', () => {
  it('finds a word whatever suffix it joined, and typed with the Arabic yeh and kaf a keyboard may give', async () => {
    expect(await pages('سنجه')).toEqual(expect.arrayContaining(['/fa/gauges', '/fa/calibration']));
    expect(await pages('سنجه‌ها')).toContain('/fa/gauges');
    expect(await pages('دیده‌بان')).toEqual(['/fa/gauges']);
    expect(await pages('واسنجي')).toEqual(['/fa/calibration']);
    expect(await pages('مي‌كند')).toEqual(['/fa/gauges']);
  });
});
