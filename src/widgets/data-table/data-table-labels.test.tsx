import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataTable } from './data-table';
import type { DataTableLabels } from './data-table-labels';
import { columns, people } from './test-people';

// Every text the table shows or announces of its own comes from `labels` when given.
const labels: Partial<DataTableLabels> = {
  search: 'Find',
  perPage: 'rows a page',
  noData: 'Nothing here',
  loading: 'Fetching',
  loadError: 'Broken',
  errorNetwork: 'No line',
  errorHttp: (status) => `Status ${status}`,
  errorMalformed: 'Garbled',
  retry: 'Again',
  range: ({ from, to, total }) => `${from} to ${to} out of ${total}`,
  pagination: 'Pages',
  firstPage: 'Start',
  previousPage: 'Back',
  nextPage: 'Forward',
  lastPage: 'End',
  page: (page) => `Sheet ${page}`,
  columns: 'Fields',
  selectAllRows: 'Tick the page',
  selectRow: (row) => `Tick ${row}`,
  selected: (count) => `${count} ticked`,
  clearSelection: 'Untick',
  bulkActions: 'With the ticked rows',
  exportCsv: 'Download',
};

describe('DataTable labels', () => {
  it('override the texts of the local table, its pagination, selection and menus', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        columns={columns}
        data={people}
        selectable
        showColumnsMenu
        showExport
        rowLabel={(person) => person.name}
        bulkActions={[{ label: 'Mail them', onAction: () => {} }]}
        labels={labels}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Find' })).toBeInTheDocument();
    expect(screen.getByText('rows a page')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^1 to \\d+ out of ${people.length}$`))).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    for (const name of ['Start', 'Back', 'Forward', 'End', 'Sheet 2']) {
      expect(within(pages).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Fields' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Tick Ada' }));
    expect(screen.getByText('1 ticked')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'With the ticked rows' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Untick' }));
    expect(screen.getByRole('checkbox', { name: 'Tick the page' })).not.toBeChecked();

    await user.type(screen.getByRole('searchbox', { name: 'Find' }), 'zzz');
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('override the texts of a failed remote load', async () => {
    const user = userEvent.setup();
    const fetcher = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'));
    render(<DataTable columns={columns} apiUrl="/api/people" fetcher={fetcher} labels={labels} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Broken');
    expect(alert).toHaveTextContent('No line');
    fetcher.mockResolvedValue(new Response('not json', { status: 200 }));
    await user.click(within(alert).getByRole('button', { name: 'Again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Garbled'));
    fetcher.mockResolvedValue(new Response('{}', { status: 503 }));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Status 503'));
  });
});
