import type { AdminUser, AuditEntry, OperatorInfo, OperatorRole, OperatorSession, Page } from '@app/contracts';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { t as accountTexts } from '../accounts/messages.ts';
import { checkPassword, checkUsername } from '../accounts/rules.ts';
import { burnVerify, hashSecret, SecretGuard, verifySecret, type LockTexts } from '../accounts/secrets.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import type { OperatorsTable, UsersTable } from '../accounts/tables.ts';
import { t } from './messages.ts';
import { pageOf } from '../../db/paging.ts';

const OPERATOR_LOGIN_TEXTS: LockTexts = { wrong: accountTexts.loginFailed, locked: accountTexts.loginLocked, wrongCode: 'LOGIN_FAILED' };

export function toOperatorInfo(row: Selectable<OperatorsTable>): OperatorInfo {
  return { id: row.id, username: row.username, role: row.role, createdAt: row.created_at.getTime() };
}

/** Throws 403 unless the operator is an admin. */
export function requireAdmin(operator: OperatorPrincipal | undefined): void {
  if (operator?.role !== 'admin') throw new AppError('FORBIDDEN', t.adminOnly, {}, { status: 403 });
}

/** Back-office operators: creation, login with the same lock rules as users. */
export class OperatorsService {
  private readonly guard: SecretGuard;
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly sessions: SessionStore,
  ) {
    this.guard = new SecretGuard(ctx.db, ctx.clock);
  }

  async create(input: { username: string; password: string; role: OperatorRole }): Promise<OperatorInfo> {
    checkUsername(input.username);
    checkPassword(input.password);
    const existing = await this.findByUsername(input.username);
    if (existing) throw new AppError('CONFLICT', t.operatorTaken, {}, { status: 409, field: 'username' });
    const row = await this.ctx.db
      .insertInto('operators')
      .values({ username: input.username, password_hash: await hashSecret(input.password), role: input.role, created_at: new Date(this.ctx.clock.now()) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toOperatorInfo(row);
  }

  async findByUsername(username: string): Promise<Selectable<OperatorsTable> | undefined> {
    return this.ctx.db
      .selectFrom('operators')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
  }

  async get(id: number): Promise<OperatorInfo | undefined> {
    const row = await this.ctx.db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toOperatorInfo(row) : undefined;
  }

  async list(): Promise<OperatorInfo[]> {
    const rows = await this.ctx.db.selectFrom('operators').selectAll().orderBy('id').execute();
    return rows.map(toOperatorInfo);
  }

  async login(username: string, password: string, ip?: string): Promise<OperatorSession> {
    const operator = await this.findByUsername(username);
    const key = `op:${username.toLowerCase()}`;
    await this.guard.assertUnlocked(key, OPERATOR_LOGIN_TEXTS);
    if (!operator || operator.disabled) {
      await burnVerify(password);
      return this.guard.fail(key, OPERATOR_LOGIN_TEXTS);
    }
    if (!(await verifySecret(operator.password_hash, password))) return this.guard.fail(key, OPERATOR_LOGIN_TEXTS);
    await this.guard.clear(key);
    const session = await this.sessions.create('operator', operator.id, ip);
    return { token: session.token, expiresAt: session.expiresAt, operator: toOperatorInfo(operator) };
  }
}

export interface AuditActor {
  operatorId?: number | undefined;
  username: string;
}

/**
 * The append-only log of operator actions (the database refuses UPDATE and DELETE on
 * it). Any module's back-office call records what it did with `record`.
 */
export class AuditService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock'>) {}

  async record(
    actor: AuditActor | OperatorPrincipal,
    action: string,
    target?: { type: string; id: string | number },
    detail?: Record<string, unknown>,
    ip?: string,
  ): Promise<void> {
    let operatorId: number | undefined;
    let username: string;
    if ('kind' in actor) {
      operatorId = actor.operatorId;
      const row = await this.ctx.db.selectFrom('operators').select('username').where('id', '=', actor.operatorId).executeTakeFirst();
      username = row?.username ?? `#${actor.operatorId}`;
    } else {
      operatorId = actor.operatorId;
      username = actor.username;
    }
    await this.ctx.db
      .insertInto('audit_log')
      .values({
        operator_id: operatorId ?? null,
        operator_username: username,
        action,
        target_type: target?.type ?? null,
        target_id: target ? String(target.id) : null,
        detail: JSON.stringify(detail ?? null),
        ip: ip ?? null,
        created_at: new Date(this.ctx.clock.now()),
      })
      .execute();
  }

  async list(query: { pageNum: number; pageSize: number; action?: string | undefined; operatorId?: number | undefined }): Promise<Page<AuditEntry>> {
    let base = this.ctx.db.selectFrom('audit_log');
    if (query.action) base = base.where('action', '=', query.action);
    if (query.operatorId) base = base.where('operator_id', '=', query.operatorId);
    return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) =>
      rows.map((row) => ({
        id: row.id,
        ...(row.operator_id !== null ? { operatorId: row.operator_id } : {}),
        operatorUsername: row.operator_username,
        action: row.action,
        ...(row.target_type ? { targetType: row.target_type } : {}),
        ...(row.target_id ? { targetId: row.target_id } : {}),
        ...(row.detail ? { detail: row.detail } : {}),
        ...(row.ip ? { ip: row.ip } : {}),
        createdAt: row.created_at.getTime(),
      })),
    );
  }
}

export function toAdminUser(row: Selectable<UsersTable>): AdminUser {
  return {
    userId: row.id,
    username: row.username,
    email: row.email,
    accountType: row.account_type,
    kycStatus: row.kyc_status,
    invitationCode: row.invitation_code,
    payPasswordSet: row.pay_password_hash !== null,
    frozen: row.frozen,
    ...(row.frozen_reason ? { frozenReason: row.frozen_reason } : {}),
    createdAt: row.created_at.getTime(),
    ...(row.last_login_at ? { lastLoginAt: row.last_login_at.getTime() } : {}),
  };
}

/** User search for the back office: by id, or part of the username or email. */
export async function searchUsers(
  ctx: AppContext,
  query: { keyword?: string | undefined; frozen?: 'true' | 'false' | undefined; pageNum: number; pageSize: number },
): Promise<Page<AdminUser>> {
  let base = ctx.db.selectFrom('users');
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,9}$/.test(keyword) ? Number(keyword) : undefined;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), 'like', like),
        eb(eb.fn('lower', ['email']), 'like', like),
        ...(id !== undefined ? [eb('id', '=', id)] : []),
      ]),
    );
  }
  if (query.frozen) base = base.where('frozen', '=', query.frozen === 'true');
  return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => rows.map(toAdminUser));
}
