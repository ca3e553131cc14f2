/** Keyboard panning step, in viewBox units. */
export const PAN_STEP = 60;
export const ZOOM_STEP = 1.5;

/** What a key does to the map's view. */
export type MapKeyAction =
  { kind: 'pan'; dx: number; dy: number } | { kind: 'zoom'; factor: number } | { kind: 'reset' };

const PANS: Record<string, [number, number]> = {
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

/**
 * The action of a key pressed on the focused map: arrows pan (the map moves the other way, as the
 * view travels towards the arrow), + and − zoom, 0 resets; null for any other key, and for keys
 * held with Alt, Ctrl or Meta, which belong to the browser.
 */
export function mapKeyAction(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): MapKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const pan = PANS[event.key];
  if (pan) return { kind: 'pan', dx: pan[0], dy: pan[1] };
  if (event.key === '+' || event.key === '=') return { kind: 'zoom', factor: ZOOM_STEP };
  if (event.key === '-' || event.key === '_') return { kind: 'zoom', factor: 1 / ZOOM_STEP };
  if (event.key === '0') return { kind: 'reset' };
  return null;
}
