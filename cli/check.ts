import type { BrokenLink } from './links/check.js';
import { prepareSite } from './prepare.js';
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
 * Validates the config, compiles every MDX page and the API sources, and checks every
 * internal link and anchor, without bundling or writing anything. Broken links are warnings
 * unless `strict` or the config's onBrokenLinks/onBrokenAnchors say 'throw'.
 */
export async function checkSite(options: {
  configPath: string;
  strict: boolean;
  reporter: Reporter;
}): Promise<CheckResult> {
  const { config, siteDir, versions, compiled, routes, brokenLinks } = await prepareSite(
    options.configPath,
    options.reporter,
  );
  const problems = brokenLinks.flatMap((link): CheckProblem[] => {
    const policy = link.kind === 'anchor' ? config.onBrokenAnchors : config.onBrokenLinks;
    if (policy === 'ignore' && !options.strict) return [];
    return [{ ...link, severity: options.strict || policy === 'throw' ? 'error' : 'warning' }];
  });
  let samplesChecked = 0;
  // TypeScript loads only for the command that needs it.
  const { typecheckSamples } = await import('./samples/typecheck.js');
  const sampleErrors = config.docs.versions.flatMap((v) => {
    const docs = versions.find((c) => c.name === v.name)!.docs;
    const samples: Sample[] = docs.flatMap((doc) => compiled.get(doc)!.samples.map((s) => ({ ...s, file: doc.file })));
    samplesChecked += samples.length;
    return typecheckSamples(samples, { siteDir, paths: v.codeSamples.paths });
  });
  options.reporter.stage('samples', `${samplesChecked} code sample(s) type-checked`);
  return { pages: routes.length, problems, sampleErrors, samplesChecked };
}
