import type { PageLoaderState } from '../runtime/page-loader.js';

/** In place of a page's content while its code loads: a spinner, or the error and a Retry button. */
export function PageLoader({ error, retry }: PageLoaderState) {
  if (error === undefined)
    return (
      <div className="page-loader" role="status" aria-label={THEME_LABELS.pageLoading}>
        <span className="page-loader-spinner" aria-hidden="true" />
      </div>
    );
  return (
    <div className="page-loader-error" role="alert">
      <p>{THEME_LABELS.pageLoadFailed}</p>
      <pre className="page-loader-details">{error}</pre>
      <button type="button" className="ck-button ck-button-primary" onClick={retry}>
        {THEME_LABELS.retry}
      </button>
    </div>
  );
}
