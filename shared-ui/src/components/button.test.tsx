import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Button } from './button';

function withTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

describe('Button', () => {
  it('is a native button of type "button" that Enter and Space activate', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Book a session</Button>, { wrapper: withTheme });

    const button = screen.getByRole('button', { name: 'Book a session' });
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('submits its form only when asked to with type="submit"', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
      { wrapper: withTheme },
    );
    await user.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled and leaves the tab order', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
      { wrapper: withTheme },
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.tab();
    expect(onClick).not.toHaveBeenCalled();
    expect(button).not.toHaveFocus();
  });

  it('keeps style props off the DOM and passes native attributes and ref through', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Button ref={ref} variant="destructive" size="lg" $fullWidth aria-pressed="true" data-testid="b">
        Delete
      </Button>,
      { wrapper: withTheme },
    );
    const button = screen.getByRole('button', { name: 'Delete', pressed: true });
    expect(ref.current).toBe(button);
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
    expect(button.getAttributeNames().some((name) => name.startsWith('$'))).toBe(false);
  });

  it('gives each variant its own theme colours', () => {
    render(
      <>
        <Button variant="primary">P</Button>
        <Button variant="destructive">D</Button>
        <Button variant="secondary">S</Button>
      </>,
      { wrapper: withTheme },
    );
    expect(screen.getByRole('button', { name: 'P' })).toHaveStyle({ backgroundColor: theme.colors.primary, color: theme.colors.primaryText });
    expect(screen.getByRole('button', { name: 'D' })).toHaveStyle({ backgroundColor: theme.colors.destructive, color: theme.colors.destructiveText });
    expect(screen.getByRole('button', { name: 'S' })).toHaveStyle({ backgroundColor: theme.colors.secondary });
  });

  it('has no axe violations in every variant and size', async () => {
    const { container } = render(
      <div>
        {(['primary', 'secondary', 'outline', 'ghost', 'destructive'] as const).map((variant) =>
          (['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={variant + size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          )),
        )}
        <Button disabled>Disabled</Button>
      </div>,
      { wrapper: withTheme },
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
