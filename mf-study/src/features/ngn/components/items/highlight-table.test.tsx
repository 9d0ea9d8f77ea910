import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-pancreatitis-1',
  type: 'highlight-table',
  topic: 'Abnormal findings on admission',
  stem: 'Highlight the findings that require follow-up.',
  columns: ['Finding', 'Day 1 value'],
  rows: [
    { id: 'r1', label: 'Lipase', text: '2,460 U/L' },
    { id: 'r4', label: 'Bilirubin, total', text: '1.0 mg/dL' },
    { id: 'r6', label: 'Sodium', text: '137 mEq/L' },
    { id: 'r7', label: 'Calcium, total', text: '7.9 mg/dL' },
  ],
};

const result: NgnItemResult = {
  rule: 'plus-minus',
  earned: 0,
  possible: 2,
  parts: [
    { id: 'r1', chosen: ['r1'], key: ['r1'], points: 1 },
    { id: 'r4', chosen: ['r4'], key: [], points: -1 },
    { id: 'r6', chosen: ['r6'], key: [], points: -1 },
    { id: 'r7', chosen: [], key: ['r7'], points: 0 },
  ],
  rationale: {
    explanation: 'Lipase and calcium stand out.',
    parts: { r1: 'Over three times the limit.', r4: 'Normal.', r6: 'Normal.', r7: 'Low: tetany risk.' },
  },
};

test('the second cell of each row is a toggle button named "row: value", pressed with the keyboard', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  expect(screen.getByRole('columnheader', { name: 'Day 1 value' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Calcium, total' })).toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Lipase: 2,460 U/L' })).toHaveFocus();
  await user.keyboard(' ');
  await user.tab();
  await user.tab();
  await user.tab();
  await user.keyboard('{Enter}');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['r1', 'r7'] });
  expect(screen.getByRole('button', { name: 'Calcium, total: 7.9 mg/dL' })).toHaveAttribute('aria-pressed', 'true');
});

test('graded: each row says its mark in words with its rationale; +/- never goes below zero', () => {
  renderNgnItem(item, { value: { kind: 'select', selected: ['r1', 'r4', 'r6'] }, result });
  expect(screen.getByRole('button', { name: 'Sodium: 137 mEq/L' })).toBeDisabled();
  expect(screen.getAllByText('Your answer: incorrect')).toHaveLength(2);
  expect(screen.getByText('Your answer: correct')).toBeInTheDocument();
  expect(screen.getByText('Correct answer: not chosen')).toBeInTheDocument();
  expect(screen.getByText('Low: tetany risk.')).toBeInTheDocument();
  expect(screen.getByText('0 of 2 points')).toBeInTheDocument();
});

test('has no axe violations, unanswered, with a part highlighted, or graded', async () => {
  const answering = renderNgnItem(item);
  expect(await axe(answering.container)).toHaveNoViolations();
  await answering.user.click(screen.getByRole('button', { name: 'Lipase: 2,460 U/L' }));
  expect(await axe(answering.container)).toHaveNoViolations();
  answering.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'select', selected: ['r1', 'r4', 'r6'] }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
