import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { pageIntros } from '../data/page-intros';
import { installMarketingApi } from '../testing/marketing-api';
import { AppRoutes } from './app-routes';

jest.setTimeout(20_000);

// The resources, blog and article routes are covered by their own page tests (features/resources, blog, articles).
const pages: [string, { title: string; documentTitle?: string }][] = [
  ['/', pageIntros.home],
  ['/about', pageIntros.about],
  ['/services', pageIntros.services],
  ['/tutoring', pageIntros.tutoring],
  ['/tutors', pageIntros.tutors],
  ['/contact', pageIntros.contact],
  ['/booking', pageIntros.booking],
  ['/privacy', pageIntros.privacy],
  ['/terms', pageIntros.terms],
  ['/accessibility', pageIntros.accessibility],
];

beforeEach(() => {
  installMarketingApi();
});

describe('mf-marketing-site routes', () => {
  it.each(pages)('%s loads its page, shows its heading and names the page in the title', async (path, intro) => {
    renderPage(<AppRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(intro.title);
    // The title is set in an effect after the page commits: the previous test's title may still be there.
    await waitFor(() => expect(document.title).toBe(`${intro.documentTitle ?? intro.title} | NursePrep Academy`));
  });

  it.each(['/about/team', '/booking/extra'])('%s shows the not-found screen naming it', async (path) => {
    renderPage(<AppRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText(path)).toBeInTheDocument();
  });
});
