import type { OutboxMail, Page } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/index.ts';
import type { Clock } from '../lib/clock.ts';
import './tables.ts';
import { pageOf } from '../db/paging.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the email (a statement's PDF); the dev outbox keeps their names only. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  /** Sends without making the caller wait; a failure is logged (without the text). */
  sendInBackground(mail: Mail): void;
  /**
   * How the app's own emails go: over SMTP in the background (an answer never waits for the mail
   * server, nor tells by its time whether an address has an account); into the dev outbox at once,
   * so that the row is there when the call answers (tests and the back office read it).
   */
  deliver(mail: Mail): Promise<void>;
  /** The dev outbox, newest first (empty when SMTP is used). */
  outbox(query: { to?: string | undefined; pageNum: number; pageSize: number }): Promise<Page<OutboxMail>>;
}

/** The outbox's text: the email's, then the names of its attachments. */
const withAttachmentNames = (mail: Mail) => (mail.attachments?.length ? `${mail.text}\n\n${mail.attachments.map((a) => `[${a.filename}]`).join(' ')}` : mail.text);

export const MAIL_FROM = 'Bolsa MX <no-reply@bolsa.mx>';

/**
 * Email: SMTP (nodemailer) when SMTP_URL is set; otherwise a dev outbox table that the
 * server log and the back office show, so every flow works on one machine.
 */
export function createMailer(options: { smtpUrl: string | undefined; db: Db; clock: Clock; log: FastifyBaseLogger }): Mailer {
  const { db, clock, log } = options;
  const outbox: Mailer['outbox'] = async ({ to, pageNum, pageSize }) => {
    let query = db.selectFrom('mail_outbox');
    if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
    return pageOf(query, (q) => q.selectAll().orderBy('id', 'desc'), { pageNum, pageSize }, (rows) =>
      rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, text: row.body_text, createdAt: row.created_at.getTime() })),
    );
  };

  const inBackground = (send: Mailer['send']) => (mail: Mail) => {
    send(mail).catch((err: unknown) => log.error({ err, to: mail.to }, 'email not sent'));
  };
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const send: Mailer['send'] = async (mail) => {
      await transport.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.attachments ? { attachments: mail.attachments } : {}) });
    };
    const sendInBackground = inBackground(send);
    return { kind: 'smtp', send, sendInBackground, deliver: async (mail) => sendInBackground(mail), outbox };
  }
  const send: Mailer['send'] = async (mail) => {
    const row = await db
      .insertInto('mail_outbox')
      .values({ to_address: mail.to, subject: mail.subject, body_text: withAttachmentNames(mail), created_at: new Date(clock.now()) })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Not the subject or text: they carry verification and password-reset codes, which
    // must not sit in the log. The back office's dev outbox shows the email.
    log.info({ to: mail.to, outboxId: row.id }, 'dev outbox: email kept, not sent (SMTP_URL is not set); read it in the back office');
  };
  return { kind: 'outbox', send, sendInBackground: inBackground(send), deliver: send, outbox };
}
