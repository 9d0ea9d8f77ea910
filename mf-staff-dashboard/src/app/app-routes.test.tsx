import { screen } from '@testing-library/react';
import { installFakeApi, renderPage } from '@nurseprep/shared-ui/testing';
import { dashboardHandlers } from '../testing/staff-fixtures';
import { AppRoutes } from './app-routes';

beforeEach(() => {
  // What the dashboard loads on opening; anything else answers 404 like an unknown route.
  installFakeApi(dashboardHandlers());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('mf-staff-dashboard routes', () => {
  it('/marketing shows the dashboard heading and names it in the page title', async () => {
    renderPage(<AppRoutes />, { path: '/marketing' });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent('WhatsApp Marketing Dashboard');
    expect(document.title).toBe('WhatsApp Marketing Dashboard | NursePrep Academy');
  });

  it('shows the not-found screen for a path below /marketing it has no page for', async () => {
    renderPage(<AppRoutes />, { path: '/marketing/settings' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText('/marketing/settings')).toBeInTheDocument();
  });
});
