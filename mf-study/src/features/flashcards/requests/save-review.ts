import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointUrl, request } from '@nurseprep/shared-ui';
import type { CardReviewState, DeckReviews, ReviewRating } from './flashcard-types';
import { DUE_PATH } from './flashcards-paths';

interface Review {
  cardId: string;
  rating: ReviewRating;
  /** The state the browser computed, shown at once until the server's answer replaces it. */
  state: CardReviewState;
}

/**
 * A student's ratings, sent one at a time in the order given (the server applies
 * ts-fsrs at its own clock). Each shows at once in the deck's cached states and the server's state replaces
 * it. A rating that could not be saved is kept and sent again, first, with the next rating or on `retry`.
 */
export function useSaveReview(deckId: string) {
  const queryClient = useQueryClient();
  const unsaved = useRef<Review[]>([]);
  const [failed, setFailed] = useState(false);
  const putState = (state: CardReviewState) =>
    queryClient.setQueryData<DeckReviews>([endpointUrl('GET /api/flashcards/decks/:id/reviews', { params: { id: deckId } })], (previous) =>
      previous ? { ...previous, states: [...previous.states.filter((entry) => entry.cardId !== state.cardId), state] } : previous,
    );
  const { mutate } = useMutation({
    scope: { id: 'POST /api/flashcards/reviews' },
    mutationFn: ({ cardId, rating }: Review) => request('POST /api/flashcards/reviews', { body: { cardId, rating } }),
    onMutate: (review) => putState(review.state),
    onSuccess: ({ state }) => {
      putState(state);
      void queryClient.invalidateQueries({ queryKey: [DUE_PATH] });
    },
    onError: (_error, review) => {
      unsaved.current.push(review);
      setFailed(true);
    },
  });

  const send = useCallback(
    (next: Review[]) => {
      const queue = [...unsaved.current, ...next];
      unsaved.current = [];
      setFailed(false);
      for (const review of queue) mutate(review);
    },
    [mutate],
  );
  return {
    save: useCallback((review: Review) => send([review]), [send]),
    retry: useCallback(() => send([]), [send]),
    failed,
  };
}
