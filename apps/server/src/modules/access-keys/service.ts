import crypto from 'node:crypto';
import {
  ACCESS_KEY_MAX_FAILURES_IP,
  ACCESS_KEY_MAX_FAILURES_USER,
  type AccessKeyOutcome,
  type AccessKeyProduct,
  type AccessKeyUseView,
  type AccessKeyView,
  type CheckSecretResult,
  type IssueAccessKeyBody,
  type Locale,
  type Page,
} from '@app/contracts';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { render } from '../../i18n/text.ts';
import { outcomeTexts, t } from './messages.ts';
import type { AccessKeysTable } from './tables.ts';
import { GuessThrottle } from './throttle.ts';

/** Crockford base32 (no I, L, O, U): easy to read out and type. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 25 characters of 5 bits: 125 random bits, shown as five groups of five. */
const KEY_CHARS = 25;

export function newKey(): string {
  const bytes = crypto.randomBytes(KEY_CHARS);
  let out = '';
  for (let i = 0; i < KEY_CHARS; i++) out += ALPHABET[bytes[i]! & 31];
  return out.match(/.{5}/g)!.join('-');
}

/** The key as typed (case, dashes and spaces do not matter; O/I/L read as 0/1/1). */
export function normalizeKey(key: string): string {
  return key.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** Keys are random (125 bits), so one SHA-256 is enough to keep them unreadable at rest. */
export const hashKey = (key: string): string => crypto.createHash('sha256').update(normalizeKey(key)).digest('hex');

const sameHash = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

export interface KeyRequest {
  product: AccessKeyProduct;
  key: string;
  userId: number;
  ip?: string | undefined;
  /** The item the key is used for (a placing id, a quant product id), when the product has items. */
  scope?: string | undefined;
}

export interface ConsumeOptions {
  /** What the use was for (an order id, an idempotency key), kept with the use. */
  ref?: string;
  /** The caller's transaction: the use then commits or rolls back with the caller's order. */
  db?: Db;
}

export interface Consumed {
  keyId: number;
  remainingUses: number;
}

type KeyRow = Selectable<AccessKeysTable>;

/**
 * Operator-issued access keys per product. `check` answers whether a key opens a product
 * for a user without using it; `consume` uses it once, atomically (a single-use key used
 * from twenty requests at once opens exactly one). Wrong guesses are throttled per user
 * and per address; every check and use is kept in `access_key_uses`.
 */
export class AccessKeysService {
  private readonly throttle: GuessThrottle;

  constructor(private readonly ctx: AppContext) {
    this.throttle = new GuessThrottle(ctx.db, ctx.clock);
  }

  /** Whether the key opens the product for the user now (does not use it). */
  async check(request: KeyRequest, locale: Locale = 'es'): Promise<CheckSecretResult> {
    await this.assertUnlocked(request);
    const hash = hashKey(request.key);
    const row = await this.ctx.db.selectFrom('access_keys').selectAll().where('key_hash', '=', hash).executeTakeFirst();
    const outcome = this.outcomeOf(row, hash, request);
    await this.recordUse(this.ctx.db, request, row?.product === request.product ? row.id : null, 'check', outcome);
    if (outcome === 'unknown' || outcome === 'other_user') await this.countFailure(request);
    return {
      valid: outcome === 'ok',
      reason: outcome,
      message: render(outcomeTexts[outcome], locale),
      ...(outcome === 'ok' && row ? { remainingUses: row.max_uses - row.uses } : {}),
      ...(outcome === 'ok' && row?.expires_at ? { expiresAt: row.expires_at.getTime() } : {}),
    };
  }

  /**
   * Uses the key once for the product, or throws ACCESS_KEY_INVALID (422, msg says why)
   * or ACCESS_KEY_LOCKED (429). Pass the order's transaction as `db`.
   */
  async consume(request: KeyRequest, options: ConsumeOptions = {}): Promise<Consumed> {
    const db = options.db ?? this.ctx.db;
    await this.assertUnlocked(request, db, 'consume');
    const hash = hashKey(request.key);
    const now = new Date(this.ctx.clock.now());
    // One conditional update: the count and every condition are checked by the row lock.
    const used = await db
      .updateTable('access_keys')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('key_hash', '=', hash)
      .where('product', '=', request.product)
      .where('revoked_at', 'is', null)
      .where((eb) => eb('uses', '<', eb.ref('max_uses')))
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', request.userId)]))
      .where((eb) => eb.or([eb('scope', 'is', null), eb('scope', '=', request.scope ?? '')]))
      .returningAll()
      .executeTakeFirst();
    if (used && sameHash(used.key_hash, hash)) {
      await this.recordUse(db, request, used.id, 'consume', 'ok', options.ref);
      return { keyId: used.id, remainingUses: used.max_uses - used.uses };
    }
    const row = await db.selectFrom('access_keys').selectAll().where('key_hash', '=', hash).executeTakeFirst();
    const outcome = this.outcomeOf(row, hash, request);
    const reason = outcome === 'ok' ? 'used_up' : outcome; // lost the race for the last use
    await this.recordUse(db, request, row?.product === request.product ? row.id : null, 'consume', reason, options.ref);
    if (reason === 'unknown' || reason === 'other_user') await this.countFailure(request, db);
    throw new AppError('ACCESS_KEY_INVALID', outcomeTexts[reason], {}, { field: 'secret' });
  }

  async issue(input: IssueAccessKeyBody, operator: OperatorPrincipal, ip?: string): Promise<{ key: string; accessKey: AccessKeyView }> {
    const now = this.ctx.clock.now();
    if (input.expiresAt !== undefined && input.expiresAt <= now) throw new AppError('ACCESS_KEY_EXPIRY_PAST', t.expiryPast, {}, { field: 'expiresAt' });
    const key = newKey();
    let row: KeyRow;
    try {
      row = await this.ctx.db.transaction().execute(async (trx) => {
        const inserted = await trx
        .insertInto('access_keys')
        .values({
          product: input.product,
          scope: input.scope ?? null,
          key_hash: hashKey(key),
          key_prefix: key.slice(0, 5),
          label: input.label ?? null,
          max_uses: input.maxUses,
          user_id: input.userId ?? null,
          expires_at: input.expiresAt !== undefined ? new Date(input.expiresAt) : null,
          revoked_at: null,
          revoked_by: null,
          created_by: operator.operatorId,
          created_at: new Date(now),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
        await need(this.ctx, 'audit').record(
          operator,
          'access_key.issue',
          { type: 'access_key', id: inserted.id },
          { product: inserted.product, scope: inserted.scope, maxUses: inserted.max_uses, userId: inserted.user_id, expiresAt: inserted.expires_at?.getTime() ?? null, prefix: inserted.key_prefix },
          ip,
          trx,
        );
        return inserted;
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23503') throw new AppError('ACCESS_KEY_USER_UNKNOWN', t.userUnknown, { userId: input.userId ?? '' }, { field: 'userId' });
      throw error;
    }
    return { key, accessKey: (await this.views([row]))[0]! };
  }

  /** Demo keys (demo seed only): one known, multi-use key per product, kept hashed like any other. */
  async seedDemo(keys: Record<AccessKeyProduct, string>): Promise<void> {
    for (const [product, key] of Object.entries(keys) as [AccessKeyProduct, string][]) {
      await this.ctx.db
        .insertInto('access_keys')
        .values({
          product,
          scope: null,
          key_hash: hashKey(key),
          key_prefix: normalizeKey(key).slice(0, 5),
          label: 'demo',
          max_uses: 1_000_000,
          user_id: null,
          expires_at: null,
          revoked_at: null,
          revoked_by: null,
          created_by: null,
          created_at: new Date(this.ctx.clock.now()),
        })
        .onConflict((oc) => oc.column('key_hash').doNothing())
        .execute();
    }
  }

  async revoke(id: number, operator: OperatorPrincipal, ip?: string): Promise<AccessKeyView> {
    const now = new Date(this.ctx.clock.now());
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const revoked = await trx
        .updateTable('access_keys')
        .set({ revoked_at: now, revoked_by: operator.operatorId })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      // Revoking a revoked key changes nothing and is not recorded again.
      if (!revoked) return trx.selectFrom('access_keys').selectAll().where('id', '=', id).executeTakeFirst();
      await need(this.ctx, 'audit').record(operator, 'access_key.revoke', { type: 'access_key', id: revoked.id }, { product: revoked.product, prefix: revoked.key_prefix }, ip, trx);
      return revoked;
    });
    if (!row) throw new AppError('ACCESS_KEY_NOT_FOUND', t.notFound, {}, { field: 'id' });
    return (await this.views([row]))[0]!;
  }

  async list(query: { pageNum: number; pageSize: number; product?: AccessKeyProduct | undefined; status?: AccessKeyView['status'] | undefined }): Promise<Page<AccessKeyView>> {
    const now = new Date(this.ctx.clock.now());
    let base = this.ctx.db.selectFrom('access_keys');
    if (query.product) base = base.where('product', '=', query.product);
    switch (query.status) {
      case 'revoked':
        base = base.where('revoked_at', 'is not', null);
        break;
      case 'used_up':
        base = base.where('revoked_at', 'is', null).where((eb) => eb('uses', '>=', eb.ref('max_uses')));
        break;
      case 'expired':
        base = base.where('revoked_at', 'is', null).where((eb) => eb('uses', '<', eb.ref('max_uses'))).where('expires_at', '<=', now);
        break;
      case 'active':
        base = base
          .where('revoked_at', 'is', null)
          .where((eb) => eb('uses', '<', eb.ref('max_uses')))
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
        break;
      default:
    }
    return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => this.views(rows));
  }

  async uses(query: { pageNum: number; pageSize: number; keyId?: number | undefined }): Promise<Page<AccessKeyUseView>> {
    let base = this.ctx.db.selectFrom('access_key_uses');
    if (query.keyId) base = base.where('key_id', '=', query.keyId);
    return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) =>
      rows.map((row) => ({
        id: row.id,
        ...(row.key_id !== null ? { keyId: row.key_id } : {}),
        product: row.product,
        ...(row.user_id !== null ? { userId: row.user_id } : {}),
        ...(row.ip ? { ip: row.ip } : {}),
        action: row.action,
        outcome: row.outcome as AccessKeyOutcome,
        ...(row.ref ? { ref: row.ref } : {}),
        createdAt: row.created_at.getTime(),
      })),
    );
  }

  private outcomeOf(row: KeyRow | undefined, hash: string, request: KeyRequest): AccessKeyOutcome {
    if (!row || !sameHash(row.key_hash, hash) || row.product !== request.product) return 'unknown';
    if (row.user_id !== null && row.user_id !== request.userId) return 'other_user';
    if (row.revoked_at) return 'revoked';
    if (row.expires_at && row.expires_at.getTime() <= this.ctx.clock.now()) return 'expired';
    if (row.uses >= row.max_uses) return 'used_up';
    if (row.scope !== null && row.scope !== request.scope) return 'wrong_scope';
    return 'ok';
  }

  private subjects(request: KeyRequest): { key: string; max: number }[] {
    return [
      { key: `u:${request.userId}`, max: ACCESS_KEY_MAX_FAILURES_USER },
      ...(request.ip ? [{ key: `ip:${request.ip}`, max: ACCESS_KEY_MAX_FAILURES_IP }] : []),
    ];
  }

  private async assertUnlocked(request: KeyRequest, db: Db = this.ctx.db, action: 'check' | 'consume' = 'check'): Promise<void> {
    const until = await this.throttle.lockedUntil(
      this.subjects(request).map((s) => s.key),
      db,
    );
    if (until === undefined) return;
    await this.recordUse(db, request, null, action, 'locked');
    throw this.lockedError(until);
  }

  private async countFailure(request: KeyRequest, db: Db = this.ctx.db): Promise<void> {
    const until = await this.throttle.fail(this.subjects(request), db);
    if (until !== undefined) throw this.lockedError(until);
  }

  private lockedError(until: number): AppError {
    const minutes = Math.max(1, Math.ceil((until - this.ctx.clock.now()) / 60_000));
    return new AppError('ACCESS_KEY_LOCKED', t.locked, { minutes });
  }

  private async recordUse(db: Db, request: KeyRequest, keyId: number | null, action: 'check' | 'consume', outcome: AccessKeyOutcome, ref?: string): Promise<void> {
    await db
      .insertInto('access_key_uses')
      .values({
        key_id: keyId,
        product: request.product,
        user_id: request.userId,
        ip: request.ip ?? null,
        action,
        outcome,
        ref: ref ?? null,
        created_at: new Date(this.ctx.clock.now()),
      })
      .execute();
  }

  private async views(rows: KeyRow[]): Promise<AccessKeyView[]> {
    const now = this.ctx.clock.now();
    const operatorIds = [...new Set(rows.map((r) => r.created_by).filter((id): id is number => id !== null))];
    const names = new Map<number, string>();
    if (operatorIds.length) {
      const operators = need(this.ctx, 'operators');
      for (const id of operatorIds) {
        const info = await operators.get(id);
        if (info) names.set(id, info.username);
      }
    }
    return rows.map((row) => ({
      id: row.id,
      product: row.product as AccessKeyProduct,
      ...(row.scope ? { scope: row.scope } : {}),
      prefix: row.key_prefix,
      ...(row.label ? { label: row.label } : {}),
      maxUses: row.max_uses,
      uses: row.uses,
      ...(row.user_id !== null ? { userId: row.user_id } : {}),
      ...(row.expires_at ? { expiresAt: row.expires_at.getTime() } : {}),
      ...(row.revoked_at ? { revokedAt: row.revoked_at.getTime() } : {}),
      status: row.revoked_at ? 'revoked' : row.uses >= row.max_uses ? 'used_up' : row.expires_at && row.expires_at.getTime() <= now ? 'expired' : 'active',
      ...(row.created_by !== null && names.has(row.created_by) ? { createdBy: names.get(row.created_by)! } : {}),
      createdAt: row.created_at.getTime(),
    }));
  }
}
