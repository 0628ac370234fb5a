import type { SiteConfig } from '../config/schema.js';
import { AggregateUserError, UserError } from '../util/errors.js';
import type { Reporter } from '../util/reporter.js';
import type { TagOptions } from './doc-tags.js';
import type { VersionContent } from './types.js';

/** The config's tagging options (`docs.tagsBasePath`, `docs.tags`, `docs.onInlineTags`). */
export const tagOptions = ({ docs }: SiteConfig): TagOptions => ({
  basePath: docs.tagsBasePath,
  file: docs.tags,
  onInlineTags: docs.onInlineTags,
});

/**
 * Tells of each doc's tags that its version's tags file does not define, as `docs.onInlineTags`
 * asks: a warning, a note, an error that fails the build, or nothing.
 */
export function reportInlineTags(versions: VersionContent[], config: SiteConfig, reporter: Reporter): void {
  const { onInlineTags } = config.docs;
  if (onInlineTags === 'ignore') return;
  const tagsFile = typeof config.docs.tags === 'string' ? config.docs.tags : 'tags.yml';
  const fixFor = (labels: string[]) =>
    `Define ${labels.length === 1 ? 'it' : 'them'} in ${tagsFile} (in the version's docs folder), use a tag defined there, or set docs.onInlineTags to 'ignore'.`;
  const found = versions.flatMap((version) => version.inlineTags);
  const undefinedTags = (labels: string[]) =>
    `${labels.length === 1 ? 'Tag' : 'Tags'} ${labels.map((label) => `"${label}"`).join(', ')} ${labels.length === 1 ? 'is' : 'are'} not defined in ${tagsFile}`;
  if (onInlineTags === 'throw') {
    const errors = found.map(
      ({ file, line, labels }) => new UserError(undefinedTags(labels), { file, line, problems: [fixFor(labels)] }),
    );
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateUserError(errors);
    return;
  }
  const tell = (message: string) => (onInlineTags === 'log' ? reporter.info(message) : reporter.warn(message));
  for (const { file, line, labels } of found) tell(`${file}:${line}: ${undefinedTags(labels)}. ${fixFor(labels)}`);
}
