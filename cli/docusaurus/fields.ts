import { isDeepStrictEqual } from 'node:util';

/** Something of a Docusaurus site that ckdocs does not support, at a config path when it has one. */
export interface ConfigNote {
  /** Dotted path in the config (`themeConfig.prism`, `plugins[1]`). */
  path?: string;
  /** The file it is about, when not the config (a sidebars file). */
  file?: string;
  text: string;
}

/**
 * A Docusaurus config object, as Docusaurus validated it, read key by key. Every key is either
 * mapped, marked as having no meaning for ckdocs (`ignore`), or reported as unsupported when
 * `done()` is called, unless it holds Docusaurus's default (what validation gives a config that
 * leaves it out): a field the site set is never dropped in silence.
 */
export class Fields {
  private readonly seen = new Set<string>();

  constructor(
    private readonly value: Record<string, unknown>,
    /** Dotted path of this object in the config, e.g. `themeConfig.navbar`. */
    readonly path: string,
    private readonly notes: ConfigNote[],
    /** Docusaurus's defaults for this object's keys. */
    private readonly defaults: Record<string, unknown> = {},
  ) {}

  /** The value of `key`, now counted as read. */
  get(key: string): unknown {
    this.seen.add(key);
    return this.value[key];
  }

  /** The value of `key` when the site set it to something other than Docusaurus's default. */
  given(key: string): unknown {
    const value = this.get(key);
    return isDefault(value, this.defaults[key]) ? undefined : value;
  }

  /** The object at `key` as Fields of its own, or undefined when it is not an object. */
  child(key: string): Fields | undefined {
    const value = this.get(key);
    const defaults = this.defaults[key];
    return isRecord(value)
      ? new Fields(value, this.at(key), this.notes, isRecord(defaults) ? defaults : {})
      : undefined;
  }

  /** The array at `key`, its objects as Fields of their own (paths `key[i]`). */
  list(key: string): (Fields | unknown)[] {
    const value = this.get(key);
    if (!Array.isArray(value)) return [];
    return value.map((entry, i) => (isRecord(entry) ? new Fields(entry, this.at(`${key}[${i}]`), this.notes) : entry));
  }

  /** The keys of `keys` that are set, as an object, all counted as read. */
  pick(keys: readonly string[]): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key of keys) if (this.get(key) !== undefined) out[key] = this.value[key];
    return out;
  }

  /** The keys set, none counted as read. */
  keys(): string[] {
    return Object.keys(this.value);
  }

  /** Every key that is set, as an object, all counted as read. */
  all(): Record<string, unknown> {
    return this.pick(Object.keys(this.value));
  }

  /** Keys that have no effect on what ckdocs builds (build-engine settings of Docusaurus). */
  ignore(...keys: string[]): void {
    for (const key of keys) this.seen.add(key);
  }

  /** Reports `key` as not supported, with why or what ckdocs does instead. */
  unsupported(key: string, why = 'ignored'): void {
    this.seen.add(key);
    if (!isDefault(this.value[key], this.defaults[key])) this.report(key, why);
  }

  /** Reports `key` (`plugins[1]`) as not supported, whether or not it names a key of this object. */
  report(key: string, why: string): void {
    this.notes.push({ path: this.at(key), text: `\`${this.at(key)}\` is not supported by ckdocs: ${why}` });
  }

  /** Reports every key that was set, to other than its default, but never read. */
  done(): void {
    for (const key of Object.keys(this.value)) {
      if (!this.seen.has(key) && !isDefault(this.value[key], this.defaults[key])) this.unsupported(key);
    }
  }

  /** Dotted path of `key` inside this object. */
  at(key: string): string {
    return this.path ? `${this.path}.${key}` : key;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a validated value is the default (unset, or deeply equal to it: functions by identity). */
function isDefault(value: unknown, fallback: unknown): boolean {
  return value === undefined || isDeepStrictEqual(value, fallback);
}
