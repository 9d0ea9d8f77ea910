import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { previewDueDates, reviewCard, scheduleToState, stateToSchedule } from './flashcard-scheduler';

const now = new Date('2026-11-24T10:00:00.000Z');
const library = fsrs(generatorParameters({ enable_fuzz: false }));

describe('flashcard scheduler (shared by the API and the study page)', () => {
  it('schedules a first review exactly as ts-fsrs does with default parameters and no fuzz', () => {
    const expected = library.next(createEmptyCard(now), now, Rating.Good);
    const { schedule, log } = reviewCard(undefined, 3, now);
    expect(schedule).toMatchObject({ due: expected.card.due, stability: expected.card.stability, reps: 1, state: 'learning', lastReview: now });
    expect(log).toMatchObject({ rating: 3, state: 'new', reviewedAt: now });
  });

  it('continues from a schedule that went through the API as ISO strings', () => {
    const first = reviewCard(undefined, 3, now).schedule;
    const state = scheduleToState({ cardId: 'lab-values-001', deckId: 'lab-values' }, first);
    expect(state).toMatchObject({ cardId: 'lab-values-001', deckId: 'lab-values', due: first.due.toISOString(), lastReview: now.toISOString() });
    expect(stateToSchedule(state)).toEqual(first);

    const later = new Date(first.due.getTime() + 60_000);
    const direct = library.next(library.next(createEmptyCard(now), now, Rating.Good).card, later, Rating.Easy).card;
    expect(reviewCard(stateToSchedule(state), 4, later).schedule).toMatchObject({ due: direct.due, stability: direct.stability, reps: 2, state: 'review' });
  });

  it('previews a later return for each better rating', () => {
    const due = previewDueDates(undefined, now);
    expect(due[1].getTime()).toBeLessThan(due[2].getTime());
    expect(due[2].getTime()).toBeLessThan(due[3].getTime());
    expect(due[3].getTime()).toBeLessThan(due[4].getTime());
  });
});
