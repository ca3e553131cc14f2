import type { ReactNode } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { Button } from '@/ui/button';
import { Modal } from '@/widgets/modal';

import { conflictDialogLabels, type ConflictDialogLabels } from './resource-labels';

export type ConflictDialogProps<T> = {
  /** The record as the server has it now (a 409's `current`); the dialog is open while it is set. */
  current: T | undefined;
  /** The record's name in the dialog's text. */
  name: (current: T) => string;
  /** The record's fields as the server has them, shown so the person can choose. */
  fields: (current: T) => readonly { label: string; value: ReactNode }[];
  /** Load their version (the form's changes are lost). */
  onLoadTheirs: (current: T) => void;
  /** Save the form's version over theirs. */
  onOverwrite: (current: T) => void;
  onClose: () => void;
  labels?: Partial<ConflictDialogLabels>;
};

/**
 * Someone else saved the record since the form read it (409): load their version (and lose the
 * changes typed here) or overwrite it with the form's.
 */
export function ConflictDialog<T>({
  current,
  name,
  fields,
  onLoadTheirs,
  onOverwrite,
  onClose,
  labels: overrides,
}: ConflictDialogProps<T>) {
  const labels = useLabels(conflictDialogLabels, overrides);
  return (
    <Modal
      open={current !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={labels.title}
      footer={
        current !== undefined && (
          <>
            <Button variant="outline" onClick={() => onLoadTheirs(current)}>
              {labels.loadTheirs}
            </Button>
            <Button onClick={() => onOverwrite(current)}>{labels.overwrite}</Button>
          </>
        )
      }
    >
      {current !== undefined && (
        <div className="space-y-3">
          <p>{labels.text(name(current))}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {fields(current).map(({ label, value }) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="wrap-anywhere">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Modal>
  );
}
