import { useState } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { readStored, writeStored } from '@/lib/storage';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The ids of the hidden columns: controlled, or the table's own, remembered under `storageKey`
 * (anything unreadable in storage means the defaults).
 */
export function useHiddenColumns({
  hiddenColumns,
  defaultHiddenColumns,
  onHiddenColumnsChange,
  storageKey,
  hideableIds,
}: {
  hiddenColumns?: readonly string[];
  defaultHiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (ids: readonly string[]) => void;
  storageKey?: string;
  hideableIds: readonly string[];
}): [readonly string[], (ids: readonly string[]) => void] {
  const [initial] = useState<readonly string[]>(() => {
    const stored = storageKey ? readStored(storageKey, isStringList) : undefined;
    return stored?.filter((id) => hideableIds.includes(id)) ?? defaultHiddenColumns ?? [];
  });
  const [value, setValue] = useControllableState<readonly string[]>({
    value: hiddenColumns,
    defaultValue: initial,
    onChange: onHiddenColumnsChange,
  });
  const set = (ids: readonly string[]) => {
    if (storageKey) writeStored(storageKey, ids);
    setValue(ids);
  };
  return [value, set];
}
