/**
 * mulberry32: a tiny, fast, seedable 32-bit PRNG; returns floats in [0, 1). The same seed gives
 * the same sequence everywhere, so demo data is identical in the browser and in the demo API.
 * No imports: the front end bundles this file too.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
