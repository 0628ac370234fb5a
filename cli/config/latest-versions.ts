import { UserError } from '../util/errors.js';
import type { SiteConfig } from './schema.js';

/**
 * The latest version of each set of docs (by `instance`): the one `docs.lastVersion` names in it,
 * else its first. A name no version has is an error naming the config file.
 */
export function latestVersions(docs: SiteConfig['docs'], file: string): Map<string, string> {
  const named = docs.lastVersion === undefined ? [] : [docs.lastVersion].flat();
  const latest = new Map<string, string>();
  for (const name of named) {
    const version = docs.versions.find((v) => v.name === name);
    if (!version) {
      throw new UserError(`docs.lastVersion names unknown version "${name}"`, {
        file,
        problems: [`Available versions: ${docs.versions.map((v) => v.name).join(', ')}`],
      });
    }
    latest.set(version.instance, name);
  }
  for (const version of docs.versions) if (!latest.has(version.instance)) latest.set(version.instance, version.name);
  return latest;
}
