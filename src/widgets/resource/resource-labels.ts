import type { TFunction } from 'i18next';

import { translatedFormatter } from '@/hooks/use-format';
import type { HistoryAction } from '@contract/resource';

/** The toasts of deleting and restoring records. Counts arrive as numbers. */
export type ResourceMutationLabels = {
  /** A record was deleted; the toast offers Undo. */
  deleted: (name: string) => string;
  /** The toast's Undo button. */
  undo: string;
  /** An Undo brought the record back. */
  restored: (name: string) => string;
  restoreFailed: (name: string) => string;
  /** A delete failed and the record is shown again. */
  deleteFailed: (name: string) => string;
  /** The selection bar's delete action. */
  deleteSelected: string;
  /** More records selected than one request may delete. */
  tooManySelected: string;
  bulkDeleted: (count: number) => string;
  bulkRestored: (count: number) => string;
  bulkDeleteFailed: string;
  bulkRestoreFailed: string;
  /** A bulk delete found nothing left to delete. */
  bulkAlreadyDeleted: string;
};

export const resourceMutationLabels = (t: TFunction, language: string): ResourceMutationLabels => {
  const format = translatedFormatter(t, language).integer;
  return {
    deleted: (name) => t('widgets.resource.deleted', { name }),
    undo: t('widgets.resource.undo'),
    restored: (name) => t('widgets.resource.restored', { name }),
    restoreFailed: (name) => t('widgets.resource.restoreFailed', { name }),
    deleteFailed: (name) => t('widgets.resource.deleteFailed', { name }),
    deleteSelected: t('widgets.resource.deleteSelected'),
    tooManySelected: t('widgets.resource.tooManySelected'),
    bulkDeleted: (count) => t('widgets.resource.bulkDeleted', { count, n: format(count) }),
    bulkRestored: (count) => t('widgets.resource.bulkRestored', { count, n: format(count) }),
    bulkDeleteFailed: t('widgets.resource.bulkDeleteFailed'),
    bulkRestoreFailed: t('widgets.resource.bulkRestoreFailed'),
    bulkAlreadyDeleted: t('widgets.resource.bulkAlreadyDeleted'),
  };
};

/** The dialog of a save that met someone else's newer version (409). */
export type ConflictDialogLabels = {
  title: string;
  /** What happened, naming the record. */
  text: (name: string) => string;
  loadTheirs: string;
  overwrite: string;
};

export const conflictDialogLabels = (t: TFunction): ConflictDialogLabels => ({
  title: t('widgets.resource.conflict.title'),
  text: (name) => t('widgets.resource.conflict.text', { name }),
  loadTheirs: t('widgets.resource.conflict.loadTheirs'),
  overwrite: t('widgets.resource.conflict.overwrite'),
});

/** The question before unsaved changes are left behind. */
export type UnsavedChangesLabels = { title: string; text: string; stay: string; leave: string };

export const unsavedChangesLabels = (t: TFunction): UnsavedChangesLabels => ({
  title: t('widgets.resource.unsaved.title'),
  text: t('widgets.resource.unsaved.text'),
  stay: t('widgets.resource.unsaved.stay'),
  leave: t('widgets.resource.unsaved.leave'),
});

/** A record's change history. */
export type ResourceHistoryLabels = {
  title: string;
  loading: string;
  failed: string;
  none: string;
  /** One entry's heading: what `actor` did. */
  action: Record<HistoryAction, (actor: string) => string>;
  /** The name of the soft delete's field. */
  deletedField: string;
  /** An empty value. */
  empty: string;
};

export const resourceHistoryLabels = (t: TFunction): ResourceHistoryLabels => ({
  title: t('widgets.resource.history.title'),
  loading: t('widgets.resource.history.loading'),
  failed: t('widgets.resource.history.failed'),
  none: t('widgets.resource.history.none'),
  action: {
    create: (actor) => t('widgets.resource.history.create', { actor }),
    update: (actor) => t('widgets.resource.history.update', { actor }),
    delete: (actor) => t('widgets.resource.history.delete', { actor }),
    restore: (actor) => t('widgets.resource.history.restore', { actor }),
  },
  deletedField: t('widgets.resource.history.deletedField'),
  empty: t('widgets.resource.history.empty'),
});

/** The frame of a resource's pages on a deploy without the API. */
export type ResourceFrameLabels = {
  apiNeeded: string;
  apiNeededText: string;
  apiNeededAfter: string;
};

export const resourceFrameLabels = (t: TFunction): ResourceFrameLabels => ({
  apiNeeded: t('widgets.resource.apiNeeded.title'),
  apiNeededText: t('widgets.resource.apiNeeded.text'),
  apiNeededAfter: t('widgets.resource.apiNeeded.after'),
});

/** The retry of a record that failed to load. */
export type LoadFailedLabels = { retry: string };

export const loadFailedLabels = (t: TFunction): LoadFailedLabels => ({
  retry: t('common.retry'),
});

/**
 * A record form's own texts. Each resource words them (`users.save`, `orders.saveFailed`), so the
 * form takes them all from its caller.
 */
export type ResourceFormLabels = {
  /** A draft kept from before a new sign-in was brought back. */
  draftRestored: string;
  save: string;
  /** A save failed for no field's reason. */
  saveFailed: string;
  /** The person's role may not make this change (403). */
  forbidden: string;
};
