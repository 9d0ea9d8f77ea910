import type { FlashcardReviewLog } from '@nurseprep/contracts';
import type { CardReviewLog } from '@nurseprep/contracts/flashcard-scheduler';

/*
 * The scheduling itself is contracts' flashcard-scheduler (ts-fsrs, default parameters, no fuzz), the same
 * module the study page runs, so the browser's preview of "when the card returns" and the state stored here
 * agree.
 */
export { reviewCard, scheduleToState, type CardReviewLog, type CardSchedule } from '@nurseprep/contracts/flashcard-scheduler';

export function logResponse(cardId: string, log: CardReviewLog): FlashcardReviewLog {
  return { cardId, ...log, due: log.due.toISOString(), reviewedAt: log.reviewedAt.toISOString() };
}
