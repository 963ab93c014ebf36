import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import { SECRET_LOCK_MINUTES, SECRET_MAX_FAILURES, type ErrorCode, type LocalizedText } from '@app/contracts';
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * argon2id for passwords and transaction passwords: the library's default algorithm and
 * parameters (19 MiB, 2 passes, one lane: the OWASP recommendation), written out so that a
 * test pins them. Its Algorithm enum is an ambient const enum that verbatimModuleSyntax
 * cannot import; a test checks the "$argon2id$" prefix.
 */
export const ARGON2_PARAMETERS = Object.freeze({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/**
 * The test suite's profile (BOLSA_ARGON2=cheap, set by vitest.config.ts): 1 MiB and one pass,
 * a tenth of the time. Hashes record their parameters, so verifying still works either way.
 * Refused unless vitest runs the process, and always with NODE_ENV=production: a real server
 * never stores weak hashes.
 */
export const ARGON2_TEST_PARAMETERS = Object.freeze({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

export function argon2Parameters(env: Record<string, string | undefined>): Readonly<{ memoryCost: number; timeCost: number; parallelism: number }> {
  const profile = env.BOLSA_ARGON2;
  if (!profile) return ARGON2_PARAMETERS;
  if (profile !== 'cheap') throw new Error(`BOLSA_ARGON2=${profile}: the only profile is "cheap", for tests`);
  if (env.NODE_ENV === 'production' || !env.VITEST) throw new Error('BOLSA_ARGON2=cheap is for the test suite only (vitest, never NODE_ENV=production)');
  return ARGON2_TEST_PARAMETERS;
}

const parameters = argon2Parameters(process.env);

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, parameters);
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
  wrongCode: ErrorCode;
}

/** Ties each request's address to the work it does (set per request by the accounts module). */
export const requestAddress = new AsyncLocalStorage<{ ip: string }>();

/**
 * Consecutive failures of one secret (a login, a transaction password). Five in a row
 * lock it for 15 minutes. `attempt` makes the count and the lock one atomic step in the
 * database, whatever the number of tries in flight at once:
 *
 * 1. Before verifying, one upsert takes a ticket: it counts the try as a failure in advance
 *    (`failures + 1`, its ticket number n). A try while locked is refused without being
 *    verified; so is a try that finds five already counted (in flight or failed), and that
 *    one sets the lock. At most five tries are ever verified per lock period.
 * 2. A wrong secret keeps its count; when five are counted, the lock is set.
 * 3. A right secret takes back its own ticket and the n - 1 counted before it (the
 *    failures "before" it in ticket order), never the ones after it, and never lifts an
 *    active lock: a secret locked by then refuses even the right one.
 */
export class SecretGuard {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * One try of a secret: `verify` says whether it is right. Throws the wrong error (tries
   * left) or the locked one; `onLocked` hears the moment this try locked the secret.
   */
  async attempt(key: string, texts: LockTexts, verify: () => Promise<boolean>, onLocked?: (until: number) => void | Promise<void>): Promise<void> {
    const now = new Date(this.clock.now());
    const lockUntil = new Date(this.clock.now() + SECRET_LOCK_MINUTES * 60_000);
    const active = sql<boolean>`(s.locked_until is not null and s.locked_until > ${now}::timestamptz)`;
    const expired = sql<boolean>`(s.locked_until is not null and s.locked_until <= ${now}::timestamptz)`;
    const ticket = await sql<{ failures: number; locked_until: Date | null }>`
      insert into secret_failures as s (key, failures, locked_until, updated_at)
      values (${key}, 1, null, ${now}::timestamptz)
      on conflict (key) do update set
        failures = case when ${active} then s.failures when ${expired} then 1 when s.failures >= ${SECRET_MAX_FAILURES} then s.failures else s.failures + 1 end,
        locked_until = case when ${active} then s.locked_until when ${expired} then null when s.failures >= ${SECRET_MAX_FAILURES} then ${lockUntil}::timestamptz else null end,
        updated_at = ${now}::timestamptz
      returning failures, locked_until`.execute(this.db);
    const taken = ticket.rows[0]!;
    if (taken.locked_until && taken.locked_until.getTime() > now.getTime()) {
      if (taken.locked_until.getTime() === lockUntil.getTime()) await onLocked?.(lockUntil.getTime());
      throw this.lockedError(taken.locked_until.getTime(), texts);
    }
    const n = Number(taken.failures);
    let right: boolean;
    try {
      right = await verify();
    } catch (error) {
      // Not a try after all (the check itself failed): give the ticket back.
      await sql`update secret_failures set failures = greatest(failures - 1, 0) where key = ${key}`.execute(this.db);
      throw error;
    }
    if (right) {
      const settled = await sql<{ locked_until: Date | null }>`
        update secret_failures as s set
          failures = case when ${active} then s.failures else greatest(s.failures - ${n}, 0) end,
          updated_at = ${now}::timestamptz
        where key = ${key}
        returning locked_until`.execute(this.db);
      const until = settled.rows[0]?.locked_until?.getTime();
      if (until !== undefined && until > now.getTime()) throw this.lockedError(until, texts);
      return;
    }
    const counted = await sql<{ failures: number; locked_until: Date | null }>`
      update secret_failures as s set
        locked_until = case when ${active} then s.locked_until when s.failures >= ${SECRET_MAX_FAILURES} then ${lockUntil}::timestamptz else s.locked_until end,
        updated_at = ${now}::timestamptz
      where key = ${key}
      returning failures, locked_until`.execute(this.db);
    const row = counted.rows[0];
    const until = row?.locked_until?.getTime();
    if (until !== undefined && until > now.getTime()) {
      if (until === lockUntil.getTime()) await onLocked?.(until);
      throw this.lockedError(until, texts);
    }
    const left = Math.max(1, SECRET_MAX_FAILURES - Number(row?.failures ?? 1));
    throw new AppError(texts.wrongCode, texts.wrong, { left });
  }

  /** The end of an active lock (ms), if any. */
  async lockedUntil(key: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('secret_failures').select(['locked_until']).where('key', '=', key).executeTakeFirst();
    const until = row?.locked_until?.getTime();
    return until !== undefined && until > this.clock.now() ? until : undefined;
  }

  /** Throws the locked error while the secret is locked. */
  async assertUnlocked(key: string, texts: LockTexts): Promise<void> {
    const until = await this.lockedUntil(key);
    if (until !== undefined) throw this.lockedError(until, texts);
  }

  /**
   * Counts a failure and throws the matching error (wrong with tries left, or locked).
   * For callers that check the lock and verify themselves; `attempt` is the atomic form.
   */
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
    throw new AppError(texts.wrongCode, texts.wrong, { left: SECRET_MAX_FAILURES - failures });
  }

  /** Forgets the count and any lock (only after the owner proved who they are another way, e.g. an email code). */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('secret_failures').where('key', '=', key).execute();
  }

  private lockedError(until: number, texts: LockTexts): AppError {
    const minutes = Math.max(1, Math.ceil((until - this.clock.now()) / 60_000));
    return new AppError('SECRET_LOCKED', texts.locked, { minutes });
  }
}

export interface ThrottleLimit {
  /** Checks allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in the database (secret_throttle), so that every server process
 * shares them: `hit` counts one check under each key and throws 429 once a key is over its
 * limit. Used for the checks of stored secrets (argon2 each), per user and per address.
 * `refuseOver` and `count` split the two steps, for a limit that counts only failures.
 */
export class SecretThrottle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async hit(keys: Array<{ key: string; limit: ThrottleLimit }>, text: LocalizedText): Promise<void> {
    const now = this.clock.now();
    for (const { key, limit } of keys) {
      const row = await this.increment(key, limit, now);
      if (Number(row.hits) > limit.max) throw this.throttled(row.window_ends, now, text);
    }
  }

  /** Throws 429 while a key has its window's `max` already counted (counts nothing). */
  async refuseOver(keys: Array<{ key: string; limit: ThrottleLimit }>, text: LocalizedText): Promise<void> {
    const now = this.clock.now();
    for (const { key, limit } of keys) {
      const row = await this.db.selectFrom('secret_throttle').select(['hits', 'window_ends']).where('key', '=', key).executeTakeFirst();
      if (row && row.window_ends.getTime() > now && Number(row.hits) >= limit.max) throw this.throttled(row.window_ends, now, text);
    }
  }

  /** Counts one under each key (never throws for the limit: the caller refuses the next one). */
  async count(keys: Array<{ key: string; limit: ThrottleLimit }>): Promise<void> {
    const now = this.clock.now();
    for (const { key, limit } of keys) await this.increment(key, limit, now);
  }

  private async increment(key: string, limit: ThrottleLimit, now: number): Promise<{ hits: number; window_ends: Date }> {
    const nowDate = new Date(now);
    const ends = new Date(now + limit.windowMs);
    const result = await sql<{ hits: number; window_ends: Date }>`
      insert into secret_throttle as t (key, hits, window_ends)
      values (${key}, 1, ${ends}::timestamptz)
      on conflict (key) do update set
        hits = case when t.window_ends <= ${nowDate}::timestamptz then 1 else t.hits + 1 end,
        window_ends = case when t.window_ends <= ${nowDate}::timestamptz then ${ends}::timestamptz else t.window_ends end
      returning hits, window_ends`.execute(this.db);
    return result.rows[0]!;
  }

  private throttled(windowEnds: Date, now: number, text: LocalizedText): AppError {
    const seconds = Math.max(1, Math.ceil((windowEnds.getTime() - now) / 1000));
    return new AppError('RATE_LIMITED', text, { seconds });
  }
}

/** Throttle windows and secret counts are kept this long after they last mattered. */
const SECRET_ROWS_KEEP_MS = 24 * 3600_000;

/**
 * Deletes up to `max` rows that no longer matter: throttle windows over for a day, and
 * failure counts untouched for a day whose lock (if any) is over. Answers how many went.
 */
export async function sweepSecrets(db: Db, now: number, max: number): Promise<number> {
  const before = new Date(now - SECRET_ROWS_KEEP_MS);
  const nowDate = new Date(now);
  const throttle = await sql`
    delete from secret_throttle where key in (select key from secret_throttle where window_ends < ${before}::timestamptz limit ${max})`.execute(db);
  const failures = await sql`
    delete from secret_failures where key in (
      select key from secret_failures
      where updated_at < ${before}::timestamptz and (locked_until is null or locked_until < ${nowDate}::timestamptz)
      limit ${max})`.execute(db);
  return Number(throttle.numAffectedRows ?? 0n) + Number(failures.numAffectedRows ?? 0n);
}
