import { sql } from 'kysely';
import type { Leg, LedgerService, Tx } from '../../ledger/index.ts';
import { Dec } from '../strategies/rules.ts';
import type { TradeRow } from '../strategies/index.ts';

/** A copy's row for one agency trade: mirrored (paid by its ledger leg) or skipped. */
export type MirrorRow = { copy_id: number; strategy_trade_id: number; day: number; code: string; side: 'buy' | 'sell'; quantity: string; price: string; amount_minor: bigint; kind: 'mirrored' | 'skipped' };

/**
 * Writes what mirroring a chunk of copies decided (service.ts mirrorLocked), in the caller's
 * transaction: one ledger transaction per agency trade with one leg per copy, the positions
 * (upserted, emptied ones deleted), the trades and the copies' cash and last trade, in bulk.
 */
export async function writeMirror(
  trx: Tx,
  ledger: LedgerService,
  now: Date,
  input: { byTrade: Map<number, { st: TradeRow; legs: Leg[]; rows: MirrorRow[] }>; changed: Map<string, { copy_id: number; code: string; quantity: string }>; rows: MirrorRow[]; updates: Array<{ id: number; cash: bigint; last: number }> },
): Promise<void> {
  const { byTrade, changed, rows, updates } = input;
  const txOf = new Map<MirrorRow, bigint>();
  for (const { st, legs, rows: paid } of [...byTrade.values()].sort((a, b) => a.st.id - b.st.id)) {
    const tx = await ledger.post({ kind: 'trade', ref: `strategy-trade:${st.id}`, by: 'system', memo: { mirror: true, code: st.code, side: st.side, price: st.price, strategyTradeId: st.id, copies: legs.length }, legs }, trx);
    for (const r of paid) txOf.set(r, tx.id);
  }
  const moved = [...changed.values()];
  if (moved.length > 0) {
    await trx
      .insertInto('follow_positions')
      .values(moved)
      .onConflict((oc) => oc.columns(['copy_id', 'code']).doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })))
      .execute();
    const gone = moved.filter((p) => new Dec(p.quantity).isZero());
    if (gone.length > 0) await trx.deleteFrom('follow_positions').where('copy_id', 'in', [...new Set(gone.map((p) => p.copy_id))]).where('quantity', 'in', [...new Set(gone.map((p) => p.quantity))]).execute();
  }
  for (let i = 0; i < rows.length; i += 2000) {
    await trx
      .insertInto('follow_trades')
      .values(rows.slice(i, i + 2000).map((r) => ({ ...r, tx_id: txOf.get(r) ?? null, created_at: now })))
      .execute();
  }
  const values = sql.join(updates.map((u) => sql`(${u.id}::integer, ${u.cash}::bigint, ${u.last}::integer)`));
  await sql`update follow_copies set cash_minor = v.cash, last_trade_id = v.last from (values ${values}) as v (id, cash, last) where follow_copies.id = v.id`.execute(trx);
}
