import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';

import type {
  PageDataArgs,
  PageDataModule,
  PageEntry,
  PageModule,
  RouteRegistry,
} from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import type { TitleKey } from '@/i18n/resources';
import { auth } from '@/lib/auth';
import { session, type Account } from '@/lib/session';

import { buildRoutes } from './routes';

const ADA: Account = { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A registry with one more page whose chunk arrives when the test says. */
function withReports(entry: Partial<PageEntry>) {
  const chunk = deferred<PageModule>();
  const reports = {
    name: 'reports',
    path: 'reports',
    title: 'menu.reports' as TitleKey,
    page: () => chunk.promise,
    ...entry,
  } satisfies PageEntry;
  const registry: RouteRegistry = {
    ...routeRegistry,
    admin: { ...routeRegistry.admin, children: [...routeRegistry.admin.children, reports] },
  };
  return { registry, chunk };
}

const reportsPage = { default: () => <h1>Quarterly figures</h1> };

/** A data module whose `prefetch` does what the test says, and the module loader that gives it. */
function dataModule(prefetch: PageDataModule['prefetch']) {
  const read = vi.fn(prefetch);
  const data = vi.fn(() => Promise.resolve({ prefetch: read }));
  return { data, read };
}

function open(registry: RouteRegistry, path: string) {
  const router = createMemoryRouter(buildRoutes(registry), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => {
  i18next.addResource('en', 'translation', 'menu.reports', 'Reports');
});
afterEach(() => {
  session.set(null);
  vi.restoreAllMocks();
});

describe("a page's data loader", () => {
  it('starts with the page chunk, before it has arrived, with the URL being opened', async () => {
    session.set(ADA);
    vi.spyOn(auth, 'ready').mockResolvedValue(ADA);
    const { data, read } = dataModule((_args: PageDataArgs) => new Promise<void>(() => {}));
    const { registry, chunk } = withReports({ data, access: { signedIn: true } });
    open(registry, '/admin/reports?reports_page=3');

    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(new URL(read.mock.calls[0]![0].request.url).search).toBe('?reports_page=3');
    expect(screen.queryByRole('heading', { name: 'Quarterly figures' })).not.toBeInTheDocument();
    // The page does not wait for the data: it renders when its code (and the session) are ready.
    chunk.resolve(reportsPage);
    expect(await screen.findByRole('heading', { name: 'Quarterly figures' })).toBeVisible();
  });

  it('is not started for nobody signed in, who is sent to sign in', async () => {
    vi.spyOn(auth, 'ready').mockResolvedValue(null);
    const { data, read } = dataModule(() => Promise.resolve());
    const { registry } = withReports({ data, access: { signedIn: true } });
    const router = open(registry, '/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(read).not.toHaveBeenCalled();
  });

  it('does not break the page when it fails', async () => {
    session.set(ADA);
    vi.spyOn(auth, 'ready').mockResolvedValue(ADA);
    const { data, read } = dataModule(() => Promise.reject(new Error('offline')));
    const { registry, chunk } = withReports({ data, access: { signedIn: true } });
    open(registry, '/admin/reports');
    chunk.resolve(reportsPage);
    expect(await screen.findByRole('heading', { name: 'Quarterly figures' })).toBeVisible();
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not break the page when its module fails to load', async () => {
    session.set(ADA);
    vi.spyOn(auth, 'ready').mockResolvedValue(ADA);
    const data = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const { registry, chunk } = withReports({ data, access: { signedIn: true } });
    open(registry, '/admin/reports');
    chunk.resolve(reportsPage);
    expect(await screen.findByRole('heading', { name: 'Quarterly figures' })).toBeVisible();
    expect(data).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts with the chunk of a page open to everyone too', async () => {
    const { data, read } = dataModule(() => Promise.resolve());
    const { registry, chunk } = withReports({ data });
    open(registry, '/admin/reports');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    chunk.resolve(reportsPage);
    expect(await screen.findByRole('heading', { name: 'Quarterly figures' })).toBeVisible();
  });
});
