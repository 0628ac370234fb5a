import type { PageLoaderState } from '../runtime/page-loader.js';

/** In place of a page's content while its code loads: a spinner, or the error and a Retry button. */
export function PageLoader({ error, retry }: PageLoaderState) {
  if (error === undefined)
    return (
      <div className="page-loader" role="status" aria-label="Loading page">
        <span className="page-loader-spinner" aria-hidden="true" />
      </div>
    );
  return (
    <div className="page-loader-error" role="alert">
      <p>This page could not be loaded.</p>
      <pre className="page-loader-details">{error}</pre>
      <button type="button" className="button button-primary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
