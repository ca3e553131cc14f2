import { RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { TagGroup, type TagVariant } from '@/widgets/tag';

/** Car brands are proper names: the same in every language, so they are not translation keys. */
const CAR_BRANDS = ['Ford', 'Toyota', 'Volkswagen', 'Opel', 'Honda', 'Porsche'];

const VEGETABLES = [
  { key: 'potato', variant: 'primary' },
  { key: 'tomato', variant: 'danger' },
  { key: 'sweetCorn', variant: 'info' },
  { key: 'carrot', variant: 'dark' },
  { key: 'broccoli', variant: 'warning' },
  { key: 'greenBean', variant: 'pale' },
] as const satisfies readonly { key: string; variant: TagVariant }[];

export default function TagsPage() {
  const { t } = useTranslation();
  const vegetables = VEGETABLES.map(({ key, variant }) => ({
    key,
    name: t(`controls.tagsPage.vegetable.${key}`),
    variant,
  }));

  return (
    <div className="space-y-6">
      <PageHeader />
      <div className="grid gap-6 xl:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>{t('controls.tagsPage.default')}</CardTitle>
          </CardHeader>
          <CardBody>
            <TagGroup value={CAR_BRANDS} aria-label={t('controls.tagsPage.carBrands')} />
          </CardBody>
        </Card>
        <RemovableCard
          title={t('controls.tagsPage.removable')}
          resetLabel={t('controls.tagsPage.resetRemovable')}
          initial={CAR_BRANDS}
          render={(value, onValueChange) => (
            <TagGroup
              removable
              value={value}
              onValueChange={onValueChange}
              aria-label={t('controls.tagsPage.carBrands')}
            />
          )}
        />
        <RemovableCard
          title={t('controls.tagsPage.colored')}
          resetLabel={t('controls.tagsPage.resetColored')}
          initial={VEGETABLES.map(({ key }) => key)}
          render={(value, onValueChange) => (
            // The list holds keys, so the names follow a language switch.
            <TagGroup
              removable
              value={vegetables.filter(({ key }) => value.includes(key))}
              onValueChange={(next) => onValueChange(next.map(({ key }) => key))}
              aria-label={t('controls.tagsPage.vegetables')}
            />
          )}
        />
      </div>
    </div>
  );
}

/** A card whose tags can be removed, with Reset to bring them all back and try again. */
function RemovableCard<T>({
  title,
  resetLabel,
  initial,
  render,
}: {
  title: string;
  resetLabel: string;
  initial: T[];
  render: (value: T[], onValueChange: (value: T[]) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  // A new key remounts the group, so a tag still fading out is cancelled rather than removed.
  const [generation, setGeneration] = useState(0);

  return (
    <Card>
      <CardHeader className="justify-between">
        <CardTitle>{title}</CardTitle>
        <Button
          variant="outline"
          size="sm"
          aria-label={resetLabel}
          onClick={() => {
            setValue(initial);
            setGeneration((count) => count + 1);
          }}
        >
          <RotateCcw aria-hidden="true" />
          {t('controls.tagsPage.reset')}
        </Button>
      </CardHeader>
      <CardBody key={generation}>
        {render(value, setValue)}
        <p role="status" className="text-sm text-muted not-empty:mt-3">
          {value.length === 0 ? t('controls.tagsPage.empty') : null}
        </p>
      </CardBody>
    </Card>
  );
}
