import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date (from ctx.clock) and read back as Date. */
type Timestamp = ColumnType<Date, Date, Date>;

/** Mails kept instead of sent when SMTP_URL is not set (0002_mail_outbox). */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Timestamp;
}

declare module '../db/schema.ts' {
  interface DB {
    mail_outbox: MailOutboxTable;
  }
}
