import { Cloud } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import aurora from '@/demo/assets/cards/aurora.svg';
import city from '@/demo/assets/cards/city.svg';
import desert from '@/demo/assets/cards/desert.svg';
import fields from '@/demo/assets/cards/fields.svg';
import forest from '@/demo/assets/cards/forest.svg';
import lake from '@/demo/assets/cards/lake.svg';
import mountains from '@/demo/assets/cards/mountains.svg';
import sea from '@/demo/assets/cards/sea.svg';
import { useFormat } from '@/hooks/use-format';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { ContentCard, type ContentCardProps } from '@/widgets/card';
import { PreLoader } from '@/widgets/pre-loader';
import { showToast, Toaster } from '@/widgets/toast';

/** "Show more" shows the pre-loader for 1 s before the next set of cards. */
const SHOW_MORE_DELAY_MS = 1000;
const SET_SIZE = 12;

type ActionKey =
  | 'learnMore'
  | 'readFull'
  | 'accept'
  | 'decline'
  | 'edit'
  | 'setAsDefault'
  | 'delete'
  | 'share'
  | 'save'
  | 'open'
  | 'main'
  | 'cancel'
  | 'upload'
  | 'traveling'
  | 'france'
  | 'review'
  | 'feedback';

type TitleKey =
  | 'overlayAndTextOnImage'
  | 'normal'
  | 'titleOnImageNoOverlay'
  | 'stripeAndImage'
  | 'bright'
  | 'withButton'
  | 'stripeNoImage'
  | 'dark'
  | 'roundButton'
  | 'separator';

type ImageKey = 'mountains' | 'lake' | 'city' | 'forest' | 'desert' | 'sea' | 'fields' | 'aurora';

const images: Record<ImageKey, string> = {
  mountains,
  lake,
  city,
  forest,
  desert,
  sea,
  fields,
  aurora,
};

type DemoCard = Pick<ContentCardProps, 'stripe' | 'titleOnImage' | 'overlay' | 'theme'> & {
  title?: TitleKey;
  image?: ImageKey;
  body?: 'contentText' | 'shortOne';
  /** Link-style actions, in order. */
  links?: ActionKey[];
  /** A leading small button ("Main") or a round icon button ("upload"). */
  button?: 'main' | 'upload';
  separator?: boolean;
};

/** The twelve demo card variants, in order. */
const DEMO_CARDS: DemoCard[] = [
  {
    title: 'overlayAndTextOnImage',
    image: 'mountains',
    titleOnImage: true,
    overlay: true,
    links: ['learnMore'],
  },
  { title: 'normal', image: 'lake', links: ['readFull'] },
  // As its title says, this card has no overlay (only the title sits on the image).
  { title: 'titleOnImageNoOverlay', image: 'city', titleOnImage: true },
  { image: 'forest', body: 'shortOne', links: ['accept', 'decline'] },
  {
    title: 'stripeAndImage',
    stripe: 'warning',
    image: 'desert',
    links: ['edit', 'setAsDefault', 'delete'],
  },
  { title: 'bright', theme: 'bright', links: ['share', 'save', 'open'] },
  { title: 'withButton', image: 'sea', button: 'main', links: ['cancel'] },
  { title: 'stripeNoImage', stripe: 'success' },
  { title: 'dark', image: 'aurora', theme: 'dark', links: ['share', 'save', 'open'] },
  { title: 'roundButton', image: 'fields', button: 'upload' },
  {
    title: 'separator',
    image: 'mountains',
    separator: true,
    links: ['traveling', 'france'],
  },
  { title: 'dark', theme: 'dark', links: ['review', 'feedback'] },
];

export default function CardsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [sets, setSets] = useState(1);
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusSet = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const gridRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (focusSet.current === null) return;
    const first = gridRef.current?.querySelector<HTMLElement>(
      `[data-card-set="${focusSet.current}"]`,
    );
    focusSet.current = null;
    first?.focus();
  }, [sets]);

  const showMore = () => {
    if (loading) return;
    setLoading(true);
    setAnnouncement('');
    timer.current = setTimeout(() => {
      focusSet.current = sets;
      setSets((count) => count + 1);
      setLoading(false);
      setAnnouncement(t('cards.moreLoaded', { count: SET_SIZE, n: format.integer(SET_SIZE) }));
    }, SHOW_MORE_DELAY_MS);
  };

  // A demo has nowhere to go: say what a real app would do (the toaster is a live region).
  const act = (key: ActionKey) => showToast(t(`cards.results.${key}`));

  const renderCard = (card: DemoCard, set: number, index: number): ReactNode => {
    const links = card.links?.map((key) => (
      <Button key={key} variant="link" size="sm" onClick={() => act(key)}>
        {t(`cards.actions.${key}`)}
      </Button>
    ));
    const footer =
      card.button || links ? (
        <>
          {card.button === 'main' && (
            <Button size="sm" onClick={() => act('main')}>
              {t('cards.actions.main')}
            </Button>
          )}
          {card.button === 'upload' && (
            <Button
              size="icon"
              aria-label={t('cards.actions.upload')}
              onClick={() => act('upload')}
            >
              <Cloud aria-hidden="true" />
            </Button>
          )}
          {links}
        </>
      ) : undefined;

    return (
      <ContentCard
        key={`${set}-${index}`}
        data-card-set={index === 0 ? set : undefined}
        tabIndex={index === 0 && set > 0 ? -1 : undefined}
        title={card.title ? t(`cards.title.${card.title}`) : undefined}
        image={card.image ? images[card.image] : undefined}
        imageAlt={card.image ? t(`cards.images.${card.image}`) : undefined}
        stripe={card.stripe}
        titleOnImage={card.titleOnImage}
        overlay={card.overlay}
        theme={card.theme}
        footer={footer}
      >
        <p className="m-0">{t(`cards.${card.body ?? 'contentText'}`)}</p>
        {card.separator && <hr className="mt-4 mb-0 border-0 border-t border-current opacity-25" />}
      </ContentCard>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader />
      <div
        ref={gridRef}
        data-slot="cards-grid"
        className="grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {Array.from({ length: sets }, (_, set) =>
          DEMO_CARDS.map((card, index) => renderCard(card, set, index)),
        )}
      </div>
      <div className="flex min-h-24 flex-col items-center justify-center gap-4">
        {loading ? (
          <PreLoader />
        ) : (
          <Button variant="outline" onClick={showMore}>
            {t('cards.showMore')}
          </Button>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {/* Mounted here only: sonner stays out of the first load. */}
      <Toaster />
    </div>
  );
}
