import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router-dom';
import type { BlogPost } from '@nurseprep/contracts';
import { endpointUrl } from '@nurseprep/shared-ui';
import { installFakeApi, renderPage } from '@nurseprep/shared-ui/testing';
import { blogPostFixture, blogPostsFixture } from '../../../testing/blog-posts';
import { ArticlePage } from './article-page';

jest.setTimeout(30_000);

let fetchMock: jest.Mock;
/** The server's answer for the article: this one, or 404 as for a slug it does not know. */
function answerWith(article: BlogPost | null) {
  ({ fetchMock } = installFakeApi({
    'GET /api/blog-posts/:slug': () => (article ? { status: 200, body: article } : { status: 404, body: { message: 'Blog post not found' } }),
  }));
}

function renderArticle(slug: string) {
  return renderPage(
    <Routes>
      <Route path="/resources/blog/:slug" element={<ArticlePage />} />
    </Routes>,
    { path: `/resources/blog/${slug}`, queryData: { [endpointUrl('GET /api/blog-posts')]: blogPostsFixture } },
  );
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('an article', () => {
  it('shows the back link, category, date, reading time, author, the text with its headings, related articles and the tutoring call', async () => {
    answerWith(blogPostFixture('how-to-pass-teas-7'));
    renderArticle('how-to-pass-teas-7');
    const article = await screen.findByRole('article', { name: 'How to Pass the ATI TEAS 7 on Your First Try' });
    expect(fetchMock).toHaveBeenCalledWith('/api/blog-posts/how-to-pass-teas-7', expect.anything());
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('How to Pass the ATI TEAS 7 on Your First Try');
    expect(within(article).getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/resources/blog');
    expect(within(article).getAllByText('TEAS Exam')[0]).toBeInTheDocument();
    expect(within(article).getAllByText('April 5, 2023')[0]).toHaveAttribute('datetime', '2023-04-05');
    expect(within(article).getAllByText('8 min read')[0]).toBeInTheDocument();
    expect(within(article).getByText('By NursePrep Academy Editorial Team')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Know the Exam' })).toHaveAttribute('id', 'know-the-exam');
    expect(within(article).getByText('The TEAS 7 has four sections.')).toBeInTheDocument();

    const related = within(article).getByRole('region', { name: 'Related Articles' });
    // Same category first (the other TEAS Exam articles), then the newest.
    expect(within(related).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'TEAS Math Without Panic',
      'TEAS Science: Anatomy First',
      'HESI A2 vs. TEAS: Which Exam Should You Take?',
    ]);
    expect([...related.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
    expect(within(article).getByRole('link', { name: 'Find a Tutor' })).toHaveAttribute('href', '/tutoring');
  });

  it('has no table of contents when it is short, and one linking to each section when it is long', async () => {
    answerWith(blogPostFixture('how-to-pass-teas-7'));
    const short = renderArticle('how-to-pass-teas-7');
    await screen.findByRole('article');
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
    short.unmount();

    answerWith(blogPostFixture('mastering-nclex-rn'));
    renderArticle('mastering-nclex-rn');
    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    expect(within(contents).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Know the Exam', '#know-the-exam'],
      ['On Test Day', '#on-test-day'],
    ]);
  });

  it('describes itself to search engines: title, description, canonical URL, Article and BreadcrumbList', async () => {
    answerWith(blogPostFixture('how-to-pass-teas-7'));
    renderArticle('how-to-pass-teas-7');
    await screen.findByRole('article');
    expect(document.title).toBe('How to Pass the ATI TEAS 7 on Your First Try | NursePrep Academy');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Know the four sections and their timing.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/resources\/blog\/how-to-pass-teas-7$/);
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const types = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '')['@type']);
    expect(types).toEqual(['Article', 'BreadcrumbList']);
  });

  it('shows the not-found screen for a slug the server does not know', async () => {
    answerWith(null);
    renderArticle('not-an-article');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText('/resources/blog/not-an-article')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    answerWith(blogPostFixture('mastering-nclex-rn'));
    const { container } = renderArticle('mastering-nclex-rn');
    await screen.findByRole('article');
    expect(await axe(container)).toHaveNoViolations();
  });
});
