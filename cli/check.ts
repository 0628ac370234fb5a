import { checkDocLinks, type BrokenLink } from './links/check.js';
import { prepareSite } from './build.js';
import { otherLocalesWarning } from './docusaurus/locales.js';
import { brokenLinkPolicy } from './links/report.js';
import { checkBundles } from './stages/check-bundles.js';
import { settleAll } from './util/settle-all.js';
import type { Sample, SampleError } from './samples/typecheck.js';
import type { Reporter } from './util/reporter.js';

export interface CheckProblem extends BrokenLink {
  severity: 'error' | 'warning';
}

export interface CheckResult {
  pages: number;
  problems: CheckProblem[];
  /** Code samples marked `check` that failed to type-check (always errors). */
  sampleErrors: SampleError[];
  samplesChecked: number;
}

/**
 * Validates the config, compiles every MDX page and the API sources, resolves every import as a
 * build bundles them, and checks every internal link and anchor, writing nothing but caches.
 * Broken links are warnings unless `strict` or the config's onBrokenLinks/onBrokenAnchors say 'throw'.
 */
export async function checkSite(options: {
  configPath: string;
  strict: boolean;
  reporter: Reporter;
}): Promise<CheckResult> {
  const { setup, plugins, content, api, mdx, routes } = await prepareSite(options.configPath, options.reporter);
  const locales = otherLocalesWarning(setup.docusaurus?.context.i18n, 'check');
  if (locales) options.reporter.warn(locales);
  // Both settle before either's error is thrown: TypeDoc's worker is not left running.
  await settleAll([api.sourcesChecked(), checkBundles({ setup, plugins, mdx, routes, reporter: options.reporter })]);
  const { config, siteDir } = setup;
  const brokenLinks = checkDocLinks(routes.routes, mdx.compiled, setup);
  const problems = brokenLinks.flatMap((link): CheckProblem[] => {
    const policy = brokenLinkPolicy(link, config);
    if (policy === 'ignore' && !options.strict) return [];
    return [{ ...link, severity: options.strict || policy === 'throw' ? 'error' : 'warning' }];
  });
  let samplesChecked = 0;
  // TypeScript loads only for the command that needs it.
  const { typecheckSamples } = await import('./samples/typecheck.js');
  const sampleErrors = config.docs.versions.flatMap((v) => {
    const docs = content.versions.find((c) => c.name === v.name)!.docs;
    const samples: Sample[] = docs.flatMap((doc) =>
      mdx.compiled.get(doc)!.samples.map((s) => ({ ...s, file: doc.file })),
    );
    samplesChecked += samples.length;
    return typecheckSamples(samples, { siteDir, paths: v.codeSamples.paths });
  });
  options.reporter.stage('samples', `${samplesChecked} code sample(s) type-checked`);
  return { pages: routes.routes.length, problems, sampleErrors, samplesChecked };
}
