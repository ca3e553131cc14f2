import { screen, waitFor, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import TablesPage from './tables-page';

const users = [
  {
    id: 1,
    name: 'Ada Lovelace',
    email: 'ada@x.io',
    score: 10,
    address: { city: 'London', country: 'UK' },
  },
  {
    id: 2,
    name: 'Alan Turing',
    email: 'alan@x.io',
    score: 20,
    address: { city: 'Wilmslow', country: 'UK' },
  },
];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => vi.unstubAllGlobals());

function cards() {
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.closest('section') as HTMLElement);
}

describe('TablesPage', () => {
  it('shows one h1 and three cards; the basic table has the 8 demo rows', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        json({ data: users, total: 2, per_page: 5, current_page: 1, last_page: 1, from: 1, to: 2 }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<TablesPage />, { route: 'tables' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tables');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basic table',
      'Styled table',
      'Data table (advanced)',
    ]);
    const [basic, styled, advanced] = cards();

    const basicTable = within(basic!).getByRole('table', { name: 'Basic table' });
    const basicRows = within(basicTable).getAllByRole('row');
    expect(basicRows).toHaveLength(9);
    expect(
      within(basicRows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'City', 'Score']);
    expect(
      within(basicRows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Matthew McCormick', 'matthew30@mail.ol', 'Vancouver', '93']);
    expect(within(basicRows[8]!).getAllByRole('cell')[0]).toHaveTextContent('Nancy Bo');

    const styledRows = within(within(styled!).getByRole('table')).getAllByRole('row');
    expect(styledRows).toHaveLength(9);
    expect(styledRows[4]).toHaveTextContent('Danger');
    expect(styledRows[4]).toHaveAttribute('data-tone', 'danger');
    expect(styledRows[5]).toHaveTextContent('Success');
    expect(styledRows[6]).toHaveTextContent('Warning');
    expect(styledRows[8]).toHaveTextContent('Info');
    expect(styledRows[7]).not.toHaveAttribute('data-tone');

    await waitFor(() =>
      expect(within(advanced!).getByRole('table')).toHaveTextContent('Ada Lovelace'),
    );
    const input = fetch.mock.calls[0]![0];
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    expect(url.pathname).toBe('/api/users');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', per_page: '5' });
    expect(within(advanced!).getByRole('combobox', { name: 'per page' })).toHaveValue('5');
    expect(
      within(advanced!)
        .getAllByRole('columnheader')
        .map((cell) => [cell.textContent, cell.getAttribute('aria-sort')]),
    ).toEqual([
      ['', null],
      ['Name', 'none'],
      ['Email', 'none'],
      ['City', 'none'],
      ['Score', 'none'],
    ]);
  });

  it('explains that the demo API is not running when it cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithRouter(<TablesPage />, { route: 'tables' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data could not be loaded.');
    expect(alert).toHaveTextContent(
      'The demo API is not running: start it with npm start (see README)',
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('gives the hint when a proxy says the API is unreachable (502, 504)', async () => {
    for (const status of [502, 504]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(new Response('Bad Gateway', { status }))),
      );
      const { unmount } = renderWithRouter(<TablesPage />, { route: 'tables' });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(`The server answered with status ${status}.`);
      expect(alert).toHaveTextContent('The demo API is not running');
      unmount();
    }
  });

  it('gives no hint for a server error or an answer that cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('Internal error', { status: 500 }))),
    );
    const { unmount } = renderWithRouter(<TablesPage />, { route: 'tables' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server answered with status 500.');
    expect(alert).not.toHaveTextContent('The demo API is not running');
    unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ data: 'nope' }))),
    );
    renderWithRouter(<TablesPage />, { route: 'tables' });
    const malformed = await screen.findByRole('alert');
    expect(malformed).toHaveTextContent("The server's answer could not be read.");
    expect(malformed).not.toHaveTextContent('The demo API is not running');
  });

  it('gives no such hint when the API answers with an error of its own', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          json({ error: { code: 'invalid_parameter', message: 'Bad', parameter: 'page' } }, 400),
        ),
      ),
    );
    renderWithRouter(<TablesPage />, { route: 'tables' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server answered with status 400.');
    expect(alert).not.toHaveTextContent('The demo API is not running');
  });
});
