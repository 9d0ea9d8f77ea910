import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Container } from './container';

test('centres the content column at the theme width inside the side padding', () => {
  render(
    <ThemeProvider theme={theme}>
      <Container as="main">
        <h1>Nursing Exam Preparation</h1>
      </Container>
    </ThemeProvider>,
  );
  const main = screen.getByRole('main');
  expect(main).toHaveStyle({
    maxWidth: `calc(${theme.layout.maxWidth} + 2 * ${theme.space.md})`,
    paddingInline: theme.space.md,
    marginInline: 'auto',
  });
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
});

test('has no axe violations', async () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <Container>
        <p>Content</p>
      </Container>
    </ThemeProvider>,
  );
  expect(await axe(container)).toHaveNoViolations();
});
