import { buildQuery, parseApiError, parseResponse, requestUrl } from './remote-query';

const state = { page: 2, perPage: 5, sort: null, filter: '' };

describe('buildQuery', () => {
  it('sends page and per_page, and omits an empty sort and filter', () => {
    const params = buildQuery(state);
    expect(params.toString()).toBe('page=2&per_page=5');
    expect(params.has('sort')).toBe(false);
    expect(params.has('filter')).toBe(false);
  });

  it('formats the sort as field|direction', () => {
    expect(buildQuery({ ...state, sort: { field: 'name', direction: 'asc' } }).get('sort')).toBe(
      'name|asc',
    );
    expect(buildQuery({ ...state, sort: { field: 'city', direction: 'desc' } }).get('sort')).toBe(
      'city|desc',
    );
  });

  it('sends the trimmed filter under the configured name', () => {
    expect(buildQuery({ ...state, filter: ' abc ' }).get('filter')).toBe('abc');
    const custom = buildQuery({ ...state, filter: 'a&b' }, { filterQuery: 'q' });
    expect(custom.get('q')).toBe('a&b');
    expect(custom.has('filter')).toBe(false);
    expect(custom.toString()).toContain('q=a%26b');
  });

  it('adds appendParams, without letting them override the table parameters', () => {
    const params = buildQuery(
      { ...state, sort: { field: 'score', direction: 'desc' } },
      { appendParams: { team: 'blue', page: '9' } },
    );
    expect(params.get('team')).toBe('blue');
    expect(params.get('page')).toBe('2');
    expect(params.get('sort')).toBe('score|desc');
  });
});

describe('requestUrl', () => {
  it('joins the query to a URL with or without one', () => {
    const params = new URLSearchParams({ page: '1' });
    expect(requestUrl('/api/users', params)).toBe('/api/users?page=1');
    expect(requestUrl('/api/users?team=a', params)).toBe('/api/users?team=a&page=1');
    expect(requestUrl('/api/users#x', params)).toBe('/api/users?page=1#x');
  });
});

const pagination = { total: 12, per_page: 5, current_page: 1, last_page: 3, from: 1, to: 5 };
const rows = [{ id: 1, name: 'Ada' }];

describe('parseResponse', () => {
  it('reads rows from data and pagination from the root', () => {
    expect(parseResponse({ data: rows, ...pagination })).toEqual({ rows, pagination });
  });

  it('reads pagination from a dotted path', () => {
    const json = { data: rows, meta: { pagination } };
    expect(parseResponse(json, 'meta.pagination')).toEqual({ rows, pagination });
    expect(parseResponse(json)).toHaveProperty('error');
    expect(parseResponse({ data: rows, ...pagination }, 'meta.pagination')).toHaveProperty('error');
  });

  it('accepts the empty page shape (from/to null) and numeric strings', () => {
    expect(
      parseResponse({
        data: [],
        total: 0,
        per_page: '5',
        current_page: 1,
        last_page: 1,
        from: null,
        to: null,
      }),
    ).toEqual({
      rows: [],
      pagination: { total: 0, per_page: 5, current_page: 1, last_page: 1, from: 0, to: 0 },
    });
  });

  it('gives an error for a missing or wrong data field', () => {
    expect(parseResponse({ ...pagination })).toHaveProperty('error');
    expect(parseResponse({ data: 'rows', ...pagination })).toHaveProperty('error');
    expect(parseResponse({ data: [1, 2], ...pagination })).toHaveProperty('error');
    expect(parseResponse({ data: [null], ...pagination })).toHaveProperty('error');
  });

  it('gives an error for wrong pagination types, NaN and non-objects, never throwing', () => {
    expect(parseResponse({ data: rows, ...pagination, total: 'many' })).toHaveProperty('error');
    expect(parseResponse({ data: rows, ...pagination, last_page: Number.NaN })).toHaveProperty(
      'error',
    );
    expect(parseResponse({ data: rows, ...pagination, per_page: 0 })).toHaveProperty('error');
    expect(parseResponse({ data: rows, ...pagination, current_page: -1 })).toHaveProperty('error');
    expect(parseResponse({ data: rows, ...pagination, from: 1.5 })).toHaveProperty('error');
    expect(parseResponse({ data: rows, ...pagination, to: true })).toHaveProperty('error');
    const { total: _total, ...withoutTotal } = pagination;
    expect(parseResponse({ data: rows, ...withoutTotal })).toHaveProperty('error');
    for (const json of [null, undefined, 42, 'text', [rows], { data: rows }]) {
      expect(() => parseResponse(json)).not.toThrow();
      expect(parseResponse(json)).toHaveProperty('error');
    }
  });
});

describe('parseApiError', () => {
  it('reads the API error body, or nothing', () => {
    expect(
      parseApiError({ error: { code: 'bad_param', message: 'Bad page', parameter: 'page' } }),
    ).toEqual({ code: 'bad_param', message: 'Bad page', parameter: 'page' });
    expect(parseApiError({ message: 'x' })).toBeUndefined();
    expect(parseApiError('<html>')).toBeUndefined();
  });
});
