import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-stroke-2',
  type: 'drop-down-table',
  topic: 'Thrombolytic eligibility',
  stem: 'For each finding, select what it indicates.',
  columns: ['Finding', 'What it indicates'],
  rows: [
    {
      id: 'r1',
      text: 'Last known well at 0745',
      options: [
        { id: 'a', text: 'Within the treatment window' },
        { id: 'b', text: 'Outside the treatment window' },
      ],
    },
    {
      id: 'r2',
      text: 'Blood pressure 194/108 mm Hg',
      options: [
        { id: 'a', text: 'Within the limit' },
        { id: 'c', text: 'Must be lowered first' },
      ],
    },
  ],
};

const result: NgnItemResult = {
  rule: 'zero-one',
  earned: 1,
  possible: 2,
  parts: [
    { id: 'r1', chosen: ['a'], key: ['a'], points: 1 },
    { id: 'r2', chosen: ['a'], key: ['c'], points: 0 },
  ],
  rationale: { explanation: 'Eligible once the pressure is down.', parts: { r1: 'Under 4.5 hours.', r2: 'Must be under 185/110.' } },
};

test('a table with both column headings and a select per row, named "row: column", answered by keyboard', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  expect(screen.getByRole('columnheader', { name: 'What it indicates' })).toBeInTheDocument();
  await user.tab();
  const first = screen.getByRole('combobox', { name: 'Last known well at 0745: What it indicates' });
  expect(first).toHaveFocus();
  await user.selectOptions(first, 'Within the treatment window');
  await user.tab();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Blood pressure 194/108 mm Hg: What it indicates' }), 'Must be lowered first');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { r1: 'a', r2: 'c' } });
});

test('graded: each row says its answer and key in words under it, with the rationale and the points', () => {
  renderNgnItem(item, { value: { kind: 'match', choices: { r1: 'a', r2: 'a' } }, result });
  expect(screen.getByText('Your answer: Within the treatment window: correct.')).toBeInTheDocument();
  expect(screen.getByText('Your answer: Within the limit: incorrect. Correct answer: Must be lowered first.')).toBeInTheDocument();
  expect(screen.getByText('Must be under 185/110.')).toBeInTheDocument();
  expect(screen.getByText('1 of 2 points')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /^Blood pressure/ })).toBeDisabled();
});

test('has no axe violations, unanswered or graded', async () => {
  const unanswered = renderNgnItem(item);
  expect(await axe(unanswered.container)).toHaveNoViolations();
  unanswered.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'match', choices: { r1: 'a', r2: 'a' } }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
