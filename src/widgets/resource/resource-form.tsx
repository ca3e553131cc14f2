import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { Button } from '@/ui/button';

import { ConflictDialog, type ConflictDialogProps } from './conflict-dialog';
import {
  resourceFormLabels,
  type ConflictDialogLabels,
  type ResourceFormLabels,
  type UnsavedChangesLabels,
} from './resource-labels';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { ResourceFormState, ResourceFormValues } from './use-resource-form';

export type ResourceFormProps<
  V extends ResourceFormValues,
  Detail extends { id: number; version: number },
> = {
  /** The form's state (`useResourceForm`). */
  form: ResourceFormState<V, Detail>;
  /** The fields (`ResourceField`), laid out two to a row from medium screens. */
  children: ReactNode;
  /** How the conflict dialog names the record and shows the server's version of it. */
  conflict: Pick<ConflictDialogProps<Detail>, 'name' | 'fields'> & {
    labels?: Partial<ConflictDialogLabels>;
  };
  labels?: Partial<ResourceFormLabels>;
  /** The unsaved-changes question. */
  unsavedLabels?: Partial<UnsavedChangesLabels>;
};

/**
 * A record form around its fields: the note of a restored draft, the problem of a failed save,
 * Save (busy while saving; none when read-only), the 409 dialog and the unsaved-changes guard.
 */
export function ResourceForm<
  V extends ResourceFormValues,
  Detail extends { id: number; version: number },
>({ form, children, conflict, labels: overrides, unsavedLabels }: ResourceFormProps<V, Detail>) {
  const labels = useLabels(resourceFormLabels, overrides);
  return (
    <>
      {form.restored && (
        <p
          data-slot="resource-form-restored"
          className="mb-4 rounded-md border border-border bg-surface-muted px-3 py-2.5 text-sm"
        >
          {labels.draftRestored}
        </p>
      )}
      <form {...form.formProps} data-slot="resource-form" className="grid gap-5">
        <div className="grid gap-5 md:grid-cols-2">{children}</div>
        <div role="alert">
          {form.problem && (
            <p className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm font-semibold text-danger-strong">
              {form.problem === 'forbidden' ? labels.forbidden : labels.saveFailed}
            </p>
          )}
        </div>
        {!form.readOnly && (
          <div>
            <Button type="submit" pending={form.saving}>
              {form.saving && <LoaderCircle aria-hidden className="animate-spin" />}
              {labels.save}
            </Button>
          </div>
        )}
      </form>
      <ConflictDialog {...form.conflictProps} {...conflict} />
      <UnsavedChangesGuard {...form.guardProps} labels={unsavedLabels} />
    </>
  );
}
