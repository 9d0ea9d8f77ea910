import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  flashcardDeckFileSchema,
  flashcardDeckListQuerySchema,
  flashcardDeckSchema,
  flashcardDueQuerySchema,
  flashcardMergeMaxReviews,
  flashcardMergeRequestSchema,
  flashcardRatings,
  flashcardReviewRequestSchema,
  flashcardStateSchema,
  flashcardStates,
  studyPlanExams,
  studyPlanParamsSchema,
  studyPlanRequestSchema,
} from './index';

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const card = { id: 'lab-values-001', front: 'Normal serum potassium (adult)', back: '3.5-5.0 mEq/L.', source: 'MedlinePlus' };
const deck = {
  id: 'lab-values',
  title: 'Lab Values',
  description: 'Common adult reference ranges.',
  exams: ['nclex'],
  subjects: ['pharmacology'],
  verified: false,
  cards: [card],
};

describe('flashcard plain data', () => {
  it('numbers ratings and states as ts-fsrs does', () => {
    expect(flashcardRatings.map((rating) => `${rating.value}:${rating.label}`)).toEqual(['1:Again', '2:Hard', '3:Good', '4:Easy']);
    expect(flashcardStates).toEqual(['new', 'learning', 'review', 'relearning']);
    expect(studyPlanExams).toEqual(['teas', 'hesi', 'nclex']);
  });

  it('flashcard-decks.ts imports nothing (no zod), so pages can use it without downloading zod', () => {
    const source = readFileSync(path.join(process.cwd(), 'contracts', 'src', 'flashcard-decks.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).toContain('export const flashcardRatings');
  });
});

describe('deck content', () => {
  it('reads a deck file and refuses unknown fields, exams and subjects', () => {
    expect(flashcardDeckFileSchema.safeParse(deck).success).toBe(true);
    expect(issuesOf(flashcardDeckFileSchema.safeParse({ ...deck, exams: ['gre'] })).join()).toMatch(/^exams\.0:/);
    expect(issuesOf(flashcardDeckFileSchema.safeParse({ ...deck, subjects: ['astrology'] })).join()).toMatch(/^subjects\.0:/);
    expect(issuesOf(flashcardDeckFileSchema.safeParse({ ...deck, cards: [{ ...card, frnt: 'x' }] })).join()).toMatch(/cards\.0/);
    expect(issuesOf(flashcardDeckFileSchema.safeParse({ ...deck, cards: [{ ...card, back: '  ' }] }))).toEqual(['cards.0.back: must not be empty']);
    expect(issuesOf(flashcardDeckFileSchema.safeParse({ ...deck, cards: [{ ...card, id: 'lab-values-1' }] }))).toEqual([
      'cards.0.id: must be <deck-id>-NNN',
    ]);
  });

  it('strips verified and source from what the browser gets', () => {
    const parsed = flashcardDeckSchema.parse({ ...deck, cardCount: 1 });
    expect(Object.keys(parsed).sort()).toEqual(['cardCount', 'cards', 'description', 'exams', 'id', 'subjects', 'title']);
    expect(Object.keys(parsed.cards[0]!).sort()).toEqual(['back', 'front', 'id']);
  });
});

describe('flashcard requests', () => {
  it('filters decks by a known exam or subject only', () => {
    expect(flashcardDeckListQuerySchema.safeParse({ exam: 'teas' }).success).toBe(true);
    expect(issuesOf(flashcardDeckListQuerySchema.safeParse({ exam: 'gre' }))).toEqual(['exam: Exam must be one of: teas, hesi, nclex']);
    expect(issuesOf(flashcardDeckListQuerySchema.safeParse({ subject: 'x' }))[0]).toMatch(/^subject: Subject must be one of/);
  });

  it('takes a rating 1-4 for a card, naming the field otherwise', () => {
    expect(flashcardReviewRequestSchema.safeParse({ cardId: 'lab-values-001', rating: 3 }).success).toBe(true);
    for (const rating of [0, 5, 2.5, '3', null]) {
      expect(issuesOf(flashcardReviewRequestSchema.safeParse({ cardId: 'lab-values-001', rating }))).toEqual([
        'rating: Rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)',
      ]);
    }
    expect(issuesOf(flashcardReviewRequestSchema.safeParse({ cardId: '', rating: 1 }))).toEqual(['cardId: Unknown card']);
    expect(issuesOf(flashcardReviewRequestSchema.safeParse({ cardId: 'lab-values-001\u0000', rating: 1 }))).toEqual(['cardId: Unknown card']);
    expect(issuesOf(flashcardReviewRequestSchema.safeParse({ cardId: 'a', rating: 1, extra: true }))[0]).toMatch(/extra|Unrecognized/);
  });

  it('merges at most 5,000 reviews with ISO times', () => {
    const review = { cardId: 'lab-values-001', rating: 3, reviewedAt: '2026-01-05T10:00:00.000Z' };
    expect(flashcardMergeRequestSchema.safeParse({ reviews: [review, { ...review, reviewedAt: '2026-01-06T10:00:00+02:00' }] }).success).toBe(true);
    expect(issuesOf(flashcardMergeRequestSchema.safeParse({ reviews: [{ ...review, reviewedAt: 'yesterday' }] }))).toEqual([
      'reviews.0.reviewedAt: reviewedAt must be an ISO date-time',
    ]);
    const tooMany = Array.from({ length: flashcardMergeMaxReviews + 1 }, () => review);
    expect(issuesOf(flashcardMergeRequestSchema.safeParse({ reviews: tooMany }))).toEqual(['reviews: At most 5000 reviews at once']);
    expect(issuesOf(flashcardDueQuerySchema.safeParse({ until: 'tonight' }))).toEqual(['until: until must be an ISO date-time']);
  });

  it('describes a card state with ISO dates and a named FSRS state', () => {
    const state = {
      cardId: 'lab-values-001',
      deckId: 'lab-values',
      due: '2026-01-05T10:10:00.000Z',
      stability: 2.3,
      difficulty: 2.1,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 1,
      reps: 1,
      lapses: 0,
      state: 'learning',
      lastReview: '2026-01-05T10:00:00.000Z',
    };
    expect(flashcardStateSchema.safeParse(state).success).toBe(true);
    expect(flashcardStateSchema.safeParse({ ...state, state: 'Learning' }).success).toBe(false);
  });
});

describe('study plan requests', () => {
  const plan = { examDate: '2026-03-02', hoursPerWeek: 10, completed: ['w1-reading', 'w1-math'] };

  it('accepts a plan, past dates included (the planner shortens, never refuses)', () => {
    expect(studyPlanRequestSchema.safeParse(plan).success).toBe(true);
    expect(studyPlanRequestSchema.safeParse({ ...plan, examDate: '2020-01-01' }).success).toBe(true);
    expect(studyPlanParamsSchema.safeParse({ exam: 'nclex' }).success).toBe(true);
    expect(issuesOf(studyPlanParamsSchema.safeParse({ exam: 'pharmacology' }))).toEqual(['exam: Exam must be one of: teas, hesi, nclex']);
  });

  it('names the field of a bad plan', () => {
    expect(issuesOf(studyPlanRequestSchema.safeParse({ ...plan, examDate: '02/03/2026' }))).toEqual(['examDate: Exam date must be a date (YYYY-MM-DD)']);
    expect(issuesOf(studyPlanRequestSchema.safeParse({ ...plan, examDate: '2026-02-30' }))).toEqual(['examDate: Exam date is not a real date']);
    expect(issuesOf(studyPlanRequestSchema.safeParse({ ...plan, hoursPerWeek: 0 }))).toEqual(['hoursPerWeek: Hours per week must be at least 1']);
    expect(issuesOf(studyPlanRequestSchema.safeParse({ ...plan, hoursPerWeek: 61 }))).toEqual(['hoursPerWeek: Hours per week must be at most 60']);
    expect(issuesOf(studyPlanRequestSchema.safeParse({ ...plan, hoursPerWeek: 7.5 }))).toEqual(['hoursPerWeek: Hours per week must be a whole number']);
    const many = Array.from({ length: 501 }, (_, index) => `task-${index}`);
    expect(issuesOf(studyPlanRequestSchema.safeParse({ ...plan, completed: many }))).toEqual(['completed: At most 500 completed tasks']);
    expect(issuesOf(studyPlanRequestSchema.safeParse({ ...plan, completed: [''] }))).toEqual(['completed.0: A task id must not be empty']);
    expect(issuesOf(studyPlanRequestSchema.safeParse({ ...plan, completed: ['w1\u0000'] }))).toEqual(['completed.0: A task id must not hold control characters']);
  });
});
