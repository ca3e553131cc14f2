/**
 * Popup position strings: a vertical word `top | center | bottom` and a horizontal word
 * `left | middle | right`, joined by exactly one space or one hyphen, lower case, e.g.
 * "bottom middle", "top-left", "center right". As an alias, `center` is also accepted as the
 * horizontal word (so sonner-style "bottom-center" means "bottom middle"). Anything else logs a
 * console error naming the value and falls back to a default.
 *
 * `left` and `right` are written as they read left to right: right to left (`dir: 'rtl'`) the
 * popup mirrors, so "top-right" (the reading end) becomes the top left.
 */
export type PopupVertical = 'top' | 'center' | 'bottom';
export type PopupHorizontal = 'left' | 'middle' | 'right';
export type PopupPosition = { vertical: PopupVertical; horizontal: PopupHorizontal };

/** The default of toasts: bottom-center. */
export const DEFAULT_POPUP_POSITION: PopupPosition = { vertical: 'bottom', horizontal: 'middle' };

const VERTICALS: readonly string[] = ['top', 'center', 'bottom'];
const HORIZONTALS: Readonly<Partial<Record<string, PopupHorizontal>>> = {
  left: 'left',
  middle: 'middle',
  center: 'middle',
  right: 'right',
};

export function formatPopupPosition({ vertical, horizontal }: PopupPosition): string {
  return `${vertical} ${horizontal}`;
}

/** Parses a position string; an invalid one logs `console.error` and returns `fallback`. */
export function parsePopupPosition(
  value: string,
  fallback: PopupPosition = DEFAULT_POPUP_POSITION,
): PopupPosition {
  const [, vertical = '', horizontalWord = ''] = /^([a-z]+)[ -]([a-z]+)$/.exec(value) ?? [];
  const horizontal = Object.hasOwn(HORIZONTALS, horizontalWord)
    ? HORIZONTALS[horizontalWord]
    : undefined;
  if (VERTICALS.includes(vertical) && horizontal) {
    return { vertical: vertical as PopupVertical, horizontal };
  }
  console.error(
    `Invalid popup position "${value}": expected "top|center|bottom" and "left|middle|right" ` +
      `joined by a space or a hyphen; using "${formatPopupPosition(fallback)}".`,
  );
  return fallback;
}

export type SonnerPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/**
 * Sonner's position for a popup position. Sonner has no vertical centre, so `center` maps to
 * `bottom` (where toasts live by default); `middle` becomes sonner's `center`.
 */
export function toSonnerPosition(
  { vertical, horizontal }: PopupPosition,
  dir: Direction = 'ltr',
): SonnerPosition {
  const y = vertical === 'top' ? 'top' : 'bottom';
  const x = horizontal === 'middle' ? 'center' : physical(horizontal, dir);
  return `${y}-${x}`;
}

type Direction = 'ltr' | 'rtl';

/** The physical side for a side written left to right. */
function physical(horizontal: 'left' | 'right', dir: Direction): 'left' | 'right' {
  if (dir === 'ltr') return horizontal;
  return horizontal === 'left' ? 'right' : 'left';
}

export type RadixPlacement = {
  side: 'top' | 'right' | 'bottom' | 'left';
  align: 'start' | 'center' | 'end';
};

/**
 * Radix `side`/`align` for a popup position: top/bottom rows open above/below the trigger, aligned
 * to its left edge (start), middle or right edge (end); the centre row opens to the left or right
 * of the trigger, vertically centred. "center middle" has no side: it opens below, centred.
 * Radix mirrors `start`/`end` itself right to left; a `left`/`right` side is physical, so it is
 * mirrored here.
 */
export function toRadixPlacement(
  { vertical, horizontal }: PopupPosition,
  dir: Direction = 'ltr',
): RadixPlacement {
  if (vertical === 'center') {
    return {
      side: horizontal === 'middle' ? 'bottom' : physical(horizontal, dir),
      align: 'center',
    };
  }
  const align = horizontal === 'left' ? 'start' : horizontal === 'right' ? 'end' : 'center';
  return { side: vertical, align };
}
