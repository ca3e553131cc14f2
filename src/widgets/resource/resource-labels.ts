import type { TFunction } from 'i18next';

import { translatedFormatter } from '@/hooks/use-format';
import type { Resources } from '@/i18n/resources';
import { simpleSelectLabels, type SelectLabels } from '@/widgets/select';
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
  /** Read between a change's old and new values, where an arrow shows. */
  changedTo: string;
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
  changedTo: t('widgets.resource.history.changedTo'),
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

/**
 * A field holding another resource's id (`ResourceRefField`, `RefName`): the picker's texts, and
 * what stands for a record that is gone.
 */
export type ResourceRefLabels = SelectLabels & {
  /** A record that no longer exists (or cannot be read), by its id. */
  missing: (id: string) => string;
};

export const resourceRefLabels = (t: TFunction): ResourceRefLabels => ({
  ...simpleSelectLabels(t),
  placeholder: t('widgets.resource.ref.placeholder'),
  noOptions: t('widgets.resource.ref.noMatches'),
  missing: (id) => t('widgets.resource.ref.missing', { id }),
});

/** The retry of a record that failed to load. */
export type LoadFailedLabels = { retry: string };

export const loadFailedLabels = (t: TFunction): LoadFailedLabels => ({
  retry: t('common.retry'),
});

/** A record form's own texts. */
export type ResourceFormLabels = {
  /** A draft kept from before a new sign-in was brought back. */
  draftRestored: string;
  save: string;
  /** A save failed for no field's reason. */
  saveFailed: string;
  /** The person's role may not make this change (403). */
  forbidden: string;
};

export const resourceFormLabels = (t: TFunction): ResourceFormLabels => ({
  draftRestored: t('widgets.resource.form.draftRestored'),
  save: t('widgets.resource.form.save'),
  saveFailed: t('widgets.resource.form.saveFailed'),
  forbidden: t('widgets.resource.form.forbidden'),
});

/** A record's page: the way back, a record missing or failing to load, the toasts of a save. */
export type RecordPageLabels = {
  /** The link back to the list. */
  backToList: string;
  /** The heading of a record that does not exist. */
  notFoundTitle: string;
  /** What happened, with the id asked for. */
  notFoundText: (id: string) => string;
  loadFailed: string;
  /** Under the heading, for a role that may only look. */
  readOnly: string;
  /** A new record was saved. */
  created: (name: string) => string;
  /** A record's changes were saved. */
  saved: (name: string) => string;
};

export const recordPageLabels = (t: TFunction): RecordPageLabels => ({
  backToList: t('widgets.resource.record.backToList'),
  notFoundTitle: t('widgets.resource.record.notFoundTitle'),
  notFoundText: (id) => t('widgets.resource.record.notFoundText', { id }),
  loadFailed: t('widgets.resource.record.loadFailed'),
  readOnly: t('widgets.resource.record.readOnly'),
  created: (name) => t('widgets.resource.record.created', { name }),
  saved: (name) => t('widgets.resource.record.saved', { name }),
});

/** A resource's list: its toasts and its actions column. */
export type ResourceListLabels = ResourceMutationLabels & {
  /** The actions column's header. */
  actions: string;
  /** The buttons of a row, naming its record. */
  edit: (name: string) => string;
  view: (name: string) => string;
  delete: (name: string) => string;
};

export const resourceListLabels = (t: TFunction, language: string): ResourceListLabels => ({
  ...resourceMutationLabels(t, language),
  actions: t('widgets.resource.actions.title'),
  edit: (name) => t('widgets.resource.actions.edit', { name }),
  view: (name) => t('widgets.resource.actions.view', { name }),
  delete: (name) => t('widgets.resource.actions.delete', { name }),
});

/**
 * The strings of a resource's namespace the kit reads (`users.json`, the demo's `orders.json`, a
 * generated resource's), so each resource can word them for its records.
 */
export type ResourceStrings = {
  actions: string;
  edit: string;
  view: string;
  delete: string;
  deleted: string;
  undo: string;
  restored: string;
  restoreFailed: string;
  deleteFailed: string;
  deleteSelected: string;
  bulkDeleted_one: string;
  bulkDeleted_other: string;
  bulkRestored_one: string;
  bulkRestored_other: string;
  bulkDeleteFailed: string;
  bulkRestoreFailed: string;
  bulkAlreadyDeleted: string;
  save: string;
  saved: string;
  created: string;
  saveFailed: string;
  forbiddenWrite: string;
  readOnly: string;
  draftRestored: string;
  backToList: string;
  loadFailed: string;
  notFound: { title: string; text: string };
  apiNeeded: { title: string; text: string; after: string };
  conflict: { title: string; text: string; loadTheirs: string; overwrite: string };
  unsaved: { title: string; text: string; stay: string; leave: string };
  history: {
    title: string;
    loading: string;
    failed: string;
    none: string;
    create: string;
    update: string;
    delete: string;
    restore: string;
    deletedField: string;
    empty: string;
  };
  validation: { idsInvalid: string };
};

/** A namespace whose strings have the shape of `ResourceStrings`. */
export type ResourceNamespace = {
  [N in keyof Resources]: Resources[N] extends ResourceStrings ? N : never;
}[keyof Resources];

/** Every text of the resource kit, worded for one resource. */
export type ResourceLabels = {
  list: ResourceListLabels;
  record: RecordPageLabels;
  form: ResourceFormLabels;
  conflict: ConflictDialogLabels;
  unsaved: UnsavedChangesLabels;
  history: ResourceHistoryLabels;
  frame: ResourceFrameLabels;
};

/**
 * The kit's texts from a resource's namespace (`users.deleted`, `users.conflict.title` …), for the
 * widgets' `labels`: one call gives a resource's pages all their wording.
 */
export function resourceLabels(
  t: TFunction,
  language: string,
  namespace: ResourceNamespace,
): ResourceLabels {
  // The namespace's shape is checked by its type; one key builder reads every text from it.
  const tr = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const text = (key: string, options?: Record<string, unknown>) =>
    tr(`${namespace}.${key}`, options);
  const integer = translatedFormatter(t, language).integer;
  const counted = (count: number) => ({ count, n: integer(count) });
  return {
    list: {
      deleted: (name) => text('deleted', { name }),
      undo: text('undo'),
      restored: (name) => text('restored', { name }),
      restoreFailed: (name) => text('restoreFailed', { name }),
      deleteFailed: (name) => text('deleteFailed', { name }),
      deleteSelected: text('deleteSelected'),
      tooManySelected: text('validation.idsInvalid'),
      bulkDeleted: (count) => text('bulkDeleted', counted(count)),
      bulkRestored: (count) => text('bulkRestored', counted(count)),
      bulkDeleteFailed: text('bulkDeleteFailed'),
      bulkRestoreFailed: text('bulkRestoreFailed'),
      bulkAlreadyDeleted: text('bulkAlreadyDeleted'),
      actions: text('actions'),
      edit: (name) => text('edit', { name }),
      view: (name) => text('view', { name }),
      delete: (name) => text('delete', { name }),
    },
    record: {
      backToList: text('backToList'),
      notFoundTitle: text('notFound.title'),
      notFoundText: (id) => text('notFound.text', { id }),
      loadFailed: text('loadFailed'),
      readOnly: text('readOnly'),
      created: (name) => text('created', { name }),
      saved: (name) => text('saved', { name }),
    },
    form: {
      draftRestored: text('draftRestored'),
      save: text('save'),
      saveFailed: text('saveFailed'),
      forbidden: text('forbiddenWrite'),
    },
    conflict: {
      title: text('conflict.title'),
      text: (name) => text('conflict.text', { name }),
      loadTheirs: text('conflict.loadTheirs'),
      overwrite: text('conflict.overwrite'),
    },
    unsaved: {
      title: text('unsaved.title'),
      text: text('unsaved.text'),
      stay: text('unsaved.stay'),
      leave: text('unsaved.leave'),
    },
    history: {
      title: text('history.title'),
      loading: text('history.loading'),
      failed: text('history.failed'),
      none: text('history.none'),
      action: {
        create: (actor) => text('history.create', { actor }),
        update: (actor) => text('history.update', { actor }),
        delete: (actor) => text('history.delete', { actor }),
        restore: (actor) => text('history.restore', { actor }),
      },
      deletedField: text('history.deletedField'),
      empty: text('history.empty'),
      changedTo: t('widgets.resource.history.changedTo'),
    },
    frame: {
      apiNeeded: text('apiNeeded.title'),
      apiNeededText: text('apiNeeded.text'),
      apiNeededAfter: text('apiNeeded.after'),
    },
  };
}
