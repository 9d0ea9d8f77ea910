import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteId } from '@nurseprep/contracts';
import { Button, PageReadyMark, useDocumentTitle } from '@nurseprep/shared-ui';
import { loadRemoteRoutes } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { statusTexts } from './remote-labels';
import { StatusPanel } from './status-panel';

type LazyRoutes = LazyExoticComponent<ComponentType>;

/** React.lazy caches a failed import forever, so every attempt gets a fresh lazy component. */
function lazyRemote(id: RemoteId): LazyRoutes {
  return lazy(() => loadRemoteRoutes(id));
}

const lazyByRemote = new Map<RemoteId, LazyRoutes>();

function cachedLazyRemote(id: RemoteId): LazyRoutes {
  let component = lazyByRemote.get(id);
  if (!component) {
    component = lazyRemote(id);
    lazyByRemote.set(id, component);
  }
  return component;
}

export function RemoteLoading({ id }: { id: RemoteId }) {
  // The page names the tab once it renders; until then the tab shows the brand, not the last page.
  useDocumentTitle(undefined);
  return (
    <StatusPanel role="status" aria-live="polite" data-testid="remote-loading">
      <p>{statusTexts.remoteLoading(id)}</p>
    </StatusPanel>
  );
}

export function RemoteFailure({ id, onRetry }: { id: RemoteId; onRetry: () => void }) {
  return (
    <StatusPanel role="alert" data-testid="remote-error" data-remote={id}>
      <h1>{statusTexts.remoteFailedHeading}</h1>
      <p>{statusTexts.remoteFailed(id)}</p>
      <Button type="button" onClick={onRetry}>
        {statusTexts.retry}
      </Button>
      <PageReadyMark />
    </StatusPanel>
  );
}

/** Renders one remote's routes, with a loading state and a contained, retryable failure. */
export function RemoteOutlet({ id }: { id: RemoteId }) {
  const [, setAttempt] = useState(0);
  const RemoteRoutes = cachedLazyRemote(id);

  const retry = () => {
    lazyByRemote.set(id, lazyRemote(id));
    setAttempt((attempt) => attempt + 1);
  };

  return (
    <RemoteErrorBoundary key={id} onRetry={retry} fallback={(_error, retryNow) => <RemoteFailure id={id} onRetry={retryNow} />}>
      <Suspense fallback={<RemoteLoading id={id} />}>
        <div data-remote={id}>
          <RemoteRoutes />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
