import {
  distanceBehind,
  headIndex,
  hexToHsl,
  PRE_LOADER_DOTS,
  preLoaderFrame,
  T_PATH,
  tailLightness,
} from './pre-loader-path';

describe('pre-loader path', () => {
  it('has 24 distinct positions, each one grid step from the next (closed loop)', () => {
    expect(T_PATH).toHaveLength(PRE_LOADER_DOTS);
    expect(new Set(T_PATH.map(([x, y]) => `${x},${y}`)).size).toBe(24);
    T_PATH.forEach(([x, y], index) => {
      const [nx, ny] = T_PATH[(index + 1) % T_PATH.length]!;
      expect(Math.abs(nx - x) + Math.abs(ny - y)).toBe(1);
    });
  });

  it('moves the head one position per step and wraps after 24', () => {
    expect(headIndex(0)).toBe(0);
    expect(headIndex(1)).toBe(1);
    expect(headIndex(23)).toBe(23);
    expect(headIndex(24)).toBe(0);
    expect(headIndex(50)).toBe(2);
  });

  it('measures distance behind the head around the loop', () => {
    expect(distanceBehind(5, 5)).toBe(0);
    expect(distanceBehind(4, 5)).toBe(1);
    expect(distanceBehind(23, 1)).toBe(2);
    expect(distanceBehind(6, 5)).toBe(23);
  });

  it('lightens the tail in equal steps from the colour to the resting lightness', () => {
    expect(tailLightness(0, 60, 92)).toBe(60);
    expect(tailLightness(1, 60, 92)).toBe(64);
    expect(tailLightness(7, 60, 92)).toBe(88);
    expect(tailLightness(8, 60, 92)).toBe(92);
    const steps = [1, 2, 3, 4, 5, 6, 7].map((d) => tailLightness(d, 60, 92));
    steps.slice(1).forEach((value, index) => expect(value).toBeGreaterThan(steps[index]!));
  });

  it('reads the palette green', () => {
    expect(hexToHsl('#4ae387')).toEqual({ h: 144, s: 73, l: 59 });
  });

  it('draws a big head, a seven-dot tail and resting dots', () => {
    const frame = preLoaderFrame(3, 96, { h: 144, s: 73, l: 59 });
    expect(frame).toHaveLength(24);
    const head = frame.at(-1)!;
    expect(head.radius).toBe(8);
    expect(head.color).toBe('hsl(144 73% 59%)');
    expect(frame.filter((dot) => dot.radius === 4)).toHaveLength(23);
    const colors = new Set(frame.slice(0, 16).map((dot) => dot.color));
    expect(colors.size).toBe(1);
    expect(new Set(frame.slice(16).map((dot) => dot.color)).size).toBe(8);
  });
});
