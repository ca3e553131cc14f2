import { BubbleController, Chart, LinearScale, PointElement } from 'chart.js';

Chart.register(BubbleController, PointElement, LinearScale);
