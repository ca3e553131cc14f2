import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CustomPalette } from '.';

describe('CustomPalette', () => {
  it('marks the custom dot as selected when the value is not a palette colour', () => {
    render(<CustomPalette defaultValue="#f81953" />);
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    const custom = screen.getByRole('button', {
      name: 'Open the advanced picker (custom color selected)',
    });
    expect(custom).toHaveAttribute('data-selected');
    expect(screen.getByRole('textbox', { name: 'Custom color' })).toHaveValue('#f81953');
  });

  it('moves the selection between the palette and the custom colour', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<CustomPalette defaultValue="#f81953" onValueChange={onValueChange} />);

    await user.click(screen.getByRole('radio', { name: 'Warning yellow' }));
    expect(onValueChange).toHaveBeenLastCalledWith('#f7cc36');
    expect(screen.getByRole('radio', { name: 'Warning yellow' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const custom = screen.getByRole('button', { name: 'Open the advanced picker' });
    expect(custom).not.toHaveAttribute('data-selected');
    expect(screen.getByRole('textbox', { name: 'Custom color' })).toHaveValue('#f7cc36');

    await user.type(screen.getByRole('textbox', { name: 'Custom color' }), '{Backspace}0');
    expect(onValueChange).toHaveBeenLastCalledWith('#f7cc30');
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(custom).toHaveAttribute('data-selected');
  });

  it('opens the advanced picker from the custom dot', async () => {
    const user = userEvent.setup();
    render(<CustomPalette defaultValue="#f81953" />);
    await user.click(screen.getByRole('button', { name: /Open the advanced picker/ }));
    const dialog = screen.getByRole('dialog', { name: 'Advanced color picker' });
    expect(within(dialog).getByRole('slider', { name: 'Hue' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Hex color' })).toHaveValue('#f81953');
  });
});
