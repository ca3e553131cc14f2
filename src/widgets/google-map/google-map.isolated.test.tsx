import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';

import { GoogleMap } from '.';
import { resetGoogleMapsLoader } from './google-maps-loader';

// jsdom cannot run Google's API: the library's components become plain elements.
const mapProps = vi.hoisted(() => ({ current: undefined as Record<string, unknown> | undefined }));
vi.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
  Map: (props: Record<string, unknown>): ReactNode => {
    mapProps.current = props;
    return <div data-testid="google-map-view" />;
  },
}));

const scripts = () => [...document.head.querySelectorAll('script')];
type TestWindow = Window & Record<string, unknown> & { gm_authFailure?: () => void };
const testWindow = () => window as unknown as TestWindow;

function googleAnswers() {
  const script = scripts().at(-1)!;
  testWindow().google = { maps: { importLibrary: () => Promise.resolve({}) } };
  const callback = new URL(script.src).searchParams.get('callback')!;
  (testWindow()[callback] as () => void)();
}

function Page({ configuredKey }: { configuredKey?: string }) {
  const [tried, setTried] = useState<string>();
  return <GoogleMap apiKey={tried ?? configuredKey} onTryKey={setTried} />;
}

afterEach(() => {
  resetGoogleMapsLoader();
  mapProps.current = undefined;
});

describe('GoogleMap', () => {
  it('without a key shows how to configure one and makes no request', () => {
    render(<Page />);
    expect(screen.getByRole('group', { name: 'Google Maps needs an API key' })).toHaveTextContent(
      'VITE_GOOGLE_MAPS_API_KEY=your-key',
    );
    expect(scripts()).toHaveLength(0);
    expect(screen.queryByTestId('google-map-view')).not.toBeInTheDocument();
  });

  it('loads the API for a key and shows the demo road map in a described region', async () => {
    const onStatusChange = vi.fn();
    render(<GoogleMap apiKey="abc" onStatusChange={onStatusChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    const src = new URL(scripts()[0]!.src);
    expect(src.searchParams.get('key')).toBe('abc');
    expect(src.searchParams.get('language')).toBe('en');

    act(() => {
      googleAnswers();
    });
    await screen.findByTestId('google-map-view');
    const region = screen.getByRole('region', { name: 'Google map' });
    expect(region).toHaveAccessibleDescription(/44\.5403, longitude −78\.5463/);
    expect(screen.getByTestId('google-map-view')).toBeInTheDocument();
    expect(mapProps.current).toMatchObject({
      defaultCenter: { lat: 44.5403, lng: -78.5463 },
      defaultZoom: 8,
      mapTypeId: 'roadmap',
    });
    // Reported from an effect, which may run after the commit that findBy* saw.
    await waitFor(() =>
      expect(onStatusChange.mock.calls.map((call: unknown[]) => call[0])).toEqual([
        'loading',
        'ready',
      ]),
    );
  });

  it('says the service could not be reached when the script fails, and Retry tries again', async () => {
    const user = userEvent.setup();
    render(<GoogleMap apiKey="abc" />);
    act(() => {
      scripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(
      await screen.findByRole('group', { name: 'Google Maps could not be reached' }),
    ).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(scripts()).toHaveLength(1);
    act(() => {
      googleAnswers();
    });
    expect(await screen.findByTestId('google-map-view')).toBeInTheDocument();
  });

  it('renders the map with a key tried in the tab (kept in memory by the page)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.type(screen.getByRole('textbox', { name: 'Try a key in this tab' }), 'tried-key');
    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    expect(new URL(scripts()[0]!.src).searchParams.get('key')).toBe('tried-key');
    act(() => {
      scripts()[0]!.dispatchEvent(new Event('error'));
    });
    // The failure follows the user's own action: focus goes to the card that explains it.
    const card = await screen.findByRole('group', { name: 'Google Maps could not be reached' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(window.localStorage.length).toBe(0);
  });

  it('explains a refused key when Google calls gm_authFailure', async () => {
    render(<GoogleMap apiKey="bad" />);
    act(() => {
      googleAnswers();
    });
    await screen.findByTestId('google-map-view');
    act(() => {
      testWindow().gm_authFailure!();
    });
    expect(
      screen.getByRole('group', { name: 'Google Maps rejected the API key' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('google-map-view')).not.toBeInTheDocument();
  });
});
