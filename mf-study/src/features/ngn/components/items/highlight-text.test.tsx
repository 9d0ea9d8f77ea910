import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-stroke-1',
  type: 'highlight-text',
  topic: 'Recognizing cues at triage',
  stem: 'Highlight the findings that require immediate follow-up.',
  text: 'Found at 0820 with [[b|slurred speech]] and [[c|weakness of the right arm]]. Client [[d|follows commands]]. Pulse [[h|92/min and irregular]].',
};

const result: NgnItemResult = {
  rule: 'plus-minus',
  earned: 1,
  possible: 3,
  parts: [
    { id: 'b', chosen: ['b'], key: ['b'], points: 1 },
    { id: 'c', chosen: ['c'], key: ['c'], points: 1 },
    { id: 'd', chosen: ['d'], key: [], points: -1 },
    { id: 'h', chosen: [], key: ['h'], points: 0 },
  ],
  rationale: {
    explanation: 'Stroke signs and atrial fibrillation.',
    parts: { b: 'Aphasia or dysarthria.', c: 'Motor deficit.', d: 'An expected, reassuring finding.', h: 'Atrial fibrillation: a clot source.' },
  },
};

test('each highlightable part is a toggle button in the passage, pressed with Enter or Space; the text between stays plain', async () => {
  const { user, group, onValueChange } = renderNgnItem(item);
  expect(within(group).getAllByRole('button')).toHaveLength(4);
  expect(screen.getByText(/Found at 0820 with/)).not.toHaveAttribute('aria-pressed');
  await user.tab();
  const speech = screen.getByRole('button', { name: 'slurred speech' });
  expect(speech).toHaveFocus();
  expect(speech).toHaveAttribute('aria-pressed', 'false');
  await user.keyboard('{Enter}');
  expect(speech).toHaveAttribute('aria-pressed', 'true');
  await user.tab();
  await user.tab();
  await user.tab();
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['b', 'h'] });
  await user.tab({ shift: true });
  await user.tab({ shift: true });
  await user.tab({ shift: true });
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['h'] });
});

test('graded: each part marked in words inline and reviewed one by one with its rationale, +/- in words', () => {
  renderNgnItem(item, { value: { kind: 'select', selected: ['b', 'c', 'd'] }, result });
  expect(screen.getByRole('button', { name: 'follows commands' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'follows commands' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getAllByText('(correct)')).toHaveLength(2);
  expect(screen.getByText('(incorrect)')).toBeInTheDocument();
  expect(screen.getByText('(missed)')).toBeInTheDocument();
  const review = screen.getByRole('list', { name: 'Your answers' });
  expect(review).toHaveTextContent('follows commandsYour answer: incorrectAn expected, reassuring finding.');
  expect(review).toHaveTextContent('92/min and irregularCorrect answer: not chosenAtrial fibrillation: a clot source.');
  expect(screen.getByText('1 of 3 points')).toBeInTheDocument();
  expect(screen.getByText(/one taken away for each incorrect one, never below zero/)).toBeInTheDocument();
});

test('has no axe violations, unanswered, with a part highlighted, or graded', async () => {
  const answering = renderNgnItem(item);
  expect(await axe(answering.container)).toHaveNoViolations();
  await answering.user.click(screen.getByRole('button', { name: 'slurred speech' }));
  expect(await axe(answering.container)).toHaveNoViolations();
  answering.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'select', selected: ['b', 'c', 'd'] }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
