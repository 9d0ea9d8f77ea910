import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { alphabetLetterOf, LetterFilter } from './letter-filter';

const hrefOf = (letter: string | null) => (letter ? `/schools?letter=${letter}` : '/schools');

test('renders 26 links A to Z in a named group, none current by default, each to the address of its letter', () => {
  render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Filter schools by first letter" hrefOf={hrefOf} />
    </ThemeProvider>,
  );
  const group = screen.getByRole('group', { name: 'Filter schools by first letter' });
  const letters = within(group).getAllByRole('link');
  expect(letters).toHaveLength(26);
  expect(letters[0]).toHaveAccessibleName('A');
  expect(letters[0]).toHaveAttribute('href', '/schools?letter=A');
  expect(letters[25]).toHaveAccessibleName('Z');
  for (const letter of letters) expect(letter).not.toHaveAttribute('aria-current');
});

test('choosing a letter selects it and choosing it again clears the selection; the current letter links to no letter', async () => {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Schools" hrefOf={hrefOf} onValueChange={onValueChange} />
    </ThemeProvider>,
  );
  await user.click(screen.getByRole('link', { name: 'C' }));
  expect(screen.getByRole('link', { name: 'C' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('link', { name: 'C' })).toHaveAttribute('href', '/schools');
  expect(onValueChange).toHaveBeenLastCalledWith('C');

  await user.click(screen.getByRole('link', { name: 'W' }));
  expect(screen.getByRole('link', { name: 'C' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'W' })).toHaveAttribute('aria-current', 'true');

  await user.click(screen.getByRole('link', { name: 'W' }));
  expect(screen.getByRole('link', { name: 'W' })).not.toHaveAttribute('aria-current');
  expect(onValueChange).toHaveBeenLastCalledWith(null);
});

test('a click with a modifier key is left to the browser (a new tab), not taken as a choice', () => {
  const onValueChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Schools" hrefOf={hrefOf} onValueChange={onValueChange} />
    </ThemeProvider>,
  );
  // Seen after the page's own handlers; jsdom cannot open the new tab, so the test cancels it there.
  let leftToBrowser = false;
  const browser = (event: MouseEvent) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', browser);
  fireEvent.click(screen.getByRole('link', { name: 'C' }), { ctrlKey: true });
  window.removeEventListener('click', browser);
  expect(leftToBrowser).toBe(true);
  expect(onValueChange).not.toHaveBeenCalled();
});

test('letters without items are disabled links with no address, and cannot be selected', async () => {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Schools" hrefOf={hrefOf} availableLetters={['c', 'G', 'W']} onValueChange={onValueChange} />
    </ThemeProvider>,
  );
  expect(screen.getByRole('link', { name: 'C' })).toHaveAttribute('href', '/schools?letter=C');
  expect(screen.getByRole('link', { name: 'G' })).not.toHaveAttribute('aria-disabled');
  const q = screen.getByRole('link', { name: 'Q' });
  expect(q).toHaveAttribute('aria-disabled', 'true');
  expect(q).not.toHaveAttribute('href');
  await user.click(q);
  expect(q).not.toHaveAttribute('aria-current');
  expect(onValueChange).not.toHaveBeenCalled();
});

test('Tab visits only enabled letters, and Enter chooses the focused one', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Schools" hrefOf={hrefOf} availableLetters={['C', 'G', 'W']} />
    </ThemeProvider>,
  );
  await user.tab();
  expect(screen.getByRole('link', { name: 'C' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'G' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('link', { name: 'G' })).toHaveAttribute('aria-current', 'true');
  await user.keyboard('{Enter}');
  expect(screen.getByRole('link', { name: 'G' })).not.toHaveAttribute('aria-current');
  await user.tab();
  expect(screen.getByRole('link', { name: 'W' })).toHaveFocus();
});

test('arrow keys, Home and End move focus between enabled letters without selecting', async () => {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Schools" hrefOf={hrefOf} availableLetters={['C', 'G', 'W']} />
    </ThemeProvider>,
  );
  await user.tab();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('link', { name: 'G' })).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('link', { name: 'C' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('link', { name: 'W' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('link', { name: 'C' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('link', { name: 'W' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'W' })).not.toHaveAttribute('aria-current');
});

test('a controlled filter shows the consumer value, which a Clear control outside can reset', async () => {
  const user = userEvent.setup();
  function Directory() {
    const [letter, setLetter] = useState<string | null>('G');
    return (
      <ThemeProvider theme={theme}>
        <LetterFilter label="Schools" hrefOf={hrefOf} value={letter} onValueChange={setLetter} />
        <p>{letter ? `Starting with ${letter}` : 'Popular schools'}</p>
        <button type="button" onClick={() => setLetter(null)}>
          Clear selection
        </button>
      </ThemeProvider>
    );
  }
  render(<Directory />);
  expect(screen.getByRole('link', { name: 'G' })).toHaveAttribute('aria-current', 'true');
  await user.click(screen.getByRole('link', { name: 'P' }));
  expect(screen.getByText('Starting with P')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear selection' }));
  expect(screen.getByText('Popular schools')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'P' })).not.toHaveAttribute('aria-current');
});

test('has no axe violations with some letters disabled and one selected', async () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <LetterFilter label="Schools" hrefOf={hrefOf} availableLetters={['C', 'G', 'P', 'W']} defaultValue="P" />
    </ThemeProvider>,
  );
  expect(screen.getByRole('link', { name: 'P' })).toHaveAttribute('aria-current', 'true');
  expect(await axe(container)).toHaveNoViolations();
});

test('reads a letter from an address in any case, and nothing that is not A-Z', () => {
  expect(alphabetLetterOf(' w ')).toBe('W');
  expect(alphabetLetterOf('C')).toBe('C');
  expect(alphabetLetterOf('7')).toBeNull();
  expect(alphabetLetterOf('ab')).toBeNull();
  expect(alphabetLetterOf(null)).toBeNull();
});
