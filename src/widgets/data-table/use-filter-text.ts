import { useEffect, useRef, useState } from 'react';

/**
 * The filter field's text: it updates at once, while the table's filter follows after `delay` ms
 * of quiet (or at once on `commitFilter`, e.g. Enter). A filter changed from outside (the URL, a
 * controlled prop) replaces the text. `apply` receives a committed text that differs from `filter`.
 */
export function useFilterText(filter: string, delay: number, apply: (value: string) => void) {
  const [filterText, setFilterText] = useState(filter);
  const [appliedFilter, setAppliedFilter] = useState(filter);
  if (appliedFilter !== filter) {
    setAppliedFilter(filter);
    setFilterText(filter);
  }
  const debounce = useRef<{ timer?: ReturnType<typeof setTimeout> }>({});
  useEffect(() => {
    const pending = debounce.current;
    return () => clearTimeout(pending.timer);
  }, []);
  const commitFilter = (value: string) => {
    clearTimeout(debounce.current.timer);
    if (value !== filter) apply(value);
  };
  const changeFilter = (value: string) => {
    setFilterText(value);
    clearTimeout(debounce.current.timer);
    debounce.current.timer = setTimeout(() => commitFilter(value), delay);
  };
  return { filterText, changeFilter, commitFilter };
}
