import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppStore } from '@/store/app-store';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { LeafletMap } from '@/widgets/leaflet-map';

/** One card with a Leaflet street map of London. */
export default function LeafletMapsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const tiles = useAppStore((state) => state.config.mapTiles);

  return (
    <div className="space-y-6">
      <PageHeader />
      <Card aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{t('maps.leaflet.title')}</CardTitle>
        </CardHeader>
        <CardBody className="max-sm:p-4!">
          <LeafletMap tileUrl={tiles.url} tileAttribution={tiles.attribution} height="65vh" />
        </CardBody>
      </Card>
    </div>
  );
}
