import { useEffect, useState } from 'react';
import { readLastReadVersion, readPreferredVersion } from '../runtime/preferred-version.js';
import { useLocation, useSiteData } from './context.js';

/**
 * The version the chrome follows: the shown doc's, else (home, search, 404) the one the reader
 * last switched to, else the one they last read. Both are read from storage after hydration so
 * the server HTML matches.
 */
export function useActiveVersion(): string | undefined {
  const { version } = useLocation();
  const { versions } = useSiteData();
  const [preferred, setPreferred] = useState<string>();
  useEffect(() => {
    const known = versions.map((v) => v.name);
    setPreferred(readPreferredVersion(known) ?? readLastReadVersion(known));
  }, [versions, version]);
  return version ?? preferred;
}
