/**
 * jsdom has no layout: ProseMirror's scrollIntoView and the bubble menu measure Ranges, whose
 * getClientRects/getBoundingClientRect jsdom lacks. Tests import this to give them empty rects.
 */
export function stubRangeLayout() {
  const empty = () => new DOMRect(0, 0, 0, 0);
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = empty;
  if (!Range.prototype.getClientRects) {
    Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
  }
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
}
