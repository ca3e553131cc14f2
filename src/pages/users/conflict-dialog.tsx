import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { Button } from '@/ui/button';
import { Modal } from '@/widgets/modal';
import type { ApiUserDetail } from '@contract/users';

/**
 * Someone else saved the user since this form read it (409): load their version (and lose the
 * changes typed here) or overwrite it with the form's.
 */
export function ConflictDialog({
  current,
  onLoadTheirs,
  onOverwrite,
  onClose,
}: {
  /** The user as the server has it now; the dialog is open while it is set. */
  current: ApiUserDetail | undefined;
  onLoadTheirs: (current: ApiUserDetail) => void;
  onOverwrite: (current: ApiUserDetail) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Modal
      open={current !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('users.conflict.title')}
      footer={
        current && (
          <>
            <Button variant="outline" onClick={() => onLoadTheirs(current)}>
              {t('users.conflict.loadTheirs')}
            </Button>
            <Button onClick={() => onOverwrite(current)}>{t('users.conflict.overwrite')}</Button>
          </>
        )
      }
    >
      {current && (
        <div className="space-y-3">
          <p>{t('users.conflict.text', { name: current.name })}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('users.fields.name')}</dt>
            <dd>{current.name}</dd>
            <dt className="text-muted">{t('users.fields.email')}</dt>
            <dd className="wrap-anywhere">
              <bdi>{current.email}</bdi>
            </dd>
            <dt className="text-muted">{t('users.fields.city')}</dt>
            <dd>{current.address.city}</dd>
            <dt className="text-muted">{t('users.fields.country')}</dt>
            <dd>{current.address.country}</dd>
            <dt className="text-muted">{t('users.fields.score')}</dt>
            <dd>{format.number(current.score)}</dd>
          </dl>
        </div>
      )}
    </Modal>
  );
}
