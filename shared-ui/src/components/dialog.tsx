import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { EARLY_ATTRIBUTE, EARLY_DIALOG_ATTRIBUTE } from '@nurseprep/contracts/server-rendering';
import { dialogCommand, useEarlyAnswer } from '../hooks/use-early-answer';
import { useHydrated } from '../hooks/use-hydrated';
import { X } from '../icons';

export type DialogProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Read as the dialog's accessible description. */
  description?: ReactNode;
  /**
   * Makes the dialog one the page opens before its code has hydrated: the server renders it, closed, in place, as
   * a native `<dialog>` with this id, which the page's boot script opens (`showModal`) when the button made with
   * `earlyDialogOpener(earlyId)` is tapped, and closes (Close, Escape, the backdrop). When the dialog hydrates, its
   * state is taken over: left open, that same element stays on screen until it closes; from then on the dialog
   * opens in a portal, as every other dialog does.
   */
  earlyId?: string;
};

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden], [inert]'));
}

/**
 * Stops the page behind from scrolling, without the layout jumping when the scrollbar goes away: the scrollbar's
 * gutter is kept. Nothing is measured, so opening the dialog does not force the whole page to be laid out
 * before it paints.
 */
function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const { overflow } = document.body.style;
    const { scrollbarGutter } = root.style;
    root.style.scrollbarGutter = 'stable';
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      root.style.scrollbarGutter = scrollbarGutter;
    };
  }, [locked]);
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

/** What covers the page behind a dialog: the portal's overlay, the native dialog's ::backdrop. */
const backdrop = css`
  background: rgb(15 23 42 / 0.6);
  animation: ${fadeIn} 150ms ease-out;
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  ${backdrop}
`;

const box = css`
  position: relative;
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} 150ms ease-out;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Content = styled.div`
  ${box}
`;

/** The page's own copy of an early dialog: a native modal `<dialog>`, centred in the top layer. */
const PageCopy = styled.dialog`
  ${box}
  position: fixed;
  inset: 0;
  width: calc(100% - 2 * ${({ theme }) => theme.space.md});
  height: fit-content;
  margin: auto;
  border: 0;
  &::backdrop {
    ${backdrop}
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0 ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.sm} 0;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

/** The button made with `earlyDialogOpener(id)`, if the page has one. */
function openerOf(id: string | undefined): HTMLElement | null {
  const openers = Array.from(document.querySelectorAll<HTMLElement>(`[${EARLY_DIALOG_ATTRIBUTE}]`));
  return openers.find((opener) => opener.getAttribute(EARLY_DIALOG_ATTRIBUTE) === id) ?? null;
}

/** Whether a click landed outside the box of `element` (on a native dialog's backdrop, the click's target is the dialog). */
function outside(element: HTMLElement, event: MouseEvent<HTMLElement>) {
  const box = element.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern) in a portal on document.body: focus moves in on open and is kept
 * inside, Escape / the backdrop / the Close button ask to close, and focus goes back where it was. With
 * `earlyId`, the page holds its own copy until the dialog has been opened and closed once (see DialogProps).
 */
export function Dialog({ open, onOpenChange, title, description, children, onKeyDown, earlyId, ...props }: DialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const copyRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const requestClose = useEffectEvent(() => onOpenChange(false));
  const hydrating = !useHydrated();
  const [keepCopy, setKeepCopy] = useState(false);
  useEarlyAnswer(earlyId, () => {
    // What the page shows decides: an Escape's close event may not have been told yet.
    if (!copyRef.current?.open) return;
    setKeepCopy(true);
    onOpenChange(true);
  });
  const pageCopy = earlyId !== undefined && (hydrating || keepCopy);

  useBodyScrollLock(open);

  // The page's copy follows `open` like any dialog (while the page hydrates, the boot script still answers it);
  // once closed, the portal takes over from it.
  useLayoutEffect(() => {
    const copy = copyRef.current;
    if (!pageCopy || hydrating || !copy || typeof copy.showModal !== 'function') return;
    if (open && !copy.open) copy.showModal();
    if (!open && copy.open) copy.close();
    if (!open) setKeepCopy(false);
  }, [pageCopy, open, hydrating]);

  useEffect(() => {
    if (!open) return;
    const content = copyRef.current ?? contentRef.current;
    // A page copy opened before it hydrated already holds the focus, and came from its opener.
    const alreadyInside = content !== null && content.contains(document.activeElement);
    const previouslyFocused = alreadyInside ? openerOf(earlyId) : document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (content && !alreadyInside) (focusableIn(content)[0] ?? content).focus();

    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      requestClose();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, earlyId]);

  if (!open && !pageCopy) return null;

  function trapTab(event: KeyboardEvent<HTMLElement>) {
    onKeyDown?.(event);
    const content = copyRef.current ?? contentRef.current;
    if (event.defaultPrevented || event.key !== 'Tab' || !content) return;
    const focusables = focusableIn(content);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === content)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDivElement>) {
    // Only a press that starts on the backdrop itself: dragging a text selection out of the dialog must not close it.
    if (event.target === event.currentTarget) onOpenChange(false);
  }

  const body = (
    <>
      <Title id={titleId}>{title}</Title>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      {children}
      <CloseButton
        type="button"
        aria-label="Close"
        onClick={() => onOpenChange(false)}
        {...(pageCopy && earlyId ? { [EARLY_ATTRIBUTE]: 'close', ...dialogCommand('close', earlyId) } : {})}
      >
        <X aria-hidden="true" />
      </CloseButton>
    </>
  );
  const labels = { 'aria-labelledby': titleId, 'aria-describedby': description ? descriptionId : undefined };

  if (pageCopy) {
    return (
      <PageCopy
        ref={copyRef}
        id={earlyId}
        {...labels}
        // The boot script may have opened it (the `open` attribute) before it hydrates.
        suppressHydrationWarning
        // Without script, Escape, a click outside and Close close it (the browser's own dialog); with it, each asks
        // to close, as elsewhere, and a close the browser made itself is told too.
        closedby="any"
        onCancel={(event) => event.preventDefault()}
        onClose={() => {
          if (open) onOpenChange(false);
        }}
        onMouseDown={(event) => {
          if (event.target === event.currentTarget && outside(event.currentTarget, event)) onOpenChange(false);
        }}
        onKeyDown={trapTab}
        {...props}
      >
        {body}
      </PageCopy>
    );
  }

  return createPortal(
    <Overlay data-state="open" onMouseDown={closeOnBackdrop}>
      <Content
        ref={contentRef}
        role="dialog"
        aria-modal="true"
        {...labels}
        tabIndex={-1}
        data-state="open"
        onKeyDown={trapTab}
        {...props}
      >
        {body}
      </Content>
    </Overlay>,
    document.body,
  );
}
