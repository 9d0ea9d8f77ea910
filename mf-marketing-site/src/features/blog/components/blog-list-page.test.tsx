import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router-dom';
import { endpointUrl } from '@nurseprep/shared-ui';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { blogPostsFixture } from '../../../testing/blog-posts';
import { LocationProbe } from '../../../testing/location-probe';
import { BlogListPage } from './blog-list-page';

jest.setTimeout(30_000);

function renderBlog(path = '/resources/blog', posts = blogPostsFixture) {
  return renderPage(
    <Routes>
      <Route
        path="/resources/blog"
        element={
          <>
            <BlogListPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { path, queryData: { [endpointUrl('GET /api/blog-posts')]: posts } },
  );
}

const articleList = () => screen.getByRole('list', { name: 'Articles' });
const cardTitles = () => within(articleList()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const location = () => screen.getByRole('status', { name: 'Current location' }).textContent;

describe('the blog list', () => {
  it('shows the first page of cards with image, category, date, title, excerpt and Read more, newest first', () => {
    renderBlog();
    expect(screen.getByRole('heading', { level: 1, name: 'Nursing Study Blog' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(blogPostsFixture.slice(0, 6).map((post) => post.title));
    const first = within(articleList()).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'How to Pass the ATI TEAS 7 on Your First Try' })).toHaveAttribute('href', '/resources/blog/how-to-pass-teas-7');
    expect(within(first).getByRole('link', { name: /^Read more ?: How to Pass the ATI TEAS 7 on Your First Try$/ })).toHaveAttribute('href', '/resources/blog/how-to-pass-teas-7');
    expect(within(first).getByText('TEAS Exam')).toBeInTheDocument();
    expect(within(first).getByText('April 5, 2023')).toHaveAttribute('datetime', '2023-04-05');
    expect(within(first).getByText('Know the four sections and their timing.')).toBeInTheDocument();
    const image = first.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/articles/how-to-pass-teas-7.svg');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(screen.getByText('8 articles')).toBeInTheDocument();
  });

  it('loads the covers below the first row lazily', () => {
    renderBlog();
    const images = within(articleList()).getAllByRole('listitem').map((item) => item.querySelector('img'));
    expect(images.map((image) => image?.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('searches titles and excerpts as the person types, keeping the words in the URL', async () => {
    const user = userEvent.setup();
    renderBlog();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'flashcards');
    expect(cardTitles()).toEqual(['Pharmacology Memory Techniques for Nursing Students']);
    expect(screen.getByText('1 of 8 articles')).toBeInTheDocument();
    expect(location()).toBe('/resources/blog?q=flashcards');
  });

  it('filters by a lowercase category from the dropdown, starting from the URL', async () => {
    const user = userEvent.setup();
    renderBlog('/resources/blog?q=teas');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('teas');
    const dropdown = screen.getByRole('combobox', { name: 'Category' });
    expect(within(dropdown).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Categories',
      'hesi a2',
      'nclex-rn',
      'pharmacology',
      'study skills',
      'teas exam',
    ]);
    await user.selectOptions(dropdown, 'hesi a2');
    expect(cardTitles()).toEqual(['HESI A2 vs. TEAS: Which Exam Should You Take?']);
    expect(location()).toBe('/resources/blog?q=teas&category=hesi+a2');
  });

  it("says 'No articles found matching your criteria.' and Clear Filters brings every article back", async () => {
    const user = userEvent.setup();
    renderBlog('/resources/blog?q=astrology&category=teas+exam');
    expect(screen.getByText('No articles found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Articles' })).not.toBeInTheDocument();
    const clear = screen.getByRole('link', { name: 'Clear Filters' });
    expect(clear).toHaveAttribute('href', '/resources/blog');
    await user.click(clear);
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(location()).toBe('/resources/blog');
  });

  it('pages through the list with links that keep the filters, and hides the pages when everything fits on one', async () => {
    const user = userEvent.setup();
    renderBlog();
    const pages = screen.getByRole('navigation', { name: 'Pages of articles' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByText('Previous').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/resources/blog?page=2');
    expect(cardTitles()).toEqual(blogPostsFixture.slice(6).map((post) => post.title));
    expect(within(screen.getByRole('navigation', { name: 'Pages of articles' })).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'teas');
    expect(location()).toBe('/resources/blog?q=teas');
    expect(screen.queryByRole('navigation', { name: 'Pages of articles' })).not.toBeInTheDocument();
  });

  it('shows popular topics with their real counts; a tile filters the list in place and choosing it again clears that', async () => {
    const user = userEvent.setup();
    renderBlog('/resources/blog?page=2');
    const topics = screen.getByRole('region', { name: 'Popular Topics' });
    expect(within(topics).getAllByRole('link').map((tile) => tile.textContent)).toEqual([
      'TEAS Exam3 articles',
      'Study Skills2 articles',
      'HESI A21 article',
      'NCLEX-RN1 article',
    ]);
    const teas = within(topics).getByRole('link', { name: /TEAS Exam/ });
    // Followed without JavaScript, the link starts the list again at page 1 and shows it.
    expect(teas).toHaveAttribute('href', '/resources/blog?category=teas+exam#articles-heading');
    await user.click(teas);
    expect(teas).toHaveAttribute('aria-current', 'true');
    expect(location()).toBe('/resources/blog?category=teas+exam');
    expect(cardTitles()).toEqual(['How to Pass the ATI TEAS 7 on Your First Try', 'TEAS Math Without Panic', 'TEAS Science: Anatomy First']);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('teas exam');
    expect(teas).toHaveAttribute('href', '/resources/blog#articles-heading');
    await user.click(teas);
    expect(teas).not.toHaveAttribute('aria-current');
    expect(cardTitles()).toHaveLength(6);
  });

  it('works without JavaScript: the filters are a GET form to the blog list, and the server renders the filters of the URL', () => {
    renderBlog('/resources/blog?q=teas&category=teas+exam');
    const form = screen.getByRole('search', { name: 'Search articles' });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/resources/blog');
    expect(within(form).getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute('name', 'q');
    // Enter in the search box sends the category along with the words.
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveAttribute('name', 'category');
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveValue('teas exam');
    expect(within(screen.getByRole('region', { name: 'Popular Topics' })).getByRole('link', { name: /TEAS Exam/ })).toHaveAttribute('aria-current', 'true');
    expect(cardTitles()).toEqual(['How to Pass the ATI TEAS 7 on Your First Try', 'TEAS Math Without Panic', 'TEAS Science: Anatomy First']);
  });

  it('has no axe violations', async () => {
    const { container } = renderBlog();
    expect(await axe(container)).toHaveNoViolations();
  });
});
