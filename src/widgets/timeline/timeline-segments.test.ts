import { isMirrored, segmentStates } from './timeline-segments';

describe('segmentStates', () => {
  it('colours a segment only when both items on it are active', () => {
    expect(segmentStates([true, true, false])).toEqual([
      { before: true, after: true },
      { before: true, after: false },
      { before: false, after: false },
    ]);
  });

  it('colours the outer segments of an active first and last item', () => {
    expect(segmentStates([true, false, true])).toEqual([
      { before: true, after: false },
      { before: false, after: false },
      { before: false, after: true },
    ]);
    expect(segmentStates([true])).toEqual([{ before: true, after: true }]);
  });

  it('leaves every segment of an inactive timeline uncoloured', () => {
    expect(segmentStates([false, false])).toEqual([
      { before: false, after: false },
      { before: false, after: false },
    ]);
    expect(segmentStates([])).toEqual([]);
  });

  it('does not colour the segment between an active and an inactive item from either side', () => {
    const [first, second, third, fourth] = segmentStates([false, true, true, false]);
    expect(first?.after).toBe(false);
    expect(second).toEqual({ before: false, after: true });
    expect(third).toEqual({ before: true, after: false });
    expect(fourth?.before).toBe(false);
  });
});

describe('isMirrored', () => {
  it('mirrors every second item of a centered timeline only', () => {
    expect([0, 1, 2, 3].map((index) => isMirrored(index, true))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect([0, 1, 2].map((index) => isMirrored(index, false))).toEqual([false, false, false]);
  });
});
