import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderPage, installFakeApi } from '@nurseprep/shared-ui/testing';
import { examApiHandlers } from '../../../testing/exam-api';
import { hesiPage } from '../data/hesi';
import { nclexPage } from '../data/nclex';
import { teasPage } from '../data/teas';
import { StatsExamPage } from './stats-exam-page';

jest.setTimeout(15_000);

beforeEach(() => {
  installFakeApi(examApiHandlers);
});

/** Each page's marketing stats and its four cards. */
const cases = [
  { name: 'HESI', page: hesiPage, stats: ['92%', '3,000+', '18,000+', '2025'], cards: ['Health Assessment', 'Pharmacology', 'Critical Thinking', 'Vocabulary'] },
  { name: 'TEAS 7', page: teasPage, stats: ['25%', '1,800+', '12,000+'], cards: ['Reading', 'Mathematics', 'Science', 'English and Language Usage'] },
  { name: 'NCLEX-RN', page: nclexPage, stats: ['87%', '2,500+', '15,000+'], cards: ['Clinical judgment practice', 'Every client-needs category', 'New item types', 'A tutor in your corner'] },
] as const;

describe.each(cases)('the $name page', ({ page, stats, cards }) => {
  it('shows the hero, the marketing stats and the four cards', () => {
    renderPage(<StatsExamPage page={page} />);
    expect(screen.getByRole('heading', { level: 1, name: page.intro.title })).toBeInTheDocument();
    const statsRegion = screen.getByRole('region', { name: page.statsHeading });
    for (const value of stats) expect(within(statsRegion).getByText(value)).toBeInTheDocument();
    const cardsRegion = screen.getByRole('region', { name: page.cards.heading });
    expect(within(cardsRegion).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([...cards]);
  });

  it('shows the exam\'s study materials from the server and a tutor to book', async () => {
    renderPage(<StatsExamPage page={page} />);
    expect(await screen.findByText(`${page.materialsSlug!.toUpperCase()} Review Guide`)).toBeInTheDocument();
    const call = screen.getByRole('region', { name: page.tutoring.heading });
    expect(within(call).getByRole('link', { name: 'Book a Tutor' })).toHaveAttribute('href', `/booking?service=tutoring&exam=${page.tutoring.exam}`);
  });

  it('links to the free practice questions, flashcards and study planner of the exam', () => {
    renderPage(<StatsExamPage page={page} />);
    const tools = screen.getByRole('region', { name: /Study Tools$/ });
    const exam = page.documents.exam;
    expect(within(tools).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/exams/${exam}/practice`, `/exams/${exam}/flashcards`, `/exams/${exam}/planner`]);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<StatsExamPage page={page} />);
    await screen.findByText(`${page.materialsSlug!.toUpperCase()} Review Guide`);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the exam facts', () => {
  it('TEAS 7: each section with its questions and minutes, 170 questions in 209 minutes', () => {
    renderPage(<StatsExamPage page={teasPage} />);
    const sections = screen.getByRole('region', { name: 'The Four TEAS 7 Sections' });
    expect(sections).toHaveTextContent('170 questions in 209 minutes');
    for (const [name, fact] of [
      ['Reading', '45 questions in 55 minutes'],
      ['Mathematics', '38 questions in 57 minutes'],
      ['Science', '50 questions in 60 minutes'],
      ['English and Language Usage', '37 questions in 37 minutes'],
    ] as const) {
      const card = within(sections).getByRole('heading', { name }).closest('li')!;
      expect(card).toHaveTextContent(fact);
    }
  });

  it('HESI A2: 2 to 5 hours, 75% to 85% typical, and the exit target of 1100', () => {
    renderPage(<StatsExamPage page={hesiPage} />);
    const facts = screen.getByRole('region', { name: 'About the HESI A2' });
    expect(facts).toHaveTextContent('2 to 5 hours');
    expect(facts).toHaveTextContent('between 75% and 85%');
    expect(facts).toHaveTextContent('check with your school');
    expect(screen.getByRole('region', { name: /HESI Exit/ })).toHaveTextContent('1100');
  });

  it('NCLEX-RN: today\'s 85 to 150 questions in five hours, and the older 75 to 265 in six hours', () => {
    renderPage(<StatsExamPage page={nclexPage} />);
    const facts = screen.getByRole('region', { name: 'About the NCLEX-RN' });
    expect(facts).toHaveTextContent('between 85 and 150 questions');
    expect(facts).toHaveTextContent('up to five hours');
    expect(facts).toHaveTextContent('75 to 265 questions in up to six hours');
  });
});
