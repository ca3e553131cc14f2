import { ChunkLoadError, lazyPage, withTimeout } from './lazy-page';

describe('withTimeout', () => {
  it('rejects with a ChunkLoadError when the chunk has not arrived in time', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 120_000);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
    vi.useRealTimers();
  });
});

describe('lazyPage', () => {
  it('forgets a failed load so that a retry fetches the chunk again', async () => {
    const Page = () => <p>page</p>;
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Page });
    const route = lazyPage(load, 1000);
    await expect(route.loader()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(route.loader()).resolves.toBeNull();
    await route.loader();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
