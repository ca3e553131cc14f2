import { act, fireEvent, screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';
import { dismissToast } from '@/widgets/toast';

import CardsPage from './cards-page';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CardsPage', () => {
  it('shows one h1 and the twelve demo cards', () => {
    renderWithRouter(<CardsPage />, { route: 'cards' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Short one')).toBeInTheDocument();
  });

  it('"Show more" shows the pre-loader for 1 s, then 12 more cards, focusing the first', () => {
    renderWithRouter(<CardsPage />, { route: 'cards' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('Loading').closest('[data-slot="pre-loader"]')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    act(() => {
      vi.advanceTimersByTime(1);
    });

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(24);
    expect(cards[12]).toHaveFocus();
    expect(screen.getByText('12 more cards')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getAllByRole('article')).toHaveLength(36);
  }, 20_000);

  it('each action button says, in a toast, what a real app would do', async () => {
    vi.useRealTimers();
    renderWithRouter(<CardsPage />, { route: 'cards' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.click(screen.getByRole('button', { name: 'Read full' }));
    expect(
      await within(region).findByText('A real app would open the whole article here.'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Upload to the cloud' }));
    expect(
      await within(region).findByText('A real app would upload this to the cloud.'),
    ).toBeVisible();
    act(() => void dismissToast());
  });
});
