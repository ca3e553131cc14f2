import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DataTable } from './data-table';
import type { DataTableColumn, DataTableFilterFieldConfig } from './data-table-types';

// The menus' chunk fails until `offline` is turned off (a download that fails, then one that works).
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('./data-table-menus', async (importOriginal) => {
  if (network.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

type Row = { id: number; name: string; status: string };
const rows: Row[] = [
  { id: 1, name: 'Ana', status: 'paid' },
  { id: 2, name: 'Bruno', status: 'late' },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', accessor: 'name' },
  { id: 'status', header: 'Status', accessor: 'status' },
];
const fields: DataTableFilterFieldConfig[] = [
  {
    id: 'status',
    kind: 'facet',
    label: 'Status',
    options: [
      { value: 'paid', label: 'Paid' },
      { value: 'late', label: 'Late' },
    ],
  },
];

it('keeps the table usable when its menus cannot load; a button says so, and a click that gets them opens the menu', async () => {
  const user = userEvent.setup();
  render(
    <DataTable<Row>
      rows={rows}
      columns={columns}
      fieldFilterFields={fields}
      showColumnsMenu
      caption="People"
    />,
  );
  const status = screen.getByRole('button', { name: 'Status' });
  expect(
    await screen.findByRole('button', {
      name: 'Columns',
      description: 'This menu could not load. Select it to try again.',
    }),
  ).toBeInTheDocument();
  expect(status).toHaveAccessibleDescription('This menu could not load. Select it to try again.');
  expect(screen.getAllByRole('row')).toHaveLength(3);

  await user.click(status);
  expect(await screen.findAllByRole('status')).toSatisfy((notes: HTMLElement[]) =>
    notes.some((note) =>
      note.textContent?.startsWith('The menu still could not load. Check your connection'),
    ),
  );

  network.offline = false;
  await user.click(screen.getByRole('button', { name: 'Status' }));
  expect(await screen.findByRole('menuitemcheckbox', { name: 'Late' })).toBeInTheDocument();
  // The other menu's button follows (a transition: nobody used it).
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Columns' })).not.toHaveAccessibleDescription(),
  );
});
