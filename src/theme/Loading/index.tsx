import React, {type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';

/**
 * Shown while a route's code loads: a spinner after a short delay, or, if the
 * code could not be fetched, the error and a Retry button.
 */
export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <main className="container margin-vert--xl route-load-error" role="alert">
        <h1>This page could not be loaded</h1>
        <p className="route-load-error__message">{String(error)}</p>
        <p>Check your connection, then try again.</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </main>
    );
  }
  if (pastDelay) {
    return (
      <div className="route-loading" role="status" aria-live="polite">
        <span className="route-loading__spinner" aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return null;
}
