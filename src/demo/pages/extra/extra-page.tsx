import { useTranslation } from 'react-i18next';

import { FeaturesList } from '@/demo/components/features-list';
import { FeedAndNewsCards } from '@/demo/components/feed-and-news-cards';
import { DemoWizard } from '@/demo/components/wizard-steps';
import { useDemoChat, useDemoProfile } from '@/demo/data/social';
import { useAppStore } from '@/store/app-store';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { retryableLazy } from '@/ui/retryable-lazy';
import { ChatBox } from '@/widgets/chat';
import { ProfileCard } from '@/widgets/profile-card';
import { Tabs } from '@/widgets/tabs';

// The map (and Leaflet) arrive in their own chunk, fetched when the page renders the Maps tab.
const LeafletMap = retryableLazy(
  () => import('@/widgets/leaflet-map'),
  (module) => module.LeafletMap,
);

/** The Maps tab's Leaflet map, 500 px high. */
function ExtraMap() {
  const { t } = useTranslation();
  const tiles = useAppStore((state) => state.config.mapTiles);
  return (
    <LeafletMap
      tileUrl={tiles.url}
      tileAttribution={tiles.attribution}
      height={500}
      fallback={
        <div
          data-slot="map-loading"
          className="grid place-items-center rounded-md border border-border bg-surface-muted text-muted"
          style={{ height: 500 }}
        >
          <p role="status">{t('maps.loading')}</p>
        </div>
      }
    />
  );
}

export default function ExtraPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader />
      <Card>
        <CardBody>
          <Tabs
            label={t('extra.tabs.label')}
            keepMounted
            tabs={[
              { value: 'maps', label: t('extra.tabs.maps'), content: <ExtraMap /> },
              {
                value: 'setup',
                label: t('extra.tabs.setupProfile'),
                content: (
                  <DemoWizard
                    variant="simple"
                    orientation="vertical"
                    aria-label={t('extra.wizardLabel')}
                  />
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
