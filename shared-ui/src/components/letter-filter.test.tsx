import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { LetterFilter } from './letter-filter';

test('renders 26 toggle buttons A to Z in a named group, none pressed by default', () => {
  render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Filter schools by first letter" />
    </ThemeProvider>,
  );
  const group = screen.getByRole('group', { name: 'Filter schools by first letter' });
  const letters = within(group).getAllByRole('button');
  expect(letters).toHaveLength(26);
  expect(letters[0]).toHaveAccessibleName('A');
  expect(letters[25]).toHaveAccessibleName('Z');
  for (const letter of letters) expect(letter).toHaveAttribute('aria-pressed', 'false');
});

test('pressing a letter selects it and pressing it again clears the selection', async () => {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Schools" onValueChange={onValueChange} />
    </ThemeProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'C' }));
  expect(screen.getByRole('button', { name: 'C' })).toHaveAttribute('aria-pressed', 'true');
  expect(onValueChange).toHaveBeenLastCalledWith('C');

  await user.click(screen.getByRole('button', { name: 'W' }));
  expect(screen.getByRole('button', { name: 'C' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'W' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'W' }));
  expect(screen.getByRole('button', { name: 'W' })).toHaveAttribute('aria-pressed', 'false');
  expect(onValueChange).toHaveBeenLastCalledWith(null);
});

test('letters without items are disabled and cannot be selected', async () => {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Schools" availableLetters={['c', 'G', 'W']} onValueChange={onValueChange} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('button', { name: 'C' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'G' })).toBeEnabled();
  const q = screen.getByRole('button', { name: 'Q' });
  expect(q).toBeDisabled();
  await user.click(q);
  expect(q).toHaveAttribute('aria-pressed', 'false');
  expect(onValueChange).not.toHaveBeenCalled();
});

test('Tab visits only enabled letters, and Enter or Space toggles the focused one', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Schools" availableLetters={['C', 'G', 'W']} />
    </ThemeProvider>,
  );
  await user.tab();
  expect(screen.getByRole('button', { name: 'C' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'G' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'G' })).toHaveAttribute('aria-pressed', 'true');
  await user.keyboard(' ');
  expect(screen.getByRole('button', { name: 'G' })).toHaveAttribute('aria-pressed', 'false');
  await user.tab();
  expect(screen.getByRole('button', { name: 'W' })).toHaveFocus();
});

test('arrow keys, Home and End move focus between enabled letters without selecting', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Schools" availableLetters={['C', 'G', 'W']} />
    </ThemeProvider>,
  );
  await user.tab();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'G' })).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('button', { name: 'C' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('button', { name: 'W' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('button', { name: 'C' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('button', { name: 'W' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'W' })).toHaveAttribute('aria-pressed', 'false');
});

test('a controlled filter shows the consumer value, which a Clear control outside can reset', async () => {
  const user = userEvent.setup();
  function Directory() {
    const [letter, setLetter] = useState<string | null>('G');
    return (
      <ThemeProvider theme={theme}>
        <LetterFilter label="Schools" value={letter} onValueChange={setLetter} />
        <p>{letter ? `Starting with ${letter}` : 'Popular schools'}</p>
        <button type="button" onClick={() => setLetter(null)}>
          Clear selection
        </button>
      </ThemeProvider>
    );
  }
  render(<Directory />);
  expect(screen.getByRole('button', { name: 'G' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'P' }));
  expect(screen.getByText('Starting with P')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear selection' }));
  expect(screen.getByText('Popular schools')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'P' })).toHaveAttribute('aria-pressed', 'false');
});

test('has no axe violations with some letters disabled and one selected', async () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Schools" availableLetters={['C', 'G', 'P', 'W']} defaultValue="P" />
    </ThemeProvider>,
  );
  expect(screen.getByRole('button', { name: 'P' })).toHaveAttribute('aria-pressed', 'true');
  expect(await axe(container)).toHaveNoViolations();
});
