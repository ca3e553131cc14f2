import type { ChartData } from 'chart.js';
import { Shuffle } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  bubbleData,
  DEFAULT_LINE_SERIES,
  donutData,
  horizontalBarData,
  lineData,
  pieData,
  randomLineSeries,
  verticalBarData,
} from '@/demo/data/chart-data';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Chart, type ChartKind } from '@/widgets/chart';

function ChartCard({
  title,
  type,
  data,
  actions,
  className,
}: {
  title: string;
  type: ChartKind;
  data: ChartData;
  actions?: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className={cn('min-w-0', className)}>
      <CardHeader className="justify-between">
        <CardTitle id={titleId}>{title}</CardTitle>
        {actions}
      </CardHeader>
      <CardBody>
        <Chart type={type} data={data} label={title} />
      </CardBody>
    </Card>
  );
}

/** The six demo charts. */
export default function ChartsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [lineSeries, setLineSeries] = useState(DEFAULT_LINE_SERIES);

  const charts = useMemo(
    () => ({
      verticalBar: verticalBarData(t, locale),
      horizontalBar: horizontalBarData(t, locale),
      pie: pieData(t),
      donut: donutData(t),
      bubble: bubbleData(locale),
    }),
    [t, locale],
  );
  const line = useMemo(() => lineData(lineSeries, t, locale), [lineSeries, t, locale]);

  return (
    <div className="space-y-6">
      <PageHeader />
      <div className="grid gap-6 md:grid-cols-2">
        <ChartCard
          title={t('charts.verticalBarChart')}
          type="vertical-bar"
          data={charts.verticalBar}
        />
        <ChartCard
          title={t('charts.horizontalBarChart')}
          type="horizontal-bar"
          data={charts.horizontalBar}
        />
        <ChartCard
          className="md:col-span-2"
          title={t('charts.lineChart')}
          type="line"
          data={line}
          actions={
            <Button variant="outline" size="sm" onClick={() => setLineSeries(randomLineSeries())}>
              <Shuffle aria-hidden="true" />
              {t('charts.randomise')}
            </Button>
          }
        />
        <ChartCard title={t('charts.pieChart')} type="pie" data={charts.pie} />
        <ChartCard title={t('charts.donutChart')} type="donut" data={charts.donut} />
        <ChartCard
          className="md:col-span-2"
          title={t('charts.bubbleChart')}
          type="bubble"
          data={charts.bubble}
        />
      </div>
    </div>
  );
}
