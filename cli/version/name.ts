/** Names a new version cannot take: `current` is Docusaurus's name for the docs folder, `next` its label and path. */
const RESERVED = ['current', 'next'];

/**
 * Why `name` cannot name a new docs version, or undefined when it can. The rules are Docusaurus's
 * (a name becomes a folder and a URL segment), plus the names the current docs go by.
 */
export function versionNameProblem(name: string): string | undefined {
  if (!name.trim()) return 'a version name needs at least one character other than spaces';
  if (/[/\\]/.test(name)) return 'a version name cannot hold a slash (/) or a backslash (\\)';
  if (/^\.\.?$/.test(name)) return 'a version name cannot be "." or ".."';
  // eslint-disable-next-line no-control-regex
  if (/[<>:"|?*\x00-\x1F]/.test(name)) return 'a version name cannot hold < > : " | ? * or control characters';
  if (name.length > 32) return 'a version name is at most 32 characters long';
  if (RESERVED.includes(name.toLowerCase())) return `"${name}" is the name of the current docs`;
  return undefined;
}
