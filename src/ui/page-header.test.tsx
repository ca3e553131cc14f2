import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '@/test/render';

import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it("shows the current route's title as the page's one heading, timed for the benchmark", () => {
    renderWithRouter(<PageHeader />, { route: 'dashboard' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    expect(heading).toHaveAttribute('elementtiming', 'page-heading');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('shows a given title, a description and actions', () => {
    renderWithRouter(
      <PageHeader
        title="Entypo"
        description="Every icon of the set."
        actions={<button type="button">Back</button>}
      />,
      { route: 'dashboard' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Entypo' })).toBeInTheDocument();
    expect(screen.getByText('Every icon of the set.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
