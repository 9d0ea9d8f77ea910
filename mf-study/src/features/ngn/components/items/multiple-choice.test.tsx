import { within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-transfusion-5',
  type: 'multiple-choice',
  topic: 'Transfusion reaction: the first action',
  stem: 'Which action should the nurse take first?',
  options: [
    { id: 'a', text: 'Give the ordered acetaminophen' },
    { id: 'b', text: 'Start the ordered 0.9% sodium chloride bolus' },
    { id: 'c', text: 'Draw the ordered blood tests' },
    { id: 'd', text: 'Complete an incident report' },
  ],
};

const result: NgnItemResult = {
  rule: 'zero-one',
  earned: 0,
  possible: 1,
  parts: [
    { id: 'a', chosen: ['a'], key: [], points: 0 },
    { id: 'b', chosen: [], key: ['b'], points: 0 },
    { id: 'c', chosen: [], key: [], points: 0 },
    { id: 'd', chosen: [], key: [], points: 0 },
  ],
  rationale: {
    explanation: 'Fluids protect the kidneys first.',
    parts: { a: 'Fever is not the danger.', b: 'Saline keeps urine flowing.', c: 'Tests come after.', d: 'Paperwork waits.' },
  },
};

test('is a radio group named by the stem, answered with Tab, Space and the arrow keys', async () => {
  const { user, group, onValueChange } = renderNgnItem(item);
  expect(within(group).getAllByRole('radio')).toHaveLength(4);
  await user.tab();
  expect(within(group).getByRole('radio', { name: 'Give the ordered acetaminophen' })).toHaveFocus();
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['a'] });
  await user.keyboard('{ArrowDown}');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['b'] });
  expect(within(group).getByRole('radio', { name: /sodium chloride bolus/ })).toBeChecked();
});

test('graded: marks the wrong choice and the missed key in words, with the points, the rule and every rationale', () => {
  const { group, getByText } = renderNgnItem(item, { value: { kind: 'select', selected: ['a'] }, result });
  const chosen = within(group).getByRole('radio', { name: 'Give the ordered acetaminophen Your answer: incorrect' });
  expect(chosen).toBeChecked();
  expect(chosen).toBeDisabled();
  expect(chosen).toHaveAccessibleDescription('Fever is not the danger.');
  expect(within(group).getByRole('radio', { name: /sodium chloride bolus Correct answer: not chosen/ })).toBeDisabled();
  expect(getByText('0 of 1 point')).toBeInTheDocument();
  expect(getByText(/0\/1: a point for each correct choice/)).toBeInTheDocument();
  expect(getByText('Fluids protect the kidneys first.')).toBeInTheDocument();
  for (const why of Object.values(result.rationale.parts)) expect(getByText(why)).toBeInTheDocument();
});

test('has no axe violations, unanswered or graded', async () => {
  const unanswered = renderNgnItem(item);
  expect(await axe(unanswered.container)).toHaveNoViolations();
  unanswered.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'select', selected: ['a'] }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
