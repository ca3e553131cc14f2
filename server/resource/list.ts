import { and, asc, desc, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { ListQuery } from '../contract/list-query';
import type { ListPage } from '../contract/resource';
import type { Db } from '../db/client';
import type { Resource, Row } from './define';

/** Escapes LIKE's wildcards (`%`, `_`) and its escape character (`\`) so they match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Days `from` to `to` (both included) on a date or timestamp column. Days are compared in SQL
 * from the `YYYY-MM-DD` text: a timestamptz column's days are UTC days.
 */
function dayRange(column: PgColumn, { from, to }: { from?: string; to?: string }): SQL[] {
  const type = column.getSQLType();
  const conditions: SQL[] = [];
  if (type === 'date') {
    if (from !== undefined) conditions.push(sql`${column} >= ${from}::date`);
    if (to !== undefined) conditions.push(sql`${column} <= ${to}::date`);
  } else if (type.endsWith('with time zone')) {
    if (from !== undefined)
      conditions.push(sql`${column} >= (${from}::date)::timestamp AT TIME ZONE 'UTC'`);
    if (to !== undefined)
      conditions.push(sql`${column} < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  } else {
    if (from !== undefined) conditions.push(sql`${column} >= (${from}::date)::timestamp`);
    if (to !== undefined) conditions.push(sql`${column} < (${to}::date + 1)::timestamp`);
  }
  return conditions;
}

/** Live rows only; the text filter on the search columns; each filter set. */
function listWhere(resource: Resource, query: ListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [isNull(resource.table.deletedAt)];
  if (query.filter && resource.search.length > 0) {
    // LIKE's escape character is the backslash unless told otherwise, as escapeLike assumes.
    const pattern = `%${escapeLike(query.filter)}%`;
    conditions.push(or(...resource.search.map((column) => ilike(column, pattern))));
  }
  for (const [id, value] of Object.entries(query.filters)) {
    const column = resource.filterColumns.get(id);
    if (!column) continue;
    if (Array.isArray(value)) conditions.push(inArray(column, value as string[]));
    else conditions.push(...dayRange(column, value as { from?: string; to?: string }));
  }
  return and(...conditions);
}

/**
 * The statement behind one page. Sort columns come from the resource's map; everything from the
 * request travels as a parameter. Ties are broken by id (in the direction of the last sort key),
 * so that paging is stable.
 */
export function listPageQuery(db: Db, resource: Resource, query: ListQuery) {
  const { table } = resource;
  const order: SQL[] = [];
  for (const key of query.sort) {
    const column = resource.sortColumns.get(key.field);
    if (column) order.push(key.direction === 'asc' ? asc(column) : desc(column));
  }
  const last = query.sort.at(-1)?.direction ?? 'asc';
  if (!query.sort.some((key) => resource.sortColumns.get(key.field) === table.id))
    order.push(last === 'desc' ? desc(table.id) : asc(table.id));
  return db
    .select(resource.columns)
    .from(table)
    .where(listWhere(resource, query))
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
}

/** One page of a resource's list in the Laravel paginator shape. */
export async function listPage<Api>(
  db: Db,
  resource: Resource<Api>,
  query: ListQuery,
): Promise<ListPage<Api>> {
  const [total, rows] = await Promise.all([
    db.$count(resource.table, listWhere(resource, query)),
    listPageQuery(db, resource, query),
  ]);
  const offset = (query.page - 1) * query.perPage;
  const from = rows.length > 0 ? offset + 1 : null;
  return {
    data: rows.map((row: Row) => resource.toApi(row)),
    total,
    per_page: query.perPage,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    from,
    to: from === null ? null : offset + rows.length,
  };
}
