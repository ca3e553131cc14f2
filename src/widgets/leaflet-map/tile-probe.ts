/**
 * Loads one tile as an image and resolves true when it arrives, false when it fails or takes
 * longer than `timeoutMs`. The map asks for one tile before it adds the tile layer: offline (or
 * with a blocked tile server) that is one failed request, instead of one for every visible tile.
 * Online, the browser's cache then serves the same tile to the layer.
 */
export function probeTile(url: string, timeoutMs = 15_000): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      resolve(ok);
    };
    // The global timer, not `window`'s: it may fire after the page that asked has gone (a test's
    // document torn down included), and then has nothing of the window to reach for.
    const timer = setTimeout(() => finish(false), timeoutMs);
    image.onload = () => finish(true);
    image.onerror = () => finish(false);
    image.src = url;
  });
}
