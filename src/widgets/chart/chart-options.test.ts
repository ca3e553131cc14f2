import type { TooltipItem } from 'chart.js';

import { createFormatter } from '@/lib/format';

import {
  CHART_KINDS,
  chartJsType,
  defaultChartOptions,
  isChartKind,
  mergeOptions,
  tooltipLabel,
  type ChartTheme,
} from './chart-options';

const theme: ChartTheme = {
  primary: '#4ae387',
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
    const options = defaultChartOptions('pie', {
      theme,
      reducedMotion: false,
      format: createFormatter('es'),
    });
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
      format: createFormatter('en'),
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
      defaultChartOptions('vertical-bar', {
        theme,
        reducedMotion: false,
        format: createFormatter('en'),
      }),
    ).not.toHaveProperty('indexAxis');
  });

  it('reads right to left in Arabic: legend and tooltip text, and mirrored axes', () => {
    const options = defaultChartOptions('vertical-bar', {
      theme,
      reducedMotion: false,
      format: createFormatter('ar'),
      dir: 'rtl',
    });
    expect(options).toMatchObject({
      plugins: {
        legend: { rtl: true, textDirection: 'rtl' },
        tooltip: { rtl: true, textDirection: 'rtl' },
      },
      scales: { x: { reverse: true }, y: { position: 'right' } },
    });
    const ltr = defaultChartOptions('vertical-bar', {
      theme,
      reducedMotion: false,
      format: createFormatter('en'),
    });
    expect(ltr.plugins?.legend).not.toHaveProperty('rtl');
    expect(ltr.scales?.x).not.toHaveProperty('reverse');
  });
});

describe('numbers on axes and in tooltips', () => {
  type Tick = (this: unknown, value: number | string) => string;
  const item = (fields: object) => fields as TooltipItem<'bar'>;

  it('writes value ticks with the formatter and keeps category labels', () => {
    const options = defaultChartOptions('vertical-bar', {
      theme,
      reducedMotion: false,
      format: createFormatter('es'),
    });
    const tick = (options.scales!.y!.ticks as unknown as { callback: Tick }).callback;
    expect(tick.call({ type: 'linear' }, 12345.5)).toBe('12.345,5');
    expect(
      tick.call({ type: 'category', getLabelForValue: (index: number) => ['Ene'][index] }, 0),
    ).toBe('Ene');
  });

  it('writes tooltip values with the formatter, per kind', () => {
    const es = createFormatter('es');
    expect(
      tooltipLabel(
        'vertical-bar',
        es,
      )(item({ parsed: { x: 0, y: 1234.5 }, dataset: { label: 'USA' }, label: 'Ene' })),
    ).toBe('USA: 1234,5');
    expect(
      tooltipLabel(
        'horizontal-bar',
        es,
      )(item({ parsed: { x: 12000, y: 0 }, dataset: { label: 'USA' }, label: 'Ene' })),
    ).toBe('USA: 12.000');
    expect(tooltipLabel('pie', es)(item({ parsed: 0.5, dataset: {}, label: 'Asia' }))).toBe(
      'Asia: 0,5',
    );
    expect(
      tooltipLabel(
        'bubble',
        createFormatter('en'),
      )(
        item({
          parsed: { x: 1, y: 2000, _custom: 3 },
          raw: { x: 1, y: 2000, r: 3 },
          dataset: { label: 'Canada' },
        }),
      ),
    ).toBe('Canada: (1, 2,000, 3)');
  });
});
