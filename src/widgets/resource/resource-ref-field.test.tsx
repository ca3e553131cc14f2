import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { queryClient } from '@/lib/query-client';

import { ResourceRefField } from '.';

const PEOPLE: Array<{ id: number; name: string; email?: string }> = Array.from(
  { length: 45 },
  (_, index) => ({ id: index + 1, name: `Person ${String(index + 1).padStart(2, '0')}` }),
);
PEOPLE[1] = { id: 2, name: 'Grace Hopper' };
PEOPLE[5] = { id: 6, name: 'Ada Byron', email: 'ada@example.com' };
PEOPLE[6] = { id: 7, name: 'Ada Byron', email: 'ada.byron@example.org' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** `/api/people` as the server answers it: searched by name, paged, one record by id. */
function serve({ failLists = false } = {}) {
  const lists: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://x');
    const one = /^\/api\/people\/(\d+)$/.exec(url.pathname);
    if (one) {
      const person = PEOPLE.find((candidate) => candidate.id === Number(one[1]));
      return Promise.resolve(person ? json(person) : json({ message: 'No such person.' }, 404));
    }
    lists.push(url.searchParams);
    if (failLists) return Promise.resolve(json({ message: 'Down.' }, 503));
    const text = (url.searchParams.get('filter') ?? '').toLowerCase();
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const found = PEOPLE.filter((person) => person.name.toLowerCase().includes(text));
    return Promise.resolve(
      json({
        data: found.slice((page - 1) * perPage, page * perPage),
        total: found.length,
        per_page: perPage,
        current_page: page,
        last_page: Math.max(1, Math.ceil(found.length / perPage)),
        from: 0,
        to: 0,
      }),
    );
  });
  return { lists };
}

/** The part of a record form the field reads, holding one value. */
function Form({
  initial = '',
  readOnly = false,
  required = false,
  known,
  detailKey,
}: {
  initial?: string;
  readOnly?: boolean;
  required?: boolean;
  known?: { id: number | null; name: string | null };
  detailKey?: string;
}) {
  const [values, setValues] = useState({ owner: initial });
  const form = {
    values,
    readOnly,
    setValue: (_: 'owner', value: string) => setValues({ owner: value }),
    errorText: () => undefined,
    fieldProps: () => ({
      id: 'owner-field',
      name: 'owner',
      readOnly,
      value: values.owner,
      'aria-invalid': undefined,
      'aria-describedby': undefined,
      onChange: () => undefined,
      onBlur: () => undefined,
    }),
  };
  return (
    <QueryClientProvider client={queryClient}>
      <ResourceRefField
        form={form}
        name="owner"
        label="Owner"
        resource="people"
        nameKey="name"
        detailKey={detailKey}
        required={required}
        known={known}
      />
      <output data-testid="value">{values.owner}</output>
    </QueryClientProvider>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('ResourceRefField', () => {
  it('searches the records on the server by name and keeps the id of the one picked', async () => {
    const { lists } = serve();
    const user = userEvent.setup();
    render(<Form />);
    const box = screen.getByRole('combobox', { name: 'Owner' });

    await user.type(box, 'grace');
    // The first page shows until the server's matches replace it.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(lists.at(-1)?.get('filter')).toBe('grace');
    expect(lists.at(-1)?.get('sort')).toBe('name|asc');
    await user.click(screen.getByRole('option', { name: 'Grace Hopper' }));
    expect(box).toHaveValue('Grace Hopper');
    expect(screen.getByTestId('value')).toHaveTextContent('2');
  });

  it('tells apart two records of one name by the detail under each', async () => {
    serve();
    const user = userEvent.setup();
    render(<Form detailKey="email" />);
    const box = screen.getByRole('combobox', { name: 'Owner' });

    await user.type(box, 'ada');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ada Byronada@example.com',
      'Ada Byronada.byron@example.org',
    ]);
    await user.click(screen.getByRole('option', { name: /ada\.byron@example\.org/ }));
    // The box shows the name alone; the id is the second one's.
    expect(box).toHaveValue('Ada Byron');
    expect(screen.getByTestId('value')).toHaveTextContent('7');
  });

  it('says when nothing matches, and reads the next page at the end of the list', async () => {
    serve();
    const user = userEvent.setup();
    render(<Form />);
    const box = screen.getByRole('combobox', { name: 'Owner' });

    await user.click(screen.getByRole('button', { name: 'Show options for Owner' }));
    await screen.findByRole('option', { name: 'Person 20' });
    expect(screen.getAllByRole('option')).toHaveLength(20);
    // Arrowing to the last option asks for the next page.
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('option', { name: 'Person 40' })).toBeInTheDocument();

    await user.type(box, 'nobody');
    expect(await screen.findByText('No matches')).toBeVisible();
  });

  it('is cleared by its button when a value is optional, and has none when one is required', async () => {
    serve();
    const user = userEvent.setup();
    const { unmount } = render(<Form initial="2" known={{ id: 2, name: 'Grace Hopper' }} />);
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Clear Owner' }));
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    unmount();

    render(<Form initial="2" required known={{ id: 2, name: 'Grace Hopper' }} />);
    expect(screen.queryByRole('button', { name: 'Clear Owner' })).not.toBeInTheDocument();
  });

  it('shows the name of a value not on the page, and "#id" for one that is gone', async () => {
    serve();
    const { unmount } = render(<Form initial="44" />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Person 44'),
    );
    unmount();
    render(<Form initial="999" />);
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('#999');
  });

  it('says so when the records cannot be read', async () => {
    serve({ failLists: true });
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Show options for Owner' }));
    expect(await screen.findByText(/Couldn't load the options/)).toBeVisible();
  });

  it('shows a read-only value as the name alone, without a control', async () => {
    serve();
    render(<Form initial="44" readOnly />);
    const field = screen.getByRole('group', { name: 'Owner' });
    expect(await screen.findByText('Person 44')).toBeVisible();
    expect(field).toHaveTextContent('Person 44');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
