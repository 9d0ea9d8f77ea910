import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useAccountDialogs } from '@nurseprep/shared-ui';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { applyReview } from '../lib/scheduler';
import { recordVisitorReview } from '../lib/visitor-reviews';
import { installFakeFlashcardsServer } from '../testing/fake-flashcards-server';
import { DeckListPage } from './deck-list-page';
import { DueCardsSection } from './due-cards-section';

jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  useAccountDialogs.setState({ dialog: null });
});

const ids = { cardId: 'medical-terminology-001', deckId: 'medical-terminology' };

describe('a deck list', () => {
  it("lists the exam's decks with this browser's new and due counts, how studying works, and the other tools", async () => {
    installFakeFlashcardsServer();
    recordVisitorReview(applyReview(undefined, ids, 3, new Date('2026-11-01T09:00:00.000Z')), { cardId: ids.cardId, rating: 3, reviewedAt: '2026-11-01T09:00:00.000Z' });
    const user = userEvent.setup();
    const { container } = renderPage(<DeckListPage list="teas" />, { path: '/exams/teas/flashcards' });
    expect(screen.getByRole('heading', { level: 1, name: 'ATI TEAS 7 Flashcards' })).toBeInTheDocument();
    const decks = await screen.findByRole('region', { name: 'Decks' });
    const items = await within(decks).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Medical Terminology' })).toBeInTheDocument();
    expect(await within(items[0]!).findByText('1 due')).toBeInTheDocument();
    expect(within(items[0]!).getByText('5 new')).toBeInTheDocument();
    expect(within(items[0]!).getByText('6 cards')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Study Medical Terminology' })).toHaveAttribute('href', '/exams/teas/flashcards/medical-terminology');
    expect(screen.getByRole('region', { name: 'How the cards are scheduled' })).toHaveTextContent('keys 1 to 4');
    const more = screen.getByRole('region', { name: 'More ways to prepare' });
    expect(within(more).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/exams/teas/practice', '/exams/teas/planner', '/exams/teas']);
    await user.click(screen.getByRole('button', { name: 'Create a free account' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-up');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows a student's counts from the server and lists pharmacology decks by subject, with no planner", async () => {
    installFakeFlashcardsServer({ signedIn: true });
    renderPage(<DeckListPage list="pharmacology" />, { path: '/exams/coursework/pharmacology/flashcards' });
    const decks = await screen.findByRole('region', { name: 'Decks' });
    expect(await within(decks).findByText('0 due')).toBeInTheDocument();
    expect(within(decks).getByText('1 new')).toBeInTheDocument();
    expect(within(decks).getByRole('link', { name: 'Study Drug Classes' })).toHaveAttribute('href', '/exams/coursework/pharmacology/flashcards/drug-classes');
    expect(screen.queryByRole('button', { name: 'Create a free account' })).not.toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'More ways to prepare' });
    expect(within(more).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/exams/coursework/pharmacology/practice', '/exams/coursework/pharmacology']);
  });
});

describe("/my-study's flashcards section", () => {
  it('lists the decks with cards due today and links to each study page', async () => {
    const server = installFakeFlashcardsServer({ signedIn: true });
    server.state.states.set(ids.cardId, applyReview(undefined, ids, 3, new Date('2026-11-01T09:00:00.000Z')));
    const { container } = renderPage(<DueCardsSection />, { path: '/my-study' });
    const section = screen.getByRole('region', { name: 'Flashcards due today' });
    expect(section).toHaveAttribute('id', 'my-study-flashcards');
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'Medical Terminology' })).toBeInTheDocument();
    expect(within(item).getByText('1 due')).toBeInTheDocument();
    expect(within(item).getByText('5 new')).toBeInTheDocument();
    expect(await within(item).findByRole('link', { name: 'Study Medical Terminology' })).toHaveAttribute('href', '/exams/teas/flashcards/medical-terminology');
    const dueCall = server.fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/flashcards/due'));
    expect(dueCall).toMatch(/^\/api\/flashcards\/due\?until=\d{4}-\d{2}-\d{2}T/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when nothing is due and links to every deck list', async () => {
    installFakeFlashcardsServer({ signedIn: true });
    renderPage(<DueCardsSection />, { path: '/my-study' });
    expect(await screen.findByText(/^No cards are due today\./)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/exams/teas/flashcards',
      '/exams/hesi/flashcards',
      '/exams/nclex/flashcards',
      '/exams/coursework/pharmacology/flashcards',
    ]);
  });
});
