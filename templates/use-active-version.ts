import { useEffect, useState } from 'react';
import { readPreferredVersion } from '../runtime/preferred-version.js';
import { useLocation, useSiteData } from './context.js';

/**
 * The version the chrome follows: the shown doc's, else (home, search, 404) the one the reader
 * last switched to. The stored preference is read after hydration so the server HTML matches.
 */
export function useActiveVersion(): string | undefined {
  const { version } = useLocation();
  const { versions } = useSiteData();
  const [preferred, setPreferred] = useState<string>();
  useEffect(() => setPreferred(readPreferredVersion(versions.map((v) => v.name))), [versions, version]);
  return version ?? preferred;
}
