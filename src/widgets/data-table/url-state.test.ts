import { parseSort, readUrlState, urlParamNames, writeUrlState } from './url-state';

const options = {
  prefix: '',
  perPageOptions: [5, 6, 10],
  defaultPerPage: 5,
  sortFields: ['name', 'city'],
};
const defaults = { page: 1, perPage: 5, sort: null, filter: '' };

describe('readUrlState', () => {
  it('reads valid values', () => {
    const params = new URLSearchParams('page=3&per_page=10&sort=city%7Cdesc&filter=bo');
    expect(readUrlState(params, options)).toEqual({
      page: 3,
      perPage: 10,
      sort: { field: 'city', direction: 'desc' },
      filter: 'bo',
    });
  });

  it('falls back to the defaults for garbage', () => {
    for (const query of [
      'page=-3&per_page=7&sort=name',
      'page=0&per_page=abc&sort=score|asc',
      'page=2.5&per_page=5.0&sort=name|up',
      'page=1e3&per_page=&sort=|asc',
      'page=99999999999',
    ]) {
      expect(readUrlState(new URLSearchParams(query), options)).toEqual(defaults);
    }
  });

  it('uses the prefix so two tables do not clash', () => {
    const params = new URLSearchParams('page=4&users_page=2&users_sort=name|asc');
    expect(readUrlState(params, { ...options, prefix: 'users' })).toMatchObject({
      page: 2,
      sort: { field: 'name', direction: 'asc' },
    });
    expect(urlParamNames('users')).toEqual({
      page: 'users_page',
      perPage: 'users_per_page',
      sort: 'users_sort',
      filter: 'users_filter',
    });
  });
});

describe('writeUrlState', () => {
  it('writes non-default values and keeps other parameters', () => {
    const params = writeUrlState(
      new URLSearchParams('tab=2&page=9'),
      { page: 2, perPage: 10, sort: { field: 'name', direction: 'asc' }, filter: 'x y' },
      options,
    );
    expect(params.get('tab')).toBe('2');
    expect(params.get('page')).toBe('2');
    expect(params.get('per_page')).toBe('10');
    expect(params.get('sort')).toBe('name|asc');
    expect(params.get('filter')).toBe('x y');
  });

  it('leaves the defaults out', () => {
    const params = writeUrlState(new URLSearchParams('page=3&sort=name|asc'), defaults, options);
    expect(params.toString()).toBe('');
  });
});

describe('defaultSort', () => {
  it('is read when the URL names no valid sort, and left out when written', () => {
    const withDefault = { ...options, defaultSort: { field: 'name', direction: 'asc' as const } };
    expect(readUrlState(new URLSearchParams(''), withDefault).sort).toEqual({
      field: 'name',
      direction: 'asc',
    });
    expect(readUrlState(new URLSearchParams('sort=city|desc'), withDefault).sort).toEqual({
      field: 'city',
      direction: 'desc',
    });
    const written = writeUrlState(
      new URLSearchParams(),
      { ...defaults, sort: { field: 'name', direction: 'asc' } },
      withDefault,
    );
    expect(written.has('sort')).toBe(false);
  });
});

describe('parseSort', () => {
  it('accepts only known fields and directions', () => {
    expect(parseSort('name|asc', ['name'])).toEqual({ field: 'name', direction: 'asc' });
    expect(parseSort('name|ASC', ['name'])).toBeNull();
    expect(parseSort('email|asc', ['name'])).toBeNull();
    expect(parseSort(null, ['name'])).toBeNull();
  });
});
