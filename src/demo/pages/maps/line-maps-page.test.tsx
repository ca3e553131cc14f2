import { act, screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import LineMapsPage from './line-maps-page';

const arcs = () => document.querySelectorAll('[data-slot="route-arc"]');

describe('LineMapsPage', () => {
  it('shows the flights from London first: 12 arcs and the list of destinations', async () => {
    renderWithRouter(<LineMapsPage />, { route: 'line-maps' });
    expect(screen.getByRole('heading', { level: 1, name: 'Line Maps' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Flights from London' })).toBeVisible();
    await screen.findByRole('group', { name: 'World map: flights from London' });
    await screen.findByRole('button', { name: 'Zoom in' });
    expect(arcs()).toHaveLength(12);
    expect(document.querySelectorAll('[data-slot="city"]')).toHaveLength(19);

    const list = screen.getByRole('region', { name: 'Destinations from London' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Kyiv',
      'Bern',
      'Stockholm',
      'Madrid',
      'Ljubljana',
      'Bratislava',
      'Belgrade',
      'Moscow',
      'Lisbon',
      'Vilnius',
      'Reykjavik',
      'New York',
    ]);
    expect(screen.getByRole('button', { name: 'Show flights from London' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('switches to Vilnius and back with the control', async () => {
    const { user } = renderWithRouter(<LineMapsPage />, { route: 'line-maps' });
    await screen.findByRole('button', { name: 'Zoom in' });
    const control = screen.getAllByRole('button', { name: 'Show flights from Vilnius' })[0]!;
    expect(control).toHaveAttribute('data-slot', 'button');
    await user.click(control);
    expect(screen.getByRole('heading', { level: 2, name: 'Flights from Vilnius' })).toBeVisible();
    expect(arcs()).toHaveLength(11);
    expect(screen.getByRole('group', { name: 'World map: flights from Vilnius' })).toBeVisible();
    const list = screen.getByRole('region', { name: 'Destinations from Vilnius' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);

    await user.click(screen.getAllByRole('button', { name: 'Show flights from London' })[0]!);
    expect(arcs()).toHaveLength(12);
  });

  it('selects a city with flights from its marker, by click or keyboard', async () => {
    const { user } = renderWithRouter(<LineMapsPage />, { route: 'line-maps' });
    await screen.findByRole('button', { name: 'Zoom in' });
    const vilnius = document.querySelector('[data-slot="city"][data-city="vilnius"]')!;
    expect(vilnius).toHaveAttribute('role', 'button');
    expect(vilnius).toHaveAttribute('aria-pressed', 'false');
    await user.click(vilnius);
    expect(vilnius).toHaveAttribute('aria-pressed', 'true');
    expect(arcs()).toHaveLength(11);

    const london = document.querySelector<SVGGElement>('[data-slot="city"][data-city="london"]')!;
    act(() => london.focus());
    await user.keyboard('{Enter}');
    expect(arcs()).toHaveLength(12);
    // Cities without flights are plain marks.
    const paris = document.querySelector('[data-slot="city"][data-city="paris"]')!;
    expect(paris).not.toHaveAttribute('role');
    expect(paris).toHaveAttribute('aria-hidden', 'true');
  });
});
