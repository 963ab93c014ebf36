import type { Currency } from '@app/contracts';
import { sql } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { accountCode, BOOKING, type AccountRef, type Leg, type Tx } from '../../ledger/index.ts';
import { keyFromDay } from '../../market/time.ts';
import { HOUSE, type HoldingRow } from './holdings.ts';

/** A coupon or redemption owed to a holding on `day`: gross and the ISR withheld from it. */
export interface Due {
  row: HoldingRow;
  kind: 'coupon' | 'redemption';
  day: number;
  gross: bigint;
  isr: bigint;
}

/**
 * Books a chunk of coupons or redemptions (one kind) in the caller's transaction `trx`,
 * whose holdings the caller has locked (FOR UPDATE, in id order) and found still open:
 *
 * 1. ONE multi-row insert of the payment rows; the unique (holding, kind, date) makes each
 *    payment once: a row already there (another runner, an earlier run) is left out, and
 *    a concurrent runner's insert waits for this transaction, then leaves its rows out.
 * 2. ONE ledger transaction for what was inserted, in ONE statement: the accounts locked in
 *    id order and the transaction row (LedgerService.booking's parts), then the postings:
 *    per holder the gross in (the transaction's kind) and the ISR out (its own 'tax'
 *    line), and on the house side ONE posting per house account (BONDS_MARKET pays the sum
 *    of the gross, ISR_WITHHELD receives the sum of the ISR), so the balance trigger
 *    moves each house row once per chunk instead of once per holder. The database checks
 *    the sums at commit as for any posting; the holdings' paid interest and ISR move in
 *    the same statement.
 *
 * Answers the payments made (for the notices, sent by the caller after commit).
 */
export async function payChunk(ctx: AppContext, trx: Tx, dues: Due[], currency: Currency): Promise<Due[]> {
  if (dues.length === 0) return [];
  const kind = dues[0]!.kind;
  if (dues.some((d) => d.kind !== kind || d.row.currency !== currency)) throw new Error('payChunk: one kind and one currency per chunk');
  const now = new Date(ctx.clock.now());
  const sorted = [...dues].sort((a, b) => a.row.id - b.row.id || a.day - b.day);
  const values = sql.join(
    sorted.map((d) => sql`(${d.row.id}::integer, ${keyFromDay(d.day)}::text, ${d.gross}::bigint, ${d.isr}::bigint)`),
  );
  // The transaction's id comes from its sequence first, so that the payment rows name it.
  const inserted = await sql<{ holding_id: number; due_date: string; tx_id: string }>`
    with ids as materialized (select nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as tx_id)
    insert into bonds_payments (holding_id, kind, due_date, gross_minor, isr_minor, fee_minor, net_minor, tx_id, created_at)
    select v.holding_id, ${kind}, v.due_date, v.gross, v.isr, 0, v.gross - v.isr, ids.tx_id, ${now}
    from (values ${values}) as v (holding_id, due_date, gross, isr) cross join ids
    order by v.holding_id, v.due_date
    on conflict (holding_id, kind, due_date) do nothing
    returning holding_id, due_date, tx_id`.execute(trx);
  if (inserted.rows.length === 0) return [];
  const made = new Set(inserted.rows.map((r) => `${r.holding_id}:${r.due_date}`));
  const paid = sorted.filter((d) => made.has(`${d.row.id}:${keyFromDay(d.day)}`));
  const txId = BigInt(inserted.rows[0]!.tx_id);

  const ledger = need(ctx, 'ledger');
  const market: AccountRef = { house: HOUSE.market, currency };
  const isrHouse: AccountRef = { house: HOUSE.isr, currency };
  const userOf = (userId: number): AccountRef => ({ userId, wallet: 'FINANCIAL', currency });
  // What the transaction is, leg by leg (for the accounts and their locks).
  const legs: Leg[] = [];
  for (const d of paid) {
    if (d.gross > 0n) legs.push({ from: market, to: userOf(d.row.user_id), amount: d.gross });
    if (d.isr > 0n) legs.push({ from: userOf(d.row.user_id), to: isrHouse, amount: d.isr, line: 'tax' });
  }
  if (legs.length === 0) return paid;
  const ids = await ledger.accounts(
    legs.flatMap((leg) => [leg.from, leg.to]),
    trx,
  );
  const idOf = (ref: AccountRef) => ids.get(accountCode(ref))!;
  // The postings: per holder gross in then ISR out (so the balance never dips), the house side summed.
  const postings: { account: number; amount: bigint; ord: number; line: string | null }[] = [];
  let grossTotal = 0n;
  let isrTotal = 0n;
  paid.forEach((d, i) => {
    const user = idOf(userOf(d.row.user_id));
    if (d.gross > 0n) postings.push({ account: user, amount: d.gross, ord: 2 * i, line: null });
    if (d.isr > 0n) postings.push({ account: user, amount: -d.isr, ord: 2 * i + 1, line: 'tax' });
    grossTotal += d.gross;
    isrTotal += d.isr;
  });
  if (grossTotal > 0n) postings.push({ account: idOf(market), amount: -grossTotal, ord: -2, line: null });
  if (isrTotal > 0n) postings.push({ account: idOf(isrHouse), amount: isrTotal, ord: -1, line: 'tax' });
  const rows = sql.join(postings.map((p) => sql`(${p.account}::integer, ${p.amount}::bigint, ${p.ord}::integer, ${p.line}::text)`));
  const booking = ledger.booking(
    {
      kind: kind === 'coupon' ? 'interest' : 'income',
      ref: `bonds-${kind}:${keyFromDay(Math.max(...paid.map((d) => d.day)))}`,
      memo: { payment: kind },
      by: 'system',
      legs,
    },
    ids,
    { createdAt: now, txId: sql`${txId}::bigint` },
  );
  // Per holding: the interest paid and the ISR withheld (a catch-up may pay two coupons at once).
  const perHolding = new Map<number, { interest: bigint; isr: bigint }>();
  for (const d of paid) {
    const acc = perHolding.get(d.row.id) ?? { interest: 0n, isr: 0n };
    if (kind === 'coupon') acc.interest += d.gross;
    acc.isr += d.isr;
    perHolding.set(d.row.id, acc);
  }
  const holdings = sql.join([...perHolding].map(([id, a]) => sql`(${id}::integer, ${a.interest}::bigint, ${a.isr}::bigint)`));
  const [locked, tx] = [sql.raw(BOOKING.locked), sql.raw(BOOKING.tx)];
  await sql`
    with ${locked} as materialized (${booking.locked}),
    ${tx} as (${booking.tx}),
    ${sql.raw(BOOKING.postings)} as (
      insert into ledger_postings (tx_id, account_id, currency, amount, line, created_at)
      select ${tx}.id, v.account_id, ${currency}, v.amount, v.line, ${now}
      from ${tx} cross join (values ${rows}) as v (account_id, amount, ord, line)
      where (select count(*) from ${locked}) > 0
      order by v.account_id, v.ord
      returning id),
    h as (
      update bonds_holdings set interest_minor = interest_minor + v.interest, isr_minor = bonds_holdings.isr_minor + v.isr
      from (values ${holdings}) as v (id, interest, isr)
      where bonds_holdings.id = v.id
      returning bonds_holdings.id)
    select (select count(*) from ${sql.raw(BOOKING.postings)}) as postings, (select count(*) from h) as holdings`.execute(trx);
  return paid;
}
