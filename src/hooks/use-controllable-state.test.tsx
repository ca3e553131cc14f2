import { act, renderHook } from '@testing-library/react';

import { useControllableState } from './use-controllable-state';

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1]((previous) => previous + 1));
    expect(result.current[0]).toBe(3);
    act(() => result.current[1](3));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('follows the parent when controlled', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }) => useControllableState({ value, defaultValue: 0, onChange }),
      { initialProps: { value: 5 } },
    );
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(6);
    rerender({ value: 6 });
    expect(result.current[0]).toBe(6);
  });
});

describe('useControllableState functional updates', () => {
  it('passes the latest value to two updates in one event (uncontrolled)', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    act(() => {
      result.current[1]((previous) => previous + 1);
      result.current[1]((previous) => previous + 1);
    });
    expect(result.current[0]).toBe(3);
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('passes the latest value to an update made from a callback of an earlier render', () => {
    const { result } = renderHook(() => useControllableState({ defaultValue: ['a'] }));
    const staleSetter = result.current[1];
    act(() => result.current[1]((previous) => [...previous, 'b']));
    act(() => staleSetter((previous) => [...previous, 'c']));
    expect(result.current[0]).toEqual(['a', 'b', 'c']);
  });

  it('passes the parent value to a functional update when controlled', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }) => useControllableState({ value, defaultValue: 0, onChange }),
      { initialProps: { value: 10 } },
    );
    rerender({ value: 20 });
    act(() => {
      result.current[1]((previous) => previous + 1);
      result.current[1]((previous) => previous + 1);
    });
    expect(onChange.mock.calls).toEqual([[21], [22]]);
    expect(result.current[0]).toBe(20);
  });
});
