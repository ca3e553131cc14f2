import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';

import { YandexMap } from '.';

// jsdom cannot run the Yandex API: the library's components become plain elements that record
// their props, and `loaded` stands for the API arriving (the Map's onLoad).
const seen = vi.hoisted(() => ({
  providers: [] as Record<string, unknown>[],
  map: undefined as Record<string, unknown> | undefined,
  placemark: undefined as Record<string, unknown> | undefined,
  controls: [] as string[],
}));
vi.mock('@pbe/react-yandex-maps', () => {
  const control = (name: string) => () => {
    seen.controls.push(name);
    return null;
  };
  return {
    YMaps: ({ children, ...props }: { children: ReactNode }) => {
      seen.providers.push(props);
      return <>{children}</>;
    },
    Map: ({ children, ...props }: { children: ReactNode }) => {
      seen.map = props;
      return <div data-testid="yandex-map-view">{children}</div>;
    },
    Placemark: (props: Record<string, unknown>) => {
      seen.placemark = props;
      return null;
    },
    TrafficControl: control('traffic'),
    ZoomControl: control('zoom'),
    GeolocationControl: control('geolocation'),
    FullscreenControl: control('fullscreen'),
    SearchControl: control('search'),
  };
});

function scriptFailure() {
  const script = document.createElement('script');
  script.src = 'https://api-maps.yandex.ru/2.1/?lang=en_US';
  const reason = new Event('error');
  script.dispatchEvent(reason);
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
  return event;
}

const loaded = () =>
  act(() => {
    (seen.map!.onLoad as () => void)();
  });

function Page({ configuredKey }: { configuredKey?: string }) {
  const [tried, setTried] = useState<string>();
  return <YandexMap apiKey={tried ?? configuredKey} onTryKey={setTried} />;
}

afterEach(() => {
  seen.providers = [];
  seen.map = undefined;
  seen.placemark = undefined;
  seen.controls = [];
});

describe('YandexMap', () => {
  it('without a key shows how to configure one and renders no map (so no request)', () => {
    render(<Page />);
    expect(screen.getByRole('group', { name: 'Yandex Maps needs an API key' })).toHaveTextContent(
      'VITE_YANDEX_MAPS_API_KEY=your-key',
    );
    expect(seen.providers).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('shows the demo hybrid map with its controls and placemark once the API arrives', () => {
    render(<YandexMap apiKey="abc" />);
    expect(seen.providers[0]).toEqual({ query: { apikey: 'abc', lang: 'en_US' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    loaded();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const region = screen.getByRole('region', { name: 'Yandex map' });
    expect(region).toHaveAccessibleDescription(/latitude 55\.2, longitude 38\.8/);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(seen.map!.defaultState).toEqual({
      center: [55.2, 38.8],
      zoom: 8,
      type: 'yandex#hybrid',
      behaviors: ['default'],
      controls: [],
    });
    expect([...new Set(seen.controls)]).toEqual([
      'traffic',
      'zoom',
      'geolocation',
      'fullscreen',
      'search',
    ]);
    expect(seen.placemark).toMatchObject({
      geometry: [54.8, 38.9],
      properties: {
        balloonContent: '<strong>A placemark</strong><br>Balloons show details about a place.',
      },
    });
  });

  it('catches the failed script load and offers Retry, which starts a fresh provider', async () => {
    const user = userEvent.setup();
    render(<YandexMap apiKey="abc" />);
    let event: Event | undefined;
    act(() => {
      event = scriptFailure();
    });
    expect(event!.defaultPrevented).toBe(true);
    expect(
      screen.getByRole('group', { name: 'Yandex Maps could not be reached' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('yandex-map-view')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByTestId('yandex-map-view')).toBeInTheDocument();
    loaded();
    expect(screen.getByRole('region', { name: 'Yandex map' })).toBeInTheDocument();
  });

  it('gives up on an API that never arrives', () => {
    vi.useFakeTimers();
    try {
      render(<YandexMap apiKey="abc" loadTimeoutMs={1000} />);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(
        screen.getByRole('group', { name: 'Yandex Maps could not be reached' }),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders the map with a key tried in the tab', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.type(screen.getByRole('textbox', { name: 'Try a key in this tab' }), 'tried');
    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    expect(seen.providers.at(-1)).toEqual({ query: { apikey: 'tried', lang: 'en_US' } });
    act(() => {
      scriptFailure();
    });
    const card = await screen.findByRole('group', { name: 'Yandex Maps could not be reached' });
    await waitFor(() => expect(card).toHaveFocus());
  });
});
