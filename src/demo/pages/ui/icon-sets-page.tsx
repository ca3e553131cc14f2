import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathTo } from '@/config/routes';
import { iconSetSamples } from '@/demo/data/icon-set-samples';
import { useFormat } from '@/hooks/use-format';
import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Icon, iconSets, type IconSetEntry } from '@/widgets/icon';

/**
 * `/admin/ui/icons`: a tile per set previewing 14 of its icons (rows of 6, 2, 6
 * around the link to the set). The previews come from a small generated sample, so this page
 * never loads a whole set.
 */
export default function IconSetsPage() {
  return (
    <div className="space-y-6">
      <PageHeader />
      <ul className="grid gap-6 md:grid-cols-2">
        {iconSets.map((set) => (
          <li key={set.slug}>
            <IconSetTile set={set} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function IconSetTile({ set }: { set: IconSetEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sample = iconSetSamples[set.slug];
  const icons = sample?.icons ?? [];
  const preview = (index: number) => {
    const icon = icons[index];
    return (
      <span className="flex justify-center">{icon ? <Icon icon={icon} size={24} /> : null}</span>
    );
  };

  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{set.name}</CardTitle>
      </CardHeader>
      <CardBody className="space-y-4">
        <div className="grid grid-cols-6 items-center gap-x-2 gap-y-4 rounded-card bg-surface-muted px-3 py-5 text-text">
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Fragment key={index}>{preview(index)}</Fragment>
          ))}
          {preview(6)}
          <div className="col-span-4 flex justify-center">
            <Button asChild size="sm">
              <Link
                to={pathTo('icon-set', { name: set.slug })}
                aria-label={t('icons.viewSet', { name: set.name })}
              >
                {t('icons.view')}
              </Link>
            </Button>
          </div>
          {preview(7)}
          {[8, 9, 10, 11, 12, 13].map((index) => (
            <Fragment key={index}>{preview(index)}</Fragment>
          ))}
        </div>
        {sample ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('icons.iconCount')}</dt>
            <dd>{format.integer(sample.total)}</dd>
            <dt className="text-muted">{t('icons.license')}</dt>
            <dd>{sample.license}</dd>
            <dt className="text-muted">{t('icons.author')}</dt>
            <dd>{sample.author}</dd>
          </dl>
        ) : null}
      </CardBody>
    </Card>
  );
}
