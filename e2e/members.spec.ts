import type { Browser, Page } from '@playwright/test';

import {
  expect,
  openSettled,
  seriousAxeViolations,
  settled,
  signInWithApi,
  storeTheme,
  test,
} from './fixtures';

const PASSWORD = 'saffron-glacier-window-62';

// A refused sign-in (401 before the invite is accepted, 403 once deactivated) and the open
// session's reads after deactivation are logged by the browser itself.
test.use({ allowedConsole: [/status of 40[13]/] });

/** The newest invite link mailed to `email`, from the development outbox. */
async function inviteLink(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
        mails: Array<{ to: string; text: string }>;
      };
      const text = outbox.mails.find((mail) => mail.to === email)?.text ?? '';
      link = /https?:\/\/\S+\/auth\/accept-invite\?token=\S+/.exec(text)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** Opens the members list filtered to one email: the run's database is shared by every test. */
async function openMember(page: Page, email: string) {
  await page.goto(`/admin/members?members_filter=${encodeURIComponent(email)}`);
  await settled(page);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  return page.getByRole('row').filter({ hasText: email });
}

/** A browser of its own (no cookie shared with the admin's), in the light theme. */
async function freshPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await storeTheme(page, 'light');
  return { context, page };
}

test('invite → accept in a fresh browser → sign in with the invited role; change the role; deactivating ends the open session', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const name = `Ines Invited ${Date.now().toString(36)}`;
  const email = `invited-${Date.now().toString(36)}@example.com`;

  await signInWithApi(page, 'admin');
  await openSettled(page, '/admin/members', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: 'Editor' });
  expect(await seriousAxeViolations(page), 'invite dialog, dark').toEqual([]);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const invitedRow = await openMember(page, email);
  await expect(invitedRow).toContainText('Invited');

  // The invitee's own browser: the link from the mail, a name and a password.
  const link = await inviteLink(page, email);
  const member = await freshPage(browser, baseURL!);
  try {
    await member.page.goto(link);
    await settled(member.page);
    expect(await seriousAxeViolations(member.page), 'accept-invite form, light').toEqual([]);
    await member.page.getByLabel('Name').fill(name);
    await member.page.getByLabel('Password').fill(PASSWORD);
    await member.page.getByRole('button', { name: 'Create my account' }).click();
    await expect(member.page.getByText(/^Your account is ready\./)).toBeFocused();
    await member.page.getByRole('link', { name: 'Log in' }).click();
    await expect(member.page).toHaveURL('/auth/login');
    await member.page.getByLabel('Email').fill(email);
    await member.page.getByLabel('Password').fill(PASSWORD);
    await member.page.getByRole('button', { name: 'Log in' }).click();
    await expect(member.page).toHaveURL('/admin/dashboard');
    const me = async () =>
      (
        (await (await member.page.request.get('/api/auth/me')).json()) as {
          account: { role: string } | null;
        }
      ).account?.role ?? null;
    expect(await me()).toBe('editor');
    // An editor's Users list offers "New user"; the sidebar has no Members (admins only).
    await member.page.goto('/admin/users');
    await settled(member.page);
    await expect(member.page.getByRole('link', { name: 'New user' })).toBeVisible();
    await expect(
      member.page
        .getByRole('navigation', { name: 'Sidebar' })
        .getByRole('link', { name: 'Members' }),
    ).toHaveCount(0);

    // The admin changes the role: the member's session has it at once.
    const row = await openMember(page, email);
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Change role of ${name}` }).click();
    const roleDialog = page.getByRole('dialog', { name: `Change role of ${name}` });
    await roleDialog.getByLabel('Role').selectOption({ label: 'Viewer' });
    await roleDialog.getByRole('button', { name: 'Change role' }).click();
    await expect(roleDialog).toBeHidden();
    await expect(row).toContainText('Viewer');
    expect(await me()).toBe('viewer');

    // Deactivated: the member's open session is refused, and so is signing in again.
    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(row).toContainText('Deactivated');
    // The browser still holds the session's cookie; the server no longer takes it.
    await member.page.reload();
    await expect(member.page).toHaveURL(/\/auth\/login\?next=/);
    await member.page.getByLabel('Email').fill(email);
    await member.page.getByLabel('Password').fill(PASSWORD);
    await member.page.getByRole('button', { name: 'Log in' }).click();
    await expect(member.page.getByRole('alert').first()).toHaveText(
      'This account has been deactivated. Ask an administrator to reactivate it.',
    );
    expect(await me()).toBeNull();
  } finally {
    await member.context.close();
  }

  // The member's page: what was done, by whom.
  await page.getByRole('link', { name: `Open ${name}` }).click();
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const log = page.getByRole('region', { name: 'Audit log' });
  await expect(
    log.getByRole('listitem').filter({ hasText: 'Ada Admin deactivated the account' }),
  ).toHaveCount(1);
  await expect(log.getByText('Ada Admin changed the role')).toBeVisible();
  await expect(log.getByText(`${name} accepted the invitation`)).toBeVisible();
  await expect(log.getByText('Ada Admin sent an invitation')).toBeVisible();
  expect(await seriousAxeViolations(page), 'member page, dark').toEqual([]);
});
