import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api';
import { renderWithRouter } from '@/test/render';
import type { OutboxMail } from '@contract/mail';

import { outboxApi } from './outbox-api';
import OutboxPage from './outbox-page';

const LINK = 'http://localhost:4173/auth/reset-password?token=abc_DEF-123';
const MAIL: OutboxMail = {
  to: 'editor@example.com',
  subject: 'Set a new password for Tessera Admin',
  text: `Hello Eddie Editor,\n\nOpen this link to choose it:\n${LINK}\n`,
  html: '<p>ignored</p>',
  sentAt: '2030-01-01T09:00:00.000Z',
};

const renderOutbox = () => renderWithRouter(<OutboxPage />, { route: 'outbox' });

describe('OutboxPage', () => {
  it('lists each mail with its recipient, time and text, its links clickable', async () => {
    vi.spyOn(outboxApi, 'read').mockResolvedValue({
      mails: [MAIL, { ...MAIL, subject: 'Older mail', to: 'viewer@example.com' }],
    });
    renderOutbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const mail = await screen.findByRole('region', { name: MAIL.subject });
    expect(within(mail).getByText('editor@example.com')).toBeVisible();
    expect(within(mail).getByText(/Hello Eddie Editor,/)).toBeVisible();
    expect(within(mail).getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(within(mail).getByText(/2030/).closest('time')).toHaveAttribute('datetime', MAIL.sentAt);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      MAIL.subject,
      'Older mail',
    ]);
    expect(screen.queryByText('ignored')).not.toBeInTheDocument();
  });

  it('says so when there is no mail yet', async () => {
    vi.spyOn(outboxApi, 'read').mockResolvedValue({ mails: [] });
    renderOutbox();
    expect(await screen.findByText(/^No mail yet\./)).toBeVisible();
  });

  it('explains a production server, which has no outbox (404)', async () => {
    vi.spyOn(outboxApi, 'read').mockRejectedValue(
      new ApiError(404, { error: { code: 'not_found', message: '' } }),
    );
    renderOutbox();
    expect(
      await screen.findByText(/^This server shows no outbox: it runs in production/),
    ).toBeVisible();
  });

  it('offers Retry when the outbox cannot be read, and reads it again', async () => {
    const read = vi
      .spyOn(outboxApi, 'read')
      .mockRejectedValueOnce(new ApiError(500, undefined))
      .mockResolvedValue({ mails: [MAIL] });
    const { user } = renderOutbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The outbox could not be read.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: MAIL.subject })).toBeVisible();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
