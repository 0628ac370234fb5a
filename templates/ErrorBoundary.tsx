import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error?: Error;
}

/**
 * Keeps a render error inside the page content: the reader sees what broke and can retry,
 * while the navbar and sidebar (outside this boundary) keep working.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('This page crashed:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="page-crash" role="alert">
        <h1>This page crashed.</h1>
        <button type="button" className="button button-primary" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
        <pre className="page-crash-details">{error.stack ?? String(error)}</pre>
      </div>
    );
  }
}
