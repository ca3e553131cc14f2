import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LeafletMap } from '.';
import { probeTile } from './tile-probe';

// jsdom loads no images: the one-tile probe answers as the test says.
vi.mock('./tile-probe', () => ({ probeTile: vi.fn() }));
const probe = vi.mocked(probeTile);

function deferred() {
  let resolve!: (ok: boolean) => void;
  const promise = new Promise<boolean>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  probe.mockReset();
});

const tileImages = (container: HTMLElement) => container.querySelectorAll('img.leaflet-tile');

describe('LeafletMap', () => {
  it('shows the demo view: a named, described, focusable map with a marker and its popup open', async () => {
    probe.mockReturnValue(new Promise(() => {}));
    const { container } = render(<LeafletMap />);
    const map = await screen.findByRole('region', { name: 'Leaflet map' });
    expect(map).toHaveAttribute('tabindex', '0');
    expect(map).toHaveAccessibleDescription(
      /central London at zoom level 13 .* A pretty CSS3 popup\. Easily customizable\. Focus the map, then use the arrow keys/,
    );
    expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('title', 'Zoom in');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marker near Westminster, London' })).toHaveAttribute(
      'src',
      expect.stringMatching(/marker-icon/),
    );
    await waitFor(() => expect(container.querySelector('.leaflet-popup')).not.toBeNull());
    expect(container.querySelector('.leaflet-popup-content')).toHaveTextContent(
      'A pretty CSS3 popup.Easily customizable.',
    );
    expect(screen.getByRole('button', { name: 'Close popup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leaflet' })).toHaveAttribute(
      'title',
      'Leaflet, a JavaScript library for interactive maps',
    );
    // Nothing asked for yet but the one probe tile, at the centre of the view.
    expect(probe).toHaveBeenCalledWith('https://tile.openstreetmap.org/13/4093/2724.png');
    expect(tileImages(container)).toHaveLength(0);
  });

  it('adds the tile layer (with its attribution) once the probe tile arrives', async () => {
    probe.mockResolvedValue(true);
    const onTilesStatusChange = vi.fn();
    const { container } = render(
      <LeafletMap
        tileUrl="https://tiles.example/{z}/{x}/{y}.png"
        tileAttribution='&copy; <a href="https://tiles.example">Example</a>'
        onTilesStatusChange={onTilesStatusChange}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Example' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="leaflet-map"]')).toHaveAttribute(
      'data-tiles',
      'ready',
    );
    // Reported from an effect, which may run after the commit that findBy* saw.
    await waitFor(() =>
      expect(onTilesStatusChange.mock.calls.map((call: unknown[]) => call[0])).toEqual([
        'loading',
        'ready',
      ]),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the tiles could not load when the probe fails, and tries again on request', async () => {
    const user = userEvent.setup();
    probe.mockResolvedValueOnce(false);
    const { container } = render(<LeafletMap />);
    // The status region is there (empty) from the start: wait for its text, not for it.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The map tiles could not be loaded'),
    );
    // The map still works without tiles.
    expect(screen.getByRole('region', { name: 'Leaflet map' })).toBeInTheDocument();
    expect(tileImages(container)).toHaveLength(0);

    const next = deferred();
    probe.mockReturnValueOnce(next.promise);
    await user.click(screen.getByRole('button', { name: 'Load the tiles again' }));
    expect(probe).toHaveBeenCalledTimes(2);
    // The notice (and the focused button) stay while the retry runs.
    expect(screen.getByRole('button', { name: 'Load the tiles again' })).toHaveFocus();
    next.resolve(true);
    await waitFor(() =>
      expect(container.querySelector('[data-slot="leaflet-map"]')).toHaveAttribute(
        'data-tiles',
        'ready',
      ),
    );
    expect(container.querySelector('[data-slot="leaflet-map"]')).toHaveAttribute(
      'data-tiles',
      'ready',
    );
  });

  it('asks for no tile at all while the browser is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<LeafletMap />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('could not be loaded'),
    );
    expect(probe).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Load the tiles again' })).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  it('refreshes its size when its container resizes (a hidden tab shown again)', async () => {
    probe.mockReturnValue(new Promise(() => {}));
    const observed: Element[] = [];
    let notify = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    try {
      const { default: L } = await import('leaflet');
      const invalidate = vi.spyOn(L.Map.prototype, 'invalidateSize');
      render(<LeafletMap />);
      const map = await screen.findByRole('region', { name: 'Leaflet map' });
      expect(observed).toContain(map);
      invalidate.mockClear();
      notify();
      expect(invalidate).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
