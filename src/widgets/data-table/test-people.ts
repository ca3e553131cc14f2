/* Rows, columns and a fake API shared by the DataTable's component tests. */
import { screen, within } from '@testing-library/react';

import { badgeColumn } from './badge-column';
import type { DataTableColumn } from './data-table-types';

export type Person = {
  id: number;
  name: string;
  email: string;
  score: number;
  address: { city: string; country: string };
};

const NAMES = [
  'Ada',
  'Bea',
  'Cid',
  'Dot',
  'Eve',
  'Fay',
  'Gus',
  'Hal',
  'Ivy',
  'Jon',
  'Kim',
  'Lou',
  'Max',
  'Ned',
  'Oz (the great)',
  'Pam',
  'Quin',
  'Ray',
  'Sue',
  'Tom',
  'Uma',
  'Vic',
  'Wes',
];
export const people: Person[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  email: `${name.slice(0, 3).toLowerCase()}@mail.test`,
  score: (index * 37) % 100,
  address: { city: index % 2 === 0 ? 'Lisboa' : 'Wien', country: 'X' },
}));

export const columns: DataTableColumn<Person>[] = [
  badgeColumn<Person>(),
  { id: 'name', header: 'Name', accessor: 'name', sortable: true },
  { id: 'email', header: 'Email', accessor: 'email' },
  {
    id: 'city',
    header: 'City',
    accessor: 'address.city',
    sortable: true,
    sortField: 'city',
    filterable: true,
  },
  { id: 'score', header: 'Score', accessor: 'score', sortable: true, align: 'end' },
];

/** The names in the body rows, in order. */
export function shownNames() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .queryAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '');
}

export function header(name: string) {
  return screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

export function pageOf(rows: Person[], page: number, perPage: number, total = rows.length) {
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  return {
    data: rows,
    total,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: total === 0 ? 0 : from + rows.length - 1,
  };
}

export function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString();
}

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetcher answering from `people` like the demo API, recording each URL and signal. */
export function apiFetcher() {
  const calls: { url: URL; signal: AbortSignal | null | undefined }[] = [];
  const fetcher = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    calls.push({ url, signal: init?.signal });
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const filter = (
      url.searchParams.get('filter') ??
      url.searchParams.get('q') ??
      ''
    ).toLowerCase();
    const matching = people.filter((person) => person.name.toLowerCase().includes(filter));
    const rows = matching.slice((page - 1) * perPage, page * perPage);
    return Promise.resolve(json(pageOf(rows, page, perPage, matching.length)));
  });
  return { fetcher, calls };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
