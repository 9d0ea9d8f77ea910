import { screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { blogPostSlugs, type Testimonial } from '@nurseprep/contracts';
import { fakeResponse } from '@nurseprep/shared-ui/src/testing/fake-response';
import { renderPage, testSiteConfig } from '@nurseprep/shared-ui/src/testing/render-page';
import { TESTIMONIALS_PATH } from '../features/home/components/testimonials-section';
import { articleIntros, pageIntros } from '../features/pages/data/page-intros';
import { AppRoutes } from './app-routes';

jest.setTimeout(15_000);

const testimonials: Testimonial[] = [
  { id: 1, key: 'nclex-rn-maria', content: 'I passed on my second attempt.', authorName: 'Maria Gonzalez', authorRole: 'Registered Nurse', initials: 'MG', rating: 5, exam: 'NCLEX-RN' },
  { id: 2, key: 'teas-james', content: 'The study plan kept me on track.', authorName: 'James Carter', authorRole: 'Nursing Student', initials: 'JC', rating: 5, exam: 'TEAS' },
];

const pages: [string, { title: string; documentTitle?: string }][] = [
  ['/', pageIntros.home],
  ['/about', pageIntros.about],
  ['/services', pageIntros.services],
  ['/tutoring', pageIntros.tutoring],
  ['/tutors', pageIntros.tutors],
  ['/contact', pageIntros.contact],
  ['/booking', pageIntros.booking],
  ['/resources', pageIntros.resources],
  ['/resources/blog', pageIntros.blog],
  ['/privacy', pageIntros.privacy],
  ['/terms', pageIntros.terms],
  ['/accessibility', pageIntros.accessibility],
  ...blogPostSlugs.map((slug): [string, { title: string }] => [`/resources/blog/${slug}`, articleIntros[slug]]),
];

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async () => fakeResponse(200, JSON.stringify(testimonials)));
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('mf-marketing-site routes', () => {
  it.each(pages)('%s shows its heading and names the page in the title', (path, intro) => {
    renderPage(<AppRoutes />, { path, queryData: { [TESTIMONIALS_PATH]: testimonials } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(intro.title);
    expect(document.title).toBe(`${intro.documentTitle ?? intro.title} | NursePrep Academy`);
  });

  it.each(['/resources/blog/not-an-article', '/about/team'])('%s shows the not-found screen naming it', (path) => {
    renderPage(<AppRoutes />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText(path)).toBeInTheDocument();
  });
});

describe('the home page success stories (#testimonials)', () => {
  it('loads the testimonials from the server into a labelled region with the anchor id', async () => {
    renderPage(<AppRoutes />, { path: '/' });
    const region = screen.getByRole('region', { name: 'Student Success Stories' });
    expect(region).toHaveAttribute('id', 'testimonials');

    expect(within(region).getByRole('list', { name: 'Loading success stories...' })).toHaveAttribute('aria-busy', 'true');
    await within(region).findByText('I passed on my second attempt.');
    const stories = within(region).getAllByRole('listitem');
    expect(fetchMock).toHaveBeenCalledWith(TESTIMONIALS_PATH, expect.objectContaining({ credentials: 'include' }));
    expect(stories).toHaveLength(2);
    expect(stories[0]).toHaveTextContent('I passed on my second attempt.');
    expect(stories[0]).toHaveTextContent('Maria Gonzalez');
    expect(stories[0]).toHaveTextContent('Registered Nurse · NCLEX-RN');
    expect(within(stories[0]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('links to booking and to a call at the site phone number', () => {
    renderPage(<AppRoutes />, { path: '/', queryData: { [TESTIMONIALS_PATH]: testimonials } });
    expect(screen.getByRole('link', { name: 'Book Custom Service' })).toHaveAttribute('href', '/booking');
    expect(screen.getByRole('link', { name: `Call us at ${testSiteConfig.settings.phone}` })).toHaveAttribute('href', 'tel:2025550123');
  });

  it('says so when the stories cannot be loaded', async () => {
    fetchMock.mockResolvedValue(fakeResponse(503, '', 'Service Unavailable'));
    renderPage(<AppRoutes />, { path: '/' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Success stories could not be loaded right now.'));
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<AppRoutes />, { path: '/', queryData: { [TESTIMONIALS_PATH]: testimonials } });
    expect(await axe(container)).toHaveNoViolations();
  });
});
