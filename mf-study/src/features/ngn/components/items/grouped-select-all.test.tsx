import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-stroke-4',
  type: 'grouped-select-all',
  topic: 'Nursing care around alteplase',
  stem: 'For each phase of care, select all of the nursing actions that are indicated.',
  groups: [
    {
      id: 'g1',
      text: 'Before the bolus',
      options: [
        { id: 'a1', text: 'Give aspirin now' },
        { id: 'a2', text: 'Verify the weight in kilograms' },
        { id: 'a3', text: 'Keep NPO until a swallow screen' },
      ],
    },
    {
      id: 'g2',
      text: 'During the infusion',
      options: [
        { id: 'b1', text: 'Neuro checks every 15 minutes' },
        { id: 'b2', text: 'Start enoxaparin now' },
      ],
    },
  ],
};

const result: NgnItemResult = {
  rule: 'plus-minus',
  earned: 2,
  possible: 3,
  parts: [
    { id: 'a1', chosen: ['a1'], key: [], points: -1 },
    { id: 'a2', chosen: ['a2'], key: ['a2'], points: 1 },
    { id: 'a3', chosen: [], key: ['a3'], points: 0 },
    { id: 'b1', chosen: ['b1'], key: ['b1'], points: 1 },
    { id: 'b2', chosen: [], key: [], points: 0 },
  ],
  rationale: {
    explanation: 'Bleeding risk shapes every step.',
    parts: { a1: 'No antiplatelets for 24 h.', a2: 'Dose is by weight.', a3: 'Aspiration risk.', b1: 'Catches bleeding early.', b2: 'Anticoagulants wait 24 h.' },
  },
};

test('a table row per group, each a group of checkboxes named by its row, answered with Tab and Space', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  expect(screen.getByRole('rowheader', { name: 'Before the bolus' })).toBeInTheDocument();
  const during = screen.getByRole('group', { name: 'During the infusion' });
  await user.tab();
  await user.tab();
  await user.keyboard(' ');
  await user.tab();
  await user.tab();
  expect(within(during).getByRole('checkbox', { name: 'Neuro checks every 15 minutes' })).toHaveFocus();
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['a2', 'b1'] });
});

test('graded: marks in words per option, +/- counted in each group, and the rationales', () => {
  renderNgnItem(item, { value: { kind: 'select', selected: ['a1', 'a2', 'b1'] }, result });
  const before = screen.getByRole('group', { name: 'Before the bolus' });
  expect(within(before).getByRole('checkbox', { name: 'Give aspirin now Your answer: incorrect' })).toBeDisabled();
  expect(within(before).getByRole('checkbox', { name: 'Keep NPO until a swallow screen Correct answer: not chosen' })).not.toBeChecked();
  expect(screen.getByText('2 of 3 points')).toBeInTheDocument();
  expect(screen.getByText(/never below zero\. Counted in each group\./)).toBeInTheDocument();
  expect(screen.getByText('Anticoagulants wait 24 h.')).toBeInTheDocument();
});

test('has no axe violations, unanswered or graded', async () => {
  const unanswered = renderNgnItem(item);
  expect(await axe(unanswered.container)).toHaveNoViolations();
  unanswered.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'select', selected: ['a1', 'a2', 'b1'] }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
