import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// By the package's name, not a relative path: the providers must be the shared singleton the remote's own
// pages use, not a second copy bundled into the remote's standalone entry.
import { AppProviders, createQueryClient } from '@nurseprep/shared-ui';

/**
 * Runs a remote alone (`npm run dev -w <remote>`), its routes without the shell's header and footer, in the
 * page's #root. For each remote's standalone entry (src/bootstrap.tsx) only: outside the package's index, so
 * no page of the site downloads it.
 */
export function mountStandalone(Routes: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders queryClient={createQueryClient()}>
          <Routes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
