import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-bowtie-sepsis',
  type: 'bowtie',
  topic: 'Sepsis: the first hour',
  stem: 'Complete the diagram by choosing the condition the client is most likely experiencing, 2 actions to take and 2 parameters to monitor.',
  conditions: [
    { id: 'c1', text: 'Septic shock' },
    { id: 'c2', text: 'Hypovolemic shock' },
    { id: 'c3', text: 'Pulmonary embolism' },
    { id: 'c4', text: 'Heart failure' },
  ],
  actions: [
    { id: 'a1', text: 'Draw blood cultures' },
    { id: 'a2', text: 'Give 30 mL/kg of crystalloid' },
    { id: 'a3', text: 'Restrict fluids' },
    { id: 'a4', text: 'Give furosemide' },
    { id: 'a5', text: 'Start heparin' },
  ],
  parameters: [
    { id: 'p1', text: 'Serum lactate' },
    { id: 'p2', text: 'Mean arterial pressure' },
    { id: 'p3', text: 'Serum calcium' },
    { id: 'p4', text: 'Bilirubin' },
    { id: 'p5', text: 'Hemoglobin A1c' },
  ],
};

const result: NgnItemResult = {
  rule: 'zero-one',
  earned: 4,
  possible: 5,
  parts: [
    { id: 'c1', chosen: ['c1'], key: ['c1'], points: 1 },
    { id: 'c2', chosen: [], key: [], points: 0 },
    { id: 'c3', chosen: [], key: [], points: 0 },
    { id: 'c4', chosen: [], key: [], points: 0 },
    { id: 'a1', chosen: ['a1'], key: ['a1'], points: 1 },
    { id: 'a2', chosen: [], key: ['a2'], points: 0 },
    { id: 'a3', chosen: ['a3'], key: [], points: 0 },
    { id: 'a4', chosen: [], key: [], points: 0 },
    { id: 'a5', chosen: [], key: [], points: 0 },
    { id: 'p1', chosen: ['p1'], key: ['p1'], points: 1 },
    { id: 'p2', chosen: ['p2'], key: ['p2'], points: 1 },
    { id: 'p3', chosen: [], key: [], points: 0 },
    { id: 'p4', chosen: [], key: [], points: 0 },
    { id: 'p5', chosen: [], key: [], points: 0 },
  ],
  rationale: {
    explanation: 'Infection with hypotension and a high lactate.',
    parts: {
      c1: 'Fever, hypotension, lactate 4.',
      c2: 'No losses.',
      c3: 'No chest pain.',
      c4: 'No congestion.',
      a1: 'Before antibiotics.',
      a2: 'The sepsis bundle bolus.',
      a3: 'Worsens shock.',
      a4: 'Worsens shock.',
      a5: 'No clot.',
      p1: 'Shows perfusion.',
      p2: 'Target 65 or more.',
      p3: 'Not related.',
      p4: 'Not related.',
      p5: 'Not acute.',
    },
  },
};

test('three labelled groups answered by keyboard, held to 1, 2 and 2, and the bowtie shows each choice in its place', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  const condition = screen.getByRole('group', { name: 'Condition most likely experiencing: choose 1' });
  const actions = screen.getByRole('group', { name: 'Actions to take: choose 2' });
  const parameters = screen.getByRole('group', { name: 'Parameters to monitor: choose 2' });
  const bowtie = screen.getByRole('figure', { name: 'Your bowtie' });
  expect(bowtie).toHaveTextContent('Condition most likely experiencingNot chosen yet');

  await user.tab();
  expect(within(condition).getByRole('radio', { name: 'Septic shock' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  await user.keyboard('{ArrowUp}');
  expect(within(condition).getByRole('radio', { name: 'Septic shock' })).toBeChecked();

  await user.tab();
  expect(within(actions).getByRole('checkbox', { name: 'Draw blood cultures' })).toHaveFocus();
  await user.keyboard(' ');
  await user.tab();
  await user.keyboard(' ');
  expect(within(actions).getByRole('status')).toHaveTextContent('You have chosen 2: clear one to change.');
  expect(within(actions).getByRole('checkbox', { name: 'Restrict fluids' })).toBeDisabled();

  // The disabled actions are skipped: Tab goes straight on to the parameters.
  await user.tab();
  expect(within(parameters).getByRole('checkbox', { name: 'Serum lactate' })).toHaveFocus();
  await user.keyboard(' ');
  await user.tab();
  await user.keyboard(' ');
  await user.tab();
  expect(within(parameters).getByRole('checkbox', { name: 'Bilirubin' })).toBeDisabled();
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['c1', 'a1', 'a2', 'p1', 'p2'] });

  expect(within(bowtie).getByText('Septic shock')).toBeInTheDocument();
  expect(bowtie).toHaveTextContent('Action to take 1Draw blood cultures');
  expect(bowtie).toHaveTextContent('Action to take 2Give 30 mL/kg of crystalloid');
  expect(bowtie).toHaveTextContent('Parameter to monitor 1Serum lactate');
  expect(bowtie).toHaveTextContent('Parameter to monitor 2Mean arterial pressure');

  // Another condition replaces the first; the actions and parameters stay.
  await user.click(within(condition).getByRole('radio', { name: 'Heart failure' }));
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['c4', 'a1', 'a2', 'p1', 'p2'] });
});

test('graded: every choice marked in words with its rationale, and 4 of 5 points by 0/1', () => {
  renderNgnItem(item, { value: { kind: 'select', selected: ['c1', 'a1', 'a3', 'p1', 'p2'] }, result });
  const actions = screen.getByRole('group', { name: 'Actions to take: choose 2' });
  expect(within(actions).getByRole('checkbox', { name: 'Restrict fluids Your answer: incorrect' })).toBeDisabled();
  expect(within(actions).getByRole('checkbox', { name: 'Give 30 mL/kg of crystalloid Correct answer: not chosen' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Septic shock Your answer: correct' })).toBeChecked();
  expect(screen.getByText('The sepsis bundle bolus.')).toBeInTheDocument();
  expect(screen.getByText('4 of 5 points')).toBeInTheDocument();
  expect(screen.getByText(/0\/1: a point for each correct choice/)).toBeInTheDocument();
});

test('has no axe violations, unanswered or graded', async () => {
  const unanswered = renderNgnItem(item);
  expect(await axe(unanswered.container)).toHaveNoViolations();
  unanswered.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'select', selected: ['c1', 'a1', 'a3', 'p1', 'p2'] }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
