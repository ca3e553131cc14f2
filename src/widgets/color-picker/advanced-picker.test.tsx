import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AdvancedPicker } from '.';

describe('AdvancedPicker', () => {
  it('names react-colorful sliders in the current language and gives them values', async () => {
    render(<AdvancedPicker defaultValue="#ffd50a" />);
    const area = screen.getByRole('slider', { name: 'Saturation and brightness' });
    const hue = screen.getByRole('slider', { name: 'Hue' });
    await waitFor(() =>
      expect(area).toHaveAttribute('aria-valuetext', 'Saturation 96%, brightness 100%'),
    );
    expect(area).toHaveAttribute('aria-valuenow', '96');
    expect(hue).toHaveAttribute('aria-valuetext', '50 degrees');
  });

  it('moves the colour by arrow keys and by typing, emitting lowercase hex', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<AdvancedPicker defaultValue="#ff0000" onValueChange={onValueChange} />);
    // react-colorful reads `keyCode`, which user-event does not set.
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Hue' }), {
      key: 'ArrowRight',
      keyCode: 39,
    });
    await waitFor(() => expect(onValueChange).toHaveBeenCalled());
    expect(onValueChange.mock.lastCall?.[0]).toMatch(/^#[0-9a-f]{6}$/);
    expect(onValueChange.mock.lastCall?.[0]).not.toBe('#ff0000');
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'Hue' })).toHaveAttribute(
        'aria-valuetext',
        '18 degrees',
      ),
    );

    const input = screen.getByRole('textbox', { name: 'Hex color' });
    await user.clear(input);
    await user.type(input, '#00FF00');
    expect(onValueChange).toHaveBeenLastCalledWith('#00ff00');
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'Hue' })).toHaveAttribute('aria-valuenow', '120'),
    );
  });
});
