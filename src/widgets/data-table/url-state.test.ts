import { parseSort, readUrlState, urlParamNames, writeUrlState } from './url-state';

const options = {
  prefix: '',
  perPageOptions: [5, 6, 10],
  defaultPerPage: 5,
  sortFields: ['name', 'city'],
};
const defaults = { page: 1, perPage: 5, sort: null, filter: '', fieldFilters: {} };

describe('readUrlState', () => {
  it('reads valid values', () => {
    const params = new URLSearchParams('page=3&per_page=10&sort=city%7Cdesc&filter=bo');
    expect(readUrlState(params, options)).toEqual({
      page: 3,
      perPage: 10,
      sort: { field: 'city', direction: 'desc' },
      filter: 'bo',
      fieldFilters: {},
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
      {
        page: 2,
        perPage: 10,
        sort: { field: 'name', direction: 'asc' },
        filter: 'x y',
        fieldFilters: {},
      },
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

describe('field filters in the URL', () => {
  const withFields = {
    ...options,
    prefix: 'orders',
    filterFields: [
      { id: 'status', kind: 'facet' as const, values: ['pending', 'paid', 'shipped'] },
      { id: 'placed', kind: 'dateRange' as const },
    ],
  };

  it('reads prefixed facets and ranges', () => {
    const params = new URLSearchParams(
      'orders_status=shipped,paid&orders_placed_from=2026-01-01&orders_placed_to=2026-01-31&status=pending',
    );
    expect(readUrlState(params, withFields).fieldFilters).toEqual({
      status: ['paid', 'shipped'],
      placed: { from: '2026-01-01', to: '2026-01-31' },
    });
  });

  it('drops unknown values, malformed dates, and both dates when from is after to', () => {
    const read = (query: string) =>
      readUrlState(new URLSearchParams(query), withFields).fieldFilters;
    expect(read('orders_status=lost,,paid,paid')).toEqual({ status: ['paid'] });
    expect(read('orders_status=lost&orders_placed_from=2026-02-30')).toEqual({});
    expect(read('orders_placed_from=01/02/2026&orders_placed_to=2026-03-01')).toEqual({
      placed: { to: '2026-03-01' },
    });
    expect(read('orders_placed_from=2026-03-02&orders_placed_to=2026-03-01')).toEqual({});
    // Without declarations nothing is read.
    expect(
      readUrlState(new URLSearchParams('orders_status=paid'), { ...withFields, filterFields: [] })
        .fieldFilters,
    ).toEqual({});
  });

  it('writes them in the declared order, and removes the ones cleared', () => {
    const written = writeUrlState(
      new URLSearchParams('keep=1&orders_placed_to=2025-01-01&orders_status=pending'),
      {
        ...defaults,
        fieldFilters: { placed: { from: '2026-01-01' }, status: ['shipped', 'paid'] },
      },
      withFields,
    );
    expect(written.toString()).toBe(
      'keep=1&orders_status=paid%2Cshipped&orders_placed_from=2026-01-01',
    );
    expect(readUrlState(written, withFields).fieldFilters).toEqual({
      status: ['paid', 'shipped'],
      placed: { from: '2026-01-01' },
    });
    expect(writeUrlState(written, defaults, withFields).toString()).toBe('keep=1');
  });
});
