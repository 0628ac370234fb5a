import pc from 'picocolors';
import { AggregateUserError, UserError } from './errors.js';

/** Progress lines on stderr; picocolors drops colour under NO_COLOR or without a TTY. */
export interface Reporter {
  /** A stage finished: it took the time since the previous stage, or `ms` when it ran alongside others. */
  stage(name: string, detail?: string, ms?: number): void;
  warn(message: string): void;
  info(message: string): void;
  /** Milliseconds of each stage reported so far (for `npm run bench`). */
  readonly timings?: Record<string, number>;
}

export function createReporter(quiet = false): Reporter {
  let last = performance.now();
  const timings: Record<string, number> = {};
  return {
    timings,
    stage(name, detail, ms) {
      const now = performance.now();
      const took = ms ?? now - last;
      timings[name] = took;
      if (!quiet)
        process.stderr.write(
          `${pc.cyan('●')} ${pc.bold(name.padEnd(10))} ${pc.dim(`${Math.round(took)} ms`)}${detail ? `  ${detail}` : ''}\n`,
        );
      last = now;
    },
    warn(message) {
      process.stderr.write(`${pc.yellow('warning')} ${message}\n`);
    },
    info(message) {
      if (!quiet) process.stderr.write(`${message}\n`);
    },
  };
}

/**
 * `reporter` saying each warning once: a build of several locales reads one config and one
 * site's code again for each, and their warnings are the same.
 */
export function warningsOnce(reporter: Reporter): Reporter {
  const said = new Set<string>();
  return {
    ...reporter,
    stage: (name, detail, ms) => reporter.stage(name, detail, ms),
    info: (message) => reporter.info(message),
    warn(message) {
      if (said.has(message)) return;
      said.add(message);
      reporter.warn(message);
    },
  };
}

/** Errors of an aggregate printed in full; a count stands for the rest, which fixing these often clears. */
export const ERRORS_SHOWN = 20;

/** Prints a user error as location, problem, code frame and fixes; of many, the first {@link ERRORS_SHOWN}. */
export function printUserError(error: UserError): void {
  if (error instanceof AggregateUserError) {
    for (const inner of error.errors.slice(0, ERRORS_SHOWN)) printUserError(inner);
    const more = error.errors.length - ERRORS_SHOWN;
    if (more > 0) process.stderr.write(`${pc.red('error')} … and ${more} more\n`);
    process.stderr.write(`${pc.red(pc.bold('✖'))} ${error.message}\n`);
    return;
  }
  const where = error.location ? `${pc.cyan(error.location)} ` : '';
  process.stderr.write(`${pc.red(pc.bold('error'))} ${where}${error.message}\n`);
  if (error.details.frame) process.stderr.write(`${pc.dim(error.details.frame)}\n`);
  for (const problem of error.details.problems ?? []) process.stderr.write(`  ${pc.yellow('→')} ${problem}\n`);
}
