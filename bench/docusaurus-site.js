// The Docusaurus-site rows of `npm run bench`: `ckdocs build` run in a Docusaurus website folder
// (BENCH_DOCUSAURUS_SITE; several, separated as PATH is, each gets its rows) with no ckdocs
// config, cold and warm; on a site of several locales, also ckdocs's cold build of the default
// locale alone (`--locale`), which its build of every locale is measured against. With
// BENCH_DOCUSAURUS_COMPARE=1, Docusaurus's own build of the same folder too, classic and Faster
// (`future.faster`), so that the ratios compare the two tools on the same machine in the same hour;
// BENCH_DOCUSAURUS_CLASSIC=0 leaves out the classic one (on a large site, ten minutes a build).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moveAside } from './trash.js';
import { median } from './builds.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cli = join(root, 'bin/ckdocs.js');

/**
 * Runs a command in `cwd` under /usr/bin/time: wall and CPU seconds, peak memory of the process
 * tree's largest, and what it printed on stderr.
 */
function timed(command, args, cwd) {
  const report = join(tmpdir(), `ckdocs-bench-time-${process.pid}.txt`);
  const run = spawnSync('/usr/bin/time', ['-o', report, '-f', '%e %U %S %M', command, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 256 * 2 ** 20,
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${String(run.stderr).split('\n').slice(-15).join('\n')}`);
  const [wall, user, system, maxKb] = readFileSync(report, 'utf8').trim().split(' ').map(Number);
  rmSync(report, { force: true });
  return { wall, cpu: user + system, system, maxRssMb: maxKb / 1024, stderr: run.stderr };
}

/** Medians of runs as a table row. */
function row(figure, runs) {
  const m = (key) => median(runs.map((run) => run[key]));
  return {
    figure,
    wall: `${m('wall').toFixed(2)} s`,
    cpu: `${m('cpu').toFixed(1)} s (${m('system').toFixed(1)} system)`,
    peakRss: `${Math.round(m('maxRssMb'))} MB`,
    runs: runs.length,
  };
}

/** The config of ours beside the site's that turns Faster on; removed once the rounds are done. */
const FASTER_CONFIG = '.ckdocs-bench-faster.config.ts';

/**
 * How Docusaurus builds the folder: `faster` through a config of ours that imports the site's and
 * turns on `future.faster`, so the site's own files stay as they are. It sits in the site folder,
 * as Docusaurus resolves the config's relative plugin paths and its presets from the config's folder.
 */
function docusaurusBuild(siteDir, out, faster) {
  const bin = join(siteDir, 'node_modules/.bin/docusaurus');
  const args = ['build', '--out-dir', out];
  if (faster) {
    const config = join(siteDir, FASTER_CONFIG);
    // Docusaurus 3.10 names it `faster`, the versions before `experimental_faster`.
    const { version } = JSON.parse(readFileSync(join(siteDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'));
    const [major, minor] = version.split('.').map(Number);
    const flag = major > 3 || minor >= 10 ? 'faster' : 'experimental_faster';
    const own = ['ts', 'mts', 'js', 'mjs', 'cjs']
      .map((extension) => join(siteDir, `docusaurus.config.${extension}`))
      .find((file) => existsSync(file));
    // A config may export a function of the config (async or not), which Docusaurus calls.
    writeFileSync(
      config,
      `import site from ${JSON.stringify(own)};
` +
        `export default async () => {\n  const config = typeof site === 'function' ? await site() : site;\n` +
        // Faster's SSG threads need the one v4 flag below (all of v4's would also change how the
        // site's Markdown is read).
        `  return { ...config, future: { ...config.future, v4: { removeLegacyPostBuildHeadAttribute: true }, ${flag}: true } };\n};\n`,
    );
    args.push('--config', config);
  }
  return () => timed(bin, args, siteDir);
}

/**
 * The rows for the Docusaurus site at `siteDir`: `runs` rounds of ckdocs; with
 * BENCH_DOCUSAURUS_COMPARE=1, Docusaurus Faster's and classic's rounds (BENCH_DOCUSAURUS_RUNS,
 * minutes each, so one unless it says more) go between them. The tools take turns because this
 * machine's speed drifts over minutes: timed one after the other, the ratio would be the drift's.
 */
export function docusaurusSiteRows(siteDir, runs) {
  const out = join(tmpdir(), 'ckdocs-bench-docusaurus-site');
  const ckdocs =
    (...flags) =>
    () =>
      timed('node', [cli, 'build', '--out-dir', out, ...flags], siteDir);
  // The CLI compiled and the OS file cache warm, as for content/; a site of several locales names
  // the one it loads first, its default, on the config's line.
  const defaultLocale = /^● config .*, locale (\S+)$/m.exec(ckdocs()().stderr)?.[1];
  const compare = process.env.BENCH_DOCUSAURUS_COMPARE === '1';
  const theirRuns = compare ? Number(process.env.BENCH_DOCUSAURUS_RUNS ?? 1) : 0;
  // A cold build finds no cache of the site's own plugins either (a code highlighter's, say), which
  // the other tool's build would otherwise leave in node_modules/.cache for the next.
  const ourCaches = ['.ckdocs-cache', 'node_modules/.cache'];
  const theirCaches = ['.docusaurus', 'node_modules/.cache'];
  const tools = [
    { name: 'ckdocs', runs, build: ckdocs(), caches: ourCaches },
    defaultLocale && {
      name: `ckdocs, ${defaultLocale} only`,
      runs,
      build: ckdocs('--locale', defaultLocale),
      caches: ourCaches,
      coldOnly: true,
    },
    { name: 'Docusaurus Faster', runs: theirRuns, build: docusaurusBuild(siteDir, out, true), caches: theirCaches },
    process.env.BENCH_DOCUSAURUS_CLASSIC !== '0' && {
      name: 'Docusaurus classic',
      runs: theirRuns,
      build: docusaurusBuild(siteDir, out, false),
      caches: theirCaches,
    },
  ]
    .filter(Boolean)
    .map((tool) => ({ ...tool, cold: [], warm: [] }));
  // Each round: a cold build (the tool's caches moved aside), then a warm one.
  for (let round = 0; round < Math.max(runs, theirRuns); round++)
    for (const tool of tools.filter((tool) => round < tool.runs)) {
      for (const cache of tool.caches) moveAside(join(siteDir, cache));
      tool.cold.push(tool.build());
      if (!tool.coldOnly) tool.warm.push(tool.build());
    }
  rmSync(out, { recursive: true, force: true });
  rmSync(join(siteDir, FASTER_CONFIG), { force: true });
  const [ours, ...others] = tools;
  const ratio = (a, b) => (median(a.map((r) => r.wall)) / median(b.map((r) => r.wall))).toFixed(1);
  return [
    row('ckdocs cold build', ours.cold),
    row('ckdocs warm build, nothing changed', ours.warm),
    ...others
      .filter((tool) => tool.runs > 0)
      .flatMap((tool) =>
        tool.coldOnly
          ? [
              {
                ...row(`${tool.name} cold build`, tool.cold),
                ratio: `all locales take ${ratio(ours.cold, tool.cold)}x this`,
              },
            ]
          : [
              { ...row(`${tool.name} cold build`, tool.cold), ratio: `${ratio(tool.cold, ours.cold)}x ckdocs's` },
              { ...row(`${tool.name} warm build`, tool.warm), ratio: `${ratio(tool.warm, ours.warm)}x ckdocs's` },
            ],
      ),
  ];
}
