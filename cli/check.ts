import { checkDocLinks, renderedLinks, type BrokenLink } from './links/check.js';
import { prepareSite } from './build.js';
import { laterLocales } from './i18n/later-locales.js';
import { brokenLinkPolicy } from './links/report.js';
import { checkBundles } from './stages/check-bundles.js';
import { settleAll } from './util/settle-all.js';
import type { Sample, SampleError } from './samples/typecheck.js';
import { warningsOnce, type Reporter } from './util/reporter.js';

export interface CheckProblem extends BrokenLink {
  severity: 'error' | 'warning';
  /** The locales checked whose pages have it, on a Docusaurus site of several. */
  locales?: string[];
}

export interface CheckResult {
  pages: number;
  problems: CheckProblem[];
  /** Code samples marked `check` that failed to type-check (always errors). */
  sampleErrors: SampleError[];
  samplesChecked: number;
  /** The locales checked, on a Docusaurus site of several. */
  locales?: string[];
}

type PreparedSite = Awaited<ReturnType<typeof prepareSite>>;

/**
 * Validates the config, compiles every MDX page and the API sources, resolves every import as a
 * build bundles them, and checks every internal link and anchor, writing nothing but caches.
 * Broken links are warnings unless `strict` or the config's onBrokenLinks/onBrokenAnchors say 'throw'.
 * A site of several locales is checked a locale at a time, as `build` makes them: every locale, or those
 * of `locales` (`--locale`).
 */
export async function checkSite(options: {
  configPath: string;
  strict: boolean;
  reporter: Reporter;
  locales?: string[];
}): Promise<CheckResult> {
  // Each locale reads the same config and code: their warnings are said once.
  const reporter = warningsOnce(options.reporter);
  const first = await prepareSite(options.configPath, reporter, undefined, { locale: options.locales?.[0] });
  const later = laterLocales(first.setup.config.localization, options.locales, reporter);
  // A default-locale file that a locale shows untranslated has its samples checked once.
  const sampleFiles = new Set<string>();
  const checked = [await checkLocale(first, options.strict, reporter, sampleFiles)];
  for (const locale of later) {
    const prepared = await prepareSite(options.configPath, reporter, undefined, { locale });
    checked.push(await checkLocale(prepared, options.strict, reporter, sampleFiles));
  }
  const sum = (count: (locale: LocaleCheck) => number) => checked.reduce((total, c) => total + count(c), 0);
  // On a site of several locales, each problem names those it is found in, even when one is checked.
  const named = (first.setup.config.localization?.locales.length ?? 1) > 1;
  return {
    pages: sum((c) => c.pages),
    problems: named ? byLocale(checked) : checked[0]!.problems,
    sampleErrors: checked.flatMap((c) => c.sampleErrors),
    samplesChecked: sum((c) => c.samplesChecked),
    ...(named && { locales: checked.map((c) => c.locale) }),
  };
}

type LocaleCheck = Omit<CheckResult, 'locales'> & { locale: string; baseUrl: string };

/** One locale's check (the site's only one, on a site of one): bundles, links, code samples not checked yet. */
async function checkLocale(
  { setup, plugins, content, api, mdx, routes }: PreparedSite,
  strict: boolean,
  reporter: Reporter,
  sampleFiles: Set<string>,
): Promise<LocaleCheck> {
  // Both settle before either's error is thrown: TypeDoc's worker is not left running.
  const [, pageLinks] = await settleAll([
    api.sourcesChecked(),
    checkBundles({ setup, plugins, mdx, routes, reporter }),
  ]);
  const { config, siteDir } = setup;
  const brokenLinks = checkDocLinks(routes.routes, mdx.compiled, setup, {
    site: routes.site,
    rendered: pageLinks && renderedLinks(pageLinks, setup, mdx.modules),
  });
  const problems = brokenLinks.flatMap((link): CheckProblem[] => {
    const policy = brokenLinkPolicy(link, config);
    if (policy === 'ignore' && !strict) return [];
    return [{ ...link, severity: strict || policy === 'throw' ? 'error' : 'warning' }];
  });
  let samplesChecked = 0;
  // TypeScript loads only for the command that needs it.
  const { typecheckSamples } = await import('./samples/typecheck.js');
  const sampleErrors = config.docs.versions.flatMap((v) => {
    const docs = content.versions.find((c) => c.name === v.name)!.docs.filter((doc) => !sampleFiles.has(doc.file));
    for (const doc of docs) sampleFiles.add(doc.file);
    const samples: Sample[] = docs.flatMap((doc) =>
      mdx.compiled.get(doc)!.samples.map((s) => ({ ...s, file: doc.file })),
    );
    samplesChecked += samples.length;
    return typecheckSamples(samples, { siteDir, paths: v.codeSamples.paths });
  });
  reporter.stage('samples', `${samplesChecked} code sample(s) type-checked`);
  const locale = setup.config.localization?.current ?? '';
  return { pages: routes.routes.length, problems, sampleErrors, samplesChecked, locale, baseUrl: config.baseUrl };
}

/**
 * The problems of every locale checked, each with the locales that have it: a link written in a
 * default-locale file that other locales show untranslated is one problem of them all.
 */
function byLocale(checked: LocaleCheck[]): CheckProblem[] {
  const problems = new Map<string, CheckProblem & { locales: string[] }>();
  for (const { locale, baseUrl, problems: found } of checked)
    for (const problem of found) {
      // A URL resolved under the locale's base URL (`/fa/docs/x`) is the same link as the others'.
      const url = problem.url.startsWith(baseUrl) ? problem.url.slice(baseUrl.length) : problem.url;
      const key = JSON.stringify([problem.file, problem.line, problem.kind, url]);
      const seen = problems.get(key);
      if (seen) seen.locales.push(locale);
      else problems.set(key, { ...problem, locales: [locale] });
    }
  return [...problems.values()];
}
