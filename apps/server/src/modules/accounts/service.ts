import crypto from 'node:crypto';
import {
  AccountType,
  type CompanyRegistration,
  type IndividualRegistration,
  type Locale,
  type Session,
  type UserInfo,
} from '@app/contracts';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../context.ts';
import { AppError, errors } from '../../http/errors.ts';
import type { Mailer } from '../../mail/index.ts';
import { EmailCodes, type CodePurpose } from './codes.ts';
import { t } from './messages.ts';
import {
  checkAgreement,
  checkCorporateData,
  checkCorporatePassword,
  checkCorporateUserId,
  checkEmail,
  checkEmailCodeFormat,
  checkPassword,
  checkPasswordsMatch,
  checkPayPassword,
  checkUsername,
} from './rules.ts';
import { burnVerify, hashSecret, requestAddress, SecretGuard, SecretThrottle, sha256, verifySecret, type LockTexts, type ThrottleLimit } from './secrets.ts';
import { SessionStore } from './sessions.ts';
import { DeviceStore, deviceHash } from './devices.ts';
import { deviceNameFrom } from './totp.ts';
import { TwoFactorService, type LoginDevice } from './twofactor.ts';
import type { UsersTable } from './tables.ts';
import { PayPasswordMemory, type PayPasswords } from './pay-passwords.ts';
import { isUniqueViolation } from '../../db/errors.ts';

/** The user's customer-chat link; the chat itself (issue 7) opens from this route. */
export const CHAT_LINK = '/#/pages/webview/index?chat=1';

export type UserRow = Selectable<UsersTable>;

/** What other modules may know about a user. */
export interface AccountUser {
  id: number;
  username: string;
  email: string;
  accountType: 2 | 4;
  kycStatus: 'none' | 'pending' | 'verified' | 'failed';
  realName: string | undefined;
  invitationCode: string;
  invitedBy: number | undefined;
  payPasswordSet: boolean;
  frozen: boolean;
  createdAt: number;
}

const LOGIN_TEXTS: LockTexts = { wrong: t.loginFailed, locked: t.loginLocked, wrongCode: 'LOGIN_FAILED' };
const OLD_PASSWORD_TEXTS: LockTexts = { wrong: t.oldPasswordWrong, locked: t.loginLocked, wrongCode: 'OLD_PASSWORD_WRONG' };
const PAY_TEXTS: LockTexts = { wrong: t.payPasswordWrong, locked: t.payPasswordLocked, wrongCode: 'PAY_PASSWORD_WRONG' };

/**
 * Transaction-password checks in a minute, on every process together. Per user: every check
 * of the stored password (argon2 each; remembered passwords are not checks). Per address
 * (the request's, behind TRUST_PROXY): only the wrong ones (guesses, and tries refused by a
 * lock), since one address may carry many investors (a carrier's shared NAT, an office) whose
 * right passwords must never be refused; each user's own 5-in-a-row lock still holds.
 */
export const PAY_PASSWORD_THROTTLE: { perUser: ThrottleLimit; perAddress: ThrottleLimit } = {
  perUser: { max: 20, windowMs: 60_000 },
  perAddress: { max: 60, windowMs: 60_000 },
};

/**
 * Sign-ins in a minute from one address (behind TRUST_PROXY), on every process together: only
 * the failed ones count (guesses), so the investors behind a shared address (a carrier's NAT, an
 * office) always get in with their right passwords; each account's own lock after repeated
 * failures still holds, and the route keeps a high per-address flood cap (routes.ts).
 */
export const LOGIN_THROTTLE: { perAddress: ThrottleLimit } = { perAddress: { max: 30, windowMs: 60_000 } };

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[crypto.randomInt(INVITE_ALPHABET.length)];
  return code;
}

export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    accountType: row.account_type,
    kycStatus: row.kyc_status,
    realName: row.real_name ?? undefined,
    invitationCode: row.invitation_code,
    invitedBy: row.invited_by ?? undefined,
    payPasswordSet: row.pay_password_hash !== null,
    frozen: row.frozen,
    createdAt: row.created_at.getTime(),
  };
}

export interface NewUser {
  username: string;
  email: string;
  password: string;
  accountType: 2 | 4;
  invitationCode?: string | undefined;
  company?: ReturnType<typeof checkCorporateData>;
}

/**
 * Users, their secrets and sessions. Other modules use `getUser`, `findByUsername`,
 * `verifyPayPassword` and `requireKycVerified` (ctx.services.accounts).
 */
export class AccountsService {
  readonly sessions: SessionStore;
  readonly guard: SecretGuard;
  readonly throttle: SecretThrottle;
  readonly codes: EmailCodes;
  readonly devices: DeviceStore;
  readonly twoFactor: TwoFactorService;
  /** The transaction password remembered per session, for every area (pay-passwords.ts). */
  readonly payPasswords: PayPasswords;

  constructor(
    private readonly ctx: AppContext,
    readonly mailer: Mailer,
  ) {
    this.sessions = new SessionStore(ctx.db, ctx.clock, ctx.events);
    this.guard = new SecretGuard(ctx.db, ctx.clock);
    this.throttle = new SecretThrottle(ctx.db, ctx.clock);
    this.codes = new EmailCodes(ctx.db, ctx.clock, mailer);
    this.devices = new DeviceStore(ctx.db, ctx.clock, this.sessions);
    this.sessions.onDeviceSeen = (deviceId) => this.devices.touch(deviceId);
    this.twoFactor = new TwoFactorService(ctx, this.guard, this.throttle, this.devices);
    this.payPasswords = new PayPasswordMemory(ctx);
  }

  private get db() {
    return this.ctx.db;
  }

  // ---- reads other modules use ------------------------------------------------------

  async getUser(userId: number): Promise<AccountUser | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    return row ? toAccountUser(row) : undefined;
  }

  /** Usernames by user id, in one query (the back office's lists show who). */
  async usernames(userIds: Iterable<number>): Promise<Map<number, string>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.id, row.username]));
  }

  async findByUsername(username: string): Promise<AccountUser | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
    return row ? toAccountUser(row) : undefined;
  }

  async findByEmail(email: string): Promise<AccountUser | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    return row ? toAccountUser(row) : undefined;
  }

  /** The people a user invited with their invitation code, newest first (for the referral page). */
  async listInvitees(userId: number, limit = 100): Promise<Array<{ userId: number; username: string; kycStatus: AccountUser['kycStatus']; createdAt: number }>> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'kyc_status', 'created_at'])
      .where('invited_by', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ userId: row.id, username: row.username, kycStatus: row.kyc_status, createdAt: row.created_at.getTime() }));
  }

  async userInfo(userId: number): Promise<UserInfo> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) throw errors.notFound(t.notYourUser);
    const twoFactorEnabled = await this.twoFactor.isEnabled(userId);
    return {
      userId: row.id,
      username: row.username,
      email: row.email,
      invitationCode: row.invitation_code,
      accountType: row.account_type,
      kycStatus: row.kyc_status,
      ...(row.kyc_status === 'failed' && row.kyc_reason ? { kycReason: row.kyc_reason } : {}),
      ...(row.real_name ? { realName: row.real_name } : {}),
      payPasswordSet: row.pay_password_hash !== null,
      twoFactorEnabled,
      wsUrl: CHAT_LINK,
      createdAt: row.created_at.getTime(),
    };
  }

  /** Throws the localized "verify your identity first" unless the user's KYC is verified. */
  async requireKycVerified(userId: number): Promise<void> {
    const row = await this.db.selectFrom('users').select(['kyc_status']).where('id', '=', userId).executeTakeFirst();
    if (row?.kyc_status === 'verified') return;
    const text = row?.kyc_status === 'pending' ? t.kycPendingRequired : t.kycRequired;
    throw new AppError('KYC_REQUIRED', text);
  }

  /**
   * Checks a transaction password. Throttled per user (every check) and per address (wrong
   * ones only; PAY_PASSWORD_THROTTLE), then one
   * atomic try against the 5-in-a-row lock (15 minutes; SecretGuard.attempt): a locked
   * password refuses even the right one, and parallel tries cannot pass the limit.
   * Throws localized errors (not set, wrong with tries left, locked, too many checks).
   */
  async verifyPayPassword(userId: number, pin: string): Promise<void> {
    const row = await this.db.selectFrom('users').select(['pay_password_hash']).where('id', '=', userId).executeTakeFirst();
    const stored = row?.pay_password_hash;
    if (!stored) throw new AppError('PAY_PASSWORD_NOT_SET', t.payPasswordNotSet, {}, { field: 'payPassword' });
    // Calls sent together with the same pin (a double tap, a retried withdrawal) share one
    // check: one throttle hit and one ticket of the lock, since they are one guess, not many.
    // Different pins are separate tries, so parallel guessing still meets the lock.
    const flight = `${userId}:${sha256(`${stored}\n${pin}`)}`;
    let checking = this.payChecks.get(flight);
    if (!checking) {
      checking = this.checkPayPasswordOnce(userId, stored, pin).finally(() => this.payChecks.delete(flight));
      this.payChecks.set(flight, checking);
    }
    await checking;
  }

  /** Calls of `verifyPayPassword` in flight, by user, stored hash and pin. */
  private readonly payChecks = new Map<string, Promise<void>>();

  private async checkPayPasswordOnce(userId: number, stored: string, pin: string): Promise<void> {
    const ip = requestAddress.getStore()?.ip;
    const address = ip ? [{ key: `pay:a:${ip}`, limit: PAY_PASSWORD_THROTTLE.perAddress }] : [];
    await this.throttle.hit([{ key: `pay:u:${userId}`, limit: PAY_PASSWORD_THROTTLE.perUser }], t.payPasswordThrottled);
    // An address with its minute's wrong tries used up is refused before any check.
    await this.throttle.refuseOver(address, t.payPasswordThrottled);
    try {
      await this.guard.attempt(
        `pay:${userId}`,
        PAY_TEXTS,
        async () => /^\d{6}$/.test(pin) && (await verifySecret(stored, pin)),
        (until) => this.ctx.events.publish('accounts.payPasswordLocked', { userId, until }),
      );
    } catch (error) {
      const guess = error instanceof AppError && (error.error === PAY_TEXTS.wrongCode || error.error === 'SECRET_LOCKED');
      if (guess) await this.throttle.count(address);
      throw error;
    }
  }

  /**
   * What a remembered transaction password must be checked against, read in one query:
   * throws when the password is not set or locked, else returns a stamp of the stored
   * password that changes whenever it does (the per-session memory, pay-passwords.ts, keeps it).
   */
  async payPasswordStamp(userId: number): Promise<string> {
    const row = await this.db
      .selectFrom('users')
      .leftJoin('secret_failures', (join) => join.on('secret_failures.key', '=', `pay:${userId}`))
      .select(['users.pay_password_hash', 'secret_failures.locked_until'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!row?.pay_password_hash) throw new AppError('PAY_PASSWORD_NOT_SET', t.payPasswordNotSet, {}, { field: 'payPassword' });
    const until = row.locked_until?.getTime();
    if (until !== undefined && until > this.ctx.clock.now()) {
      throw new AppError('SECRET_LOCKED', t.payPasswordLocked, { minutes: Math.max(1, Math.ceil((until - this.ctx.clock.now()) / 60_000)) });
    }
    return sha256(row.pay_password_hash);
  }

  // ---- email codes --------------------------------------------------------------------

  async issueEmailCode(email: string, purpose: CodePurpose, locale: Locale): Promise<{ expiresIn: number; resendIn: number }> {
    checkEmail(email);
    // A reset for an address without an account answers the same, but sends nothing.
    const deliver = purpose === 'register' || (await this.findByEmail(email)) !== undefined;
    return this.codes.issue(email, purpose, locale, deliver);
  }

  // ---- registration and login -----------------------------------------------------------

  async registerIndividual(input: IndividualRegistration, ip?: string, userAgent?: string): Promise<Session> {
    checkUsername(input.username);
    checkEmail(input.email);
    checkPassword(input.password);
    checkPasswordsMatch(input.password, input.confirmPassword);
    checkAgreement(input.agreement);
    checkEmailCodeFormat(input.code);
    const userId = await this.createUserWithCode(
      { username: input.username, email: input.email, password: input.password, accountType: AccountType.Individual, invitationCode: input.invitationCode },
      input.code,
    );
    return this.openSession(userId, ip, await this.newDevice(userId, input.deviceId, userAgent));
  }

  async registerCompany(input: CompanyRegistration, ip?: string, userAgent?: string): Promise<Session> {
    checkCorporateUserId(input.username);
    checkEmail(input.email);
    checkCorporatePassword(input.password);
    checkPasswordsMatch(input.password, input.confirmPassword);
    const company = checkCorporateData(input);
    checkAgreement(input.agreement);
    checkEmailCodeFormat(input.code);
    const userId = await this.createUserWithCode(
      { username: input.username, email: input.email, password: input.password, accountType: AccountType.Company, invitationCode: input.invitationCode, company },
      input.code,
    );
    return this.openSession(userId, ip, await this.newDevice(userId, input.deviceId, userAgent));
  }

  /** The device a new account signs up on (not trusted: two-factor is off for a new account). */
  private newDevice(userId: number, deviceId: string | undefined, userAgent: string | undefined): Promise<number> {
    return this.devices.remember(userId, deviceHash(deviceId, crypto.randomUUID()), deviceNameFrom(userAgent), false);
  }

  private async createUserWithCode(user: NewUser, code: string): Promise<number> {
    // What can be checked without the code and says nothing about other people's
    // accounts is checked first, so a typo elsewhere does not burn the code. Whether the
    // email already has an account is told only once the code proves the caller reads
    // that mailbox: with a made-up code, registered and unknown emails answer the same.
    if (await this.findByUsername(user.username)) throw new AppError('USERNAME_TAKEN', t.usernameTaken, {}, { field: 'username' });
    const invitedBy = await this.resolveInvitation(user.invitationCode);
    await this.codes.consume(user.email, 'register', code);
    if (await this.findByEmail(user.email)) throw new AppError('EMAIL_TAKEN', t.emailTaken, {}, { field: 'email' });
    return this.createUser(user, invitedBy);
  }

  private async resolveInvitation(code: string | undefined): Promise<number | undefined> {
    if (!code) return undefined;
    const inviter = await this.db.selectFrom('users').select(['id']).where('invitation_code', '=', code.trim().toUpperCase()).executeTakeFirst();
    if (!inviter) throw new AppError('INVITATION_CODE_UNKNOWN', t.invitationUnknown, {}, { field: 'invitationCode' });
    return inviter.id;
  }

  /**
   * Inserts a user (and a company profile). Used by registration and the demo seed;
   * the rules were checked by the caller.
   */
  async createUser(user: NewUser, invitedBy?: number): Promise<number> {
    const passwordHash = await hashSecret(user.password);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('users')
            .values({
              username: user.username,
              email: user.email,
              password_hash: passwordHash,
              pay_password_hash: null,
              account_type: user.accountType,
              invitation_code: newInvitationCode(),
              invited_by: invitedBy ?? null,
              kyc_reason: null,
              real_name: null,
              frozen_reason: null,
              created_at: new Date(this.ctx.clock.now()),
              last_login_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (user.company) {
            const c = user.company;
            await trx
              .insertInto('company_profiles')
              .values({
                user_id: row.id,
                full_name: c.fullName,
                license_number: c.licenseNumber,
                office_address: c.officeAddress,
                bank_account: c.bankAccount,
                registration_place: c.registrationPlace,
                officer_info: c.officerInfo,
                phone: c.phone,
              })
              .execute();
          }
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_key')) throw new AppError('USERNAME_TAKEN', t.usernameTaken, {}, { field: 'username' });
        if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_TAKEN', t.emailTaken, {}, { field: 'email' });
        // An invitation code collision (1 in 10^12): draw another.
        if (isUniqueViolation(error, 'users_invitation_code_key') && attempt < 3) continue;
        throw error;
      }
    }
  }

  /**
   * Login by username or email. Unknown and known users get the same answers (the
   * same message, tries left and lock), and take the same time.
   */
  async login(identifier: string, password: string, ip?: string, device: LoginDevice = { name: '' }): Promise<Session> {
    const byEmail = identifier.includes('@');
    const user = byEmail ? await this.findByEmail(identifier) : await this.findByUsername(identifier);
    const key = user ? `login:u:${user.id}` : `login:n:${identifier.toLowerCase()}`;
    const address = ip ? [{ key: `login:a:${ip}`, limit: LOGIN_THROTTLE.perAddress }] : [];
    // An address with its minute's failed sign-ins used up is refused before any check.
    await this.throttle.refuseOver(address, t.loginThrottled);
    try {
      await this.guard.attempt(key, LOGIN_TEXTS, async () => {
        if (!user) {
          await burnVerify(password);
          return false;
        }
        const row = await this.db.selectFrom('users').select(['password_hash']).where('id', '=', user.id).executeTakeFirstOrThrow();
        return verifySecret(row.password_hash, password);
      });
    } catch (error) {
      if (error instanceof AppError && (error.error === LOGIN_TEXTS.wrongCode || error.error === 'SECRET_LOCKED')) await this.throttle.count(address);
      throw error;
    }
    if (!user) throw new Error('unreachable: an unknown user never passes');
    if (user.frozen) throw errors.frozen();
    // Two-factor on and a device that has not passed it: TWO_FACTOR_REQUIRED with a challenge.
    const deviceId = await this.twoFactor.admit(user.id, device, ip);
    return this.openSession(user.id, ip, deviceId);
  }

  /** The second step of a login (TWO_FACTOR_REQUIRED): the challenge and a code; the device becomes trusted. */
  async loginSecondStep(challenge: string, factor: { code?: string | undefined; recoveryCode?: string | undefined }, ip?: string): Promise<Session> {
    const { userId, deviceId } = await this.twoFactor.complete(challenge, factor);
    const user = await this.getUser(userId);
    if (!user || user.frozen) throw errors.frozen();
    return this.openSession(userId, ip, deviceId);
  }

  async openSession(userId: number, ip?: string, deviceId?: number): Promise<Session> {
    const session = await this.sessions.create('user', userId, ip, deviceId);
    await this.db.updateTable('users').set({ last_login_at: new Date(this.ctx.clock.now()) }).where('id', '=', userId).execute();
    return { token: session.token, expiresAt: session.expiresAt, userInfo: await this.userInfo(userId) };
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, 'logout');
  }

  /** Signs the user out of every session (this one too): their sockets close on every process. */
  async logoutEverywhere(userId: number): Promise<void> {
    await this.sessions.revokeUserSessions(userId, undefined, 'signOutEverywhere');
  }

  // ---- passwords ----------------------------------------------------------------------------

  async resetPassword(input: { email: string; code: string; password: string; confirmPassword: string }): Promise<void> {
    checkEmail(input.email);
    checkPassword(input.password);
    checkPasswordsMatch(input.password, input.confirmPassword);
    checkEmailCodeFormat(input.code);
    // A code is only ever delivered to an existing account; for any other address the
    // lookup below fails exactly like a wrong code would.
    await this.codes.consume(input.email, 'resetPassword', input.code);
    const user = await this.findByEmail(input.email);
    if (!user) throw new AppError('EMAIL_CODE_INVALID', t.codeUsed, {}, { field: 'code' });
    await this.db.updateTable('users').set({ password_hash: await hashSecret(input.password) }).where('id', '=', user.id).execute();
    await this.guard.clear(`login:u:${user.id}`);
    await this.sessions.revokeUserSessions(user.id, undefined, 'passwordReset');
  }

  async updatePassword(userId: number, sessionId: string, input: { oldPassword: string; password: string; confirmPassword: string }): Promise<void> {
    const user = await this.getUser(userId);
    if (!user) throw errors.unauthorized();
    if (user.accountType === AccountType.Company) checkCorporatePassword(input.password);
    else checkPassword(input.password);
    checkPasswordsMatch(input.password, input.confirmPassword);
    const row = await this.db.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
    await this.guard.attempt(`login:u:${userId}`, OLD_PASSWORD_TEXTS, () => verifySecret(row.password_hash, input.oldPassword));
    if (input.oldPassword === input.password) throw new AppError('INVALID_FORMAT', t.passwordSameAsOld, {}, { field: 'password' });
    await this.db.updateTable('users').set({ password_hash: await hashSecret(input.password) }).where('id', '=', userId).execute();
    await this.sessions.revokeUserSessions(userId, sessionId, 'passwordChanged');
  }

  async settingPayPassword(userId: number, pin: string, confirm?: string): Promise<void> {
    checkPayPassword(pin);
    if (confirm !== undefined && confirm !== pin) {
      throw new AppError('PASSWORDS_DO_NOT_MATCH', t.payPasswordsDoNotMatch, {}, { field: 'confirmPayPassword' });
    }
    const hashed = await hashSecret(pin);
    const result = await this.db
      .updateTable('users')
      .set({ pay_password_hash: hashed })
      .where('id', '=', userId)
      .where('pay_password_hash', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new AppError('PAY_PASSWORD_ALREADY_SET', t.payPasswordAlreadySet, {}, { field: 'payPassword' });
    }
    await this.ctx.events.publish('accounts.payPasswordChanged', { userId });
  }

  async updatePayPassword(userId: number, input: { oldPayPassword: string; payPassword: string; confirmPayPassword?: string | undefined }): Promise<void> {
    checkPayPassword(input.payPassword);
    if (input.confirmPayPassword !== undefined && input.confirmPayPassword !== input.payPassword) {
      throw new AppError('PASSWORDS_DO_NOT_MATCH', t.payPasswordsDoNotMatch, {}, { field: 'confirmPayPassword' });
    }
    await this.verifyPayPassword(userId, input.oldPayPassword);
    if (input.oldPayPassword === input.payPassword) {
      throw new AppError('INVALID_FORMAT', t.payPasswordSameAsOld, {}, { field: 'payPassword' });
    }
    await this.db.updateTable('users').set({ pay_password_hash: await hashSecret(input.payPassword) }).where('id', '=', userId).execute();
    // Every process forgets the old one at once (the remembered passwords, pay-passwords.ts).
    await this.ctx.events.publish('accounts.payPasswordChanged', { userId });
  }

  // ---- back office ------------------------------------------------------------------------

  /** Freezes or unfreezes a user; `audited` writes the operator's audit row in the same transaction. */
  async setFrozen(userId: number, frozen: boolean, reason?: string, audited?: (trx: Transaction<DB>) => Promise<void>): Promise<AccountUser | undefined> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ frozen, frozen_reason: frozen ? (reason ?? null) : null })
        .where('id', '=', userId)
        .execute();
      await audited?.(trx);
    });
    // A frozen user's sockets close on every process (and cannot authenticate again).
    await this.ctx.events.publish('accounts.userFrozen', { userId, frozen });
    return this.getUser(userId);
  }
}
