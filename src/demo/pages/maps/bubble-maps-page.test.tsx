import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import BubbleMapsPage from './bubble-maps-page';

describe('BubbleMapsPage', () => {
  it('shows the title, source, legend, 169 bubbles and a table of the values', async () => {
    renderWithRouter(<BubbleMapsPage />, { route: 'bubble-maps' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bubble Maps' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Population of the World in 2011' });
    expect(within(card).getByText('source: Gapminder')).toBeInTheDocument();

    const legend = within(card).getByRole('list', { name: 'Continents' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Asia(43 countries)',
      'Europe(43 countries)',
      'Africa(51 countries)',
      'South America(12 countries)',
      'North America(15 countries)',
      'Oceania(5 countries)',
    ]);

    const map = within(card).getByRole('group', { name: 'World map: population by country' });
    const bubbles = await within(map).findAllByRole('img');
    expect(bubbles).toHaveLength(169);
    expect(document.querySelectorAll('[data-slot="bubble"]')).toHaveLength(169);
    expect(within(map).getByRole('img', { name: 'China: 1,347,565,324' })).toHaveAttribute(
      'r',
      '35',
    );

    const table = within(card).getByRole('table', { name: /Population of the World in 2011/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(170);
    expect(
      within(table).getByRole('rowheader', { name: 'Iceland' }).closest('tr'),
    ).toHaveTextContent('IcelandEurope324,366');
  });

  it('shows "name: value" in the tooltip when a bubble gets keyboard focus', async () => {
    const { user } = renderWithRouter(<BubbleMapsPage />, { route: 'bubble-maps' });
    await screen.findAllByRole('img', { name: /: / });
    await user.tab(); // the map
    await user.tab(); // the bubbles
    const focused = document.activeElement;
    expect(focused).toHaveAttribute('data-slot', 'bubble');
    const name = focused?.getAttribute('aria-label') ?? '';
    expect(name).toMatch(/^.+: [\d,]+$/);
    expect(screen.getByRole('tooltip')).toHaveTextContent(name);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).not.toBe(focused);
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      document.activeElement?.getAttribute('aria-label') ?? '',
    );
  });
});
