import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Button, PageReadyMark, useDocumentTitle } from '@nurseprep/shared-ui';
import { loadRemoteRoutes } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { statusTexts } from './status-texts';
import { StatusPanel } from './status-panel';

type LazyRoutes = LazyExoticComponent<ComponentType>;

/** React.lazy caches a failed import forever, so every attempt gets a fresh lazy component. */
function lazyRemote(id: string): LazyRoutes {
  return lazy(() => loadRemoteRoutes(id));
}

const lazyByRemote = new Map<string, LazyRoutes>();

function cachedLazyRemote(id: string): LazyRoutes {
  let component = lazyByRemote.get(id);
  if (!component) {
    component = lazyRemote(id);
    lazyByRemote.set(id, component);
  }
  return component;
}

export function RemoteLoading({ label }: { label: string }) {
  // The page names the tab once it renders; until then the tab shows the brand, not the last page.
  useDocumentTitle(undefined);
  return (
    <StatusPanel role="status" aria-live="polite" data-testid="remote-loading">
      <p>{statusTexts.remoteLoading(label)}</p>
    </StatusPanel>
  );
}

export function RemoteFailure({ id, label, onRetry }: { id: string; label: string; onRetry: () => void }) {
  return (
    <StatusPanel role="alert" data-testid="remote-error" data-remote={id}>
      <h1>{statusTexts.remoteFailedHeading}</h1>
      <p>{statusTexts.remoteFailed(label)}</p>
      <Button type="button" onClick={onRetry}>
        {statusTexts.retry}
      </Button>
      <PageReadyMark />
    </StatusPanel>
  );
}

/**
 * Renders one remote's routes, with a loading state and a contained, retryable failure. `id` is the remote's
 * Module Federation name, `label` how its area is named to a person.
 */
export function RemoteOutlet({ id, label }: { id: string; label: string }) {
  const [, setAttempt] = useState(0);
  const RemoteRoutes = cachedLazyRemote(id);

  const retry = () => {
    lazyByRemote.set(id, lazyRemote(id));
    setAttempt((attempt) => attempt + 1);
  };

  return (
    <RemoteErrorBoundary key={id} onRetry={retry} fallback={(_error, retryNow) => <RemoteFailure id={id} label={label} onRetry={retryNow} />}>
      <Suspense fallback={<RemoteLoading label={label} />}>
        <div data-remote={id}>
          <RemoteRoutes />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
