import {
  CHART_KINDS,
  chartJsType,
  defaultChartOptions,
  isChartKind,
  mergeOptions,
  type ChartTheme,
} from './chart-options';

const theme: ChartTheme = {
  text: '#e6e9ec',
  mutedText: '#a5adb5',
  grid: '#2a2f35',
  surface: '#1b1e22',
  fontFamily: 'Source Sans 3 Variable',
};

describe('chart kinds', () => {
  it('knows the six chart kinds and their Chart.js types', () => {
    expect(CHART_KINDS).toEqual([
      'pie',
      'donut',
      'bubble',
      'line',
      'horizontal-bar',
      'vertical-bar',
    ]);
    expect(isChartKind('donut')).toBe(true);
    expect(isChartKind('radar')).toBe(false);
    expect(isChartKind(undefined)).toBe(false);
    expect(chartJsType.donut).toBe('doughnut');
    expect(chartJsType['horizontal-bar']).toBe('bar');
  });
});

describe('mergeOptions', () => {
  it('merges nested objects and replaces everything else, without changing its inputs', () => {
    const base = { a: { b: 1, c: { d: 2 } }, list: [1, 2], flag: true };
    const override = { a: { c: { e: 3 } }, list: [9], flag: false, extra: undefined };
    expect(mergeOptions(base, override)).toEqual({
      a: { b: 1, c: { d: 2, e: 3 } },
      list: [9],
      flag: false,
    });
    expect(base).toEqual({ a: { b: 1, c: { d: 2 } }, list: [1, 2], flag: true });
    expect(mergeOptions(base, undefined)).toBe(base);
  });
});

describe('defaultChartOptions', () => {
  it('puts the legend at the bottom with point-style markers and theme colours', () => {
    const options = defaultChartOptions('pie', { theme, reducedMotion: false, locale: 'es' });
    expect(options).toMatchObject({
      responsive: true,
      maintainAspectRatio: false,
      locale: 'es',
      color: theme.text,
      plugins: {
        legend: {
          position: 'bottom',
          labels: { usePointStyle: true, padding: 20, color: theme.text },
        },
      },
      elements: { arc: { borderColor: theme.surface } },
    });
    expect(options.scales).toBeUndefined();
    expect(options.animation).toBeUndefined();
  });

  it('gives axes the theme colours, turns horizontal bars sideways and honours reduced motion', () => {
    const options = defaultChartOptions('horizontal-bar', {
      theme,
      reducedMotion: true,
      locale: 'en',
    });
    expect(options).toMatchObject({
      indexAxis: 'y',
      animation: false,
      scales: {
        x: { ticks: { color: theme.mutedText }, grid: { color: theme.grid } },
        y: { ticks: { color: theme.mutedText }, grid: { color: theme.grid } },
      },
    });
    expect(
      defaultChartOptions('vertical-bar', { theme, reducedMotion: false, locale: 'en' }),
    ).not.toHaveProperty('indexAxis');
  });

  it('reads right to left in Arabic: legend and tooltip text, and mirrored axes', () => {
    const options = defaultChartOptions('vertical-bar', {
      theme,
      reducedMotion: false,
      locale: 'ar',
      dir: 'rtl',
    });
    expect(options).toMatchObject({
      plugins: {
        legend: { rtl: true, textDirection: 'rtl' },
        tooltip: { rtl: true, textDirection: 'rtl' },
      },
      scales: { x: { reverse: true }, y: { position: 'right' } },
    });
    const ltr = defaultChartOptions('vertical-bar', { theme, reducedMotion: false, locale: 'en' });
    expect(ltr.plugins?.legend).not.toHaveProperty('rtl');
    expect(ltr.scales?.x).not.toHaveProperty('reverse');
  });
});
