import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '@nurseprep/shared-ui';
import { RatingButtons } from './rating-buttons';

const intervals = { 1: '1 min', 2: '6 min', 3: '10 min', 4: '4 days' } as const;

function renderRatings(onRate = jest.fn()) {
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <RatingButtons intervals={intervals} onRate={onRate} />
    </ThemeProvider>,
  );
  return { user, onRate, ...view };
}

test('each rating button is named by its visible words, rating then interval, and gives its key as a shortcut', () => {
  renderRatings();
  const ratings = screen.getByRole('group', { name: 'How well did you know it?' });
  expect(within(ratings).getAllByRole('button').map((button) => button.getAttribute('aria-keyshortcuts'))).toEqual(['1', '2', '3', '4']);
  expect(within(ratings).getByRole('button', { name: 'Again 1 min' })).toHaveTextContent('Again 1 min 1');
  expect(within(ratings).getByRole('button', { name: 'Hard 6 min' })).toHaveTextContent('Hard 6 min 2');
  expect(within(ratings).getByRole('button', { name: 'Good 10 min' })).toHaveTextContent('Good 10 min 3');
  expect(within(ratings).getByRole('button', { name: 'Easy 4 days' })).toHaveTextContent('Easy 4 days 4');
});

test('clicking a rating button rates with it', async () => {
  const { user, onRate } = renderRatings();
  await user.click(screen.getByRole('button', { name: 'Hard 6 min' }));
  expect(onRate).toHaveBeenCalledWith(2);
});

test('each accessible name contains the visible label (WCAG 2.5.3), with axe\'s experimental label-in-name rule on', async () => {
  const { container } = renderRatings();
  const results = await axe(container, { rules: { 'label-content-name-mismatch': { enabled: true } } });
  expect(results).toHaveNoViolations();
  // jsdom has no layout, so axe cannot read the visible text and files a mismatch as incomplete, not as a violation.
  expect(results.incomplete.filter((result) => result.id === 'label-content-name-mismatch')).toEqual([]);
});
