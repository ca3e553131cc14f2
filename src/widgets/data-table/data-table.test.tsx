import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { useRouterUrlState } from '@/hooks/use-router-url-state';

import { DataTable } from './data-table';
import type { DataTableProps } from './data-table-props';
import type { DataTableUrlState } from './data-table-types';
import {
  apiFetcher,
  columns,
  deferred,
  header,
  json,
  pageOf,
  people,
  shownNames,
  urlOf,
  type Person,
} from './test-people';

describe('DataTable in local mode', () => {
  it('shows the first page of 5 with pagination and the range', () => {
    render(<DataTable columns={columns} data={people} caption="People" />);
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(shownNames()).toEqual(['Ada', 'Bea', 'Cid', 'Dot', 'Eve']);
    expect(screen.getByText('1–5 of 23')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'First page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'per page' })).toHaveValue('5');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('pages with the numbered, next and last buttons', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={people} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(shownNames()).toEqual(['Fay', 'Gus', 'Hal', 'Ivy', 'Jon']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shownNames()[0]).toBe('Kim');
    const last = screen.getByRole('button', { name: 'Last page' });
    await user.click(last);
    expect(shownNames()).toEqual(['Uma', 'Vic', 'Wes']);
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // At the end the steps stay focusable (not `disabled`, which drops focus to the page) and do
    // nothing.
    expect(last).not.toBeDisabled();
    expect(last).toHaveAttribute('aria-disabled', 'true');
    expect(last).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
  });

  it('filters case-insensitively and literally, across nested filterable fields, back on page 1', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={people} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'WIEN');
    await waitFor(() => expect(shownNames()).toEqual(['Bea', 'Dot', 'Fay', 'Hal', 'Jon']));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.clear(search);
    await user.type(search, '(');
    await waitFor(() => expect(shownNames()).toEqual(['Oz (the great)']));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.type(search, 'x');
    await waitFor(() => expect(screen.getByText('No Data Available')).toBeInTheDocument());
    expect(screen.getByText('No Data Available').closest('td')).toHaveAttribute('colspan', '5');
  });

  it('sorts asc → desc → asc with aria-sort on the header, back on page 1', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={people} />);
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('Email')).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    await user.click(within(header('Score')).getByRole('button', { name: 'Score' }));
    expect(header('Score')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const ascending = shownNames().map((name) => people.find((p) => p.name === name)!.score);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(0);

    await user.click(within(header('Score')).getByRole('button', { name: 'Score' }));
    expect(header('Score')).toHaveAttribute('aria-sort', 'descending');
    const descending = shownNames().map((name) => people.find((p) => p.name === name)!.score);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBe(Math.max(...people.map((person) => person.score)));

    await user.click(within(header('Score')).getByRole('button', { name: 'Score' }));
    expect(header('Score')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Score')).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(shownNames()).toEqual(['Wes', 'Vic', 'Uma', 'Tom', 'Sue']);
  });

  it('changing rows per page goes back to page 1', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={people} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'per page' }), '10');
    expect(shownNames()).toHaveLength(10);
    expect(shownNames()[0]).toBe('Ada');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
  });

  it('renders badge dots, dotted accessors and right-aligned numbers', () => {
    render(<DataTable columns={columns} data={people} />);
    const firstRow = within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')[0]!;
    const cells = within(firstRow).getAllByRole('cell');
    expect(cells[0]!.querySelector('[data-slot="data-table-badge"]')).toHaveClass('bg-warning');
    expect(cells[3]).toHaveTextContent('Lisboa');
    expect(cells[4]).toHaveClass('text-end');
    expect(header('Score')).toHaveClass('text-end');
    const badges = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('[data-slot="data-table-badge"]')?.className ?? '');
    expect(badges.map((name) => /bg-(\w+)/.exec(name)?.[1])).toEqual([
      'warning',
      'primary',
      'danger',
      'info',
      'success',
    ]);
  });

  it('hides the pagination when everything fits on one page', () => {
    render(<DataTable columns={columns} data={people.slice(0, 4)} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

// Remote mode ----------------------------------------------------------------------------------

function region() {
  return screen.getByRole('table').closest('[data-slot="data-table-region"]') as HTMLElement;
}

describe('DataTable in remote mode', () => {
  it('asks the API for sort, page, per_page and the filter, debounced', async () => {
    const user = userEvent.setup();
    const { fetcher, calls } = apiFetcher();
    render(
      <DataTable
        columns={columns}
        apiUrl="/api/users"
        fetcher={fetcher}
        appendParams={{ team: 'blue' }}
        filterQuery="q"
      />,
    );
    await waitFor(() => expect(shownNames()).toEqual(['Ada', 'Bea', 'Cid', 'Dot', 'Eve']));
    expect(calls[0]!.url.pathname).toBe('/api/users');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      team: 'blue',
      page: '1',
      per_page: '5',
    });

    await user.click(within(header('City')).getByRole('button', { name: 'City' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url.searchParams.get('sort')).toBe('city|asc');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.url.searchParams.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
    await waitFor(() => expect(shownNames()).toEqual(['Ada']));
    // One request for the whole word, back on page 1: the keystrokes were debounced.
    expect(calls).toHaveLength(4);
    expect(Object.fromEntries(calls[3]!.url.searchParams)).toEqual({
      team: 'blue',
      sort: 'city|asc',
      page: '1',
      per_page: '5',
      q: 'ada',
    });
  });

  it('debounces filter typing by about 300 ms', async () => {
    vi.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      const { fetcher, calls } = apiFetcher();
      render(<DataTable columns={columns} apiUrl="/api/users" fetcher={fetcher} />);
      await act(() => vi.runOnlyPendingTimersAsync());
      expect(calls).toHaveLength(1);
      await user.type(screen.getByRole('searchbox'), 'bea');
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(calls).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(calls).toHaveLength(2);
      expect(calls[1]!.url.searchParams.get('filter')).toBe('bea');
    } finally {
      vi.useRealTimers();
    }
  });

  it('aborts an older request when a newer one starts', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    const pending = deferred<Response>();
    let count = 0;
    const fetcher = vi.fn<typeof fetch>((_input, init) => {
      signals.push(init!.signal!);
      count += 1;
      if (count === 1) return Promise.resolve(json(pageOf(people.slice(0, 5), 1, 5, 23)));
      if (count === 2) return pending.promise;
      return Promise.resolve(json(pageOf(people.slice(10, 15), 3, 5, 23)));
    });
    render(<DataTable columns={columns} apiUrl="/api/users" fetcher={fetcher} />);
    await waitFor(() => expect(shownNames()[0]).toBe('Ada'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(signals).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(signals).toHaveLength(3));
    expect(signals[1]!.aborted).toBe(true);
    expect(signals[2]!.aborted).toBe(false);
    await waitFor(() => expect(shownNames()[0]).toBe('Kim'));
    // The aborted answer arriving late changes nothing and is not an error.
    act(() => pending.resolve(json(pageOf(people.slice(5, 10), 2, 5, 23))));
    expect(shownNames()[0]).toBe('Kim');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the last rows, dimmed and busy, while the next page loads', async () => {
    const user = userEvent.setup();
    const next = deferred<Response>();
    let count = 0;
    const fetcher = vi.fn<typeof fetch>(() => {
      count += 1;
      return count === 1
        ? Promise.resolve(json(pageOf(people.slice(0, 5), 1, 5, 23)))
        : next.promise;
    });
    render(<DataTable columns={columns} apiUrl="/api/users" fetcher={fetcher} />);
    await waitFor(() => expect(region()).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(shownNames()).toEqual(['Ada', 'Bea', 'Cid', 'Dot', 'Eve']);
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();

    act(() => next.resolve(json(pageOf(people.slice(5, 10), 2, 5, 23))));
    await waitFor(() => expect(shownNames()[0]).toBe('Fay'));
    expect(region()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says "No Data Available" after an empty answer, not before', async () => {
    const answer = deferred<Response>();
    const fetcher = vi.fn<typeof fetch>(() => answer.promise);
    render(<DataTable columns={columns} apiUrl="/api/users" fetcher={fetcher} />);
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => answer.resolve(json(pageOf([], 1, 5, 0))));
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows an error with Retry on an HTTP error, keeping the previous rows', async () => {
    const user = userEvent.setup();
    const onLoadError = vi.fn();
    let failing = false;
    const { fetcher: api } = apiFetcher();
    const fetcher = vi.fn<typeof fetch>((input, init) =>
      failing
        ? Promise.resolve(json({ error: { code: 'boom', message: 'Boom' } }, 500))
        : api(input, init),
    );
    render(
      <DataTable
        columns={columns}
        apiUrl="/api/users"
        fetcher={fetcher}
        onLoadError={onLoadError}
        errorHint={(error) => `hint for ${error.kind} ${error.status} ${error.apiError?.code}`}
      />,
    );
    await waitFor(() => expect(shownNames()[0]).toBe('Ada'));
    failing = true;
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data could not be loaded.');
    expect(alert).toHaveTextContent('The server answered with status 500.');
    expect(alert).toHaveTextContent('hint for http 500 boom');
    expect(onLoadError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'http', status: 500 }),
    );
    expect(shownNames()).toEqual(['Ada', 'Bea', 'Cid', 'Dot', 'Eve']);
    expect(region()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText(/These rows are from an earlier request/)).toBeInTheDocument();

    failing = false;
    const before = fetcher.mock.calls.length;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownNames()[0]).toBe('Fay'));
    expect(fetcher.mock.calls.length).toBe(before + 1);
    expect(urlOf(fetcher.mock.calls.at(-1)![0])).toContain('page=2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/These rows are from an earlier request/)).not.toBeInTheDocument();
  });

  it('shows the error instead of "No Data Available" when the first load fails', async () => {
    const fetcher = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<DataTable columns={columns} apiUrl="/api/users" fetcher={fetcher} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded.');
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('marks the rows and count of an earlier answer when a new filter fails', async () => {
    const user = userEvent.setup();
    let failing = false;
    const { fetcher: api } = apiFetcher();
    const fetcher = vi.fn<typeof fetch>((input, init) =>
      failing ? Promise.resolve(json({ error: { code: 'boom' } }, 500)) : api(input, init),
    );
    render(<DataTable columns={columns} apiUrl="/api/users" fetcher={fetcher} filterDelay={0} />);
    await waitFor(() => expect(shownNames()[0]).toBe('Ada'));
    expect(screen.getByText('1–5 of 23')).toBeInTheDocument();
    failing = true;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'z');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server answered with status 500.',
    );
    const notice = screen.getByText(
      'These rows are from an earlier request: they do not match the current page, sort or search.',
    );
    expect(notice).toBeVisible();
    const [, body] = screen.getAllByRole('rowgroup');
    const rows = within(body!).getAllByRole('row');
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row).toHaveAttribute('data-stale', 'true');
    expect(screen.queryByText('1–5 of 23')).not.toBeInTheDocument();
    expect(screen.getByText('Earlier results: 1–5 of 23')).toBeInTheDocument();
  });

  it('loads the shown page again when reloadKey changes, and not otherwise', async () => {
    const user = userEvent.setup();
    const { fetcher, calls } = apiFetcher();
    const { rerender } = render(
      <DataTable columns={columns} apiUrl="/api/users" fetcher={fetcher} reloadKey={0} />,
    );
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    rerender(<DataTable columns={columns} apiUrl="/api/users" fetcher={fetcher} reloadKey={0} />);
    rerender(<DataTable columns={columns} apiUrl="/api/users" fetcher={fetcher} reloadKey={1} />);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.url.searchParams.get('page')).toBe('2');
    await waitFor(() => expect(region()).toHaveAttribute('aria-busy', 'false'));
    expect(shownNames()[0]).toBe('Fay');
  });

  it('treats a network failure and a malformed answer as errors', async () => {
    const user = userEvent.setup();
    const answers: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(json({ rows: [] })),
      () => Promise.resolve(new Response('<html>not json</html>', { status: 200 })),
      () => Promise.resolve(json({ ...pageOf(people.slice(0, 5), 1, 5, 23), total: 'NaN' })),
    ];
    let index = 0;
    const fetcher = vi.fn<typeof fetch>(() => answers[index++]!());
    render(<DataTable columns={columns} apiUrl="/api/users" fetcher={fetcher} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    for (let step = 1; step < answers.length; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(step + 1));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          "The server's answer could not be read.",
        ),
      );
    }
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});

/** Renders `ui` in a memory router whose first URL is `url` (query included). */
function renderAtUrl(ui: ReactElement, url: string) {
  const router = createMemoryRouter([{ path: '/', element: ui }], { initialEntries: [url] });
  return { user: userEvent.setup(), router, ...render(<RouterProvider router={router} />) };
}

/** The table with its state in React Router's URL. */
function RoutedTable(props: DataTableProps<Person>) {
  return <DataTable {...props} urlState={useRouterUrlState()} />;
}

describe('DataTable synced with the URL', () => {
  it('reads its initial state from the URL and writes changes back (replace)', async () => {
    const { fetcher, calls } = apiFetcher();
    const { user, router } = renderAtUrl(
      <RoutedTable
        columns={columns}
        apiUrl="/api/users"
        fetcher={fetcher}
        urlStatePrefix="people"
      />,
      '/?people_page=2&people_per_page=10&people_sort=name%7Cdesc&people_filter=a',
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      sort: 'name|desc',
      page: '2',
      per_page: '10',
      filter: 'a',
    });
    expect(screen.getByRole('searchbox')).toHaveValue('a');
    expect(screen.getByRole('combobox', { name: 'per page' })).toHaveValue('10');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Score')).getByRole('button', { name: 'Score' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('people_sort')).toBe(
        'score|asc',
      ),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(params.has('people_page')).toBe(false);
    expect(params.get('people_filter')).toBe('a');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('falls back to the defaults for garbage in the URL', async () => {
    const { fetcher, calls } = apiFetcher();
    renderAtUrl(
      <RoutedTable columns={columns} apiUrl="/api/users" fetcher={fetcher} />,
      '/?page=-3&per_page=7&sort=password|asc',
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ page: '1', per_page: '5' });
  });

  it('works in local mode too', () => {
    renderAtUrl(<RoutedTable columns={columns} data={people} />, '/?page=3&sort=score|desc');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(header('Score')).toHaveAttribute('aria-sort', 'descending');
  });

  it('works without a router, through an adapter over window.history', async () => {
    window.history.replaceState(null, '', '/plain?page=2');
    const urlState: DataTableUrlState = {
      read: () => new URLSearchParams(window.location.search),
      write: (params) => window.history.replaceState(null, '', `?${params.toString()}`),
    };
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={people} urlState={urlState} />);
    expect(shownNames()[0]).toBe('Fay');
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(shownNames()[0]).toBe('Pam');
    expect(window.location.search).toBe('?page=4');
    window.history.replaceState(null, '', '/');
  });
});
