import { act, renderHook, waitFor } from '@testing-library/react';

import { apiFetcher, columns, people } from './test-people';
import { useDataTable } from './use-data-table';

const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

describe('useDataTable', () => {
  it('local mode: sorts, filters and pages the rows, with the pagination', () => {
    const { result } = renderHook(() => useDataTable({ columns, data: people }));
    expect(names(result.current.rows)).toEqual(['Ada', 'Bea', 'Cid', 'Dot', 'Eve']);
    expect(result.current.pagination).toMatchObject({ total: 23, last_page: 5, from: 1, to: 5 });

    act(() => result.current.update({ sort: { field: 'name', direction: 'desc' } }));
    expect(names(result.current.rows)).toEqual(['Wes', 'Vic', 'Uma', 'Tom', 'Sue']);

    act(() => result.current.commitFilter('wien'));
    expect(result.current.state).toMatchObject({ filter: 'wien', page: 1 });
    expect(result.current.pagination?.total).toBe(11);
    expect(result.current.rows.every((row) => row.address.city === 'Wien')).toBe(true);
  });

  it('applies typed filter text after the delay, and a filter change clears the selection', async () => {
    const { result } = renderHook(() =>
      useDataTable({ columns, data: people, filterDelay: 20, selectable: true }),
    );
    act(() => result.current.selection.togglePage(true));
    expect(result.current.selection.count).toBe(5);

    act(() => result.current.changeFilter('ad'));
    expect(result.current.filterText).toBe('ad');
    expect(result.current.state.filter).toBe('');
    await waitFor(() => expect(result.current.state.filter).toBe('ad'));
    expect(names(result.current.rows)).toEqual(['Ada']);
    expect(result.current.selection.count).toBe(0);
  });

  it('reports changes of controlled state and leaves the value to the owner', () => {
    const onPageChange = vi.fn();
    const { result } = renderHook(() =>
      useDataTable({ columns, data: people, page: 2, onPageChange }),
    );
    expect(names(result.current.rows)[0]).toBe('Fay');
    act(() => result.current.update({ page: 3 }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(result.current.state.page).toBe(2);
  });

  it('remote mode: loads the page from the API, and aborts a request that a newer one replaced', async () => {
    const { fetcher, calls } = apiFetcher();
    const { result } = renderHook(() => useDataTable({ columns, apiUrl: '/api/people', fetcher }));
    expect(result.current.awaitingFirstPage).toBe(true);
    act(() => result.current.update({ page: 2 }));
    await waitFor(() =>
      expect(names(result.current.rows)).toEqual(['Fay', 'Gus', 'Hal', 'Ivy', 'Jon']),
    );
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(calls.slice(0, -1).every((call) => call.signal?.aborted)).toBe(true);
  });
});
