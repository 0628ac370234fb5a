// What a reader sees for the questions the ranking handles beyond its tuned names: the records are
// made from routes as a build makes them (cli/search/records.ts), so that group names, labels and
// descriptions are the ones the search index really gets.
import { describe, expect, it } from 'vitest';
import { indexFiles } from '../../cli/search/index-files.js';
import { versionRecords } from '../../cli/search/records.js';
import type { CompiledDoc } from '../../cli/mdx/types.js';
import type { SearchSection } from '../../cli/mdx/remark-search-sections.js';
import type { Route } from '../../cli/routes/types.js';
import { synonymGroups } from '../../common/search/synonyms.js';
import type { Meta } from '../../common/search/index-format.js';
import { search } from '../../runtime/search/engine.js';
import { openIndex } from '../../runtime/search/open-index.js';

const compiled = new Map<NonNullable<Route['doc']>, CompiledDoc>();

/** A page's doc data in the `next` version, under its sidebar's top category. */
const docData = (path: string, title: string, sidebar: string, category: string) => ({
  version: 'next',
  permalink: path,
  title,
  sidebar,
  breadcrumbs: [{ label: category }, { label: title }],
});

/** A guide page, with its front matter and sections. */
function guide(
  path: string,
  category: string,
  title: string,
  sections: SearchSection[],
  frontMatter: { description?: string; keywords?: string[]; sidebar_label?: string } = {},
): Route {
  const doc = { frontMatter: { keywords: [], ...frontMatter } } as unknown as NonNullable<Route['doc']>;
  compiled.set(doc, { searchSections: sections } as CompiledDoc);
  return { path, doc, page: { doc: docData(path, title, 'guide', category) } } as unknown as Route;
}

/** An API symbol's page in the `commandkit` package, with its members. */
function symbol(path: string, name: string, kind: string, summary: string, members: string[] = []): Route {
  const groups = [{ members: members.map((m) => ({ anchor: m.toLowerCase(), name: m, bodyHtml: `<p>${m}.</p>` })) }];
  const api = { name, kind, bodyHtml: `<p>${summary}</p>`, groups };
  return { path, page: { doc: docData(path, name, 'api', 'commandkit'), api } } as unknown as Route;
}

/** The `commandkit` package's index of classes. */
function classes(path: string, names: string[]): Route {
  const apiIndex = { groups: [{ items: names.map((name) => ({ name })) }] };
  return {
    path,
    page: { doc: docData(path, 'Classes of commandkit', 'api', 'commandkit'), apiIndex },
  } as unknown as Route;
}

const text = (text: string, title?: string): SearchSection =>
  title ? { id: title.toLowerCase().replace(/\W+/g, '-'), depth: 2, title, text } : { depth: 1, text };

const routes = [
  guide('/guide/introduction', 'Getting Started', 'Introduction to CommandKit', [
    text('CommandKit handles commands and events. Its main class is created for you.'),
    text('How do I know what I need? Read on: how it caches, how it replies.', 'Where to start'),
  ]),
  guide('/guide/events', 'File System Conventions', 'Events directory', [text('One folder per event.')], {
    description: 'Handle discord.js events - handler files, once and parallel listeners.',
  }),
  guide('/guide/caching', 'Caching', 'Caching in CommandKit', [
    text('Cache the replies of slow commands: a cached reply comes back at once.'),
  ]),
  guide('/guide/localization/introduction', 'Localization', 'Introduction to Localization', [
    text('Localization translates your commands.'),
  ]),
  guide('/guide/localization/commands', 'Localization', 'Commands Localization', [
    text('Names and descriptions.', 'Localization files'),
  ]),
  guide('/guide/kv/advanced', 'Key-Value Store', 'Advanced Features', [
    text('The kv store keeps values until you delete them with its methods.'),
    text('Entries can expire after a while.', 'Expiring entries'),
  ]),
  guide('/guide/limits', 'Useful Utilities', 'Rate Limiter', [text('Stops spam: a member sends too many commands.')]),
  guide('/guide/steps', 'Guide', 'Next steps', [text('A step at a time.')]),
  guide('/guide/models', 'AI', 'Models', [text('Choose the model each command uses.')]),
  guide('/guide/colours', 'Guide', 'Colours', [text('Pick a colour for the embed.')]),
  guide('/guide/upgrading', 'Guide', 'Upgrading', [
    text('Your replies still work as they were: we would not break them, and you should not have to change them.'),
  ]),
  symbol('/api/command-kit', 'CommandKit', 'Class', 'The CommandKit instance.', ['start']),
  symbol('/api/kv', 'KV', 'Class', 'A key-value store.', ['expire', 'entries']),
  classes('/api/classes', ['CommandKit', 'KV']),
  guide('/guide/cache-life', 'Caching', 'cacheLife Function', [text('Sets how long a cached value lives.')]),
  symbol('/api/cache-life', 'cacheLife', 'Function', 'Sets the life of a cache entry.'),
  guide('/guide/lifetimes', 'Caching', 'cacheLife recipes', [
    text('Pick a cacheLife per value.', 'cacheLife by value'),
  ]),
  guide('/guide/middleware', 'File System Conventions', 'Middleware', [
    text('A middleware runs before every command: it can check who may use it.'),
  ]),
  guide('/guide/faq', 'Guide', 'Questions', [
    text('Members: read this first.'),
    text('Check the logs.', 'Logs'),
    text('What to install before you start.', 'Installing'),
    text('The bot runs on a server.', 'Hosting'),
    text('Every command gets a reply.', 'Replies'),
  ]),
  guide(
    '/guide/bootstrap',
    'Getting Started',
    'onApplicationBootstrap function',
    [text('The hook gets the instance.')],
    {
      description: 'Preload data before login, once the commands are loaded.',
    },
  ),
  guide('/guide/startup-pitfalls', 'Guide', 'Startup pitfalls', [
    text('Load it once.', 'Preload data'),
    text('Happens before login.', 'Before login'),
  ]),
  guide('/guide/kit-config', 'Getting Started', 'CommandKit config file', [
    text('Where the file lives.', 'Finding the file'),
    text('Options of each command.', 'Command options'),
  ]),
  guide('/guide/commands-setup', 'Getting Started', 'Commands setup', [
    text('Its exports and their order.', 'What a command file exports'),
  ]),
  guide('/guide/modal', 'Components', 'Modal', [text('Lay out its fields with Label.')]),
  symbol('/api/label', 'Label', 'Function', 'A field of a modal with its name.'),
  symbol('/api/label-props', 'LabelProps', 'Interface', 'The props of Label.'),
  guide('/guide/message-commands', 'Message Commands', 'Message Commands', [
    text('Give a command other names.', 'Aliases'),
  ]),
  guide('/guide/ai/advanced', 'AI', 'Advanced Configuration', [
    text('A shorter name for the model.', 'Model names'),
    text('Any message a command gets.'),
  ]),
  symbol('/api/configure-ai', 'configureAI', 'Function', 'Sets the model an AI command uses.'),
  symbol('/api/configure-ai-options', 'ConfigureAI', 'Interface', 'The options of configureAI: the model.'),
  // The same words in one section each, apart on the first page and side by side on the second.
  guide('/guide/pacing', 'Interactions', 'Pacing', [
    text('Seconds pass between three tries, then a reply.', 'Retrying'),
  ]),
  guide('/guide/deadlines', 'Interactions', 'Deadlines', [text('Reply within three seconds, or defer it.', 'In time')]),
  guide('/guide/starters', 'Getting Started', 'Starter templates', [text('Official examples to copy.')]),
  ...Array.from({ length: 8 }, (_, i) =>
    guide(`/guide/notes-${i}`, 'Notes', `Notes ${i}`, [
      text('Entries expire, entries stay, for all members.', 'Entries that expire'),
    ]),
  ),
];
const { records, apiPages } = versionRecords(routes, 'next', compiled);
// A site in English, which adds a group of its own.
const files = indexFiles(records, (url) => apiPages.includes(url), synonymGroups('en', [['guild', 'server']]));
const index = await openIndex('/s/meta.json', async (url) => JSON.parse(files.get(url.slice('/s/'.length))!));

/** The pages a query shows, in order, each once with its group (lvl0). */
async function results(query: string): Promise<{ page: string; group: string }[]> {
  const { hits } = await search(index, { query, hitsPerPage: 40 });
  const pages = new Map(hits.map((h) => [h.url.split('#')[0]!, h.hierarchy.lvl0!]));
  return [...pages].map(([page, group]) => ({ page, group }));
}
const pages = async (query: string) => (await results(query)).map((r) => r.page);

describe('search for readers', () => {
  it('shows the guide and the API symbol of one name together at the top, the symbol under the API', async () => {
    // "cacheLife recipes" matches as well as the guide: it would come between them.
    expect((await results('cacheLife')).slice(0, 2)).toEqual([
      { page: '/api/cache-life', group: 'API Reference › commandkit' },
      { page: '/guide/cache-life', group: 'Caching' },
    ]);
  });

  it('shows a symbol the query names with the guide that uses it, when no guide bears its name', async () => {
    expect((await results('Label')).slice(0, 2)).toEqual([
      { page: '/api/label', group: 'API Reference › commandkit' },
      { page: '/guide/modal', group: 'Components' },
    ]);
  });

  it('finds a symbol named with its kind, as "CommandKit class"', async () => {
    expect((await pages('CommandKit class'))[0]).toBe('/api/command-kit');
  });

  it("finds a page by its description's words, which neither its title nor its text use", async () => {
    expect((await pages('parallel listeners'))[0]).toBe('/guide/events');
  });

  it("leaves a question's filler words out: a page with the topic's words comes before one with the filler", async () => {
    expect((await pages('how do I cache replies'))[0]).toBe('/guide/caching');
    // Words that say how the reader feels about the question, not what it is about.
    expect((await pages('should we still cache replies'))[0]).toBe('/guide/caching');
  });

  it("leads a query naming a group to the group's first page, its overview", async () => {
    expect((await pages('localization'))[0]).toBe('/guide/localization/introduction');
  });

  it('sends a question of three words to the guide that explains it, before the symbol that has the words', async () => {
    expect((await pages('kv expire entries')).slice(0, 2)).toEqual(['/guide/kv/advanced', '/api/kv']);
  });

  it('answers a question with the page holding its words together, though it lacks one of them', async () => {
    // The questions page holds every word, each in a section of its own; the one the middleware
    // page lacks is common (the notes have it), so it weighs little.
    expect((await pages('check members before every command runs'))[0]).toBe('/guide/middleware');
  });

  it('answers a question with the page whose description says it, before one that has its words in headings', async () => {
    // The pitfalls page has every word in a heading; the hook's page has them in its description only.
    expect((await pages('preload data before login'))[0]).toBe('/guide/bootstrap');
  });

  it('sends two words to the page that has them side by side in a heading, before a title that has them apart', async () => {
    expect((await pages('command file'))[0]).toBe('/guide/commands-setup');
  });

  it('answers a question with the page holding its words side by side, before one holding them apart', async () => {
    expect((await pages('reply takes three seconds')).slice(0, 2)).toEqual(['/guide/deadlines', '/guide/pacing']);
  });

  it('answers a question holding the whole title of a page with that page, though the page lacks its other words', async () => {
    expect((await pages('shorter name for a message command'))[0]).toBe('/guide/message-commands');
  });

  it('tells two symbols whose names differ in case only by the capitals the reader wrote', async () => {
    expect((await pages('configureAI'))[0]).toBe('/api/configure-ai');
    expect((await pages('ConfigureAI'))[0]).toBe('/api/configure-ai-options');
  });

  it('corrects no typo in a word the site has: "stop" does not find "step"', async () => {
    expect(await pages('stop')).not.toContain('/guide/steps');
    expect(await pages('stpo')).toContain('/guide/limits');
  });

  it('finds the starters for "starter", not the pages that say "start"', async () => {
    // The questions page says "before you start", and the CommandKit class has a `start` member.
    expect(await pages('starter')).toEqual(['/guide/starters']);
  });

  it('finds "spam" for "spamming", a stem whose last consonant the suffix doubled', async () => {
    expect(await pages('spamming')).toEqual(['/guide/limits']);
  });

  it('finds a symbol whose members the query asks for by its name, as "KV methods"', async () => {
    expect((await pages('KV methods'))[0]).toBe('/api/kv');
  });

  it('counts a name from the code, typed as written, above the other words of a question', async () => {
    // The page on upgrading has the question's other words, and its title.
    expect((await pages('does cacheLife still work after upgrading'))[0]).toBe('/guide/lifetimes');
  });

  it("finds a page by a word readers use for the page's own, below a page with the reader's word", async () => {
    expect((await pages('pick a model'))[0]).toBe('/guide/models');
    // Two pages say "pick": both come before the page that says "choose".
    const picking = await pages('picking');
    expect(picking).toHaveLength(3);
    expect(picking.slice(0, 2)).toEqual(expect.arrayContaining(['/guide/colours', '/guide/lifetimes']));
    expect(picking[2]).toBe('/guide/models');
  });

  it("finds a page by the site's own synonyms: a guild is a server", async () => {
    expect(await pages('guild')).toEqual(['/guide/faq']);
  });

  it("gives a site in another language only its own synonyms, none of English's", () => {
    const french = indexFiles(records, () => false, synonymGroups('fr', [['membre', 'member']]));
    expect((JSON.parse(french.get('meta.json')!) as Meta).synonyms).toEqual([['membre', 'member']]);
  });
});
