import { useTranslation } from 'react-i18next';

import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';

/** The template's home page: one welcome card, a place to start building. */
export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader />
      <Card aria-labelledby="welcome-title" className="max-w-prose">
        <CardHeader>
          <CardTitle id="welcome-title">{t('welcome.title')}</CardTitle>
        </CardHeader>
        <CardBody className="space-y-3">
          <p>{t('welcome.intro')}</p>
          <p className="text-muted">{t('welcome.next')}</p>
        </CardBody>
      </Card>
    </div>
  );
}
