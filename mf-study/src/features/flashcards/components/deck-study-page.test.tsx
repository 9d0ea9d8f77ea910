import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { applyReview } from '../lib/scheduler';
import { readVisitorProgress, recordVisitorReview, VISITOR_REVIEWS_KEY } from '../lib/visitor-reviews';
import { installFakeFlashcardsServer } from '../testing/fake-flashcards-server';
import { DeckStudyPage } from './deck-study-page';

jest.setTimeout(20_000);

const clock = new Date('2026-11-24T09:00:00.000Z');
const now = () => clock;

function renderStudy(path = '/exams/teas/flashcards/medical-terminology') {
  return renderPage(
    <Routes>
      <Route path="/exams/teas/flashcards/:deck" element={<DeckStudyPage list="teas" now={now} />} />
    </Routes>,
    { path },
  );
}

function counts() {
  const list = screen.getByText('New').closest('dl')!;
  return Object.fromEntries(within(list).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

beforeEach(() => window.localStorage.clear());

describe('Studying a deck as a visitor', () => {
  it('shows one card, turns it with Space, announces each side and previews when each rating brings it back', async () => {
    installFakeFlashcardsServer();
    const user = userEvent.setup();
    const { container } = renderStudy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Medical Terminology' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Card 1 of 6' });
    expect(counts()).toEqual({ New: '6', Due: '0' });
    expect(within(card).getByText('brady-')).toBeInTheDocument();
    expect(within(card).getByText('Front: brady-')).toHaveAttribute('aria-live', 'polite');
    expect(within(card).queryByRole('button', { name: /^Again/ })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.keyboard(' ');
    expect(within(card).getByText('Back: Slow (bradycardia: a slow heart rate).')).toBeInTheDocument();
    expect(within(card).getByText('Slow (bradycardia: a slow heart rate).')).toBeVisible();
    const ratings = within(card).getByRole('group', { name: 'How well did you know it?' });
    // Each name is the button's visible words, rating then interval; the key is given as a shortcut.
    expect(within(ratings).getByRole('button', { name: 'Again 1 min' })).toHaveTextContent('Again 1 min 1');
    expect(within(ratings).getByRole('button', { name: 'Hard 6 min' })).toHaveAttribute('aria-keyshortcuts', '2');
    expect(within(ratings).getByRole('button', { name: 'Good 10 min' })).toHaveAttribute('aria-keyshortcuts', '3');
    expect(within(ratings).getByRole('button', { name: /^Easy \d+ days?$/ })).toHaveAttribute('aria-keyshortcuts', '4');
    expect(await axe(container)).toHaveNoViolations();
    const labelInName = await axe(ratings, { rules: { 'label-content-name-mismatch': { enabled: true } } });
    expect(labelInName).toHaveNoViolations();
    // jsdom has no layout, so axe cannot read the visible text and files a mismatch as incomplete, not as a violation.
    expect(labelInName.incomplete.filter((result) => result.id === 'label-content-name-mismatch')).toEqual([]);

    await user.keyboard(' ');
    expect(within(card).getByText('Front: brady-')).toBeInTheDocument();
  });

  it('rates with keys 1-4, keeps the state and the history in this browser, and moves to the next card', async () => {
    installFakeFlashcardsServer();
    const user = userEvent.setup();
    renderStudy();
    await screen.findByRole('region', { name: 'Card 1 of 6' });
    await user.keyboard(' ');
    await user.keyboard('3');
    const next = screen.getByRole('region', { name: 'Card 2 of 6' });
    expect(within(next).getByText('tachy-')).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Show answer' })).toHaveFocus();
    expect(counts()).toEqual({ New: '5', Due: '0' });
    const stored = readVisitorProgress();
    expect(stored.history).toEqual([{ cardId: 'medical-terminology-001', rating: 3, reviewedAt: clock.toISOString() }]);
    expect(stored.states['medical-terminology-001']).toEqual(applyReview(undefined, { cardId: 'medical-terminology-001', deckId: 'medical-terminology' }, 3, clock));
    // Keys 1-4 do nothing while the front is shown.
    await user.keyboard('4');
    expect(screen.getByRole('region', { name: 'Card 2 of 6' })).toBeInTheDocument();
  });

  it('brings a card rated Again back at the end, then ends with the counts per rating and when to come back', async () => {
    installFakeFlashcardsServer();
    const user = userEvent.setup();
    const { container } = renderStudy();
    await screen.findByRole('region', { name: 'Card 1 of 6' });
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Again 1 min' }));
    expect(screen.getByRole('region', { name: 'Card 2 of 7' })).toBeInTheDocument();
    for (const key of ['2', '3', '3', '4', '3', '3']) {
      await user.keyboard(' ');
      await user.keyboard(key);
    }
    const summary = await screen.findByRole('region', { name: 'Session complete' });
    expect(within(summary).getByText('You reviewed 7 cards.')).toBeInTheDocument();
    const tally = Object.fromEntries(within(summary).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(tally).toEqual({ Again: '1', Hard: '1', Good: '4', Easy: '1' });
    // The soonest card is the one rated Hard (6 min); the clock is fixed, so it is due 6 minutes after it.
    expect(within(summary).getByText(/^Come back in 6 min \(Tue, Nov 24, .+\): your next card is due then\.$/)).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { name: 'Session complete' })).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'All ATI TEAS 7 flashcards' })).toHaveAttribute('href', '/exams/teas/flashcards');
    expect(within(summary).getByRole('button', { name: 'Create a free account' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('starts a returning visitor with the cards due, from this browser', async () => {
    installFakeFlashcardsServer();
    const earlier = new Date('2026-11-20T09:00:00.000Z');
    const reviewed = applyReview(undefined, { cardId: 'medical-terminology-004', deckId: 'medical-terminology' }, 3, earlier);
    recordVisitorReview(reviewed, { cardId: 'medical-terminology-004', rating: 3, reviewedAt: earlier.toISOString() });
    renderStudy();
    const card = await screen.findByRole('region', { name: 'Card 1 of 6' });
    expect(within(card).getByText('hepat/o')).toBeInTheDocument();
    expect(counts()).toEqual({ New: '5', Due: '1' });
  });

  it('says when a deck does not exist or belongs to another list', async () => {
    installFakeFlashcardsServer();
    renderStudy('/exams/teas/flashcards/no-such-deck');
    expect(await screen.findByRole('heading', { level: 1, name: 'This deck was not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All ATI TEAS 7 flashcards' })).toHaveAttribute('href', '/exams/teas/flashcards');
  });
});

describe('Studying a deck as a student', () => {
  it("sends each rating to the server and starts the next visit from the server's states", async () => {
    const server = installFakeFlashcardsServer({ signedIn: true, now });
    const user = userEvent.setup();
    const first = renderStudy();
    await screen.findByRole('region', { name: 'Card 1 of 6' });
    for (let index = 0; index < 2; index += 1) {
      await user.keyboard(' ');
      await user.keyboard('4');
    }
    await screen.findByRole('region', { name: 'Card 3 of 6' });
    expect(server.state.reviews).toEqual([
      { cardId: 'medical-terminology-001', rating: 4 },
      { cardId: 'medical-terminology-002', rating: 4 },
    ]);
    expect(window.localStorage.getItem(VISITOR_REVIEWS_KEY)).toBeNull();
    first.unmount();

    renderStudy();
    await screen.findByRole('region', { name: 'Card 1 of 4' });
    expect(counts()).toEqual({ New: '4', Due: '0' });
    expect(screen.getByText('-itis')).toBeInTheDocument();
  });

  it("sends this browser's visitor reviews to the account once, then forgets them", async () => {
    const server = installFakeFlashcardsServer({ signedIn: true, now });
    const earlier = new Date('2026-11-23T09:00:00.000Z');
    recordVisitorReview(applyReview(undefined, { cardId: 'medical-terminology-001', deckId: 'medical-terminology' }, 4, earlier), {
      cardId: 'medical-terminology-001',
      rating: 4,
      reviewedAt: earlier.toISOString(),
    });
    renderStudy();
    await screen.findByRole('region', { name: 'Card 1 of 5' });
    expect(server.state.merges).toEqual([[{ cardId: 'medical-terminology-001', rating: 4, reviewedAt: earlier.toISOString() }]]);
    expect(window.localStorage.getItem(VISITOR_REVIEWS_KEY)).toBeNull();
    expect(screen.getByText('tachy-')).toBeInTheDocument();
  });

  it('says when a rating could not be saved and sends it again on request', async () => {
    const server = installFakeFlashcardsServer({ signedIn: true, now, failReviews: 500 });
    const user = userEvent.setup();
    renderStudy();
    await screen.findByRole('region', { name: 'Card 1 of 6' });
    await user.keyboard(' ');
    await user.keyboard('3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your last rating could not be saved.');
    server.state.failReviews = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Card 2 of 6' });
    expect(server.state.reviews).toEqual([{ cardId: 'medical-terminology-001', rating: 3 }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a rating that could not be saved again, first, with the next rating', async () => {
    const server = installFakeFlashcardsServer({ signedIn: true, now, failReviews: 500 });
    const user = userEvent.setup();
    renderStudy();
    await screen.findByRole('region', { name: 'Card 1 of 6' });
    await user.keyboard(' ');
    await user.keyboard('3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your last rating could not be saved.');
    server.state.failReviews = undefined;
    await screen.findByRole('region', { name: 'Card 2 of 6' });
    await user.keyboard(' ');
    await user.keyboard('4');
    await waitFor(() =>
      expect(server.state.reviews).toEqual([
        { cardId: 'medical-terminology-001', rating: 3 },
        { cardId: 'medical-terminology-002', rating: 4 },
      ]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

