import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useToastStore } from '../toast/toast-store';
import { ToastItem } from './toast-item';

/** The key that moves focus to the notifications, named in the region's label. */
export const TOAST_HOTKEY = 'F8';

const Viewport = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  top: 0;
  right: 0;
  width: 100%;
  max-width: 420px;
  /* The empty area never blocks the page; the toasts themselves take pointer events. */
  pointer-events: none;
  ${({ theme }) => theme.media.md} {
    top: auto;
    bottom: 0;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  &:empty {
    padding: 0;
  }
`;

/** Shows the toast store's open toasts. Mount once (the shell does). */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const viewportRef = useRef<HTMLElement>(null);

  useEffect(() => {
    function focusViewport(event: KeyboardEvent) {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      viewportRef.current?.focus();
    }
    document.addEventListener('keydown', focusViewport);
    return () => document.removeEventListener('keydown', focusViewport);
  }, []);

  return (
    <Viewport ref={viewportRef} aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1}>
      <List>
        {toasts
          .filter((shown) => shown.open)
          .map((shown) => (
            <ToastItem key={shown.id} toast={shown} onDismiss={() => dismiss(shown.id)} />
          ))}
      </List>
    </Viewport>
  );
}
