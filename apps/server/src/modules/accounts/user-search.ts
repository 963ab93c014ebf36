import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { matchUserIds } from './directory.ts';
import './tables.ts';

/** `%part%` for LIKE, its own wildcards escaped. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The users a back-office search names (issue 30.3): the id, the exact username or email, and
 * then any user whose username, email or verified name contains the text, whatever its case and
 * accents ("lucia" finds "lucia_hdz" and "Lucía Hernández"; `search_fold`, migration 0202; on
 * PostgreSQL through trigram indexes). The exact matches come first; at most `limit` in all. A
 * keyword of digits only names a user by id.
 */
export async function findUserIds(db: Db, keyword: string, limit = 200): Promise<number[]> {
  const text = keyword.trim();
  if (!text) return [];
  const exact = await matchUserIds(db, text, limit);
  // A number is an id (or an amount, a reference): not a part of names ("12" is in many usernames).
  if (exact.length >= limit || /^[\d.,\s$]+$/.test(text)) return exact;
  const lowered = containing(text.toLowerCase());
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), 'like', lowered),
        eb(eb.fn('lower', ['email']), 'like', lowered),
        eb(sql`search_fold(real_name)`, 'like', sql<string>`search_fold(${containing(text)})`),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return [...new Set([...exact, ...rows.map((row) => row.id)])].slice(0, limit);
}
