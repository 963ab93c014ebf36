import type { Db } from '../db/index.ts';
import './tables.ts';

/**
 * Users that have an account with a posting before `before` (ms), in id order after
 * `afterUserId`, at most `limit`: whom a month-end job (the documents' statements) goes
 * through. The ledger owns its tables, so other areas ask it.
 */
export async function usersWithPostings(db: Db, options: { before: number; afterUserId: number; limit: number }): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_accounts as a')
    .select('a.user_id')
    .distinct()
    .where('a.user_id', 'is not', null)
    .where('a.user_id', '>', options.afterUserId)
    .where((eb) => eb.exists(eb.selectFrom('ledger_postings as p').select('p.id').whereRef('p.account_id', '=', 'a.id').where('p.created_at', '<', new Date(options.before))))
    .orderBy('a.user_id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.user_id!);
}
