import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { TOAST_DEFAULT_DURATION, toast, useToastStore } from '../toast/toast-store';
import { Toaster } from './toaster';

// jsdom has no PointerEvent: without one, fireEvent.pointerMove drops clientX.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventForJsdom extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'touch';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventForJsdom });
}

function withTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

function notifications() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

function show(input: Parameters<typeof toast>[0]) {
  act(() => {
    toast(input);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => {
    for (const shown of useToastStore.getState().toasts) useToastStore.getState().remove(shown.id);
  });
  jest.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast() call as a status with its title, description and a Close button', () => {
    render(<Toaster />, { wrapper: withTheme });
    expect(within(notifications()).queryByRole('status')).not.toBeInTheDocument();

    show({ title: 'Service Request Submitted!', description: "We'll get back to you within 24 hours to discuss your requirements." });

    const status = within(notifications()).getByRole('status');
    expect(status).toHaveTextContent('Service Request Submitted!');
    expect(status).toHaveTextContent("We'll get back to you within 24 hours to discuss your requirements.");
    expect(within(status).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows a destructive toast as an alert on the destructive colours', () => {
    render(<Toaster />, { wrapper: withTheme });
    show({ title: 'Submission Failed', description: 'Please try again or contact us directly', variant: 'destructive' });
    const alert = within(notifications()).getByRole('alert');
    expect(alert).toHaveTextContent('Submission Failed');
    expect(alert).toHaveStyle({ backgroundColor: theme.colors.destructive, color: theme.colors.destructiveText });
    expect(within(notifications()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes by itself after the default 5000 ms', () => {
    render(<Toaster />, { wrapper: withTheme });
    show({ title: 'Message Sent' });
    act(() => jest.advanceTimersByTime(TOAST_DEFAULT_DURATION - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Message Sent');
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('honours a custom duration and keeps counting from where it was after a hover', () => {
    render(<Toaster />, { wrapper: withTheme });
    show({ title: 'Campaign Sent', duration: 2000 });
    act(() => jest.advanceTimersByTime(1500));
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes from its Close button, by mouse or keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Toaster />, { wrapper: withTheme });
    show({ title: 'Coming soon' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    show({ title: 'Coming soon again' });
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications region when F8 is pressed anywhere', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
      { wrapper: withTheme },
    );
    show({ title: 'Message Sent' });
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('{F8}');
    expect(notifications()).toHaveFocus();
    expect(notifications()).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(within(notifications()).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('dismisses on a swipe right of 60 px', () => {
    render(<Toaster />, { wrapper: withTheme });
    show({ title: 'Swipe me' });
    const status = screen.getByRole('status');
    fireEvent.pointerDown(status, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(status, { clientX: 160, pointerId: 1 });
    expect(status).toHaveStyle({ transform: 'translateX(60px)' });
    fireEvent.pointerUp(status, { clientX: 160, pointerId: 1 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('snaps back and stays after a swipe of 30 px', () => {
    render(<Toaster />, { wrapper: withTheme });
    show({ title: 'Stay' });
    const status = screen.getByRole('status');
    fireEvent.pointerDown(status, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(status, { clientX: 130, pointerId: 1 });
    expect(status).toHaveStyle({ transform: 'translateX(30px)' });
    fireEvent.pointerUp(status, { clientX: 130, pointerId: 1 });
    expect(screen.getByRole('status')).toBe(status);
    expect(status.style.transform).toBe('');
  });

  it('does not move or dismiss on a swipe to the left', () => {
    render(<Toaster />, { wrapper: withTheme });
    show({ title: 'Stay' });
    const status = screen.getByRole('status');
    fireEvent.pointerDown(status, { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(status, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(status, { clientX: 100, pointerId: 1 });
    expect(screen.getByRole('status')).toBe(status);
  });

  it('shows one toast at a time: the newest replaces the previous', () => {
    render(<Toaster />, { wrapper: withTheme });
    show({ title: 'First' });
    show({ title: 'Second' });
    const shown = within(notifications()).getAllByRole('status');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent('Second');
  });

  it('renders only open toasts', () => {
    render(<Toaster />, { wrapper: withTheme });
    show({ title: 'Dismissed' });
    act(() => useToastStore.getState().dismiss());
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has no axe violations with a default and with a destructive toast', async () => {
    jest.useRealTimers();
    const { container } = render(<Toaster />, { wrapper: withTheme });
    act(() => {
      toast({ title: 'Account Created Successfully!', description: 'Welcome to NursePrep Academy.' });
    });
    expect(await axe(container)).toHaveNoViolations();
    act(() => {
      toast({ title: 'Signup Failed', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    });
    expect(await axe(container)).toHaveNoViolations();
  });
});
