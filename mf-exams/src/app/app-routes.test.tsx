import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useLocation } from 'react-router-dom';
import { courseworkSubjectSlugs, examPageSlugs } from '@nurseprep/contracts';
import { renderPage, installFakeApi } from '@nurseprep/shared-ui/testing';
import { clinicalSkillAreas } from '../features/coursework/data/clinical-skills';
import { courseworkIntro } from '../features/coursework/data/coursework';
import { atiPage } from '../features/exam-pages/data/ati';
import { cnaPage } from '../features/exam-pages/data/cna';
import { gedPage } from '../features/exam-pages/data/ged';
import { grePage } from '../features/exam-pages/data/gre';
import { hesiPage } from '../features/exam-pages/data/hesi';
import { kaplanPage } from '../features/exam-pages/data/kaplan';
import { nclexPage } from '../features/exam-pages/data/nclex';
import { nclexPnPage } from '../features/exam-pages/data/nclex-pn';
import { netPage } from '../features/exam-pages/data/net';
import { nlnPaxPage } from '../features/exam-pages/data/nln-pax';
import { psbHoaePage } from '../features/exam-pages/data/psb-hoae';
import { teasPage } from '../features/exam-pages/data/teas';
import { examListingIntro } from '../features/exam-listing/data/exam-listing-texts';
import { subjectPages } from '../features/subject-pages/data/subjects';
import { examApiHandlers } from '../testing/exam-api';
import { AppRoutes } from './app-routes';
import { examRoutes } from './exam-routes';

jest.setTimeout(20_000);

function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderRoute(path: string) {
  return renderPage(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { path },
  );
}

beforeEach(() => {
  installFakeApi(examApiHandlers);
});

const examTitles: [string, string][] = [
  ['ged', gedPage.intro.title],
  ['hesi', hesiPage.intro.title],
  ['teas', teasPage.intro.title],
  ['nclex', nclexPage.intro.title],
  ['ati', atiPage.intro.title],
  ['gre', grePage.intro.title],
  ['kaplan', kaplanPage.intro.title],
  ['cna', cnaPage.intro.title],
  ['net', netPage.intro.title],
  ['psb-hoae', psbHoaePage.intro.title],
  ['nln-pax', nlnPaxPage.intro.title],
  ['nclex-pn', nclexPnPage.intro.title],
  ['coursework', courseworkIntro.title],
];

const pages: [string, string][] = [
  ['/exams', examListingIntro.title],
  ...examTitles.map(([slug, title]): [string, string] => [`/exams/${slug}`, title]),
  ...courseworkSubjectSlugs.map((subject): [string, string] => [`/exams/coursework/${subject}`, subjectPages[subject].intro.title]),
];

describe('mf-exams routes', () => {
  it('has a page or a redirect for every exam page slug of contracts', () => {
    expect(Object.keys(examRoutes).sort()).toEqual([...examPageSlugs].sort());
    const pageSlugs = examPageSlugs.filter((slug) => !('redirectTo' in examRoutes[slug]));
    expect(pageSlugs.sort()).toEqual(examTitles.map(([slug]) => slug).sort());
  });

  it.each(pages)('%s loads its page, showing the heading "%s" and naming it in the tab title', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The title is set in an effect after the page commits: the previous test's title may still be there.
    await waitFor(() => expect(document.title).toBe(`${title} | NursePrep Academy`));
  });

  it.each([
    ['/exams/teas', 'Practice TEAS Questions', '/exams/teas/practice'],
    ['/exams/hesi', 'Practice HESI Questions', '/exams/hesi/practice'],
    ['/exams/nclex', 'Practice NCLEX Questions', '/exams/nclex/practice'],
    ['/exams/coursework/pharmacology', 'Practice Pharmacology Questions', '/exams/coursework/pharmacology/practice'],
  ])('%s links to its practice questions', async (path, name, href) => {
    renderRoute(path);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });

  it.each([
    ['/exams/nclex-rn', '/exams/nclex', nclexPage.intro.title],
    ['/exams/psb', '/exams/psb-hoae', psbHoaePage.intro.title],
  ])('%s redirects to %s', async (from, to, title) => {
    renderRoute(from);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(to);
  });

  it.each(['/exams/no-such-exam', '/exams/coursework/astrology', '/exams/teas/extra'])('%s shows the not-found screen naming it', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(path, { selector: 'code' })).toBeInTheDocument();
  });
});

describe('the coursework page clinical skills (#clinical)', () => {
  it('is a labelled region with the anchor id, assessment shown first', async () => {
    renderRoute('/exams/coursework');
    const region = await screen.findByRole('region', { name: 'Clinical Skills Support' });
    expect(region).toHaveAttribute('id', 'clinical');
    expect(within(region).getByRole('tab', { name: 'Health Assessment' })).toHaveAttribute('aria-selected', 'true');
    expect(within(region).getByRole('tabpanel')).toHaveTextContent('Inspection, palpation, percussion, then auscultation');
  });

  it('moves between the four skill areas with the arrow keys', async () => {
    const user = userEvent.setup();
    renderRoute('/exams/coursework');
    const region = await screen.findByRole('region', { name: 'Clinical Skills Support' });
    expect(within(region).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(clinicalSkillAreas.map((area) => area.label));

    await user.click(within(region).getByRole('tab', { name: 'Health Assessment' }));
    await user.keyboard('{ArrowRight}');
    expect(within(region).getByRole('tab', { name: 'Documentation' })).toHaveFocus();
    expect(within(region).getByRole('tabpanel')).toHaveTextContent('SBAR');
    await user.keyboard('{End}');
    expect(within(region).getByRole('tabpanel')).toHaveTextContent('NANDA-I');
  });

  it('has no axe violations', async () => {
    const { container } = renderRoute('/exams/coursework');
    await screen.findByRole('region', { name: 'Clinical Skills Support' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
