import { screen } from '@testing-library/react';
import { renderPage } from '@nurseprep/shared-ui/src/testing/render-page';
import { AppRoutes } from './app-routes';

describe('mf-staff-dashboard routes', () => {
  it('shows the not-found screen for a path below /marketing it has no page for', () => {
    renderPage(<AppRoutes />, { path: '/marketing/settings' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText('/marketing/settings')).toBeInTheDocument();
  });
});
