import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { TextArea } from './text-area';

function withTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

describe('TextArea', () => {
  it('is a multi-line text box named by its label; Enter adds a line', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Message" />, { wrapper: withTheme });
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    await user.tab();
    expect(textarea).toHaveFocus();
    await user.keyboard('Hello{Enter}there');
    expect(textarea).toHaveValue('Hello\nthere');
  });

  it('describes the control with its hint and error and marks it invalid', () => {
    render(<TextArea label="Description" hint="What do you need help with?" error="Please describe your request" />, { wrapper: withTheme });
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('What do you need help with? Please describe your request');
  });

  it('forwards its ref and native props', () => {
    const ref = { current: null as HTMLTextAreaElement | null };
    render(<TextArea label="Notes" ref={ref} rows={8} maxLength={500} required />, { wrapper: withTheme });
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(ref.current).toBe(textarea);
    expect(textarea).toHaveAttribute('rows', '8');
    expect(textarea).toHaveAttribute('maxlength', '500');
    expect(textarea).toBeRequired();
  });

  it('has no axe violations', async () => {
    const { container } = render(<TextArea label="Message" required hint="Up to 4,096 characters" error="Message is required" />, { wrapper: withTheme });
    expect(await axe(container)).toHaveNoViolations();
  });
});
