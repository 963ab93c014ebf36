import crypto from 'node:crypto';
import type { Db } from '../../db/index.ts';
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
 * token throws the frozen error (403).
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(kind: 'user' | 'operator', principalId: number, ip?: string): Promise<NewSession> {
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
      })
      .execute();
    return { token, sessionId, expiresAt };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.clock.now()) })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every session of a user, except `keep` (the one changing the password). */
  async revokeUserSessions(userId: number, keep?: string): Promise<void> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.clock.now()) })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep) query = query.where('id', '!=', keep);
    await query.execute();
  }

  async revokeOperatorSessions(operatorId: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.clock.now()) })
      .where('operator_id', '=', operatorId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  private live(row: { revoked_at: Date | null; expires_at: Date } | undefined): boolean {
    return !!row && row.revoked_at === null && row.expires_at.getTime() > this.clock.now();
  }

  readonly authenticator: Authenticator = {
    user: async (token: string): Promise<UserPrincipal | null> => {
      if (token.length > 200) return null;
      const row = await this.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'sessions.revoked_at', 'sessions.expires_at', 'users.frozen'])
        .where('sessions.token_hash', '=', sha256(token))
        .where('sessions.kind', '=', 'user')
        .executeTakeFirst();
      if (!row || !this.live(row) || row.user_id === null) return null;
      if (row.frozen) throw errors.frozen();
      return { kind: 'user', userId: row.user_id, sessionId: row.id };
    },
    operator: async (token: string): Promise<OperatorPrincipal | null> => {
      if (token.length > 200) return null;
      const row = await this.db
        .selectFrom('sessions')
        .innerJoin('operators', 'operators.id', 'sessions.operator_id')
        .select(['sessions.id', 'sessions.operator_id', 'sessions.revoked_at', 'sessions.expires_at', 'operators.role', 'operators.disabled'])
        .where('sessions.token_hash', '=', sha256(token))
        .where('sessions.kind', '=', 'operator')
        .executeTakeFirst();
      if (!row || !this.live(row) || row.operator_id === null || row.disabled) return null;
      return { kind: 'operator', operatorId: row.operator_id, role: row.role, sessionId: row.id };
    },
  };
}
