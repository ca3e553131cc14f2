import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import FiltersPage from './filters-page';

const bodyRows = () => {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!).queryAllByRole('row');
};
const tagList = () => screen.queryByRole('list', { name: 'Active filters' });

describe('FiltersPage', () => {
  it('has one h1, the labelled filter fields and every demo row', () => {
    renderWithRouter(<FiltersPage />, { route: 'filters' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Show filters' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Email',
      'City',
      'Score',
    ]);
    expect(bodyRows()).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('8 of 8 rows match');
    expect(tagList()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('narrows the table as a name is typed, shows a tag, and restores the rows when it is removed', async () => {
    const { user } = renderWithRouter(<FiltersPage />, { route: 'filters' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'NANCY');

    expect(bodyRows()).toHaveLength(2);
    expect(bodyRows().every((row) => row.textContent?.includes('Nancy Bo'))).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 8 rows match');
    expect(within(tagList()!).getByText('Name: NANCY')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Name: NANCY' }));
    await waitFor(() => expect(tagList()).not.toBeInTheDocument());
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    expect(bodyRows()).toHaveLength(8);
  });

  it('removes a tag after its 500 ms fade', () => {
    vi.useFakeTimers();
    try {
      renderWithRouter(<FiltersPage />, { route: 'filters' });
      fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
        target: { value: 'mailster' },
      });
      expect(bodyRows()).toHaveLength(2);
      fireEvent.click(screen.getByRole('button', { name: 'Remove Email: mailster' }));
      act(() => {
        vi.advanceTimersByTime(499);
      });
      expect(bodyRows()).toHaveLength(2);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(bodyRows()).toHaveLength(8);
      expect(tagList()).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('combines the filters, says when nothing matches, and clears them all', async () => {
    const { user } = renderWithRouter(<FiltersPage />, { route: 'filters' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'o');
    await user.click(screen.getByRole('button', { name: 'Show options for City' }));
    await user.click(screen.getByRole('option', { name: 'Barcelona' }));

    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Frederiko Lopez');
    expect(
      within(tagList()!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name: o', 'City: Barcelona']);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), '(');
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No matching rows');

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(bodyRows()).toHaveLength(8);
    expect(tagList()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });
});
