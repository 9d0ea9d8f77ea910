import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage, installFakeApi, type FakeHandlers } from '@nurseprep/shared-ui/testing';
import { examApiHandlers, studyMaterialFixture } from '../../../testing/exam-api';
import { nclexPnPage } from '../data/nclex-pn';
import { netPage } from '../data/net';
import { nlnPaxPage } from '../data/nln-pax';
import { psbHoaePage } from '../data/psb-hoae';
import { OverviewExamPage } from './overview-exam-page';

jest.setTimeout(15_000);

/** The exam API with nothing stored for NET (an exam the server keeps no study materials for). */
const handlers = {
  ...examApiHandlers,
  'GET /api/exam-types/:slug/study-materials': ({ params }) => ({ status: 200, body: params.slug === 'net' ? [] : [studyMaterialFixture(params.slug)] }),
} satisfies FakeHandlers;

beforeEach(() => {
  installFakeApi(handlers);
});

const cases = [
  { name: 'NET', page: netPage, exam: 'NET' },
  { name: 'PSB HOAE', page: psbHoaePage, exam: 'PSB HOAE' },
  { name: 'NLN PAX', page: nlnPaxPage, exam: 'NLN PAX' },
  { name: 'NCLEX-PN', page: nclexPnPage, exam: 'NCLEX-PN' },
] as const;

describe.each(cases)('the $name page', ({ page, exam }) => {
  it('shows about, what is tested, how to prepare and practice questions whose answers open on request', async () => {
    const user = userEvent.setup();
    renderPage(<OverviewExamPage page={page} />);
    expect(screen.getByRole('heading', { level: 1, name: page.intro.title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: page.about.heading })).toHaveTextContent(page.about.paragraphs[0]!);
    for (const section of page.sections) {
      const region = screen.getByRole('region', { name: section.heading });
      expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(section.cards.length);
    }
    expect(within(screen.getByRole('region', { name: page.preparation.heading })).getAllByRole('heading', { level: 3 })).toHaveLength(page.preparation.guides.length);

    const practice = screen.getByRole('region', { name: page.practice.heading });
    const item = page.practice.items[0]!;
    expect(within(practice).getByText(item.explanation)).not.toBeVisible();
    await user.click(within(practice).getAllByText('Show answer and explanation')[0]!);
    expect(within(practice).getByText(item.explanation)).toBeVisible();
  });

  it('books a tutor for this exam through the booking form', () => {
    renderPage(<OverviewExamPage page={page} />);
    const links = screen.getAllByRole('link', { name: /^Book an? .*Tutor$/ });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toHaveAttribute('href', `/booking?service=tutoring&exam=${encodeURIComponent(exam).replace(/%20/g, '+')}`);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<OverviewExamPage page={page} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

it('an exam whose server list is empty shows no empty study materials heading', async () => {
  const { fetchMock } = installFakeApi(handlers);
  renderPage(<OverviewExamPage page={netPage} />);
  await screen.findByRole('heading', { level: 1 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetchMock).toHaveBeenCalledWith('/api/exam-types/net/study-materials', expect.anything());
  expect(screen.queryByRole('heading', { name: 'Study Materials' })).not.toBeInTheDocument();
});
