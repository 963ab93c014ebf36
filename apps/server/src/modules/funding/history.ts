import type { Tx } from '../../ledger/service.ts';
import './tables.ts';

export type MoneyEntity = 'deposit' | 'withdrawal';

/** Appends one state change (who and when) to the append-only money history. */
export async function recordHistory(trx: Tx, entity: MoneyEntity, id: number, status: string, actor: string, at: number, note?: string): Promise<void> {
  await trx
    .insertInto('money_history')
    .values({ entity, entity_id: id, status, actor, note: note ?? null, created_at: new Date(at) })
    .execute();
}

export async function historyOf(db: Tx, entity: MoneyEntity, id: number): Promise<{ status: string; actor: string; note?: string; createdAt: number }[]> {
  const rows = await db.selectFrom('money_history').selectAll().where('entity', '=', entity).where('entity_id', '=', id).orderBy('id').execute();
  return rows.map((row) => ({ status: row.status, actor: row.actor, ...(row.note ? { note: row.note } : {}), createdAt: row.created_at.getTime() }));
}

/** The histories of a page of rows in one query (a back-office queue page, issue 20), by id. */
export async function historiesOf(db: Tx, entity: MoneyEntity, ids: number[]): Promise<Map<number, { status: string; actor: string; note?: string; createdAt: number }[]>> {
  const out = new Map<number, { status: string; actor: string; note?: string; createdAt: number }[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db.selectFrom('money_history').selectAll().where('entity', '=', entity).where('entity_id', 'in', ids).orderBy('id').execute();
  for (const row of rows) out.get(row.entity_id)?.push({ status: row.status, actor: row.actor, ...(row.note ? { note: row.note } : {}), createdAt: row.created_at.getTime() });
  return out;
}

/** A readable order number: prefix, UTC date, 6 random characters (unique per table). */
export function orderNumber(prefix: 'D' | 'W', now: number): string {
  const date = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  const random = Array.from({ length: 6 }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(Math.random() * 34)]).join('');
  return `${prefix}${date}${random}`;
}
