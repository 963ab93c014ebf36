import crypto from 'node:crypto';
import type { Db } from '../../db/index.ts';
import type { Tx } from '../../ledger/index.ts';
import type { EventPayload, Events } from '../../events/index.ts';
import type { Authenticator, OperatorPrincipal, UserPrincipal } from '../../http/auth.ts';
import { errors } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { sha256 } from './secrets.ts';

/** How long a session lives: 30 days for investors, 12 hours for operators. */
export const USER_SESSION_MS = 30 * 24 * 3600_000;
export const OPERATOR_SESSION_MS = 12 * 3600_000;

export interface NewSession {
  token: string;
  sessionId: string;
  expiresAt: number;
}

/**
 * Opaque random session tokens (32 bytes), stored only as their SHA-256, revocable,
 * with an expiry. Expired or revoked tokens resolve to nothing (401); a frozen user's
 * token throws the frozen error (403). Every revocation is announced on the event bus
 * (`accounts.sessionsRevoked`), so that each server process closes those sessions' sockets
 * and forgets what it remembered for them.
 */
export type RevokeReason = EventPayload<'accounts.sessionsRevoked'>['reason'];

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly events?: Events,
  ) {}

  async create(kind: 'user' | 'operator', principalId: number, ip?: string, deviceId?: number): Promise<NewSession> {
    const token = crypto.randomBytes(32).toString('base64url');
    const sessionId = crypto.randomUUID();
    const now = this.clock.now();
    const expiresAt = now + (kind === 'user' ? USER_SESSION_MS : OPERATOR_SESSION_MS);
    await this.db
      .insertInto('sessions')
      .values({
        id: sessionId,
        token_hash: sha256(token),
        kind,
        user_id: kind === 'user' ? principalId : null,
        operator_id: kind === 'operator' ? principalId : null,
        created_at: new Date(now),
        expires_at: new Date(expiresAt),
        revoked_at: null,
        ip: ip ?? null,
        device_id: deviceId ?? null,
      })
      .execute();
    return { token, sessionId, expiresAt };
  }

  async revoke(sessionId: string, reason: RevokeReason = 'logout'): Promise<void> {
    const row = await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.clock.now()) })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .returning(['user_id', 'operator_id'])
      .executeTakeFirst();
    if (!row) return;
    await this.events?.publish('accounts.sessionsRevoked', {
      ...(row.user_id !== null ? { userId: row.user_id } : {}),
      ...(row.operator_id !== null ? { operatorId: row.operator_id } : {}),
      sessionIds: [sessionId],
      reason,
    });
  }

  /** A user's sessions, newest first (the back office's customer view: where and since when they are signed in). */
  async listForUser(userId: number, limit = 20): Promise<{ id: string; createdAt: number; expiresAt: number; revokedAt?: number; ip?: string; live: boolean }[]> {
    const rows = await this.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).where('kind', '=', 'user').orderBy('created_at', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.getTime(),
      expiresAt: row.expires_at.getTime(),
      ...(row.revoked_at ? { revokedAt: row.revoked_at.getTime() } : {}),
      ...(row.ip ? { ip: row.ip } : {}),
      live: this.live(row),
    }));
  }

  /**
   * Revokes every session of a user, except `keep` (the one changing the password); `trx`
   * is the caller's transaction (an operator's sign-out with its audit row).
   */
  async revokeUserSessions(userId: number, keep?: string, reason: RevokeReason = 'signOutEverywhere', trx: Db | Tx = this.db): Promise<number> {
    let query = trx
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.clock.now()) })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep) query = query.where('id', '!=', keep);
    const result = await query.executeTakeFirst();
    // Signing out everywhere forgets every device's trust too: each needs the second factor again.
    if (reason === 'signOutEverywhere') await trx.deleteFrom('account_devices').where('user_id', '=', userId).execute();
    // Announced even when no row changed: a socket may outlive its session's row in another process.
    await this.events?.publish('accounts.sessionsRevoked', { userId, ...(keep ? { except: keep } : {}), reason });
    return Number(result.numUpdatedRows);
  }

  /** Revokes the live sessions opened on one device of a user ("sign out this device"). */
  async revokeDeviceSessions(userId: number, deviceId: number): Promise<string[]> {
    const rows = await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.clock.now()) })
      .where('user_id', '=', userId)
      .where('device_id', '=', deviceId)
      .where('revoked_at', 'is', null)
      .returning(['id'])
      .execute();
    const sessionIds = rows.map((row) => row.id);
    if (sessionIds.length > 0) await this.events?.publish('accounts.sessionsRevoked', { userId, sessionIds, reason: 'deviceSignedOut' });
    return sessionIds;
  }

  async revokeOperatorSessions(operatorId: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.clock.now()) })
      .where('operator_id', '=', operatorId)
      .where('revoked_at', 'is', null)
      .execute();
    await this.events?.publish('accounts.sessionsRevoked', { operatorId, reason: 'operatorDisabled' });
  }

  /** Told when a session of a device is used (the device's "last seen"). */
  onDeviceSeen: ((deviceId: number) => Promise<void>) | undefined;

  private live(row: { revoked_at: Date | null; expires_at: Date } | undefined): boolean {
    return !!row && row.revoked_at === null && row.expires_at.getTime() > this.clock.now();
  }

  readonly authenticator: Authenticator = {
    user: async (token: string): Promise<UserPrincipal | null> => {
      if (token.length > 200) return null;
      const row = await this.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'sessions.revoked_at', 'sessions.expires_at', 'sessions.device_id', 'users.frozen'])
        .where('sessions.token_hash', '=', sha256(token))
        .where('sessions.kind', '=', 'user')
        .executeTakeFirst();
      if (!row || !this.live(row) || row.user_id === null) return null;
      if (row.frozen) throw errors.frozen();
      if (row.device_id !== null) await this.onDeviceSeen?.(row.device_id);
      return { kind: 'user', userId: row.user_id, sessionId: row.id };
    },
    operator: async (token: string): Promise<OperatorPrincipal | null> => {
      if (token.length > 200) return null;
      const row = await this.db
        .selectFrom('sessions')
        .innerJoin('operators', 'operators.id', 'sessions.operator_id')
        .select(['sessions.id', 'sessions.operator_id', 'sessions.revoked_at', 'sessions.expires_at', 'operators.roles', 'operators.disabled'])
        .where('sessions.token_hash', '=', sha256(token))
        .where('sessions.kind', '=', 'operator')
        .executeTakeFirst();
      if (!row || !this.live(row) || row.operator_id === null || row.disabled) return null;
      return { kind: 'operator', operatorId: row.operator_id, roles: row.roles, sessionId: row.id };
    },
  };
}
