import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem, tabTo } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-compartment-3',
  type: 'drag-drop-rationale',
  topic: 'Identifying the priority problem',
  stem: 'Complete the following sentence by dragging the correct choices into the blanks.',
  text: "The nurse's priority concern is {{x}} because of {{y}}.",
  tokens: [
    { id: 't1', text: 'respiratory depression' },
    { id: 't2', text: 'muscle and nerve damage in the leg' },
    { id: 't5', text: 'a respiratory rate of 20/min' },
    { id: 't7', text: 'pain on passive stretch with numbness' },
  ],
};

const result: NgnItemResult = {
  rule: 'rationale',
  earned: 1,
  possible: 1,
  parts: [
    { id: 'x', chosen: ['t2'], key: ['t2'], points: 0 },
    { id: 'y', chosen: ['t7'], key: ['t7'], points: 1 },
  ],
  rationale: {
    explanation: 'Compartment syndrome threatens the limb.',
    parts: { t1: 'Breathing is normal.', t2: 'Ischemia within hours.', t5: 'Normal rate.', t7: 'The classic early signs.' },
  },
};

test('keyboard alone: pick X then its blank, pick Y then its blank', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  const bank = screen.getByRole('group', { name: 'Options' });
  await tabTo(user, within(bank).getByRole('button', { name: 'muscle and nerve damage in the leg' }));
  await user.keyboard('{Enter}');
  await tabTo(user, screen.getByRole('button', { name: 'Blank 1 of 2, after "The nurse\'s priority concern is": empty' }));
  await user.keyboard('{Enter}');
  // Back one stop: the last option in the bank sits just before the passage.
  await user.tab({ shift: true });
  expect(within(bank).getByRole('button', { name: 'pain on passive stretch with numbness' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await tabTo(user, screen.getByRole('button', { name: 'Blank 2 of 2, after "because of": empty' }));
  await user.keyboard('{Enter}');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { x: 't2', y: 't7' } });
});

test('graded: both parts right earns the pair, and the rule is said in words', () => {
  renderNgnItem(item, { value: { kind: 'match', choices: { x: 't2', y: 't7' } }, result });
  expect(screen.getAllByText('(correct)')).toHaveLength(2);
  expect(screen.getByText('1 of 1 point')).toBeInTheDocument();
  expect(screen.getByText(/Rationale: a point only when both parts of a pair are right/)).toBeInTheDocument();
  expect(screen.getByText('The classic early signs.')).toBeInTheDocument();
});

test('has no axe violations, unanswered or graded', async () => {
  const unanswered = renderNgnItem(item);
  expect(await axe(unanswered.container)).toHaveNoViolations();
  unanswered.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'match', choices: { x: 't2', y: 't7' } }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
