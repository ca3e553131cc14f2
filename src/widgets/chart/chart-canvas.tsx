import {
  Chart as ChartJS,
  Legend,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type ChartType,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { Chart as ReactChart } from 'react-chartjs-2';
import type { ChartTheme } from './chart-options';

// Every kind shows a legend and tooltips; the kinds register the rest (chart-kinds.ts).
ChartJS.register(Legend, Tooltip);

export interface ChartCanvasProps {
  type: ChartType;
  data: ChartData;
  options: ChartOptions | undefined;
  label: string;
  theme: ChartTheme;
}

/** The Chart.js canvas: loaded with Chart.js itself, after the page around it has painted. */
export function ChartCanvas({ type, data, options, label, theme }: ChartCanvasProps) {
  const chartRef = useRef<ChartJS>(null);

  useEffect(() => {
    // Defaults for anything the options do not reach (plugins' own text, new charts).
    if (theme.text) ChartJS.defaults.color = theme.text;
    if (theme.fontFamily) ChartJS.defaults.font.family = theme.fontFamily;
  }, [theme]);

  useEffect(() => {
    // A chart drawn before the web font arrived keeps the fallback font until it is redrawn.
    let active = true;
    void document.fonts?.ready.then(() => {
      if (active) chartRef.current?.update('none');
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <ReactChart
      ref={chartRef}
      type={type}
      data={data}
      options={options}
      role="img"
      aria-label={label}
    />
  );
}
