// @vitest-environment jsdom
import {
  googleAuthFailed,
  googleMapsScriptUrl,
  isGoogleMapsLoaded,
  loadGoogleMapsApi,
  resetGoogleMapsLoader,
  subscribeGoogleAuthFailure,
} from './google-maps-loader';

const scripts = () => [...document.head.querySelectorAll('script')];
type TestWindow = Window & Record<string, unknown> & { gm_authFailure?: () => void };
const testWindow = () => window as unknown as TestWindow;

/** What the real script does when it has run: install the API, then call our callback. */
function googleAnswers(script: HTMLScriptElement) {
  testWindow().google = { maps: { importLibrary: () => Promise.resolve({}) } };
  const callback = new URL(script.src).searchParams.get('callback')!;
  (testWindow()[callback] as () => void)();
}

afterEach(() => {
  resetGoogleMapsLoader();
  vi.useRealTimers();
});

describe('googleMapsScriptUrl', () => {
  it('carries the key, the language, the async bootstrap and the callback', () => {
    const url = new URL(googleMapsScriptUrl({ key: 'k y', language: 'pt-BR', callback: 'cb' }));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'k y',
      loading: 'async',
      callback: 'cb',
      language: 'pt-BR',
    });
  });
});

describe('loadGoogleMapsApi', () => {
  it('adds one script and resolves when Google calls back', async () => {
    const first = loadGoogleMapsApi({ key: 'abc', language: 'en' });
    const again = loadGoogleMapsApi({ key: 'abc', language: 'en' });
    expect(again).toBe(first);
    expect(scripts()).toHaveLength(1);
    googleAnswers(scripts()[0]!);
    await expect(first).resolves.toBeUndefined();
    expect(isGoogleMapsLoaded()).toBe(true);
    // Loaded: later calls resolve without a new script.
    await expect(loadGoogleMapsApi({ key: 'other' })).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script fails, removes it, and can try again', async () => {
    const attempt = loadGoogleMapsApi({ key: 'abc' });
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('could not load');
    expect(scripts()).toHaveLength(0);

    const retry = loadGoogleMapsApi({ key: 'abc' });
    expect(retry).not.toBe(attempt);
    expect(scripts()).toHaveLength(1);
    googleAnswers(scripts()[0]!);
    await expect(retry).resolves.toBeUndefined();
  });

  it('gives up on a script that never answers', async () => {
    vi.useFakeTimers();
    const attempt = loadGoogleMapsApi({ key: 'abc', timeoutMs: 1000 });
    vi.advanceTimersByTime(1000);
    await expect(attempt).rejects.toThrow('in time');
    expect(scripts()).toHaveLength(0);
  });

  it('replaces a pending attempt when another key is tried', () => {
    void loadGoogleMapsApi({ key: 'one' }).catch(() => {});
    void loadGoogleMapsApi({ key: 'two' }).catch(() => {});
    expect(scripts().map((script) => new URL(script.src).searchParams.get('key'))).toEqual(['two']);
  });

  it('reports Google refusing the key (gm_authFailure)', () => {
    const listener = vi.fn();
    subscribeGoogleAuthFailure(listener);
    void loadGoogleMapsApi({ key: 'bad' }).catch(() => {});
    expect(googleAuthFailed()).toBe(false);
    testWindow().gm_authFailure!();
    expect(googleAuthFailed()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });
});
