import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '@/test/render';

import NotFoundPagesPage from './not-found-pages-page';

describe('the 404 pages catalogue', () => {
  it('has one heading naming the page', () => {
    renderWithRouter(<NotFoundPagesPage />, { route: '404-pages' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Pages');
  });

  it('shows four examples, each with a preview and a label', () => {
    renderWithRouter(<NotFoundPagesPage />, { route: '404-pages' });
    const labels = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(labels).toEqual(['Advanced layout', 'Simple', 'Custom image', 'Large text heading']);
    for (const label of labels) {
      expect(
        screen.getByRole('img', { name: `Preview of the “${label}” 404 page` }),
      ).toBeInTheDocument();
    }
  });

  it('opens each example in a new tab', () => {
    renderWithRouter(<NotFoundPagesPage />, { route: '404-pages' });
    const links = screen.getAllByRole('link', { name: /view example/i });
    expect(links).toHaveLength(4);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/404/not-found-advanced',
      '/404/not-found-simple',
      '/404/not-found-custom',
      '/pages/not-found-large-text',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName('View example (opens in a new tab)');
    }
  });
});
