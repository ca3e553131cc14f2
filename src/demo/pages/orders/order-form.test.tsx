import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';

import es from '@/i18n/locales/es';
import { queryClient } from '@/lib/query-client';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';
import type { ApiOrderDetail } from '@contract/demo/orders';

import { OrderForm } from './order-form';

const ORDER: ApiOrderDetail = {
  id: 3,
  reference: 'ORD-0003',
  customerId: 2,
  customerName: 'Ada Admin',
  status: 'paid',
  total: 123_475,
  placed: '2025-11-01',
  version: 1,
};

afterEach(async () => {
  queryClient.clear();
  await act(() => i18next.changeLanguage('en'));
});

describe('OrderForm', () => {
  it.each([
    ['en', '1234.75'],
    ['es', '1234,75'],
    ['pt-BR', '1234,75'],
  ])('fills the total as %s writes decimals, without grouping', async (language, total) => {
    await act(() => i18next.changeLanguage(language));
    renderWithRouter(
      <QueryClientProvider client={queryClient}>
        <OrderForm record={ORDER} draftKey="test:/orders/3" onSaved={() => undefined} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Total' })).toHaveValue(total);
  });

  it.each([
    ['en', 'Total', 'Enter a total from 0 to 10000000.'],
    ['es', 'Importe total', 'Escribe un total de 0 a 10000000.'],
  ])(
    'names the bounds of the total in %s, written as the field takes them',
    async (language, label, message) => {
      i18next.addResourceBundle('es', 'translation', es);
      await act(() => i18next.changeLanguage(language));
      const { user } = renderWithRouter(
        <QueryClientProvider client={queryClient}>
          <OrderForm record={ORDER} draftKey="test:/orders/3" onSaved={() => undefined} />
        </QueryClientProvider>,
      );
      const total = screen.getByRole('textbox', { name: label });
      await user.clear(total);
      await fill(user, total, '20000000');
      await user.tab();
      expect(total).toHaveAccessibleDescription(expect.stringContaining(message));
    },
  );
});

describe('OrderForm: the customer', () => {
  const USERS = [
    { id: 2, name: 'Ada Admin' },
    { id: 5, name: 'Grace Hopper' },
    { id: 8, name: 'Greta Garbo' },
  ];
  /** `/api/users` searched by name, and one user by id; `failing`: the list is down. */
  function serveUsers({ failing = false } = {}) {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://x');
      const body = (data: unknown, status = 200) =>
        Promise.resolve(
          new Response(JSON.stringify(data), {
            status,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      const one = /^\/api\/users\/(\d+)$/.exec(url.pathname);
      if (one) {
        const user = USERS.find((candidate) => candidate.id === Number(one[1]));
        return user ? body(user) : body({ message: 'No such user.' }, 404);
      }
      if (failing) return body({ message: 'Down.' }, 503);
      const text = (url.searchParams.get('filter') ?? '').toLowerCase();
      const data = USERS.filter((user) => user.name.toLowerCase().includes(text));
      return body({
        data,
        total: data.length,
        per_page: 20,
        current_page: 1,
        last_page: 1,
        from: 1,
        to: data.length,
      });
    });
  }
  const renderForm = (record?: ApiOrderDetail, readOnly = false) =>
    renderWithRouter(
      <QueryClientProvider client={queryClient}>
        <OrderForm
          record={record}
          readOnly={readOnly}
          draftKey={`test:/orders/${record?.id ?? 'new'}`}
          onSaved={() => undefined}
        />
      </QueryClientProvider>,
    );
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('is picked by name from the users the server finds', async () => {
    serveUsers();
    const { user } = renderForm();
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await user.type(customer, 'gr');
    // The first page stays listed until the server's matches arrive.
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Ada Admin' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('option', { name: 'Greta Garbo' })).toBeVisible();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(customer).toHaveValue('Greta Garbo');
    // A customer is required: there is nothing to clear.
    expect(screen.queryByRole('button', { name: 'Clear Customer' })).not.toBeInTheDocument();
  });

  it("shows the order's customer by name, and says when the users cannot be read", async () => {
    serveUsers({ failing: true });
    const { user } = renderForm(ORDER);
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Ada Admin');
    await user.click(screen.getByRole('button', { name: 'Show options for Customer' }));
    expect(await screen.findByText(/Couldn't load the options/)).toBeVisible();
  });

  it('shows a viewer the customer by name, "#id" for one deleted since, and no picker', async () => {
    serveUsers();
    const { unmount } = renderForm(ORDER, true);
    expect(screen.getByRole('group', { name: 'Customer' })).toHaveTextContent('Ada Admin');
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    unmount();
    renderForm({ ...ORDER, customerId: 99, customerName: null }, true);
    expect(await screen.findByText('#99')).toBeVisible();
  });
});
