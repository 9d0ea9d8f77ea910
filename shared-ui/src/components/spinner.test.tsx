import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Spinner } from './spinner';

test('is a status region that says "Loading" by default', () => {
  render(
    <ThemeProvider theme={theme}>
      <Spinner />
    </ThemeProvider>,
  );
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(/^Loading$/);
  expect(screen.getByText('Loading')).toHaveStyle({ position: 'absolute', width: '1px' });
});

test('says what is loading when given a label, at the requested size', () => {
  render(
    <ThemeProvider theme={theme}>
      <Spinner label="Loading schools" size="lg" id="schools-status" />
    </ThemeProvider>,
  );
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading schools');
  expect(status).toHaveAttribute('id', 'schools-status');
  expect(status.querySelector('[aria-hidden="true"]')).toHaveStyle({ width: '40px', height: '40px' });
});

test('is not focusable, so keyboard users are not stopped on it', () => {
  render(
    <ThemeProvider theme={theme}>
      <Spinner />
    </ThemeProvider>,
  );
  expect(screen.getByRole('status')).not.toHaveAttribute('tabindex');
});

test('has no axe violations', async () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Spinner size="sm" label="Sending" />
    </ThemeProvider>,
  );
  expect(await axe(container)).toHaveNoViolations();
});
