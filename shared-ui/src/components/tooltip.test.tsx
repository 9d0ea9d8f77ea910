import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Tooltip } from './tooltip';

function withTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

describe('Tooltip', () => {
  it('shows on hover, describes the trigger, and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Copy the wallet address">
        <button type="button">Copy</button>
      </Tooltip>,
      { wrapper: withTheme },
    );
    const trigger = screen.getByRole('button', { name: 'Copy' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-describedby');

    await user.hover(trigger);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Copy the wallet address');
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(trigger).toHaveAccessibleDescription('Copy the wallet address');

    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('shows on keyboard focus and hides on blur', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content="Opens WhatsApp">
          <a href="https://wa.me/15550100123">Chat</a>
        </Tooltip>
        <button type="button">Next</button>
      </>,
      { wrapper: withTheme },
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAccessibleDescription('Opens WhatsApp');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides on Escape while the trigger keeps focus, and shows again on the next focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content="Sign out of your account" side="left">
          <button type="button">Log out</button>
        </Tooltip>
        <button type="button">Other</button>
      </>,
      { wrapper: withTheme },
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();

    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('keeps the trigger’s own description and focus handlers', async () => {
    const user = userEvent.setup();
    const onFocus = jest.fn();
    const onBlur = jest.fn();
    render(
      <>
        <p id="own">Copies to the clipboard.</p>
        <Tooltip content="Copy address" side="bottom">
          <button type="button" aria-describedby="own" onFocus={onFocus} onBlur={onBlur}>
            Copy
          </button>
        </Tooltip>
      </>,
      { wrapper: withTheme },
    );
    const trigger = screen.getByRole('button', { name: 'Copy' });
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveAccessibleDescription('Copies to the clipboard. Copy address');
    act(() => trigger.blur());
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveAttribute('aria-describedby', 'own');
  });

  it('places itself on the requested side', () => {
    render(
      <Tooltip content="Details" side="right">
        <button type="button">Info</button>
      </Tooltip>,
      { wrapper: withTheme },
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Info' }));
    expect(screen.getByRole('tooltip').parentElement).toHaveAttribute('data-side', 'right');
    expect(screen.getByRole('tooltip').parentElement).toHaveStyle({ left: '100%' });
  });

  it('has no axe violations while shown', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Tooltip content="Copy the wallet address">
        <button type="button">Copy</button>
      </Tooltip>,
      { wrapper: withTheme },
    );
    await user.hover(screen.getByRole('button', { name: 'Copy' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
