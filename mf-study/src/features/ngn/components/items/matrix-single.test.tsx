import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-stroke-6',
  type: 'matrix-single',
  topic: 'Evaluating the 24-hour outcome',
  stem: 'For each finding, specify whether it shows improvement.',
  columns: [
    { id: 'i', text: 'Improved' },
    { id: 'n', text: 'Not improved' },
  ],
  rows: [
    { id: 'r1', text: 'NIH Stroke Scale score 3' },
    { id: 'r2', text: 'Right facial droop, unchanged' },
    { id: 'r3', text: 'Names a pen and a watch' },
  ],
};

const result: NgnItemResult = {
  rule: 'zero-one',
  earned: 1,
  possible: 3,
  parts: [
    { id: 'r1', chosen: ['i'], key: ['i'], points: 1 },
    { id: 'r2', chosen: ['i'], key: ['n'], points: 0 },
    { id: 'r3', chosen: [], key: ['i'], points: 0 },
  ],
  rationale: { explanation: 'Most deficits eased.', parts: { r1: 'Down from 11.', r2: 'No change.', r3: 'Naming has returned.' } },
};

test('a radio group per row named "row: column": Space chooses, arrows move along the row, Tab to the next row', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  expect(screen.getByRole('columnheader', { name: 'Not improved' })).toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('radio', { name: 'NIH Stroke Scale score 3: Improved' })).toHaveFocus();
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { r1: 'i' } });
  await user.keyboard('{ArrowRight}');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { r1: 'n' } });
  await user.tab();
  expect(screen.getByRole('radio', { name: 'Right facial droop, unchanged: Improved' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'Right facial droop, unchanged: Not improved' })).toHaveFocus();
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { r1: 'n', r2: 'n' } });
});

test('graded: each row says what was chosen and the key, in words, with its rationale and the points', () => {
  renderNgnItem(item, { value: { kind: 'match', choices: { r1: 'i', r2: 'i' } }, result });
  expect(screen.getByRole('radio', { name: 'NIH Stroke Scale score 3: Improved, Your answer: correct' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Right facial droop, unchanged: Improved, Your answer: incorrect' })).toBeChecked();
  expect(screen.getByText('Your answer: Improved: correct.')).toBeInTheDocument();
  expect(screen.getByText('Your answer: Improved: incorrect. Correct answer: Not improved.')).toBeInTheDocument();
  expect(screen.getByText('Not answered. Correct answer: Improved.')).toBeInTheDocument();
  expect(screen.getByText('Naming has returned.')).toBeInTheDocument();
  expect(screen.getByText('1 of 3 points')).toBeInTheDocument();
  // Nothing inside can take focus once graded, so the table's scroll box can.
  expect(screen.getByRole('group', { name: 'Answer table' })).toHaveAttribute('tabindex', '0');
});

test('has no axe violations, unanswered or graded', async () => {
  const unanswered = renderNgnItem(item);
  expect(await axe(unanswered.container)).toHaveNoViolations();
  unanswered.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'match', choices: { r1: 'i', r2: 'i' } }, result });
  expect(within(graded.container).getAllByRole('radio')).toHaveLength(6);
  expect(await axe(graded.container)).toHaveNoViolations();
});
