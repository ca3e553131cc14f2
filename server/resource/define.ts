import { getTableColumns, type GetColumnData, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

import type { MessageKey } from '../contract/errors';
import type { ListQuerySpec } from '../contract/list-query';
import type { ResourcePermissions } from '../contract/resource';
import type { AuditTable } from '../db/audit-table';

/**
 * A resource's table: an identity `id`, a `version` (integer, default 1) that every write raises,
 * and `deletedAt` (timestamptz, null while the record is live) for the soft delete.
 */
export type ResourceTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  deletedAt: PgColumn;
};

/** The columns of the API row, as `db.select(columns)` takes them. */
type Columns = Record<string, PgColumn>;

/** One row of `db.select(columns)`. */
export type RowOf<C extends Columns> = { [K in keyof C]: GetColumnData<C[K]> };

/** Read-only values selected beside the columns, each an SQL expression of the row. */
type Computed = Record<string, SQL>;

/** The values of `computed` in a row. */
type ComputedOf<X extends Computed> = { [K in keyof X]: X[K] extends SQL<infer T> ? T : never };

/** A refused write's answer: 422 with `message` on `field` when the database names `column`. */
type FieldRefusal = {
  column: string;
  /** The constraint's name, when the column alone does not tell. */
  constraint?: string;
  field: string;
  message: MessageKey;
};

/** The part of a zod schema the kit uses (the body's parse). */
type BodySchema<T> = {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
};

type SortFieldOf<L extends ListQuerySpec> = L['sortFields'][number];
type FilterIdOf<L extends ListQuerySpec> = NonNullable<L['filterFields']>[number]['id'];

/** What a resource declares; `defineResource` checks it and `resourceRoutes` serves it. */
export type ResourceConfig<
  T extends ResourceTable,
  C extends Columns,
  Api,
  Create,
  Patch extends { version: number },
  Field extends string,
  L extends ListQuerySpec,
  X extends Computed = Record<never, SQL>,
> = {
  /** The URL segment and the word in messages: `/api/<name>`. */
  name: string;
  table: T;
  /** Its history table (`auditTable('<name>_audit', '<singular>_id')` in server/db/schema.ts). */
  audit: AuditTable;
  /** The columns of the API row (list and detail); `id` among them, `version` not. */
  columns: C & { id: PgColumn };
  /**
   * Values the API row shows but no write sets, each an SQL expression over the row: the name of
   * the record a reference points at (a subquery), so the list needs no second request.
   */
  computed?: X;
  /** A row as the API answers it (a record's detail adds `version`). */
  toApi: (row: RowOf<C> & ComputedOf<X>) => Api;
  /** A parsed create body → the values to insert. */
  toValues: (input: Create) => PgInsertValue<T>;
  /**
   * A parsed patch body → the new values by key of `columns` (undefined: unchanged). Values equal
   * to the row's change nothing: a patch that changes nothing answers the row as it is.
   */
  patchValues: (before: RowOf<C>, patch: Patch) => { [K in keyof C]?: RowOf<C>[K] | undefined };
  /** The history's fields, each with its key in `columns`, in the order a `create` lists them. */
  historyFields: ReadonlyArray<readonly [Field, keyof C & string]>;
  list: L;
  /** The text filter matches any of these, case-insensitively (`ILIKE`, wildcards escaped). */
  search: readonly PgColumn[];
  /** The column behind every sort field of `list`. */
  sortColumns: Record<SortFieldOf<L>, PgColumn>;
  /**
   * The column behind every filter of `list`: a facet matches its values (`IN`), a date range
   * the days from and to (both included; a timestamptz column's days are UTC days).
   */
  filterColumns?: Record<FilterIdOf<L>, PgColumn>;
  permissions: ResourcePermissions;
  /** Whether the list and a record may be read without a session. @default false */
  publicRead?: boolean;
  schemas: {
    create: BodySchema<Create>;
    patch: BodySchema<Patch>;
    bulk: BodySchema<{ ids: number[] }>;
  };
  /** A write breaking a unique constraint on `column` answers 422 with `message` on `field`. */
  unique?: readonly FieldRefusal[];
  /**
   * A write whose `column` (a foreign key) names no record answers 422 with `message` on `field`:
   * a wrong id is the client's mistake, not a server error.
   */
  references?: readonly FieldRefusal[];
  /** English, for developers (`error.message`). */
  messages?: { notFound?: string };
};

/** A row of the kit: values by key of `columns`, plus `version` where a record is read. */
export type Row = Record<string, unknown>;

/** A declared resource, as the kit's stores and routes use it. */
export type Resource<Api = unknown> = {
  name: string;
  table: ResourceTable;
  audit: AuditTable;
  /** The API row's columns and computed values (a list's), and those plus `version` (a record's). */
  columns: Record<string, PgColumn | SQL>;
  select: Record<string, PgColumn | SQL>;
  /** Key of `columns` → key of the table, for writes. */
  tableKeys: ReadonlyMap<string, string>;
  toApi: (row: Row) => Api;
  toValues: (input: unknown) => Row;
  patchValues: (before: Row, patch: unknown) => Row;
  historyFields: ReadonlyArray<readonly [field: string, key: string]>;
  list: ListQuerySpec;
  search: readonly PgColumn[];
  sortColumns: ReadonlyMap<string, PgColumn>;
  filterColumns: ReadonlyMap<string, PgColumn>;
  permissions: ResourcePermissions;
  publicRead: boolean;
  schemas: {
    create: BodySchema<unknown>;
    patch: BodySchema<unknown>;
    bulk: BodySchema<{ ids: number[] }>;
  };
  unique: readonly FieldRefusal[];
  references: readonly FieldRefusal[];
  notFound: string;
};

/**
 * Declares a resource. Checks what types cannot (every sort field and filter has its column, the
 * columns belong to the table) and throws at start-up, not at the first request.
 */
export function defineResource<
  T extends ResourceTable,
  C extends Columns,
  Api,
  Create,
  Patch extends { version: number },
  Field extends string,
  const L extends ListQuerySpec,
  X extends Computed = Record<never, SQL>,
>(config: ResourceConfig<T, C, Api, Create, Patch, Field, L, X>): Resource<Api> {
  const fail = (problem: string) => {
    throw new Error(`Resource "${config.name}": ${problem}`);
  };
  if (!/^[a-z][a-z0-9-]*$/.test(config.name))
    fail('the name must be a lower-case URL segment such as "orders".');
  if ('version' in config.columns) fail('`columns` must not hold `version` (the kit adds it).');
  const computed: Computed = config.computed ?? {};
  for (const key of Object.keys(computed))
    if (key in config.columns || key === 'version')
      fail(`computed value "${key}" has the name of a column.`);

  const tableKeys = new Map<string, string>();
  const byColumn = new Map<PgColumn, string>(
    Object.entries(getTableColumns(config.table)).map(([key, column]) => [column, key]),
  );
  for (const [key, column] of Object.entries(config.columns as Columns)) {
    const tableKey = byColumn.get(column);
    if (tableKey === undefined) fail(`column "${key}" is not a column of the table.`);
    else tableKeys.set(key, tableKey);
  }

  const sortColumns = new Map<string, PgColumn>(Object.entries(config.sortColumns));
  for (const field of config.list.sortFields)
    if (!sortColumns.has(field)) fail(`sort field "${field}" has no column in \`sortColumns\`.`);
  const filterColumns = new Map<string, PgColumn>(Object.entries(config.filterColumns ?? {}));
  for (const { id } of config.list.filterFields ?? [])
    if (!filterColumns.has(id)) fail(`filter "${id}" has no column in \`filterColumns\`.`);
  for (const [, key] of config.historyFields)
    if (!tableKeys.has(key)) fail(`history field key "${key}" is not a key of \`columns\`.`);

  return {
    name: config.name,
    table: config.table,
    audit: config.audit,
    columns: { ...(config.columns as Columns), ...computed },
    select: { ...(config.columns as Columns), ...computed, version: config.table.version },
    tableKeys,
    toApi: (row) => config.toApi(row as RowOf<C> & ComputedOf<X>),
    toValues: (input) => config.toValues(input as Create),
    patchValues: (before, patch) => config.patchValues(before as RowOf<C>, patch as Patch),
    historyFields: config.historyFields,
    list: config.list,
    search: config.search,
    sortColumns,
    filterColumns,
    permissions: config.permissions,
    publicRead: config.publicRead ?? false,
    schemas: config.schemas,
    unique: config.unique ?? [],
    references: config.references ?? [],
    notFound: config.messages?.notFound ?? 'No such record.',
  };
}
