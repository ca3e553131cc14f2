import { apiRequest } from '@/lib/api';
import type { RecoveryCodesResponse, TwoFactorSetup, TwoFactorStatus } from '@contract/two-factor';

/** The account's two-factor endpoints (an object, so a section's tests can stand in for them). */
export const twoFactorApi = {
  status: (signal?: AbortSignal) =>
    apiRequest<TwoFactorStatus>('/api/account/two-factor', { signal }),
  /** A new secret, waiting for its first code. */
  setup: () => apiRequest<TwoFactorSetup>('/api/account/two-factor/setup', { method: 'POST' }),
  /** Turns two-factor sign-in on; answers the recovery codes, shown once. */
  enable: (code: string) =>
    apiRequest<RecoveryCodesResponse>('/api/account/two-factor/enable', {
      method: 'POST',
      body: { code },
    }),
  disable: (password: string) =>
    apiRequest<void>('/api/account/two-factor/disable', { method: 'POST', body: { password } }),
  newRecoveryCodes: (password: string) =>
    apiRequest<RecoveryCodesResponse>('/api/account/two-factor/recovery-codes', {
      method: 'POST',
      body: { password },
    }),
};
