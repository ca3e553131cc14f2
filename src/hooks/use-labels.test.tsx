import { renderHook } from '@testing-library/react';

import { mergeLabels, useLabels } from './use-labels';

describe('useLabels', () => {
  it('merges defined overrides over the translated defaults', () => {
    const { result } = renderHook(() =>
      useLabels<{ next: string; back: string }>(
        (t) => ({ next: t('wizard.next'), back: t('wizard.back') }),
        {
          next: 'Onward',
          back: undefined,
        },
      ),
    );
    expect(result.current).toEqual({ next: 'Onward', back: 'Back' });
  });

  it('returns the defaults themselves without overrides', () => {
    const defaults = { a: 'x' };
    expect(mergeLabels(defaults)).toBe(defaults);
  });
});
