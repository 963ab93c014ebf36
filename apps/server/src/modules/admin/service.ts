import { OPERATOR_ROLES, type AuditEntry, type OperatorInfo, type OperatorRole, type OperatorSession, type Page } from '@app/contracts';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../context.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { t as accountTexts } from '../accounts/messages.ts';
import { checkPassword, checkUsername } from '../accounts/rules.ts';
import { burnVerify, hashSecret, SecretGuard, verifySecret, type LockTexts } from '../accounts/secrets.ts';
import type { SessionStore } from '../accounts/sessions.ts';
import type { AuditLogTable, OperatorsTable } from './tables.ts';
import { t } from './messages.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageOf } from '../../db/paging.ts';

const OPERATOR_LOGIN_TEXTS: LockTexts = { wrong: accountTexts.loginFailed, locked: accountTexts.loginLocked, wrongCode: 'LOGIN_FAILED' };

export function toOperatorInfo(row: Selectable<OperatorsTable>): OperatorInfo {
  return { id: row.id, username: row.username, roles: sortRoles(row.roles), createdAt: row.created_at.getTime() };
}

/** Roles in OPERATOR_ROLES order, once each. */
export const sortRoles = (roles: readonly OperatorRole[]): OperatorRole[] => OPERATOR_ROLES.filter((role) => roles.includes(role));

/** Back-office operators: creation, login with the same lock rules as users. */
export class OperatorsService {
  private readonly guard: SecretGuard;
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly sessions: SessionStore,
  ) {
    this.guard = new SecretGuard(ctx.db, ctx.clock);
  }

  /** Creates an operator; `audited` writes the audit row in the same transaction. */
  async create(
    input: { username: string; password: string; roles: readonly OperatorRole[] },
    audited?: (trx: Transaction<DB>, created: OperatorInfo) => Promise<void>,
  ): Promise<OperatorInfo> {
    checkUsername(input.username);
    checkPassword(input.password);
    const existing = await this.findByUsername(input.username);
    const roles = sortRoles(input.roles);
    if (roles.length === 0) throw new AppError('VALIDATION', t.rolesRequired, {}, { field: 'roles' });
    if (existing) throw new AppError('CONFLICT', t.operatorTaken, {}, { field: 'username' });
    const passwordHash = await hashSecret(input.password);
    const created = await this.ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('operators')
        .values({ username: input.username, password_hash: passwordHash, roles, created_at: new Date(this.ctx.clock.now()) })
        .returningAll()
        .executeTakeFirstOrThrow();
      const info = toOperatorInfo(row);
      await audited?.(trx, info);
      return info;
    }).catch((error: unknown) => {
      // Two creations of one name at once: the loser gets the same answer as a taken name.
      if (isUniqueViolation(error, 'operators_username_key')) throw new AppError('CONFLICT', t.operatorTaken, {}, { field: 'username' });
      throw error;
    });
    return created;
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
    // One atomic try: parallel guesses cannot pass the 5-in-a-row lock (SecretGuard.attempt).
    await this.guard.attempt(key, OPERATOR_LOGIN_TEXTS, async () => {
      if (!operator || operator.disabled) {
        await burnVerify(password);
        return false;
      }
      return verifySecret(operator.password_hash, password);
    });
    if (!operator || operator.disabled) throw new Error('unreachable: an unknown operator never passes');
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
    /** The action's own transaction: the row is written (or not) with what it records. */
    trx: Kysely<DB> | Transaction<DB> = this.ctx.db,
  ): Promise<void> {
    let operatorId: number | undefined;
    let username: string;
    if ('kind' in actor) {
      operatorId = actor.operatorId;
      const row = await trx.selectFrom('operators').select('username').where('id', '=', actor.operatorId).executeTakeFirst();
      username = row?.username ?? `#${actor.operatorId}`;
    } else {
      operatorId = actor.operatorId;
      username = actor.username;
    }
    await trx
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

  async list(query: {
    pageNum: number;
    pageSize: number;
    action?: string | undefined;
    operatorId?: number | undefined;
    operator?: string | undefined;
    targetType?: string | undefined;
    targetId?: string | undefined;
    from?: number | undefined;
    to?: number | undefined;
  }): Promise<Page<AuditEntry>> {
    let base = this.ctx.db.selectFrom('audit_log');
    if (query.action) base = base.where('action', '=', query.action);
    if (query.operatorId) base = base.where('operator_id', '=', query.operatorId);
    if (query.operator) base = base.where('operator_username', '=', query.operator);
    if (query.targetType) base = base.where('target_type', '=', query.targetType);
    if (query.targetId) base = base.where('target_id', '=', query.targetId);
    if (query.from !== undefined) base = base.where('created_at', '>=', new Date(query.from));
    if (query.to !== undefined) base = base.where('created_at', '<', new Date(query.to));
    return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => rows.map(toAuditEntry));
  }

  /**
   * The trail of one customer (the back office's customer view, issue 20): actions on the
   * user row, actions whose detail names the user (reviews record `userId`), and actions on
   * the user's objects the caller names by type and ids (loans, fund orders, a reveal on a
   * KYC submission, the chat...). Newest first; every branch is an index (0093).
   */
  async ofSubject(userId: number, objects: ReadonlyArray<{ type: string; ids: ReadonlyArray<number | string> }>, limit = 50): Promise<AuditEntry[]> {
    const uid = String(userId);
    // One query per branch, each the newest `limit` rows of its own index, merged here: one
    // query with the branches OR-ed was planned, without fresh statistics on the detail's
    // expression index, as a walk back through the whole log (0.3 s in 1 M rows).
    const newest = (where: (q: SelectQueryBuilder<DB, 'audit_log', object>) => SelectQueryBuilder<DB, 'audit_log', object>) =>
      where(this.ctx.db.selectFrom('audit_log')).selectAll().orderBy('id', 'desc').limit(limit).execute();
    const branches = await Promise.all([
      newest((q) => q.where('target_type', '=', 'user').where('target_id', '=', uid)),
      newest((q) => q.where(sql<string>`detail ->> 'userId'`, '=', uid)),
      ...objects.filter((o) => o.ids.length > 0).map((o) => newest((q) => q.where('target_type', '=', o.type).where('target_id', 'in', o.ids.map(String)))),
    ]);
    const byId = new Map(branches.flat().map((row) => [row.id, row]));
    return [...byId.values()]
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map(toAuditEntry);
  }
}

function toAuditEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    id: row.id,
    ...(row.operator_id !== null ? { operatorId: row.operator_id } : {}),
    operatorUsername: row.operator_username,
    action: row.action,
    ...(row.target_type ? { targetType: row.target_type } : {}),
    ...(row.target_id ? { targetId: row.target_id } : {}),
    ...(row.detail ? { detail: row.detail } : {}),
    ...(row.ip ? { ip: row.ip } : {}),
    createdAt: row.created_at.getTime(),
  };
}
