import { screen, waitFor } from '@testing-library/react';
import { schoolSlugs } from '@nurseprep/contracts';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { directoryIntro } from '../features/directory/data/directory-texts';
import { schoolIntros } from '../features/school-pages/data/school-intros';
import { AppRoutes } from './app-routes';

const pages = [['/schools', directoryIntro.title], ...schoolSlugs.map((slug) => [`/schools/${slug}`, schoolIntros[slug].title])];

// The first render of each lazy page waits for its module (swc transforms it on first import).
jest.setTimeout(20_000);

describe('mf-schools routes', () => {
  it.each(pages)('%s shows the heading "%s" and names it in the page title', async (path, title) => {
    renderPage(<AppRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent(title);
    await waitFor(() => expect(document.title).toBe(`${title} | NursePrep Academy`));
  });

  it('gives the directory and each of the 14 schools a page', () => {
    expect(pages).toHaveLength(15);
  });

  it.each(['/schools/hogwarts', '/schools/toString'])('%s shows the not-found screen naming it', async (path) => {
    renderPage(<AppRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText(path)).toBeInTheDocument();
  });
});
