import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-pancreatitis-4',
  type: 'select-all',
  topic: 'Acute pancreatitis: hypocalcemia',
  stem: 'Which interventions should the nurse anticipate?',
  options: [
    { id: 'a', text: 'Calcium gluconate IV infusion' },
    { id: 'b', text: 'Sodium bicarbonate IV push' },
    { id: 'c', text: 'Magnesium sulfate IV infusion' },
    { id: 'd', text: 'Continuous cardiac monitoring' },
    { id: 'e', text: 'Prophylactic IV imipenem' },
  ],
};

const result: NgnItemResult = {
  rule: 'plus-minus',
  earned: 1,
  possible: 3,
  parts: [
    { id: 'a', chosen: ['a'], key: ['a'], points: 1 },
    { id: 'b', chosen: ['b'], key: [], points: -1 },
    { id: 'c', chosen: ['c'], key: ['c'], points: 1 },
    { id: 'd', chosen: [], key: ['d'], points: 0 },
    { id: 'e', chosen: [], key: [], points: 0 },
  ],
  rationale: {
    explanation: 'Replace calcium and magnesium, and watch the heart.',
    parts: { a: 'Treats the low calcium.', b: 'No acidosis here.', c: 'Low magnesium keeps calcium low.', d: 'Low calcium prolongs the QT.', e: 'Not for sterile pancreatitis.' },
  },
};

test('checkboxes answered with Tab and Space, in the order the options are listed', async () => {
  const { user, group, onValueChange } = renderNgnItem(item);
  await user.tab();
  await user.tab();
  await user.tab();
  expect(within(group).getByRole('checkbox', { name: 'Magnesium sulfate IV infusion' })).toHaveFocus();
  await user.keyboard(' ');
  await user.tab({ shift: true });
  await user.tab({ shift: true });
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['a', 'c'] });
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['c'] });
});

test('graded: each option says whether it was right, wrong or missed, with +/- scoring in words', () => {
  renderNgnItem(item, { value: { kind: 'select', selected: ['a', 'b', 'c'] }, result });
  expect(screen.getByRole('checkbox', { name: 'Calcium gluconate IV infusion Your answer: correct' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Sodium bicarbonate IV push Your answer: incorrect' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Continuous cardiac monitoring Correct answer: not chosen' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Prophylactic IV imipenem' })).toBeDisabled();
  expect(screen.getByText('1 of 3 points')).toBeInTheDocument();
  expect(screen.getByText(/a point for each correct choice, one taken away for each incorrect one, never below zero/)).toBeInTheDocument();
  expect(screen.getByText('Low calcium prolongs the QT.')).toBeInTheDocument();
});

test('has no axe violations, unanswered or graded', async () => {
  const unanswered = renderNgnItem(item);
  expect(await axe(unanswered.container)).toHaveNoViolations();
  unanswered.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'select', selected: ['a', 'b', 'c'] }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
