import { tagKeys, tagName, tagVariant, withoutTag } from './tag-items';

describe('tag items', () => {
  it('reads the name and type of plain and object items', () => {
    expect(tagName('Ford')).toBe('Ford');
    expect(tagName({ name: 'Tomato', variant: 'danger' })).toBe('Tomato');
    expect(tagVariant('Ford')).toBeUndefined();
    expect(tagVariant({ name: 'Tomato', variant: 'danger' })).toBe('danger');
  });

  it('keys duplicates apart, and keeps the other keys when one item goes', () => {
    expect(tagKeys(['a', 'b', 'a'])).toEqual(['a#0', 'b#0', 'a#1']);
    expect(tagKeys(withoutTag(['a', 'b', 'c'], 'a#0'))).toEqual(['b#0', 'c#0']);
  });

  it('removes only the item with the key', () => {
    expect(withoutTag(['a', 'b', 'a'], 'a#1')).toEqual(['a', 'b']);
    expect(withoutTag(['a', 'b'], 'zzz#0')).toEqual(['a', 'b']);
    const items = [{ name: 'x', variant: 'info' as const }, 'y'];
    expect(withoutTag(items, 'y#0')).toEqual([{ name: 'x', variant: 'info' }]);
  });
});
