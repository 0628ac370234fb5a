import { useEffect, useMemo, useState } from 'react';
import { readLastReadVersion, readPreferredVersion } from '../runtime/preferred-version.js';
import { useLocation, useSiteData } from './context.js';
import { versionsOf } from '../common/docs-instances.js';

/**
 * The version the chrome follows: the shown doc's, else (home, search, 404) the one the reader
 * last switched to, else the one they last read. Both are read from storage after hydration so
 * the server HTML matches.
 */
export function useActiveVersion(): string | undefined {
  const { version } = useLocation();
  const site = useSiteData();
  // Another set of docs (community docs beside the main ones) has versions of its own, which the chrome does not follow.
  const known = useMemo(() => versionsOf(site.versions).map((v) => v.name), [site]);
  const [preferred, setPreferred] = useState<string>();
  useEffect(() => {
    setPreferred(readPreferredVersion(known) ?? readLastReadVersion(known));
  }, [known, version]);
  return version !== undefined && known.includes(version) ? version : preferred;
}
