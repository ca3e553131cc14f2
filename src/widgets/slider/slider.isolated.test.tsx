import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Slider } from '.';

// Radix measures the thumbs with ResizeObserver, which jsdom lacks.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Slider', () => {
  it('keys change the value: arrows step, Page keys step by ten, Home/End jump', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Slider label="Volume" defaultValue={50} onValueChange={onValueChange} />);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    act(() => thumb.focus());
    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '51');
    expect(onValueChange).toHaveBeenLastCalledWith(51);
    await user.keyboard('{PageDown}');
    expect(thumb).toHaveAttribute('aria-valuenow', '41');
    await user.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
  });

  it('respects min, max and step', async () => {
    const user = userEvent.setup();
    render(<Slider label="Rating" min={1} max={5} step={2} defaultValue={3} />);
    const thumb = screen.getByRole('slider', { name: 'Rating' });
    expect(thumb).toHaveAttribute('aria-valuemin', '1');
    expect(thumb).toHaveAttribute('aria-valuemax', '5');
    act(() => thumb.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '5');
  });

  it('a range keeps two values and names its thumbs', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Slider label="Price" defaultValue={[20, 60]} onValueChange={onValueChange} />);
    const low = screen.getByRole('slider', { name: 'Price (minimum)' });
    const high = screen.getByRole('slider', { name: 'Price (maximum)' });
    act(() => low.focus());
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith([21, 60]);
    act(() => high.focus());
    await user.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith([21, 59]);
    expect(low).toHaveAttribute('aria-valuenow', '21');
    expect(high).toHaveAttribute('aria-valuenow', '59');
  });

  it('an unlabelled range names its thumbs Minimum and Maximum', () => {
    render(<Slider defaultValue={[0, 10]} />);
    expect(screen.getByRole('slider', { name: 'Minimum' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Maximum' })).toBeInTheDocument();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Slider label="Level" value={10} onValueChange={onValueChange} />);
    const thumb = screen.getByRole('slider', { name: 'Level' });
    act(() => thumb.focus());
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledWith(11);
    expect(thumb).toHaveAttribute('aria-valuenow', '10');
  });

  it('shows the value in a tooltip while focused or hovered (auto)', async () => {
    const user = userEvent.setup();
    render(<Slider label="Volume" defaultValue={30} formatValue={(value) => `${value} %`} />);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb).toHaveAttribute('aria-valuetext', '30 %');
    expect(screen.queryByText('30 %')).not.toBeInTheDocument();

    await user.tab();
    expect(thumb).toHaveFocus();
    expect(screen.getByText('30 %')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('31 %')).toBeInTheDocument();
    act(() => thumb.blur());
    expect(screen.queryByText('31 %')).not.toBeInTheDocument();

    fireEvent.pointerEnter(thumb);
    expect(screen.getByText('31 %')).toBeInTheDocument();
    fireEvent.pointerLeave(thumb);
    expect(screen.queryByText('31 %')).not.toBeInTheDocument();
  });

  it('tooltip "always" shows every value, "never" none', () => {
    const { rerender } = render(<Slider defaultValue={[5, 15]} tooltip="always" />);
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByText('15')).toBeInTheDocument();
    rerender(<Slider defaultValue={[5, 15]} tooltip="never" />);
    act(() => screen.getByRole('slider', { name: 'Minimum' }).focus());
    expect(screen.queryByText('5')).not.toBeInTheDocument();
  });

  it('disabled: not focusable and keys do nothing', () => {
    render(<Slider label="Off" defaultValue={50} disabled />);
    const thumb = screen.getByRole('slider', { name: 'Off' });
    expect(thumb).not.toHaveAttribute('tabindex');
  });
});
