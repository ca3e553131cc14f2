import { apiRequest } from '@/lib/api';
import type { AccountResponse, ApiSession, SessionsResponse } from '@contract/account';
import type { ApiAccount } from '@contract/auth';

/** The profile fields `PATCH /api/account` takes. */
export type ProfileChanges = Partial<
  Pick<ApiAccount, 'name' | 'language' | 'timeZone' | 'dateFormat'>
>;

/** The account endpoints (an object, so the page's tests can stand in for them). */
export const accountApi = {
  async updateProfile(changes: ProfileChanges): Promise<ApiAccount> {
    return (await apiRequest<AccountResponse>('/api/account', { method: 'PATCH', body: changes }))
      .account;
  },
  /** `image`: a `data:` URL of the cropped square. */
  async setAvatar(image: string): Promise<ApiAccount> {
    return (
      await apiRequest<AccountResponse>('/api/account/avatar', { method: 'PUT', body: { image } })
    ).account;
  },
  async removeAvatar(): Promise<ApiAccount> {
    return (await apiRequest<AccountResponse>('/api/account/avatar', { method: 'DELETE' })).account;
  },
  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    await apiRequest<void>('/api/account/password', {
      method: 'POST',
      body: { currentPassword, newPassword },
    });
  },
  async changeEmail(email: string): Promise<void> {
    await apiRequest<unknown>('/api/account/email', { method: 'POST', body: { email } });
  },
  async resendVerification(): Promise<void> {
    await apiRequest<unknown>('/api/account/verification', { method: 'POST' });
  },
  async sessions(): Promise<ApiSession[]> {
    return (await apiRequest<SessionsResponse>('/api/account/sessions')).sessions;
  },
  async endSession(id: number): Promise<void> {
    await apiRequest<void>(`/api/account/sessions/${id}`, { method: 'DELETE' });
  },
  async endOtherSessions(): Promise<number> {
    return (
      await apiRequest<{ ended: number }>('/api/account/sessions/end-others', { method: 'POST' })
    ).ended;
  },
  async deleteAccount(email: string): Promise<void> {
    await apiRequest<void>('/api/account/delete', { method: 'POST', body: { email } });
  },
};
