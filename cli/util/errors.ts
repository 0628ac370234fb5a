/** A mistake in the user's input: printed as location, problem and fix, never with a stack trace. */
export class UserError extends Error {
  override name = 'UserError';
  constructor(
    message: string,
    readonly details: { file?: string; line?: number; column?: number; frame?: string; problems?: string[] } = {},
  ) {
    super(message);
  }

  /** `file:line:column` when known. */
  get location(): string {
    const { file, line, column } = this.details;
    if (!file) return '';
    return [file, line, line && column].filter(Boolean).join(':');
  }
}

/** Several mistakes at once (pages that failed to compile, a bundle's errors); each is reported. */
export class AggregateUserError extends UserError {
  constructor(
    readonly errors: UserError[],
    message = `${errors.length} pages failed to compile`,
  ) {
    super(message);
  }
}

/** A few lines around `line` with a caret under `column`, as compilers show them. */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  // Without the `\r` of Windows line ends, which would be printed.
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const mark = n === line ? '>' : ' ';
    out.push(`${mark} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}
