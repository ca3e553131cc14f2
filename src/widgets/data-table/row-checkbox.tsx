import { useEffect, useRef } from 'react';

import { cn } from '@/lib/cn';

/** A native checkbox named by `label`, with the mixed state a native one has only as a property. */
export function RowCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      data-slot="data-table-checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onCheckedChange(event.target.checked)}
      className={cn(
        'size-5 cursor-pointer align-middle accent-primary-strong disabled:cursor-not-allowed',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
    />
  );
}
