import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { ApiError } from '@/lib/api';
import { session } from '@/lib/session';
import { fill } from '@/test/fill';
import { SAM } from '@/test/sample-account';

import { twoFactorApi } from './two-factor-api';
import { TwoFactorSection } from './two-factor-section';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from(
  { length: 10 },
  (_, index) => `AAAA-BBBB-CCCC-${String(index).padStart(4, '0')}`,
);
const wrong = (field: string, key: string) =>
  new ApiError(422, {
    error: { code: 'validation_failed', message: '' },
    fields: { [field]: key },
  });

function renderSection() {
  const user = userEvent.setup();
  render(<TwoFactorSection />);
  return { user, section: () => screen.getByRole('region', { name: 'Two-factor authentication' }) };
}

describe('TwoFactorSection', () => {
  it('turns on: QR code and key, a first code (a wrong one refused), then the recovery codes once', async () => {
    const status = vi
      .spyOn(twoFactorApi, 'status')
      .mockResolvedValueOnce({ enabled: false, recoveryCodesLeft: 0 })
      .mockResolvedValueOnce({ enabled: true, recoveryCodesLeft: 10 });
    vi.spyOn(twoFactorApi, 'setup').mockResolvedValue({
      secret: SECRET,
      uri: `otpauth://totp/Tessera%20Admin:ada%40example.com?secret=${SECRET}`,
    });
    const enable = vi
      .spyOn(twoFactorApi, 'enable')
      .mockRejectedValueOnce(wrong('code', 'twoFactor.validation.codeWrong'))
      .mockResolvedValueOnce({ recoveryCodes: CODES });
    const { user, section } = renderSection();
    expect(await screen.findByText('Two-factor authentication is off.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByLabelText('Setup key')).toHaveValue(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    const code = screen.getByLabelText('Authentication code');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(code).toHaveAccessibleDescription(/^Enter the code from your authenticator app\./);
    expect(enable).not.toHaveBeenCalled();
    await fill(user, code, '000 000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/^That code is not right/)).toBeVisible();
    expect(code).toHaveFocus();
    await user.clear(code);
    await fill(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(enable).toHaveBeenLastCalledWith('123456');

    const list = await screen.findByRole('group', { name: 'Save your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: 'Download recovery codes' }));
    expect(click).toHaveBeenCalled();
    const text = await createObjectURL.mock.calls[0]![0].text();
    expect(text.split('\n').slice(3, 13)).toEqual(CODES);

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await within(section()).findByText('10 recovery codes left.')).toBeVisible();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('turns off only with the right password', async () => {
    session.set(SAM);
    onTestFinished(() => session.set(null));
    vi.spyOn(twoFactorApi, 'status').mockResolvedValue({ enabled: true, recoveryCodesLeft: 1 });
    const disable = vi
      .spyOn(twoFactorApi, 'disable')
      .mockRejectedValueOnce(wrong('password', 'twoFactor.validation.passwordWrong'))
      .mockResolvedValueOnce();
    const { user } = renderSection();
    expect(await screen.findByText('1 recovery code left.')).toBeVisible();
    const password = screen.getByLabelText('Your password');
    // Password managers learn whose password the form asks for from a field they alone see.
    const username = password.closest('form')!.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue(SAM.email);
    expect(username).not.toBeVisible();
    const turnOff = screen.getByRole('button', { name: 'Turn off two-factor authentication' });
    await user.click(turnOff);
    expect(password).toHaveAccessibleDescription('Enter your password.');
    await fill(user, password, 'not-it');
    await user.click(turnOff);
    expect(await screen.findByText('That password is not right.')).toBeVisible();
    await user.clear(password);
    await fill(user, password, 'violet-harbor-quantum-47');
    await user.click(turnOff);
    expect(await screen.findByText('Two-factor authentication is off.')).toBeVisible();
    expect(disable).toHaveBeenLastCalledWith('violet-harbor-quantum-47');
  });

  it('offers to try again when the settings cannot be read', async () => {
    vi.spyOn(twoFactorApi, 'status')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ enabled: false, recoveryCodesLeft: 0 });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeVisible();
  });
});
