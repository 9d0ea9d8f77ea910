import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@nurseprep/shared-ui';
import type { NgnItemResult, PublicNgnItem } from '@nurseprep/contracts';
import { NgnItemView } from './ngn-item-view';

const item: PublicNgnItem = {
  id: 'ngn-heart-failure-2',
  type: 'select-all',
  topic: 'Heart failure: signs of fluid overload',
  stem: 'Which findings suggest fluid overload?',
  options: [
    { id: 'a', text: 'Crackles in both bases' },
    { id: 'b', text: 'Weight up 2 kg in 2 days' },
    { id: 'c', text: 'Dry mucous membranes' },
    { id: 'd', text: 'Jugular venous distension' },
    { id: 'e', text: 'Tenting skin' },
  ],
};

const result: NgnItemResult = {
  rule: 'plus-minus',
  earned: 3,
  possible: 3,
  parts: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, chosen: ['a', 'b', 'd'].includes(id) ? [id] : [], key: ['a', 'b', 'd'].includes(id) ? [id] : [], points: ['a', 'b', 'd'].includes(id) ? 1 : 0 })),
  rationale: { explanation: 'Fluid backs up into lungs and veins.', parts: {} },
};

function renderView(props: Partial<Parameters<typeof NgnItemView>[0]> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <NgnItemView item={item} value={null} label="Item 2 of 6" {...props} />
    </ThemeProvider>,
  );
}

test('shows the label as a heading of the level asked for, and names the item group by its stem', () => {
  renderView({ headingLevel: 'h3' });
  expect(screen.getByRole('heading', { level: 3, name: 'Item 2 of 6' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Which findings suggest fluid overload?' })).toBeInTheDocument();
});

test('a graded item does not change: its inputs are disabled and a click reports nothing', async () => {
  const onValueChange = jest.fn();
  renderView({ value: { kind: 'select', selected: ['a', 'b', 'd'] }, result, onValueChange });
  const box = screen.getByRole('checkbox', { name: /Tenting skin/ });
  expect(box).toBeDisabled();
  await userEvent.click(box);
  expect(onValueChange).not.toHaveBeenCalled();
  expect(screen.getByText('3 of 3 points')).toBeInTheDocument();
  expect(screen.getByText('Fluid backs up into lungs and veins.')).toBeInTheDocument();
});

test('without onValueChange the item is read-only: the answer shows and every input is disabled', () => {
  renderView({ value: { kind: 'select', selected: ['b'] } });
  expect(screen.getByRole('checkbox', { name: 'Weight up 2 kg in 2 days' })).toBeChecked();
  for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  expect(screen.queryByText(/points/)).not.toBeInTheDocument();
});

test('an answer of another kind than the item takes reads as no answer yet', () => {
  renderView({ value: { kind: 'match', choices: { a: 'b' } }, onValueChange: jest.fn() });
  for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
});

test('two changes before the parent renders again build on each other', async () => {
  // A parent that records changes but never passes a new value back still gets both choices in the second change.
  const onValueChange = jest.fn();
  renderView({ onValueChange });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Crackles in both bases' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Jugular venous distension' }));
  expect(onValueChange).toHaveBeenLastCalledWith({ kind: 'select', selected: ['a', 'd'] });
});
