import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EARLY_ANSWERS_KEY, type EarlyAnswers } from '@nurseprep/contracts/server-rendering';
import { useState } from 'react';
import { useEarlyAnswer, useEarlyDisclosure } from './use-early-answer';

const globals = window as unknown as Record<string, EarlyAnswers | undefined>;

afterEach(() => {
  delete globals[EARLY_ANSWERS_KEY];
});

function Toggle() {
  const [open, setOpen] = useState(false);
  useEarlyAnswer('more-toggle', (expanded) => setOpen(expanded === 'true'));
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      More
    </button>
  );
}

test('a component takes over the state its control was left in before it hydrated, and answers from then on', async () => {
  const answers: EarlyAnswers = { values: { 'more-toggle': 'true' }, live: {} };
  globals[EARLY_ANSWERS_KEY] = answers;
  const { unmount } = render(<Toggle />);
  const button = screen.getByRole('button', { name: 'More' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  // The boot script no longer answers it, and the state is not given twice.
  expect(answers).toEqual({ values: {}, live: { 'more-toggle': true } });
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  unmount();
  expect(answers.live).toEqual({});
});

test('a component whose control was not touched keeps its first state', () => {
  globals[EARLY_ANSWERS_KEY] = { values: {}, live: {} };
  render(<Toggle />);
  expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
});

test('on a page without the boot script (rendered in the browser) nothing is taken over', () => {
  render(<Toggle />);
  expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  expect(globals[EARLY_ANSWERS_KEY]).toBeUndefined();
});

function MoreToggle() {
  const [open, setOpen] = useState(false);
  const early = useEarlyDisclosure('list-toggle', setOpen);
  return (
    <button type="button" {...early} aria-expanded={open} aria-controls="list">
      More
    </button>
  );
}

test('a disclosure button is marked for the boot script and opens as it was left', () => {
  globals[EARLY_ANSWERS_KEY] = { values: { 'list-toggle': 'true' }, live: {} };
  render(<MoreToggle />);
  const button = screen.getByRole('button', { name: 'More' });
  expect(button).toHaveAttribute('id', 'list-toggle');
  expect(button).toHaveAttribute('data-early', 'disclosure');
  expect(button).toHaveAttribute('aria-expanded', 'true');
});
