/**
 * The environment variable through which Docusaurus tells a site's config, and the plugins it
 * loads, which locale it builds: configs read it to translate what has no translation file (a
 * tagline, an announcement).
 */
export const LOCALE_VARIABLE = 'DOCUSAURUS_CURRENT_LOCALE';

/** What holds the variable now, and after it each task given since: `serve` reads several locales' configs. */
let holder: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` once every task given before it has settled, so that tasks setting the variable
 * never overlap: a config evaluated meanwhile would read another locale's, and setting it while
 * `readingLocaleVariable` watches it fails.
 */
export function holdingLocaleVariable<T>(task: () => Promise<T>): Promise<T> {
  const run = holder.then(task);
  holder = run.catch(() => undefined);
  return run;
}

/**
 * Runs `evaluate` (a config's code) with the variable naming `locale`, unset for none, and says
 * whether the code read it: only then does its result depend on the locale. Within
 * `holdingLocaleVariable`.
 */
export async function readingLocaleVariable<T>(
  locale: string | undefined,
  evaluate: () => Promise<T>,
): Promise<{ value: T; read: boolean }> {
  const env = process.env;
  if (locale === undefined) delete env[LOCALE_VARIABLE];
  else env[LOCALE_VARIABLE] = locale;
  let read = false;
  const noticed = (key: string | symbol) => {
    if (key === LOCALE_VARIABLE) read = true;
  };
  process.env = new Proxy(env, {
    get: (target, key) => (noticed(key), target[key as string]),
    has: (target, key) => (noticed(key), key in target),
  });
  try {
    return { value: await evaluate(), read };
  } finally {
    process.env = env;
  }
}

/** From here on, the site's plugins and whatever reads the variable see the locale built. */
export function tellLocale(locale: string): void {
  process.env[LOCALE_VARIABLE] = locale;
}
