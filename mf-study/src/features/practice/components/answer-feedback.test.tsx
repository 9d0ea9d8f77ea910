import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@nurseprep/shared-ui';
import type { PublicQuestion, QuestionResult } from '../requests/practice-types';
import { AnswerFeedback, verdictOf } from './answer-feedback';

const question: PublicQuestion = {
  id: 'nclex-management-of-care-003',
  type: 'multiple',
  category: 'management-of-care',
  subcategory: 'Delegation',
  difficulty: 'medium',
  stem: 'Which tasks may the nurse delegate? Select all that apply.',
  options: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, text: `Task ${id}` })),
};

const partial: QuestionResult = {
  correct: false,
  score: 2 / 3,
  earned: 2,
  possible: 3,
  key: ['a', 'b', 'c'],
  rationale: { explanation: 'Stable, routine tasks.' },
};

describe('the feedback on an NCLEX select-all item', () => {
  it('names the points earned under the +/- rule and explains the rule', () => {
    expect(verdictOf(partial, question)).toEqual({ text: 'Partly correct: 2 of 3 points', tone: 'accent' });
    render(
      <ThemeProvider theme={theme}>
        <AnswerFeedback.Summary result={partial} question={question} />
      </ThemeProvider>,
    );
    expect(screen.getByText(/a point for each correct option chosen, one taken away for each incorrect option chosen, never below zero/)).toBeInTheDocument();
  });

  it('calls a select-all answer that earned nothing incorrect', () => {
    expect(verdictOf({ ...partial, score: 0, earned: 0 }, question)).toEqual({ text: 'Incorrect', tone: 'destructive' });
  });
});
