import { mapKeyAction, PAN_STEP, ZOOM_STEP } from './map-keys';

const press = (
  key: string,
  modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
) => mapKeyAction({ key, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

describe('mapKeyAction', () => {
  it('pans with the arrows, the drawing moving against the arrow', () => {
    expect(press('ArrowLeft')).toEqual({ kind: 'pan', dx: PAN_STEP, dy: 0 });
    expect(press('ArrowRight')).toEqual({ kind: 'pan', dx: -PAN_STEP, dy: 0 });
    expect(press('ArrowUp')).toEqual({ kind: 'pan', dx: 0, dy: PAN_STEP });
    expect(press('ArrowDown')).toEqual({ kind: 'pan', dx: 0, dy: -PAN_STEP });
  });

  it('zooms with + and − (and their unshifted keys), resets with 0', () => {
    for (const key of ['+', '=']) expect(press(key)).toEqual({ kind: 'zoom', factor: ZOOM_STEP });
    for (const key of ['-', '_']) {
      expect(press(key)).toEqual({ kind: 'zoom', factor: 1 / ZOOM_STEP });
    }
    expect(press('0')).toEqual({ kind: 'reset' });
  });

  it('leaves other keys, and keys with Alt, Ctrl or Meta, to the browser', () => {
    expect(press('a')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press('+', { ctrlKey: true })).toBeNull();
    expect(press('ArrowLeft', { altKey: true })).toBeNull();
    expect(press('0', { metaKey: true })).toBeNull();
  });
});
