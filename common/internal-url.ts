/** Whether a URL names a scheme (`https:`, `mailto:`) or is protocol-relative (`//host`). */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/** Whether a link stays on this site (a path, relative or absolute, or an anchor), as `@docusaurus/isInternalUrl` says. */
export function isInternalUrl(url?: string): boolean {
  return url !== undefined && !hasProtocol(url);
}
