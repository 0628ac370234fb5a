import { Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pc from 'picocolors';
import { toolVersion as version } from './util/tool-root.js';
import { brokenLinkLine } from './links/report.js';
import { findConfig } from './config/find.js';
import { DEFAULT_OUT_DIR } from './render/output.js';
import { AggregateUserError, UserError } from './util/errors.js';
import { createReporter, printUserError } from './util/reporter.js';

function formatBytes(bytes: number): string {
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} KB`;
}

/** Runs an action; user mistakes print without a stack trace (unless --debug) and exit 1. */
async function run(debug: boolean, action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (error instanceof UserError) {
      printUserError(error);
      if (debug && error.stack) process.stderr.write(`${pc.dim(error.stack)}\n`);
    } else {
      process.stderr.write(`${pc.red('internal error')} ${(error as Error)?.stack ?? String(error)}\n`);
    }
    process.exitCode = 1;
  } finally {
    // esbuild's service process outlives the command unless stopped: a script that runs ckdocs
    // twice would overlap with itself.
    await (createRequire(import.meta.url)('esbuild') as typeof import('esbuild')).stop();
  }
}

/** The port `--port` names, or undefined once its error is printed. */
function portOf(text: string): number | undefined {
  const port = Number(text);
  if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
  process.stderr.write(`${pc.red('error')} --port must be a number from 0 to 65535, got "${text}"\n`);
  process.exitCode = 1;
  return undefined;
}

/** A flag given once or more, its values in order. */
const repeated = (value: string, values: string[] = []) => [...values, value];

const CONFIG_HELP =
  'site config file (default: content/site.config.ts or site.config.ts, else docusaurus.config.* in the site folder)';
/** How often `serve --poll` looks at the files when given no interval, in ms (chokidar's own default). */
const DEFAULT_POLL_MS = 100;
/** The site folder a command may be given first, as Docusaurus's commands take it. */
const SITE_DIR = ['[siteDir]', 'the site folder (default: this folder)'] as const;

export function createProgram(): Command {
  const program = new Command('ckdocs')
    .description('Build, check and serve the CommandKit documentation website.')
    .version(version, '-v, --version', 'print the ckdocs version')
    .showHelpAfterError();

  program
    .command('build')
    .description('build the static site: HTML for every route, hashed assets, sitemap')
    .argument(...SITE_DIR)
    .option(
      '-o, --out-dir <dir>',
      `output folder, replaced only when the build succeeds (default: "${DEFAULT_OUT_DIR}" in the site folder)`,
    )
    .option('-c, --config <file>', CONFIG_HELP)
    .option('--no-minify', 'keep JavaScript readable (for debugging the theme)')
    .option(
      '--locale <name>',
      "build only this locale of the site's i18n config (repeatable; default: every locale)",
      repeated,
    )
    .option('--debug', 'print stack traces of errors')
    .action(
      async (
        siteDir: string | undefined,
        opts: { outDir?: string; config?: string; minify: boolean; locale?: string[]; debug?: boolean },
      ) => {
        await run(!!opts.debug, async () => {
          const started = performance.now();
          const reporter = createReporter();
          const { buildSite } = await import('./build.js');
          const result = await buildSite({
            configPath: findConfig(opts.config, siteDir),
            outDir: opts.outDir ?? join(siteDir ?? '', DEFAULT_OUT_DIR),
            minify: opts.minify,
            reporter,
            locales: opts.locale,
          });
          const ms = performance.now() - started;
          const seconds = (ms / 1000).toFixed(2);
          // For `npm run bench`: the figures of this run, peak memory included.
          if (process.env.CKDOCS_STATS_FILE) {
            writeFileSync(
              process.env.CKDOCS_STATS_FILE,
              JSON.stringify({
                ms,
                pages: result.pages,
                bytes: result.bytes,
                maxRssBytes: process.resourceUsage().maxRSS * 1024,
                cache: result.cache,
                stages: reporter.timings,
              }),
            );
          }
          const warnings = result.brokenLinks.length
            ? pc.yellow(`, ${result.brokenLinks.length} broken link warning(s)`)
            : '';
          process.stderr.write(
            `${pc.green('✔')} Built ${pc.bold(String(result.pages))} pages in ${pc.bold(`${seconds} s`)}: ${result.outDir} (${formatBytes(result.bytes)})${warnings}\n`,
          );
        });
      },
    );
  program
    .command('serve')
    .description('serve the site with live reload: rebuilds on save, reloads open pages, shows errors in the page')
    .argument(...SITE_DIR)
    .option('-c, --config <file>', CONFIG_HELP)
    .option('-p, --port <port>', 'port to listen on; the next free one if taken', '3000')
    .option('--host <host>', 'interface to bind; localhost keeps the site private to this machine', 'localhost')
    .option('--open', 'open the site in the default browser')
    .option('--no-open', 'do not open it (the default)')
    .option(
      '--poll [ms]',
      'watch the files by looking at them every ms milliseconds (default 100), where saves go unnoticed: a folder mounted in a container, a network drive',
    )
    .option(
      '--locale <name>',
      "serve only this locale of a Docusaurus site's i18n config, at its base URL (default: the default locale, and the others from their first request)",
    )
    .action(
      async (
        siteDir: string | undefined,
        opts: { config?: string; port: string; host: string; open?: boolean; locale?: string; poll?: string | true },
      ) => {
        const port = portOf(opts.port);
        if (port === undefined) return;
        const poll = opts.poll === true ? DEFAULT_POLL_MS : opts.poll === undefined ? undefined : Number(opts.poll);
        if (poll !== undefined && !(Number.isInteger(poll) && poll > 0)) {
          process.stderr.write(`${pc.red('error')} --poll must be a number of milliseconds, got "${opts.poll}"\n`);
          process.exitCode = 1;
          return;
        }
        let configPath: string;
        try {
          configPath = findConfig(opts.config, siteDir);
        } catch (error) {
          printUserError(error as UserError);
          process.exitCode = 1;
          return;
        }
        const { serveSite } = await import('./serve/server.js');
        const server = await serveSite({
          configPath,
          port,
          host: opts.host,
          open: !!opts.open,
          reporter: createReporter(),
          locale: opts.locale,
          poll,
        });
        const stop = () => void server.close().then(() => process.exit(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      },
    );

  program
    .command('check')
    .description('validate config, MDX, API sources, links and anchors without writing anything (for CI)')
    .argument(...SITE_DIR)
    .option('-c, --config <file>', CONFIG_HELP)
    .option('--strict', 'treat broken links and anchors as errors')
    .option('--format <format>', 'output: text or json', 'text')
    .option(
      '--locale <name>',
      "check only this locale of the site's i18n config (repeatable; default: every locale)",
      repeated,
    )
    .option('--debug', 'print stack traces of errors')
    .action(
      async (
        siteDir: string | undefined,
        opts: { config?: string; strict?: boolean; format: string; locale?: string[]; debug?: boolean },
      ) => {
        if (opts.format !== 'text' && opts.format !== 'json') {
          process.stderr.write(`${pc.red('error')} --format must be text or json, got "${opts.format}"\n`);
          process.exitCode = 1;
          return;
        }
        const json = opts.format === 'json';
        await run(!!opts.debug, async () => {
          try {
            const { checkSite } = await import('./check.js');
            const result = await checkSite({
              configPath: findConfig(opts.config, siteDir),
              strict: !!opts.strict,
              reporter: createReporter(json),
              locales: opts.locale,
            });
            const sampleProblems = result.sampleErrors.map((e) => ({
              severity: 'error' as const,
              kind: 'sample',
              file: e.file,
              line: e.line,
              reason: e.message,
            }));
            const errors = [...result.problems.filter((p) => p.severity === 'error'), ...sampleProblems];
            if (json)
              process.stdout.write(
                `${JSON.stringify({ ok: errors.length === 0, pages: result.pages, locales: result.locales, samples: result.samplesChecked, problems: [...result.problems, ...sampleProblems] }, null, 2)}\n`,
              );
            else {
              for (const p of result.problems) {
                const label = p.severity === 'error' ? pc.red('error') : pc.yellow('warning');
                const locales = p.locales ? `[${p.locales.join(', ')}] ` : '';
                process.stderr.write(`${label} ${locales}${brokenLinkLine(p)}\n`);
              }
              for (const e of result.sampleErrors)
                process.stderr.write(`${pc.red('error')} ${e.file}:${e.line}: code sample: ${e.message}\n`);
              const warnings = result.problems.length - result.problems.filter((p) => p.severity === 'error').length;
              const locales = result.locales ? ` in locale(s) ${result.locales.join(', ')}` : '';
              const summary = `${result.pages} pages and ${result.samplesChecked} code samples checked${locales}: ${errors.length} error(s), ${warnings} warning(s)`;
              process.stderr.write(`${errors.length ? pc.red('✖') : pc.green('✔')} ${summary}\n`);
            }
            if (errors.length) process.exitCode = 1;
          } catch (error) {
            if (json && error instanceof UserError) {
              const all = error instanceof AggregateUserError ? error.errors : [error];
              const problems = all.map((e) => {
                const { file, line, column, problems: details = [] } = e.details;
                return { severity: 'error', kind: 'input', file, line, column, reason: e.message, details };
              });
              process.stdout.write(`${JSON.stringify({ ok: false, problems }, null, 2)}\n`);
              process.exitCode = 1;
              return;
            }
            throw error;
          }
        });
      },
    );
  program
    .command('version')
    .argument('<name>', 'name of the release, e.g. 1.0 (becomes versioned_docs/version-<name>/ and its URL segment)')
    .description(
      'snapshot the current docs as a release: copies the docs (and the API sources of a ckdocs site), adds the version to the config or versions.json and makes it the latest',
    )
    .option('-c, --config <file>', CONFIG_HELP)
    .option('--dry-run', 'print what would be written, and write nothing')
    .option('--keep-latest', 'add the version without making it the latest: the latest keeps its path')
    .option(
      '--instance <id>',
      "the set of docs to version on a site of several: a docs plugin's id (as Docusaurus's docs:version:<id>), or a ckdocs site's instance",
      'default',
    )
    .option('--debug', 'print stack traces of errors')
    .action(
      async (
        name: string,
        opts: { config?: string; dryRun?: boolean; keepLatest?: boolean; instance: string; debug?: boolean },
      ) => {
        await run(!!opts.debug, async () => {
          const { cutVersion } = await import('./version/cut.js');
          const dryRun = !!opts.dryRun;
          const result = await cutVersion({
            configPath: findConfig(opts.config),
            name,
            latest: !opts.keepLatest,
            instance: opts.instance,
            dryRun,
          });
          const width = Math.max(...result.written.map((w) => w.path.length));
          const lines = result.written.map((w) => `  ${w.path.padEnd(width)}  ${pc.dim(w.about)}`);
          const head = dryRun
            ? `Version ${name} would write (--dry-run: nothing written):`
            : `${pc.green('✔')} Version ${name} written:`;
          process.stdout.write(`${[head, ...lines].join('\n')}\n`);
          for (const note of result.notes) process.stderr.write(`${pc.yellow('note')} ${note}\n`);
        });
      },
    );
  program
    .command('preview')
    .description(
      "serve a build's output as its host will, at the base URL it was built for, to look it over before deploying",
    )
    .argument(...SITE_DIR)
    .option('-o, --out-dir <dir>', `the output folder to serve (default: "${DEFAULT_OUT_DIR}" in the site folder)`)
    .option('-p, --port <port>', 'port to listen on; the next free one if taken', '3000')
    .option('--host <host>', 'interface to bind; localhost keeps the site private to this machine', 'localhost')
    .option('--open', 'open the site in the default browser')
    .option('--no-open', 'do not open it (the default)')
    .action(
      async (siteDir: string | undefined, opts: { outDir?: string; port: string; host: string; open?: boolean }) => {
        const port = portOf(opts.port);
        if (port === undefined) return;
        try {
          const { previewSite } = await import('./preview.js');
          const preview = await previewSite({
            outDir: opts.outDir ?? join(siteDir ?? '', DEFAULT_OUT_DIR),
            port,
            host: opts.host,
            open: !!opts.open,
            reporter: createReporter(),
          });
          const stop = () => void preview.close().then(() => process.exit(0));
          process.once('SIGINT', stop);
          process.once('SIGTERM', stop);
        } catch (error) {
          if (!(error instanceof UserError)) throw error;
          printUserError(error);
          process.exitCode = 1;
        }
      },
    );
  program
    .command('clear')
    .description("remove what ckdocs keeps between builds: the site's cache folder and the build's output folder")
    .argument(...SITE_DIR)
    .option('-o, --out-dir <dir>', `the output folder (default: "${DEFAULT_OUT_DIR}" in the site folder)`)
    .option('-c, --config <file>', CONFIG_HELP)
    .option('--debug', 'print stack traces of errors')
    .action(async (siteDir: string | undefined, opts: { outDir?: string; config?: string; debug?: boolean }) => {
      await run(!!opts.debug, async () => {
        const { clearSite } = await import('./clear.js');
        const result = await clearSite({
          configPath: findConfig(opts.config, siteDir),
          outDir: opts.outDir ?? join(siteDir ?? '', DEFAULT_OUT_DIR),
        });
        for (const dir of result.removed) process.stderr.write(`${pc.green('✔')} removed ${dir}\n`);
        if (result.kept)
          process.stderr.write(`${pc.yellow('note')} ${result.kept} is not a ckdocs build's output: left as it is\n`);
        if (!result.removed.length) process.stderr.write('Nothing to remove.\n');
      });
    });
  program
    .command('write-translations')
    .description(
      "write a locale's translation files into i18n/<locale>/ (code.json, navbar, footer, docs versions), every message in the default locale's words, to translate",
    )
    .argument(...SITE_DIR)
    .option('-c, --config <file>', CONFIG_HELP)
    .option('--locale <name>', "the locale to write the files of (default: the site's default locale)")
    .option('--override', 'replace the messages already translated (default: keep them, add the missing ones)')
    .option('--messagePrefix <prefix>', 'put this before each new message, to spot what is left to translate')
    .option('--debug', 'print stack traces of errors')
    .action(
      async (
        siteDir: string | undefined,
        opts: { config?: string; locale?: string; override?: boolean; messagePrefix?: string; debug?: boolean },
      ) => {
        await run(!!opts.debug, async () => {
          const { writeTranslations } = await import('./i18n/write-translations.js');
          const written = await writeTranslations({
            configPath: findConfig(opts.config, siteDir),
            reporter: createReporter(),
            locale: opts.locale,
            override: !!opts.override,
            messagePrefix: opts.messagePrefix,
          });
          process.stderr.write(`${pc.green('✔')} ${written.length} translation files written\n`);
        });
      },
    );
  return program;
}
