// @vitest-environment node
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../contract/auth';
import type {
  ApiOrderDetail,
  OrderHistory,
  OrdersBulkResult,
  OrdersPage,
} from '../contract/demo/orders';
import type { ConflictErrorBody, ValidationErrorBody } from '../contract/errors';
import type { Database } from '../db/client';
import { eachDatabase } from '../testing/each-database';
import { prepareWriteSuite } from '../testing/write-api-suite';
import { generateDemoOrders, seedDemoOrders } from './orders-seed';

let database: Database;
let app: Hono;
/** Ids of records the ref fields point at. */
const refs = { customer: 0 };

type Sent = { status: number; body: unknown; headers: Headers };

/** Requests as the signed-in browser makes them: the session cookie, Origin and JSON on writes. */
async function signIn(email: string) {
  const login = await app.request('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  return async (method: string, path: string, json?: unknown): Promise<Sent> => {
    const response = await app.request(`http://localhost${path}`, {
      method,
      headers: {
        Cookie: cookie,
        ...(method === 'GET'
          ? {}
          : { Origin: 'http://localhost', 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      headers: response.headers,
    };
  };
}
type Send = Awaited<ReturnType<typeof signIn>>;

async function firstId(send: Send, resource: string): Promise<number> {
  const sent = await send('GET', `/api/${resource}?per_page=1`);
  expect(sent.status).toBe(200);
  return (sent.body as { data: Array<{ id: number }> }).data[0].id;
}

const valid = () => ({
  reference: 'First reference',
  customerId: refs.customer,
  status: 'pending',
  total: 1250,
  placed: '2030-01-31',
});
const changed = () => ({
  reference: 'Second reference',
  customerId: refs.customer,
  status: 'paid',
  total: 995,
  placed: '2030-06-15',
});

async function created(send: Send, overrides: Record<string, unknown> = {}) {
  const sent = await send('POST', '/api/orders', { ...valid(), ...overrides });
  expect(sent.status).toBe(201);
  return sent.body as ApiOrderDetail;
}

// PGlite always; a real PostgreSQL server too when one can be started here.
describe.each(eachDatabase('orders'))('orders on %s', (_, open) => {
  beforeAll(async () => {
    database = await open();
    ({ app } = await prepareWriteSuite(database));
    refs.customer = await firstId(await signIn('admin@example.com'), 'users');
  }, 60_000);

  afterAll(() => database.close());

  describe('/api/orders', () => {
    it('creates an order an editor sends, and reads it back', async () => {
      const editor = await signIn('editor@example.com');
      const sent = await editor('POST', '/api/orders', valid());
      expect(sent.status).toBe(201);
      const record = sent.body as ApiOrderDetail;
      expect(record).toMatchObject({ ...valid(), version: 1 });
      expect(sent.headers.get('location')).toBe(`/api/orders/${record.id}`);
      expect((await editor('GET', `/api/orders/${record.id}`)).body).toEqual(record);
    });

    it('answers 422 with a message key per bad field, and stores nothing', async () => {
      const editor = await signIn('editor@example.com');
      const sent = await editor('POST', '/api/orders', {});
      expect(sent.status).toBe(422);
      expect(Object.keys((sent.body as ValidationErrorBody).fields).sort()).toEqual([
        'customerId',
        'placed',
        'reference',
        'status',
        'total',
      ]);
      const bad = await editor('POST', '/api/orders', { ...valid(), reference: 'a\u0000b' });
      expect((bad.body as ValidationErrorBody).fields).toEqual({
        reference: 'orders.validation.invalidCharacters',
      });
    });

    it('answers 422 on the field for an id that names no record', async () => {
      const editor = await signIn('editor@example.com');
      const customer = await editor('POST', '/api/orders', {
        ...valid(),
        customerId: 2_000_000_000,
      });
      expect(customer.status).toBe(422);
      expect((customer.body as ValidationErrorBody).fields).toEqual({
        customerId: 'orders.validation.customerInvalid',
      });
    });

    it('lets a viewer read but not write, and nobody signed out read', async () => {
      const viewer = await signIn('viewer@example.com');
      expect((await viewer('GET', '/api/orders')).status).toBe(200);
      expect((await viewer('POST', '/api/orders', valid())).status).toBe(403);
      expect((await app.request('http://localhost/api/orders')).status).toBe(401);
    });

    it('updates with the version read, and answers 409 with the current record for a stale one', async () => {
      const editor = await signIn('editor@example.com');
      const record = await created(editor);
      const saved = await editor('PATCH', `/api/orders/${record.id}`, { ...changed(), version: 1 });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ ...changed(), version: 2 });
      const stale = await editor('PATCH', `/api/orders/${record.id}`, { ...valid(), version: 1 });
      expect(stale.status).toBe(409);
      expect((stale.body as ConflictErrorBody<ApiOrderDetail>).current).toEqual(saved.body);
    });

    it('soft-deletes, restores, and does both in bulk, with the history of every write', async () => {
      const admin = await signIn('admin@example.com');
      const first = await created(admin);
      const second = await created(admin);
      expect((await admin('DELETE', `/api/orders/${first.id}`)).status).toBe(204);
      expect((await admin('GET', `/api/orders/${first.id}`)).status).toBe(404);
      expect((await admin('POST', `/api/orders/${first.id}/restore`)).status).toBe(200);
      const bulk = await admin('POST', '/api/orders/bulk-delete', { ids: [first.id, second.id] });
      expect((bulk.body as OrdersBulkResult).ids).toEqual([first.id, second.id]);
      const back = await admin('POST', '/api/orders/bulk-restore', { ids: [first.id, second.id] });
      expect((back.body as OrdersBulkResult).ids).toEqual([first.id, second.id]);
      const history = await admin('GET', `/api/orders/${first.id}/history`);
      expect((history.body as OrderHistory).data.map((entry) => entry.action)).toEqual([
        'restore',
        'delete',
        'restore',
        'delete',
        'create',
      ]);
    });

    it('sorts, filters by facet, by date range, by ref and refuses a bad query with 400', async () => {
      const editor = await signIn('editor@example.com');
      const record = await created(editor, {
        reference: 'Second reference',
        customerId: refs.customer,
        status: 'paid',
        total: 995,
        placed: '2030-06-15',
      });
      const sorted = await editor('GET', '/api/orders?sort=reference%7Cdesc&per_page=100');
      expect(sorted.status).toBe(200);
      expect((sorted.body as OrdersPage).data.map((row) => row.id)).toContain(record.id);
      const facet = await editor('GET', '/api/orders?status=paid&per_page=100');
      const facetRows = (facet.body as OrdersPage).data;
      expect(facetRows.map((row) => row.id)).toContain(record.id);
      expect(facetRows.every((row) => row.status === 'paid')).toBe(true);
      const range = await editor(
        'GET',
        '/api/orders?placed_from=2030-06-01&placed_to=2030-06-30&per_page=100',
      );
      expect((range.body as OrdersPage).data.map((row) => row.id)).toContain(record.id);
      const outside = await editor('GET', '/api/orders?placed_from=2031-01-01&per_page=100');
      expect((outside.body as OrdersPage).data.map((row) => row.id)).not.toContain(record.id);
      const pointing = await editor('GET', `/api/orders?customer=${refs.customer}&per_page=100`);
      const pointingRows = (pointing.body as OrdersPage).data;
      expect(pointingRows.map((row) => row.id)).toContain(record.id);
      expect(pointingRows.every((row) => row.customerId === refs.customer)).toBe(true);
      const elsewhere = await editor(
        'GET',
        `/api/orders?customer=${refs.customer + 1}&per_page=100`,
      );
      expect((elsewhere.body as OrdersPage).data.map((row) => row.id)).not.toContain(record.id);
      for (const query of [
        'sort=nope%7Casc',
        'page=0',
        'per_page=101',
        'status=nope',
        'placed_from=2030-02-30',
        'customer=0',
      ]) {
        expect((await editor('GET', `/api/orders?${query}`)).status, query).toBe(400);
      }
    });

    it("lists one customer's orders, or several customers', and refuses more than 100 ids", async () => {
      const editor = await signIn('editor@example.com');
      const seeded = generateDemoOrders(Array.from({ length: 20 }, (_, i) => i + 1));
      const [first, second] = [...new Set(seeded.map((order) => order.customerId))];
      const mine = await editor(
        'GET',
        `/api/orders?customer=${first}&placed_to=2026-10-31&per_page=100`,
      );
      const mineRows = (mine.body as OrdersPage).data;
      expect(mineRows.length).toBe(seeded.filter((order) => order.customerId === first).length);
      expect(mineRows.every((row) => row.customerId === first)).toBe(true);
      const both = await editor(
        'GET',
        `/api/orders?customer=${second},${first}&placed_to=2026-10-31&per_page=100`,
      );
      expect((both.body as OrdersPage).total).toBe(
        seeded.filter((order) => order.customerId === first || order.customerId === second).length,
      );
      const facetAndCustomer = await editor(
        'GET',
        `/api/orders?customer=${first}&status=shipped&placed_to=2026-10-31&per_page=100`,
      );
      expect((facetAndCustomer.body as OrdersPage).total).toBe(
        seeded.filter((order) => order.customerId === first && order.status === 'shipped').length,
      );
      const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      expect((await editor('GET', `/api/orders?customer=${many}`)).status).toBe(400);
    });
  });

  describe('demo orders', () => {
    it('are the same for the same people, on real days up to the end of October 2026', () => {
      const ids = Array.from({ length: 50 }, (_, i) => i + 1);
      const orders = generateDemoOrders(ids);
      expect(generateDemoOrders(ids)).toEqual(orders);
      expect(orders.length).toBeGreaterThan(50);
      expect(new Set(orders.map((order) => order.reference)).size).toBe(orders.length);
      for (const order of orders) {
        expect(order.placed).toMatch(/^20(25|26)-\d\d-\d\d$/);
        expect(order.placed <= '2026-10-31').toBe(true);
        expect(order.total).toBeGreaterThanOrEqual(500);
      }
      // Sorted by day, so references follow the calendar.
      expect(orders.map((order) => order.placed)).toEqual(
        orders.map((order) => order.placed).sort(),
      );
    });

    it('are seeded once, for the people there are, each order naming its customer', async () => {
      const admin = await signIn('admin@example.com');
      const seeded = generateDemoOrders(Array.from({ length: 20 }, (_, i) => i + 1));
      const first = await admin('GET', '/api/orders?sort=reference%7Casc&per_page=100&filter=SO-1');
      const rows = (first.body as OrdersPage).data;
      expect(rows.map((row) => row.reference)).toEqual(seeded.map((order) => order.reference));
      expect(rows.every((row) => row.customerName !== null)).toBe(true);
      expect(await seedDemoOrders(database.db)).toBe(0);
    });
  });
});
