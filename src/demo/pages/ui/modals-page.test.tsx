import { screen } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import ModalsPage from './modals-page';

describe('ModalsPage', { timeout: 20_000 }, () => {
  it('has one h1', () => {
    renderWithRouter(<ModalsPage />, { route: 'modals' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Modals' })).toBeInTheDocument();
  });

  it.each([
    ['Small', 'Small modal', ['Confirm'], ['Cancel']],
    ['Medium', 'Medium modal', ['Confirm', 'Cancel'], []],
    ['Large', 'Large modal', ['Confirm', 'Cancel'], []],
    ['Static', 'Static modal', ['Close'], ['Confirm', 'Cancel']],
  ])('%s opens its modal', async (button, title, present, absent) => {
    const { user } = renderWithRouter(<ModalsPage />, { route: 'modals' });
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = screen.getByRole('dialog', { name: title });
    for (const name of present) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of absent) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(dialog).toHaveAttribute(
      'data-size',
      { Small: 'sm', Medium: 'md', Large: 'lg', Static: 'sm' }[button],
    );
  });

  it('closes the medium modal by Cancel, Escape and a backdrop click', async () => {
    const { user } = renderWithRouter(<ModalsPage />, { route: 'modals' });
    const open = async () => {
      await user.click(screen.getByRole('button', { name: 'Medium' }));
      expect(screen.getByRole('dialog', { name: 'Medium modal' })).toBeInTheDocument();
    };
    await open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    await user.click(document.querySelector('[data-slot="modal-overlay"]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the static modal open on Escape and backdrop click; Close closes it', async () => {
    const { user } = renderWithRouter(<ModalsPage />, { route: 'modals' });
    await user.click(screen.getByRole('button', { name: 'Static' }));
    const dialog = screen.getByRole('dialog', { name: 'Static modal' });
    expect(dialog).toHaveTextContent('cannot be dismissed with Escape');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Static modal' })).toBeInTheDocument();
    await user.click(document.querySelector('[data-slot="modal-overlay"]')!);
    expect(screen.getByRole('dialog', { name: 'Static modal' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
