import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  flashcardDeckFileSchema,
  flashcardDeckMinimumCards,
  flashcardMinimumTotalCards,
  type Flashcard,
  type FlashcardDeck,
  type FlashcardDeckFile,
  type FlashcardDeckSummary,
  type FlashcardExam,
  type FlashcardSubject,
} from '@nurseprep/contracts';

/**
 * The flashcard decks: api/content/flashcards/<deck-id>.json, read and checked once at start-up and served
 * from memory. Two levels of checks, as for the practice questions:
 * - structural (`deckStructuralProblems`): what the pages and the review state rely on (the schema, the file
 *   name, card ids `<deck-id>-NNN` unique across decks, an exam or a subject). Any of these stops start-up
 *   with a message naming the file and the card.
 * - the content gate (`deckContentProblems`): the collection's quality rules (no duplicate or near-duplicate
 *   fronts across decks, minimum sizes, known pages covered, every deck verified by a second reader). The
 *   content test runs it over the real folder; start-up does not, so decks still being written can be served.
 */

export interface DeckFileEntry {
  /** The file name, e.g. lab-values.json. */
  file: string;
  data: FlashcardDeckFile;
}

export interface DeckStore {
  /** Summaries in file-name order. */
  summaries: readonly FlashcardDeckSummary[];
  /** Every deck by id, as the browser gets it (no source, no verified). */
  byId: ReadonlyMap<string, FlashcardDeck>;
  /** The deck id of every card. */
  deckOfCard: ReadonlyMap<string, string>;
}

export interface DeckReadResult {
  files: DeckFileEntry[];
  problems: string[];
}

/** Reads every <deck-id>.json in the folder (a missing folder holds no decks). Problems: `file: card: message`. */
export function readDeckFiles(folder: string): DeckReadResult {
  const files: DeckFileEntry[] = [];
  const problems: string[] = [];
  if (!existsSync(folder)) return { files, problems };
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.json')) continue;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not valid JSON: ${(error as Error).message}`);
      continue;
    }
    const parsed = flashcardDeckFileSchema.safeParse(json);
    if (!parsed.success) {
      const cards = (json as { cards?: { id?: unknown }[] } | null)?.cards;
      for (const issue of parsed.error.issues) {
        const [first, index, ...rest] = issue.path;
        const card = first === 'cards' && typeof index === 'number' ? (cards?.[index]?.id ?? `card ${index + 1}`) : null;
        const where = card === null ? issue.path.join('.') : [String(card), ...rest.map(String)].join('.');
        problems.push(`${file}: ${where || '(file)'}: ${issue.message}`);
      }
      continue;
    }
    files.push({ file, data: parsed.data });
  }
  return { files, problems };
}

/** File-level and card-level problems that stop start-up. */
export function deckStructuralProblems(files: readonly DeckFileEntry[]): string[] {
  const problems: string[] = [];
  const seenCards = new Map<string, string>();
  const seenDecks = new Map<string, string>();
  for (const { file, data } of files) {
    if (file !== `${data.id}.json`) problems.push(`${file}: (file): id must be the file name (${data.id}.json)`);
    if (seenDecks.has(data.id)) problems.push(`${file}: (file): deck id ${data.id} is also in ${seenDecks.get(data.id)}`);
    seenDecks.set(data.id, file);
    if (data.exams.length + data.subjects.length === 0) problems.push(`${file}: (file): a deck needs at least one exam or subject`);
    if (new Set(data.exams).size !== data.exams.length) problems.push(`${file}: (file): exams repeat`);
    if (new Set(data.subjects).size !== data.subjects.length) problems.push(`${file}: (file): subjects repeat`);
    const idPattern = new RegExp(`^${data.id}-\\d{3}$`);
    for (const card of data.cards) {
      if (!idPattern.test(card.id)) problems.push(`${file}: ${card.id}: id must be ${data.id}-NNN`);
      if (seenCards.has(card.id)) problems.push(`${file}: ${card.id}: duplicate id (also in ${seenCards.get(card.id)})`);
      seenCards.set(card.id, file);
    }
  }
  return problems;
}

function publicCard(card: FlashcardDeckFile['cards'][number]): Flashcard {
  return { id: card.id, front: card.front, back: card.back, ...(card.hint !== undefined ? { hint: card.hint } : {}) };
}

export function buildDeckStore(files: readonly DeckFileEntry[]): DeckStore {
  const byId = new Map<string, FlashcardDeck>();
  const deckOfCard = new Map<string, string>();
  const summaries: FlashcardDeckSummary[] = [];
  for (const { data } of files) {
    const summary: FlashcardDeckSummary = {
      id: data.id,
      title: data.title,
      description: data.description,
      exams: data.exams,
      subjects: data.subjects,
      cardCount: data.cards.length,
    };
    summaries.push(summary);
    byId.set(data.id, { ...summary, cards: data.cards.map(publicCard) });
    for (const card of data.cards) deckOfCard.set(card.id, data.id);
  }
  return { summaries, byId, deckOfCard };
}

/**
 * Reads and checks the folder; a bad file stops start-up with a message naming the file and the card
 * (every problem found, not only the first).
 */
export function loadDecks(folder: string): DeckStore {
  const { files, problems } = readDeckFiles(folder);
  const all = [...problems, ...deckStructuralProblems(files)];
  if (all.length > 0) {
    throw new Error(`Flashcard deck files in ${folder} are invalid:\n${all.map((problem) => `  ${problem}`).join('\n')}`);
  }
  return buildDeckStore(files);
}

/** Decks for an exam page or a coursework subject (both filters apply when both are given). */
export function filterDecks(store: DeckStore, filter: { exam?: FlashcardExam; subject?: FlashcardSubject }): FlashcardDeckSummary[] {
  return store.summaries.filter(
    (deck) => (filter.exam === undefined || deck.exams.includes(filter.exam)) && (filter.subject === undefined || deck.subjects.includes(filter.subject)),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The content gate.

/** Lower-case words (letters and digits only). */
export function frontWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

const stopWords = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'for', 'to', 'is', 'are', 'what', 'which', 'does', 'do', 'with', 'by', 'at', 'as']);
/** Words that turn a front into its opposite: adding one makes a different card. */
const negations = new Set(['not', 'no', 'never', 'except', 'without', 'contraindicated']);

/**
 * The front's content words in order: stop words dropped, a plural s dropped. Order is kept: 'Celsius to
 * Fahrenheit' and 'Fahrenheit to Celsius' are different cards.
 */
export function frontKey(front: string): string[] {
  return frontWords(front)
    .filter((word) => !stopWords.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

/** True when `longer` is `shorter` with one word added anywhere (not a negation). */
function oneWordAdded(shorter: readonly string[], longer: readonly string[]): boolean {
  if (longer.length !== shorter.length + 1) return false;
  let index = 0;
  while (index < shorter.length && shorter[index] === longer[index]) index += 1;
  if (negations.has(longer[index]!)) return false;
  return shorter.slice(index).every((word, offset) => word === longer[index + 1 + offset]);
}

/** The fewest content words a front needs before one added word counts as a near-duplicate. */
export const NEAR_DUPLICATE_MIN_WORDS = 4;

/**
 * Pairs of cards (anywhere in the collection) whose fronts are the same or nearly the same: the same content
 * words in the same order once case, punctuation, stop words (such as "the" or "what is") and a plural s are
 * ignored, or, for fronts of at least NEAR_DUPLICATE_MIN_WORDS content words, one word added
 * ("Antidote for heparin overdose" / "Antidote for heparin sodium overdose"; a negation such as "not" makes a
 * different card). Fronts that differ in a word ("heparin" / "warfarin") are different cards.
 */
export function nearDuplicateFronts(cards: readonly { id: string; front: string }[]): [string, string][] {
  const prepared = cards.map((card) => {
    const key = frontKey(card.front);
    return { id: card.id, key, text: key.join(' ') };
  });
  const pairs: [string, string][] = [];
  for (let i = 0; i < prepared.length; i += 1) {
    for (let j = i + 1; j < prepared.length; j += 1) {
      const a = prepared[i]!;
      const b = prepared[j]!;
      const [shorter, longer] = a.key.length <= b.key.length ? [a.key, b.key] : [b.key, a.key];
      const alike = a.text === b.text || (shorter.length >= NEAR_DUPLICATE_MIN_WORDS && oneWordAdded(shorter, longer));
      if (alike) pairs.push([a.id, b.id]);
    }
  }
  return pairs;
}

export interface DeckContentRules {
  minimumCardsPerDeck: number;
  minimumTotalCards: number;
  /** Exams and subjects with a flashcards page: each needs at least one deck. */
  pages: { exams: readonly FlashcardExam[]; subjects: readonly FlashcardSubject[] };
}

export const deckContentRules: DeckContentRules = {
  minimumCardsPerDeck: flashcardDeckMinimumCards,
  minimumTotalCards: flashcardMinimumTotalCards,
  pages: { exams: ['teas', 'hesi', 'nclex'], subjects: ['pharmacology'] },
};

/**
 * Every rule of the content gate over a decks folder: structural problems, then the quality rules. An empty
 * list means the collection is complete and fit to publish.
 */
export function deckContentProblems(folder: string, rules: DeckContentRules = deckContentRules): string[] {
  const { files, problems } = readDeckFiles(folder);
  problems.push(...deckStructuralProblems(files));
  for (const { file, data } of files) {
    if (!data.verified) problems.push(`${file}: (file): not verified by a second reader (verified must be true)`);
    if (data.cards.length < rules.minimumCardsPerDeck) {
      problems.push(`${file}: (file): ${data.cards.length} cards, under the minimum of ${rules.minimumCardsPerDeck}`);
    }
    for (const card of data.cards) {
      if (/<[a-z]+[ >/]|\*\*|^#|\[[^\]]*\]\(/im.test(`${card.front}\n${card.back}\n${card.hint ?? ''}`)) {
        problems.push(`${file}: ${card.id}: plain text only (no HTML or Markdown)`);
      }
    }
  }
  const total = files.reduce((sum, entry) => sum + entry.data.cards.length, 0);
  if (total < rules.minimumTotalCards) problems.push(`the decks hold ${total} cards, under the minimum of ${rules.minimumTotalCards}`);
  for (const exam of rules.pages.exams) {
    if (!files.some((entry) => entry.data.exams.includes(exam))) problems.push(`no deck for the ${exam} flashcards page`);
  }
  for (const subject of rules.pages.subjects) {
    if (!files.some((entry) => entry.data.subjects.includes(subject))) problems.push(`no deck for the ${subject} flashcards page`);
  }
  for (const [first, second] of nearDuplicateFronts(files.flatMap((entry) => entry.data.cards))) {
    problems.push(`duplicate or near-duplicate fronts: ${first} and ${second}`);
  }
  return problems;
}
