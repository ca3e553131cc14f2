import { apiRequest } from '@/lib/api';
import type { OutboxResponse } from '@contract/mail';

/** The development outbox (an object, so the page's tests can stand in for it). */
export const outboxApi = {
  read: (signal?: AbortSignal) => apiRequest<OutboxResponse>('/api/dev/outbox', { signal }),
};
