import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { findOffer, formatOfferPrice } from '@nurseprep/contracts';
import { renderPage, installFakeApi } from '@nurseprep/shared-ui/testing';
import { examApiHandlers } from '../../../testing/exam-api';
import { atiPage } from '../data/ati';
import { cnaPage } from '../data/cna';
import { grePage } from '../data/gre';
import { kaplanPage } from '../data/kaplan';
import { PricedExamPage } from './priced-exam-page';

jest.setTimeout(15_000);

beforeEach(() => {
  installFakeApi(examApiHandlers);
});

/** The published prices: self-study, premium, and tutoring per hour. */
const cases = [
  { name: 'ATI', page: atiPage, exam: 'ATI', prices: ['$350', '$700', '$65/hour'], tabs: ['Study Materials', 'Test Strategies', 'Practice'] },
  { name: 'GRE', page: grePage, exam: 'GRE', prices: ['$250', '$499', '$75/hour'], tabs: ['Study Materials', 'Test Strategies', 'Practice'] },
  { name: 'Kaplan', page: kaplanPage, exam: 'Kaplan', prices: ['$275', '$525', '$70/hour'], tabs: ['Study Materials', 'Test Strategies', 'Practice'] },
  { name: 'CNA', page: cnaPage, exam: 'CNA', prices: ['$250', '$450', '$60/hour'], tabs: ['Study Materials', 'Skills', 'Practice'] },
] as const;

describe.each(cases)('the $name page', ({ page, exam, prices, tabs }) => {
  it('names its offers from the catalogue in contracts', () => {
    for (const id of Object.values(page.offers)) expect(findOffer(id)).toBeDefined();
  });

  it('shows the about text and every section of the page data, each with content', () => {
    renderPage(<PricedExamPage page={page} />);
    expect(screen.getByRole('heading', { level: 1, name: page.intro.title })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: page.about.heading });
    expect(about).toHaveTextContent(page.about.paragraphs[0]!);
    for (const section of page.sections) {
      const region = screen.getByRole('region', { name: section.heading });
      expect(within(region).getAllByRole('listitem').length).toBeGreaterThanOrEqual(section.cards.length);
    }
  });

  it('opens the study tabs on materials, and the arrow keys move through them', async () => {
    const user = userEvent.setup();
    renderPage(<PricedExamPage page={page} />);
    const tablist = screen.getByRole('tablist');
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([...tabs]);
    expect(within(tablist).getByRole('tab', { name: 'Study Materials' })).toHaveAttribute('aria-selected', 'true');
    const materials = page.study.tabs.find((tab) => tab.id === 'materials')!;
    expect(screen.getByRole('tabpanel')).toHaveTextContent(materials.guides[0]!.title);

    await user.click(within(tablist).getByRole('tab', { name: 'Study Materials' }));
    await user.keyboard('{End}');
    expect(within(tablist).getByRole('tab', { name: 'Practice' })).toHaveFocus();
    const practice = screen.getByRole('tabpanel');
    const firstQuestion = page.study.tabs.find((tab) => tab.id === 'practice')!.practice![0]!;
    expect(practice).toHaveTextContent(firstQuestion.question);
    await user.click(within(practice).getAllByText('Show answer and explanation')[0]!);
    expect(within(practice).getByText(firstQuestion.explanation)).toBeVisible();
  });

  it('prices the three options as published; Get Started and Choose Premium go to the checkout, Book a Tutor to the booking form', () => {
    renderPage(<PricedExamPage page={page} />);
    const sidebar = screen.getByRole('complementary', { name: page.pricesHeading });
    for (const price of prices) expect(within(sidebar).getByText(price)).toBeInTheDocument();

    expect(within(sidebar).getByRole('link', { name: /^Get Started/ })).toHaveAttribute('href', `/payment?package=${page.offers.selfStudy}`);
    expect(within(sidebar).getByRole('link', { name: /^Choose Premium/ })).toHaveAttribute('href', `/payment?package=${page.offers.premium}`);
    expect(within(sidebar).getByRole('link', { name: /^Book a Tutor/ })).toHaveAttribute(
      'href',
      `/booking?service=tutoring&exam=${encodeURIComponent(exam)}`,
    );
    expect(formatOfferPrice(findOffer(page.offers.premium)!)).toBe(prices[1]);
  });

  it('gives search engines the three prices as Product JSON-LD', async () => {
    renderPage(<PricedExamPage page={page} />);
    const expected = prices.map((price) => Number(price.replace(/[$,]|\/hour/g, '')).toFixed(2));
    await waitFor(() => {
      const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as { '@type': string; name?: string; offers?: { price: string }[] },
      );
      const product = blocks.find((block) => block['@type'] === 'Product');
      expect(product?.name).toBe(page.intro.title);
      expect(product?.offers?.map((offer) => offer.price)).toEqual(expected);
    });
  });

  it('shows the exam\'s study materials from the server', async () => {
    renderPage(<PricedExamPage page={page} />);
    const region = screen.getByRole('region', { name: 'Study Materials' });
    expect(await within(region).findByText(`${page.materialsSlug!.toUpperCase()} Review Guide`)).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<PricedExamPage page={page} />);
    await screen.findByText(`${page.materialsSlug!.toUpperCase()} Review Guide`);
    expect(await axe(container)).toHaveNoViolations();
  });
});

it("ATI's study tabs open the tab the address names, and each tab links to its view of the page", async () => {
  const user = userEvent.setup();
  renderPage(<PricedExamPage page={atiPage} />, { path: '/exams/ati?tab=practice' });
  const tablist = screen.getByRole('tablist', { name: 'ATI study area' });
  expect(within(tablist).getByRole('tab', { name: 'Practice' })).toHaveAttribute('aria-selected', 'true');
  expect(within(tablist).getByRole('tab', { name: 'Study Materials' })).toHaveAttribute('href', '/exams/ati#study');
  expect(within(tablist).getByRole('tab', { name: 'Test Strategies' })).toHaveAttribute('href', '/exams/ati?tab=strategies#study');
  await user.click(within(tablist).getByRole('tab', { name: 'Test Strategies' }));
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Test Strategies');
});

it('ATI\'s Book a Tutor opens the booking form prefilled for ATI tutoring, in the hero and the closing band too', () => {
  renderPage(<PricedExamPage page={atiPage} />);
  const links = screen.getAllByRole('link', { name: /Book a Tutor/ });
  expect(links.length).toBeGreaterThanOrEqual(3);
  for (const link of links) expect(link).toHaveAttribute('href', '/booking?service=tutoring&exam=ATI');
});
