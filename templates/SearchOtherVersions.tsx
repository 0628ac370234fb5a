import { useEffect, useState } from 'react';
import { useSiteData } from './context.js';
import { pluralForm } from './plural-form.js';
import { versionsOf } from '../common/docs-instances.js';

interface Found {
  name: string;
  label: string;
  nbHits: number;
}

/**
 * Under "No results" in one version: how many results each other version has for the query,
 * each a link that searches there.
 */
export function SearchOtherVersions({
  query,
  version,
  onPick,
}: {
  query: string;
  version: string;
  onPick(version: string): void;
}) {
  const site = useSiteData();
  const [found, setFound] = useState<Found[]>([]);
  useEffect(() => {
    let stale = false;
    setFound([]);
    void (async () => {
      const { searchPage } = await import('../runtime/search/backend.js');
      const counts = await Promise.all(
        versionsOf(site.versions)
          .filter((v) => v.name !== version)
          .map((v) =>
            searchPage(site, { query, version: v.name, page: 0, hitsPerPage: 1 }).then(
              ({ nbHits }) => ({ name: v.name, label: v.label, nbHits }),
              // A version that cannot be searched just is not offered.
              () => ({ name: v.name, label: v.label, nbHits: 0 }),
            ),
          ),
      );
      if (!stale) setFound(counts.filter((c) => c.nbHits > 0));
    })();
    return () => void (stale = true);
  }, [site, query, version]);
  if (found.length === 0) return null;
  return (
    <span className="search-page-other-versions">
      {found.map((other) => (
        <a
          key={other.name}
          href={`${site.baseUrl}search?q=${encodeURIComponent(query)}&version=${encodeURIComponent(other.name)}`}
          onClick={(event) => {
            event.preventDefault();
            onPick(other.name);
          }}
        >
          {/* Placeholders filled in place, as SearchPage.tsx fills its own. */}
          {pluralForm(THEME_LABELS.otherVersionResults, other.nbHits)
            .replace('{version}', () => other.label)
            .replace('{count}', String(other.nbHits))}
        </a>
      ))}
    </span>
  );
}
