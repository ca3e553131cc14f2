import type { ChartData } from 'chart.js';

import { palette } from '@/config/palette';

import { chartColor, resolveDataColors } from './chart-colors';

describe('chartColor', () => {
  it('turns palette names into hex, with alpha into rgba', () => {
    expect(chartColor('primary')).toBe(palette.primary);
    expect(chartColor('info', 0.6)).toBe('rgba(74, 178, 227, 0.6)');
    expect(chartColor('#fff', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
    expect(chartColor('danger', 1)).toBe(palette.danger);
  });

  it('reads an opacity in percent after a palette name, and names from the palette it is given', () => {
    expect(chartColor('info/60')).toBe('rgba(74, 178, 227, 0.6)');
    expect(chartColor('primary/100')).toBe(palette.primary);
    const violet = { ...palette, primary: '#b59dff' };
    expect(chartColor('primary', undefined, violet)).toBe('#b59dff');
    expect(chartColor('primary/50', undefined, violet)).toBe('rgba(181, 157, 255, 0.5)');
    expect(chartColor('nothing/50')).toBe('nothing/50');
  });

  it('leaves anything else alone', () => {
    expect(chartColor('transparent')).toBe('transparent');
    expect(chartColor('rgb(1, 2, 3)', 0.5)).toBe('rgb(1, 2, 3)');
  });
});

describe('resolveDataColors', () => {
  it('resolves palette names in colour fields, single or per point', () => {
    const data: ChartData = {
      labels: ['a', 'b'],
      datasets: [
        {
          label: 'one',
          data: [1, 2],
          backgroundColor: ['primary', 'warning'],
          borderColor: 'info',
        },
        { label: 'two', data: [3, 4], backgroundColor: '#123456' },
      ],
    };
    const resolved = resolveDataColors(data);
    expect(resolved.datasets[0]).toMatchObject({
      backgroundColor: [palette.primary, palette.warning],
      borderColor: palette.info,
      data: [1, 2],
    });
    // Nothing to resolve: the same dataset object, so Chart.js can update it in place.
    expect(resolved.datasets[1]).toBe(data.datasets[1]);
    expect(data.datasets[0]!.backgroundColor).toEqual(['primary', 'warning']);
  });
});
