import { desc } from 'drizzle-orm';
import nodemailer from 'nodemailer';

import type { OutboxMail } from '../contract/mail';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Logger } from '../request-log';

/** One mail: both parts are always there (the plain text for any reader, the HTML for most). */
export type Mail = { to: string; subject: string; text: string; html: string };

/** What an SMTP transport must do: nodemailer's transporters, or a stub in tests. */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
};

/** How mail leaves: through SMTP, or into the outbox table when none is configured. */
export type MailSettings =
  { kind: 'outbox' } | { kind: 'smtp'; from: string; transport: MailTransport | string };

export type Mailer = {
  /** Sends one mail (or keeps it in the outbox); rejects when it could not. */
  sendMail(mail: Mail): Promise<void>;
  /**
   * Sends in the background: the request that asked for the mail does not wait for the SMTP
   * server, so its answer takes as long whether or not a mail went out. A failure is logged.
   */
  queueMail(mail: Mail): void;
  /** Resolves when every queued mail has been sent or has failed (graceful stop, tests). */
  idle(): Promise<void>;
  /** Whether mails go to the outbox table. */
  readonly usesOutbox: boolean;
};

export function createMailer({
  db,
  settings,
  logger,
  now = Date.now,
}: {
  db: Db;
  settings: MailSettings;
  logger: Logger;
  now?: () => number;
}): Mailer {
  const transport =
    settings.kind === 'smtp'
      ? typeof settings.transport === 'string'
        ? (nodemailer.createTransport(settings.transport) as MailTransport)
        : settings.transport
      : null;
  const pending = new Set<Promise<void>>();

  // The log line names the recipient and the subject only: the body holds a link that signs in.
  async function sendMail(mail: Mail): Promise<void> {
    if (settings.kind === 'smtp' && transport) {
      await transport.sendMail({ from: settings.from, ...mail });
      logger.info({ msg: 'mail sent', to: mail.to, subject: mail.subject, via: 'smtp' });
      return;
    }
    await db.insert(outbox).values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      sentAt: new Date(now()),
    });
    logger.info({ msg: 'mail kept in the outbox', to: mail.to, subject: mail.subject });
  }

  return {
    sendMail,
    queueMail(mail) {
      const sending = sendMail(mail)
        .catch((error: unknown) => {
          logger.error({
            msg: 'mail failed',
            to: mail.to,
            subject: mail.subject,
            error: error instanceof Error ? error.message : String(error),
          });
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    usesOutbox: settings.kind === 'outbox',
  };
}

/** The outbox, newest first. */
export async function readOutbox(db: Db, limit = 100): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.sentAt), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: row.sentAt.toISOString(),
  }));
}
