import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import styled, { css } from 'styled-components';
import { X } from '../icons';
import type { Toast, ToastVariant } from '../toast/toast-store';

/** A swipe to the right of at least this many pixels dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD = 50;

/** The one variant table: destructive toasts are alerts on the destructive colour pair. */
const variants = {
  default: {
    role: 'status',
    style: css`
      background: ${({ theme }) => theme.colors.background};
      color: ${({ theme }) => theme.colors.text};
      border: 1px solid ${({ theme }) => theme.colors.border};
    `,
  },
  destructive: {
    role: 'alert',
    style: css`
      background: ${({ theme }) => theme.colors.destructive};
      color: ${({ theme }) => theme.colors.destructiveText};
      border: 1px solid ${({ theme }) => theme.colors.destructive};
    `,
  },
} as const satisfies Record<ToastVariant, { role: 'status' | 'alert'; style: ReturnType<typeof css> }>;

const Root = styled.div<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  touch-action: pan-y;
  transition: transform 200ms ease-out;
  &[data-swipe='move'] {
    transition: none;
  }
  ${({ $variant }) => variants[$variant].style}
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  /* currentColor: the focus ring must stand out on the red destructive toast too. */
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 0;
  }
`;

/** Closes after `duration` ms of display; the clock stops while `paused` and resumes with the time left. */
function useAutoClose(duration: number, paused: boolean, onClose: () => void) {
  const remaining = useRef(duration);
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => close(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);
}

/** Horizontal drag to the right: past the threshold it dismisses, short of it the toast snaps back. */
function useSwipeToDismiss(onDismiss: () => void) {
  const [startX, setStartX] = useState<number | null>(null);
  const [offset, setOffset] = useState(0);

  function reset() {
    setStartX(null);
    setOffset(0);
  }

  return {
    swiping: startX !== null,
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLDivElement>) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        setStartX(event.clientX);
      },
      onPointerMove(event: PointerEvent<HTMLDivElement>) {
        if (startX === null) return;
        const distance = Math.max(0, event.clientX - startX);
        // Capture only once it is a drag: capturing on press would retarget the Close button's click.
        if (distance > 0 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setOffset(distance);
      },
      onPointerUp(event: PointerEvent<HTMLDivElement>) {
        if (startX === null) return;
        const distance = event.clientX - startX;
        reset();
        if (distance >= TOAST_SWIPE_THRESHOLD) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}

export interface ToastItemProps {
  toast: Toast;
  onDismiss: () => void;
}

/** One notification: title, description and Close; it pauses its clock while hovered or focused. */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipe = useSwipeToDismiss(onDismiss);
  useAutoClose(toast.duration, hovered || focused || swipe.swiping, onDismiss);

  function leaveFocus(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <li>
      <Root
        role={variants[toast.variant].role}
        aria-atomic="true"
        data-state="open"
        data-variant={toast.variant}
        data-swipe={swipe.swiping ? 'move' : undefined}
        $variant={toast.variant}
        style={swipe.offset > 0 ? { transform: `translateX(${swipe.offset}px)` } : undefined}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={leaveFocus}
        {...swipe.handlers}
      >
        <div>
          <Title>{toast.title}</Title>
          {toast.description ? <Description>{toast.description}</Description> : null}
        </div>
        <CloseButton type="button" aria-label="Close" onClick={onDismiss}>
          <X aria-hidden="true" />
        </CloseButton>
      </Root>
    </li>
  );
}
