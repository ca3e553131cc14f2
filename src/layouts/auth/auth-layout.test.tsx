import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '@/test/render';

import { AuthLayout } from './auth-layout';

describe('AuthLayout', () => {
  it('renders the page in one main landmark, beside a banner with the logo and tagline', () => {
    renderWithRouter(<AuthLayout />, { path: '/auth' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tessera Admin, home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(
      screen.getByText('A fast, accessible admin template in every language and direction.'),
    ).toBeInTheDocument();
  });

  it('renders the child route inside main', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/auth',
          element: <AuthLayout />,
          children: [{ path: 'login', element: <h1>Child</h1> }],
        },
      ],
      { initialEntries: ['/auth/login'] },
    );
    render(<RouterProvider router={router} />);
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Child' })).toBeVisible();
  });
});
