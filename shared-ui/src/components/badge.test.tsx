import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Badge, badgeVariants, type BadgeVariant } from './badge';

const variants = Object.keys(badgeVariants) as BadgeVariant[];

// WCAG 2 relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test.each(variants)('the %s variant keeps its text at AA contrast (4.5:1) on its background', (variant) => {
  const pair = badgeVariants[variant];
  expect(contrast(theme.colors[pair.text], theme.colors[pair.background])).toBeGreaterThanOrEqual(4.5);
});

test('the outline badge border stands out from the page at 3:1', () => {
  expect(contrast(theme.colors[badgeVariants.outline.border], theme.colors.background)).toBeGreaterThanOrEqual(3);
});

test('renders its text in a span with the variant from the table', () => {
  render(
    <ThemeProvider theme={theme}>
      <Badge variant="success" title="Status">
        Enrolled
      </Badge>
    </ThemeProvider>,
  );
  const badge = screen.getByText('Enrolled');
  expect(badge.tagName).toBe('SPAN');
  expect(badge).toHaveAttribute('data-variant', 'success');
  expect(badge).toHaveAttribute('title', 'Status');
  expect(badge).toHaveStyle({ color: theme.colors.primaryText, background: theme.colors.success });
});

test('has no axe violations in any variant', async () => {
  const { container } = render(
    <ThemeProvider theme={theme}>
      <p>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </p>
    </ThemeProvider>,
  );
  expect(screen.getByText('default')).toHaveAttribute('data-variant', 'default');
  expect(await axe(container)).toHaveNoViolations();
});
