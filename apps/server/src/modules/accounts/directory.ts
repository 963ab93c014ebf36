import type { AdminUser, Page } from '@app/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { pageOf } from '../../db/paging.ts';
import type { Tx } from '../../ledger/index.ts';
import type { UsersTable } from './tables.ts';
import './tables.ts';

/*
 * The back office's view of users (the admin module's user list and detail). The
 * accounts module owns the users table, so these queries live here.
 */

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

/**
 * User search for the back office: by id, or part of the username or email. A keyword that
 * is a whole username or email (not a number) answers that user, read on the unique indexes:
 * a "contains" match of a whole address reads, through the trigram index, the trigrams every
 * address shares (its domain: 0.1 s in 1 M users, issue 20), and the operator who pastes an
 * address wants its owner.
 */
export async function searchUsers(
  db: Db,
  query: { keyword?: string | undefined; frozen?: 'true' | 'false' | undefined; pageNum: number; pageSize: number },
): Promise<Page<AdminUser>> {
  let base = db.selectFrom('users');
  const keyword = query.keyword?.trim();
  const exact = keyword && !/^\d+$/.test(keyword) ? await matchUserIds(db, keyword, 2) : [];
  if (keyword && exact.length > 0) {
    base = base.where('id', 'in', exact);
  } else if (keyword) {
    const like = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,9}$/.test(keyword) ? Number(keyword) : undefined;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), 'like', like),
        eb(eb.fn('lower', ['email']), 'like', like),
        // The verified name, whatever its case and accents (issue 30.3; search_fold, migration 0202).
        eb(sql`search_fold(real_name)`, 'like', sql<string>`search_fold(${like})`),
        ...(id !== undefined ? [eb('id', '=', id)] : []),
      ]),
    );
  }
  if (query.frozen) base = base.where('frozen', '=', query.frozen === 'true');
  return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => rows.map(toAdminUser));
}

/**
 * The users a back-office queue search names (issue 20): the id, the exact username or
 * email (case-insensitive, on their unique indexes). At most `limit`.
 */
export async function matchUserIds(db: Db, keyword: string, limit = 100): Promise<number[]> {
  const text = keyword.trim().toLowerCase();
  if (!text) return [];
  const id = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', text), eb(eb.fn('lower', ['email']), '=', text), ...(id !== undefined ? [eb('id', '=', id)] : [])]))
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** One user as the back office shows it, or undefined. */
export async function adminUser(db: Db | Tx, userId: number): Promise<AdminUser | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const twoFactor = await db.selectFrom('two_factor_secrets').select(['enabled_at']).where('user_id', '=', userId).executeTakeFirst();
  return { ...toAdminUser(row), twoFactorEnabled: !!twoFactor?.enabled_at };
}

/** Whether a user exists (inside the caller's transaction). */
export async function userExists(db: Db | Tx, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/** The id of a user's latest verified KYC submission (the notice of its approval is keyed by it). */
export async function verifiedSubmissionId(db: Db | Tx, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('kyc_submissions').select('id').where('user_id', '=', userId).where('status', '=', 'verified').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.id;
}
