/** A box's position and width, in viewport pixels. */
export interface TooltipPlacement {
  left: number;
  top: number;
  width: number;
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Keep this far from the edges of the allowed area. */
const MARGIN = 8;
const GAP = 4;

/** Where a tooltip goes: below the anchor (above if no room), kept inside the reading column `bounds`. */
export function placeTooltip(
  anchor: Box,
  bounds: Box,
  preferredWidth: number,
  height: number,
  rtl = false,
): TooltipPlacement {
  const minLeft = bounds.left + MARGIN;
  const maxRight = bounds.right - MARGIN;
  const width = Math.max(0, Math.min(preferredWidth, maxRight - minLeft));
  const start = rtl ? anchor.right - width : anchor.left;
  const left = Math.min(Math.max(start, minLeft), maxRight - width);
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - height;
  const top = below + height <= bounds.bottom - MARGIN || above < bounds.top + MARGIN ? below : above;
  return { left, top, width };
}
