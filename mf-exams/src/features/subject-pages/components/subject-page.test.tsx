import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { courseworkSubjectSlugs } from '@nurseprep/contracts';
import { renderPage, documentsFixture, installFakeApi } from '@nurseprep/shared-ui/testing';
import { examApiHandlers } from '../../../testing/exam-api';
import { subjectPages } from '../data/subjects';
import { SubjectPage } from './subject-page';

jest.setTimeout(15_000);

beforeEach(() => {
  installFakeApi(examApiHandlers);
});

describe.each(courseworkSubjectSlugs)('the %s subject page', (subject) => {
  const page = subjectPages[subject];

  it('shows what the course covers, the high-yield topics and the common pitfalls', () => {
    renderPage(<SubjectPage subject={subject} page={page} />);
    expect(screen.getByRole('heading', { level: 1, name: page.intro.title })).toBeInTheDocument();
    const covers = screen.getByRole('region', { name: 'What the Course Covers' });
    expect(within(covers).getAllByRole('listitem')).toHaveLength(page.covers.topics.length);
    const highYield = screen.getByRole('region', { name: 'High-Yield Topics' });
    expect(within(highYield).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(page.highYield.map((card) => card.title));
    const pitfalls = screen.getByRole('region', { name: 'Common Pitfalls' });
    for (const pitfall of page.pitfalls) expect(pitfalls).toHaveTextContent(pitfall.instead);
  });

  it('lists the subject\'s study documents', async () => {
    const { fetchMock } = installFakeApi(examApiHandlers);
    renderPage(<SubjectPage subject={subject} page={page} />);
    const expected = documentsFixture.filter((document) => document.subjects.includes(subject));
    if (expected.length === 0) {
      await screen.findByRole('heading', { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'Study Documents' })).not.toBeInTheDocument();
    } else {
      const region = screen.getByRole('region', { name: 'Study Documents' });
      for (const document of expected) expect(await within(region).findByRole('heading', { name: document.title })).toBeInTheDocument();
    }
    expect(fetchMock).toHaveBeenCalledWith(`/api/documents?subject=${subject}`, expect.anything());
  });

  it('books coursework tutoring through the booking form', () => {
    renderPage(<SubjectPage subject={subject} page={page} />);
    for (const link of screen.getAllByRole('link', { name: 'Book a Tutor' })) {
      expect(link).toHaveAttribute('href', '/booking?service=tutoring&exam=Coursework');
    }
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<SubjectPage subject={subject} page={page} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the pharmacology subject page', () => {
  it('links to the pharmacology practice questions and flashcards (no planner: it is a course, not an exam)', () => {
    renderPage(<SubjectPage subject="pharmacology" page={subjectPages.pharmacology} />);
    const tools = screen.getByRole('region', { name: 'Free Pharmacology Study Tools' });
    expect(within(tools).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/exams/coursework/pharmacology/practice',
      '/exams/coursework/pharmacology/flashcards',
    ]);
  });
});
