import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { useFocusMainAfterNavigation } from './use-focus-main-after-navigation';

/** A shell with navigation beside the page; `closesOnPick` hides it (inert) once a link is used. */
function Shell({ closesOnPick }: { closesOnPick: boolean }) {
  useFocusMainAfterNavigation();
  const [open, setOpen] = useState(true);
  return (
    <>
      <nav inert={!open}>
        <Link to="/b" onClick={() => setOpen(!closesOnPick)}>
          Page B
        </Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderShell(closesOnPick = false) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Shell closesOnPick={closesOnPick} />,
      children: [
        { index: true, element: <Link to="/b">Go on</Link> },
        { path: 'b', element: <h1>B</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), main: () => document.getElementById('main') };
}

describe('useFocusMainAfterNavigation', () => {
  it('gives the main content focus when the focused link went with the old page', async () => {
    const { user, main } = renderShell();
    expect(main()).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Go on' }));
    await screen.findByRole('heading', { name: 'B' });
    await waitFor(() => expect(main()).toHaveFocus());
  });

  it('gives the main content focus when the navigation the link was picked from closed', async () => {
    const { user, main } = renderShell(true);
    await user.click(screen.getByRole('link', { name: 'Page B' }));
    await screen.findByRole('heading', { name: 'B' });
    await waitFor(() => expect(main()).toHaveFocus());
  });

  it('leaves focus on a link that is still there', async () => {
    const { user } = renderShell();
    const link = screen.getByRole('link', { name: 'Page B' });
    await user.click(link);
    await screen.findByRole('heading', { name: 'B' });
    expect(link).toHaveFocus();
  });
});
