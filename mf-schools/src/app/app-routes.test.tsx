import { screen } from '@testing-library/react';
import { schoolSlugs } from '@nurseprep/contracts';
import { renderPage } from '@nurseprep/shared-ui/src/testing/render-page';
import { directoryIntro, schoolIntros } from '../features/directory/data/school-intros';
import { AppRoutes } from './app-routes';

const pages = [['/schools', directoryIntro.title], ...schoolSlugs.map((slug) => [`/schools/${slug}`, schoolIntros[slug].title])];

describe('mf-schools routes', () => {
  it.each(pages)('%s shows the heading "%s" and names it in the page title', (path, title) => {
    renderPage(<AppRoutes />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.title).toBe(`${title} | NursePrep Academy`);
  });

  it('gives the directory and each of the 14 schools a page', () => {
    expect(pages).toHaveLength(15);
  });

  it.each(['/schools/hogwarts', '/schools/toString'])('%s shows the not-found screen naming it', (path) => {
    renderPage(<AppRoutes />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText(path)).toBeInTheDocument();
  });
});
