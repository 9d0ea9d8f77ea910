import { readdirSync } from 'node:fs';
import path from 'node:path';
import { flashcardDeckIds } from '@nurseprep/contracts';
import { repositoryRoot } from '../../src/config';
import { deckContentProblems, loadDecks } from '../../src/flashcards/decks';

/**
 * The gate over the real decks, api/content/flashcards: every rule of deckContentProblems
 * (see deck-rules.test.ts, where each rule is shown failing on a broken fixture). It fails, listing every
 * problem, until the collection is complete: at least 400 cards, no deck under 30, no duplicate or
 * near-duplicate fronts, every deck verified by a second reader.
 */
const folder = path.join(repositoryRoot, 'api', 'content', 'flashcards');

describe('the flashcard decks (api/content/flashcards)', () => {
  it('passes every rule of the content gate', () => {
    expect(deckContentProblems(folder)).toEqual([]);
  });

  it('loads at start-up and holds at least 400 cards in decks of at least 30', () => {
    const decks = loadDecks(folder);
    expect(readdirSync(folder).filter((file) => file.endsWith('.json')).length).toBe(decks.summaries.length);
    expect(decks.deckOfCard.size).toBeGreaterThanOrEqual(400);
    for (const deck of decks.summaries) expect([deck.id, deck.cardCount >= 30]).toEqual([deck.id, true]);
  });

  it("matches the route table's deck ids: each list holds the decks whose exams or subjects name it", () => {
    const decks = loadDecks(folder).summaries;
    const listed = (list: 'teas' | 'hesi' | 'nclex' | 'pharmacology') =>
      decks
        .filter((deck) => (list === 'pharmacology' ? (deck.subjects as readonly string[]).includes('pharmacology') : (deck.exams as readonly string[]).includes(list)))
        .map((deck) => deck.id)
        .sort();
    for (const list of ['teas', 'hesi', 'nclex', 'pharmacology'] as const) expect([list, listed(list)]).toEqual([list, [...flashcardDeckIds[list]].sort()]);
  });
});
