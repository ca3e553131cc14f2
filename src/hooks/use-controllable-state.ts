import { useCallback, useState, type SetStateAction } from 'react';

/**
 * State that a parent may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`), in Radix's manner. Returns `[value, setValue]` like `useState`; `setValue`
 * calls `onChange` only when the value really changes.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value?: T;
  defaultValue: T;
  onChange?: (value: T) => void;
}): [T, (next: SetStateAction<T>) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;

  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(current) : next;
      if (Object.is(resolved, current)) return;
      if (!controlled) setInternal(resolved);
      onChange?.(resolved);
    },
    [controlled, current, onChange],
  );

  return [current, setValue];
}
