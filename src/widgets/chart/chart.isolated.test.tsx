import { act, render, screen, within } from '@testing-library/react';
import type { ChartData, ChartOptions } from 'chart.js';
import type { ComponentProps, ReactElement } from 'react';

import { palette } from '@/config/palette';
import { mockMatchMedia } from '@/test/match-media';

import { Chart, type ChartKind } from '.';

type CapturedProps = {
  type: string;
  data: ChartData;
  options: ChartOptions & Record<string, unknown>;
} & ComponentProps<'canvas'>;

// jsdom has no canvas: the Chart.js component is replaced by a canvas that records its props.
const captured = vi.hoisted(() => [] as CapturedProps[]);
vi.mock('react-chartjs-2', () => ({
  Chart: ({ type, data, options, ...canvas }: CapturedProps) => {
    captured.push({ type, data, options, ...canvas });
    return <canvas role={canvas.role} aria-label={canvas['aria-label']} />;
  },
}));

const lastProps = () => captured[captured.length - 1]!;

/** Renders a chart and waits for its canvas, which arrives in a chunk of its own. */
async function renderChart(ui: ReactElement) {
  const result = render(ui);
  await screen.findByRole('img');
  return result;
}

const barData: ChartData = {
  labels: ['Jan', 'Feb'],
  datasets: [
    { label: 'USA', data: [50, 20], backgroundColor: 'primary' },
    { label: 'USSR', data: [50, 10], backgroundColor: 'info' },
  ],
};
const roundData: ChartData = {
  labels: ['Africa', 'Asia'],
  datasets: [{ label: 'Population (millions)', data: [2478, 5267] }],
};
const bubbleData: ChartData = {
  datasets: [{ label: 'Canada', data: [{ x: 10, y: 30, r: 12 }] }],
};

const cases: { type: ChartKind; chartJs: string; data: ChartData; row: string[] }[] = [
  { type: 'vertical-bar', chartJs: 'bar', data: barData, row: ['Jan', '50', '50'] },
  { type: 'horizontal-bar', chartJs: 'bar', data: barData, row: ['Feb', '20', '10'] },
  { type: 'line', chartJs: 'line', data: barData, row: ['Jan', '50', '50'] },
  { type: 'pie', chartJs: 'pie', data: roundData, row: ['Asia', '5,267'] },
  { type: 'donut', chartJs: 'doughnut', data: roundData, row: ['Africa', '2,478'] },
  { type: 'bubble', chartJs: 'bubble', data: bubbleData, row: ['Canada', '10', '30', '12'] },
];

describe('Chart', () => {
  beforeEach(() => {
    captured.length = 0;
  });

  it.each(cases)(
    '$type: a named image and a hidden table of its data',
    async ({ type, chartJs, data, row }) => {
      render(<Chart type={type} data={data} label="Demo chart" />);
      expect(await screen.findByRole('img', { name: 'Demo chart' })).toBeInTheDocument();
      expect(lastProps().type).toBe(chartJs);

      const table = screen.getByRole('table', { name: 'Demo chart' });
      const rowHeader = within(table).getByRole('rowheader', { name: row[0] });
      const cells = within(rowHeader.closest('tr')!).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual(row.slice(1));
    },
  );

  it('warns about any other type and renders nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <Chart type={'radar' as ChartKind} data={barData} label="Radar" />,
    );
    expect(warn).toHaveBeenCalledWith('There is no chart of radar type');
    expect(container).toBeEmptyDOMElement();
    expect(captured).toHaveLength(0);
  });

  it('shows the data table before Chart.js has arrived', async () => {
    render(<Chart type="bubble" data={bubbleData} label="Early" />);
    expect(screen.getByRole('table', { name: 'Early' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Early' })).toBeInTheDocument();
  });

  it('deep-merges the options over its defaults', async () => {
    await renderChart(
      <Chart
        type="horizontal-bar"
        data={barData}
        label="Merged"
        options={{ plugins: { legend: { display: false } }, scales: { x: { max: 120 } } }}
      />,
    );
    const { options } = lastProps();
    expect(options.plugins?.legend).toMatchObject({
      display: false,
      position: 'bottom',
      labels: { usePointStyle: true, padding: 20 },
    });
    expect(options).toMatchObject({
      responsive: true,
      maintainAspectRatio: false,
      indexAxis: 'y',
      scales: { x: { max: 120 } },
    });
  });

  it('resolves palette names in the data and keeps the height on its container', async () => {
    await renderChart(<Chart type="vertical-bar" data={barData} label="Colours" height="24rem" />);
    expect(lastProps().data.datasets.map((dataset) => dataset.backgroundColor)).toEqual([
      palette.primary,
      palette.info,
    ]);
    expect(screen.getByRole('img').parentElement).toHaveStyle({ height: '24rem' });
  });

  it('re-reads the theme colours when data-theme changes on <html>', async () => {
    const root = document.documentElement;
    root.style.setProperty('--text', '#34495e');
    root.dataset.theme = 'light';
    const { unmount } = await renderChart(<Chart type="line" data={barData} label="Themed" />);
    try {
      expect(lastProps().options.color).toBe('#34495e');

      root.style.setProperty('--text', '#e6e9ec');
      // The MutationObserver reports in a microtask.
      await act(async () => {
        root.dataset.theme = 'dark';
        await Promise.resolve();
      });
      expect(lastProps().options.color).toBe('#e6e9ec');
      expect(lastProps().options.plugins?.legend?.labels?.color).toBe('#e6e9ec');
    } finally {
      unmount();
      root.style.removeProperty('--text');
      delete root.dataset.theme;
    }
  });

  it("draws 'primary' in the colour preset's primary, and again when data-preset changes", async () => {
    const root = document.documentElement;
    root.style.setProperty('--palette-primary', '#6cb2ff');
    root.dataset.preset = 'blue';
    const data: ChartData = {
      labels: ['Jan'],
      datasets: [
        { label: 'USA', data: [50], backgroundColor: 'primary/50', borderColor: 'primary' },
      ],
    };
    const { unmount } = await renderChart(<Chart type="line" data={data} label="Branded" />);
    try {
      expect(lastProps().data.datasets[0]).toMatchObject({
        backgroundColor: 'rgba(108, 178, 255, 0.5)',
        borderColor: '#6cb2ff',
      });

      root.style.setProperty('--palette-primary', '#b59dff');
      await act(async () => {
        root.dataset.preset = 'violet';
        await Promise.resolve();
      });
      expect(lastProps().data.datasets[0]!.borderColor).toBe('#b59dff');
    } finally {
      unmount();
      root.style.removeProperty('--palette-primary');
      delete root.dataset.preset;
    }
  });

  it('turns animation off under reduced motion', async () => {
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    await renderChart(<Chart type="pie" data={roundData} label="Still" />);
    expect(lastProps().options.animation).toBe(false);
  });

  it('passes new data on when it changes', async () => {
    const { rerender } = await renderChart(<Chart type="pie" data={roundData} label="Changing" />);
    const next: ChartData = {
      labels: ['Europe'],
      datasets: [{ label: 'Population (millions)', data: [734] }],
    };
    rerender(<Chart type="pie" data={next} label="Changing" />);
    expect(lastProps().data.labels).toEqual(['Europe']);
    expect(screen.getByRole('rowheader', { name: 'Europe' })).toBeInTheDocument();
  });
});
