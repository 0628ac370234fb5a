import { ERRORS_SHOWN, type Reporter } from '../util/reporter.js';
import { UserError } from '../util/errors.js';
import type { BrokenLink } from './check.js';

/** A broken link as one line: where it is, what it is, why. */
export function brokenLinkLine(link: BrokenLink): string {
  const url = link.resolved ? `${link.url} (resolved as ${link.resolved})` : link.url;
  return `${link.file}${link.line ? `:${link.line}` : ''}: broken ${link.kind} ${url}: ${link.reason}`;
}

/** What the config says of broken links: each kind's policy, 'throw', 'warn' or 'ignore'. */
export interface BrokenLinkPolicies {
  onBrokenLinks: string;
  onBrokenAnchors: string;
  onBrokenMarkdownLinks?: string;
}

const STRICTNESS = ['ignore', 'warn', 'throw'];

/**
 * What the config does with a broken link or anchor. A Markdown link to a file that is no doc gets
 * the stricter of `onBrokenLinks` and `onBrokenMarkdownLinks`, as Docusaurus reports it twice:
 * its Markdown hook, then its check of the rendered link.
 */
export function brokenLinkPolicy(link: BrokenLink, config: BrokenLinkPolicies): string {
  if (link.kind === 'anchor') return config.onBrokenAnchors;
  const policies = [config.onBrokenLinks, ...(link.markdownFile ? [config.onBrokenMarkdownLinks ?? 'warn'] : [])];
  return policies.reduce((a, b) => (STRICTNESS.indexOf(b) > STRICTNESS.indexOf(a) ? b : a));
}

/** The first {@link ERRORS_SHOWN} lines, and a count of the rest, which `check` lists. */
function firstLines(lines: string[]): string[] {
  const more = lines.length - ERRORS_SHOWN;
  return more > 0 ? [...lines.slice(0, ERRORS_SHOWN), `… and ${more} more: \`ckdocs check\` lists every one`] : lines;
}

/**
 * Stage 9, in a build: warns of broken links, or fails the build with them, as the config says.
 * Of many, the first few are shown: a moved folder can break thousands of links at once. A link
 * `told` already (a locale before found it, in a doc no locale translates) is not told again.
 * Answers the warnings told.
 */
export function reportBrokenLinks(
  broken: BrokenLink[],
  config: BrokenLinkPolicies,
  reporter: Reporter,
  told: Set<string>,
): BrokenLink[] {
  const fatal: string[] = [];
  const warnings: BrokenLink[] = [];
  for (const link of broken) {
    const policy = brokenLinkPolicy(link, config);
    if (policy === 'throw') fatal.push(brokenLinkLine(link));
    else if (policy === 'warn' && !told.has(placeOf(link))) warnings.push(link);
  }
  for (const link of warnings) told.add(placeOf(link));
  for (const line of firstLines(warnings.map(brokenLinkLine))) reporter.warn(line);
  if (fatal.length) throw new UserError(`${fatal.length} broken link(s)`, { problems: firstLines(fatal) });
  return warnings;
}

/** A broken link's place in the source, the same in every locale that builds that file. */
const placeOf = (link: BrokenLink) => `${link.file}:${link.line ?? ''}: ${link.kind} ${link.url}`;
