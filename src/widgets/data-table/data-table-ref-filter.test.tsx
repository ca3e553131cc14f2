import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { useRouterUrlState } from '@/hooks/use-router-url-state';
import { queryClient } from '@/lib/query-client';
import { refFilterReader } from '@/widgets/resource';

import { DataTable } from './data-table';
import type { DataTableColumn, DataTableFilterFieldConfig } from './data-table-types';
import { json, urlOf } from './test-people';

type Order = { id: number; reference: string; customerId: number };

const PEOPLE = [
  { id: 1, name: 'Ada Lovelace' },
  { id: 2, name: 'Grace Hopper' },
  { id: 3, name: 'Alan Turing' },
];

const ORDERS: Order[] = [
  { id: 1, reference: 'A-1', customerId: 1 },
  { id: 2, reference: 'A-2', customerId: 2 },
  { id: 3, reference: 'A-3', customerId: 3 },
  { id: 4, reference: 'A-4', customerId: 2 },
];

const columns: DataTableColumn<Order>[] = [
  { id: 'reference', header: 'Reference', accessor: 'reference' },
];

const fields: DataTableFilterFieldConfig[] = [
  {
    id: 'customer',
    kind: 'ref',
    label: 'Customer',
    reader: refFilterReader({ resource: 'people', nameKey: 'name' }),
  },
];

const page = <T,>(data: T[]) =>
  json({ data, total: data.length, per_page: 5, current_page: 1, last_page: 1, from: 1, to: 1 });

/** `/api/people` (searched by name, one by id) and `/api/orders` (filtered by `customer`). */
function serve() {
  const orderRequests: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const one = /^\/api\/people\/(\d+)$/.exec(url.pathname);
    if (one) {
      const person = PEOPLE.find((candidate) => candidate.id === Number(one[1]));
      return Promise.resolve(person ? json(person) : json({ message: 'No such person.' }, 404));
    }
    if (url.pathname === '/api/people') {
      const text = (url.searchParams.get('filter') ?? '').toLowerCase();
      return Promise.resolve(
        page(PEOPLE.filter((person) => person.name.toLowerCase().includes(text))),
      );
    }
    orderRequests.push(url.searchParams);
    const customer = url.searchParams.get('customer');
    return Promise.resolve(
      page(ORDERS.filter((order) => !customer || String(order.customerId) === customer)),
    );
  });
  return { orderRequests };
}

function Orders() {
  return (
    <DataTable<Order>
      columns={columns}
      apiUrl="/api/orders"
      fetcher={(...args) => fetch(...args)}
      urlState={useRouterUrlState()}
      urlStatePrefix="orders"
      fieldFilterFields={fields}
    />
  );
}

function open(initial: string) {
  const router = createMemoryRouter([{ path: '/orders', element: <Orders /> }], {
    initialEntries: [initial],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    param: () => new URLSearchParams(router.state.location.search).get('orders_customer'),
  };
}

function references() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
}

const filters = () => screen.getByRole('group', { name: 'Filters' });

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('DataTable ref filter', () => {
  it('searches the records by name, filters by the one picked, names it, and clears it', async () => {
    const { orderRequests } = serve();
    const user = userEvent.setup();
    const url = open('/orders');
    await waitFor(() => expect(references()).toEqual(['A-1', 'A-2', 'A-3', 'A-4']));
    expect(orderRequests.at(-1)?.has('customer')).toBe(false);

    await user.click(within(filters()).getByRole('button', { name: 'Customer' }));
    const panel = await screen.findByRole('dialog', { name: 'Customer' });
    const box = within(panel).getByRole('combobox', { name: 'Customer' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('placeholder', 'Search by name');
    await user.type(box, 'grace');
    await waitFor(() => expect(within(panel).getAllByRole('option')).toHaveLength(1));
    await user.click(within(panel).getByRole('option', { name: 'Grace Hopper' }));

    // The pick applies and closes the panel; the button names the record.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const button = within(filters()).getByRole('button', { name: 'Customer Grace Hopper' });
    expect(button).toHaveFocus();
    expect(url.param()).toBe('2');
    await waitFor(() => expect(references()).toEqual(['A-2', 'A-4']));
    expect(orderRequests.at(-1)?.get('customer')).toBe('2');

    await user.click(button);
    const again = await screen.findByRole('dialog', { name: 'Customer' });
    expect(within(again).getByRole('combobox', { name: 'Customer' })).toHaveValue('Grace Hopper');
    await user.click(within(again).getByRole('button', { name: 'Clear Customer' }));
    await waitFor(() => expect(references()).toEqual(['A-1', 'A-2', 'A-3', 'A-4']));
    expect(within(filters()).getByRole('button', { name: 'Customer' })).toBeInTheDocument();
    expect(url.param()).toBeNull();
    expect(orderRequests.at(-1)?.has('customer')).toBe(false);
  });

  it('names the record of a link opened cold, and is cleared with the other filters', async () => {
    const { orderRequests } = serve();
    const user = userEvent.setup();
    const url = open('/orders?orders_customer=3');
    // The id is all the link holds: the name is read from the resource.
    expect(
      await within(filters()).findByRole('button', { name: 'Customer Alan Turing' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(references()).toEqual(['A-3']));
    expect(orderRequests.map((params) => params.get('customer'))).toEqual(['3']);

    await user.click(within(filters()).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(references()).toEqual(['A-1', 'A-2', 'A-3', 'A-4']));
    expect(url.param()).toBeNull();
  });

  it('says "#id" for a record that is gone', async () => {
    serve();
    const gone = open('/orders?orders_customer=99');
    expect(
      await within(filters()).findByRole('button', { name: 'Customer #99' }),
    ).toBeInTheDocument();
    expect(gone.param()).toBe('99');
  });

  it('ignores a value that is not one id', async () => {
    const { orderRequests } = serve();
    open('/orders?orders_customer=2,3');
    await waitFor(() => expect(references()).toEqual(['A-1', 'A-2', 'A-3', 'A-4']));
    expect(within(filters()).getByRole('button', { name: 'Customer' })).toBeInTheDocument();
    expect(orderRequests.every((params) => !params.has('customer'))).toBe(true);
  });
});
