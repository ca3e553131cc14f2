/**
 * The development outbox: mail the server kept instead of sending it (no SMTP server configured).
 * Types only.
 */

/** One kept mail. `sentAt` is an ISO 8601 instant. */
export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
};

/** `GET /api/dev/outbox` (outside production only): the newest mail first. */
export type OutboxResponse = { mails: OutboxMail[] };
