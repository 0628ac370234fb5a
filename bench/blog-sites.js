// The bench's blog sites: a blog of 200 generated posts (authors, ten tags, truncate markers,
// pagination, feeds) and its twin with the same 200 texts as docs, written as a Docusaurus site
// (classic preset, this repository's installed Docusaurus) and as a ckdocs site (config `blog`).
// A blog's cold build should cost about what its twin's does (issue: within 1.2x).
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moveAside } from './trash.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
export const POSTS = 200;
const TAGS = ['lamp', 'weather', 'boats', 'radio', 'maps', 'tides', 'crew', 'tools', 'birds', 'stars'];
const AUTHORS = { ada: 'Ada Trim', bram: 'Bram Wick', cora: 'Cora Vane', dov: 'Dov Reed' };
const WORDS = (
  'the keeper lamp light tower harbour boat signal fog horn night watch log chart tide rock wind ' +
  'storm beacon lens oil wick glass stair door bell crew radio map coast reef gull shore wave ' +
  'clear bright slow quick north south east west early late small large every other first last ' +
  'checks turns cleans writes reads lights trims climbs opens closes sends hears sees marks keeps'
).split(' ');

/** A small deterministic generator (mulberry32), so that every run writes the same texts. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Post `n`'s title, description and body: prose, headings, a list, a code block, a marker after the first paragraph. */
function postText(n) {
  const next = random(n + 1);
  const word = () => WORDS[Math.floor(next() * WORDS.length)];
  const sentence = (length) => {
    const words = Array.from({ length }, word);
    return `${words[0][0].toUpperCase()}${words.join(' ').slice(1)}.`;
  };
  const paragraph = () =>
    Array.from({ length: 4 + Math.floor(next() * 4) }, () => sentence(8 + Math.floor(next() * 10))).join(' ');
  const sections = Array.from({ length: 3 }, (_, i) =>
    [
      `## ${sentence(3).slice(0, -1)} ${i + 1}`,
      paragraph(),
      i === 1 ? Array.from({ length: 4 }, () => `- ${sentence(5)} Uses \`${word()}\`.`).join('\n') : paragraph(),
      i === 2
        ? `\`\`\`ts\nconst ${word()}Count = ${n} * ${i};\nexport function ${word()}() {\n  return '${word()}';\n}\n\`\`\``
        : paragraph(),
    ].join('\n\n'),
  );
  return {
    title: `Entry ${n + 1}: ${sentence(4).slice(0, -1)}`,
    description: sentence(10),
    body: [paragraph(), '<!-- truncate -->', ...sections].join('\n\n'),
  };
}

/** Post `n`'s date: one every other day from 2023. */
const postDate = (n) => new Date(Date.UTC(2023, 0, 1 + 2 * n)).toISOString().slice(0, 10);

/** Writes the posts into `dir/blog` with their authors (each with a page) and tags files. */
function writePosts(dir) {
  const blog = join(dir, 'blog');
  mkdirSync(blog, { recursive: true });
  writeFileSync(
    join(blog, 'authors.yml'),
    Object.entries(AUTHORS)
      .map(([key, name]) => `${key}:\n  name: ${name}\n  title: Keeper\n  page: true\n`)
      .join(''),
  );
  writeFileSync(
    join(blog, 'tags.yml'),
    TAGS.map((tag) => `${tag}:\n  label: ${tag[0].toUpperCase()}${tag.slice(1)}\n`).join(''),
  );
  const keys = Object.keys(AUTHORS);
  for (let n = 0; n < POSTS; n++) {
    const { title, description, body } = postText(n);
    const front = [
      `title: "${title}"`,
      `description: "${description}"`,
      `authors: [${keys[n % keys.length]}${n % 3 ? '' : `, ${keys[(n + 1) % keys.length]}`}]`,
      `tags: [${TAGS[n % TAGS.length]}, ${TAGS[(n * 7 + 3) % TAGS.length]}]`,
    ];
    writeFileSync(join(blog, `${postDate(n)}-entry-${n + 1}.md`), `---\n${front.join('\n')}\n---\n\n${body}\n`);
  }
}

/** Writes the same texts as docs into `dir/docs/<folder>`, twenty to a folder (the sidebar's categories). */
function writeDocs(dir, folder) {
  for (let n = 0; n < POSTS; n++) {
    const { title, description, body } = postText(n);
    const part = join(dir, 'docs', folder, `part-${Math.floor(n / 20) + 1}`);
    mkdirSync(part, { recursive: true });
    writeFileSync(
      join(part, `entry-${n + 1}.md`),
      `---\ntitle: "${title}"\ndescription: "${description}"\n---\n\n${body}\n`,
    );
  }
}

const INTRO = '---\ntitle: Introduction\n---\n\nThe keepers write down what they see.\n';

/** A Docusaurus site (classic preset) with the posts as its blog, or as its docs; this repository's packages installed. */
function docusaurusSite(dir, asBlog) {
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(join(dir, 'docs/intro.md'), INTRO);
  // The home page the navbar's title leads to, which Docusaurus's link check requires.
  mkdirSync(join(dir, 'src/pages'), { recursive: true });
  writeFileSync(join(dir, 'src/pages/index.md'), '# Keepers\n\nWhat the keepers saw, day by day.\n');
  if (asBlog) writePosts(dir);
  else writeDocs(dir, 'entries');
  const blog = asBlog ? "{ showReadingTime: true, feedOptions: { type: 'all' } }" : 'false';
  writeFileSync(
    join(dir, 'docusaurus.config.js'),
    `module.exports = {
  title: 'Keepers',
  url: 'https://keepers.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: {}, blog: ${blog} }]],
  themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Manual' }${asBlog ? ", { to: '/blog', label: 'Logbook' }" : ''}] } },
};
`,
  );
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/** A ckdocs site with the posts as its blog, or as its docs. */
function ckdocsSite(dir, asBlog) {
  mkdirSync(join(dir, 'docs/guide'), { recursive: true });
  writeFileSync(join(dir, 'docs/guide/intro.md'), INTRO);
  if (asBlog) writePosts(dir);
  else writeDocs(dir, 'guide');
  writeFileSync(
    join(dir, 'site.config.ts'),
    `export default {
  title: 'Keepers',
  url: 'https://keepers.example.org',
  docs: { versions: [{ name: 'current', label: 'Current', path: '/docs', dir: 'docs', sidebars: { guide: 'guide' } }] },
  blog: ${asBlog ? "{ feedOptions: { type: 'all' } }" : 'false'},
};
`,
  );
}

/**
 * Writes the pair of sites of one kind (`docusaurus` or `ckdocs`) under bench/tmp (gitignored)
 * and returns their folders.
 */
export function blogSites(kind) {
  const make = kind === 'docusaurus' ? docusaurusSite : ckdocsSite;
  const sites = {};
  for (const variant of ['blog', 'docs']) {
    const dir = join(root, 'bench/tmp', `${kind}-${variant}-${POSTS}`);
    moveAside(dir);
    mkdirSync(dir, { recursive: true });
    make(dir, variant === 'blog');
    sites[variant] = dir;
  }
  return sites;
}
