import type { SiteStorage } from '../common/data.js';

/** The site's storage of the reader's choices (config `storage`): localStorage, plain keys unless the site says. */
let site: SiteStorage = { type: 'localStorage', suffix: '' };

/** Keeps the reader's choices where the site's config says, from now on (the client's boot). */
export function setSiteStorage(storage: SiteStorage | undefined): void {
  if (storage) site = storage;
}

/**
 * The site's storage that never throws: in sandboxed iframes and some private modes storage is
 * missing or refuses writes, and the site must keep working without persistence.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window[site.type].getItem(key + site.suffix);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window[site.type].setItem(key + site.suffix, value);
    } catch {
      // No persistence available; the choice lasts for this page only.
    }
  },
  remove(key: string): void {
    try {
      window[site.type].removeItem(key + site.suffix);
    } catch {
      // As above.
    }
  },
};
