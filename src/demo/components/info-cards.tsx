import { ArrowDown, ArrowUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { cn } from '@/lib/cn';
import { Card } from '@/ui/card';
import { ProgressBar } from '@/widgets/progress-bar';

function InfoCard({
  className,
  children,
  tone = 'surface',
}: {
  className?: string;
  children: React.ReactNode;
  tone?: 'surface' | 'danger' | 'info';
}) {
  return (
    <Card
      className={cn(
        'flex min-h-32 items-center gap-4 border-t-8 px-6 py-5',
        tone === 'surface' && 'border-t-primary',
        tone === 'danger' && 'border-t-danger-fill bg-danger-fill! text-white',
        tone === 'info' && 'border-t-info-fill bg-info-fill! text-white',
        className,
      )}
    >
      {children}
    </Card>
  );
}

const number = 'text-4xl leading-none font-semibold tabular-nums';

/** The row of four info cards at the top of the dashboard. */
export function InfoCards() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      <InfoCard>
        <ArrowUp aria-hidden className="size-8 text-primary-strong" />
        <p>
          <span className={number}>{format.integer(59)}</span>
          <span className="sr-only"> ({t('dashboard.info.up')})</span>
          <span className="mt-1 block text-muted">{t('dashboard.info.elements')}</span>
        </p>
      </InfoCard>
      <InfoCard>
        <ArrowDown aria-hidden className="size-8 text-danger-strong" />
        <p>
          <span className={number}>{format.integer(12)}</span>
          <span className="sr-only"> ({t('dashboard.info.down')})</span>
          <span className="mt-1 block text-muted">{t('dashboard.info.versions')}</span>
        </p>
      </InfoCard>
      <InfoCard tone="danger" className="justify-between">
        <p>
          <span className={number}>{format.integer(425)}</span>
          <span className="mt-1 block">{t('dashboard.info.commits')}</span>
        </p>
        <ProgressBar
          shape="circle"
          value={70}
          variant="white"
          label={t('dashboard.info.commitsProgress')}
          className="text-white"
        />
      </InfoCard>
      <InfoCard tone="info">
        <Users aria-hidden className="size-8" />
        <p>
          <span className={number}>{format.integer(5)}</span>
          <span className="mt-1 block">{t('dashboard.info.teamMembers')}</span>
        </p>
      </InfoCard>
    </div>
  );
}
