import {
  categoryIds,
  checkState,
  findItem,
  leafIds,
  parentMap,
  visibleItems,
  withChecked,
  type TreeItem,
} from './tree-model';

const items: TreeItem[] = [
  { id: 'a', label: 'A', children: [{ id: 'a1', label: 'A1' }] },
  {
    id: 'b',
    label: 'B',
    children: [
      {
        id: 'b1',
        label: 'B1',
        children: [
          { id: 'b1x', label: 'B1x' },
          { id: 'b1y', label: 'B1y' },
        ],
      },
      { id: 'b2', label: 'B2' },
    ],
  },
  { id: 'c', label: 'C' },
  { id: 'd', label: 'D', children: [] },
];

describe('tree model', () => {
  it('lists every category at any depth, empty ones included', () => {
    expect(categoryIds(items)).toEqual(['a', 'b', 'b1', 'd']);
  });

  it('flattens only what is visible, with level, position and set size', () => {
    expect(visibleItems(items, new Set()).map((flat) => flat.item.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    // An expanded category inside a closed one stays hidden.
    expect(visibleItems(items, new Set(['b1'])).map((flat) => flat.item.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    const open = visibleItems(items, new Set(['b', 'b1']));
    expect(open.map((flat) => flat.item.id)).toEqual([
      'a',
      'b',
      'b1',
      'b1x',
      'b1y',
      'b2',
      'c',
      'd',
    ]);
    expect(open[3]).toMatchObject({ level: 3, parentId: 'b1', posInSet: 1, setSize: 2 });
    expect(open[5]).toMatchObject({ level: 2, parentId: 'b', posInSet: 2, setSize: 2 });
    expect(open[6]).toMatchObject({ level: 1, parentId: undefined, posInSet: 3, setSize: 4 });
  });

  it('maps parents and finds items', () => {
    const parents = parentMap(items);
    expect(parents.get('b1x')).toBe('b1');
    expect(parents.get('b1')).toBe('b');
    expect(parents.get('a')).toBeUndefined();
    expect(findItem(items, 'b1y')?.label).toBe('B1y');
    expect(findItem(items, 'zzz')).toBeUndefined();
  });

  it('derives tri-state checks from the selected leaves', () => {
    const b = findItem(items, 'b')!;
    expect(leafIds(b)).toEqual(['b1x', 'b1y', 'b2']);
    expect(checkState(b, new Set())).toBe(false);
    expect(checkState(b, new Set(['b1x']))).toBe('mixed');
    expect(checkState(b, new Set(['b1x', 'b1y', 'b2']))).toBe(true);
    expect(checkState(findItem(items, 'd')!, new Set())).toBe(false);

    const all = withChecked(b, new Set(['c']), true);
    expect([...all].sort()).toEqual(['b1x', 'b1y', 'b2', 'c']);
    expect([...withChecked(b, all, false)]).toEqual(['c']);
    expect([...withChecked(findItem(items, 'a1')!, new Set(), true)]).toEqual(['a1']);
  });
});
