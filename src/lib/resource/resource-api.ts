import { apiRequest } from '@/lib/api';
import type { BulkResult, History, ListPage } from '@contract/resource';

/** The requests of one resource's API, `/api/<name>…`, typed by the resource's contract. */
export type ResourceApi<
  Row,
  Detail = Row,
  CreateInput = unknown,
  PatchInput = unknown,
  HistoryField extends string = string,
> = {
  /** One list page; `search` is the query (`sort`, `page`, `per_page`, `filter`…), `?` optional. */
  list: (search: URLSearchParams | string, signal?: AbortSignal) => Promise<ListPage<Row>>;
  get: (id: number, signal?: AbortSignal) => Promise<Detail>;
  history: (id: number, signal?: AbortSignal) => Promise<History<HistoryField>>;
  create: (body: CreateInput) => Promise<Detail>;
  update: (id: number, body: PatchInput) => Promise<Detail>;
  /** A soft delete: `restore` brings the record back. */
  remove: (id: number) => Promise<void>;
  restore: (id: number) => Promise<Detail>;
  /** Answers the ids it deleted (all or none of a request). */
  bulkDelete: (ids: readonly number[]) => Promise<BulkResult>;
  bulkRestore: (ids: readonly number[]) => Promise<BulkResult>;
};

/** The API of the resource served at `/api/<name>`. */
export function createResourceApi<
  Row,
  Detail = Row,
  CreateInput = unknown,
  PatchInput = unknown,
  HistoryField extends string = string,
>(name: string): ResourceApi<Row, Detail, CreateInput, PatchInput, HistoryField> {
  const base = `/api/${name}`;
  const one = (id: number) => `${base}/${id}`;
  return {
    list: (search, signal) => {
      const query = String(search).replace(/^\?/, '');
      return apiRequest<ListPage<Row>>(query ? `${base}?${query}` : base, { signal });
    },
    get: (id, signal) => apiRequest<Detail>(one(id), { signal }),
    history: (id, signal) => apiRequest<History<HistoryField>>(`${one(id)}/history`, { signal }),
    create: (body) => apiRequest<Detail>(base, { method: 'POST', body }),
    update: (id, body) => apiRequest<Detail>(one(id), { method: 'PATCH', body }),
    remove: (id) => apiRequest<void>(one(id), { method: 'DELETE' }),
    restore: (id) => apiRequest<Detail>(`${one(id)}/restore`, { method: 'POST' }),
    bulkDelete: (ids) =>
      apiRequest<BulkResult>(`${base}/bulk-delete`, { method: 'POST', body: { ids } }),
    bulkRestore: (ids) =>
      apiRequest<BulkResult>(`${base}/bulk-restore`, { method: 'POST', body: { ids } }),
  };
}
