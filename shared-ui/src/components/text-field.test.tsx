import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { TextField } from './text-field';

function withTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

describe('TextField', () => {
  it('is a text box named by its label that the keyboard reaches and types into', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextField label="Full name" onChange={onChange} />, { wrapper: withTheme });
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('type', 'text');
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('Ada');
    expect(input).toHaveValue('Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control with its hint and, when invalid, its error', () => {
    const { rerender } = render(<TextField label="Phone" type="tel" hint="Include the country code" />, { wrapper: withTheme });
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('Include the country code');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="Phone" type="tel" hint="Include the country code" error="Phone number is too long" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Include the country code Phone number is too long');
    // The error is read through the description, not announced a second time as an alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a consumer id and aria-describedby', () => {
    render(
      <>
        <p id="extra">Shown on your receipt</p>
        <TextField label="Email" type="email" id="email" aria-describedby="extra" error="Please enter a valid email address" />
      </>,
      { wrapper: withTheme },
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAccessibleDescription('Shown on your receipt Please enter a valid email address');
  });

  it('marks a required field visibly while its name stays the label and the control says it is required', () => {
    render(<TextField label="Username" required />, { wrapper: withTheme });
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('forwards its ref to the input', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="Username" ref={ref} />, { wrapper: withTheme });
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Username' }));
  });

  it('has no axe violations with hint, error and required marker', async () => {
    const { container } = render(
      <form aria-label="Sign up">
        <TextField label="Username" required hint="At least 3 characters" error="Username must be at least 3 characters" />
        <TextField label="Password" type="password" />
      </form>,
      { wrapper: withTheme },
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
