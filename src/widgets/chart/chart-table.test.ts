import { createFormatter } from '@/lib/format';

import { chartTableModel, type ChartTableHeadings } from './chart-table';

const headings: ChartTableHeadings = {
  label: 'Label',
  value: 'Value',
  dataset: 'Dataset',
  x: 'X value',
  y: 'Y value',
  radius: 'Radius',
};

describe('chartTableModel', () => {
  it('lists one row per label and one column per dataset', () => {
    const model = chartTableModel(
      'vertical-bar',
      {
        labels: ['Jan', 'Feb'],
        datasets: [
          { label: 'USA', data: [1200, 20] },
          { label: 'USSR', data: [50, null] },
        ],
      },
      headings,
      createFormatter('en'),
    );
    expect(model.head).toEqual(['Label', 'USA', 'USSR']);
    expect(model.rows).toEqual([
      { header: 'Jan', cells: ['1,200', '50'] },
      { header: 'Feb', cells: ['20', ''] },
    ]);
  });

  it('names an unlabelled dataset "Value" and formats numbers for the language', () => {
    const model = chartTableModel(
      'pie',
      { labels: ['Asia'], datasets: [{ data: [5267.5] }] },
      headings,
      createFormatter('es'),
    );
    expect(model.head).toEqual(['Label', 'Value']);
    expect(model.rows).toEqual([{ header: 'Asia', cells: ['5267,5'] }]);
  });

  it('lists each bubble with its dataset, x, y and radius', () => {
    const model = chartTableModel(
      'bubble',
      {
        datasets: [
          {
            label: 'Canada',
            data: [
              { x: 1, y: 2, r: 3 },
              { x: 4, y: 5, r: 6 },
            ],
          },
        ],
      },
      headings,
      createFormatter('en'),
    );
    expect(model.head).toEqual(['Dataset', 'X value', 'Y value', 'Radius']);
    expect(model.rows).toEqual([
      { header: 'Canada', cells: ['1', '2', '3'] },
      { header: 'Canada', cells: ['4', '5', '6'] },
    ]);
  });
});
