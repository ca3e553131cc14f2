import { ArcElement, Chart, PieController } from 'chart.js';

Chart.register(PieController, ArcElement);
