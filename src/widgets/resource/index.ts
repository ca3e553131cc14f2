export { ConflictDialog, type ConflictDialogProps } from './conflict-dialog';
export {
  draftStorage,
  sameValues,
  useKeepDraft,
  valuesDrafts,
  type Draft,
  type DraftStorage,
} from './drafts';
export { formatFieldValue, type FieldFormat, type FieldValue } from './field-values';
export {
  RecordPage,
  useRecordPage,
  type RecordFormProps,
  type RecordPageProps,
  type RecordPageState,
  type UseRecordPageOptions,
} from './record-page';
export { RefName, refFieldFormat, type RefNameProps } from './ref-name';
export { ResourceField, type ResourceFieldProps } from './resource-field';
export { ResourceForm, type ResourceFormProps } from './resource-form';
export { ResourceFrame, type ResourceFrameProps } from './resource-frame';
export { ResourceRefField, type ResourceRefFieldProps } from './resource-ref-field';
export { ResourceHistory, type ResourceHistoryProps } from './resource-history';
export {
  resourceLabels,
  type ConflictDialogLabels,
  type LoadFailedLabels,
  type RecordPageLabels,
  type ResourceFormLabels,
  type ResourceFrameLabels,
  type ResourceHistoryLabels,
  type ResourceLabels,
  type ResourceListLabels,
  type ResourceMutationLabels,
  type ResourceNamespace,
  type ResourceRefLabels,
  type ResourceStrings,
  type UnsavedChangesLabels,
} from './resource-labels';
export {
  BackLink,
  LoadFailed,
  NotFoundCard,
  type BackLinkProps,
  type LoadFailedProps,
  type NotFoundCardProps,
} from './resource-parts';
export { applyServerErrors, conflictOf, formErrorsOf, type FieldOf } from './server-errors';
export { centsOf, wholeNumberOf } from './typed-numbers';
export { UnsavedChangesGuard, type UnsavedChangesGuardProps } from './unsaved-changes-guard';
export { useResourceLabels } from './use-resource-labels';
export { useResourceList, type UseResourceListOptions } from './use-resource-list';
export {
  refFilterReader,
  useRefName,
  useRefOptions,
  type RefOption,
  type RefSource,
} from './use-ref-records';
export {
  UNDO_TOAST_MS,
  useResourceMutations,
  type UseResourceMutationsOptions,
} from './use-resource-mutations';
export {
  useResourceForm,
  type ResourceControlProps,
  type ResourceFieldErrors,
  type ResourceFormProblem,
  type ResourceFormState,
  type ResourceFormValues,
  type UseResourceFormOptions,
} from './use-resource-form';
