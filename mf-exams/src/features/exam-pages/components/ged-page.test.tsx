import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useLocation } from 'react-router-dom';
import { renderPage, installFakeApi } from '@nurseprep/shared-ui/testing';
import { examApiHandlers } from '../../../testing/exam-api';
import { gedPage } from '../data/ged';
import { GedPage } from './ged-page';

jest.setTimeout(15_000);

beforeEach(() => {
  installFakeApi(examApiHandlers);
});

/** Shows the router's path and query string, as the address bar would. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

describe('the GED page', () => {
  it('shows the hero, why the GED matters and the four subject areas', () => {
    renderPage(<GedPage page={gedPage} />);
    expect(screen.getByRole('heading', { level: 1, name: 'GED Preparation' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why the GED Matters for Nursing' })).toHaveTextContent('at least 145 on each of the four');
    const areas = screen.getByRole('region', { name: 'The Four GED Subject Areas' });
    expect(within(areas).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Mathematical Reasoning',
      'Science',
      'Reasoning Through Language Arts',
      'Social Studies',
    ]);
  });

  it('opens the study tabs on math; every tab has a guide and a practice question with its answer', async () => {
    const user = userEvent.setup();
    renderPage(<GedPage page={gedPage} />);
    const tablist = screen.getByRole('tablist', { name: 'GED subjects' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Math', 'Science', 'Language Arts', 'Social Studies']);
    expect(within(tablist).getByRole('tab', { name: 'Math' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(tablist).getByRole('tab', { name: 'Math' }));
    for (const tab of gedPage.study.tabs) {
      const panel = screen.getByRole('tabpanel', { name: tab.label });
      expect(within(panel).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(2);
      expect(panel).toHaveTextContent(tab.practice![0]!.question);
      expect(within(panel).getByText(tab.practice![0]!.explanation)).not.toBeVisible();
      await user.click(within(panel).getByText('Show answer and explanation'));
      expect(within(panel).getByText(tab.practice![0]!.explanation)).toBeVisible();
      await user.click(within(tablist).getByRole('tab', { name: tab.label }));
      await user.keyboard('{ArrowRight}');
    }
    // The last ArrowRight wraps to the first tab.
    expect(within(tablist).getByRole('tab', { name: 'Math' })).toHaveFocus();
  });

  it('keeps the open study tab in the address: the server opens the tab it names, each tab links to its view, a click switches in place', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <GedPage page={gedPage} />
        <AddressBar />
      </>,
      { path: '/exams/ged?tab=science' },
    );
    const tablist = screen.getByRole('tablist', { name: 'GED subjects' });
    expect(within(tablist).getByRole('tab', { name: 'Science' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Science');
    expect(within(tablist).getByRole('tab', { name: 'Math' })).toHaveAttribute('href', '/exams/ged#study');
    expect(within(tablist).getByRole('tab', { name: 'Social Studies' })).toHaveAttribute('href', '/exams/ged?tab=social#study');

    await user.click(within(tablist).getByRole('tab', { name: 'Social Studies' }));
    expect(within(tablist).getByRole('tab', { name: 'Social Studies' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Social Studies');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/exams/ged?tab=social');

    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Math' })).toHaveFocus();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/exams\/ged$/);
  });

  it('opens the default tab when the address names no such tab', () => {
    renderPage(<GedPage page={gedPage} />, { path: '/exams/ged?tab=astrology' });
    expect(screen.getByRole('tab', { name: 'Math' })).toHaveAttribute('aria-selected', 'true');
  });

  it('books a GED tutor through the booking form', () => {
    renderPage(<GedPage page={gedPage} />);
    for (const link of screen.getAllByRole('link', { name: /Book a (GED )?Tutor/ })) {
      expect(link).toHaveAttribute('href', '/booking?service=tutoring&exam=GED');
    }
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<GedPage page={gedPage} />);
    await screen.findByText('GED Review Guide');
    expect(await axe(container)).toHaveNoViolations();
  });
});
