import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { translatedFormatter } from '@/hooks/use-format';
import type {
  ConflictDialogLabels,
  ResourceFrameLabels,
  ResourceHistoryLabels,
  ResourceMutationLabels,
  UnsavedChangesLabels,
} from '@/widgets/resource';

/** The resource widgets' texts as the Orders pages word them (`orders.*`). */
export function useOrdersLabels() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = translatedFormatter(t, language).integer;
    const counted = (count: number) => ({ count, n: format(count) });
    const mutations: ResourceMutationLabels = {
      deleted: (name) => t('orders.deleted', { name }),
      undo: t('orders.undo'),
      restored: (name) => t('orders.restored', { name }),
      restoreFailed: (name) => t('orders.restoreFailed', { name }),
      deleteFailed: (name) => t('orders.deleteFailed', { name }),
      deleteSelected: t('orders.deleteSelected'),
      tooManySelected: t('orders.validation.idsInvalid'),
      bulkDeleted: (count) => t('orders.bulkDeleted', counted(count)),
      bulkRestored: (count) => t('orders.bulkRestored', counted(count)),
      bulkDeleteFailed: t('orders.bulkDeleteFailed'),
      bulkRestoreFailed: t('orders.bulkRestoreFailed'),
      bulkAlreadyDeleted: t('orders.bulkAlreadyDeleted'),
    };
    const conflict: ConflictDialogLabels = {
      title: t('orders.conflict.title'),
      text: (name) => t('orders.conflict.text', { name }),
      loadTheirs: t('orders.conflict.loadTheirs'),
      overwrite: t('orders.conflict.overwrite'),
    };
    const unsaved: UnsavedChangesLabels = {
      title: t('orders.unsaved.title'),
      text: t('orders.unsaved.text'),
      stay: t('orders.unsaved.stay'),
      leave: t('orders.unsaved.leave'),
    };
    const history: ResourceHistoryLabels = {
      title: t('orders.history.title'),
      loading: t('orders.history.loading'),
      failed: t('orders.history.failed'),
      none: t('orders.history.none'),
      action: {
        create: (actor) => t('orders.history.create', { actor }),
        update: (actor) => t('orders.history.update', { actor }),
        delete: (actor) => t('orders.history.delete', { actor }),
        restore: (actor) => t('orders.history.restore', { actor }),
      },
      deletedField: t('orders.history.deletedField'),
      empty: t('orders.history.empty'),
    };
    const frame: ResourceFrameLabels = {
      apiNeeded: t('orders.apiNeeded.title'),
      apiNeededText: t('orders.apiNeeded.text'),
      apiNeededAfter: t('orders.apiNeeded.after'),
    };
    return { mutations, conflict, unsaved, history, frame };
  }, [t, language]);
}
