export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
  width: number;
  height: number;
}

export interface TooltipPlacement {
  side: TooltipSide;
  /** Horizontal shift (px) of a top or bottom tooltip that keeps it on screen. */
  shiftX: number;
}

const opposite = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const satisfies Record<TooltipSide, TooltipSide>;

/**
 * The requested side if the tooltip fits there, else the opposite side, else top or bottom, shifted sideways to
 * stay `margin` px inside the viewport (a phone is narrower than trigger plus tooltip side by side).
 */
export function placeTooltip(
  requested: TooltipSide,
  trigger: Box,
  tooltip: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 8,
  margin = 8,
): TooltipPlacement {
  // Without layout (no size measured) there is nothing to correct.
  if (tooltip.width === 0 && tooltip.height === 0) return { side: requested, shiftX: 0 };
  const fits: Record<TooltipSide, boolean> = {
    top: trigger.top - gap - tooltip.height >= margin,
    bottom: trigger.bottom + gap + tooltip.height <= viewport.height - margin,
    left: trigger.left - gap - tooltip.width >= margin,
    right: trigger.right + gap + tooltip.width <= viewport.width - margin,
  };
  const candidates: TooltipSide[] = [requested, opposite[requested], 'top', 'bottom'];
  const side = candidates.find((candidate) => fits[candidate]) ?? requested;
  if (side === 'left' || side === 'right') return { side, shiftX: 0 };

  const centredLeft = trigger.left + trigger.width / 2 - tooltip.width / 2;
  const minLeft = margin;
  const maxLeft = viewport.width - margin - tooltip.width;
  const left = Math.min(Math.max(centredLeft, minLeft), Math.max(minLeft, maxLeft));
  return { side, shiftX: Math.round(left - centredLeft) };
}
