/** Whether each half of an item's separator line is drawn in the primary colour. */
export type SegmentState = {
  /** The half towards the previous item (above, or to the left). */
  before: boolean;
  /** The half towards the next item (below, or to the right). */
  after: boolean;
};

/**
 * A line segment is primary when the item and its neighbour on that side
 * are both active; the outer segment of an active first or last item is primary too.
 */
export function segmentStates(active: readonly boolean[]): SegmentState[] {
  const last = active.length - 1;
  return active.map((isActive, index) => ({
    before: isActive && (index === 0 || active[index - 1] === true),
    after: isActive && (index === last || active[index + 1] === true),
  }));
}

/** `centered` timelines mirror every second item: the 2nd, 4th, … put `before` on the right. */
export function isMirrored(index: number, centered: boolean): boolean {
  return centered && index % 2 === 1;
}
