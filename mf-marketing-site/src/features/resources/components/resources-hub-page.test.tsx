import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router-dom';
import { endpointUrl } from '@nurseprep/shared-ui';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { blogPostsFixture } from '../../../testing/blog-posts';
import { freeDocumentsFixture } from '../../../testing/free-documents';
import { LocationProbe } from '../../../testing/location-probe';
import { ResourcesHubPage } from './resources-hub-page';

jest.setTimeout(30_000);

function renderHub() {
  return renderPage(
    <>
      <Routes>
        <Route path="/resources" element={<ResourcesHubPage />} />
        <Route path="/resources/blog" element={<p>The blog list</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { path: '/resources', queryData: { [endpointUrl('GET /api/blog-posts')]: blogPostsFixture, '/api/documents?collection=free': [...freeDocumentsFixture].reverse() } },
  );
}

describe('the resources hub', () => {
  it('shows the three latest articles linking to each, and View All Articles', () => {
    renderHub();
    expect(screen.getByRole('heading', { level: 1, name: 'Learning Resources' })).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest Articles' });
    expect(within(latest).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      blogPostsFixture.slice(0, 3).map((post) => post.title),
    );
    expect(within(latest).getByRole('link', { name: 'TEAS Math Without Panic' })).toHaveAttribute('href', '/resources/blog/teas-math-tips');
    expect(within(latest).getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/resources/blog');
  });

  it('searches the blog with a GET form to the blog list, which works without JavaScript', () => {
    renderHub();
    const search = screen.getByRole('search', { name: 'Search articles' });
    expect(search).toHaveAttribute('method', 'get');
    expect(search).toHaveAttribute('action', '/resources/blog');
    expect(within(search).getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute('name', 'q');
  });

  it('opens the blog list filtered by the words searched', async () => {
    const user = userEvent.setup();
    renderHub();
    const search = screen.getByRole('search', { name: 'Search articles' });
    await user.type(within(search).getByRole('searchbox', { name: 'Search articles' }), '  TEAS math ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(screen.getByText('The blog list')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/resources/blog?q=TEAS+math');
  });

  it('offers the six free PDFs with their real page counts and sizes, each a plain PDF download', () => {
    renderHub();
    const free = screen.getByRole('region', { name: 'Free Printable Resources' });
    const cards = within(free).getAllByRole('article');
    // In the hub's fixed order, whatever order the index lists them in.
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(freeDocumentsFixture.map((document) => document.title));
    const math = cards[2] as HTMLElement;
    expect(within(math).getByText(/9 pages · 54 KB/)).toBeInTheDocument();
    const download = within(math).getByRole('link', { name: /Download PDF/ });
    expect(download).toHaveAttribute('href', '/resources/free/nursing-math-formulas.pdf');
    expect(download).toHaveAttribute('download', 'Nursing Math Formulas Sheet.pdf');
  });

  it('leads to tutoring', () => {
    renderHub();
    expect(screen.getByRole('link', { name: 'Explore Tutoring' })).toHaveAttribute('href', '/tutoring');
  });

  it('has no axe violations', async () => {
    const { container } = renderHub();
    expect(await axe(container)).toHaveNoViolations();
  });
});
