import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';

import es from '@/i18n/locales/es';
import ptBR from '@/i18n/locales/pt-BR';

import { DatePickersCard } from './date-pickers-card';

describe('the date pickers card', () => {
  beforeAll(() => {
    i18next.addResourceBundle('es', 'translation', es);
    i18next.addResourceBundle('pt-BR', 'translation', ptBR);
  });
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it.each([
    ['en', 'Custom display format', 'May 9, 2018'],
    ['es', 'Formato de visualización propio', '9 de mayo de 2018'],
    ['pt-BR', 'Formato de exibição próprio', '9 de maio de 2018'],
  ])('writes the custom format in the word order of %s', async (lng, label, shown) => {
    await act(() => i18next.changeLanguage(lng));
    render(<DatePickersCard />);
    expect(screen.getByRole('textbox', { name: label })).toHaveValue(shown);
  });
});
