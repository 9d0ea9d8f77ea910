import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { courseworkSubjectSlugs, examPageSlugs } from '@nurseprep/contracts';
import { renderPage } from '@nurseprep/shared-ui/src/testing/render-page';
import { clinicalSkillAreas } from '../features/coursework/data/clinical-skills';
import { courseworkSubjects, examIntros, examsIndexIntro } from '../features/exam-pages/data/exam-intros';
import { AppRoutes } from './app-routes';

jest.setTimeout(15_000);

const pages = [
  ['/exams', examsIndexIntro.title],
  ...examPageSlugs.map((slug) => [`/exams/${slug}`, examIntros[slug].title]),
  ...courseworkSubjectSlugs.map((subject) => [`/exams/coursework/${subject}`, courseworkSubjects[subject].title]),
];

describe('mf-exams routes', () => {
  it.each(pages)('%s shows the heading "%s" and names it in the page title', (path, title) => {
    renderPage(<AppRoutes />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.title).toBe(`${title} | NursePrep Academy`);
  });

  it.each(['/exams/no-such-exam', '/exams/coursework/astrology', '/exams/teas/extra'])('%s shows the not-found screen naming it', (path) => {
    renderPage(<AppRoutes />, { path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    expect(screen.getByText(path)).toBeInTheDocument();
  });
});

describe('the coursework page clinical skills (#clinical)', () => {
  it('is a labelled region with the anchor id, assessment shown first', () => {
    renderPage(<AppRoutes />, { path: '/exams/coursework' });
    const region = screen.getByRole('region', { name: 'Clinical Skills Support' });
    expect(region).toHaveAttribute('id', 'clinical');
    expect(within(region).getByRole('tab', { name: 'Health Assessment' })).toHaveAttribute('aria-selected', 'true');
    expect(within(region).getByRole('tabpanel')).toHaveTextContent('Inspection, palpation, percussion, then auscultation');
  });

  it('moves between the four skill areas with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage(<AppRoutes />, { path: '/exams/coursework' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(clinicalSkillAreas.map((area) => area.label));

    await user.click(screen.getByRole('tab', { name: 'Health Assessment' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Documentation' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SBAR');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('NANDA-I');
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<AppRoutes />, { path: '/exams/coursework' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
