import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { VisuallyHidden } from './visually-hidden';

test('its text names a control without taking visible space', () => {
  render(
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden>Close</VisuallyHidden>
    </button>,
  );
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  const text = screen.getByText('Close');
  expect(text.tagName).toBe('SPAN');
  expect(text).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
});

test('has no axe violations', async () => {
  const { container } = render(
    <p>
      Price <VisuallyHidden>in US dollars</VisuallyHidden> $700
    </p>,
  );
  expect(await axe(container)).toHaveNoViolations();
});
