/** The underline is 80 % of its tab's width, centred under it. */
export const INDICATOR_RATIO = 0.8;

/** Where the underline sits for a tab at `left` (px from the list's start) that is `width` wide. */
export function indicatorBox(
  left: number,
  width: number,
  ratio = INDICATOR_RATIO,
): { left: number; width: number } {
  const size = width * ratio;
  return { left: left + (width - size) / 2, width: size };
}
