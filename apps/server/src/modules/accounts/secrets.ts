import crypto from 'node:crypto';
import { SECRET_LOCK_MINUTES, SECRET_MAX_FAILURES, type LocalizedText } from '@app/contracts';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';


/**
 * argon2id for passwords and transaction passwords: the library's default algorithm and
 * parameters (19 MiB, 2 passes, the OWASP recommendation). Its Algorithm enum is an
 * ambient const enum that verbatimModuleSyntax cannot import; a test checks the
 * "$argon2id$" prefix.
 */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Checks a password against a throw-away hash, so that an unknown username costs the
 * same time as a known one and the two cannot be told apart by timing.
 */
export async function burnVerify(secret: string): Promise<void> {
  dummyHash ??= hashSecret(crypto.randomBytes(16).toString('hex'));
  await verifySecret(await dummyHash, secret);
}

export const sha256 = (value: string): string => crypto.createHash('sha256').update(value).digest('hex');

export interface LockTexts {
  wrong: LocalizedText; // with {left}
  locked: LocalizedText; // with {minutes}
  wrongCode: string;
  wrongStatus?: number;
}

/**
 * Consecutive failures of one secret (a login, a transaction password). Five in a row
 * lock it for 15 minutes; a success clears the count. Counting is one atomic upsert, so
 * parallel wrong guesses cannot slip past the limit.
 */
export class SecretGuard {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Throws the locked error while the secret is locked. */
  async assertUnlocked(key: string, texts: LockTexts): Promise<void> {
    const row = await this.db.selectFrom('secret_failures').select(['locked_until']).where('key', '=', key).executeTakeFirst();
    const until = row?.locked_until?.getTime();
    if (until !== undefined && until > this.clock.now()) throw this.lockedError(until, texts);
  }

  /** Counts a failure and throws the matching error (wrong with tries left, or locked). */
  async fail(key: string, texts: LockTexts): Promise<never> {
    const now = new Date(this.clock.now());
    const lockUntil = new Date(this.clock.now() + SECRET_LOCK_MINUTES * 60_000);
    // After an expired lock the count starts again from one.
    const count = sql<number>`case when s.locked_until is not null and s.locked_until <= ${now} then 1 else s.failures + 1 end`;
    const result = await sql<{ failures: number; locked_until: Date | null }>`
      insert into secret_failures as s (key, failures, locked_until, updated_at)
      values (${key}, 1, null, ${now})
      on conflict (key) do update set
        failures = ${count},
        locked_until = case when ${count} >= ${SECRET_MAX_FAILURES} then ${lockUntil}::timestamptz else null end,
        updated_at = ${now}
      returning failures, locked_until`.execute(this.db);
    const row = result.rows[0];
    const failures = Number(row?.failures ?? 1);
    if (failures >= SECRET_MAX_FAILURES) throw this.lockedError(lockUntil.getTime(), texts);
    throw new AppError(texts.wrongCode, texts.wrong, { left: SECRET_MAX_FAILURES - failures }, { status: texts.wrongStatus ?? 400 });
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('secret_failures').where('key', '=', key).execute();
  }

  private lockedError(until: number, texts: LockTexts): AppError {
    const minutes = Math.max(1, Math.ceil((until - this.clock.now()) / 60_000));
    return new AppError('SECRET_LOCKED', texts.locked, { minutes }, { status: 429 });
  }
}
