import crypto from 'node:crypto';
import {
  AccountType,
  type CompanyRegistration,
  type IndividualRegistration,
  type Locale,
  type Session,
  type UserInfo,
} from '@app/contracts';
import type { Selectable } from 'kysely';
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
import { burnVerify, hashSecret, SecretGuard, verifySecret, type LockTexts } from './secrets.ts';
import { SessionStore } from './sessions.ts';
import type { UsersTable } from './tables.ts';
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
const PAY_TEXTS: LockTexts = { wrong: t.payPasswordWrong, locked: t.payPasswordLocked, wrongCode: 'PAY_PASSWORD_WRONG', wrongStatus: 422 };

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
  readonly codes: EmailCodes;

  constructor(
    private readonly ctx: AppContext,
    readonly mailer: Mailer,
  ) {
    this.sessions = new SessionStore(ctx.db, ctx.clock);
    this.guard = new SecretGuard(ctx.db, ctx.clock);
    this.codes = new EmailCodes(ctx.db, ctx.clock, mailer);
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
      wsUrl: CHAT_LINK,
      createdAt: row.created_at.getTime(),
    };
  }

  /** Throws the localized "verify your identity first" unless the user's KYC is verified. */
  async requireKycVerified(userId: number): Promise<void> {
    const row = await this.db.selectFrom('users').select(['kyc_status']).where('id', '=', userId).executeTakeFirst();
    if (row?.kyc_status === 'verified') return;
    const text = row?.kyc_status === 'pending' ? t.kycPendingRequired : t.kycRequired;
    throw new AppError('KYC_REQUIRED', text, {}, { status: 422 });
  }

  /**
   * Checks a transaction password. Wrong ones count toward the 5-in-a-row lock
   * (15 minutes); throws localized errors (not set, wrong with tries left, locked).
   */
  async verifyPayPassword(userId: number, pin: string): Promise<void> {
    const row = await this.db.selectFrom('users').select(['pay_password_hash']).where('id', '=', userId).executeTakeFirst();
    if (!row?.pay_password_hash) throw new AppError('PAY_PASSWORD_NOT_SET', t.payPasswordNotSet, {}, { status: 422, field: 'payPassword' });
    const key = `pay:${userId}`;
    await this.guard.assertUnlocked(key, PAY_TEXTS);
    if (!/^\d{6}$/.test(pin) || !(await verifySecret(row.pay_password_hash, pin))) await this.guard.fail(key, PAY_TEXTS);
    await this.guard.clear(key);
  }

  // ---- email codes --------------------------------------------------------------------

  async issueEmailCode(email: string, purpose: CodePurpose, locale: Locale): Promise<{ expiresIn: number; resendIn: number }> {
    checkEmail(email);
    // A reset for an address without an account answers the same, but sends nothing.
    const deliver = purpose === 'register' || (await this.findByEmail(email)) !== undefined;
    return this.codes.issue(email, purpose, locale, deliver);
  }

  // ---- registration and login -----------------------------------------------------------

  async registerIndividual(input: IndividualRegistration, ip?: string): Promise<Session> {
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
    return this.openSession(userId, ip);
  }

  async registerCompany(input: CompanyRegistration, ip?: string): Promise<Session> {
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
    return this.openSession(userId, ip);
  }

  private async createUserWithCode(user: NewUser, code: string): Promise<number> {
    // Everything that can be checked without the code is checked first, so a typo
    // elsewhere does not burn the code.
    await this.assertAvailable(user.username, user.email);
    const invitedBy = await this.resolveInvitation(user.invitationCode);
    await this.codes.consume(user.email, 'register', code);
    return this.createUser(user, invitedBy);
  }

  private async assertAvailable(username: string, email: string): Promise<void> {
    if (await this.findByUsername(username)) throw new AppError('USERNAME_TAKEN', t.usernameTaken, {}, { status: 409, field: 'username' });
    if (await this.findByEmail(email)) throw new AppError('EMAIL_TAKEN', t.emailTaken, {}, { status: 409, field: 'email' });
  }

  private async resolveInvitation(code: string | undefined): Promise<number | undefined> {
    if (!code) return undefined;
    const inviter = await this.db.selectFrom('users').select(['id']).where('invitation_code', '=', code.trim().toUpperCase()).executeTakeFirst();
    if (!inviter) throw new AppError('INVITATION_CODE_UNKNOWN', t.invitationUnknown, {}, { status: 400, field: 'invitationCode' });
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
        if (isUniqueViolation(error, 'users_username_key')) throw new AppError('USERNAME_TAKEN', t.usernameTaken, {}, { status: 409, field: 'username' });
        if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_TAKEN', t.emailTaken, {}, { status: 409, field: 'email' });
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
  async login(identifier: string, password: string, ip?: string): Promise<Session> {
    const byEmail = identifier.includes('@');
    const user = byEmail ? await this.findByEmail(identifier) : await this.findByUsername(identifier);
    const key = user ? `login:u:${user.id}` : `login:n:${identifier.toLowerCase()}`;
    await this.guard.assertUnlocked(key, LOGIN_TEXTS);
    if (!user) {
      await burnVerify(password);
      return this.guard.fail(key, LOGIN_TEXTS);
    }
    const row = await this.db.selectFrom('users').select(['password_hash']).where('id', '=', user.id).executeTakeFirstOrThrow();
    if (!(await verifySecret(row.password_hash, password))) return this.guard.fail(key, LOGIN_TEXTS);
    await this.guard.clear(key);
    if (user.frozen) throw errors.frozen();
    return this.openSession(user.id, ip);
  }

  async openSession(userId: number, ip?: string): Promise<Session> {
    const session = await this.sessions.create('user', userId, ip);
    await this.db.updateTable('users').set({ last_login_at: new Date(this.ctx.clock.now()) }).where('id', '=', userId).execute();
    return { token: session.token, expiresAt: session.expiresAt, userInfo: await this.userInfo(userId) };
  }

  async logout(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId);
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
    if (!user) throw new AppError('EMAIL_CODE_INVALID', t.codeUsed, {}, { status: 400, field: 'code' });
    await this.db.updateTable('users').set({ password_hash: await hashSecret(input.password) }).where('id', '=', user.id).execute();
    await this.guard.clear(`login:u:${user.id}`);
    await this.sessions.revokeUserSessions(user.id);
  }

  async updatePassword(userId: number, sessionId: string, input: { oldPassword: string; password: string; confirmPassword: string }): Promise<void> {
    const user = await this.getUser(userId);
    if (!user) throw errors.unauthorized();
    if (user.accountType === AccountType.Company) checkCorporatePassword(input.password);
    else checkPassword(input.password);
    checkPasswordsMatch(input.password, input.confirmPassword);
    const key = `login:u:${userId}`;
    await this.guard.assertUnlocked(key, OLD_PASSWORD_TEXTS);
    const row = await this.db.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (!(await verifySecret(row.password_hash, input.oldPassword))) await this.guard.fail(key, OLD_PASSWORD_TEXTS);
    await this.guard.clear(key);
    if (input.oldPassword === input.password) throw new AppError('INVALID_FORMAT', t.passwordSameAsOld, {}, { status: 400, field: 'password' });
    await this.db.updateTable('users').set({ password_hash: await hashSecret(input.password) }).where('id', '=', userId).execute();
    await this.sessions.revokeUserSessions(userId, sessionId);
  }

  async settingPayPassword(userId: number, pin: string, confirm?: string): Promise<void> {
    checkPayPassword(pin);
    if (confirm !== undefined && confirm !== pin) {
      throw new AppError('PASSWORDS_DO_NOT_MATCH', t.payPasswordsDoNotMatch, {}, { status: 400, field: 'confirmPayPassword' });
    }
    const hashed = await hashSecret(pin);
    const result = await this.db
      .updateTable('users')
      .set({ pay_password_hash: hashed })
      .where('id', '=', userId)
      .where('pay_password_hash', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new AppError('PAY_PASSWORD_ALREADY_SET', t.payPasswordAlreadySet, {}, { status: 409, field: 'payPassword' });
    }
  }

  async updatePayPassword(userId: number, input: { oldPayPassword: string; payPassword: string; confirmPayPassword?: string | undefined }): Promise<void> {
    checkPayPassword(input.payPassword);
    if (input.confirmPayPassword !== undefined && input.confirmPayPassword !== input.payPassword) {
      throw new AppError('PASSWORDS_DO_NOT_MATCH', t.payPasswordsDoNotMatch, {}, { status: 400, field: 'confirmPayPassword' });
    }
    await this.verifyPayPassword(userId, input.oldPayPassword);
    if (input.oldPayPassword === input.payPassword) {
      throw new AppError('INVALID_FORMAT', t.payPasswordSameAsOld, {}, { status: 400, field: 'payPassword' });
    }
    await this.db.updateTable('users').set({ pay_password_hash: await hashSecret(input.payPassword) }).where('id', '=', userId).execute();
  }

  // ---- back office ------------------------------------------------------------------------

  async setFrozen(userId: number, frozen: boolean, reason?: string): Promise<AccountUser | undefined> {
    await this.db
      .updateTable('users')
      .set({ frozen, frozen_reason: frozen ? (reason ?? null) : null })
      .where('id', '=', userId)
      .execute();
    return this.getUser(userId);
  }
}
