// Words readers use for the same thing: a query word finds its synonyms too, a little below the
// word itself. The build writes the groups an index can use into its meta file (those with a word
// the site has), so the browser never guesses at a site's language.
import { fold, stem } from './words.js';

/**
 * What readers of software documentation say for the same action or thing, in English: the
 * verbs a question is asked with ("pick a model") against those a page is written with ("choose").
 */
const ENGLISH: readonly string[] = [
  'choose pick select',
  'stop prevent block cancel halt',
  'remove delete unregister',
  'show display',
  'hide silence mute suppress disable',
  'emit trigger fire dispatch',
  'error exception crash',
  'fetch retrieve',
  'update change modify edit',
  'respond reply answer',
  'wait defer',
  'settings options configuration config',
  'start launch begin',
  'limit throttle cap',
  'slow delay',
  'fast quick speed',
  'lack missing',
];

/** The groups of a site's index: English's where the site is in English, then the site's own. */
export function synonymGroups(language: string, site: readonly (readonly string[])[] = []): string[][] {
  const english = /^en\b/i.test(language) ? ENGLISH.map((group) => group.split(' ')) : [];
  return [...english, ...site.map((group) => group.map(fold))];
}

/** Stem -> the other words of its groups, for the engine: "picking" finds "choose" and "select". */
export function synonymsByStem(groups: readonly (readonly string[])[]): Map<string, string[]> {
  const others = new Map<string, string[]>();
  for (const group of groups)
    for (const word of group) {
      const list = others.get(stem(word)) ?? [];
      for (const other of group) if (other !== word && !list.includes(other)) list.push(other);
      others.set(stem(word), list);
    }
  return others;
}
