/**
 * `src/pages/<name>/<name>-labels.ts`: the resource widgets' texts (toasts, conflict dialog,
 * unsaved-changes guard, history, frame) worded for the resource, as `users-labels.ts` does.
 */
import type { Resource } from './shared';

export function labelsTemplate(resource: Resource): string {
  const { names } = resource;
  const ns = names.pluralCamel;
  return `import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { translatedFormatter } from '@/hooks/use-format';
import type {
  ConflictDialogLabels,
  ResourceFrameLabels,
  ResourceHistoryLabels,
  ResourceMutationLabels,
  UnsavedChangesLabels,
} from '@/widgets/resource';

/** The resource widgets' texts as the ${names.pluralTitle} pages word them (\`${ns}.*\`). */
export function use${names.pluralPascal}Labels() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = translatedFormatter(t, language).integer;
    const counted = (count: number) => ({ count, n: format(count) });
    const mutations: ResourceMutationLabels = {
      deleted: (name) => t('${ns}.deleted', { name }),
      undo: t('${ns}.undo'),
      restored: (name) => t('${ns}.restored', { name }),
      restoreFailed: (name) => t('${ns}.restoreFailed', { name }),
      deleteFailed: (name) => t('${ns}.deleteFailed', { name }),
      deleteSelected: t('${ns}.deleteSelected'),
      tooManySelected: t('${ns}.validation.idsInvalid'),
      bulkDeleted: (count) => t('${ns}.bulkDeleted', counted(count)),
      bulkRestored: (count) => t('${ns}.bulkRestored', counted(count)),
      bulkDeleteFailed: t('${ns}.bulkDeleteFailed'),
      bulkRestoreFailed: t('${ns}.bulkRestoreFailed'),
      bulkAlreadyDeleted: t('${ns}.bulkAlreadyDeleted'),
    };
    const conflict: ConflictDialogLabels = {
      title: t('${ns}.conflict.title'),
      text: (name) => t('${ns}.conflict.text', { name }),
      loadTheirs: t('${ns}.conflict.loadTheirs'),
      overwrite: t('${ns}.conflict.overwrite'),
    };
    const unsaved: UnsavedChangesLabels = {
      title: t('${ns}.unsaved.title'),
      text: t('${ns}.unsaved.text'),
      stay: t('${ns}.unsaved.stay'),
      leave: t('${ns}.unsaved.leave'),
    };
    const history: ResourceHistoryLabels = {
      title: t('${ns}.history.title'),
      loading: t('${ns}.history.loading'),
      failed: t('${ns}.history.failed'),
      none: t('${ns}.history.none'),
      action: {
        create: (actor) => t('${ns}.history.create', { actor }),
        update: (actor) => t('${ns}.history.update', { actor }),
        delete: (actor) => t('${ns}.history.delete', { actor }),
        restore: (actor) => t('${ns}.history.restore', { actor }),
      },
      deletedField: t('${ns}.history.deletedField'),
      empty: t('${ns}.history.empty'),
    };
    const frame: ResourceFrameLabels = {
      apiNeeded: t('${ns}.apiNeeded.title'),
      apiNeededText: t('${ns}.apiNeeded.text'),
      apiNeededAfter: t('${ns}.apiNeeded.after'),
    };
    return { mutations, conflict, unsaved, history, frame };
  }, [t, language]);
}
`;
}
