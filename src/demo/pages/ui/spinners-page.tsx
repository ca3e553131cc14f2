import { AArrowDown, AArrowUp, Rabbit, Turtle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { palette } from '@/config/palette';
import { useFormat } from '@/hooks/use-format';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { CustomPalette } from '@/widgets/color-picker';
import { Slider } from '@/widgets/slider';
import { Spinner, SPINNER_VARIANTS, spinnerNameKey } from '@/widgets/spinners';

/** The speed slider runs 1000–2000 and the cycle lasts 3000 − value ms (right = faster). */
const SPEED_BASE_MS = 3000;

export default function SpinnersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [size, setSize] = useState(80);
  const [speed, setSpeed] = useState(1500);
  const [color, setColor] = useState<string>(palette.primary);
  const duration = SPEED_BASE_MS - speed;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader />
      <Card>
        <CardHeader>
          <CardTitle>{t('spinners.title')}</CardTitle>
        </CardHeader>
        <CardBody className="flex flex-col gap-8">
          <div
            role="group"
            aria-label={t('spinners.controls')}
            className="grid items-center gap-6 md:grid-cols-3"
          >
            <div className="flex items-center gap-3">
              <AArrowDown aria-hidden="true" className="size-4 shrink-0 text-muted" />
              <Slider
                label={t('spinners.size')}
                min={40}
                max={100}
                value={size}
                onValueChange={setSize}
                formatValue={(value) => t('spinners.sizeValue', { size: format.integer(value) })}
              />
              <AArrowUp aria-hidden="true" className="size-6 shrink-0 text-muted" />
            </div>
            <div className="flex items-center gap-3">
              <Turtle
                aria-label={t('spinners.slower')}
                role="img"
                className="size-5 shrink-0 text-muted"
              />
              <Slider
                label={t('spinners.speed')}
                min={1000}
                max={2000}
                step={10}
                value={speed}
                onValueChange={setSpeed}
                formatValue={(value) =>
                  t('spinners.speedValue', { duration: format.integer(SPEED_BASE_MS - value) })
                }
              />
              <Rabbit
                aria-label={t('spinners.faster')}
                role="img"
                className="size-5 shrink-0 text-muted"
              />
            </div>
            <div role="group" aria-label={t('spinners.color')}>
              <CustomPalette value={color} onValueChange={setColor} />
            </div>
          </div>
          <ul className="m-0 grid list-none grid-cols-2 gap-x-4 gap-y-8 p-0 sm:grid-cols-4">
            {SPINNER_VARIANTS.map((variant) => {
              const name = t(`spinners.names.${spinnerNameKey(variant)}` as 'spinners.names.atom');
              return (
                <li key={variant} className="flex flex-col items-center gap-3 text-center">
                  <div className="flex size-[100px] items-center justify-center">
                    <Spinner
                      variant={variant}
                      size={size}
                      speed={duration}
                      color={color}
                      aria-label={name}
                    />
                  </div>
                  <span aria-hidden="true" className="text-sm text-muted">
                    {name}
                  </span>
                </li>
              );
            })}
          </ul>
          <p className="m-0 text-sm text-muted">{t('spinners.credit')}</p>
        </CardBody>
      </Card>
    </div>
  );
}
