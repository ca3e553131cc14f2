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
    const args = { request: new Request('http://localhost/admin/page') };
    await expect(route.loader(args)).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(route.loader(args)).resolves.toBeNull();
    await route.loader(args);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks the start-up script for the route’s chunks before importing the page', async () => {
    const asked: string[] = [];
    window.__tesseraPreloadRoute = (pathname) => asked.push(pathname);
    try {
      const load = vi.fn().mockResolvedValue({ default: () => <p>page</p> });
      const route = lazyPage(load, 1000);
      await route.loader({ request: new Request('http://localhost/admin/users/7?tab=2') });
      expect(asked).toEqual(['/admin/users/7']);
      // Once the page is loaded there is nothing to ask for.
      await route.loader({ request: new Request('http://localhost/admin/users/8') });
      expect(asked).toEqual(['/admin/users/7']);
    } finally {
      delete window.__tesseraPreloadRoute;
    }
  });
});
