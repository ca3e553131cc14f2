import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import previewAdvanced from '@/assets/not-found/preview-advanced.svg';
import previewCustom from '@/assets/not-found/preview-custom.svg';
import previewLargeText from '@/assets/not-found/preview-large-text.svg';
import previewSimple from '@/assets/not-found/preview-simple.svg';
import { pathTo, type RouteName } from '@/config/routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { VisuallyHidden } from '@/ui/visually-hidden';

type CatalogueKey = 'advanced' | 'simple' | 'custom' | 'largeText';

const examples: { key: CatalogueKey; route: RouteName; preview: string }[] = [
  { key: 'advanced', route: 'not-found-advanced', preview: previewAdvanced },
  { key: 'simple', route: 'not-found-simple', preview: previewSimple },
  { key: 'custom', route: 'not-found-custom', preview: previewCustom },
  { key: 'largeText', route: 'not-found-large-text', preview: previewLargeText },
];

function ExampleCard({
  catalogueKey,
  route,
  preview,
}: {
  catalogueKey: CatalogueKey;
  route: RouteName;
  preview: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = t(`notFound.catalogue.${catalogueKey}`);
  return (
    <Card aria-labelledby={titleId} className="flex flex-col overflow-hidden">
      <img
        src={preview}
        alt={t('notFound.catalogue.previewAlt', { name })}
        width={320}
        height={200}
        className="aspect-[8/5] h-auto w-full border-b border-border object-cover"
      />
      <div className="flex flex-1 flex-col items-start gap-3 p-4">
        <h2 id={titleId} className="text-base font-semibold">
          {name}
        </h2>
        <Button asChild size="sm" variant="outline">
          <Link to={pathTo(route)} target="_blank" rel="noopener noreferrer">
            <span>
              {t('notFound.catalogue.viewExample')}{' '}
              <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
            </span>
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** The catalogue of 404 demos; each opens in a new tab. */
export default function NotFoundPagesPage() {
  return (
    <>
      <PageHeader className="mb-6" />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
        {examples.map((example) => (
          <ExampleCard
            key={example.key}
            catalogueKey={example.key}
            route={example.route}
            preview={example.preview}
          />
        ))}
      </div>
    </>
  );
}
