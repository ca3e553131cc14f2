import { useCallback } from 'react';

import { optionId, optionLabel } from './option-label';

/** `labelOf(option)` and `keyOf(option)` bound to a select's `optionKey` and `getOptionId`. */
export function useOptionAccessors<T>(optionKey?: keyof T, getOptionId?: (option: T) => string) {
  const labelOf = useCallback((option: T | null) => optionLabel(option, optionKey), [optionKey]);
  const keyOf = useCallback(
    (option: T | null) => optionId(option, optionKey, getOptionId),
    [optionKey, getOptionId],
  );
  return { labelOf, keyOf };
}
