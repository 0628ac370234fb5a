import type { TranslationMessages } from './translation-file.js';

/**
 * What a part of the config or the content hands each string that can be translated: its key
 * in its translation file, its text as written, and what it is (the file's description). It
 * returns the text to show.
 */
export type Translate = (key: string, text: string, description: string) => string;

/** The translator of a build: the locale's message for a key, else the text as written. */
export const fromMessages =
  (messages: Record<string, string>): Translate =>
  (key, text) =>
    messages[key] ?? text;

/**
 * The translation file of what `translate` asks for (`write-translations`): each key with the
 * text as written, as its message to translate. One function per part both translates it and
 * lists its strings, so the file and the build never disagree about a key.
 */
export function messagesAskedBy(translate: (t: Translate) => unknown): TranslationMessages {
  const messages: TranslationMessages = {};
  translate((key, text, description) => {
    messages[key] = { message: text, description };
    return text;
  });
  return messages;
}
