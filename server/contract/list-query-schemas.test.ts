// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { defineListQuery, LIST_QUERY_LIMITS, type ListQuery } from './list-query';
import { listQuerySchema, parseListQuery } from './list-query-schemas';
import { usersList } from './users';

const orders = defineListQuery({
  sortFields: ['id', 'number', 'placed', 'total'],
  sortAliases: { 'customer.name': 'number' },
  filterFields: [
    { id: 'status', kind: 'facet', values: ['new', 'paid', 'shipped', 'cancelled'] },
    { id: 'placed', kind: 'dateRange' },
    { id: 'customer', kind: 'ref' },
  ],
  defaultPerPage: 25,
  maxPerPage: 50,
});

const parse = (query: string, spec: Parameters<typeof parseListQuery>[0] = orders) =>
  parseListQuery(spec, new URLSearchParams(query));

const ok = (query: string, spec?: Parameters<typeof parseListQuery>[0]): ListQuery => {
  const result = parse(query, spec);
  if (!result.ok) throw new Error(`expected ${query} to parse: ${result.error.message}`);
  return result.query;
};

const failure = (query: string, spec?: Parameters<typeof parseListQuery>[0]) => {
  const result = parse(query, spec);
  if (result.ok) throw new Error(`expected ${query} to fail`);
  return result.error;
};

describe('parseListQuery', () => {
  it("defaults: page 1, the spec's rows per page, default order, no filters", () => {
    expect(parse('', usersList)).toEqual({
      ok: true,
      query: { page: 1, perPage: 10, sort: [], filter: '', filters: {} },
    });
    expect(ok('').perPage).toBe(25);
  });

  it('reads every parameter', () => {
    expect(
      ok(
        'page=3&per_page=50&sort=total|desc,customer.name|asc&filter=New York&status=shipped,new&placed_from=2030-01-01&placed_to=2030-01-31',
      ),
    ).toEqual({
      page: 3,
      perPage: 50,
      sort: [
        { field: 'total', direction: 'desc' },
        { field: 'number', direction: 'asc' },
      ],
      filter: 'New York',
      filters: { status: ['new', 'shipped'], placed: { from: '2030-01-01', to: '2030-01-31' } },
    });
  });

  it('takes the first value of a repeated parameter and ignores unknown ones', () => {
    expect(ok('page=2&page=abc&per_page=5&per_page=500&foo=bar&__proto__=x')).toMatchObject({
      page: 2,
      perPage: 5,
    });
    expect(failure('page=abc&page=2').parameter).toBe('page');
    expect(ok('status=paid&status=bogus').filters).toEqual({ status: ['paid'] });
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=1e3', 'page'],
    ['page=0x10', 'page'],
    ['page=', 'page'],
    ['page=%201', 'page'],
    [`page=${LIST_QUERY_LIMITS.maxPage + 1}`, 'page'],
    ['page=99999999999999999999999999999999999999', 'page'],
    ['per_page=51', 'per_page'],
    ['per_page=0', 'per_page'],
    ['per_page=ten', 'per_page'],
    ['sort=__proto__|asc', 'sort'],
    ['sort=constructor|asc', 'sort'],
    ['sort=toString|desc', 'sort'],
    ['sort=number', 'sort'],
    ['sort=number|ASC', 'sort'],
    ['sort=number|asc|x', 'sort'],
    ['sort=number|asc,', 'sort'],
    ['sort=number|asc,customer.name|desc', 'sort'],
    [`sort=${'id|asc,'.repeat(40)}`, 'sort'],
    [`filter=${'a'.repeat(LIST_QUERY_LIMITS.maxFilterLength + 1)}`, 'filter'],
    ['filter=a%00b', 'filter'],
    ['status=bogus', 'status'],
    ['status=paid,PAID', 'status'],
    ['status=paid,', 'status'],
    ['status=__proto__', 'status'],
    ['placed_from=2030-02-30', 'placed_from'],
    ['placed_from=2030-13-01', 'placed_from'],
    ['placed_from=2030-00-10', 'placed_from'],
    ['placed_from=0000-01-01', 'placed_from'],
    ['placed_to=2029-02-29', 'placed_to'],
    ['placed_to=2030-1-5', 'placed_to'],
    ['placed_to=2030-01-05T00:00:00Z', 'placed_to'],
    ['placed_to=%002030-01-05', 'placed_to'],
    ['placed_to=+2030-01-05', 'placed_to'],
    ['placed_from=2030-02-02&placed_to=2030-02-01', 'placed_to'],
    ['customer=0', 'customer'],
    ['customer=-1', 'customer'],
    ['customer=1.5', 'customer'],
    ['customer=12,', 'customer'],
    ['customer=012', 'customer'],
    ['customer=2147483648', 'customer'],
    ['customer=1e3', 'customer'],
    ['customer=ada', 'customer'],
    [`customer=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'customer'],
  ])('refuses %s, naming %s', (query, parameter) => {
    const error = failure(query);
    expect(error.parameter).toBe(parameter);
    expect(error.message).toMatch(/^.{10,300}$/);
    expect(error.message).not.toContain('\u0000');
  });

  it('says what was expected, in English, quoting at most 40 characters of the input', () => {
    expect(failure('sort=salary|asc', usersList).message).toBe(
      'Unknown sort field "salary"; allowed: id, name, email, city, score, address.city.',
    );
    expect(failure('status=lost').message).toBe(
      'Unknown status value "lost"; allowed: new, paid, shipped, cancelled.',
    );
    expect(failure('placed_from=2030-02-30').message).toContain('YYYY-MM-DD');
    expect(failure(`page=${'9'.repeat(5000)}`).message.length).toBeLessThan(120);
  });

  it('accepts real calendar days (leap years too), a range of one day, and one bound alone', () => {
    expect(ok('placed_from=2028-02-29&placed_to=2028-02-29').filters).toEqual({
      placed: { from: '2028-02-29', to: '2028-02-29' },
    });
    expect(ok('placed_to=9999-12-31').filters).toEqual({ placed: { to: '9999-12-31' } });
    expect(ok('placed_from=0001-01-01').filters).toEqual({ placed: { from: '0001-01-01' } });
  });

  it('treats an empty facet or day as not set, and answers facet values in declared order, once', () => {
    expect(ok('status=&placed_from=&placed_to=').filters).toEqual({});
    expect(ok('status=cancelled,new,cancelled').filters).toEqual({
      status: ['new', 'cancelled'],
    });
  });

  it('reads a ref filter as ids, ascending and each once, up to the limit', () => {
    expect(ok('customer=12').filters).toEqual({ customer: [12] });
    expect(ok('customer=13,12,13').filters).toEqual({ customer: [12, 13] });
    expect(ok('customer=2147483647').filters).toEqual({ customer: [2_147_483_647] });
    expect(ok('customer=').filters).toEqual({});
    const most = Array.from({ length: LIST_QUERY_LIMITS.maxRefIds }, (_, i) => i + 1);
    expect(ok(`customer=${most.join(',')}`).filters).toEqual({ customer: most });
    expect(failure('customer=12,x').message).toBe(
      'customer must be ids (positive integers) separated by commas, got "x".',
    );
  });

  it('keeps the text filter as sent: not trimmed, "+" a space, at most 200 characters', () => {
    expect(ok('filter=+new+york+').filter).toBe(' new york ');
    expect(ok(`filter=${'a'.repeat(200)}`).filter).toHaveLength(200);
  });

  it('refuses a spec whose filter reads a parameter the list already reads', () => {
    expect(() =>
      listQuerySchema({ sortFields: ['id'], filterFields: [{ id: 'page', kind: 'dateRange' }] }),
    ).not.toThrow();
    expect(() =>
      listQuerySchema({
        sortFields: ['id'],
        filterFields: [{ id: 'sort', kind: 'facet', values: ['a'] }],
      }),
    ).toThrow(/sort/);
    expect(() =>
      listQuerySchema({ sortFields: ['id'], filterFields: [{ id: 'per_page', kind: 'ref' }] }),
    ).toThrow(/per_page/);
  });
});

describe('listQuerySchema', () => {
  it('parses a record of first values, as a form or a URL reader has them', () => {
    const schema = listQuerySchema(orders);
    expect(schema.parse({ page: '2', status: 'paid' })).toEqual({
      page: 2,
      perPage: 25,
      sort: [],
      filter: '',
      filters: { status: ['paid'] },
    });
    const bad = schema.safeParse({ page: 2 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['page'], message: 'page must be text.' });
  });
});
