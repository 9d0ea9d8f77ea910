import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { deckContentProblems, deckContentRules, loadDecks, nearDuplicateFronts, type DeckContentRules } from '../../src/flashcards/decks';
import { fixtureFlashcardsDir, testConfig } from '../helpers/test-app';

/**
 * The deck content gate's rules, each shown failing on one broken copy of the fixture decks (and passing on the
 * valid one). The fixture decks are small (4 cards each), so these cases use the real rules with smaller minimums.
 */
const fixtureRules = (overrides: Partial<DeckContentRules> = {}): DeckContentRules => ({
  ...deckContentRules,
  minimumCardsPerDeck: 4,
  minimumTotalCards: 12,
  ...overrides,
});

interface Card {
  id: string;
  front: string;
  back: string;
  [key: string]: unknown;
}
interface Deck {
  id: string;
  exams: string[];
  subjects: string[];
  verified: boolean;
  cards: Card[];
  [key: string]: unknown;
}

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-decks-'));
  cpSync(fixtureFlashcardsDir, folder, { recursive: true });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function edit(deckId: string, change: (data: Deck) => void): void {
  const target = path.join(folder, `${deckId}.json`);
  const data = JSON.parse(readFileSync(target, 'utf8')) as Deck;
  change(data);
  writeFileSync(target, JSON.stringify(data));
}
const card = (data: Deck, id: string): Card => data.cards.find((entry) => entry.id === id)!;

describe('the deck content gate', () => {
  it('passes the valid fixture decks (fronts that differ in one key word are not near-duplicates)', () => {
    expect(deckContentProblems(folder, fixtureRules())).toEqual([]);
    // e.g. 'Normal serum potassium (adult)' and 'Normal serum sodium (adult)', '-olol' and '-pril'.
  });

  it('fails a duplicate card id', () => {
    edit('fixture-drugs', (data) => (card(data, 'fixture-drugs-002').id = 'fixture-drugs-001'));
    expect(deckContentProblems(folder, fixtureRules())).toEqual(['fixture-drugs.json: fixture-drugs-001: duplicate id (also in fixture-drugs.json)']);
  });

  it('fails a card id that is not <deck-id>-NNN and a deck id that is not its file name', () => {
    edit('fixture-drugs', (data) => (card(data, 'fixture-drugs-002').id = 'fixture-lab-values-009'));
    edit('fixture-conversions', (data) => (data.id = 'conversions'));
    expect(deckContentProblems(folder, fixtureRules())).toEqual([
      'fixture-conversions.json: (file): id must be the file name (conversions.json)',
      ...[1, 2, 3, 4].map((number) => `fixture-conversions.json: fixture-conversions-00${number}: id must be conversions-NNN`),
      'fixture-drugs.json: fixture-lab-values-009: id must be fixture-drugs-NNN',
    ]);
  });

  it('fails the same front in two decks (case and punctuation ignored)', () => {
    edit('fixture-conversions', (data) => (card(data, 'fixture-conversions-002').front = 'normal serum POTASSIUM, adult'));
    expect(deckContentProblems(folder, fixtureRules())).toEqual([
      'duplicate or near-duplicate fronts: fixture-conversions-002 and fixture-lab-values-001',
    ]);
  });

  it('fails a near-duplicate front: the same words with stop words, plurals or punctuation changed', () => {
    edit('fixture-drugs', (data) => (card(data, 'fixture-drugs-004').front = 'What is the antidote for an opioid overdose?'));
    edit('fixture-lab-values', (data) => (card(data, 'fixture-lab-values-002').front = 'Adult normal serum sodium'));
    edit('fixture-lab-values', (data) => (card(data, 'fixture-lab-values-004').front = 'Normal platelet counts in adults'));
    expect(deckContentProblems(folder, fixtureRules())).toEqual([]); // each front still differs from every other
    edit('fixture-conversions', (data) => (card(data, 'fixture-conversions-003').front = 'The antidote for opioid overdoses'));
    edit('fixture-conversions', (data) => (card(data, 'fixture-conversions-004').front = 'Normal platelet count (adult)'));
    expect(deckContentProblems(folder, fixtureRules())).toEqual([
      'duplicate or near-duplicate fronts: fixture-conversions-003 and fixture-drugs-004',
      'duplicate or near-duplicate fronts: fixture-conversions-004 and fixture-lab-values-004',
    ]);
  });

  it('fails a front that is another with one word added, but not one word changed or a negation added', () => {
    const front = 'Which laboratory value should the nurse check before giving intravenous heparin?';
    expect(nearDuplicateFronts([{ id: 'a', front }, { id: 'b', front: front.replace('heparin', 'heparin sodium') }])).toEqual([['a', 'b']]);
    expect(nearDuplicateFronts([{ id: 'a', front }, { id: 'b', front: front.replace('heparin', 'vancomycin') }])).toEqual([]);
    expect(nearDuplicateFronts([{ id: 'a', front }, { id: 'b', front: front.replace('should', 'should not') }])).toEqual([]);
    // Too short to judge by one added word: 'Normal potassium' and 'Normal serum potassium' may both be cards.
    expect(nearDuplicateFronts([{ id: 'a', front: 'Normal potassium' }, { id: 'b', front: 'Normal serum potassium' }])).toEqual([]);
    expect(nearDuplicateFronts([{ id: 'a', front: 'Antidote for heparin overdose' }, { id: 'b', front: 'Antidote for warfarin overdose' }])).toEqual([]);
    // Direction matters: these are two cards.
    expect(
      nearDuplicateFronts([
        { id: 'a', front: 'Formula to convert Celsius to Fahrenheit, with an example' },
        { id: 'b', front: 'Formula to convert Fahrenheit to Celsius, with an example' },
      ]),
    ).toEqual([]);
  });

  it('fails an empty front and an empty back', () => {
    edit('fixture-drugs', (data) => {
      card(data, 'fixture-drugs-001').front = ' ';
      card(data, 'fixture-drugs-003').back = '';
    });
    expect(deckContentProblems(folder, fixtureRules())).toEqual([
      'fixture-drugs.json: fixture-drugs-001.front: must not be empty',
      'fixture-drugs.json: fixture-drugs-003.back: must not be empty',
      'the decks hold 8 cards, under the minimum of 12',
      // The broken deck is not read, so its pharmacology page has no deck.
      'no deck for the pharmacology flashcards page',
    ]);
  });

  it('fails a deck under the minimum and a collection under the total', () => {
    edit('fixture-conversions', (data) => data.cards.pop());
    expect(deckContentProblems(folder, fixtureRules())).toEqual([
      'fixture-conversions.json: (file): 3 cards, under the minimum of 4',
      'the decks hold 11 cards, under the minimum of 12',
    ]);
    expect(deckContentProblems(fixtureFlashcardsDir, fixtureRules({ minimumCardsPerDeck: 30, minimumTotalCards: 400 }))).toEqual([
      'fixture-conversions.json: (file): 4 cards, under the minimum of 30',
      'fixture-drugs.json: (file): 4 cards, under the minimum of 30',
      'fixture-lab-values.json: (file): 4 cards, under the minimum of 30',
      'the decks hold 12 cards, under the minimum of 400',
    ]);
  });

  it('fails an unknown exam or subject, and a deck with neither', () => {
    edit('fixture-conversions', (data) => (data.exams = ['gre']));
    edit('fixture-lab-values', (data) => (data.subjects = ['astrology']));
    edit('fixture-drugs', (data) => {
      data.exams = [];
      data.subjects = [];
    });
    const problems = deckContentProblems(folder, fixtureRules());
    expect(problems.slice(0, 3)).toEqual([
      expect.stringMatching(/^fixture-conversions\.json: exams\.0: /),
      expect.stringMatching(/^fixture-lab-values\.json: subjects\.0: /),
      'fixture-drugs.json: (file): a deck needs at least one exam or subject',
    ]);
  });

  it('fails a deck not yet verified by a second reader', () => {
    edit('fixture-lab-values', (data) => (data.verified = false));
    expect(deckContentProblems(folder, fixtureRules())).toEqual(['fixture-lab-values.json: (file): not verified by a second reader (verified must be true)']);
  });

  it('fails HTML or Markdown in a card', () => {
    edit('fixture-drugs', (data) => (card(data, 'fixture-drugs-002').back = 'ACE inhibitors, e.g. <b>lisinopril</b>.'));
    edit('fixture-lab-values', (data) => (card(data, 'fixture-lab-values-003').back = '**70-99 mg/dL**'));
    expect(deckContentProblems(folder, fixtureRules())).toEqual([
      'fixture-drugs.json: fixture-drugs-002: plain text only (no HTML or Markdown)',
      'fixture-lab-values.json: fixture-lab-values-003: plain text only (no HTML or Markdown)',
    ]);
  });

  it('fails when an exam or subject with a flashcards page has no deck', () => {
    edit('fixture-conversions', (data) => (data.exams = ['hesi']));
    expect(deckContentProblems(folder, fixtureRules())).toEqual(['no deck for the teas flashcards page']);
  });

  it('fails a card with an unknown field (a misspelt hint) or without a source', () => {
    edit('fixture-drugs', (data) => {
      card(data, 'fixture-drugs-001').hnt = 'beta';
      delete card(data, 'fixture-drugs-002').source;
    });
    const problems = deckContentProblems(folder, fixtureRules());
    expect(problems.filter((problem) => problem.startsWith('fixture-drugs.json'))).toEqual([
      expect.stringMatching(/^fixture-drugs\.json: fixture-drugs-001: .*hnt/),
      expect.stringMatching(/^fixture-drugs\.json: fixture-drugs-002\.source: /),
    ]);
  });
});

describe('loading at start-up', () => {
  it('loads the fixture decks: summaries, public cards (no source) and the deck of every card', () => {
    const decks = loadDecks(fixtureFlashcardsDir);
    expect(decks.summaries.map((deck) => [deck.id, deck.cardCount])).toEqual([
      ['fixture-conversions', 4],
      ['fixture-drugs', 4],
      ['fixture-lab-values', 4],
    ]);
    expect(decks.byId.get('fixture-lab-values')!.cards[0]).toEqual({
      id: 'fixture-lab-values-001',
      front: 'Normal serum potassium (adult)',
      back: '3.5-5.0 mEq/L. Reference ranges vary by laboratory.',
      hint: 'Think 3.5 to 5',
    });
    expect(decks.deckOfCard.get('fixture-drugs-003')).toBe('fixture-drugs');
  });

  it('stops on every bad file, naming the file and the card', () => {
    edit('fixture-drugs', (data) => (card(data, 'fixture-drugs-003').back = ''));
    writeFileSync(path.join(folder, 'broken.json'), '{ "id": ');
    let message = '';
    try {
      loadDecks(folder);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`Flashcard deck files in ${folder} are invalid`);
    expect(message).toContain('broken.json: not valid JSON');
    expect(message).toContain('fixture-drugs.json: fixture-drugs-003.back: must not be empty');
  });

  it('does not stop on the quality rules (a deck still being written is served)', () => {
    edit('fixture-drugs', (data) => {
      data.verified = false;
      data.cards = data.cards.slice(0, 1);
    });
    expect(loadDecks(folder).summaries).toHaveLength(3);
  });

  it('refuses to build the server over a bad deck file, naming the file and the card', async () => {
    edit('fixture-lab-values', (data) => (card(data, 'fixture-lab-values-002').id = 'fixture-lab-values-001'));
    await expect(buildApp({ config: testConfig({ FLASHCARDS_DIR: folder }) })).rejects.toThrow(
      'fixture-lab-values.json: fixture-lab-values-001: duplicate id (also in fixture-lab-values.json)',
    );
  });
});
