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

/** The resource widgets' texts as the Users pages word them (`users.*`). */
export function useUsersLabels() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = translatedFormatter(t, language).integer;
    const counted = (count: number) => ({ count, n: format(count) });
    const mutations: ResourceMutationLabels = {
      deleted: (name) => t('users.deleted', { name }),
      undo: t('users.undo'),
      restored: (name) => t('users.restored', { name }),
      restoreFailed: (name) => t('users.restoreFailed', { name }),
      deleteFailed: (name) => t('users.deleteFailed', { name }),
      deleteSelected: t('users.deleteSelected'),
      tooManySelected: t('users.validation.idsInvalid'),
      bulkDeleted: (count) => t('users.bulkDeleted', counted(count)),
      bulkRestored: (count) => t('users.bulkRestored', counted(count)),
      bulkDeleteFailed: t('users.bulkDeleteFailed'),
      bulkRestoreFailed: t('users.bulkRestoreFailed'),
      bulkAlreadyDeleted: t('users.bulkAlreadyDeleted'),
    };
    const conflict: ConflictDialogLabels = {
      title: t('users.conflict.title'),
      text: (name) => t('users.conflict.text', { name }),
      loadTheirs: t('users.conflict.loadTheirs'),
      overwrite: t('users.conflict.overwrite'),
    };
    const unsaved: UnsavedChangesLabels = {
      title: t('users.unsaved.title'),
      text: t('users.unsaved.text'),
      stay: t('users.unsaved.stay'),
      leave: t('users.unsaved.leave'),
    };
    const history: ResourceHistoryLabels = {
      title: t('users.history.title'),
      loading: t('users.history.loading'),
      failed: t('users.history.failed'),
      none: t('users.history.none'),
      action: {
        create: (actor) => t('users.history.create', { actor }),
        update: (actor) => t('users.history.update', { actor }),
        delete: (actor) => t('users.history.delete', { actor }),
        restore: (actor) => t('users.history.restore', { actor }),
      },
      deletedField: t('users.history.deletedField'),
      empty: t('users.history.empty'),
    };
    const frame: ResourceFrameLabels = {
      apiNeeded: t('users.apiNeeded.title'),
      apiNeededText: t('users.apiNeeded.text'),
      apiNeededAfter: t('users.apiNeeded.after'),
    };
    return { mutations, conflict, unsaved, history, frame };
  }, [t, language]);
}
