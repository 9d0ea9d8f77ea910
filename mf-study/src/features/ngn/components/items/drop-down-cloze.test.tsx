import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-transfusion-3',
  type: 'drop-down-cloze',
  topic: 'Naming the problem',
  stem: 'Complete the following sentences by choosing from the lists of options.',
  text: 'The findings are most consistent with {{a}}, most likely caused by {{b}}. {{c}} is the complication of greatest concern.',
  blanks: [
    {
      id: 'a',
      options: [
        { id: 'a1', text: 'a febrile reaction' },
        { id: 'a3', text: 'an acute hemolytic reaction' },
      ],
    },
    {
      id: 'b',
      options: [
        { id: 'b1', text: 'donor cytokines' },
        { id: 'b2', text: 'ABO-incompatible red cells' },
      ],
    },
    {
      id: 'c',
      options: [
        { id: 'c1', text: 'Iron overload' },
        { id: 'c4', text: 'Acute kidney injury' },
      ],
    },
  ],
};

const result: NgnItemResult = {
  rule: 'zero-one',
  earned: 1,
  possible: 3,
  parts: [
    { id: 'a', chosen: ['a3'], key: ['a3'], points: 1 },
    { id: 'b', chosen: ['b1'], key: ['b2'], points: 0 },
    { id: 'c', chosen: [], key: ['c4'], points: 0 },
  ],
  rationale: { explanation: 'Wrong blood, lysed cells.', parts: { a: 'Fever, flank pain, dark urine.', b: 'Antibodies destroy donor cells.', c: 'Hemoglobin injures the tubules.' } },
};

test('a native select at each blank, named by its place and the words around it, answered by keyboard', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  const first = screen.getByRole('combobox', { name: 'Blank 1 of 3, after "findings are most consistent with"' });
  const second = screen.getByRole('combobox', { name: 'Blank 2 of 3, after "most likely caused by"' });
  const third = screen.getByRole('combobox', { name: 'Blank 3 of 3, before "is the complication of greatest"' });
  expect(first).toHaveDisplayValue('Select...');
  await user.tab();
  expect(first).toHaveFocus();
  await user.selectOptions(first, 'an acute hemolytic reaction');
  await user.tab();
  expect(second).toHaveFocus();
  await user.selectOptions(second, 'ABO-incompatible red cells');
  await user.tab();
  await user.selectOptions(third, 'Acute kidney injury');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { a: 'a3', b: 'b2', c: 'c4' } });
  await user.selectOptions(second, 'Select...');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { a: 'a3', c: 'c4' } });
});

test('graded: a short mark after each select, then each blank reviewed with its key and rationale', () => {
  renderNgnItem(item, { value: { kind: 'match', choices: { a: 'a3', b: 'b1' } }, result });
  expect(screen.getByRole('combobox', { name: /^Blank 1 of 3/ })).toBeDisabled();
  expect(screen.getByText('(correct)')).toBeInTheDocument();
  expect(screen.getByText('(incorrect)')).toBeInTheDocument();
  expect(screen.getByText('(missed)')).toBeInTheDocument();
  const review = screen.getByRole('list', { name: 'Your answers' });
  expect(review).toHaveTextContent('Blank 2Your answer: donor cytokines: incorrect. Correct answer: ABO-incompatible red cells.Antibodies destroy donor cells.');
  expect(review).toHaveTextContent('Blank 3Not answered. Correct answer: Acute kidney injury.');
  expect(screen.getByText('1 of 3 points')).toBeInTheDocument();
});

test('has no axe violations, unanswered or graded', async () => {
  const unanswered = renderNgnItem(item);
  expect(await axe(unanswered.container)).toHaveNoViolations();
  unanswered.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'match', choices: { a: 'a3', b: 'b1' } }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
