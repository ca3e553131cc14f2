import { screen, waitFor, within } from '@testing-library/react';
import type { ChartData } from 'chart.js';

import { renderWithRouter } from '@/test/render';

import ChartsPage from './charts-page';

// jsdom has no canvas: Chart.js is replaced by a canvas that keeps the chart's name.
const drawn = vi.hoisted(() => new Map<string, ChartData>());
vi.mock('react-chartjs-2', () => ({
  Chart: ({ data, ...canvas }: { data: ChartData; role?: string; 'aria-label'?: string }) => {
    drawn.set(canvas['aria-label'] ?? '', data);
    return <canvas role={canvas.role} aria-label={canvas['aria-label']} />;
  },
}));

describe('ChartsPage', () => {
  it('renders one h1 and six named charts in their cards', async () => {
    renderWithRouter(<ChartsPage />, { route: 'charts' });
    // Chart.js arrives in chunks of its own, after the page has painted.
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(6));
    expect(screen.getByRole('heading', { level: 1, name: 'Charts' })).toBeInTheDocument();
    const titles = [
      'Vertical Bar Chart',
      'Horizontal Bar Chart',
      'Line Chart',
      'Pie Chart',
      'Donut Chart',
      'Bubble Chart',
    ];
    for (const title of titles) {
      const card = screen.getByRole('region', { name: title });
      expect(within(card).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: title })).toBeInTheDocument();
    }
    expect(drawn.get('Vertical Bar Chart')?.labels).toHaveLength(12);
    expect(drawn.get('Pie Chart')?.datasets[0]?.data).toEqual([2478, 5267, 734]);
    expect(drawn.get('Bubble Chart')?.datasets.map((dataset) => dataset.label)).toEqual([
      'United States',
      'Russia',
      'Canada',
      'Belarus',
      'Ukraine',
    ]);
  });

  it('draws a fixed line chart until Randomise is pressed', async () => {
    const { user } = renderWithRouter(<ChartsPage />, { route: 'charts' });
    await screen.findByRole('img', { name: 'Line Chart' });
    const line = () => drawn.get('Line Chart')!;
    expect(line().labels).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']);
    expect(line().datasets.map((dataset) => dataset.label)).toEqual(['Debit', 'Credit']);
    const before = line().datasets[0]!.data;

    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await user.click(screen.getByRole('button', { name: 'Randomise' }));
    expect(line().labels).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May']);
    expect(line().datasets[0]!.data).toEqual([50, 50, 50, 50, 50]);
    expect(line().datasets[0]!.data).not.toEqual(before);
  });
});
