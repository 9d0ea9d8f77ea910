import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-pancreatitis-5',
  type: 'select-n',
  topic: 'Giving IV calcium gluconate safely',
  stem: 'Which 3 actions should the nurse take? Select 3.',
  n: 3,
  options: [
    { id: 'a', text: 'Give it undiluted by IV push' },
    { id: 'b', text: 'Infuse it with a pump over 20 minutes' },
    { id: 'c', text: 'Give it intramuscularly' },
    { id: 'd', text: 'Keep the client on cardiac monitoring' },
    { id: 'e', text: 'Stop the LR infusion' },
    { id: 'f', text: 'Check the IV site for swelling' },
  ],
};

const result: NgnItemResult = {
  rule: 'zero-one',
  earned: 2,
  possible: 3,
  parts: [
    { id: 'a', chosen: [], key: [], points: 0 },
    { id: 'b', chosen: ['b'], key: ['b'], points: 1 },
    { id: 'c', chosen: [], key: [], points: 0 },
    { id: 'd', chosen: ['d'], key: ['d'], points: 1 },
    { id: 'e', chosen: ['e'], key: [], points: 0 },
    { id: 'f', chosen: [], key: ['f'], points: 0 },
  ],
  rationale: {
    explanation: 'Slow, monitored, watched site.',
    parts: { a: 'Too fast.', b: 'Controlled rate.', c: 'Never IM.', d: 'Watch for arrhythmia.', e: 'Not needed.', f: 'Calcium injures tissue.' },
  },
};

test('once N are chosen by keyboard the others are disabled and a live message says so; clearing one frees them', async () => {
  const { user, group, onValueChange } = renderNgnItem(item);
  await user.tab();
  await user.tab();
  await user.keyboard(' ');
  await user.tab();
  await user.tab();
  await user.keyboard(' ');
  expect(screen.getByRole('status')).toHaveTextContent('2 of 3 chosen.');
  await user.tab();
  await user.tab();
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['b', 'd', 'f'] });
  expect(screen.getByRole('status')).toHaveTextContent('You have chosen 3: clear one to change.');
  expect(within(group).getByRole('checkbox', { name: 'Give it undiluted by IV push' })).toBeDisabled();
  expect(within(group).getByRole('checkbox', { name: 'Stop the LR infusion' })).toBeDisabled();
  // Only the chosen three stay in the tab order.
  await user.tab({ shift: true });
  expect(within(group).getByRole('checkbox', { name: 'Keep the client on cardiac monitoring' })).toHaveFocus();
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['b', 'f'] });
  expect(within(group).getByRole('checkbox', { name: 'Stop the LR infusion' })).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent('2 of 3 chosen.');
});

test('graded: the chosen, the wrong and the missed each say so, with the points and the rationales', () => {
  renderNgnItem(item, { value: { kind: 'select', selected: ['b', 'd', 'e'] }, result });
  expect(screen.getByRole('checkbox', { name: 'Infuse it with a pump over 20 minutes Your answer: correct' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Stop the LR infusion Your answer: incorrect' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Check the IV site for swelling Correct answer: not chosen' })).not.toBeChecked();
  expect(screen.getByText('2 of 3 points')).toBeInTheDocument();
  expect(screen.getByText('Calcium injures tissue.')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('has no axe violations, unanswered, full or graded', async () => {
  const unanswered = renderNgnItem(item);
  expect(await axe(unanswered.container)).toHaveNoViolations();
  unanswered.unmount();
  const full = renderNgnItem(item, { value: { kind: 'select', selected: ['a', 'b', 'c'] } });
  expect(await axe(full.container)).toHaveNoViolations();
  full.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'select', selected: ['b', 'd', 'e'] }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
