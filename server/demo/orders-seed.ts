import { sql } from 'drizzle-orm';

import { ORDER_STATUSES, type OrderStatus } from '../contract/demo/orders';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { mulberry32 } from '../prng';
import { demoOrders } from './schema';

/** Seed of the demo orders' generator: the same orders on every machine. */
const ORDERS_SEED = 0x0de5ee7;

/** Customers with orders: the first ones of the demo people, so the list and their pages have some. */
const CUSTOMERS = 300;

/** The day the demo orders end on: fixed, so the seed is the same whenever it runs. */
const LAST_DAY = Date.UTC(2026, 9, 31);
const DAY_MS = 86_400_000;

export type DemoOrderRecord = {
  reference: string;
  customerId: number;
  status: OrderStatus;
  /** In cents. */
  total: number;
  /** `YYYY-MM-DD`. */
  placed: string;
};

/**
 * Up to four orders each for the customers with ids 1 to `customers` (those there are), placed
 * over the year before `LAST_DAY`, the same for the same `seed`. Older orders are more often
 * shipped, recent ones pending or paid.
 */
export function generateDemoOrders(
  customerIds: readonly number[],
  seed: number = ORDERS_SEED,
): DemoOrderRecord[] {
  const random = mulberry32(seed);
  const orders: DemoOrderRecord[] = [];
  for (const customerId of customerIds) {
    const count = Math.floor(random() * 5);
    for (let i = 0; i < count; i += 1) {
      const age = Math.floor(random() * 365);
      const roll = random();
      const status: OrderStatus =
        roll < 0.08
          ? 'cancelled'
          : age > 30 || roll > 0.7
            ? 'shipped'
            : ORDER_STATUSES[Math.floor(random() * 2)];
      orders.push({
        reference: '',
        customerId,
        status,
        total: 500 + Math.floor(random() * 1_500) * 25,
        placed: new Date(LAST_DAY - age * DAY_MS).toISOString().slice(0, 10),
      });
    }
  }
  // References follow the order of the days, as a shop numbers its orders.
  orders.sort((a, b) => a.placed.localeCompare(b.placed) || a.customerId - b.customerId);
  orders.forEach((order, index) => (order.reference = `SO-${String(10_001 + index)}`));
  return orders;
}

/**
 * The demo orders, for the demo people there are (only while there are no orders at all, so
 * nothing a person made is ever mixed with them). Safe to run twice.
 */
export async function seedDemoOrders(db: Db): Promise<number> {
  const [any] = await db.select({ id: demoOrders.id }).from(demoOrders).limit(1);
  if (any) return 0;
  const customers = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} <= ${CUSTOMERS}`)
    .orderBy(users.id);
  const orders = generateDemoOrders(customers.map((customer) => customer.id));
  if (orders.length === 0) return 0;
  const inserted = await db
    .insert(demoOrders)
    .values(orders)
    .onConflictDoNothing()
    .returning({ id: demoOrders.id });
  await db.execute(sql`ANALYZE demo_orders`);
  return inserted.length;
}
