import { normalizeForSearch } from '@/lib/normalize-for-search';

import { filterByPrefix } from './filter-by-prefix';

const countries = ['Algeria', 'Georgia', 'Germany', 'Ghana', 'Åland Islands', 'Côte d’Ivoire'];
const same = (text: string) => text;

describe('filterByPrefix', () => {
  it('matches the start of the label only, ignoring case', () => {
    expect(filterByPrefix(countries, 'ge', same)).toEqual(['Georgia', 'Germany']);
    expect(filterByPrefix(countries, 'GER', same)).toEqual(['Germany']);
    expect(filterByPrefix(countries, 'eria', same)).toEqual([]);
  });

  it('ignores accents on either side', () => {
    expect(filterByPrefix(countries, 'aland', same)).toEqual(['Åland Islands']);
    expect(filterByPrefix(countries, 'cóte', same)).toEqual(['Côte d’Ivoire']);
    expect(normalizeForSearch('Émile')).toBe('emile');
  });

  it('treats the query as plain text, not a pattern', () => {
    const options = ['(none)', 'a.b', 'axb'];
    expect(() => filterByPrefix(options, '(', same)).not.toThrow();
    expect(filterByPrefix(options, '(', same)).toEqual(['(none)']);
    expect(filterByPrefix(options, 'a.', same)).toEqual(['a.b']);
    expect(filterByPrefix(options, '[', same)).toEqual([]);
  });

  it('keeps every option for an empty or blank query and ignores leading spaces', () => {
    expect(filterByPrefix(countries, '', same)).toEqual(countries);
    expect(filterByPrefix(countries, '   ', same)).toEqual(countries);
    expect(filterByPrefix(countries, '  gh', same)).toEqual(['Ghana']);
  });

  it('filters objects through their label', () => {
    const options = [{ name: 'Germany' }, { name: 'Ghana' }];
    expect(filterByPrefix(options, 'gh', (option) => option.name)).toEqual([{ name: 'Ghana' }]);
  });
});
