import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { PageLoading } from './page-loading';

test('says "Loading page..." once, politely, while the outline blocks stay hidden', () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <PageLoading />
    </ThemeProvider>,
  );
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent(/^Loading page\.\.\.$/);
  expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
});

test('has no axe violations', async () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <PageLoading />
    </ThemeProvider>,
  );
  expect(await axe(container)).toHaveNoViolations();
});
