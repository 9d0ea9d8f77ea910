import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { withModalDialogs } from '@nurseprep/contracts/jsdom-modal-dialogs';
import { EARLY_ANSWERS_KEY, type EarlyAnswers } from '@nurseprep/contracts/server-rendering';
import { earlyDialogOpener } from '../hooks/use-early-answer';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Dialog } from './dialog';

function withTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

function SignInExample({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Welcome back" description="Sign in to reach your study materials.">
        {children ?? (
          <form aria-label="Sign in">
            <label>
              Username <input name="username" />
            </label>
            <label>
              Password <input name="password" type="password" />
            </label>
            <button type="submit">Submit</button>
          </form>
        )}
      </Dialog>
    </main>
  );
}

async function openSignIn(children?: ReactNode) {
  const user = userEvent.setup();
  const view = render(<SignInExample>{children}</SignInExample>, { wrapper: withTheme });
  const trigger = screen.getByRole('button', { name: 'Sign in' });
  await user.click(trigger);
  return { user, trigger, ...view };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<SignInExample />, { wrapper: withTheme });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog in document.body, named by its title and described by its description', async () => {
    const { container } = await openSignIn();
    const dialog = screen.getByRole('dialog', { name: 'Welcome back' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Sign in to reach your study materials.');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus to the first focusable element inside', async () => {
    await openSignIn();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('focuses its Close button when the content has nothing focusable', async () => {
    await openSignIn(<p>Check your email for the sign-in link.</p>);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openSignIn();
    const username = screen.getByRole('textbox', { name: 'Username' });
    const close = screen.getByRole('button', { name: 'Close' });

    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab();
    expect(username).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(username).toHaveFocus();
  });

  it('closes on Escape and returns focus to the element that opened it', async () => {
    const { user, trigger } = await openSignIn();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from its Close button and returns focus', async () => {
    const { user, trigger } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when the backdrop is clicked but not when the dialog itself is', async () => {
    const { user } = await openSignIn();
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByText('Sign in to reach your study materials.'));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when the owner keeps it open', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Required step">
        <p>Read this first.</p>
      </Dialog>,
      { wrapper: withTheme },
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Required step' })).toBeInTheDocument();
  });

  it('locks page scrolling while open, keeping the scrollbar gutter, and restores both after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openSignIn();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.scrollbarGutter).toBe('stable');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.documentElement.style.scrollbarGutter).toBe('');
    document.body.style.overflow = '';
  });

  it('composes the consumer onKeyDown with its own keyboard handling', async () => {
    const user = userEvent.setup();
    const onKeyDown = jest.fn();
    render(
      <Dialog open onOpenChange={() => undefined} title="Keys" onKeyDown={onKeyDown}>
        <button type="button">Only</button>
      </Dialog>,
      { wrapper: withTheme },
    );
    await user.tab();
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('has no axe violations while open', async () => {
    await openSignIn();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

function PreviewExample() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <main>
        <button type="button" {...earlyDialogOpener('science-preview')} onClick={() => setOpen(true)}>
          Preview
        </button>
        <Dialog open={open} onOpenChange={setOpen} title="TEAS 7 Science Review" earlyId="science-preview">
          <p>Anatomy and physiology, life and physical sciences, scientific reasoning.</p>
          <button type="button">Sign up to download</button>
        </Dialog>
      </main>
    </ThemeProvider>
  );
}

describe('Dialog opened by the page before it hydrates (earlyId)', () => {
  const globals = window as unknown as Record<string, EarlyAnswers | undefined>;
  let answers: EarlyAnswers;
  let container: HTMLDivElement;
  let root: Root | undefined;
  let withoutModalDialogs: () => void;

  beforeEach(() => {
    withoutModalDialogs = withModalDialogs();
    answers = { values: {}, live: {} };
    globals[EARLY_ANSWERS_KEY] = answers;
    container = document.createElement('div');
    container.innerHTML = renderToString(<PreviewExample />);
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    delete globals[EARLY_ANSWERS_KEY];
    withoutModalDialogs();
  });

  const hydrate = () =>
    act(() => {
      root = hydrateRoot(container, <PreviewExample />);
    });

  it('is in the server\'s page, closed, as a native dialog its button names', () => {
    const copy = container.querySelector('dialog')!;
    expect(copy).toHaveAttribute('id', 'science-preview');
    expect(copy.open).toBe(false);
    expect(copy).toHaveTextContent('TEAS 7 Science Review');
    expect(screen.getByText('Preview')).toHaveAttribute('data-early-dialog', 'science-preview');
    expect(screen.getByText('Preview')).toHaveAttribute('aria-haspopup', 'dialog');
    // Without script, the browser opens and closes it: an invoker command on each button, light dismiss.
    expect(screen.getByText('Preview')).toHaveAttribute('command', 'show-modal');
    expect(screen.getByText('Preview')).toHaveAttribute('commandfor', 'science-preview');
    const close = copy.querySelector('button[aria-label="Close"]');
    expect(close).toHaveAttribute('command', 'close');
    expect(close).toHaveAttribute('commandfor', 'science-preview');
    expect(copy).toHaveAttribute('closedby', 'any');
  });

  it('left open, follows a close the browser made itself (a click outside it)', () => {
    const copy = container.querySelector('dialog')!;
    copy.showModal();
    hydrate();
    act(() => copy.dispatchEvent(new Event('close')));
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('left closed, gives way once hydrated to the dialog every other one is: opened in a portal', async () => {
    hydrate();
    expect(container.querySelector('dialog')).toBeNull();
    expect(answers.live).toEqual({ 'science-preview': true });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'TEAS 7 Science Review' });
    expect(container).not.toContainElement(dialog);
  });

  it('left open, stays on screen as it is, now answered by its code; closed, focus goes back to its button', async () => {
    const copy = container.querySelector('dialog')!;
    copy.showModal();
    answers.values['science-preview'] = 'true';
    screen.getByText('Sign up to download').focus();
    hydrate();
    expect(container.querySelector('dialog')).toBe(copy);
    expect(copy.open).toBe(true);
    expect(screen.getByText('Sign up to download')).toHaveFocus();
    expect(answers).toEqual({ values: {}, live: { 'science-preview': true } });
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(container.querySelector('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('left open, closes on Escape once hydrated', async () => {
    container.querySelector('dialog')!.showModal();
    answers.values['science-preview'] = 'true';
    hydrate();
    await userEvent.keyboard('{Escape}');
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('closed by Escape before its close event was told, is handed over closed', () => {
    answers.values['science-preview'] = 'true';
    hydrate();
    expect(container.querySelector('dialog')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
