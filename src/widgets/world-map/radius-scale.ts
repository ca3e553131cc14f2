/**
 * An area-proportional size scale: the area of a mark (a size squared) grows linearly with its
 * value, so a value twice as big draws a mark twice the area, not twice the width. Values at or below
 * `domain[0]` get `range[0]`; values at or above `domain[1]` get `range[1]`.
 */
export function areaProportionalScale(
  domain: readonly [number, number],
  range: readonly [number, number] = [3, 70],
): (value: number) => number {
  const [minValue, maxValue] = domain;
  const [minSize, maxSize] = range;
  const minArea = minSize * minSize;
  const maxArea = maxSize * maxSize;
  const span = maxValue - minValue;
  return (value) => {
    if (!(span > 0)) return maxSize;
    const t = Math.min(1, Math.max(0, (value - minValue) / span));
    return Math.sqrt(minArea + t * (maxArea - minArea));
  };
}

/** The scale of `areaProportionalScale` fitted to the smallest and largest of `values`. */
export function areaScaleFor(
  values: readonly number[],
  range: readonly [number, number] = [3, 70],
): (value: number) => number {
  if (values.length === 0) return () => range[0];
  return areaProportionalScale([Math.min(...values), Math.max(...values)], range);
}
