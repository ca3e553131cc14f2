import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { auth } from '@/lib/auth';
import { renderWithRouter } from '@/test/render';

import { UsersFrame } from './users-frame';

afterEach(() => vi.restoreAllMocks());

describe('UsersFrame', () => {
  it('without the demo API, says the page needs it and how to start it', async () => {
    vi.spyOn(auth, 'kindNow').mockReturnValue(undefined);
    vi.spyOn(auth, 'kind').mockResolvedValue('local');
    renderWithRouter(
      <UsersFrame>
        <p>The list</p>
      </UsersFrame>,
    );
    expect(
      await screen.findByRole('heading', { name: 'This page needs the demo API' }),
    ).toBeVisible();
    expect(screen.getByText('npm run api')).toBeVisible();
    expect(screen.queryByText('The list')).not.toBeInTheDocument();
  });

  it('with the API, shows the page', async () => {
    vi.spyOn(auth, 'kindNow').mockReturnValue('api');
    renderWithRouter(
      <UsersFrame>
        <p>The list</p>
      </UsersFrame>,
    );
    expect(await screen.findByText('The list')).toBeVisible();
  });
});
