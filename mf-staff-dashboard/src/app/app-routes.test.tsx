import { screen } from '@testing-library/react';
import { renderPage } from '@nurseprep/shared-ui/src/testing/render-page';
import { dashboardIntro } from '../features/dashboard/data/dashboard-intro';
import { AppRoutes } from './app-routes';

describe('mf-staff-dashboard routes', () => {
  it('/marketing shows the dashboard heading and names it in the page title', () => {
    renderPage(<AppRoutes />, { path: '/marketing' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('WhatsApp Marketing Dashboard');
    expect(document.title).toBe(`${dashboardIntro.title} | NursePrep Academy`);
  });

  it('shows the not-found screen for a path below it', () => {
    renderPage(<AppRoutes />, { path: '/marketing/leads' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText('/marketing/leads')).toBeInTheDocument();
  });
});
