import type { Reporter } from '../util/reporter.js';
import { UserError } from '../util/errors.js';
import type { BrokenLink } from './check.js';

/** A broken link as one line: where it is, what it is, why. */
export function brokenLinkLine(link: BrokenLink): string {
  return `${link.file}${link.line ? `:${link.line}` : ''}: broken ${link.kind} ${link.url}: ${link.reason}`;
}

/** What the config does with a broken link or anchor: 'throw', 'warn' or 'ignore'. */
export function brokenLinkPolicy(link: BrokenLink, config: { onBrokenLinks: string; onBrokenAnchors: string }): string {
  return link.kind === 'anchor' ? config.onBrokenAnchors : config.onBrokenLinks;
}

/** Stage 9, in a build: warns of broken links, or fails the build with them, as the config says. */
export function reportBrokenLinks(
  broken: BrokenLink[],
  config: { onBrokenLinks: string; onBrokenAnchors: string },
  reporter: Reporter,
): void {
  const fatal: string[] = [];
  for (const link of broken) {
    const policy = brokenLinkPolicy(link, config);
    if (policy === 'throw') fatal.push(brokenLinkLine(link));
    else if (policy === 'warn') reporter.warn(brokenLinkLine(link));
  }
  if (fatal.length) throw new UserError(`${fatal.length} broken link(s)`, { problems: fatal });
}
