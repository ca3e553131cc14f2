import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ColorPickerInput } from '.';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterAll(() => vi.unstubAllGlobals());

describe('ColorPickerInput', () => {
  it('opens the palette, and choosing a colour updates the square and closes back on it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ColorPickerInput label="Simple" defaultValue="#f81953" onValueChange={onValueChange} />,
    );
    const trigger = screen.getByRole('button', { name: 'Simple #f81953' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Choose a color: Simple' });
    expect(within(dialog).getByRole('radiogroup', { name: 'Palette colors' })).toBeInTheDocument();
    // Nothing is checked (the colour is not a palette colour); focus lands on the first dot.
    expect(within(dialog).getByRole('radio', { name: 'Primary green' })).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('#4ab2e3');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const updated = screen.getByRole('button', { name: 'Simple #4ab2e3, Info blue' });
    expect(updated).toHaveFocus();
    expect(updated.querySelector('[data-slot="color-square-swatch"]')).toHaveStyle({
      backgroundColor: '#4ab2e3',
    });
  });

  it('can stay open after a pick', async () => {
    const user = userEvent.setup();
    render(<ColorPickerInput label="Simple" closeOnPick={false} />);
    await user.click(screen.getByRole('button', { name: /^Simple/ }));
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Black' })).toHaveAttribute('aria-checked', 'true');
  });

  it('opens the hue slider in slider mode and stays open while it moves', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ColorPickerInput
        mode="slider"
        label="Slider"
        defaultValue="#34495e"
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^Slider/ }));
    const slider = within(screen.getByRole('dialog')).getByRole('slider', { name: 'Hue' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the advanced picker in advanced mode', async () => {
    const user = userEvent.setup();
    render(<ColorPickerInput mode="advanced" label="Advanced" defaultValue="#ffd50a" />);
    await user.click(screen.getByRole('button', { name: /^Advanced/ }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a color: Advanced' });
    expect(within(dialog).getByRole('slider', { name: 'Saturation and brightness' })).toBeVisible();
    const input = within(dialog).getByRole('textbox', { name: 'Hex color' });
    await user.clear(input);
    await user.type(input, '#123456');
    expect(screen.getByRole('button', { name: /^Advanced #123456/ })).toBeInTheDocument();
  });

  it('has a dot trigger showing the hex', () => {
    render(<ColorPickerInput trigger="dot" defaultValue="#e34a4a" />);
    expect(screen.getByRole('button', { name: '#e34a4a, Danger red' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });
});
