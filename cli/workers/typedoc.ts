// Worker: turns each version's API sources into its model, off the main thread, so MDX
// compiles meanwhile; its heap (TypeScript's program above all) goes when the pool closes.
import type { ApiJob } from '../api/types.js';
import { summarizeApi } from '../api/changes-summary.js';
import { deferringHtml } from '../api/deferred-html.js';
import { buildApiModel } from '../api/models.js';
import { runTypedoc } from '../api/run-typedoc.js';
import { threadTask } from '../util/thread-task.js';

/** The type check of each version converted here, kept for `check`. */
const checks = new Map<string, () => void>();

/** A version's model, its markdown and highlighting left to the main thread, idle meanwhile (deferred-html.ts). */
export const convert = threadTask(async ({ siteDir, api, version, versionPath, summarize, labels }: ApiJob) => {
  const converted = await runTypedoc(siteDir, api, version);
  checks.set(version, converted.check);
  const { value, jobs: html } = deferringHtml(() => buildApiModel(converted.project, api, versionPath, labels));
  // What the API changes page compares, while the reflections are at hand.
  return { model: value.model, html, summary: summarize ? summarizeApi(value.documented) : undefined };
});

/** The type check of a version's sources (nothing if its conversion failed: that error is reported). */
export const check = threadTask(({ version }: { version: string }) => {
  const run = checks.get(version);
  checks.delete(version);
  run?.();
});
