import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SliderPicker } from '.';
import { hexToHsl } from './color';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterAll(() => vi.unstubAllGlobals());

describe('SliderPicker', () => {
  it('is a named hue slider that keeps saturation and lightness', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SliderPicker defaultValue="#2e5e2a" onValueChange={onValueChange} />);
    const slider = screen.getByRole('slider', { name: 'Hue' });
    const before = hexToHsl('#2e5e2a');
    expect(slider).toHaveAttribute('aria-valuenow', String(Math.round(before.h)));
    expect(slider).toHaveAttribute('aria-valuetext', `${Math.round(before.h)} degrees`);

    slider.focus();
    await user.keyboard('{PageUp}');
    const emitted = onValueChange.mock.lastCall?.[0] as string;
    expect(emitted).toMatch(/^#[0-9a-f]{6}$/);
    const after = hexToHsl(emitted);
    expect(after.h).toBeCloseTo(before.h + 10, -0.5);
    expect(after.s).toBeCloseTo(before.s, -0.5);
    expect(after.l).toBeCloseTo(before.l, -0.5);
    expect(slider).toHaveAttribute('aria-valuenow', String(Math.round(before.h) + 10));

    await user.keyboard('{Home}');
    expect(hexToHsl(onValueChange.mock.lastCall?.[0] as string).h).toBe(0);
  });

  it('gives a grey a vivid colour when the hue moves', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SliderPicker defaultValue="#808080" onValueChange={onValueChange} />);
    screen.getByRole('slider', { name: 'Hue' }).focus();
    await user.keyboard('{End}');
    expect(hexToHsl(onValueChange.mock.lastCall?.[0] as string)).toMatchObject({ s: 100 });
  });

  it('offers five shades of the hue as radios', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SliderPicker defaultValue="#ff0000" onValueChange={onValueChange} />);
    const shades = screen.getByRole('radiogroup', { name: 'Shades' });
    expect(shades.querySelectorAll('[role="radio"]')).toHaveLength(5);
    await user.click(screen.getByRole('radio', { name: 'Lightness 80%' }));
    expect(onValueChange).toHaveBeenLastCalledWith('#e6b3b3');
    expect(screen.getByRole('radio', { name: 'Lightness 80%' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
