import { useTranslation } from 'react-i18next';
import type { MenuKey } from '@/config/route-paths';
import type { Resources } from '@/i18n/resources';
import { Card, CardBody } from './card';

/**
 * The one placeholder allowed (issue 2): a page a later issue builds shows its heading and one line
 * saying what it will hold. Delete this file once every page has landed.
 */
export function PendingPage({
  titleKey,
  noteKey,
}: {
  titleKey: MenuKey;
  noteKey: `placeholders.${keyof Resources['placeholders']}`;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{t(titleKey)}</h1>
      <Card>
        <CardBody>
          <p>{t(noteKey)}</p>
          <p className="mt-2 text-sm text-muted">{t('common.pendingNote')}</p>
        </CardBody>
      </Card>
    </div>
  );
}
