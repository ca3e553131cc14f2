import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { appConfig } from '@/config/app-config';
import { renderWithRouter } from '@/test/render';

import NotFoundAdvancedPage from './not-found-advanced-page';
import NotFoundCustomPage from './not-found-custom-page';
import NotFoundLargeTextPage from './not-found-large-text-page';
import NotFoundSimplePage from './not-found-simple-page';
import { pageDirectory } from './page-directory';

const pages = [
  ['advanced', NotFoundAdvancedPage],
  ['simple', NotFoundSimplePage],
  ['custom', NotFoundCustomPage],
  ['large text', NotFoundLargeTextPage],
] as const;

describe.each(pages)('the %s 404 page', (_name, Page) => {
  it('shows the common parts: logo, one heading, one main, the mail link, the footer', () => {
    renderWithRouter(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "This page's gone fishing.",
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(
      screen.getByRole('link', { name: 'Tessera Admin, go to the dashboard' }),
    ).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: appConfig.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${appConfig.contactEmail}`,
    );
    expect(
      screen.getByRole('img', { name: 'An empty fishing line with a single bubble rising.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  });
});

describe('the back button', () => {
  it.each([
    ['simple', NotFoundSimplePage],
    ['custom', NotFoundCustomPage],
    ['large text', NotFoundLargeTextPage],
  ] as const)('on the %s page links to the dashboard', (_name, Page) => {
    renderWithRouter(<Page />);
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  it('takes the reader to the dashboard', async () => {
    const { user, router } = renderWithRouter(<NotFoundSimplePage />, {
      path: '/404/not-found-simple',
      routes: [{ path: '/admin/dashboard', element: <p>Dashboard reached</p> }],
    });
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('is absent from the advanced page', () => {
    renderWithRouter(<NotFoundAdvancedPage />, { route: 'not-found-advanced' });
    expect(screen.queryByRole('link', { name: 'Back to dashboard' })).not.toBeInTheDocument();
  });
});

describe('the custom page', () => {
  it('shows its own illustration', () => {
    renderWithRouter(<NotFoundCustomPage />, { route: 'not-found-custom' });
    expect(
      screen.getByRole('img', { name: 'A lost satellite drifting past a planet.' }),
    ).toBeInTheDocument();
  });
});

describe('the large-text page', () => {
  it('shows a decorative 404 hidden from assistive technology', () => {
    renderWithRouter(<NotFoundLargeTextPage />, { route: 'not-found-large-text' });
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('the advanced page search', () => {
  const pageLinks = () =>
    within(screen.getByRole('navigation', { name: 'Pages' })).getAllByRole('link');
  const total = pageDirectory().flatMap((category) => category.links).length;

  it('lists every page of the directory by category when the search is empty', () => {
    renderWithRouter(<NotFoundAdvancedPage />, { route: 'not-found-advanced' });
    expect(pageLinks()).toHaveLength(total);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('status')).toHaveTextContent(`${total} pages found`);
  });

  it('filters the links as the reader types, and shows everything again when cleared', async () => {
    const { user } = renderWithRouter(<NotFoundAdvancedPage />, { route: 'not-found-advanced' });
    const search = screen.getByRole('searchbox', { name: 'Search the menu' });
    await user.type(search, 'LOG');
    expect(pageLinks().map((link) => link.textContent)).toEqual(['Log in']);
    expect(screen.getByRole('status')).toHaveTextContent('1 page found');
    await user.clear(search);
    expect(pageLinks()).toHaveLength(total);
  });

  it('says so when nothing matches, treating regex characters literally', async () => {
    const { user } = renderWithRouter(<NotFoundAdvancedPage />, { route: 'not-found-advanced' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'grid(.');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No page matches “grid(.”.');
  });
});
