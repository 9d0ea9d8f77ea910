import styled from 'styled-components';
import { useDocumentTitle } from '@nurseprep/shared-ui';

const Status = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.md}`};
  text-align: center;
  min-height: 50vh;
`;

export function SiteConfigLoading() {
  useDocumentTitle(undefined);
  return (
    <Status role="status" aria-live="polite" data-testid="remote-loading">
      <p>Loading…</p>
    </Status>
  );
}

export function SiteConfigFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Status role="alert" data-testid="remote-error">
      <h1>The site could not reach its server</h1>
      <p>Check your connection, then try again.</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </Status>
  );
}
