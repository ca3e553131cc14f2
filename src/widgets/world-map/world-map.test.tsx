import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MapArcs } from './map-arcs';
import { MapBubbles, type MapBubble } from './map-bubbles';
import { loadWorldGeometry, type WorldGeometry } from './world-geometry';
import { WorldMap } from './world-map';

const bubbles: MapBubble[] = [
  { id: 'FR', coordinates: [2, 46], size: 20, color: 'red', label: 'France: 63' },
  { id: 'US', coordinates: [-97, 38], size: 40, color: 'blue', label: 'United States: 313' },
  { id: 'CN', coordinates: [105, 35], size: 70, color: 'green', label: 'China: 1,347' },
];

function transform() {
  return document.querySelector('[data-slot="world-map-content"]')?.getAttribute('transform');
}

describe('WorldMap', () => {
  it('loads the world, then draws land, borders and its layers', async () => {
    render(
      <WorldMap label="Test map">
        <MapBubbles bubbles={bubbles} label="Countries" />
      </WorldMap>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    expect(await screen.findByRole('group', { name: 'Countries' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const map = screen.getByRole('group', { name: 'Test map' });
    expect(map).toHaveAccessibleDescription(/arrow keys/);
    expect(document.querySelector('[data-slot="world-map-land"]')?.getAttribute('d')).toMatch(/^M/);
    expect(document.querySelectorAll('[data-slot="bubble"]')).toHaveLength(3);
  });

  it('zooms and pans with the buttons and the keyboard, and resets', async () => {
    const user = userEvent.setup();
    render(<WorldMap label="Test map" />);
    const zoomIn = await screen.findByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const reset = screen.getByRole('button', { name: 'Reset zoom' });
    expect(transform()).toBe('translate(0 0) scale(1)');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');

    await user.click(zoomIn);
    expect(transform()).toBe('translate(-240 -125) scale(1.5)');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'false');

    screen.getByRole('group', { name: 'Test map' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(transform()).toBe('translate(-300 -125) scale(1.5)');
    await user.keyboard('+');
    expect(transform()).toMatch(/scale\(2\.25\)/);
    await user.keyboard('-');
    expect(transform()).toMatch(/scale\(1\.5\)/);
    await user.keyboard('0');
    expect(transform()).toBe('translate(0 0) scale(1)');

    await user.click(zoomIn);
    await user.click(reset);
    expect(transform()).toBe('translate(0 0) scale(1)');
    // Zoomed out fully: the map cannot go further, nor pan.
    await user.click(zoomOut);
    screen.getByRole('group', { name: 'Test map' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(transform()).toBe('translate(0 0) scale(1)');
  });

  it('opens at its default zoom and centre, and resets to them', async () => {
    const user = userEvent.setup();
    render(<WorldMap label="Test map" defaultZoom={2} defaultCenter={[0, 0]} />);
    const reset = await screen.findByRole('button', { name: 'Reset zoom' });
    const home = transform();
    expect(home).toMatch(/scale\(2\)$/);
    expect(reset).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(transform()).toMatch(/scale\(3\)$/);
    await user.click(reset);
    expect(transform()).toBe(home);
    screen.getByRole('group', { name: 'Test map' }).focus();
    await user.keyboard('{ArrowUp}0');
    expect(transform()).toBe(home);
  });

  it('keeps bubbles the same size on screen while zooming', async () => {
    const user = userEvent.setup();
    render(
      <WorldMap>
        <MapBubbles bubbles={bubbles} label="Countries" />
      </WorldMap>,
    );
    const china = await screen.findByRole('img', { name: 'China: 1,347' });
    expect(china).toHaveAttribute('r', '35');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(Number(china.getAttribute('r'))).toBeCloseTo(35 / 1.5);
  });

  it('makes the bubbles one tab stop with arrow keys, and shows the tooltip on focus', async () => {
    const user = userEvent.setup();
    render(
      <WorldMap label="Test map">
        <MapBubbles bubbles={bubbles} label="Countries" />
      </WorldMap>,
    );
    const group = await screen.findByRole('group', { name: 'Countries' });
    const items = within(group).getAllByRole('img');
    expect(items.filter((item) => item.getAttribute('tabindex') === '0')).toHaveLength(1);

    await user.tab(); // the map
    await user.tab(); // the bubbles: the westernmost first
    expect(screen.getByRole('img', { name: 'United States: 313' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('United States: 313');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'France: 63' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('France: 63');
    await user.keyboard('{End}');
    expect(screen.getByRole('img', { name: 'China: 1,347' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'China: 1,347' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('img', { name: 'United States: 313' })).toHaveFocus();
    // The arrows move between bubbles, not the map.
    expect(transform()).toBe('translate(0 0) scale(1)');

    await user.tab(); // leaves the bubbles for the zoom buttons
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveFocus();
  });

  it('shows the tooltip on hover', async () => {
    const user = userEvent.setup();
    render(
      <WorldMap>
        <MapBubbles bubbles={bubbles} label="Countries" />
      </WorldMap>,
    );
    await user.hover(await screen.findByRole('img', { name: 'France: 63' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('France: 63');
    await user.unhover(screen.getByRole('img', { name: 'France: 63' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('draws arcs as great circles, thinner on screen as it zooms', async () => {
    render(
      <WorldMap>
        <MapArcs
          arcs={[
            { id: 'a', from: [0, 51], to: [-74, 40] },
            { id: 'b', from: [0, 51], to: [25, 54] },
          ]}
          color="blue"
          opacity={0.4}
        />
      </WorldMap>,
    );
    await screen.findByRole('button', { name: 'Zoom in' });
    const arcs = document.querySelectorAll('[data-slot="route-arc"]');
    expect(arcs).toHaveLength(2);
    expect(arcs[0]?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L/);
    expect(arcs[0]?.getAttribute('pathLength')).toBe('1');
  });

  it('shows an error with Retry when the map cannot load, and retries', async () => {
    const user = userEvent.setup();
    const geometry = await loadWorldGeometry();
    let fail = true;
    const load = vi.fn(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve<WorldGeometry>(geometry),
    );
    render(<WorldMap loadGeometry={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The map could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes its labels as props', async () => {
    render(
      <WorldMap
        label="Carte"
        loadGeometry={() => new Promise(() => {})}
        labels={{ loading: 'Chargement…', keyboardHint: 'Flèches' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.getByRole('group', { name: 'Carte' })).toHaveAccessibleDescription('Flèches');
    await act(async () => {});
  });
});
