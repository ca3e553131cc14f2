import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { useRouterUrlState } from '@/hooks/use-router-url-state';

import { DataTable } from './data-table';
import type { DataTableProps } from './data-table-props';
import type {
  DataTableLoadError,
  DataTableQueryState,
  DataTableSelectionDetails,
} from './data-table-types';
import { columns, header, people, shownNames, type Person } from './test-people';
import { useDataTableQuery } from './use-data-table-query';

// Out of order on purpose: the table must show them as given, never sort or filter them itself.
const page2 = [people[22]!, people[0]!, people[12]!, people[3]!, people[7]!];

function region() {
  return screen.getByRole('table').closest('[data-slot="data-table-region"]') as HTMLElement;
}

/** A table whose query is controlled by the test, as a page's query would be. */
function ServerTable({
  initial = { page: 2, perPage: 5, sort: null, filter: '', fieldFilters: {} },
  onQuery,
  ...props
}: Partial<DataTableProps<Person>> & {
  initial?: DataTableQueryState;
  onQuery?: (query: DataTableQueryState) => void;
}) {
  const [query, setQuery] = useState(initial);
  const change = (patch: Partial<DataTableQueryState>) =>
    setQuery((current) => {
      const next = { ...current, ...patch };
      onQuery?.(next);
      return next;
    });
  return (
    <DataTable<Person>
      columns={columns}
      rows={page2}
      total={23}
      page={query.page}
      onPageChange={(page) => change({ page })}
      perPage={query.perPage}
      onPerPageChange={(perPage) => change({ perPage })}
      sort={query.sort}
      onSortChange={(sort) => change({ sort })}
      filter={query.filter}
      onFilterChange={(filter) => change({ filter })}
      {...props}
    />
  );
}

describe('DataTable in server mode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the rows as given, with the range and pages from total, and fetches nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<ServerTable apiUrl="/api/never" data={people} />);
    expect(shownNames()).toEqual(['Wes', 'Ada', 'Max', 'Dot', 'Hal']);
    expect(screen.getByText('6–10 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.getByRole('table').closest('[data-slot="data-table"]')).toHaveAttribute(
      'data-mode',
      'server',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reports page, sort and filter changes and leaves the rows to the caller', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    render(<ServerTable onQuery={onQuery} filterDelay={0} />);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onQuery).toHaveBeenLastCalledWith({
      page: 3,
      perPage: 5,
      sort: null,
      filter: '',
      fieldFilters: {},
    });
    expect(shownNames()).toEqual(['Wes', 'Ada', 'Max', 'Dot', 'Hal']);

    await user.click(within(header('Name')).getByRole('button'));
    expect(onQuery).toHaveBeenCalledWith(
      expect.objectContaining({ sort: { field: 'name', direction: 'asc' } }),
    );
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
    expect(shownNames()).toEqual(['Wes', 'Ada', 'Max', 'Dot', 'Hal']);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    await waitFor(() =>
      expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ filter: 'zzz' })),
    );
    // Nothing matches "zzz" here, and the rows stay: filtering is the server's.
    expect(shownNames()).toEqual(['Wes', 'Ada', 'Max', 'Dot', 'Hal']);
  });

  it('keeps the rows shown, dimmed and busy, while loading', () => {
    render(<ServerTable loading />);
    expect(shownNames()).toEqual(['Wes', 'Ada', 'Max', 'Dot', 'Hal']);
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows "No Data Available" only once a load has answered with no rows', () => {
    const { rerender } = render(<ServerTable rows={[]} total={undefined} loading />);
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    rerender(
      <ServerTable
        rows={[]}
        total={0}
        initial={{ page: 1, perPage: 5, sort: null, filter: '', fieldFilters: {} }}
      />,
    );
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
  });

  it("shows the page's error with Retry, and focuses the table once the retry has loaded", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const failure = Object.assign(new Error('API answered 500'), {
      status: 500,
      body: { error: { code: 'internal_error', message: 'Boom' } },
    });
    const hint = vi.fn((_error: DataTableLoadError) => 'a hint');
    const { rerender } = render(<ServerTable error={failure} onRetry={onRetry} errorHint={hint} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The data could not be loaded.');
    expect(alert).toHaveTextContent('The server answered with status 500.');
    expect(hint.mock.calls[0]![0]).toMatchObject({
      kind: 'http',
      status: 500,
      apiError: { code: 'internal_error', message: 'Boom' },
    });

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<ServerTable error={failure} onRetry={onRetry} loading />);
    expect(region()).not.toHaveFocus();
    rerender(<ServerTable error={null} onRetry={onRetry} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(region()).toHaveFocus());
  });

  it('reads an error without a status as a server that could not be reached', () => {
    render(<ServerTable error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
  });

  it('offers "all matching" from total, and hands the bulk action every matching row', async () => {
    const user = userEvent.setup();
    const getAllRows = vi.fn(() => Promise.resolve(people));
    const onAction = vi.fn<(details: DataTableSelectionDetails<Person>) => void>();
    render(
      <ServerTable
        initial={{
          page: 2,
          perPage: 5,
          sort: { field: 'name', direction: 'desc' },
          filter: 'a',
          fieldFilters: {},
        }}
        selectable
        getAllRows={getAllRows}
        bulkActions={[{ label: 'Count them', onAction }]}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('5 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 23 matching rows' }));
    expect(screen.getByText('23 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Count them' }));
    const [details] = onAction.mock.calls[0]!;
    expect(details.count).toBe(23);
    expect(await details.getRows()).toHaveLength(23);
    expect(getAllRows).toHaveBeenCalledWith(
      { sort: { field: 'name', direction: 'desc' }, filter: 'a', fieldFilters: {} },
      expect.any(AbortSignal),
      expect.any(Function),
    );
  });

  it('without getAllRows, selects the rows shown only', async () => {
    const user = userEvent.setup();
    render(<ServerTable selectable />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('5 selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /matching rows/ })).not.toBeInTheDocument();
  });

  it('asks for the last page when the one shown is past the end', async () => {
    const onQuery = vi.fn();
    render(
      <ServerTable
        rows={[]}
        total={7}
        initial={{ page: 4, perPage: 5, sort: null, filter: '', fieldFilters: {} }}
        onQuery={onQuery}
      />,
    );
    await waitFor(() =>
      expect(onQuery).toHaveBeenCalledWith({
        page: 2,
        perPage: 5,
        sort: null,
        filter: '',
        fieldFilters: {},
      }),
    );
  });
});

describe('useDataTableQuery', () => {
  const queryOptions = { sortFields: ['name', 'city', 'score'], urlStatePrefix: 'people' };

  function Page({ onState }: { onState: (state: DataTableQueryState) => void }) {
    const { state, tableProps } = useDataTableQuery({
      ...queryOptions,
      urlState: useRouterUrlState(),
    });
    onState(state);
    return (
      <DataTable<Person>
        {...tableProps}
        columns={columns}
        rows={page2}
        total={23}
        filterDelay={0}
      />
    );
  }

  it('reads the query from the URL, and writes what the table changes back to it', async () => {
    const user = userEvent.setup();
    const onState = vi.fn();
    const router = createMemoryRouter([{ path: '/people', element: <Page onState={onState} /> }], {
      initialEntries: ['/people?people_page=2&people_sort=score%7Cdesc&keep=1'],
    });
    render(<RouterProvider router={router} />);
    expect(onState).toHaveBeenLastCalledWith({
      page: 2,
      perPage: 5,
      sort: { field: 'score', direction: 'desc' },
      filter: '',
      fieldFilters: {},
    });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(router.state.location.search).toContain('people_page=4'));
    expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ page: 4 }));

    // A new filter and its page 1 arrive one after the other: both land in the URL.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'wi');
    await waitFor(() =>
      expect(onState).toHaveBeenLastCalledWith({
        page: 1,
        perPage: 5,
        sort: { field: 'score', direction: 'desc' },
        filter: 'wi',
        fieldFilters: {},
      }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('people_filter')).toBe('wi');
    expect(params.has('people_page')).toBe(false);
    expect(params.get('keep')).toBe('1');
  });
});
