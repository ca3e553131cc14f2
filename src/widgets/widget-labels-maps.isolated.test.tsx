import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

import { GoogleMap } from '@/widgets/google-map';
import { LeafletMap } from '@/widgets/leaflet-map';
import { MapUnavailable, type MapUnavailableLabels } from '@/widgets/map-unavailable';
import { YandexMap } from '@/widgets/yandex-map';

// The maps' share of widget-labels.test.tsx: each case overrides every string a map shows or
// announces through `labels` and finds the overrides on screen. jsdom runs neither provider's
// API nor loads a tile: the Yandex components record their props, the tile probe answers "no".

const placemark = vi.hoisted(() => ({ props: undefined as Record<string, unknown> | undefined }));
vi.mock('@pbe/react-yandex-maps', () => {
  const none = () => null;
  return {
    YMaps: ({ children }: { children: ReactNode }) => <>{children}</>,
    Map: ({ children }: { children: ReactNode }) => <div>{children}</div>,
    Placemark: (props: Record<string, unknown>) => {
      placemark.props = props;
      return null;
    },
    TrafficControl: none,
    ZoomControl: none,
    GeolocationControl: none,
    FullscreenControl: none,
    SearchControl: none,
  };
});
vi.mock('@/widgets/leaflet-map/tile-probe', () => ({ probeTile: () => Promise.resolve(false) }));

const unavailableLabels: MapUnavailableLabels = {
  title: (reason, service) => `${service}: ${reason}`,
  body: (reason) => `Because ${reason}`,
  yourKey: 'KEY',
  retry: 'Again',
  getKey: (service) => `Key for ${service}`,
  newTab: '(new tab)',
  tryKey: 'Test a key',
  showMap: 'Map it',
  tryKeyHint: 'Not saved',
  tryKeyEmpty: 'Type a key',
};

describe('labels override every text: maps', () => {
  it('MapUnavailable', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <MapUnavailable
        service="Atlas"
        reason="missingKey"
        envVariable="ATLAS_KEY"
        keyPageUrl="https://example.com/key"
        onTryKey={() => {}}
        labels={unavailableLabels}
      />,
    );
    const card = screen.getByRole('group', { name: 'Atlas: missingKey' });
    expect(within(card).getByText('Because missingKey')).toBeInTheDocument();
    expect(within(card).getByText('ATLAS_KEY=KEY')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Key for Atlas (new tab)' })).toBeVisible();
    expect(within(card).getByText('Not saved')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Map it' }));
    expect(within(card).getByRole('textbox', { name: 'Test a key' })).toHaveAccessibleDescription(
      'Type a key',
    );
    rerender(
      <MapUnavailable
        service="Atlas"
        reason="loadFailed"
        envVariable="ATLAS_KEY"
        onRetry={() => {}}
        labels={unavailableLabels}
      />,
    );
    expect(screen.getByRole('button', { name: 'Again' })).toBeInTheDocument();
  });

  it('GoogleMap', () => {
    const labels = {
      map: 'Road atlas',
      description: 'Roads of Ontario',
      loading: 'Fetching',
      service: 'Gmaps',
      title: (_reason: string, service: string) => `${service} wants a key`,
    };
    const { rerender } = render(<GoogleMap labels={labels} />);
    expect(screen.getByRole('group', { name: 'Gmaps wants a key' })).toBeInTheDocument();
    rerender(<GoogleMap apiKey="abc" labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching');
    expect(screen.getByRole('region', { name: 'Road atlas' })).toHaveAccessibleDescription(
      'Roads of Ontario',
    );
  });

  it('YandexMap', () => {
    const labels = {
      map: 'Satellite',
      description: 'Fields near Moscow',
      loading: 'Fetching',
      service: 'Ymaps',
      balloonTitle: 'Pin',
      balloonBody: 'A place',
      hint: 'Hover text',
      title: (_reason: string, service: string) => `${service} wants a key`,
    };
    const { rerender } = render(<YandexMap labels={labels} />);
    expect(screen.getByRole('group', { name: 'Ymaps wants a key' })).toBeInTheDocument();
    rerender(<YandexMap apiKey="abc" labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching');
    expect(screen.getByRole('region', { name: 'Satellite' })).toHaveAccessibleDescription(
      'Fields near Moscow',
    );
    expect(placemark.props?.properties).toEqual({
      balloonContent: '<strong>Pin</strong><br>A place',
      hintContent: 'Hover text',
    });
  });

  it('LeafletMap', async () => {
    const { container } = render(
      <LeafletMap
        labels={{
          map: 'Street map',
          description: 'Streets of London.',
          keyboard: 'Arrows pan.',
          marker: 'Pin in London',
          popupLine1: 'First line',
          popupLine2: 'Second line',
          zoomIn: 'Closer',
          zoomOut: 'Farther',
          leafletTitle: 'The library',
          closePopup: 'Shut',
          tilesFailed: 'No tiles',
          retryTiles: 'Tiles again',
        }}
      />,
    );
    const map = await screen.findByRole('region', { name: 'Street map' });
    expect(map).toHaveAccessibleDescription('Streets of London. Arrows pan.');
    expect(screen.getByRole('button', { name: 'Closer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Farther' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pin in London' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leaflet' })).toHaveAttribute('title', 'The library');
    await waitFor(() =>
      expect(container.querySelector('.leaflet-popup-content')).toHaveTextContent(
        'First lineSecond line',
      ),
    );
    expect(screen.getByRole('button', { name: 'Shut' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No tiles'));
    expect(screen.getByRole('button', { name: 'Tiles again' })).toBeInTheDocument();
  });
});
