import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';

import { ServerUnreachableError } from '@/lib/server-unreachable';

import { ChunkLoadError } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

function setup(page: { loader?: () => unknown; Component: () => React.ReactNode }) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <div>
            <nav aria-label="Shell">shell</nav>
            <Outlet />
          </div>
        ),
        HydrateFallback: () => null,
        children: [{ path: '/', ...page, ErrorBoundary: RouteErrorBoundary }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('RouteErrorBoundary', () => {
  it('catches a page that throws, keeps the shell, and Retry renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const user = setup({
      Component: () => {
        if (broken) throw new Error('boom');
        return <h1>Recovered</h1>;
      },
    });
    expect(await screen.findByRole('heading', { name: "Couldn't load this page" })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Shell' })).toBeVisible();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeVisible();
  });

  it('explains a chunk that failed to load and retries the load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new ChunkLoadError('Page chunk failed to load'))
      .mockResolvedValue(null);
    const user = setup({ loader, Component: () => <h1>Loaded</h1> });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check your connection/);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeVisible();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('says the server did not answer when a guard got no answer, and asks again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new ServerUnreachableError())
      .mockResolvedValue(null);
    const user = setup({ loader, Component: () => <h1>Loaded</h1> });
    expect(await screen.findByRole('heading', { name: "Couldn't reach the server" })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/can't tell who is signed in/);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeVisible();
  });
});
