import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppStore } from '@/store/app-store';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { GoogleMap } from '@/widgets/google-map';

/** One card with a Google road map. */
export default function GoogleMapsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const configuredKey = useAppStore((state) => state.config.mapsKeys.google);
  // A key tried in this tab lives here only: never stored, gone with the tab.
  const [triedKey, setTriedKey] = useState<string>();

  return (
    <div className="space-y-6">
      <PageHeader />
      <Card aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{t('maps.google.title')}</CardTitle>
        </CardHeader>
        <CardBody className="max-sm:p-4!">
          <GoogleMap
            apiKey={triedKey ?? configuredKey}
            onTryKey={setTriedKey}
            style={{ height: '65vh' }}
          />
        </CardBody>
      </Card>
    </div>
  );
}
