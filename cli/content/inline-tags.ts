import type { SiteConfig } from '../config/schema.js';
import { AggregateUserError, UserError } from '../util/errors.js';
import type { Reporter } from '../util/reporter.js';
import type { TagOptions } from './doc-tags.js';
import type { VersionContent } from './types.js';
import { docsOptionsOf } from './set-options.js';

/** The config's tagging options (`docs.tagsBasePath`, `docs.tags`, `docs.onInlineTags`). */
export const tagOptions = ({ docs }: SiteConfig): TagOptions => ({
  basePath: docs.tagsBasePath,
  file: docs.tags,
  onInlineTags: docs.onInlineTags,
});

/**
 * Tells of each doc's tags that its version's tags file does not define, as `docs.onInlineTags`
 * (or the version's set of docs' own) asks: a warning, a note, an error that fails the build, or nothing.
 */
export function reportInlineTags(versions: VersionContent[], config: SiteConfig, reporter: Reporter): void {
  const errors: UserError[] = [];
  for (const version of versions) {
    const { onInlineTags, tags } = docsOptionsOf(config.docs, version);
    if (onInlineTags === 'ignore') continue;
    const tagsFile = typeof tags === 'string' ? tags : 'tags.yml';
    const fixFor = (labels: string[]) =>
      `Define ${labels.length === 1 ? 'it' : 'them'} in ${tagsFile} (in the version's docs folder), use a tag defined there, or set docs.onInlineTags to 'ignore'.`;
    const undefinedTags = (labels: string[]) =>
      `${labels.length === 1 ? 'Tag' : 'Tags'} ${labels.map((label) => `"${label}"`).join(', ')} ${labels.length === 1 ? 'is' : 'are'} not defined in ${tagsFile}`;
    for (const { file, line, labels } of version.inlineTags) {
      if (onInlineTags === 'throw')
        errors.push(new UserError(undefinedTags(labels), { file, line, problems: [fixFor(labels)] }));
      else {
        const message = `${file}:${line}: ${undefinedTags(labels)}. ${fixFor(labels)}`;
        if (onInlineTags === 'log') reporter.info(message);
        else reporter.warn(message);
      }
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateUserError(errors);
}
