import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import { createResourceApi, resourceKeys } from '@/lib/resource';
import type { DataTableRefReader } from '@/widgets/data-table';

/** One record of the resource a field points at, as a picker lists it (`detail`: `detailKey`'s). */
export type RefOption = { id: number; name: string; detail?: string };

/** Where a ref field's records are read: the resource's API name and the property naming one. */
export type RefSource = {
  /** The resource the ids point at, as its API is named (`users` for `/api/users`). */
  resource: string;
  /** The property of its rows that names a record (`name`). */
  nameKey: string;
  /**
   * A property the picker shows under each name (`email`), to tell apart records of one name.
   * @default none
   */
  detailKey?: string;
};

type Row = { id: number } & Record<string, unknown>;

/** Rows per page of a picker's list. */
const PAGE_SIZE = 20;
/** The quiet after typing before the search is sent. */
const SEARCH_DELAY_MS = 250;

function sourceOf({ resource }: RefSource) {
  return { api: createResourceApi<Row>(resource), keys: resourceKeys(resource) };
}

/** The text of a row's name property ('' when it has none). */
function nameIn(row: Record<string, unknown>, nameKey: string): string {
  const name = row[nameKey];
  return typeof name === 'string' || typeof name === 'number' ? String(name) : '';
}

const optionOf = (row: Row, nameKey: string, detailKey?: string): RefOption => ({
  id: row.id,
  name: nameIn(row, nameKey),
  ...(detailKey && { detail: nameIn(row, detailKey) }),
});

/**
 * The records a picker offers: the resource's list searched on the server (its `filter`), sorted
 * by name and read a page at a time. Nothing is read until `enabled` (the list is opened).
 */
export function useRefOptions(source: RefSource, enabled: boolean) {
  const { resource, nameKey, detailKey } = source;
  const { api, keys } = useMemo(() => sourceOf({ resource, nameKey }), [resource, nameKey]);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => setSearch(text), text === '' ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  const query = useInfiniteQuery({
    // Under the lists' key, so any write to the resource reads it again.
    queryKey: [...keys.lists(), 'ref-options', nameKey, search],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({
        sort: `${nameKey}|asc`,
        page: String(pageParam),
        per_page: String(PAGE_SIZE),
      });
      if (search.trim()) params.set('filter', search.trim());
      return api.list(params, signal);
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    enabled,
    // The last matches stay while the next search is on its way, with the list saying so.
    placeholderData: keepPreviousData,
  });

  const options = useMemo(
    () =>
      query.data?.pages.flatMap((page) =>
        page.data.map((row) => optionOf(row, nameKey, detailKey)),
      ) ?? [],
    [query.data, nameKey, detailKey],
  );
  const searching = text !== search || query.isFetching;
  return {
    options,
    status: query.isError
      ? ('failed' as const)
      : searching || query.isPending
        ? ('loading' as const)
        : ('ready' as const),
    /** Sets the text searched for (sent after a short quiet); a failed read is tried again. */
    search: (next: string) => {
      setText(next);
      if (query.isError && next === search) void query.refetch();
    },
    loadMore: query.hasNextPage
      ? () => {
          if (!query.isFetchingNextPage) void query.fetchNextPage();
        }
      : undefined,
  };
}

/**
 * The name of one record a field points at: `known` when it is the same id (the edited record
 * carries it), else the record read from the resource (`GET /api/<resource>/:id`, shared with its
 * own page's cache). `missing` once it is known not to be there (deleted, or unreadable).
 */
export function useRefName(
  source: RefSource,
  id: number | null,
  known?: RefOption | null,
): { name: string | undefined; missing: boolean } {
  const { resource, nameKey } = source;
  const { api, keys } = useMemo(() => sourceOf({ resource, nameKey }), [resource, nameKey]);
  const have = id !== null && known?.id === id ? known.name : undefined;
  const query = useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get(id ?? 0, signal),
    enabled: id !== null && have === undefined,
  });
  if (id === null) return { name: undefined, missing: false };
  if (have !== undefined) return { name: have, missing: false };
  if (query.data) return { name: nameIn(query.data, nameKey), missing: false };
  // A 404 (deleted) or any other refusal: the id is all there is to show.
  return { name: undefined, missing: query.isError };
}

/**
 * What a data table's ref filter reads the records of `source` with: the picker's search
 * (`useRefOptions`) and the chosen record's name (`useRefName`), as a form's ref field reads them.
 */
export function refFilterReader(source: RefSource): DataTableRefReader {
  return {
    useOptions: (enabled) => useRefOptions(source, enabled),
    useName: (id, known) => useRefName(source, id, known).name,
  };
}
