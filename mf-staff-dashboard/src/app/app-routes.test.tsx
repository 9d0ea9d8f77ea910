import { screen } from '@testing-library/react';
import { renderPage, fakeResponse } from '@nurseprep/shared-ui/testing';
import { AppRoutes } from './app-routes';

beforeEach(() => {
  globalThis.fetch = jest.fn(async () => fakeResponse(404, '{"message":"Not Found"}')) as unknown as typeof fetch;
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
