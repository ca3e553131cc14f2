import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import ExtraPage from './extra-page';

describe('ExtraPage', () => {
  it('has one h1 and three tabs, Maps first and active, showing the Leaflet map', async () => {
    renderWithRouter(<ExtraPage />, { route: 'extra' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Extra' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Maps', 'Setup profile', 'Overview']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const maps = screen.getByRole('tabpanel', { name: 'Maps' });
    expect(maps).toHaveAttribute('data-state', 'active');
    // The map arrives in its own chunk.
    expect(await within(maps).findByRole('region', { name: 'Leaflet map' })).toBeInTheDocument();
  });

  it('shows the simple wizard under Setup profile and keeps its state across tab switches', async () => {
    const { user } = renderWithRouter(<ExtraPage />, { route: 'extra' });
    await user.click(screen.getByRole('tab', { name: 'Setup profile' }));
    const setup = screen.getByRole('tabpanel', { name: 'Setup profile' });
    expect(setup).toHaveAttribute('data-state', 'active');
    expect(within(setup).getByRole('group', { name: 'Profile setup' })).toBeInTheDocument();
    const name = within(setup).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Ada');

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveAttribute(
      'data-state',
      'active',
    );
    expect(setup).toHaveAttribute('data-state', 'inactive');
    await user.click(screen.getByRole('tab', { name: 'Setup profile' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  });

  it('shows the profile card, the chat, the feed and the social news cards', () => {
    renderWithRouter(<ExtraPage />, { route: 'extra' });
    for (const title of ['Profile card', 'Chat', 'Feed', 'Social news']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'Veronique Lee' })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Chat messages' })).toBeInTheDocument();
  });
});
