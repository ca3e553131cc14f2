import type { RouteName } from '@/config/routes';
import type { TitleKey } from '@/i18n/resources';
import { apiRequest } from '@/lib/api';
import type { ListPage } from '@contract/resource';
import type { ApiUser } from '@contract/users';

/** One record a search found. */
export interface RecordHit {
  /** The record's id in its resource. */
  id: string;
  title: string;
  detail?: string;
}

/**
 * A resource the palette searches as one types (two characters or more). `search` gets the
 * query and a signal that aborts when the query changes; `page` is the route that opens a record
 * (the palette shows a source only to accounts that may open it).
 */
export interface SearchSource {
  id: string;
  /** The heading of its results. */
  title: TitleKey | 'navbar.palette.groups.people';
  page: RouteName;
  search: (query: string, signal: AbortSignal) => Promise<RecordHit[]>;
}

/** Rows each source shows at most. */
export const RECORDS_PER_SOURCE = 5;

/** A resource's list (`GET /api/<name>`) read through its text filter, first page only. */
function listSearch<Row>(name: string, toHit: (row: Row) => RecordHit) {
  return async (query: string, signal: AbortSignal) => {
    const search = new URLSearchParams({ filter: query, per_page: String(RECORDS_PER_SOURCE) });
    const page = await apiRequest<ListPage<Row>>(`/api/${name}?${search}`, { signal });
    if (!Array.isArray(page?.data)) throw new Error(`Unexpected answer from /api/${name}`);
    return page.data.map(toHit);
  };
}

/** The resources the palette searches. A resource registers here with its list's search. */
export const searchSources: readonly SearchSource[] = [
  {
    id: 'users',
    title: 'navbar.palette.groups.people',
    page: 'user-edit',
    search: listSearch<ApiUser>('users', (user) => ({
      id: String(user.id),
      title: user.name,
      detail: user.email,
    })),
  },
  // demo:start
  {
    id: 'orders',
    title: 'orders.title',
    page: 'order-edit',
    search: listSearch<{ id: number; reference: string; customerName: string | null }>(
      'orders',
      (order) => ({
        id: String(order.id),
        title: order.reference,
        detail: order.customerName ?? undefined,
      }),
    ),
  },
  // demo:end
];
