import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPageBoundary } from '../components/errors/error-page-boundary.js';
import { ErrorView } from '../components/errors/error-view.js';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload.js';
import { describeRouteError } from '../lib/page-error.js';
import { useScrollBehavior } from './use-scroll-behavior.js';

function useReportedError() {
  const error = useRouteError();
  useEffect(() => {
    // A chunk that failed outside importChunk still gets its one reload (at most once a minute).
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  return describeRouteError(error);
}

/** errorElement of the screens: the error page inside the public layout. */
export function ScreenError() {
  useScrollBehavior();
  const error = useReportedError();
  return (
    <ErrorPageBoundary>
      <ErrorView error={error} />
    </ErrorPageBoundary>
  );
}

/** errorElement of the layouts: the error page on its own, when a layout itself failed. */
export function LayoutError() {
  const error = useReportedError();
  return (
    <ErrorPageBoundary>
      <main id="main" tabIndex={-1}>
        <ErrorView error={error} />
      </main>
    </ErrorPageBoundary>
  );
}
