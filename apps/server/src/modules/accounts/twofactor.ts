import crypto from 'node:crypto';
import { TWO_FACTOR_CHALLENGE_TTL_SECONDS, type TwoFactorSetup, type TwoFactorStatus } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { deviceHash, type DeviceStore } from './devices.ts';
import { requestAddress, sha256, verifySecret, type LockTexts, type SecretGuard, type SecretThrottle, type ThrottleLimit } from './secrets.ts';
import { openTotpSecret, sealTotpSecret } from './totp-box.ts';
import { matchTotp, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, recoveryCodeHash, totpUri, TOTP_ISSUER } from './totp.ts';
import { tf } from './twofactor-messages.ts';

/**
 * Checks of second-factor codes allowed per user and per address in a minute, on every
 * process together (secret_throttle), before the 5-in-a-row lock of SecretGuard: the same
 * two layers as the transaction password (issue 13). Per user every check counts; per
 * address only the wrong ones (guesses, and tries refused by a lock), since one address may
 * carry many investors (a carrier's shared NAT, an office) whose right codes must pass.
 */
export const TWO_FACTOR_THROTTLE: { perUser: ThrottleLimit; perAddress: ThrottleLimit } = {
  perUser: { max: 20, windowMs: 60_000 },
  perAddress: { max: 60, windowMs: 60_000 },
};

const CODE_TEXTS: LockTexts = { wrong: tf.codeWrong, locked: tf.locked, wrongCode: 'TWO_FACTOR_CODE_WRONG' };
const PASSWORD_TEXTS: LockTexts = { wrong: tf.passwordWrong, locked: tf.passwordLocked, wrongCode: 'OLD_PASSWORD_WRONG' };

/** A second factor as sent: a code of the app or a recovery code. */
export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/** Where a login comes from: the app's device id and the request's user agent name. */
export interface LoginDevice {
  deviceId?: string | undefined;
  name: string;
}

/**
 * Two-factor sign-in (TOTP, RFC 6238) and its recovery codes. The secret is checked with
 * the wall clock: an authenticator app lives in real time even when the server's clock
 * is shifted for the simulation (CLOCK_START); tests pin it with their ManualClock.
 */
export class TwoFactorService {
  private readonly wall: Clock;

  constructor(
    private readonly ctx: AppContext,
    private readonly guard: SecretGuard,
    private readonly throttle: SecretThrottle,
    readonly devices: DeviceStore,
  ) {
    this.wall = ctx.config.clockStart !== undefined ? systemClock : ctx.clock;
  }

  private get db() {
    return this.ctx.db;
  }

  /** The base32 secret of a stored row (sealed with TOTP_ENCRYPTION_KEY; see totp-box.ts). */
  private open(userId: number, stored: string): string {
    return openTotpSecret(this.ctx.config.totpEncryptionKey, userId, stored);
  }

  async isEnabled(userId: number): Promise<boolean> {
    const row = await this.db.selectFrom('two_factor_secrets').select(['enabled_at']).where('user_id', '=', userId).executeTakeFirst();
    return !!row?.enabled_at;
  }

  async status(userId: number): Promise<TwoFactorStatus> {
    const row = await this.db.selectFrom('two_factor_secrets').select(['enabled_at']).where('user_id', '=', userId).executeTakeFirst();
    if (!row?.enabled_at) return { enabled: false, recoveryCodesLeft: 0 };
    const left = await this.db
      .selectFrom('two_factor_recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return { enabled: true, enabledAt: row.enabled_at.getTime(), recoveryCodesLeft: Number(left.n) };
  }

  /** A new pending secret (replacing an unconfirmed one); refused while two-factor is on. */
  async setup(userId: number, account: string): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    const now = new Date(this.ctx.clock.now());
    const result = await sql<{ user_id: number }>`
      insert into two_factor_secrets as s (user_id, secret, created_at, enabled_at, last_step)
      values (${userId}, ${sealTotpSecret(this.ctx.config.totpEncryptionKey, userId, secret)}, ${now}::timestamptz, null, null)
      on conflict (user_id) do update set secret = excluded.secret, created_at = excluded.created_at, last_step = null
        where s.enabled_at is null
      returning user_id`.execute(this.db);
    if (result.rows.length === 0) throw new AppError('TWO_FACTOR_ALREADY_ENABLED', tf.alreadyEnabled);
    return { secret, uri: totpUri(secret, account), issuer: TOTP_ISSUER, account, digits: 6, period: 30 };
  }

  /**
   * Confirms the pending secret with its first code: two-factor is on from this moment,
   * ten recovery codes are answered (only their hashes stay) and the caller's device is trusted.
   */
  async enable(userId: number, sessionId: string, code: string): Promise<string[]> {
    const row = await this.db.selectFrom('two_factor_secrets').select(['secret', 'enabled_at']).where('user_id', '=', userId).executeTakeFirst();
    if (row?.enabled_at) throw new AppError('TWO_FACTOR_ALREADY_ENABLED', tf.alreadyEnabled);
    if (!row) throw new AppError('TWO_FACTOR_SETUP_MISSING', tf.setupMissing);
    if (!code.trim()) throw new AppError('TWO_FACTOR_CODE_REQUIRED', tf.codeRequired, {}, { field: 'code' });
    const codes = newRecoveryCodes();
    await this.checked(userId, async () => {
      const step = matchTotp(this.open(userId, row.secret), code, this.wall.now());
      if (step === undefined) return false;
      // The same secret, still pending, and this step: one statement, so a second
      // confirmation (or a replay) finds it enabled and fails.
      return this.db.transaction().execute(async (trx) => {
        const taken = await sql<{ user_id: number }>`
          update two_factor_secrets set enabled_at = ${new Date(this.ctx.clock.now())}::timestamptz, last_step = ${step}
          where user_id = ${userId} and secret = ${row.secret} and enabled_at is null
          returning user_id`.execute(trx);
        if (taken.rows.length === 0) throw new AppError('TWO_FACTOR_ALREADY_ENABLED', tf.alreadyEnabled);
        await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('two_factor_recovery_codes')
          .values(codes.map((c) => ({ user_id: userId, code_hash: recoveryCodeHash(userId, c), used_at: null })))
          .execute();
        return true;
      });
    });
    await this.devices.clearTrust(userId);
    await this.devices.trustSessionDevice(sessionId);
    return codes;
  }

  /** Turns two-factor off: the login password, then a code or a recovery code. */
  async disable(userId: number, password: string, factor: SecondFactor): Promise<void> {
    if (!(await this.isEnabled(userId))) throw new AppError('TWO_FACTOR_NOT_ENABLED', tf.notEnabled);
    const user = await this.db.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
    await this.guard.attempt(`login:u:${userId}`, PASSWORD_TEXTS, () => verifySecret(user.password_hash, password));
    await this.verify(userId, factor, true);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('two_factor_secrets').where('user_id', '=', userId).execute();
    });
    await this.devices.clearTrust(userId);
  }

  /**
   * New recovery codes for the ten (or fewer) left: proven by a code of the app or the login
   * password. The old codes are deleted in the same transaction as the new ones are written,
   * so they stop working at once; the user's secret row is locked first, so two regenerations
   * at once leave one set of ten (the later one's), never twenty.
   */
  async regenerateRecoveryCodes(userId: number, proof: { code?: string | undefined; password?: string | undefined }): Promise<string[]> {
    if (!(await this.isEnabled(userId))) throw new AppError('TWO_FACTOR_NOT_ENABLED', tf.notEnabled);
    if (proof.code?.trim()) {
      await this.verify(userId, { code: proof.code }, false);
    } else if (proof.password) {
      const user = await this.db.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
      const password = proof.password;
      const address = this.addressLimit();
      await this.throttled(userId, address);
      await this.guessed(address, PASSWORD_TEXTS, () => this.guard.attempt(`login:u:${userId}`, PASSWORD_TEXTS, () => verifySecret(user.password_hash, password)));
    } else {
      throw new AppError('TWO_FACTOR_CODE_REQUIRED', tf.codeOrPassword, {}, { field: 'code' });
    }
    const codes = newRecoveryCodes();
    await this.db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('two_factor_secrets').select(['user_id']).where('user_id', '=', userId).where('enabled_at', 'is not', null).forUpdate().executeTakeFirst();
      if (!locked) throw new AppError('TWO_FACTOR_NOT_ENABLED', tf.notEnabled);
      await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('two_factor_recovery_codes')
        .values(codes.map((c) => ({ user_id: userId, code_hash: recoveryCodeHash(userId, c), used_at: null })))
        .execute();
    });
    return codes;
  }

  /** For a withdrawal (and other money calls): a code of the app when two-factor is on. */
  async requireCode(userId: number, code: string | undefined, field = 'totp'): Promise<void> {
    if (!(await this.isEnabled(userId))) return;
    if (!code?.trim()) throw new AppError('TWO_FACTOR_CODE_REQUIRED', tf.codeRequired, {}, { field });
    await this.verify(userId, { code }, false);
  }

  // ---- login ---------------------------------------------------------------------------

  /**
   * After the password: whether this device may sign in now. With two-factor off, or on a
   * trusted device, answers the device's id for the session; otherwise a challenge is kept
   * and TWO_FACTOR_REQUIRED thrown with it.
   */
  async admit(userId: number, device: LoginDevice, ip: string | undefined): Promise<number> {
    const hash = deviceHash(device.deviceId, crypto.randomUUID());
    if (!(await this.isEnabled(userId)) || (device.deviceId && (await this.devices.isTrusted(userId, hash)))) {
      return this.devices.remember(userId, hash, device.name, false);
    }
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db
      .insertInto('two_factor_challenges')
      .values({
        token_hash: sha256(token),
        user_id: userId,
        device_hash: hash,
        device_name: device.name,
        ip: ip ?? null,
        expires_at: new Date(this.ctx.clock.now() + TWO_FACTOR_CHALLENGE_TTL_SECONDS * 1000),
        used_at: null,
      })
      .execute();
    // Old challenges go as new ones come (bounded: a handful per call).
    await sql`delete from two_factor_challenges where token_hash in (
      select token_hash from two_factor_challenges where expires_at < ${new Date(this.ctx.clock.now() - 3600_000)}::timestamptz limit 20)`.execute(this.db);
    throw new AppError('TWO_FACTOR_REQUIRED', tf.required, {}, { challenge: token });
  }

  /**
   * The second step: a live challenge and a right code (or recovery code). The challenge
   * is used once; its device becomes trusted. Answers the user and the device's id.
   */
  async complete(challenge: string, factor: SecondFactor): Promise<{ userId: number; deviceId: number }> {
    const hash = sha256(challenge);
    const row = await this.db.selectFrom('two_factor_challenges').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    if (!row || row.used_at || row.expires_at.getTime() <= this.ctx.clock.now()) {
      throw new AppError('TWO_FACTOR_CHALLENGE_INVALID', tf.challengeInvalid);
    }
    await this.verify(row.user_id, factor, true);
    const used = await this.db
      .updateTable('two_factor_challenges')
      .set({ used_at: new Date(this.ctx.clock.now()) })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .returning(['user_id'])
      .executeTakeFirst();
    if (!used) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID', tf.challengeInvalid);
    const deviceId = await this.devices.remember(row.user_id, row.device_hash, row.device_name, true);
    return { userId: row.user_id, deviceId };
  }

  // ---- checking a code -------------------------------------------------------------------

  /**
   * One check of a second factor: throttled per user and per address, then one try of the
   * 5-in-a-row lock. A code is taken only for a step after the last one taken (atomic), a
   * recovery code only while unused (atomic): replays and parallel uses fail.
   */
  private async verify(userId: number, factor: SecondFactor, allowRecovery: boolean): Promise<void> {
    const code = factor.code?.trim();
    const recovery = allowRecovery ? factor.recoveryCode?.trim() : undefined;
    if (!code && !recovery) throw new AppError('TWO_FACTOR_CODE_REQUIRED', tf.codeRequired, {}, { field: 'code' });
    const row = await this.db.selectFrom('two_factor_secrets').select(['secret', 'enabled_at']).where('user_id', '=', userId).executeTakeFirst();
    if (!row?.enabled_at) throw new AppError('TWO_FACTOR_NOT_ENABLED', tf.notEnabled);
    await this.checked(userId, async () => {
      if (code) {
        const step = matchTotp(this.open(userId, row.secret), code, this.wall.now());
        if (step === undefined) return false;
        const taken = await sql<{ user_id: number }>`
          update two_factor_secrets set last_step = ${step}
          where user_id = ${userId} and enabled_at is not null and (last_step is null or last_step < ${step})
          returning user_id`.execute(this.db);
        if (taken.rows.length === 0) throw new AppError('TWO_FACTOR_CODE_USED', tf.codeUsed, {}, { field: 'code' });
        return true;
      }
      if (normalizeRecoveryCode(recovery!).length !== 10) return false;
      const used = await this.db
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: new Date(this.ctx.clock.now()) })
        .where('user_id', '=', userId)
        .where('code_hash', '=', recoveryCodeHash(userId, recovery!))
        .where('used_at', 'is', null)
        .returning(['id'])
        .executeTakeFirst();
      return used !== undefined;
    });
  }

  /** The throttle and the lock around one check (`check` answers whether it was right). */
  private async checked(userId: number, check: () => Promise<boolean>): Promise<void> {
    const address = this.addressLimit();
    await this.throttled(userId, address);
    await this.guessed(address, CODE_TEXTS, () => this.guard.attempt(`2fa:${userId}`, CODE_TEXTS, check));
  }

  /** The request address's count of wrong second-factor tries (none outside a request). */
  private addressLimit(): Array<{ key: string; limit: ThrottleLimit }> {
    const ip = requestAddress.getStore()?.ip;
    return ip ? [{ key: `2fa:a:${ip}`, limit: TWO_FACTOR_THROTTLE.perAddress }] : [];
  }

  /** One hit of the user's count of checks, then 429 if the address has its minute's wrong tries (TWO_FACTOR_THROTTLE). */
  private async throttled(userId: number, address = this.addressLimit()): Promise<void> {
    await this.throttle.hit([{ key: `2fa:u:${userId}`, limit: TWO_FACTOR_THROTTLE.perUser }], tf.throttled);
    await this.throttle.refuseOver(address, tf.throttled);
  }

  /** Runs one attempt; a wrong answer or a lock's refusal counts against the address. */
  private async guessed(address: Array<{ key: string; limit: ThrottleLimit }>, texts: LockTexts, attempt: () => Promise<void>): Promise<void> {
    try {
      await attempt();
    } catch (error) {
      if (error instanceof AppError && (error.error === texts.wrongCode || error.error === 'SECRET_LOCKED')) await this.throttle.count(address);
      throw error;
    }
  }
}
