import { fireEvent, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { renderNgnItem, tabTo } from '../testing/render-ngn-item';

const item: PublicNgnItem = {
  id: 'ngn-stroke-5',
  type: 'drag-drop-cloze',
  topic: 'Blood pressure limits after thrombolysis',
  stem: 'Complete the statements by dragging an option into each blank.',
  text: 'The nurse should first {{a}}. The pressure must stay at or below {{b}} for 24 hours.',
  tokens: [
    { id: 't1', text: '185/110 mm Hg' },
    { id: 't5', text: 'give labetalol 10 mg IV' },
    { id: 't7', text: '180/105 mm Hg' },
    { id: 't8', text: 'lower the head of the bed' },
  ],
};

const result: NgnItemResult = {
  rule: 'zero-one',
  earned: 1,
  possible: 2,
  parts: [
    { id: 'a', chosen: ['t5'], key: ['t5'], points: 1 },
    { id: 'b', chosen: ['t1'], key: ['t7'], points: 0 },
  ],
  rationale: {
    explanation: 'Treat the pressure, then keep it under the post-lysis limit.',
    parts: { t1: 'The limit before lysis.', t5: 'Lowers the pressure fast.', t7: 'The limit after lysis.', t8: 'Raises aspiration risk.' },
  },
};

/** A stand-in for the browser's DataTransfer, which jsdom lacks. */
function dataTransfer() {
  const data = new Map<string, string>();
  return { setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? '', effectAllowed: '', dropEffect: '' };
}

test('keyboard: Enter picks a token (pressed), Tab to a blank and Enter places it; the placement is announced', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  const bank = screen.getByRole('group', { name: 'Options' });
  const labetalol = within(bank).getByRole('button', { name: 'give labetalol 10 mg IV' });
  await tabTo(user, labetalol);
  await user.keyboard('{Enter}');
  expect(labetalol).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Picked "give labetalol 10 mg IV". Choose a blank to place it.');
  const first = screen.getByRole('button', { name: 'Blank 1 of 2, after "The nurse should first": empty' });
  await tabTo(user, first);
  await user.keyboard('{Enter}');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { a: 't5' } });
  expect(first).toHaveAccessibleName('Blank 1 of 2, after "The nurse should first": give labetalol 10 mg IV');
  expect(screen.getByRole('status')).toHaveTextContent('Placed "give labetalol 10 mg IV" in Blank 1 of 2.');
  // Placed, it has left the bank: it cannot go in a second blank too.
  expect(within(bank).queryByRole('button', { name: 'give labetalol 10 mg IV' })).not.toBeInTheDocument();

  // Space works the same; Escape puts a picked token back.
  const limit = within(bank).getByRole('button', { name: '180/105 mm Hg' });
  await tabTo(user, limit);
  await user.keyboard(' ');
  await user.keyboard('{Escape}');
  expect(limit).toHaveAttribute('aria-pressed', 'false');
  await user.keyboard(' ');
  await tabTo(user, screen.getByRole('button', { name: /^Blank 2 of 2/ }));
  await user.keyboard(' ');
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { a: 't5', b: 't7' } });
});

test('touch or click: tap a token then a blank; tapping a filled blank empties it and gives the token back', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  const bank = screen.getByRole('group', { name: 'Options' });
  await user.click(within(bank).getByRole('button', { name: '185/110 mm Hg' }));
  await user.click(screen.getByRole('button', { name: /^Blank 2 of 2/ }));
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { b: 't1' } });
  await user.click(screen.getByRole('button', { name: /^Blank 2 of 2.*: 185\/110 mm Hg$/ }));
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: {} });
  expect(within(bank).getByRole('button', { name: '185/110 mm Hg' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('status')).toHaveTextContent('Emptied Blank 2 of 2. "185/110 mm Hg" is back in the options.');
});

test('a token used once: placing another on a filled blank returns the first; dragging a placed token moves it', async () => {
  const { user, onValueChange } = renderNgnItem(item);
  const bank = screen.getByRole('group', { name: 'Options' });
  await user.click(within(bank).getByRole('button', { name: '185/110 mm Hg' }));
  await user.click(screen.getByRole('button', { name: /^Blank 1 of 2/ }));
  await user.click(within(bank).getByRole('button', { name: 'lower the head of the bed' }));
  await user.click(screen.getByRole('button', { name: /^Blank 1 of 2/ }));
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { a: 't8' } });
  expect(within(bank).getByRole('button', { name: '185/110 mm Hg' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Placed "lower the head of the bed" in Blank 1 of 2. "185/110 mm Hg" is back in the options.');

  const transfer = dataTransfer();
  fireEvent.dragStart(screen.getByRole('button', { name: /^Blank 1 of 2.*: lower the head of the bed$/ }), { dataTransfer: transfer });
  fireEvent.dragOver(screen.getByRole('button', { name: /^Blank 2 of 2/ }), { dataTransfer: transfer });
  fireEvent.drop(screen.getByRole('button', { name: /^Blank 2 of 2/ }), { dataTransfer: transfer });
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { b: 't8' } });
  expect(screen.getByRole('status')).toHaveTextContent('Moved "lower the head of the bed" to Blank 2 of 2.');
});

test('mouse: native drag from the bank onto a blank, and from a blank back onto the bank to empty it', () => {
  const { onValueChange } = renderNgnItem(item);
  const bank = screen.getByRole('group', { name: 'Options' });
  const token = within(bank).getByRole('button', { name: '180/105 mm Hg' });
  expect(token).toHaveAttribute('draggable', 'true');
  const transfer = dataTransfer();
  fireEvent.dragStart(token, { dataTransfer: transfer });
  const blank = screen.getByRole('button', { name: /^Blank 2 of 2/ });
  expect(fireEvent.dragOver(blank, { dataTransfer: transfer })).toBe(false);
  fireEvent.drop(blank, { dataTransfer: transfer });
  fireEvent.dragEnd(token, { dataTransfer: transfer });
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: { b: 't7' } });

  const back = dataTransfer();
  fireEvent.dragStart(screen.getByRole('button', { name: /^Blank 2 of 2.*: 180\/105 mm Hg$/ }), { dataTransfer: back });
  fireEvent.dragOver(bank, { dataTransfer: back });
  fireEvent.drop(bank, { dataTransfer: back });
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'match', choices: {} });
  expect(within(bank).getByRole('button', { name: '180/105 mm Hg' })).toBeInTheDocument();
});

test('graded: blanks marked in words, each reviewed with its key, then why each option is right or wrong', () => {
  renderNgnItem(item, { value: { kind: 'match', choices: { a: 't5', b: 't1' } }, result });
  expect(screen.queryByRole('group', { name: 'Options' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Blank 2 of 2.*: 185\/110 mm Hg$/ })).toBeDisabled();
  expect(screen.getByText('(incorrect)')).toBeInTheDocument();
  const review = screen.getByRole('list', { name: 'Your answers' });
  expect(review).toHaveTextContent('Blank 2Your answer: 185/110 mm Hg: incorrect. Correct answer: 180/105 mm Hg.');
  expect(screen.getByRole('list', { name: 'Why each option' })).toHaveTextContent('lower the head of the bedRaises aspiration risk.');
  expect(screen.getByText('1 of 2 points')).toBeInTheDocument();
});

test('has no axe violations, unanswered, part placed with a token picked, or graded', async () => {
  const answering = renderNgnItem(item, { value: { kind: 'match', choices: { a: 't5' } } });
  expect(await axe(answering.container)).toHaveNoViolations();
  await answering.user.click(screen.getByRole('button', { name: '180/105 mm Hg' }));
  expect(await axe(answering.container)).toHaveNoViolations();
  answering.unmount();
  const graded = renderNgnItem(item, { value: { kind: 'match', choices: { a: 't5', b: 't1' } }, result });
  expect(await axe(graded.container)).toHaveNoViolations();
});
