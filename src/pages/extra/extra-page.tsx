import { useTranslation } from 'react-i18next';
import { FeaturesList } from '@/demo-data/features-list';
import { FeedAndNewsCards } from '@/demo-data/feed-and-news-cards';
import { useDemoChat, useDemoProfile } from '@/demo-data/social';
import { DemoWizard } from '@/demo-data/wizard-steps';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { ChatBox } from '@/widgets/chat';
import { ProfileCard } from '@/widgets/profile-card';
import { Tabs } from '@/widgets/tabs';

/** Stands in for the Leaflet map (ORIGINAL: 500 px high) until the maps work replaces it. */
function MapPlaceholder() {
  const { t } = useTranslation();
  return (
    <div
      data-slot="map-placeholder"
      className="grid h-80 place-items-center rounded-md border border-dashed border-input bg-surface-muted p-6 text-center text-muted"
    >
      <p>{t('extra.mapPlaceholder')}</p>
    </div>
  );
}

export default function ExtraPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t('menu.extra')}</h1>
      <Card>
        <CardBody>
          <Tabs
            label={t('extra.tabs.label')}
            keepMounted
            tabs={[
              { value: 'maps', label: t('extra.tabs.maps'), content: <MapPlaceholder /> },
              {
                value: 'setup',
                label: t('extra.tabs.setupProfile'),
                content: (
                  <DemoWizard type="simple" layout="vertical" label={t('extra.wizardLabel')} />
                ),
              },
              { value: 'overview', label: t('extra.tabs.overview'), content: <FeaturesList /> },
            ]}
          />
        </CardBody>
      </Card>
      <div className="grid items-start gap-6 md:grid-cols-[1fr_2fr]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{t('extra.profileCard')}</CardTitle>
          </CardHeader>
          <CardBody>
            <ProfileCard {...useDemoProfile()} />
          </CardBody>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{t('extra.chat')}</CardTitle>
          </CardHeader>
          <CardBody>
            <ChatBox {...useDemoChat()} />
          </CardBody>
        </Card>
      </div>
      <FeedAndNewsCards feedTitle={t('extra.feed')} newsTitle={t('extra.socialNews')} />
    </div>
  );
}
