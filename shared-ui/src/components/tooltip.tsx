import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

import { placeTooltip, type TooltipPlacement, type TooltipSide } from './tooltip-placement';

export type { TooltipSide };

/** The props Tooltip reads and composes on its trigger element. */
interface TriggerProps {
  'aria-describedby'?: string;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface TooltipProps {
  /** Short text that describes the trigger; the trigger still needs its own accessible name. */
  content: ReactNode;
  /** One focusable element (a button or link). */
  children: ReactElement<TriggerProps>;
  side?: TooltipSide;
}

const GAP = '8px';

/** The one placement table. The gap is padding of the positioner, so moving the pointer onto the tooltip keeps it open. */
const sides = {
  top: css`
    bottom: 100%;
    left: 50%;
    transform: translateX(calc(-50% + var(--tooltip-shift-x, 0px)));
    padding-bottom: ${GAP};
  `,
  bottom: css`
    top: 100%;
    left: 50%;
    transform: translateX(calc(-50% + var(--tooltip-shift-x, 0px)));
    padding-top: ${GAP};
  `,
  left: css`
    right: 100%;
    top: 50%;
    transform: translateY(-50%);
    padding-right: ${GAP};
  `,
  right: css`
    left: 100%;
    top: 50%;
    transform: translateY(-50%);
    padding-left: ${GAP};
  `,
} satisfies Record<TooltipSide, ReturnType<typeof css>>;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Positioner = styled.span<{ $side: TooltipSide }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.toast + 1};
  ${({ $side }) => sides[$side]}
`;

const Bubble = styled.span`
  display: block;
  width: max-content;
  max-width: 240px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/**
 * WAI-ARIA tooltip: shown while the trigger is hovered or focused, hidden on leave, blur or Escape,
 * and tied to the trigger by aria-describedby while shown.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  const anchorRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const [placement, setPlacement] = useState<TooltipPlacement>({ side, shiftX: 0 });

  // Measure before paint so a tooltip that would leave the screen never shows there.
  useLayoutEffect(() => {
    const trigger = anchorRef.current;
    const bubble = bubbleRef.current;
    if (!open || !trigger || !bubble) return;
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const size = { width: bubble.offsetWidth, height: bubble.offsetHeight };
    setPlacement(placeTooltip(side, trigger.getBoundingClientRect(), size, viewport));
  }, [open, side]);

  useEffect(() => {
    if (!open) return;
    function hideOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape') setDismissed(true);
    }
    document.addEventListener('keydown', hideOnEscape);
    return () => document.removeEventListener('keydown', hideOnEscape);
  }, [open]);

  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': [own['aria-describedby'], open ? tooltipId : undefined].filter(Boolean).join(' ') || undefined,
    onFocus(event: FocusEvent<HTMLElement>) {
      own.onFocus?.(event);
      setDismissed(false);
      setFocused(true);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      own.onBlur?.(event);
      setFocused(false);
    },
  });

  return (
    <Anchor
      ref={anchorRef}
      onMouseEnter={() => {
        setDismissed(false);
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      {trigger}
      {open ? (
        <Positioner
          $side={placement.side}
          data-side={placement.side}
          style={placement.shiftX ? ({ '--tooltip-shift-x': `${placement.shiftX}px` } as React.CSSProperties) : undefined}
        >
          <Bubble ref={bubbleRef} role="tooltip" id={tooltipId}>
            {content}
          </Bubble>
        </Positioner>
      ) : null}
    </Anchor>
  );
}
