import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { findIconSet, loadIconSet } from '@/widgets/icon';

import IconSetPage from './icon-set-page';

/** React only retries a suspended render (the set's import) inside an awaited act. */
async function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/ui/icons/:name', element: <IconSetPage /> },
      { path: '/admin/ui/icons', element: <p>Icon sets list</p> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  await act(async () => {
    render(<RouterProvider router={router} />);
    await Promise.resolve();
  });
  return { user, router };
}

// A plain query: role queries over hundreds of items are slow in jsdom.
const items = (name: string) =>
  [...screen.getByLabelText(name).querySelectorAll('li')].map((item) => item.textContent);

// Hundreds of icons make jsdom slow, the more so on a busy machine.
describe('IconSetPage', { timeout: 30_000 }, () => {
  // The real set, fetched once up front: its first import can take seconds on a busy machine.
  beforeAll(() => loadIconSet(findIconSet('oi')!), 30_000);

  it('shows a known set: its name, then every icon with its name', async () => {
    await renderAt('/admin/ui/icons/oi');
    expect(screen.getByRole('heading', { level: 1, name: 'Open Iconic' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'All icons' })).toBeInTheDocument();
    expect(items('All icons')).toHaveLength(223);
    expect(items('All icons')).toContain('bug');
    expect(screen.getByRole('slider', { name: 'Icon size' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows a loading status while the set loads', async () => {
    vi.spyOn(findIconSet('maki')!, 'load').mockReturnValue(new Promise(() => {}));
    await renderAt('/admin/ui/icons/maki');
    expect(screen.getByRole('heading', { level: 1, name: 'Maki' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading icons…');
  });

  it('narrows the icons to one "Found icons" list while searching', async () => {
    const { user } = await renderAt('/admin/ui/icons/oi');
    await screen.findByRole('heading', { level: 2, name: 'All icons' });
    await user.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'MEDIA-P');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Found icons' }),
    ).toBeInTheDocument();
    expect(items('Found icons')).toEqual(['media-pause', 'media-play']);
    expect(screen.queryByRole('heading', { name: 'All icons' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No icons found')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    expect(await screen.findByRole('heading', { level: 2, name: 'All icons' })).toBeInTheDocument();
  });

  it('groups a set with categories and filters them by a category', async () => {
    const body = '<path d="M0 0h16v16H0z"/>';
    vi.spyOn(findIconSet('fontisto')!, 'load').mockResolvedValue({
      prefix: 'fontisto',
      icons: { sun: { body }, rain: { body }, heart: { body }, misc: { body } },
      categories: { Weather: ['sun', 'rain'], Medical: ['heart'] },
    });
    const { user } = await renderAt('/admin/ui/icons/fontisto');
    const filter = await screen.findByRole('combobox', { name: 'Category' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Weather', 'Medical', 'Other icons']);
    expect([...filter.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All categories (3)',
      'Weather (2 icons)',
      'Medical (1 icon)',
      'Other icons (1 icon)',
    ]);

    await user.selectOptions(filter, 'Weather');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Weather']);
    expect(items('Weather')).toEqual(['sun', 'rain']);

    // Searching looks in the chosen category only.
    await user.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'h');
    expect(await screen.findByText('No icons found')).toBeInTheDocument();
    await user.selectOptions(filter, '');
    expect(await screen.findByRole('heading', { level: 2, name: 'Found icons' })).toBeVisible();
    expect(items('Found icons')).toEqual(['heart']);
  });

  it('says so for an unknown set, with a link back to the list', async () => {
    const { user, router } = await renderAt('/admin/ui/icons/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'No such icon set' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/no icon set called “nope”/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to all icon sets' }));
    expect(router.state.location.pathname).toBe('/admin/ui/icons');
  });
});
