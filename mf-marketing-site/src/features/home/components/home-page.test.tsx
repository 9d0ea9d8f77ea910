import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage, testSiteConfig } from '@nurseprep/shared-ui/testing';
import { installMarketingApi, testTestimonials } from '../../../testing/marketing-api';
import { HomePage } from './home-page';

jest.setTimeout(30_000);

async function renderHome() {
  const { fetchMock } = installMarketingApi();
  const view = renderPage(<HomePage />);
  // The lower sections are their own chunk; jsdom has no IntersectionObserver, so they load at once.
  await screen.findByRole('region', { name: 'Student Success Stories' }, { timeout: 10_000 });
  return { fetchMock, ...view };
}

describe('the home page', () => {
  it('has the hero with its three ways in and its claims', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pass Your Nursing Exams with Confidence');
    expect(screen.getByRole('link', { name: 'Explore Exam Prep' })).toHaveAttribute('href', '/exams');
    expect(screen.getAllByRole('link', { name: 'Book Custom Service' })[0]).toHaveAttribute('href', '/booking');
    expect(screen.getByRole('link', { name: 'Book Tutoring' })).toHaveAttribute('href', '/tutoring');
    expect(screen.getByText('1000+')).toBeInTheDocument();
    expect(screen.getByText('95%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Book a service/ })).toHaveAttribute('href', '/booking');
    const why = screen.getByRole('region', { name: 'Why Choose NursePrep Academy' });
    expect(within(why).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Comprehensive Exam Preparation',
      'Personalized Tutoring',
      'School-Specific Resources',
    ]);
  });

  it('exam tabs: one set of panels, GED first, switched by the tabs or by the select', async () => {
    const user = userEvent.setup();
    await renderHome();
    const exams = screen.getByRole('region', { name: 'Find Your Exam' });
    // jsdom applies no media queries: the tablist keeps its small-screen display: none, so it is queried as hidden.
    const tablist = within(exams).getByRole('tablist', { hidden: true });
    expect(tablist).toHaveAttribute('aria-label', 'Exams');
    expect(within(tablist).getAllByRole('tab', { hidden: true })[0]!).toHaveAttribute('aria-selected', 'true');
    expect(within(exams).getAllByRole('tabpanel')).toHaveLength(1);
    expect(within(exams).getByRole('tabpanel')).toHaveTextContent('GED Preparation');
    expect(within(exams).getByRole('link', { name: /Explore GED prep/ })).toHaveAttribute('href', '/exams/ged');

    within(tablist).getAllByRole('tab', { hidden: true })[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getAllByRole('tab', { hidden: true })[1]!).toHaveAttribute('aria-selected', 'true');
    expect(within(exams).getByRole('link', { name: /Explore TEAS prep/ })).toHaveAttribute('href', '/exams/teas');
    expect(within(exams).getByRole('combobox', { name: 'Choose an exam' })).toHaveValue('teas');

    await user.selectOptions(within(exams).getByRole('combobox', { name: 'Choose an exam' }), 'nclex');
    expect(within(tablist).getAllByRole('tab', { hidden: true })[3]!).toHaveAttribute('aria-selected', 'true');
    expect(within(exams).getByRole('tabpanel')).toHaveTextContent('85-150 questions');
  });

  it('schools: the popular six, a letter filter with counts, Clear selection, and disabled empty letters', async () => {
    const user = userEvent.setup();
    await renderHome();
    const schools = screen.getByRole('region', { name: 'Study Materials for Your Nursing School' });
    const cards = () => within(schools).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(cards()).toEqual(['Chamberlain University', 'Walden University', 'Grand Canyon University', 'University of Phoenix', 'Chatham University', 'University of Maryland Global Campus']);
    expect(within(schools).getByRole('link', { name: 'View Chamberlain University resources' })).toHaveAttribute('href', '/schools/chamberlain');

    const letters = within(schools).getByRole('group', { name: 'Filter schools by first letter' });
    expect(within(letters).getByRole('link', { name: 'B' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(letters).getByRole('link', { name: 'C' }));
    expect(within(letters).getByRole('link', { name: 'C' })).toHaveAttribute('aria-current', 'true');
    expect(within(schools).getByRole('status')).toHaveTextContent('Showing 3 schools starting with C');
    expect(cards()).toEqual(['Capella University', 'Chamberlain University', 'Chatham University']);

    await user.click(within(letters).getByRole('link', { name: 'W' }));
    expect(within(schools).getByRole('status')).toHaveTextContent('Showing 1 school starting with W');

    await user.click(within(schools).getByRole('link', { name: 'Clear selection' }));
    expect(cards()).toHaveLength(6);
    expect(within(schools).getByText(/not affiliated with/)).toBeInTheDocument();
  });

  it('study materials: All by default, a current category filter, the card facts and a Purchase link per material', async () => {
    const user = userEvent.setup();
    await renderHome();
    const materials = screen.getByRole('region', { name: 'Study Materials' });
    const filters = within(materials).getByRole('group', { name: 'Filter study materials by category' });
    expect(within(filters).getAllByRole('link').map((link) => link.textContent)).toEqual(['All', 'TEAS', 'HESI', 'NCLEX', 'Science', 'Coursework']);
    expect(within(filters).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    expect(within(materials).getAllByRole('link', { name: /^Purchase / })).toHaveLength(6);

    await user.click(within(filters).getByRole('link', { name: 'Science' }));
    expect(within(filters).getByRole('link', { name: 'Science' })).toHaveAttribute('aria-current', 'true');
    expect(within(filters).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(within(materials).getByRole('status')).toHaveTextContent('Showing 2 Science materials');
    const purchases = within(materials).getAllByRole('link', { name: /^Purchase / });
    expect(purchases.map((link) => link.getAttribute('href'))).toEqual(['/payment?package=anatomy-physiology-flashcards', '/payment?package=chemistry-biology-practice-quizzes']);

    await user.click(within(filters).getByRole('link', { name: 'TEAS' }));
    const card = within(materials).getByRole('listitem');
    expect(card).toHaveTextContent('TEAS 7 Complete Study Guide');
    expect(card).toHaveTextContent('PDF guide');
    expect(card).toHaveTextContent('$49.99');
    expect(card).toHaveTextContent('1,845 downloads');
    expect(card).toHaveTextContent('Secure payment required');
    expect(within(card).getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeInTheDocument();
    expect(within(materials).getByRole('link', { name: 'Request Custom Materials' })).toHaveAttribute('href', '/contact');
  });

  it('teases the three newest articles from the API and links to /resources', async () => {
    const { fetchMock } = await renderHome();
    const resources = screen.getByRole('region', { name: 'Learning Resources and Study Tips' });
    await within(resources).findByRole('link', { name: 'HESI A2 vs. TEAS' });
    expect(fetchMock).toHaveBeenCalledWith('/api/blog-posts', expect.objectContaining({ credentials: 'include' }));
    expect(within(resources).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'HESI A2 vs. TEAS',
      'Clinical Skills Mastery',
      'How to Pass the ATI TEAS 7',
    ]);
    expect(within(resources).getByRole('link', { name: 'HESI A2 vs. TEAS' })).toHaveAttribute('href', '/resources/blog/hesi-vs-teas');
    expect(within(resources).getByRole('link', { name: /Browse All Resources/ })).toHaveAttribute('href', '/resources');
  });

  it('has the #tutoring section with the inquiry form and the three options at one price each', async () => {
    await renderHome();
    const tutoring = screen.getByRole('region', { name: 'Tutoring With Nursing Experts' });
    expect(tutoring).toHaveAttribute('id', 'tutoring');
    expect(within(tutoring).getByRole('form', { name: 'Tutoring inquiry' })).toBeInTheDocument();
    expect(tutoring).toHaveTextContent('$50-$100per hour');
    expect(tutoring).toHaveTextContent('$30-$40per person per hour');
    expect(tutoring).toHaveTextContent('$180-$350for 4 sessions');
    expect(tutoring).not.toHaveTextContent('$200');
  });

  it('keeps the success stories (#testimonials) with booking and call links, and the closing call to action', async () => {
    await renderHome();
    const stories = screen.getByRole('region', { name: 'Student Success Stories' });
    expect(stories).toHaveAttribute('id', 'testimonials');
    await within(stories).findByText(testTestimonials[0]!.content);
    expect(within(stories).getAllByRole('listitem')).toHaveLength(2);
    expect(within(stories).getByRole('link', { name: `Call us at ${testSiteConfig.settings.phone}` })).toHaveAttribute('href', 'tel:2025550123');
    const closing = screen.getByRole('region', { name: 'Ready to Pass Your Nursing Exam?' });
    expect(within(closing).getByRole('link', { name: 'Explore Exam Materials' })).toHaveAttribute('href', '/exams');
    expect(within(closing).getByRole('link', { name: 'Book Tutoring Session' })).toHaveAttribute('href', '/tutoring');
  });

  it('says so when the stories cannot be loaded', async () => {
    installMarketingApi({ 'GET /api/testimonials': () => ({ status: 503 }) });
    renderPage(<HomePage />);
    const stories = await screen.findByRole('region', { name: 'Student Success Stories' }, { timeout: 10_000 });
    await waitFor(() => expect(within(stories).getByRole('alert')).toHaveTextContent('Success stories could not be loaded right now.'));
  });

  it('has no axe violations', async () => {
    const { container } = await renderHome();
    await screen.findByText(testTestimonials[0]!.content);
    expect(await axe(container)).toHaveNoViolations();
  });
});
