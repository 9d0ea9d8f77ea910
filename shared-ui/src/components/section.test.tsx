import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Section } from './section';

test('a section named by its heading is a region landmark on the page background', () => {
  render(
    <ThemeProvider theme={theme}>
      <Section aria-labelledby="why-title">
        <h2 id="why-title">Why Choose Us</h2>
      </Section>
    </ThemeProvider>,
  );
  const region = screen.getByRole('region', { name: 'Why Choose Us' });
  expect(region.tagName).toBe('SECTION');
  expect(region).toHaveStyle({ background: theme.colors.background, paddingBlock: theme.space.xxl });
});

test('each tone takes its background from the theme', () => {
  render(
    <ThemeProvider theme={theme}>
      <Section $tone="surface" aria-label="Surface band" />
      <Section $tone="surfaceAlt" aria-label="Tinted band" />
    </ThemeProvider>,
  );
  expect(screen.getByRole('region', { name: 'Surface band' })).toHaveStyle({ background: theme.colors.surface });
  expect(screen.getByRole('region', { name: 'Tinted band' })).toHaveStyle({ background: theme.colors.surfaceAlt });
});

test('has no axe violations', async () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <main>
        <Section $tone="surfaceAlt" aria-labelledby="schools-title">
          <h2 id="schools-title">Nursing School Resources</h2>
          <p>Search above or click on any letter to browse nursing schools alphabetically</p>
        </Section>
      </main>
    </ThemeProvider>,
  );
  expect(await axe(container)).toHaveNoViolations();
});
