import {
  readDataTableQuery,
  toDataTableRequest,
  type DataTableQueryOptions,
} from './data-table-query';
import { readUrlState, writeUrlState } from './url-state';

const options = {
  sortFields: ['name', 'city'],
  urlStatePrefix: 'users',
  defaultPerPage: 10,
};

describe('readDataTableQuery', () => {
  it('reads page, rows per page, sort and filter under the prefix', () => {
    const params = new URLSearchParams(
      'users_page=3&users_per_page=5&users_sort=city%7Cdesc&users_filter=ana&page=9',
    );
    expect(readDataTableQuery(params, options)).toEqual({
      page: 3,
      perPage: 5,
      sort: { field: 'city', direction: 'desc' },
      filter: 'ana',
      fieldFilters: {},
    });
  });

  it('falls back to the defaults the table uses for anything missing or invalid', () => {
    expect(readDataTableQuery(new URLSearchParams(''), options)).toEqual({
      page: 1,
      perPage: 10,
      sort: null,
      filter: '',
      fieldFilters: {},
    });
    const garbage = new URLSearchParams('users_page=0&users_per_page=7&users_sort=score%7Casc');
    expect(
      readDataTableQuery(garbage, { ...options, defaultSort: { field: 'name', direction: 'asc' } }),
    ).toEqual({
      page: 1,
      perPage: 10,
      sort: { field: 'name', direction: 'asc' },
      filter: '',
      fieldFilters: {},
    });
    // A default that is not among the choices falls back to the first, as the table's does.
    expect(
      readDataTableQuery(new URLSearchParams(''), { sortFields: [], defaultPerPage: 7 }).perPage,
    ).toBe(5);
  });

  it('reads back what the table writes', () => {
    const urlOptions = {
      prefix: 'users',
      perPageOptions: [5, 6, 10],
      defaultPerPage: 10,
      sortFields: options.sortFields,
    };
    const state = {
      page: 4,
      perPage: 6,
      sort: { field: 'name', direction: 'desc' as const },
      filter: 'x y',
      fieldFilters: {},
    };
    const written = writeUrlState(new URLSearchParams('other=1'), state, urlOptions);
    expect(readDataTableQuery(written, options)).toEqual(state);
    expect(readUrlState(written, urlOptions)).toEqual(state);
  });
});

describe('toDataTableRequest', () => {
  it('gives the API request of a state, as remote mode sends it', () => {
    const state = {
      page: 2,
      perPage: 10,
      sort: { field: 'city', direction: 'asc' as const },
      filter: ' bo ',
    };
    expect(toDataTableRequest(state).toString()).toBe(
      'sort=city%7Casc&page=2&per_page=10&filter=bo',
    );
    expect(
      toDataTableRequest({ ...state, sort: null, filter: '' }, { filterQuery: 'q' }).toString(),
    ).toBe('page=2&per_page=10');
    expect(toDataTableRequest(state, { filterQuery: 'q' }).get('q')).toBe('bo');
  });
});

describe('field filters', () => {
  const orderOptions = {
    sortFields: ['placed'],
    urlStatePrefix: 'orders',
    filterFields: [
      { id: 'status', kind: 'facet' as const, values: ['pending', 'paid', 'shipped'] },
      { id: 'placed', kind: 'dateRange' as const },
    ],
  };

  it('are read from the URL under the prefix, garbage left out', () => {
    const params = new URLSearchParams(
      'orders_status=shipped,nope,paid&orders_placed_from=2026-01-01&orders_placed_to=nope&orders_page=2',
    );
    expect(readDataTableQuery(params, orderOptions)).toEqual({
      page: 2,
      perPage: 5,
      sort: null,
      filter: '',
      fieldFilters: { status: ['paid', 'shipped'], placed: { from: '2026-01-01' } },
    });
  });

  it('are sent in the wire format: values joined in the declared order, empty ones left out', () => {
    const state = {
      page: 1,
      perPage: 10,
      sort: { field: 'placed', direction: 'desc' as const },
      filter: 'ann',
      fieldFilters: {
        placed: { from: '2026-01-01', to: '2026-01-31' },
        status: ['shipped', 'paid'],
      },
    };
    expect(toDataTableRequest(state, orderOptions).toString()).toBe(
      'sort=placed%7Cdesc&page=1&per_page=10&filter=ann&status=paid%2Cshipped&placed_from=2026-01-01&placed_to=2026-01-31',
    );
    expect(
      toDataTableRequest(
        { ...state, fieldFilters: { status: [], placed: { to: '2026-01-31' } } },
        orderOptions,
      ).toString(),
    ).toBe('sort=placed%7Cdesc&page=1&per_page=10&filter=ann&placed_to=2026-01-31');
    // A state without field filters (built by hand) asks for none.
    expect(toDataTableRequest({ page: 1, perPage: 5, sort: null, filter: '' }).toString()).toBe(
      'page=1&per_page=5',
    );
  });
});

describe('a ref filter', () => {
  // One list spec serves the API and the table: the id of the record its rows point at.
  const withRef = {
    sortFields: ['placed'],
    urlStatePrefix: 'orders',
    filterFields: [
      { id: 'status', kind: 'facet', values: ['paid', 'shipped'] },
      { id: 'customer', kind: 'ref' },
    ],
  } satisfies DataTableQueryOptions;

  it('is read from the URL as one record id, and sent under its own name', () => {
    const state = readDataTableQuery(
      new URLSearchParams('orders_status=paid&orders_customer=12'),
      withRef,
    );
    expect(state.fieldFilters).toEqual({ status: ['paid'], customer: ['12'] });
    expect(toDataTableRequest(state, withRef).toString()).toBe(
      'page=1&per_page=5&status=paid&customer=12',
    );
  });

  it('leaves out what is not one id', () => {
    for (const value of ['0', '-3', 'abc', '12,13', '12345678901', '']) {
      const params = new URLSearchParams({ orders_customer: value });
      expect(readDataTableQuery(params, withRef).fieldFilters).toEqual({});
    }
    expect(
      toDataTableRequest(
        { page: 1, perPage: 5, sort: null, filter: '', fieldFilters: { customer: ['x'] } },
        withRef,
      ).toString(),
    ).toBe('page=1&per_page=5');
  });
});
