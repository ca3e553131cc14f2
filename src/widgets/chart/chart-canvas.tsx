import {
  Chart as ChartJS,
  Legend,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type ChartType,
} from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import { Chart as ReactChart } from 'react-chartjs-2';
import { flushSync } from 'react-dom';

import type { ChartTheme } from './chart-options';

// Every kind shows a legend and tooltips; the kinds register the rest (chart-kinds.ts).
ChartJS.register(Legend, Tooltip);

// Charts waiting to be drawn, drawn one per task: a page of six charts would otherwise set them all
// up in one long task and block input for the sum of their set-ups.
const waiting: (() => void)[] = [];
let scheduled = false;
function scheduleNext() {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    waiting.shift()?.();
    scheduleNext();
  });
}
function drawInTurn(draw: () => void): () => void {
  waiting.push(draw);
  scheduleNext();
  return () => {
    const at = waiting.indexOf(draw);
    if (at >= 0) waiting.splice(at, 1);
  };
}

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
  const [turn, setTurn] = useState(false);
  // Rendered synchronously in its own task, so that this chart's set-up (Chart.js builds the chart
  // in an effect) happens there too.
  useEffect(() => drawInTurn(() => flushSync(() => setTurn(true))), []);

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
  }, [turn]);

  if (!turn) return null;
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
