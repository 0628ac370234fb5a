import { AggregateUserError, UserError } from '../util/errors.js';
import type { Reporter } from '../util/reporter.js';

/** Something a post leaves to chance (an inline tag or author, no truncate marker), at its place. */
export interface PostNotice {
  file: string;
  line?: number;
  message: string;
  fix: string;
}

/**
 * Tells the writer of `notices` as the blog's option for them says (`onInlineTags` and the
 * like): nothing, a note, a warning each, or an error that fails the build.
 */
export function tellNotices(
  notices: PostNotice[],
  policy: 'ignore' | 'log' | 'warn' | 'throw',
  reporter: Reporter,
): void {
  if (policy === 'ignore' || !notices.length) return;
  if (policy === 'throw') {
    const errors = notices.map(
      ({ file, line, message, fix }) => new UserError(message, { file, line, problems: [fix] }),
    );
    throw errors.length === 1 ? errors[0]! : new AggregateUserError(errors, `${errors.length} blog posts need a fix`);
  }
  for (const { file, line, message, fix } of notices) {
    const text = `${file}${line ? `:${line}` : ''}: ${message}. ${fix}`;
    if (policy === 'log') reporter.info(text);
    else reporter.warn(text);
  }
}
