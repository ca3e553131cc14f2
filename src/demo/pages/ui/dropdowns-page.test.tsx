import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import DropdownsPage from './dropdowns-page';

describe('DropdownsPage', () => {
  it('has one h1 and four direction buttons', () => {
    renderWithRouter(<DropdownsPage />, { route: 'dropdowns' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Dropdowns' })).toBeInTheDocument();
    for (const name of ['Top', 'Right', 'Bottom', 'Left']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'menu');
    }
  });

  it.each(['top', 'right', 'bottom', 'left'])(
    'opens the %s menu on that side with three items',
    async (side) => {
      const { user } = renderWithRouter(<DropdownsPage />, { route: 'dropdowns' });
      const name = side[0]!.toUpperCase() + side.slice(1);
      await user.click(screen.getByRole('button', { name }));
      const menu = screen.getByRole('menu');
      expect(menu).toHaveAttribute('data-side', side);
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Action', 'Another action', 'Something else here']);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    },
  );

  it('opens a side menu below its button when a phone has no room on either side', async () => {
    const { user } = renderWithRouter(<DropdownsPage />, { route: 'dropdowns' });
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    const left = screen.getByRole('button', { name: 'Left' });
    vi.spyOn(left, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 196, y: 300, width: 128, height: 40 }),
    );
    await user.click(left);
    // Below is asked for; jsdom's zero-height viewport may make Radix flip it above.
    expect(['bottom', 'top']).toContain(screen.getByRole('menu').getAttribute('data-side'));
  });
});
