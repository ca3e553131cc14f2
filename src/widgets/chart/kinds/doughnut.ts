import { ArcElement, Chart, DoughnutController } from 'chart.js';

Chart.register(DoughnutController, ArcElement);
