import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as z from 'zod';
import { codeFrame, UserError } from '../util/errors.js';

/**
 * A translation file's content, as Docusaurus writes them (code.json, navbar.json, current.json):
 * each message by key, with what it is for.
 */
export type TranslationMessages = Record<string, { message: string; description?: string }>;

const messagesSchema = z.record(
  z.string(),
  z.strictObject({ message: z.string(), description: z.string().optional() }),
);

/** A translation file's messages, or undefined when there is none; a file that is not one is an error naming it. */
export function readTranslationFile(file: string): TranslationMessages | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const line = position ? text.slice(0, Number(position[1])).split('\n').length : undefined;
    throw new UserError(`Invalid JSON in a translation file: ${message}`, {
      file,
      line,
      frame: line ? codeFrame(text, line) : undefined,
      problems: ['Fix the JSON, or delete the file and run `ckdocs write-translations` to write it again.'],
    });
  }
  const parsed = messagesSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.path.filter((part) => typeof part === 'string');
    throw new UserError(`Invalid translation file: ${key.length ? `at "${key.join('.')}", ` : ''}${issue.message}`, {
      file,
      problems: ['Each key holds `{ "message": "…", "description": "…" }` (the description is optional).'],
    });
  }
  return parsed.data;
}

/** A translation file's text by key (what a build reads of it); empty when there is no file. */
export function translatedMessages(file: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(readTranslationFile(file) ?? {}).map(([key, { message }]) => [key, message]),
  );
}

export interface WriteOptions {
  /** Replace the messages already translated with the new ones (else only missing keys are added). */
  override?: boolean;
  /** Put before each new message, to spot the untranslated ones on the site. */
  messagePrefix?: string;
}

/**
 * Writes `messages` into `file` as Docusaurus's write-translations does: messages already there
 * are kept (unless `override`), keys it no longer knows stay and are returned to warn about,
 * descriptions are the new ones; a file with no messages at all is not written. The number of
 * messages written, and the unknown keys.
 */
export async function writeTranslationFile(
  file: string,
  messages: TranslationMessages,
  options: WriteOptions,
): Promise<{ written: number; unknownKeys: string[] }> {
  const existing = readTranslationFile(file) ?? {};
  const merged: TranslationMessages = { ...existing };
  for (const [key, { message, description }] of Object.entries(messages)) {
    const fresh = `${options.messagePrefix ?? ''}${message}`;
    merged[key] = {
      message: options.override ? fresh : (existing[key]?.message ?? fresh),
      ...(description !== undefined && { description }),
    };
  }
  const unknownKeys = Object.keys(existing).filter((key) => !(key in messages));
  const written = Object.keys(merged).length;
  if (written) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(merged, null, 2)}\n`);
  }
  return { written, unknownKeys };
}
