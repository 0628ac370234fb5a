/**
 * A theme string's `{name}`s filled with `texts` (a `{name}` without one stays as written): in the
 * templates, which write these strings as `THEME_LABELS.<name>`, and in the API pages the build writes.
 */
export const fillText = (label: string, texts: Record<string, string>) =>
  label.replace(/\{(\w+)\}/g, (whole, name: string) => texts[name] ?? whole);
