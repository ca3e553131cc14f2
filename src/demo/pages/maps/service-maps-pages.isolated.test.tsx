import { act, screen } from '@testing-library/react';

import { useAppStore } from '@/store/app-store';
import { renderWithRouter } from '@/test/render';

import GoogleMapsPage from './google-maps-page';
import LeafletMapsPage from './leaflet-maps-page';
import YandexMapsPage from './yandex-maps-page';

vi.mock('@vis.gl/react-google-maps', () => ({ APIProvider: () => null, Map: () => null }));
vi.mock('@pbe/react-yandex-maps', () => ({}));

const config = useAppStore.getState().config;
afterEach(() => act(() => useAppStore.setState({ config })));

describe('service map pages', () => {
  it('Google Maps: one h1, one card, and the missing-key card when no key is configured', () => {
    act(() =>
      useAppStore.setState({
        config: { ...config, mapsKeys: { google: undefined, yandex: undefined } },
      }),
    );
    renderWithRouter(<GoogleMapsPage />, { route: 'google-maps' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Google Maps' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Road map of Ontario, Canada' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Google Maps needs an API key' })).toBeInTheDocument();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('Yandex Maps: one h1, one card, and the missing-key card when no key is configured', () => {
    act(() =>
      useAppStore.setState({
        config: { ...config, mapsKeys: { google: undefined, yandex: undefined } },
      }),
    );
    renderWithRouter(<YandexMapsPage />, { route: 'yandex-maps' });
    expect(screen.getByRole('heading', { level: 1, name: 'Yandex Maps' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Hybrid map south-east of Moscow' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Yandex Maps needs an API key' })).toBeInTheDocument();
  });

  it('Leaflet Maps: one h1 and the map, with the tile service from the store', async () => {
    act(() =>
      useAppStore.setState({
        config: {
          ...config,
          mapTiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Example' },
        },
      }),
    );
    renderWithRouter(<LeafletMapsPage />, { route: 'leaflet-maps' });
    expect(screen.getByRole('heading', { level: 1, name: 'Leaflet Maps' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Leaflet map' })).toBeInTheDocument();
  });
});
