import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ColorDot, PalettePicker } from '.';

describe('ColorDot', () => {
  it('is named after the palette colour, else the hex, and is a button when interactive', () => {
    render(
      <>
        <ColorDot color="#4AE387" />
        <ColorDot color="#F81953" />
        <ColorDot interactive color="#000" selected />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Primary green' })).toHaveAttribute(
      'data-slot',
      'color-dot',
    );
    expect(screen.getByRole('img', { name: '#f81953' })).not.toHaveAttribute('data-selected');
    expect(screen.getByRole('button', { name: 'Black' })).toHaveAttribute('data-selected');
  });
});

describe('PalettePicker', () => {
  it('is a radio group of the seven translated palette colours', () => {
    render(<PalettePicker defaultValue="#e34a4a" />);
    const group = screen.getByRole('radiogroup', { name: 'Palette colors' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Primary green',
      'Danger red',
      'Info blue',
      'Success pink',
      'Warning yellow',
      'White',
      'Black',
    ]);
    expect(screen.getByRole('radio', { name: 'Danger red' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Info blue' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('moves focus with arrow keys and chooses with Space, Enter or a click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onColorPick = vi.fn();
    render(
      <PalettePicker
        defaultValue="#4ae387"
        onValueChange={onValueChange}
        onColorPick={onColorPick}
      />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Primary green' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Danger red' })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();

    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith('#e34a4a');
    expect(screen.getByRole('radio', { name: 'Danger red' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Black' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('#000000');

    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Primary green' })).toHaveFocus();
    await user.keyboard('{End}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Primary green' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Warning yellow' }));
    expect(onValueChange).toHaveBeenLastCalledWith('#f7cc36');
    // Choosing the current colour again is a pick but not a change.
    await user.click(screen.getByRole('radio', { name: 'Warning yellow' }));
    expect(onValueChange).toHaveBeenCalledTimes(3);
    expect(onColorPick).toHaveBeenCalledTimes(4);
  });

  it('keeps one Tab stop: the checked dot, else the first', () => {
    const { rerender } = render(<PalettePicker value="#4ab2e3" />);
    expect(
      screen.getAllByRole('radio').filter((radio) => radio.getAttribute('tabindex') === '0'),
    ).toEqual([screen.getByRole('radio', { name: 'Info blue' })]);
    rerender(<PalettePicker value="#123456" />);
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Primary green' })).toHaveAttribute('tabindex', '0');
  });
});
