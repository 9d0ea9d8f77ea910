import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { StudyDocument } from '@nurseprep/contracts';
import { renderPage } from '../testing/render-page';
import { FreeFileCard } from './free-file-card';

const planner: StudyDocument = {
  id: 'teas-8-week-study-planner',
  title: '8-Week TEAS 7 Study Planner',
  description: 'Week by week: hours, what to study and checkpoints.',
  collection: 'free',
  format: 'pdf',
  type: 'Free Resource',
  exams: ['teas'],
  subjects: [],
  schools: [],
  courses: [],
  topics: ['Planning'],
  premium: false,
  verified: true,
  url: '/resources/free/teas-8-week-study-planner.pdf',
  assetPath: null,
  fileName: '8-Week TEAS 7 Study Planner.pdf',
  pages: 8,
  bytes: 65_329,
  excerpt: 'Week 1',
};

// axe on a busy two-core machine can take longer than jest's default 5 s.
jest.setTimeout(20_000);

describe('FreeFileCard', () => {
  it('shows the title, description, real page count and size, and a Download PDF link anyone may use', async () => {
    const { container } = renderPage(<FreeFileCard document={planner} headingLevel="h3" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: '8-Week TEAS 7 Study Planner' })).toBeInTheDocument();
    expect(within(card).getByText('Week by week: hours, what to study and checkpoints.')).toBeInTheDocument();
    expect(within(card).getByText('8 pages · 64 KB')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Download PDF: 8-Week TEAS 7 Study Planner' });
    expect(link).toHaveAttribute('href', '/resources/free/teas-8-week-study-planner.pdf');
    expect(link).toHaveAttribute('download', '8-Week TEAS 7 Study Planner.pdf');
    expect(within(card).queryByRole('button', { name: /sign up/i })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
