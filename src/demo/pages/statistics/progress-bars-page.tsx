import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { ProgressBar, type ProgressBarProps, type ProgressVariant } from '@/widgets/progress-bar';
import { Slider } from '@/widgets/slider';

type Example = {
  key: 'basic' | 'thin' | 'thick' | 'basicVertical' | 'thinVertical' | 'circle';
  shape?: ProgressBarProps['shape'];
  orientation?: ProgressBarProps['orientation'];
  size?: ProgressBarProps['size'];
};

// Two rows of three in each card.
const EXAMPLES: Example[] = [
  { key: 'basic', size: 'basic' },
  { key: 'thin', size: 'thin' },
  { key: 'thick', size: 'thick' },
  { key: 'basicVertical', orientation: 'vertical', size: 'basic' },
  { key: 'thinVertical', orientation: 'vertical', size: 'thin' },
  { key: 'circle', shape: 'circle' },
];

const COLORFUL: Record<Example['key'], ProgressVariant> = {
  basic: 'danger',
  thin: 'info',
  thick: 'warning',
  basicVertical: 'success',
  thinVertical: 'black',
  circle: 'primary',
};

/** Delay before the animated bars go to 100, so the browser first paints them empty. */
const FILL_DELAY_MS = 100;

function BarGrid({
  value,
  animated,
  variantOf,
}: {
  value: number;
  animated: boolean;
  variantOf: (key: Example['key']) => ProgressVariant;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-3">
      {EXAMPLES.map(({ key, shape, orientation, size }) => (
        <li
          key={key}
          className={
            shape === 'circle' || orientation === 'vertical'
              ? 'flex flex-col items-center gap-2'
              : 'flex flex-col gap-2'
          }
        >
          <span className="text-sm text-muted">{t(`progressBars.${key}`)}</span>
          <ProgressBar
            label={t(`progressBars.${key}`)}
            value={value}
            shape={shape}
            orientation={orientation}
            size={size}
            variant={variantOf(key)}
            animated={animated}
          />
        </li>
      ))}
    </ul>
  );
}

function CardWithTitle({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Card>
  );
}

/** Progress bars in each type and size, animated and in colour. */
export default function ProgressBarsPage() {
  const { t } = useTranslation();
  // The animated bars start empty and fill up once shown, so the animation is seen.
  const [value, setValue] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setValue(100), FILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="space-y-6">
      <PageHeader />
      <CardWithTitle title={t('progressBars.progressBars')}>
        <div className="mb-8 flex max-w-md flex-wrap items-center gap-x-4 gap-y-2">
          <span aria-hidden="true" className="text-sm font-semibold">
            {t('progressBars.value')}
          </span>
          <Slider
            label={t('progressBars.value')}
            value={value}
            onValueChange={setValue}
            min={0}
            max={100}
            className="min-w-40 flex-1"
          />
        </div>
        <BarGrid value={value} animated variantOf={() => 'primary'} />
      </CardWithTitle>
      <CardWithTitle title={t('progressBars.colorfulBars')}>
        <BarGrid value={100} animated={false} variantOf={(key) => COLORFUL[key]} />
      </CardWithTitle>
    </div>
  );
}
