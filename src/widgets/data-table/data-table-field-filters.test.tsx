import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { FormatPreferences } from '@/hooks/use-format';
import { useRouterUrlState } from '@/hooks/use-router-url-state';

import { DataTable } from './data-table';
import type {
  DataTableColumn,
  DataTableFieldFilters,
  DataTableFilterFieldConfig,
} from './data-table-types';
import { json, urlOf } from './test-people';
import { useDataTableQuery } from './use-data-table-query';

type Order = { id: number; customer: string; status: string; placed: string };

const orders: Order[] = [
  { id: 1, customer: 'Ana', status: 'paid', placed: '2026-01-03' },
  { id: 2, customer: 'Bruno', status: 'shipped', placed: '2026-01-15T10:00:00Z' },
  { id: 3, customer: 'Carla', status: 'pending', placed: '2026-01-20' },
  { id: 4, customer: 'Dora', status: 'shipped', placed: '2026-02-02' },
  { id: 5, customer: 'Edu', status: 'paid', placed: '2025-12-31' },
  { id: 6, customer: 'Fabi', status: 'cancelled', placed: '2026-01-09' },
];

const columns: DataTableColumn<Order>[] = [
  { id: 'customer', header: 'Customer', accessor: 'customer', sortable: true },
  { id: 'status', header: 'Status', accessor: 'status' },
  { id: 'placed', header: 'Placed', accessor: 'placed' },
];

const fields: DataTableFilterFieldConfig[] = [
  {
    id: 'status',
    kind: 'facet',
    label: 'Status',
    options: [
      { value: 'pending', label: 'Pending' },
      { value: 'paid', label: 'Paid' },
      { value: 'shipped', label: 'Shipped' },
      { value: 'cancelled', label: 'Cancelled' },
    ],
  },
  { id: 'placed', kind: 'dateRange', label: 'Placed' },
];

function customers() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .queryAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '')
    .filter((name) => name !== 'No Data Available');
}

function filters() {
  return screen.getByRole('group', { name: 'Filters' });
}

/** Opens a facet's menu by keyboard and toggles `values` with Enter. */
async function toggleFacet(
  user: ReturnType<typeof userEvent.setup>,
  field: string,
  values: string[],
) {
  within(filters())
    .getByRole('button', { name: new RegExp(`^${field}`) })
    .focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  for (const value of values) {
    within(menu).getByRole('menuitemcheckbox', { name: value }).focus();
    await user.keyboard('{Enter}');
  }
  return menu;
}

async function closeMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

describe('DataTable field filters', () => {
  it('filters local rows by facet and date range, summarises the choice, and clears it', async () => {
    const user = userEvent.setup();
    const onFieldFiltersChange = vi.fn<(value: DataTableFieldFilters) => void>();
    render(
      <DataTable
        columns={columns}
        data={orders}
        perPageOptions={[10]}
        defaultPerPage={10}
        fieldFilterFields={fields}
        onFieldFiltersChange={onFieldFiltersChange}
      />,
    );
    expect(customers()).toEqual(['Ana', 'Bruno', 'Carla', 'Dora', 'Edu', 'Fabi']);
    expect(within(filters()).queryByRole('button', { name: 'Clear filters' })).toBeNull();

    // Chosen in any order, reported in the declared one.
    const menu = await toggleFacet(user, 'Status', ['Shipped', 'Paid']);
    expect(onFieldFiltersChange).toHaveBeenLastCalledWith({ status: ['paid', 'shipped'] });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Paid' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await closeMenu(user);
    const status = within(filters()).getByRole('button', { name: 'Status 2 selected' });
    expect(status).toHaveFocus();
    expect(customers()).toEqual(['Ana', 'Bruno', 'Dora', 'Edu']);

    await user.click(within(filters()).getByRole('button', { name: 'Placed' }));
    const panel = await screen.findByRole('dialog', { name: 'Placed' });
    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2026-01-10' } });
    expect(onFieldFiltersChange).toHaveBeenLastCalledWith({
      status: ['paid', 'shipped'],
      placed: { from: '2026-01-10' },
    });
    expect(customers()).toEqual(['Bruno', 'Dora']);

    // A from after the to is not applied: the dates stay as typed, with the reason.
    const calls = onFieldFiltersChange.mock.calls.length;
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(within(panel).getByText(/first date is after the last/)).toBeInTheDocument();
    expect(within(panel).getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(onFieldFiltersChange).toHaveBeenCalledTimes(calls);
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2026-01-31' } });
    expect(onFieldFiltersChange).toHaveBeenLastCalledWith({
      status: ['paid', 'shipped'],
      placed: { from: '2026-01-10', to: '2026-01-31' },
    });
    expect(customers()).toEqual(['Bruno']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(filters()).getByRole('button', { name: 'Placed Jan 10, 2026 to Jan 31, 2026' }),
    ).toHaveFocus();

    // One value chosen: its label is the summary.
    await toggleFacet(user, 'Status', ['Shipped']);
    await closeMenu(user);
    expect(within(filters()).getByRole('button', { name: 'Status Paid' })).toBeInTheDocument();
    expect(customers()).toEqual([]);

    await user.click(within(filters()).getByRole('button', { name: 'Clear filters' }));
    expect(onFieldFiltersChange).toHaveBeenLastCalledWith({});
    expect(customers()).toEqual(['Ana', 'Bruno', 'Carla', 'Dora', 'Edu', 'Fabi']);
    expect(within(filters()).queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(within(filters()).getByRole('button', { name: 'Status' })).toHaveFocus();
  });

  it('clears one field from its own menu', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        columns={columns}
        data={orders}
        fieldFilterFields={fields}
        defaultFieldFilters={{ status: ['cancelled'], placed: { to: '2026-01-31' } }}
      />,
    );
    expect(customers()).toEqual(['Fabi']);
    const menu = await toggleFacet(user, 'Status Cancelled', []);
    within(menu).getByRole('menuitem', { name: 'Clear Status' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(within(filters()).getByRole('button', { name: 'Status' })).toHaveFocus();
    expect(customers()).toEqual(['Ana', 'Bruno', 'Carla', 'Edu', 'Fabi']);
  });

  it("writes the chosen dates in the account's date pattern", () => {
    render(
      <FormatPreferences value={{ datePattern: 'iso', timeZone: 'Pacific/Pago_Pago' }}>
        <DataTable
          columns={columns}
          data={orders}
          fieldFilterFields={fields}
          defaultFieldFilters={{ placed: { from: '2026-01-10', to: '2026-01-31' } }}
        />
      </FormatPreferences>,
    );
    expect(
      within(filters()).getByRole('button', { name: 'Placed 2026-01-10 to 2026-01-31' }),
    ).toBeInTheDocument();
  });

  it('honours controlled field filters: it reports choices and shows only what it is given', async () => {
    const user = userEvent.setup();
    const onFieldFiltersChange = vi.fn<(value: DataTableFieldFilters) => void>();
    const onPageChange = vi.fn<(page: number) => void>();
    const { rerender } = render(
      <DataTable
        columns={columns}
        data={orders}
        fieldFilterFields={fields}
        fieldFilters={{ status: ['paid'] }}
        onFieldFiltersChange={onFieldFiltersChange}
        perPageOptions={[1]}
        defaultPage={2}
        onPageChange={onPageChange}
      />,
    );
    expect(customers()).toEqual(['Edu']);
    const menu = await toggleFacet(user, 'Status Paid', ['Shipped']);
    expect(onFieldFiltersChange).toHaveBeenLastCalledWith({ status: ['paid', 'shipped'] });
    // A new set of rows starts on page 1.
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Shipped' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await closeMenu(user);
    expect(within(filters()).getByRole('button', { name: 'Status Paid' })).toBeInTheDocument();

    rerender(
      <DataTable
        columns={columns}
        data={orders}
        fieldFilterFields={fields}
        fieldFilters={{ status: ['shipped', 'paid'] }}
        onFieldFiltersChange={onFieldFiltersChange}
        perPageOptions={[1]}
        page={1}
      />,
    );
    expect(
      within(filters()).getByRole('button', { name: 'Status 2 selected' }),
    ).toBeInTheDocument();
    expect(customers()).toEqual(['Ana']);
    await user.click(within(filters()).getByRole('button', { name: 'Clear filters' }));
    expect(onFieldFiltersChange).toHaveBeenLastCalledWith({});
    expect(customers()).toEqual(['Ana']);
  });

  it('takes every text of its controls from labels', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        columns={columns}
        data={orders}
        fieldFilterFields={fields}
        defaultFieldFilters={{ status: ['paid', 'shipped'], placed: { from: '2026-01-02' } }}
        labels={{
          fieldFilters: 'Narrow down',
          filterSelected: (count) => `${count} ticked`,
          dateRange: ({ from, to }) => `${from ?? '…'} → ${to ?? '…'}`,
          dateFrom: 'Start',
          dateTo: 'End',
          dateRangeInvalid: 'Backwards',
          clearFieldFilter: (field) => `Reset ${field}`,
          clearFieldFilters: 'Reset all',
        }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Narrow down' });
    expect(within(group).getByRole('button', { name: 'Status 2 ticked' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Reset all' })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Placed 2026-01-02 → …' }));
    const panel = await screen.findByRole('dialog', { name: 'Placed' });
    fireEvent.change(within(panel).getByLabelText('End'), { target: { value: '2026-01-01' } });
    expect(within(panel).getByText('Backwards')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Reset Placed' }));
    expect(within(panel).getByLabelText('Start')).toHaveFocus();
    expect(within(panel).getByLabelText('Start')).toHaveValue('');
  });

  it('sends the field filters to the API in remote mode', async () => {
    const user = userEvent.setup();
    const urls: URL[] = [];
    const fetcher = vi.fn<typeof fetch>((input) => {
      urls.push(new URL(urlOf(input), 'http://localhost'));
      return Promise.resolve(
        json({ data: [], total: 0, per_page: 5, current_page: 1, last_page: 1, from: 0, to: 0 }),
      );
    });
    render(
      <DataTable
        columns={columns}
        apiUrl="/api/orders"
        fetcher={fetcher}
        fieldFilterFields={fields}
        defaultFieldFilters={{ placed: { from: '2026-01-01' } }}
      />,
    );
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(urls[0]!.search).toBe('?page=1&per_page=5&placed_from=2026-01-01');
    await toggleFacet(user, 'Status', ['Cancelled', 'Pending']);
    await waitFor(() =>
      expect(urls.at(-1)!.search).toBe(
        '?page=1&per_page=5&status=pending%2Ccancelled&placed_from=2026-01-01',
      ),
    );
  });
});

describe('useDataTableQuery with field filters', () => {
  const listOptions = {
    sortFields: ['customer'],
    urlStatePrefix: 'orders',
    filterFields: [
      {
        id: 'status',
        kind: 'facet' as const,
        values: ['pending', 'paid', 'shipped', 'cancelled'],
      },
      { id: 'placed', kind: 'dateRange' as const },
    ],
  };

  function Page({ onState }: { onState: (state: DataTableFieldFilters) => void }) {
    const { state, tableProps } = useDataTableQuery({
      ...listOptions,
      urlState: useRouterUrlState(),
    });
    onState(state.fieldFilters);
    return (
      <DataTable<Order>
        {...tableProps}
        columns={columns}
        rows={orders.slice(0, 5)}
        total={40}
        fieldFilterFields={fields}
      />
    );
  }

  it('reads them from the URL and writes changes back, from page 1', async () => {
    const user = userEvent.setup();
    const onState = vi.fn<(state: DataTableFieldFilters) => void>();
    const router = createMemoryRouter([{ path: '/orders', element: <Page onState={onState} /> }], {
      initialEntries: [
        '/orders?orders_page=3&orders_status=paid,bogus&orders_placed_from=2026-13-01',
      ],
    });
    render(<RouterProvider router={router} />);
    expect(onState).toHaveBeenLastCalledWith({ status: ['paid'] });
    expect(within(filters()).getByRole('button', { name: 'Status Paid' })).toBeInTheDocument();

    await toggleFacet(user, 'Status Paid', ['Shipped']);
    await waitFor(() => expect(onState).toHaveBeenLastCalledWith({ status: ['paid', 'shipped'] }));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('orders_status')).toBe('paid,shipped');
    expect(params.has('orders_page')).toBe(false);
    expect(params.has('orders_placed_from')).toBe(false);
    await closeMenu(user);

    await user.click(within(filters()).getByRole('button', { name: 'Placed' }));
    const panel = await screen.findByRole('dialog', { name: 'Placed' });
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('orders_placed_to')).toBe(
        '2026-03-31',
      ),
    );
    expect(onState).toHaveBeenLastCalledWith({
      status: ['paid', 'shipped'],
      placed: { to: '2026-03-31' },
    });
  });
});
