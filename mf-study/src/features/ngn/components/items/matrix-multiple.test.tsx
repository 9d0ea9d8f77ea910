import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-compartment-1',
  type: 'matrix-multiple',
  topic: 'Neurovascular checks',
  stem: 'For each assessment, select the time or times at which the finding requires follow-up.',
  columns: [
    { id: 't21', text: '2100' },
    { id: 't22', text: '2200' },
    { id: 't23', text: '2300' },
  ],
  rows: [
    { id: 'r1', text: 'Pain rating' },
    { id: 'r2', text: 'Capillary refill' },
  ],
};

const result: NgnItemResult = {
  rule: 'plus-minus',
  earned: 2,
  possible: 3,
  parts: [
    { id: 'r1', chosen: ['t21', 't23'], key: ['t22', 't23'], points: 0 },
    { id: 'r2', chosen: ['t23'], key: ['t23'], points: 1 },
  ],
  rationale: { explanation: 'Pain out of proportion came first.', parts: { r1: 'Pain rose at 2200.', r2: 'Refill slowed at 2300.' } },
};

test('checkboxes per cell answered with Tab and Space give several columns per row; an emptied row leaves the answer', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  await user.tab();
  expect(screen.getByRole('checkbox', { name: 'Pain rating: 2100' })).toHaveFocus();
  await user.tab();
  await user.keyboard(' ');
  await user.tab();
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match-many', choices: { r1: ['t22', 't23'] } });
  await user.tab();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('checkbox', { name: 'Capillary refill: 2300' })).toHaveFocus();
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match-many', choices: { r1: ['t22', 't23'], r2: ['t23'] } });
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match-many', choices: { r1: ['t22', 't23'] } });
});

test('graded: every marked cell is named in words under its row, +/- counted in each column', () => {
  renderNgnItem(item, { value: { kind: 'match-many', choices: { r1: ['t21', 't23'], r2: ['t23'] } }, result });
  expect(screen.getByRole('checkbox', { name: 'Pain rating: 2100, Your answer: incorrect' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Pain rating: 2200, Correct answer: not chosen' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Pain rating: 2300, Your answer: correct' })).toBeDisabled();
  expect(screen.getByText('Pain rose at 2200.')).toBeInTheDocument();
  expect(screen.getByText('2 of 3 points')).toBeInTheDocument();
  expect(screen.getByText(/Counted in each column\./)).toBeInTheDocument();
});

test('has no axe violations, unanswered or graded', async () => {
  const unanswered = renderNgnItem(item);
  expect(await axe(unanswered.container)).toHaveNoViolations();
  unanswered.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'match-many', choices: { r1: ['t21', 't23'], r2: ['t23'] } }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
