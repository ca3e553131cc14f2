import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import NotFoundAdvancedPage from '@/pages/not-found/not-found-advanced-page';
import { pageDirectory } from '@/pages/not-found/page-directory';
import { renderWithRouter } from '@/test/render';

// The 404 page's search over the demo's pages (the template's own checks are next to the page).
describe('the advanced page search', () => {
  const pageLinks = () =>
    within(screen.getByRole('navigation', { name: 'Pages' })).getAllByRole('link');
  const total = pageDirectory().flatMap((category) => category.links).length;

  it('lists the demo pages by category when the search is empty', () => {
    renderWithRouter(<NotFoundAdvancedPage />, { route: 'not-found-advanced' });
    expect(pageLinks()).toHaveLength(total);
    expect(screen.getByRole('link', { name: 'Icons' })).toHaveAttribute('href', '/admin/ui/icons');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('heading', { level: 2, name: 'UI Elements' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${total} pages found`);
  });

  it('filters the links as the reader types and drops empty categories', async () => {
    const { user } = renderWithRouter(<NotFoundAdvancedPage />, { route: 'not-found-advanced' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'MAPS');
    expect(pageLinks().map((link) => link.textContent)).toEqual([
      'Google Maps',
      'Yandex Maps',
      'Leaflet Maps',
      'Bubble Maps',
      'Line Maps',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Maps',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('5 pages found');

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'typo');
    expect(pageLinks().map((link) => link.textContent)).toEqual(['Typography']);
    expect(screen.getByRole('status')).toHaveTextContent('1 page found');
  });

  it('says so when nothing matches, treating regex characters literally', async () => {
    const { user } = renderWithRouter(<NotFoundAdvancedPage />, { route: 'not-found-advanced' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'grid(.');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No page matches “grid(.”.');
  });

  it('shows everything again when the search is cleared', async () => {
    const { user } = renderWithRouter(<NotFoundAdvancedPage />, { route: 'not-found-advanced' });
    const search = screen.getByRole('searchbox', { name: 'Search the menu' });
    await user.type(search, 'zzz');
    await user.clear(search);
    expect(pageLinks()).toHaveLength(total);
  });
});
