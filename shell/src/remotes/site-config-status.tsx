import { Button, useDocumentTitle } from '@nurseprep/shared-ui';
import { statusTexts } from './status-texts';
import { StatusPanel } from './status-panel';

export function SiteConfigLoading() {
  useDocumentTitle(undefined);
  return (
    <StatusPanel role="status" aria-live="polite" data-testid="remote-loading">
      <p>{statusTexts.loading}</p>
    </StatusPanel>
  );
}

export function SiteConfigFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPanel role="alert" data-testid="remote-error">
      <h1>{statusTexts.siteConfigFailedHeading}</h1>
      <p>{statusTexts.siteConfigFailed}</p>
      <Button type="button" onClick={onRetry}>
        {statusTexts.retry}
      </Button>
    </StatusPanel>
  );
}
