import { useTranslation } from 'react-i18next';

import lostSatellite from '@/assets/not-found/lost-satellite.svg';

import { BackToDashboardButton, NotFoundLayout } from './not-found-layout';

export default function NotFoundCustomPage() {
  const { t } = useTranslation();
  return (
    <NotFoundLayout
      hero={
        <img
          src={lostSatellite}
          alt={t('notFound.customIllustrationAlt')}
          width={280}
          height={200}
          className="mb-8 h-auto w-56 max-w-full sm:w-72"
        />
      }
    >
      <BackToDashboardButton />
    </NotFoundLayout>
  );
}
