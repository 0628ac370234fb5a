import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useClassicClassNames } from './classic-class-names.js';

interface Props {
  children: ReactNode;
  /**
   * What the error is shown in, when the children draw the page's chrome themselves (a component
   * page's `@theme/Layout`): the chrome, so the navbar and footer stay.
   */
  frame?: (crash: ReactNode) => ReactNode;
  /** What to show instead of the theme's box (`@docusaurus/ErrorBoundary`'s `fallback`). */
  fallback?: (props: { error: unknown; tryAgain: () => void }) => ReactNode;
}

interface State {
  /** What was thrown, boxed: `throw undefined` is a crash too. */
  crash?: { error: unknown };
}

/**
 * Keeps a render error inside the page content: the reader sees what broke and can retry,
 * while the navbar and sidebar (outside this boundary) keep working. On the server an error is
 * not caught: it fails the build.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { crash: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('This page crashed:', error, info.componentStack);
  }

  override render() {
    const { crash } = this.state;
    if (!crash) return this.props.children;
    // The children went when they threw: rendering them again mounts them anew.
    const retry = () => this.setState({ crash: undefined });
    const { fallback } = this.props;
    const box = fallback ? (
      fallback({ error: crash.error, tryAgain: retry })
    ) : (
      <PageCrash error={crash.error} retry={retry} />
    );
    return this.props.frame ? this.props.frame(box) : box;
  }
}

/** The error in place of the content: its message, the stack behind a disclosure, and Try again. */
function PageCrash({ error, retry }: { error: unknown; retry: () => void }) {
  const classic = useClassicClassNames();
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <div className={`page-crash${classic(DOCUSAURUS_SITE && 'alert alert--danger')}`} role="alert">
      <h2 className="page-crash-title">{THEME_LABELS.pageCrashed}</h2>
      <p className="page-crash-message">{error instanceof Error ? error.message : String(error)}</p>
      {stack && (
        <details className="page-crash-details">
          <summary>{THEME_LABELS.stackTrace}</summary>
          <pre>{stack}</pre>
        </details>
      )}
      <button
        type="button"
        className={`ck-button ck-button-primary${classic(DOCUSAURUS_SITE && 'button button--primary')}`}
        onClick={retry}
      >
        {THEME_LABELS.tryAgain}
      </button>
    </div>
  );
}
