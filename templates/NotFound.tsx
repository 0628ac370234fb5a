import { useSiteData } from './context.js';

/** Shown for any path that is no page of the site. */
export function NotFound() {
  const site = useSiteData();
  const latest = site.versions.find((v) => v.isLast);
  return (
    <main id="main" tabIndex={-1} className="container not-found">
      <h1>Page Not Found</h1>
      <p>
        We could not find what you were looking for. The page may have moved, or the link that brought you here may be
        wrong.
      </p>
      <p>
        Try the <a href={site.baseUrl}>home page</a>
        {latest && (
          <>
            {' or the '}
            <a href={latest.mainDocHref}>latest documentation</a>
          </>
        )}
        .
      </p>
    </main>
  );
}
