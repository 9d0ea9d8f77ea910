import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import styled from 'styled-components';
import type { RemoteId } from '@nurseprep/contracts';
import { useDocumentTitle } from '@nurseprep/shared-ui';
import { loadRemoteRoutes } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remoteLabels } from './remote-labels';

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

const Status = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.md}`};
  text-align: center;
  min-height: 50vh;
`;

const RetryButton = styled.button`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primaryHover}; }
`;

export function RemoteLoading({ id }: { id: RemoteId }) {
  // The page names the tab once it renders; until then the tab shows the brand, not the last page.
  useDocumentTitle(undefined);
  return (
    <Status role="status" aria-live="polite" data-testid="remote-loading">
      <p>Loading {remoteLabels[id]}…</p>
    </Status>
  );
}

export function RemoteFailure({ id, onRetry }: { id: RemoteId; onRetry: () => void }) {
  return (
    <Status role="alert" data-testid="remote-error" data-remote={id}>
      <h1>This section could not be loaded</h1>
      <p>
        {remoteLabels[id]} is not available right now. The rest of the site still works: use the menu above, or try
        again.
      </p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Status>
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
