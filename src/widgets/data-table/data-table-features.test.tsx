import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataTable } from './data-table';
import type { DataTableSelectionDetails } from './data-table-types';
import {
  apiFetcher,
  columns,
  deferred,
  json,
  pageOf,
  people,
  shownNames,
  urlOf,
  type Person,
} from './test-people';

/** Catches the files the table saves: the name and the text (byte-order mark kept). */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return {
    files,
    text: async (index = 0) => {
      const bytes = new Uint8Array(await files[index]!.blob.arrayBuffer());
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    },
  };
}

afterEach(() => vi.restoreAllMocks());

function headers() {
  return screen.getAllByRole('columnheader').map((cell) => cell.textContent);
}

describe('DataTable column visibility', () => {
  it('hides and shows columns from the "Columns" menu by keyboard, remembered per table', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <DataTable columns={columns} data={people} showColumnsMenu columnsStorageKey="people.cols" />,
    );
    expect(headers()).toEqual(['Name', 'Email', 'City', 'Score']);

    screen.getByRole('button', { name: 'Columns' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Every column with a header is listed, checked while shown.
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => [item.textContent, item.getAttribute('aria-checked')]),
    ).toEqual([
      ['Name', 'true'],
      ['Email', 'true'],
      ['City', 'true'],
      ['Score', 'true'],
    ]);
    within(menu).getByRole('menuitemcheckbox', { name: 'Email' }).focus();
    await user.keyboard('{Enter}');
    expect(headers()).toEqual(['Name', 'City', 'Score']);
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Email' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem('people.cols')!)).toEqual(['email']);

    unmount();
    render(
      <DataTable columns={columns} data={people} showColumnsMenu columnsStorageKey="people.cols" />,
    );
    expect(headers()).toEqual(['Name', 'City', 'Score']);
  });

  it('falls back to the defaults for garbage in storage, and remembers nothing without a key', () => {
    window.localStorage.setItem('people.cols', '{"email":');
    const { unmount } = render(
      <DataTable
        columns={columns}
        data={people}
        showColumnsMenu
        columnsStorageKey="people.cols"
        defaultHiddenColumns={['score']}
      />,
    );
    expect(headers()).toEqual(['Name', 'Email', 'City']);
    unmount();
    window.localStorage.setItem('people.cols', JSON.stringify([1, 2]));
    render(<DataTable columns={columns} data={people} columnsStorageKey="people.cols" />);
    expect(headers()).toEqual(['Name', 'Email', 'City', 'Score']);
  });

  it('is controllable: hiddenColumns and onHiddenColumnsChange', async () => {
    const user = userEvent.setup();
    const onHiddenColumnsChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        data={people}
        showColumnsMenu
        hiddenColumns={['city']}
        onHiddenColumnsChange={onHiddenColumnsChange}
      />,
    );
    expect(headers()).toEqual(['Name', 'Email', 'Score']);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'City' }));
    expect(onHiddenColumnsChange).toHaveBeenCalledWith([]);
  });
});

describe('DataTable row selection', () => {
  it('draws a destructive bulk action in the danger style', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        columns={columns}
        data={people}
        selectable
        rowLabel={(person) => person.name}
        bulkActions={[
          { label: 'Export selected', onAction: () => {} },
          { label: 'Delete selected', variant: 'danger', onAction: () => {} },
        ]}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada' }));
    expect(screen.getByRole('button', { name: 'Delete selected' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    expect(screen.getByRole('button', { name: 'Export selected' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  });

  it('selects the page from the header, keeps the selection across pages, and hands it to bulk actions', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn<(details: DataTableSelectionDetails<Person>) => Promise<void>>();
    let picked: Person[] = [];
    onAction.mockImplementation(async ({ getRows }) => {
      picked = await getRows();
    });
    render(
      <DataTable
        columns={columns}
        data={people}
        selectable
        rowLabel={(person) => person.name}
        bulkActions={[{ label: 'Export selected', onAction }]}
      />,
    );
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows' });
    await user.click(selectAll);
    expect(screen.getByText('5 selected')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('checkbox', { name: 'Select Cid' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).not.toBeChecked();
    // By keyboard: Space on a row's checkbox.
    screen.getByRole('checkbox', { name: 'Select Gus' }).focus();
    await user.keyboard(' ');
    expect(screen.getByText('6 selected')).toHaveAttribute('role', 'status');
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all rows' }).indeterminate,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeChecked();

    await user.click(
      within(screen.getByRole('group', { name: 'Actions on the selected rows' })).getByRole(
        'button',
        { name: 'Export selected' },
      ),
    );
    await waitFor(() => expect(onAction).toHaveBeenCalledTimes(1));
    expect(onAction.mock.calls[0]![0].count).toBe(6);
    await waitFor(() =>
      expect(picked.map((person) => person.name)).toEqual([
        'Ada',
        'Bea',
        'Cid',
        'Dot',
        'Eve',
        'Gus',
      ]),
    );
  });

  it('clears the selection when the filter changes', async () => {
    const user = userEvent.setup();
    render(<DataTable columns={columns} data={people} selectable filterDelay={0} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('5 selected')).toHaveAttribute('role', 'status');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    await waitFor(() => expect(screen.queryByText(/selected$/)).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).not.toBeChecked();
  });

  it('in remote mode offers every matching row, and reads them through the API for an action', async () => {
    const user = userEvent.setup();
    const { fetcher, calls } = apiFetcher();
    let picked: Person[] = [];
    render(
      <DataTable
        columns={columns}
        apiUrl="/api/people"
        fetcher={fetcher}
        selectable
        rowLabel={(person) => person.name}
        bulkActions={[
          {
            label: 'Export selected',
            onAction: async ({ getRows }) => {
              picked = await getRows();
            },
          },
        ]}
      />,
    );
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Select all 23 matching rows' }));
    expect(screen.getByText('23 selected')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('checkbox', { name: 'Select Bea' }));
    expect(screen.getByText('22 selected')).toHaveAttribute('role', 'status');

    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(picked).toHaveLength(22));
    expect(picked.map((person) => person.name)).not.toContain('Bea');
    expect(calls.length).toBeGreaterThan(before);
  });
});

describe('DataTable "Export CSV"', () => {
  it('saves the current view: filter and sort applied, visible columns, every page', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    render(
      <DataTable
        columns={columns}
        data={people}
        showExport
        exportFileName="people.csv"
        defaultHiddenColumns={['email']}
        defaultSort={{ field: 'name', direction: 'desc' }}
        defaultFilter="i"
      />,
    );
    // Keyboard: Enter on the focused button.
    screen.getByRole('button', { name: 'Export CSV' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0]!.name).toBe('people.csv');
    const text = await downloads.text();
    const names = people
      .filter((person) => /i/i.test(`${person.name} ${person.email} ${person.address.city}`))
      .map((person) => person.name)
      .sort()
      .reverse();
    expect(text.startsWith('\uFEFFName,City,Score\r\n')).toBe(true);
    expect(
      text
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(names);
    expect(names.length).toBeGreaterThan(5);
    expect(screen.getByText(`Exported ${names.length} rows`)).toHaveAttribute('role', 'status');
  });

  it('pages through the API in remote mode, 100 rows a request', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const { fetcher: fetchOrHold } = apiFetcher();
    render(
      <DataTable
        columns={columns}
        apiUrl="/api/people"
        fetcher={fetchOrHold}
        showExport
        exportFileName="remote.csv"
      />,
    );
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const lines = (await downloads.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(people.length + 1);
    expect(lines[1]).toBe('Ada,ada@mail.test,Lisboa,0');
    expect(
      fetchOrHold.mock.calls.map(([input]) => new URL(urlOf(input), 'http://x').search),
    ).toContain('?page=1&per_page=100');
    expect(screen.getByText('Exported 23 rows')).toHaveAttribute('role', 'status');
  });

  it('shows the progress of a long remote export and stops on Cancel', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const held = deferred<Response>();
    const total = 250;
    const many = Array.from({ length: total }, (_, index) => ({
      ...people[index % people.length]!,
      id: index + 1,
    }));
    let heldSignal: AbortSignal | null | undefined;
    const fetcher = vi.fn<typeof fetch>((input, init) => {
      const url = new URL(urlOf(input), 'http://localhost');
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      if (perPage === 100 && page === 2) {
        heldSignal = init?.signal;
        return held.promise;
      }
      return Promise.resolve(
        json(pageOf(many.slice((page - 1) * perPage, page * perPage), page, perPage, total)),
      );
    });
    render(<DataTable columns={columns} apiUrl="/api/people" fetcher={fetcher} showExport />);
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exporting: 100 of 250 rows')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('progressbar', { name: 'Export CSV' })).toHaveAttribute('value', '100');

    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(screen.getByText('Export cancelled')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Cancel export' })).not.toBeInTheDocument();
    // The pending page request is aborted: no more rows come, no file is saved.
    expect(heldSignal?.aborted).toBe(true);
    expect(downloads.files).toHaveLength(0);
  });
});
