import { act, screen, waitFor, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';
import { dismissToast } from '@/widgets/toast';

import NotificationsPage from './notifications-page';

describe('NotificationsPage', { timeout: 20_000 }, () => {
  afterEach(() => act(() => void dismissToast()));

  it('has one h1 and the three cards', () => {
    renderWithRouter(<NotificationsPage />, { route: 'notifications' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    for (const name of ['Popovers', 'Alerts', 'Toasts']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('opens the popover with the typed title and disables it when everything is empty', async () => {
    const { user } = renderWithRouter(<NotificationsPage />, { route: 'notifications' });
    await user.click(screen.getByRole('button', { name: 'Show popover' }));
    const dialog = screen.getByRole('dialog', { name: 'Hey!' });
    expect(dialog).toHaveTextContent('This popover is amazing');
    await user.keyboard('{Escape}');
    await user.clear(screen.getByLabelText('Popover title'));
    await user.clear(screen.getByLabelText('Popover text'));
    await user.selectOptions(screen.getByLabelText('Popover icon'), 'No icon');
    expect(screen.getByRole('button', { name: 'Show popover' })).toBeDisabled();
  });

  it('closes an alert', async () => {
    const { user } = renderWithRouter(<NotificationsPage />, { route: 'notifications' });
    expect(screen.getAllByRole('button', { name: 'Close alert' })).toHaveLength(4);
    await user.click(screen.getAllByRole('button', { name: 'Close alert' })[0]!);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Close alert' })).toHaveLength(3),
    );
  });

  it('launches a toast with the text at the chosen position (bottom-right by default)', async () => {
    const { user } = renderWithRouter(<NotificationsPage />, { route: 'notifications' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(screen.getByRole('radio', { name: 'Bottom right' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Launch toast' }));
    let list = (await within(region).findByText('This toast is awesome!')).closest(
      '[data-sonner-toaster]',
    );
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'right');

    await user.clear(screen.getByLabelText('Text'));
    await user.type(screen.getByLabelText('Text'), 'Up top');
    await user.click(screen.getByRole('radio', { name: 'Top left' }));
    await user.click(screen.getByRole('button', { name: 'Launch toast' }));
    list = (await within(region).findByText('Up top')).closest('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'left');
  });

  it('validates the duration', async () => {
    const { user } = renderWithRouter(<NotificationsPage />, { route: 'notifications' });
    const duration = screen.getByLabelText('Duration (milliseconds)');
    await user.clear(duration);
    await user.type(duration, '0');
    expect(duration).toBeInvalid();
    expect(duration).toHaveAccessibleDescription('Enter a duration greater than 0.');
    await user.click(screen.getByRole('button', { name: 'Launch toast' }));
    expect(duration).toHaveFocus();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it('previews the toast while text or icon is set', async () => {
    const { user } = renderWithRouter(<NotificationsPage />, { route: 'notifications' });
    const preview = () => document.querySelector('[data-slot="toast-preview"]');
    expect(preview()).toHaveTextContent('This toast is awesome!');
    await user.clear(screen.getByLabelText('Text'));
    expect(preview()).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Icon'), 'No icon');
    expect(preview()).toBeNull();
  });
});
