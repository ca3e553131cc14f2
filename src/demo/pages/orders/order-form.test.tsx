import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
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
