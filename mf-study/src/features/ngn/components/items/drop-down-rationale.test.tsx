import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-stroke-3',
  type: 'drop-down-rationale',
  topic: 'The immediate risk before thrombolysis',
  stem: 'Complete the following sentence by choosing from the lists of options.',
  text: 'The client is at greatest immediate risk for {{a}} because of {{b}}.',
  blanks: [
    {
      id: 'a',
      options: [
        { id: 'o1', text: 'aspiration pneumonia' },
        { id: 'o2', text: 'intracranial hemorrhage' },
      ],
    },
    {
      id: 'b',
      options: [
        { id: 'o1', text: 'right arm weakness' },
        { id: 'o4', text: 'a blood pressure of 194/108 mm Hg' },
      ],
    },
  ],
};

const result: NgnItemResult = {
  rule: 'rationale',
  earned: 0,
  possible: 1,
  parts: [
    { id: 'a', chosen: ['o1'], key: ['o2'], points: 0 },
    { id: 'b', chosen: ['o4'], key: ['o4'], points: 0 },
  ],
  rationale: { explanation: 'Pressure drives bleeding.', parts: { a: 'Thrombolysis risks bleeding.', b: 'High pressure raises that risk.' } },
};

test('X because of Y: two selects reached with Tab, each named by the words before it', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  await user.tab();
  const cause = screen.getByRole('combobox', { name: 'Blank 1 of 2, after "at greatest immediate risk for"' });
  expect(cause).toHaveFocus();
  await user.selectOptions(cause, 'o2');
  await user.tab();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Blank 2 of 2, after "because of"' }), 'o4');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { a: 'o2', b: 'o4' } });
});

test('graded: a right Y with a wrong X still scores nothing, and the rationale rule says why', () => {
  renderNgnItem(item, { value: { kind: 'match', choices: { a: 'o1', b: 'o4' } }, result });
  expect(screen.getByText('0 of 1 point')).toBeInTheDocument();
  expect(screen.getByText(/a point only when both parts of a pair are right/)).toBeInTheDocument();
  const review = screen.getByRole('list', { name: 'Your answers' });
  expect(review).toHaveTextContent('Your answer: aspiration pneumonia: incorrect. Correct answer: intracranial hemorrhage.');
  expect(review).toHaveTextContent('Your answer: a blood pressure of 194/108 mm Hg: correct.');
  expect(review).toHaveTextContent('High pressure raises that risk.');
});

test('has no axe violations, unanswered or graded', async () => {
  const unanswered = renderNgnItem(item);
  expect(await axe(unanswered.container)).toHaveNoViolations();
  unanswered.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'match', choices: { a: 'o1', b: 'o4' } }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
