import { useCallback, useLayoutEffect, useRef, useState, type SetStateAction } from 'react';

/**
 * State that a parent may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`), in Radix's manner. Returns `[value, setValue]` like `useState`; `setValue`
 * calls `onChange` only when the value really changes, and a functional update receives the
 * latest value, also from a timer, an async callback or a second update in the same event.
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

  // Callbacks made in an earlier render run later (timers, drops, two updates in one tick): they
  // read the newest value here, and an update writes its result here at once. A controlled parent
  // that refuses the change resets it at the next render.
  const latest = useRef({ value: current, controlled, onChange });
  useLayoutEffect(() => {
    latest.current = { value: current, controlled, onChange };
  });

  const setValue = useCallback((next: SetStateAction<T>) => {
    const state = latest.current;
    const resolved = typeof next === 'function' ? (next as (previous: T) => T)(state.value) : next;
    if (Object.is(resolved, state.value)) return;
    state.value = resolved;
    if (!state.controlled) setInternal(resolved);
    state.onChange?.(resolved);
  }, []);

  return [current, setValue];
}
