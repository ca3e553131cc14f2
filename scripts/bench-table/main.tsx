/*
 * The page `scripts/bench-table.ts` measures: the DataTable in local mode over 100 000 demo users,
 * with the filter delay at 0 so each keystroke is applied at once. `window.__bench` types into the
 * search box and reports how long each keystroke took until the table was updated and laid out.
 */
import '../../src/styles/index.css';

import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

import type { ApiUser } from '../../server/contract/users';
import { generateDemoUsers } from '../../server/seed';
import { initI18n } from '../../src/i18n/i18n';
import { DataTable, type DataTableColumn } from '../../src/widgets/data-table';
import { createLocalQuery } from '../../src/widgets/data-table/local-query';

const ROWS = 100_000;
const FILTER_FIELDS = ['name', 'email', 'address.city'];
const SORT = { field: 'name', direction: 'asc' } as const;
const columns: DataTableColumn<ApiUser>[] = [
  { id: 'name', header: 'Name', accessor: 'name', sortable: true },
  { id: 'email', header: 'Email', accessor: 'email', sortable: true },
  { id: 'city', header: 'City', accessor: 'address.city', sortable: true, sortField: 'city' },
  { id: 'score', header: 'Score', accessor: 'score', sortable: true, align: 'end' },
];

type Bench = {
  rows: number;
  /** Types each text into the search box in turn; the time of each keystroke, in ms. */
  type: (texts: readonly string[]) => Promise<number[]>;
  /** The same texts through the query function alone (no React, no DOM); ms each. */
  query: (texts: readonly string[]) => number[];
};
declare global {
  interface Window {
    __bench?: Bench;
  }
}

// The demo API's own generator (browser-safe: it needs only the PRNG), in the API's shape.
const users: ApiUser[] = generateDemoUsers(ROWS).map(({ city, country, ...user }) => ({
  ...user,
  address: { city, country },
}));
let committed: ((filter: string) => void) | undefined;

function Bench() {
  const [filter, setFilter] = useState('');
  // Runs after the DataTable (a child) committed its DOM for this filter.
  useLayoutEffect(() => {
    void document.body.offsetHeight;
    committed?.(filter);
  }, [filter]);
  return (
    <DataTable
      columns={columns}
      data={users}
      caption="Benchmark"
      filterFields={FILTER_FIELDS}
      defaultSort={SORT}
      perPageOptions={[10]}
      defaultPerPage={10}
      filterDelay={0}
      filter={filter}
      onFilterChange={setFilter}
    />
  );
}

function keystroke(input: HTMLInputElement, text: string): Promise<number> {
  // React tracks the value it set; the prototype's setter makes the change one React sees.
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  return new Promise((resolve) => {
    const start = performance.now();
    committed = (filter) => {
      if (filter !== text) return;
      committed = undefined;
      resolve(performance.now() - start);
    };
    descriptor.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

void initI18n('en').then(() => {
  createRoot(document.getElementById('root')!).render(<Bench />);
  window.__bench = {
    rows: users.length,
    type: async (texts) => {
      const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
      const times: number[] = [];
      for (const text of texts) times.push(await keystroke(input, text));
      return times;
    },
    query: (texts) => {
      const query = createLocalQuery(users, { filterFields: FILTER_FIELDS });
      query({ filter: '', sort: SORT, page: 1, perPage: 10 });
      return texts.map((filter) => {
        const start = performance.now();
        query({ filter, sort: SORT, page: 1, perPage: 10 });
        return performance.now() - start;
      });
    },
  };
});
