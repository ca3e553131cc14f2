/** A slider holds one number or a [low, high] range. */
export type SliderValue = number | [number, number];

/** Radix works on arrays; the widget's public value is a number or a pair. */
export function toThumbValues(value: SliderValue): number[] {
  return typeof value === 'number' ? [value] : [value[0], value[1]];
}

/** Back from Radix's array to the shape the caller uses (`range` decides which). */
export function fromThumbValues<T extends SliderValue>(
  values: readonly number[],
  range: boolean,
): T {
  const low = values[0] ?? 0;
  return (range ? [low, values[1] ?? low] : low) as T;
}
