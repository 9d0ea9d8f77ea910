import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@nurseprep/shared-ui';
import RemoteRoutes from './exposes/routes';

/** Runs this remote alone (npm run dev -w <remote>), without the shell's header and footer. */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders queryClient={createQueryClient()}>
        <RemoteRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
