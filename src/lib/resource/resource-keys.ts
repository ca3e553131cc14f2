import type { DataTableQueryState } from '@/widgets/data-table/query';

/**
 * A resource's cache keys: every list page under `lists()` (by its query), each record and its
 * history under its id, all of them under `all` (what a write invalidates).
 */
export function resourceKeys<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (state: DataTableQueryState) => [name, 'list', state] as const,
    detail: (id: number) => [name, 'detail', id] as const,
    history: (id: number) => [name, 'history', id] as const,
  };
}

export type ResourceKeys<Name extends string = string> = ReturnType<typeof resourceKeys<Name>>;
