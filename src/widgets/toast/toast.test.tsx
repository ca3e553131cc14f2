import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Star } from 'lucide-react';

import { dismissToast, showToast, Toaster } from '.';

describe('toasts', () => {
  afterEach(() => act(() => void dismissToast()));

  it('renders into a polite live region at bottom-center by default', async () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => void showToast('Saved!', { icon: <Star /> }));
    const text = await within(region).findByText('Saved!');
    const list = text.closest('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'center');
  });

  it('takes a position string and a full-width option', async () => {
    render(<Toaster />);
    act(() => void showToast('Up here', { position: 'top-left', fullWidth: true }));
    const region = screen.getByRole('region', { name: 'Notifications (full width)' });
    const list = (await within(region).findByText('Up here')).closest('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'left');
  });

  it('logs an invalid position and uses the default', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Toaster />);
    act(() => void showToast('Oops', { position: 'middle' }));
    const list = (await screen.findByText('Oops')).closest('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'center');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"middle"'));
    error.mockRestore();
  });

  it('sits after the page, and Tab moves on past a toast rather than back', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <Toaster />
        <button type="button">Help</button>
        <button type="button">Last</button>
      </main>,
    );
    act(() => void showToast(<button type="button">Undo</button>));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    const last = screen.getByRole('button', { name: 'Last' });
    expect(screen.getByRole('main')).not.toContainElement(undo);
    last.focus();
    // The toast itself, then its button.
    await user.tab();
    await user.tab();
    expect(undo).toHaveFocus();
    await user.tab();
    await waitFor(() => expect(undo).not.toHaveFocus());
    expect(last).not.toHaveFocus();
  });
});
