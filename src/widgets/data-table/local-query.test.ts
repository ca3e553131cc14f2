import {
  buildFilterIndex,
  createLocalQuery,
  defaultFilterFields,
  filterRowOrder,
  localPagination,
  type LocalQueryOptions,
  type LocalQueryState,
} from './local-query';
import { compareValues, sortRowOrder } from './local-sort';

type Person = { id: number; name: string; score: number | null; address: { city: string } };

const people: Person[] = [
  { id: 1, name: 'Matthew McCormick', score: 93, address: { city: 'Vancouver' } },
  { id: 2, name: 'nancy bo', score: 280, address: { city: 'Washington' } },
  { id: 3, name: 'Frederiko (Fred) Lopez', score: 16, address: { city: 'Barcelona' } },
  { id: 4, name: 'Stanley Hummer', score: 9, address: { city: 'Manchester' } },
  { id: 5, name: 'Émile Zola', score: null, address: { city: 'Paris' } },
  { id: 6, name: 'a.b', score: 100, address: { city: 'Wien' } },
];

const names = (rows: Person[]) => rows.map((row) => row.name);

/** One query on a fresh engine. */
function queryLocalRows<TRow>(
  rows: readonly TRow[],
  {
    filter = '',
    sort = null,
    page,
    perPage,
    ...options
  }: LocalQueryOptions<TRow> & Partial<LocalQueryState> & { page: number; perPage: number },
) {
  return createLocalQuery(rows, options)({ filter, sort, page, perPage });
}
const all = { page: 1, perPage: 100 };

describe('defaultFilterFields', () => {
  it('takes the non-object fields of the first row plus filterable columns', () => {
    expect(defaultFilterFields(people)).toEqual(['id', 'name', 'score']);
    expect(
      defaultFilterFields(people, [
        { id: 'city', header: 'City', accessor: 'address.city', filterable: true },
        { id: 'name', header: 'Name', accessor: 'name', filterable: true },
      ]),
    ).toEqual(['id', 'name', 'score', 'address.city']);
    expect(defaultFilterFields([])).toEqual([]);
  });
});

describe('local filter', () => {
  it('is a case-insensitive substring match', () => {
    expect(names(queryLocalRows(people, { ...all, filter: 'NANCY' }).rows)).toEqual(['nancy bo']);
    expect(names(queryLocalRows(people, { ...all, filter: 'mccor' }).rows)).toEqual([
      'Matthew McCormick',
    ]);
  });

  it('treats regex characters literally', () => {
    expect(names(queryLocalRows(people, { ...all, filter: '(' }).rows)).toEqual([
      'Frederiko (Fred) Lopez',
    ]);
    expect(names(queryLocalRows(people, { ...all, filter: 'a.b' }).rows)).toEqual(['a.b']);
    expect(queryLocalRows(people, { ...all, filter: '.*' }).rows).toEqual([]);
    expect(queryLocalRows(people, { ...all, filter: '[' }).rows).toEqual([]);
  });

  it('searches nested fields when they are listed, numbers as text', () => {
    const fields = ['name', 'address.city', 'score'];
    expect(
      names(queryLocalRows(people, { ...all, filter: 'barcel', filterFields: fields }).rows),
    ).toEqual(['Frederiko (Fred) Lopez']);
    expect(queryLocalRows(people, { ...all, filter: 'barcel' }).rows).toEqual([]);
    expect(
      names(queryLocalRows(people, { ...all, filter: '280', filterFields: fields }).rows),
    ).toEqual(['nancy bo']);
  });

  it('ignores surrounding spaces and keeps every row for an empty filter', () => {
    expect(queryLocalRows(people, { ...all, filter: '  ' }).rows).toHaveLength(people.length);
    expect(names(queryLocalRows(people, { ...all, filter: ' wintz ' }).rows)).toEqual([]);
    expect(names(queryLocalRows(people, { ...all, filter: ' hummer ' }).rows)).toEqual([
      'Stanley Hummer',
    ]);
  });

  it('does not match across two fields', () => {
    const index = buildFilterIndex(people, ['name', 'address.city']);
    expect(filterRowOrder([0, 1, 2, 3, 4, 5], index, 'mccormickvancouver')).toEqual([]);
  });
});

describe('local sort', () => {
  it('sorts numbers numerically, empty values last in both directions', () => {
    const ascending = queryLocalRows(people, {
      ...all,
      sort: { field: 'score', direction: 'asc' },
    });
    expect(ascending.rows.map((row) => row.score)).toEqual([9, 16, 93, 100, 280, null]);
    const descending = queryLocalRows(people, {
      ...all,
      sort: { field: 'score', direction: 'desc' },
    });
    expect(descending.rows.map((row) => row.score)).toEqual([280, 100, 93, 16, 9, null]);
  });

  it('sorts text with the collator (case and accents in their natural place)', () => {
    const collator = new Intl.Collator('en', { numeric: true });
    const sorted = queryLocalRows(people, {
      ...all,
      collator,
      sort: { field: 'name', direction: 'asc' },
    });
    expect(names(sorted.rows)).toEqual([
      'a.b',
      'Émile Zola',
      'Frederiko (Fred) Lopez',
      'Matthew McCormick',
      'nancy bo',
      'Stanley Hummer',
    ]);
  });

  it('sorts by a nested field and by a custom function', () => {
    const byCity = queryLocalRows(people, {
      ...all,
      sort: { field: 'address.city', direction: 'desc' },
    });
    expect(byCity.rows.map((row) => row.address.city)).toEqual([
      'Wien',
      'Washington',
      'Vancouver',
      'Paris',
      'Manchester',
      'Barcelona',
    ]);
    const byNameLength = sortRowOrder(
      people,
      { field: 'name', direction: 'asc' },
      { sortFunctions: { name: (a, b) => String(a).length - String(b).length } },
    );
    expect(byNameLength[0]).toBe(5);
  });

  it('sorts often repeated texts the same way, stable, empty values last', () => {
    const cities = ['Wien', 'barcelona', '', 'Åre', 'Zug'];
    const rows = Array.from({ length: 40 }, (_, index) => ({ city: cities[index % 5]! }));
    const collator = new Intl.Collator('en');
    const sorted = (direction: 'asc' | 'desc') =>
      sortRowOrder(rows, { field: 'city', direction }, { collator });
    const ascending = sorted('asc');
    expect([...new Set(ascending.map((position) => rows[position]!.city))]).toEqual([
      'Åre',
      'barcelona',
      'Wien',
      'Zug',
      '',
    ]);
    expect(ascending.slice(0, 8)).toEqual([3, 8, 13, 18, 23, 28, 33, 38]);
    expect([...new Set(sorted('desc').map((position) => rows[position]!.city))]).toEqual([
      'Zug',
      'Wien',
      'barcelona',
      'Åre',
      '',
    ]);
  });

  it('compares mixed values as text and keeps ties stable', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('item 2', 'item 10')).toBeLessThan(0);
    expect(compareValues(new Date(2020, 0, 1), new Date(2019, 0, 1))).toBeGreaterThan(0);
    const rows = [
      { v: 1, k: 'a' },
      { v: 0, k: 'b' },
      { v: 1, k: 'c' },
    ];
    expect(sortRowOrder(rows, { field: 'v', direction: 'asc' })).toEqual([1, 0, 2]);
  });
});

describe('local pages', () => {
  it('computes from/to/last_page', () => {
    expect(localPagination(23, 2, 5)).toEqual({
      total: 23,
      per_page: 5,
      current_page: 2,
      last_page: 5,
      from: 6,
      to: 10,
    });
    expect(localPagination(23, 5, 5)).toMatchObject({ from: 21, to: 23 });
    expect(localPagination(0, 1, 5)).toEqual({
      total: 0,
      per_page: 5,
      current_page: 1,
      last_page: 1,
      from: 0,
      to: 0,
    });
  });

  it('clamps the page into range', () => {
    expect(localPagination(23, 99, 5)).toMatchObject({ current_page: 5, from: 21, to: 23 });
    expect(localPagination(23, -3, 5)).toMatchObject({ current_page: 1, from: 1, to: 5 });
    expect(localPagination(23, Number.NaN, 5)).toMatchObject({ current_page: 1 });
  });

  it('returns the rows of the asked page', () => {
    const result = queryLocalRows(people, {
      page: 2,
      perPage: 4,
      sort: { field: 'id', direction: 'asc' },
    });
    expect(result.rows.map((row) => row.id)).toEqual([5, 6]);
    expect(result.pagination).toMatchObject({ total: 6, last_page: 2, from: 5, to: 6 });
  });
});

describe('createLocalQuery', () => {
  const query = { sort: null, page: 1, perPage: 100 };

  it('narrows the previous matches while typing on, and starts over when the text changes', () => {
    const run = createLocalQuery(people, { filterFields: ['name', 'address.city'] });
    expect(names(run({ ...query, filter: 'a' }).rows)).toHaveLength(6);
    expect(names(run({ ...query, filter: 'an' }).rows)).toEqual([
      'Matthew McCormick',
      'nancy bo',
      'Stanley Hummer',
    ]);
    expect(names(run({ ...query, filter: 'ancy' }).rows)).toEqual(['nancy bo']);
    expect(names(run({ ...query, filter: 'zol' }).rows)).toEqual(['Émile Zola']);
    expect(run({ ...query, filter: '' }).matches).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps the filter under a new sort and pages the matches', () => {
    const run = createLocalQuery(people, { filterFields: ['name'] });
    run({ ...query, filter: 'e' });
    const sorted = run({
      filter: 'e',
      sort: { field: 'score', direction: 'desc' },
      page: 2,
      perPage: 2,
    });
    expect(sorted.matches.map((position) => people[position]!.score)).toEqual([93, 16, 9, null]);
    expect(sorted.rows.map((row) => row.score)).toEqual([9, null]);
    expect(sorted.pagination).toMatchObject({ total: 4, current_page: 2, from: 3, to: 4 });
  });

  it('sorts with the value reader it is given', () => {
    const run = createLocalQuery(people, {
      sortValue: (field) => (field === 'city' ? (row) => row.address.city : undefined),
    });
    const result = run({ ...query, filter: '', sort: { field: 'city', direction: 'asc' } });
    expect(result.rows[0]?.address.city).toBe('Barcelona');
  });
});

describe('field filters in local mode', () => {
  type Order = {
    id: number;
    customer: string;
    status: string;
    placed: string | Date;
    total: number;
  };
  const orders: Order[] = [
    { id: 1, customer: 'Ana', status: 'paid', placed: '2026-01-03', total: 30 },
    { id: 2, customer: 'Bruno', status: 'shipped', placed: '2026-01-15T23:30:00Z', total: 10 },
    { id: 3, customer: 'Anabel', status: 'pending', placed: '2026-01-20', total: 50 },
    { id: 4, customer: 'Joana', status: 'shipped', placed: new Date(2026, 1, 2, 10), total: 20 },
    { id: 5, customer: 'Mariana', status: 'paid', placed: '2025-12-31T23:59:59Z', total: 40 },
    { id: 6, customer: 'Luana', status: 'paid', placed: 'unknown', total: 60 },
  ];
  const ids = (rows: Order[]) => rows.map((row) => row.id);
  const query = { filter: '', sort: null, page: 1, perPage: 100 };

  it('keeps the rows whose value is among the chosen, and within the range (both ends included)', () => {
    const run = createLocalQuery(orders, { filterFields: ['customer'] });
    expect(ids(run({ ...query, fieldFilters: { status: ['paid', 'shipped'] } }).rows)).toEqual([
      1, 2, 4, 5, 6,
    ]);
    expect(
      ids(
        run({ ...query, fieldFilters: { placed: { from: '2026-01-03', to: '2026-01-15' } } }).rows,
      ),
    ).toEqual([1, 2]);
    expect(ids(run({ ...query, fieldFilters: { placed: { from: '2026-01-16' } } }).rows)).toEqual([
      3, 4,
    ]);
    expect(ids(run({ ...query, fieldFilters: { placed: { to: '2025-12-31' } } }).rows)).toEqual([
      5,
    ]);
    // Nothing chosen is no filter; a range that ends before it starts is dropped.
    expect(run({ ...query, fieldFilters: { status: [] } }).pagination.total).toBe(6);
    expect(
      run({ ...query, fieldFilters: { placed: { from: '2026-02-01', to: '2026-01-01' } } })
        .pagination.total,
    ).toBe(6);
  });

  it('combines with the text filter and the sort, then pages', () => {
    const run = createLocalQuery(orders, { filterFields: ['customer'] });
    const state = {
      filter: 'ana',
      sort: { field: 'total', direction: 'desc' as const },
      fieldFilters: { status: ['paid', 'shipped'], placed: { from: '2026-01-01' } },
    };
    // "ana": Ana, Anabel, Joana, Mariana, Luana; paid or shipped: not Anabel; placed in 2026 on a
    // known date: Ana, Joana; by total, descending.
    expect(ids(run({ ...state, page: 1, perPage: 10 }).rows)).toEqual([1, 4]);
    const paged = run({ ...state, page: 2, perPage: 1 });
    expect(ids(paged.rows)).toEqual([4]);
    expect(paged.pagination).toMatchObject({ total: 2, last_page: 2 });
    // Typing on, then changing the field filters, never reuses matches of the other filters.
    expect(ids(run({ ...state, filter: 'anab', page: 1, perPage: 10 }).rows)).toEqual([]);
    expect(
      ids(run({ ...state, filter: 'anab', fieldFilters: {}, page: 1, perPage: 10 }).rows),
    ).toEqual([3]);
    expect(
      ids(run({ ...state, filter: 'ana', fieldFilters: {}, page: 1, perPage: 10 }).rows),
    ).toEqual([6, 3, 5, 1, 4]);
  });
});
