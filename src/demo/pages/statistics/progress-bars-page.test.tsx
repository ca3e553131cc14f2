import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import ProgressBarsPage from './progress-bars-page';

const names = ['Basic', 'Thin', 'Thick', 'Basic Vertical', 'Thin Vertical', 'Circle'];

describe('ProgressBarsPage', () => {
  it('renders one h1 and two cards of six bars', async () => {
    renderWithRouter(<ProgressBarsPage />, { route: 'progress-bars' });
    expect(screen.getByRole('heading', { level: 1, name: 'Progress Bars' })).toBeInTheDocument();
    const animated = screen.getByRole('region', { name: 'Progress Bars' });
    const colorful = screen.getByRole('region', { name: 'Colorful Bars' });

    const colorfulBars = within(colorful).getAllByRole('progressbar');
    expect(colorfulBars.map((bar) => bar.getAttribute('aria-label'))).toEqual(names);
    expect(colorfulBars.map((bar) => bar.dataset.variant)).toEqual([
      'danger',
      'info',
      'warning',
      'success',
      'black',
      'primary',
    ]);
    expect(colorfulBars.every((bar) => bar.getAttribute('aria-valuenow') === '100')).toBe(true);

    // The animated bars start empty, then fill up.
    const bars = within(animated).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(names);
    expect(bars[0]).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(bars[0]).toHaveAttribute('aria-valuenow', '100'));
    expect(bars.map((bar) => [bar.dataset.shape, bar.dataset.orientation])).toEqual([
      ['bar', 'horizontal'],
      ['bar', 'horizontal'],
      ['bar', 'horizontal'],
      ['bar', 'vertical'],
      ['bar', 'vertical'],
      ['circle', undefined],
    ]);
  });

  it('sets the value of the first card’s bars with the slider', async () => {
    renderWithRouter(<ProgressBarsPage />, { route: 'progress-bars' });
    const animated = screen.getByRole('region', { name: 'Progress Bars' });
    const slider = within(animated).getByRole('slider', { name: 'Value of the bars' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '100'));

    fireEvent.keyDown(slider, { key: 'Home' });
    const bars = within(animated).getAllByRole('progressbar');
    expect(bars.every((bar) => bar.getAttribute('aria-valuenow') === '0')).toBe(true);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(bars.every((bar) => bar.getAttribute('aria-valuenow') === '1')).toBe(true);
  });
});
