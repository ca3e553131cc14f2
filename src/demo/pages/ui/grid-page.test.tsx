import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import GridPage from './grid-page';

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
const rows = (section: HTMLElement) =>
  within(section)
    .getAllByRole('list')
    .map((row) =>
      within(row)
        .getAllByRole('listitem')
        .map((cell) => cell.textContent),
    );

describe('GridPage', () => {
  it('has one h1 and the four demo grids', () => {
    renderWithRouter(<GridPage />, { route: 'grid' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Grid' })).toBeInTheDocument();

    expect(rows(card('Fixed grid'))).toEqual([['xs12'], ['xs6', 'xs6'], ['xs4', 'xs4', 'xs4']]);
    expect(rows(card('Desktop grid')).map((row) => row.length)).toEqual([3, 6, 12]);
    expect(rows(card('Mobile and desktop grid'))).toEqual([
      ['xs12 md4'],
      ['xs8 md3', 'xs4 md9'],
      ['xs2 md4', 'xs8 md4', 'xs2 md4'],
    ]);
    expect(rows(card('Offsets'))).toEqual([
      ['md6 offset-md6'],
      ['md6 offset-md3'],
      ['md4', 'md4 offset-md4'],
    ]);
  });

  it('places the cells on a 12-column grid with the matching classes', () => {
    renderWithRouter(<GridPage />, { route: 'grid' });
    const [offsetRow] = within(card('Offsets')).getAllByRole('list');
    expect(offsetRow).toHaveClass('grid-cols-12');
    expect(within(offsetRow!).getByRole('listitem')).toHaveClass('md:col-span-6', 'md:col-start-7');
    expect(within(card('Offsets')).getAllByRole('list')[0]).toHaveAccessibleName('Row 1');
  });
});
