import crypto from 'node:crypto';
import { EMAIL_CODE_MAX_TRIES, EMAIL_CODE_TTL_SECONDS, type ErrorCode, type Locale } from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/errors.ts';
import { defineTexts, render } from '../../i18n/text.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../mail/index.ts';
import { t } from './messages.ts';
import { sha256 } from './secrets.ts';

export type CodePurpose = 'register' | 'resetPassword';

/** One code per address every 60 s, at most 10 an hour. */
export const CODE_RESEND_SECONDS = 60;
export const CODE_HOURLY_LIMIT = 10;

const codeTexts = defineTexts({
  requestNew: {
    es: 'No hay un código de verificación vigente para este correo; solicita uno nuevo',
    en: 'There is no valid verification code for this email; request a new one',
    zh: '该邮箱没有有效的验证码，请重新获取',
  },
});

const codeHash = (email: string, purpose: CodePurpose, code: string) => sha256(`${purpose}:${email.toLowerCase()}:${code}`);
const codeError = (error: ErrorCode, text: (typeof t)[keyof typeof t], params = {}) =>
  new AppError(error, text, params, { field: 'code' });

/**
 * Email verification codes: 6 digits, valid 10 minutes, single use, 5 tries. Only the
 * hash is stored. Asking for a new code retires the previous one.
 */
export class EmailCodes {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
  ) {}

  /**
   * Issues a code. `deliver` false still records it (same answer, same cool-down), but
   * sends nothing: used for a password reset of an address without an account.
   */
  async issue(email: string, purpose: CodePurpose, locale: Locale, deliver = true): Promise<{ expiresIn: number; resendIn: number }> {
    const now = this.clock.now();
    const recent = await this.db
      .selectFrom('email_codes')
      .select(['created_at'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('created_at', '>', new Date(now - 3600_000))
      .orderBy('id', 'desc')
      .execute();
    const last = recent[0]?.created_at.getTime();
    if (last !== undefined && now - last < CODE_RESEND_SECONDS * 1000) {
      const seconds = Math.ceil((CODE_RESEND_SECONDS * 1000 - (now - last)) / 1000);
      throw new AppError('EMAIL_CODE_COOLDOWN', t.codeCooldown, { seconds });
    }
    if (recent.length >= CODE_HOURLY_LIMIT) throw new AppError('EMAIL_CODE_COOLDOWN', t.codeHourlyLimit);

    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('email_codes')
        .set({ expires_at: new Date(now) })
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date(now))
        .execute();
      await trx
        .insertInto('email_codes')
        .values({
          email,
          purpose,
          code_hash: codeHash(email, purpose, code),
          created_at: new Date(now),
          expires_at: new Date(now + EMAIL_CODE_TTL_SECONDS * 1000),
          used_at: null,
        })
        .execute();
    });
    if (deliver) {
      const mail = { to: email, subject: render(t.codeMailSubject, locale, { code }), text: render(t.codeMailBody, locale, { code }) };
      // Over SMTP the answer does not wait for the mail server: a reset asked for an address
      // without an account sends nothing, so waiting would tell the two apart by time.
      await this.mailer.deliver(mail);
    }
    return { expiresIn: EMAIL_CODE_TTL_SECONDS, resendIn: CODE_RESEND_SECONDS };
  }

  /** Checks and consumes the latest code of the address; every wrong try counts. */
  async consume(email: string, purpose: CodePurpose, code: string): Promise<void> {
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('email_codes')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    // Never requested and already used answer alike: "used" would tell that a registration
    // (or a reset) went through, i.e. that the address has an account.
    if (!row || row.used_at) throw codeError('EMAIL_CODE_INVALID', codeTexts.requestNew);
    if (row.expires_at.getTime() <= now) throw codeError('EMAIL_CODE_INVALID', t.codeExpired);
    if (row.attempts >= EMAIL_CODE_MAX_TRIES) throw codeError('EMAIL_CODE_TOO_MANY_TRIES', t.codeTooManyTries);

    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(codeHash(email, purpose, code), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) {
      const updated = await sql<{ attempts: number }>`
        update email_codes set attempts = attempts + 1 where id = ${row.id} returning attempts`.execute(this.db);
      const attempts = Number(updated.rows[0]?.attempts ?? EMAIL_CODE_MAX_TRIES);
      if (attempts >= EMAIL_CODE_MAX_TRIES) throw codeError('EMAIL_CODE_TOO_MANY_TRIES', t.codeTooManyTries);
      throw codeError('EMAIL_CODE_INVALID', t.codeWrong, { left: EMAIL_CODE_MAX_TRIES - attempts });
    }
    // Single use, even under concurrent tries: only one update can take it.
    const taken = await this.db
      .updateTable('email_codes')
      .set({ used_at: new Date(now) })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', EMAIL_CODE_MAX_TRIES)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw codeError('EMAIL_CODE_INVALID', t.codeUsed);
  }
}
