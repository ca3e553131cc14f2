import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '@/test/render';

import DashboardPage from './dashboard-page';

describe('DashboardPage (the template welcome page)', () => {
  it('shows the page heading and one welcome card', () => {
    renderWithRouter(<DashboardPage />, { route: 'dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Welcome to Tessera Admin' });
    expect(card).toHaveTextContent('give it one entry in the route registry');
  });
});
