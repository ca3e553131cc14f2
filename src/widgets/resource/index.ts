export { ConflictDialog, type ConflictDialogProps } from './conflict-dialog';
export { draftStorage, useKeepDraft, type Draft, type DraftStorage } from './drafts';
export { ResourceFrame, type ResourceFrameProps } from './resource-frame';
export { ResourceHistory, type ResourceHistoryProps } from './resource-history';
export type {
  ConflictDialogLabels,
  LoadFailedLabels,
  ResourceFrameLabels,
  ResourceHistoryLabels,
  ResourceMutationLabels,
  UnsavedChangesLabels,
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
export { UnsavedChangesGuard, type UnsavedChangesGuardProps } from './unsaved-changes-guard';
export {
  UNDO_TOAST_MS,
  useResourceMutations,
  type UseResourceMutationsOptions,
} from './use-resource-mutations';
