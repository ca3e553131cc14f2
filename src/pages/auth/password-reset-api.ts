import { apiRequest } from '@/lib/api';

/** The API's password-reset endpoints (an object, so a page's tests can stand in for them). */
export const passwordResetApi = {
  /** Asks for a reset link by mail: the answer is the same whether or not the email has an account. */
  async requestLink(email: string): Promise<void> {
    await apiRequest<unknown>('/api/auth/forgot-password', { method: 'POST', body: { email } });
  },
  /** Sets the password with the link's token; rejects with 400 `invalid_token` for a dead link. */
  async setPassword(token: string, password: string): Promise<void> {
    await apiRequest<void>('/api/auth/reset-password', {
      method: 'POST',
      body: { token, password },
    });
  },
};
