import { storage } from './storage.js';

export type ColorMode = 'dark' | 'light';
export type ColorModeChoice = ColorMode | 'system';
export const COLOR_MODE_KEY = 'theme';

interface Options {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
}

const isChoice = (value: string | null): value is ColorModeChoice =>
  value === 'dark' || value === 'light' || value === 'system';

function assertChoice(value: string): ColorModeChoice {
  if (isChoice(value)) return value;
  throw new Error(`Unexpected colour mode "${value}": expected dark, light or system.`);
}

/**
 * The reader's stored choice, else the configured default. A stored value is the reader's data
 * (an old version, an extension may have written it): one that is no mode reads as the default.
 */
export function readColorMode(options: Options): ColorModeChoice {
  const stored = storage.get(COLOR_MODE_KEY);
  if (isChoice(stored)) return stored;
  return options.respectPrefersColorScheme ? 'system' : options.defaultMode;
}

/** Stores the choice and applies it to <html data-theme>, the choice itself to data-theme-choice (as Docusaurus does). */
export function writeColorMode(choice: ColorModeChoice): void {
  assertChoice(choice);
  storage.set(COLOR_MODE_KEY, choice);
  const resolved =
    choice === 'system' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : choice;
  document.documentElement.setAttribute('data-theme', resolved);
  document.documentElement.setAttribute('data-theme-choice', choice);
  document.documentElement.style.colorScheme = resolved;
  window.dispatchEvent(new CustomEvent('ck:color-mode', { detail: resolved }));
}

/** Toggle order: dark <-> light, or system -> light -> dark -> system. */
export function nextColorMode(current: ColorModeChoice, respectSystem: boolean): ColorModeChoice {
  if (!respectSystem) return current === 'dark' ? 'light' : 'dark';
  return current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system';
}
