import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Card, CardBody } from '@/ui/card';

/** Route entry for `/admin/ui/icons/:name`: passes `name` on to the set's view. */
export default function IconSetPage() {
  const { name = '' } = useParams();
  return <IconSet name={name} />;
}

function IconSet({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">
        {t('menu.iconSet')}: <span data-testid="icon-set-name">{name}</span>
      </h1>
      <Card>
        <CardBody>
          <p>{t('placeholders.iconSet')}</p>
          <p className="mt-2 text-sm text-muted">{t('common.pendingNote')}</p>
        </CardBody>
      </Card>
    </div>
  );
}
