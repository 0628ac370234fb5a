import { useEffect, useState } from 'react';

/** /search?q=…: the query box; results come with the search backend. */
export function SearchPage() {
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(new URLSearchParams(window.location.search).get('q') ?? ''), []);
  return (
    <main id="main" className="container search-page">
      <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
      <form action="" method="get" role="search">
        <input type="search" name="q" className="search-page-input" aria-label="Search" placeholder="Type your search here" maxLength={64} value={query} onChange={(e) => setQuery(e.target.value)} />
      </form>
    </main>
  );
}
