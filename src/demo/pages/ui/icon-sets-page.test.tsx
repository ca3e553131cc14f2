import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';
import { iconSets } from '@/widgets/icon';

import IconSetsPage from './icon-sets-page';

describe('IconSetsPage', { timeout: 30_000 }, () => {
  it('shows every set with a preview, its facts and a link to its page', () => {
    renderWithRouter(<IconSetsPage />, { route: 'icon-sets' });
    expect(screen.getByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
    expect(iconSets.length).toBeGreaterThanOrEqual(8);

    // Queries within each card: role queries over the whole page are slow in jsdom.
    const cards = [...document.querySelectorAll<HTMLElement>('[data-slot="card"]')];
    expect(cards).toHaveLength(iconSets.length);
    iconSets.forEach((set, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(set.name);
      expect(within(card).getByRole('link', { name: `View icons: ${set.name}` })).toHaveAttribute(
        'href',
        `/admin/ui/icons/${set.slug}`,
      );
      expect(card.querySelectorAll('svg[data-slot="icon"]')).toHaveLength(14);
    });
    expect(within(cards[0]!).getByText('678')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Open Font License')).toBeInTheDocument();
  });
});
