// The blog rows of `npm run bench` (BENCH_ONLY=blog runs only them): cold builds of a 200-post
// blog against its twin of 200 docs (bench/blog-sites.js), on a Docusaurus site and a ckdocs site,
// taking turns pair by pair (the machine's speed drifts over minutes), medians and their ratio.
// BENCH_BLOG_PAIRS sets the pairs (5), BENCH_BLOG_SITES the kinds (`docusaurus,ckdocs`).
import { join } from 'node:path';
import { blogSites, POSTS } from './blog-sites.js';
import { build, median } from './builds.js';
import { moveAside } from './trash.js';

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The stages whose medians differ most between the two, as `name +x.xx s`. */
function stageGaps(blog, docs) {
  const names = new Set([...blog, ...docs].flatMap((run) => Object.keys(run.stages ?? {})));
  const at = (runs, name) => median(runs.map((run) => run.stages?.[name] ?? 0));
  return [...names]
    .map((name) => ({ name, gap: at(blog, name) - at(docs, name) }))
    .sort((a, b) => b.gap - a.gap)
    .slice(0, 3)
    .map(({ name, gap }) => `${name} ${gap >= 0 ? '+' : ''}${(gap / 1000).toFixed(2)} s`)
    .join(', ');
}

/** One kind's row: `pairs` pairs of cold builds, blog then docs, then docs then blog, and so on. */
function blogRow(kind, pairs) {
  const sites = blogSites(kind);
  const runs = { blog: [], docs: [] };
  const cold = (variant) => {
    moveAside(join(sites[variant], '.ckdocs-cache'));
    runs[variant].push(build(sites[variant]));
  };
  // The CLI compiled, the OS file cache warm, Docusaurus's packages read once.
  build(sites.blog);
  build(sites.docs);
  for (let i = 0; i < pairs; i++) for (const variant of i % 2 ? ['docs', 'blog'] : ['blog', 'docs']) cold(variant);
  for (const dir of Object.values(sites)) moveAside(dir);
  const of = (variant, key) => median(runs[variant].map((run) => run[key]));
  const ratios = (key) => runs.blog.map((run, i) => run[key] / runs.docs[i][key]);
  // The ratio of the medians, then the median pair's and the range of the pairs'.
  const ratio = (key) =>
    `${(of('blog', key) / of('docs', key)).toFixed(2)}x; pair ${median(ratios(key)).toFixed(2)}x (${Math.min(...ratios(key)).toFixed(2)}-${Math.max(...ratios(key)).toFixed(2)})`;
  return {
    figure: `${kind} site: ${POSTS} posts against ${POSTS} docs, cold`,
    blog: `${seconds(of('blog', 'ms'))}, CPU ${seconds(of('blog', 'cpuMs'))} (${runs.blog[0].pages} pages)`,
    docs: `${seconds(of('docs', 'ms'))}, CPU ${seconds(of('docs', 'cpuMs'))} (${runs.docs[0].pages} pages)`,
    ratio: ratio('ms'),
    cpuRatio: ratio('cpuMs'),
    stages: stageGaps(runs.blog, runs.docs),
    pairs,
  };
}

/** The rows of the kinds BENCH_BLOG_SITES names, both by default. */
export function blogRows(pairs) {
  const kinds = (process.env.BENCH_BLOG_SITES ?? 'docusaurus,ckdocs').split(',');
  return kinds.map((kind) => blogRow(kind, pairs));
}
