import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from '@nurseprep/shared-ui';
import { App } from './app/app';
import { readRenderState } from './render-state';

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A server-rendered page comes with the data it was rendered from (site settings, the user, the page's
// content): the browser starts from it, so it renders the same page and asks for none of it again.
const renderState = readRenderState();
if (renderState) hydrate(queryClient, renderState);

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <App />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

if (renderState && container.firstElementChild) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // (the page is already painted and readable; no long task while it becomes interactive).
  startTransition(() => {
    hydrateRoot(container, app, {
      // An area the browser could not hydrate (its remote failed to load here) is rendered afresh by React, and
      // its error boundary shows the contained failure with Retry: expected, so noted, not thrown at the page.
      onRecoverableError: (error) => console.warn('An area of the page was rendered again in the browser:', error),
    });
  });
} else createRoot(container).render(app);
