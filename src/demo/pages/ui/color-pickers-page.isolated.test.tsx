import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import ColorPickersPage from './color-pickers-page';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterAll(() => vi.unstubAllGlobals());

describe('ColorPickersPage', () => {
  it('renders one h1 and the four cards with their initial colours', () => {
    renderWithRouter(<ColorPickersPage />, { route: 'color-pickers' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Color Pickers');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Color pickers', 'Simple inline', 'Slider', 'Advanced']);

    const [pickers, inline, slider, advanced] = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.closest('section') as HTMLElement);

    expect(within(pickers!).getByRole('button', { name: /^Simple #f81953/ })).toBeInTheDocument();
    expect(within(pickers!).getByRole('button', { name: /^Slider #34495e/ })).toBeInTheDocument();
    expect(within(pickers!).getByRole('button', { name: /^Advanced #ffd50a/ })).toBeInTheDocument();

    expect(within(inline!).getByText('#f81953')).toBeInTheDocument();
    expect(within(inline!).getByRole('radiogroup', { name: 'Palette colors' })).toBeInTheDocument();
    expect(
      within(inline!).getByRole('button', { name: /custom color selected/ }),
    ).toBeInTheDocument();

    expect(within(slider!).getByText('#2e5e2a')).toBeInTheDocument();
    expect(within(slider!).getByRole('slider', { name: 'Hue' })).toBeInTheDocument();

    expect(within(advanced!).getByText('#ffd50a')).toBeInTheDocument();
    expect(
      within(advanced!).getByRole('slider', { name: 'Saturation and brightness' }),
    ).toBeInTheDocument();
  });
});
