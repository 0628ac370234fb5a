import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ckdocs, warningsOf } from './helpers/ckdocs.js';
import { copyFixture } from './helpers/site.js';

// What a writer is told of a blog post the build cannot take, or of its links that lead nowhere.

/** Builds a copy of fixtures/blog-native after `edit`; what the build printed, and the copy's folder. */
async function buildEdited(edit: (dir: string) => Promise<void>) {
  const site = await copyFixture('blog-native');
  try {
    await edit(site.dir);
    const run = await ckdocs(['build', '--config', site.config, '--out-dir', site.out]);
    return { ...run, dir: site.dir };
  } finally {
    await site.cleanup();
  }
}

/** Replaces `from` with `to` in a file of the copy. */
const replaceIn = async (dir: string, file: string, from: string, to: string) => {
  const path = join(dir, file);
  const text = await readFile(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  await writeFile(path, text.replace(from, to));
};

/** A mistake: how a post is edited into it, the file and line the build names, and what it says. */
interface Mistake {
  name: string;
  edit(dir: string): Promise<void>;
  at: string;
  says: string[];
}

const MISTAKES: Mistake[] = [
  {
    name: 'a front matter date no calendar has, at its line, saying how to write one',
    edit: (dir) => replaceIn(dir, 'blog/compost-notes.md', 'date: 2024-05-18', 'date: the eighteenth of May'),
    at: 'blog/compost-notes.md:3',
    says: [
      'Invalid date in front matter: "the eighteenth of May"',
      'Write the date as YYYY-MM-DD (`date: 2024-05-01`)',
    ],
  },
  {
    name: 'an author key the authors file does not have, naming the key meant and those there are',
    edit: (dir) =>
      replaceIn(dir, 'blog/2024-02-10-winter-pruning.md', 'authors: [mira, tomas]', 'authors: [mira, tomaz]'),
    at: 'blog/2024-02-10-winter-pruning.md:2',
    says: [
      'Unknown author "tomaz"',
      'Did you mean "tomas"?',
      'Authors are the keys of authors.yml: mira, tomas, ines.',
    ],
  },
  {
    name: 'two authors given one page, at the second one',
    edit: (dir) => replaceIn(dir, 'blog/authors.yml', 'permalink: /tomas-r', 'permalink: /mira/'),
    at: 'blog/authors.yml:15',
    says: ['The authors "mira" and "tomas" have one page, /blog/authors/mira', 'Give one of them another'],
  },
  {
    name: 'a post whose name gives a day no calendar has',
    edit: (dir) => rename(join(dir, 'blog/2024-01-15-first-sprouts.md'), join(dir, 'blog/2024-02-30-first-sprouts.md')),
    at: 'blog/2024-02-30-first-sprouts.md',
    says: [
      "The post's name gives the date 2024-02-30, which is no day of the calendar",
      'or set `date` in its front matter',
    ],
  },
  {
    name: 'a tag the tags file does not define, when the config says so',
    edit: async (dir) => {
      await replaceIn(dir, 'site.config.ts', 'postsPerPage: 2,', "postsPerPage: 2,\n    onInlineTags: 'throw',");
      await replaceIn(dir, 'blog/compost-notes.md', 'tags: [seasons]', 'tags: [seasons, compost]');
    },
    at: 'blog/compost-notes.md:5',
    says: ['The tag "compost" is not in the blog\'s tags file', "or set blog.onInlineTags to 'ignore'"],
  },
  {
    name: 'front matter of the wrong type, at its line',
    edit: (dir) => replaceIn(dir, 'blog/2024-06-10-staff-picks.md', 'unlisted: true', 'unlisted: perhaps'),
    at: 'blog/2024-06-10-staff-picks.md:3',
    says: ['Invalid front matter'],
  },
];

describe('mistakes in a blog post', () => {
  it.each(MISTAKES)('fails on $name', async ({ edit, at, says }) => {
    const run = await buildEdited(edit);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(join(run.dir, at));
    for (const text of says) expect(run.stderr).toContain(text);
  });

  it("reports a post's links that lead nowhere, at their lines, as a doc's", async () => {
    const run = await buildEdited(async (dir) => {
      await replaceIn(
        dir,
        'blog/2024-02-10-winter-pruning.md',
        'Read [how the year started](./2024-01-15-first-sprouts.md)',
        'Read [how the year started](./2024-01-16-first-sprouts.md), or [the harvest](/blog/harvest)',
      );
    });
    expect(run.code).toBe(0);
    const broken = warningsOf(run).filter((line) => line.includes('winter-pruning.md:17'));
    expect(broken).toEqual([
      expect.stringContaining('./2024-01-16-first-sprouts.md'),
      expect.stringContaining('/blog/harvest'),
    ]);
  });
});
