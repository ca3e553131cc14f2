import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import ButtonsPage from './buttons-page';

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

describe('ButtonsPage', () => {
  it('has one h1 and the primary, outline and size rows', () => {
    renderWithRouter(<ButtonsPage />, { route: 'buttons' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Buttons' })).toBeInTheDocument();

    const main = card('Main buttons');
    for (const [row, variant] of [
      ['Primary', 'primary'],
      ['Outline', 'outline'],
    ] as const) {
      const buttons = within(within(main).getByRole('group', { name: row })).getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual([
        'Button',
        'Hover',
        'Pressed',
        'Disabled',
      ]);
      for (const button of buttons) expect(button).toHaveAttribute('data-variant', variant);
      expect(buttons[3]).toBeDisabled();
    }
    const sizes = within(within(main).getByRole('group', { name: 'Sizes' })).getAllByRole('button');
    expect(sizes.map((button) => button.textContent)).toEqual(['Small', 'Micro']);
  });

  it('has the advanced buttons: a dropdown, a group with 2 pressed and an icon button', async () => {
    const { user } = renderWithRouter(<ButtonsPage />, { route: 'buttons' });
    const advanced = card('Advanced');
    expect(within(advanced).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    expect(within(advanced).getByRole('button', { name: 'Upload a file' })).toBeInTheDocument();

    const group = within(advanced).getByRole('group', { name: 'Pick a number' });
    expect(within(group).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(group).getByRole('button', { name: '4' }));
    expect(within(group).getByRole('button', { name: '4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(within(advanced).getByRole('button', { name: 'Dropdown' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Action', 'Another action', 'Something else here']);
  });

  it('shows the six colour pills', () => {
    renderWithRouter(<ButtonsPage />, { route: 'buttons' });
    expect(
      within(card('Colors'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Danger', 'Info', 'Dark', 'Warning', 'Success', 'Pale']);
  });
});
