import { afterEach, describe, expect, it, vi } from 'vitest';

import { queryClient } from '@/lib/query-client';
import { readAllPages } from '@/lib/read-all-pages';

import { createResourceApi, listAllRows, prefetchList, resourceKeys, resourceListQuery } from '.';

type Row = { id: number; name: string };

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Every request made: method, path with query, and the JSON body. */
function record(answer: (url: URL) => Response = () => json({})) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    calls.push({
      method: init?.method ?? 'GET',
      url: url.pathname + url.search,
      body: init?.body ? JSON.parse(init.body as string) : undefined,
    });
    if (init?.signal?.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
    return Promise.resolve(answer(url));
  });
  return { calls, fetch };
}

/** A list of `count` rows served `perPage` at a time, as the API pages it. */
function pages(count: number) {
  return (url: URL) => {
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const all = Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `R${index}` }));
    const data = all.slice((page - 1) * perPage, page * perPage);
    return json({
      data,
      total: count,
      per_page: perPage,
      current_page: page,
      last_page: Math.max(1, Math.ceil(count / perPage)),
      from: null,
      to: null,
    });
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('createResourceApi', () => {
  it('reads and writes /api/<name> with the methods of the resource endpoints', async () => {
    const { calls } = record();
    const api = createResourceApi<Row>('orders');
    await api.list('?page=2');
    await api.list(new URLSearchParams({ sort: 'name|asc' }));
    await api.list('');
    await api.get(3);
    await api.history(3);
    await api.create({ name: 'A' });
    await api.update(3, { name: 'B', version: 2 });
    await api.restore(3);
    await api.bulkDelete([1, 2]);
    await api.bulkRestore([2]);
    expect(calls).toEqual([
      { method: 'GET', url: '/api/orders?page=2', body: undefined },
      { method: 'GET', url: '/api/orders?sort=name%7Casc', body: undefined },
      { method: 'GET', url: '/api/orders', body: undefined },
      { method: 'GET', url: '/api/orders/3', body: undefined },
      { method: 'GET', url: '/api/orders/3/history', body: undefined },
      { method: 'POST', url: '/api/orders', body: { name: 'A' } },
      { method: 'PATCH', url: '/api/orders/3', body: { name: 'B', version: 2 } },
      { method: 'POST', url: '/api/orders/3/restore', body: {} },
      { method: 'POST', url: '/api/orders/bulk-delete', body: { ids: [1, 2] } },
      { method: 'POST', url: '/api/orders/bulk-restore', body: { ids: [2] } },
    ]);
  });

  it('deletes with DELETE /api/<name>/:id', async () => {
    const { calls } = record(() => json(null, 204));
    await expect(createResourceApi<Row>('orders').remove(9)).resolves.toBeUndefined();
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/orders/9', body: {} }]);
  });
});

describe('resourceKeys', () => {
  it('nests every list page and record under the resource, lists under one key', () => {
    const keys = resourceKeys('orders');
    const state = { page: 2, perPage: 10, sort: null, filter: 'x', fieldFilters: {} };
    expect(keys.all).toEqual(['orders']);
    expect(keys.lists()).toEqual(['orders', 'list']);
    expect(keys.list(state)).toEqual(['orders', 'list', state]);
    expect(keys.detail(4)).toEqual(['orders', 'detail', 4]);
    expect(keys.history(4)).toEqual(['orders', 'history', 4]);
    expect(resourceKeys('users').all).not.toEqual(keys.all);
  });
});

describe('resourceListQuery and prefetchList', () => {
  const api = createResourceApi<Row>('orders');
  const keys = resourceKeys('orders');
  const listQuery = resourceListQuery(api, keys);
  const options = { sortFields: ['name'], urlStatePrefix: 'orders', defaultPerPage: 10 };

  it('asks for the page the URL shows, under that page’s key', async () => {
    const { calls } = record(pages(3));
    const load = prefetchList(options, listQuery);
    await load({ request: new Request('http://localhost/admin/orders?orders_sort=name%7Cdesc') });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/orders?sort=name%7Cdesc&page=1&per_page=10',
    ]);
    const state = {
      page: 1,
      perPage: 10,
      sort: { field: 'name', direction: 'desc' as const },
      filter: '',
      fieldFilters: {},
    };
    expect(queryClient.getQueryData(listQuery(state).queryKey)?.total).toBe(3);
  });

  it('never rejects: a failed page is left to the page’s own query', async () => {
    record(() => json({ error: { code: 'bad_request' } }, 400));
    const load = prefetchList(options, listQuery);
    await expect(load({ request: new Request('http://localhost/admin/orders') })).resolves.toBe(
      undefined,
    );
  });
});

describe('listAllRows', () => {
  const api = createResourceApi<Row>('orders');

  it('reads every page of 100 with the sort and filter, reporting progress', async () => {
    const { calls } = record(pages(250));
    const progress: [number, number][] = [];
    const rows = await listAllRows(api)(
      { sort: { field: 'name', direction: 'asc' }, filter: 'r' },
      new AbortController().signal,
      (done, total) => progress.push([done, total]),
    );
    expect(rows).toHaveLength(250);
    expect(rows.at(-1)).toEqual({ id: 250, name: 'R249' });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/orders?sort=name%7Casc&page=1&per_page=100&filter=r',
      '/api/orders?sort=name%7Casc&page=2&per_page=100&filter=r',
      '/api/orders?sort=name%7Casc&page=3&per_page=100&filter=r',
    ]);
    expect(progress).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
  });

  it('stops at an empty page even when the API names more', async () => {
    const { calls } = record(() =>
      json({ data: [], total: 5, per_page: 100, current_page: 1, last_page: 9 }),
    );
    await expect(
      listAllRows(api)({ sort: null, filter: '', fieldFilters: {} }, new AbortController().signal),
    ).resolves.toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('rejects when aborted or when a page fails, asking for nothing more', async () => {
    const controller = new AbortController();
    let served = 0;
    const { calls } = record((url) => {
      served += 1;
      if (served === 1) controller.abort();
      return pages(250)(url);
    });
    await expect(
      listAllRows(api)({ sort: null, filter: '', fieldFilters: {} }, controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(2);

    vi.restoreAllMocks();
    record(() => json({ error: { code: 'server_error' } }, 500));
    await expect(
      listAllRows(api)({ sort: null, filter: '', fieldFilters: {} }, new AbortController().signal),
    ).rejects.toMatchObject({ status: 500 });
  });
});

describe('readAllPages', () => {
  it('resolves to what ends the loop early, with the rows read so far left out', async () => {
    const outcome = await readAllPages<number, string>((page) =>
      Promise.resolve(page === 1 ? { rows: [1], total: 3, lastPage: 3 } : { stop: 'failed' }),
    );
    expect(outcome).toEqual({ stop: 'failed' });
  });
});
