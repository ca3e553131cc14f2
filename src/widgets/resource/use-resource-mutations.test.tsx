import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { queryClient } from '@/lib/query-client';
import { createResourceApi, resourceKeys } from '@/lib/resource';
import { dismissToast, Toaster } from '@/widgets/toast';
import type { ListPage } from '@contract/resource';

import { useResourceMutations } from '.';

type Row = { id: number; name: string };

const api = createResourceApi<Row>('things');
const keys = resourceKeys('things');
const FIRST = { page: 1, perPage: 2, sort: null, filter: '', fieldFilters: {} };
const FILTERED = { page: 1, perPage: 2, sort: null, filter: 'b', fieldFilters: {} };

const page = (data: Row[], total: number): ListPage<Row> => ({
  data,
  total,
  per_page: 2,
  current_page: 1,
  last_page: Math.ceil(total / 2),
  from: 1,
  to: data.length,
});

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Answers each write with the next of `answers` (a promise holds it back), recording it. */
function serve(...answers: (Response | Promise<Response>)[]) {
  const writes: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    writes.push(
      `${init?.method ?? 'GET'} ${url}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`,
    );
    return Promise.resolve(answers.shift() ?? json({}));
  });
  return writes;
}

function Things({ rows }: { rows: Row[] }) {
  const { remove, removeMany } = useResourceMutations({ api, keys, name: (row: Row) => row.name });
  return (
    <>
      {rows.map((row) => (
        <button key={row.id} type="button" onClick={() => remove(row)}>
          Delete {row.name}
        </button>
      ))}
      <button type="button" onClick={() => void removeMany(rows.map((row) => row.id))}>
        Delete all
      </button>
    </>
  );
}

/** The rows as a data table lays them out: a row's Delete in its cell, the table focusable. */
function ThingsTable({ rows }: { rows: Row[] }) {
  const { remove, removeMany } = useResourceMutations({ api, keys, name: (row: Row) => row.name });
  return (
    <div data-slot="data-table">
      <button type="button" onClick={() => void removeMany(rows.map((row) => row.id))}>
        Delete all
      </button>
      <div data-slot="data-table-region" tabIndex={-1} aria-label="Things">
        <table>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.name}</td>
                <td>
                  <button type="button" onClick={() => remove(row)}>
                    Delete {row.name}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const ANA = { id: 1, name: 'Ana' };
const BO = { id: 2, name: 'Bo' };

function renderThings() {
  queryClient.setQueryData(keys.list(FIRST), page([ANA, BO], 3));
  queryClient.setQueryData(keys.list(FILTERED), page([BO], 1));
  return {
    user: userEvent.setup(),
    ...render(
      <QueryClientProvider client={queryClient}>
        <Toaster />
        <Things rows={[ANA, BO]} />
      </QueryClientProvider>,
    ),
  };
}

const shown = (state: typeof FIRST) =>
  queryClient.getQueryData<ListPage<Row>>(keys.list(state))?.data.map((row) => row.name);

afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('useResourceMutations', () => {
  it('hides a deleted row from every cached list page before the answer, and Undo restores it', async () => {
    let answer: (response: Response) => void = () => {};
    const writes = serve(new Promise<Response>((resolve) => (answer = resolve)), json(BO));
    const { user } = renderThings();

    await user.click(screen.getByRole('button', { name: 'Delete Bo' }));
    await waitFor(() => expect(shown(FIRST)).toEqual(['Ana']));
    expect(shown(FILTERED)).toEqual([]);
    expect(queryClient.getQueryData<ListPage<Row>>(keys.list(FIRST))?.total).toBe(2);
    answer(json(null, 204));

    // A toast enters at opacity 0 and shows once its effect has run: wait until it is seen.
    await waitFor(() => expect(screen.getByText('Bo deleted.')).toBeVisible());
    // A plain click: the toast's own pointer handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByText('Bo is back.')).toBeVisible());
    expect(writes).toEqual(['DELETE /api/things/2 {}', 'POST /api/things/2/restore {}']);
  });

  it('moves focus off the rows that go, to the next row or the table, and Undo gives it back there', async () => {
    serve(json(null, 204), json(ANA), json({ ids: [2] }));
    const user = userEvent.setup();
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <Toaster />
        <ThingsTable rows={[ANA, BO]} />
      </QueryClientProvider>,
    );
    screen.getByRole('button', { name: 'Delete Ana' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Delete Bo' })).toHaveFocus();
    await waitFor(() => expect(screen.getByText('Ana deleted.')).toBeVisible());
    const undo = screen.getByRole('button', { name: 'Undo' });
    undo.focus();
    fireEvent.click(undo);
    expect(screen.getByRole('button', { name: 'Delete Bo' })).toHaveFocus();
    await waitFor(() => expect(screen.getByText('Ana is back.')).toBeVisible());

    // The last row: nothing after it but the table itself.
    rerender(
      <QueryClientProvider client={queryClient}>
        <Toaster />
        <ThingsTable rows={[BO]} />
      </QueryClientProvider>,
    );
    screen.getByRole('button', { name: 'Delete all' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Things')).toHaveFocus());
  });

  it('puts the row back and says so when the delete fails', async () => {
    serve(json({ error: { code: 'server_error' } }, 500));
    const { user } = renderThings();
    await user.click(screen.getByRole('button', { name: 'Delete Bo' }));
    await waitFor(() =>
      expect(screen.getByText("Couldn't delete Bo, so it is back in the list.")).toBeVisible(),
    );
    expect(shown(FIRST)).toEqual(['Ana', 'Bo']);
    expect(shown(FILTERED)).toEqual(['Bo']);
  });

  it('says nothing of a 401: the guard signs the person out', async () => {
    serve(json({ error: { code: 'unauthenticated' } }, 401), json({}, 500));
    const { user } = renderThings();
    await user.click(screen.getByRole('button', { name: 'Delete Bo' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(shown(FIRST)).toEqual(['Ana', 'Bo']));
    // A later failure is said: the 401's toast, had there been one, would be there before it.
    await user.click(screen.getByRole('button', { name: 'Delete Ana' }));
    expect(
      await screen.findByText("Couldn't delete Ana, so it is back in the list."),
    ).toBeVisible();
    expect(screen.queryByText("Couldn't delete Bo, so it is back in the list.")).toBeNull();
  });

  it('deletes many in one request, and Undo restores exactly the ids it answered', async () => {
    const writes = serve(json({ ids: [2] }), json({ ids: [2] }));
    const { user } = renderThings();
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    await waitFor(() => expect(screen.getByText('1 record deleted.')).toBeVisible());
    expect(shown(FIRST)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByText('1 record is back.')).toBeVisible());
    expect(writes).toEqual([
      'POST /api/things/bulk-delete {"ids":[1,2]}',
      'POST /api/things/bulk-restore {"ids":[2]}',
    ]);
  });

  it('puts every row back when a bulk delete fails', async () => {
    serve(json({ error: { code: 'server_error' } }, 500));
    const { user } = renderThings();
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(
      await screen.findByText(
        "Couldn't delete the selected records, so they are all still in the list. Try again.",
      ),
    ).toBeVisible();
    expect(shown(FIRST)).toEqual(['Ana', 'Bo']);
  });
});
