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
 * Holdings per ledger transaction. The ledger's deferred balance check runs once per
 * posting over all the postings of its transaction (quadratic in the transaction's size):
 * a chunk is booked as several ledger transactions of this many holdings, in one statement.
 */
export const LEDGER_SLICE = 50;

/**
 * Books a chunk of coupons or redemptions (one kind, one currency) in the caller's
 * transaction `trx`, whose holdings the caller has locked (FOR UPDATE, in id order) and
 * found still open:
 *
 * 1. ONE multi-row insert of the payment rows; the unique (holding, kind, date) makes each
 *    payment once: a row already there (another runner, an earlier run) is left out, and
 *    a concurrent runner's insert waits for this transaction, then leaves its rows out.
 *    The ledger transactions' ids come from their sequence in the same statement, so that
 *    each payment row names its transaction.
 * 2. ONE statement for the money: the accounts locked in id order and the transaction rows
 *    (LedgerService.booking's parts), then the postings: per holder the gross in (the
 *    transaction's kind) and the ISR out (its own 'isr' line); on the house side ONE
 *    posting per house account per ledger transaction (BONDS_MARKET pays the sum of the
 *    gross, ISR_WITHHELD receives the sum of the ISR), so the balance trigger moves each
 *    house row once per LEDGER_SLICE holders instead of once per holder. The database
 *    checks the sums at commit as for any posting. The holdings' paid interest and ISR
 *    move in the same statement.
 *
 * Answers the payments made (for the notices, sent by the caller after commit).
 */
export async function payChunk(ctx: AppContext, trx: Tx, dues: Due[], currency: Currency): Promise<Due[]> {
  if (dues.length === 0) return [];
  const kind = dues[0]!.kind;
  if (dues.some((d) => d.kind !== kind || d.row.currency !== currency)) throw new Error('payChunk: one kind and one currency per chunk');
  const now = new Date(ctx.clock.now());
  const sorted = [...dues].sort((a, b) => a.row.id - b.row.id || a.day - b.day);
  const slices = Math.ceil(sorted.length / LEDGER_SLICE);
  const inserted = await sql<{ holding_id: number; due_date: string; tx_id: string }>`
    with ids as materialized (select array_agg(nextval(pg_get_serial_sequence('ledger_transactions', 'id'))) as tx from generate_series(1, ${slices}::integer)),
    v as (
      select * from unnest(${sorted.map((d) => d.row.id)}::integer[], ${sorted.map((d) => keyFromDay(d.day))}::text[], ${sorted.map((d) => String(d.gross))}::bigint[], ${sorted.map((d) => String(d.isr))}::bigint[])
        with ordinality as v (holding_id, due_date, gross, isr, n))
    insert into bonds_payments (holding_id, kind, due_date, gross_minor, isr_minor, fee_minor, net_minor, tx_id, created_at)
    select v.holding_id, ${kind}, v.due_date, v.gross, v.isr, 0, v.gross - v.isr, ids.tx[(v.n - 1) / ${LEDGER_SLICE} + 1], ${now}
    from v cross join ids
    order by v.n
    on conflict (holding_id, kind, due_date) do nothing
    returning holding_id, due_date, tx_id`.execute(trx);
  if (inserted.rows.length === 0) return [];
  const txOf = new Map(inserted.rows.map((r) => [`${r.holding_id}:${r.due_date}`, BigInt(r.tx_id)]));
  const paid = sorted.filter((d) => txOf.has(`${d.row.id}:${keyFromDay(d.day)}`));

  const ledger = need(ctx, 'ledger');
  const market: AccountRef = { house: HOUSE.market, currency };
  const isrHouse: AccountRef = { house: HOUSE.isr, currency };
  const userOf = (userId: number): AccountRef => ({ userId, wallet: 'FINANCIAL', currency });
  // Each ledger transaction, leg by leg (what it is; its accounts), and its postings.
  const txs = new Map<bigint, { legs: Leg[]; gross: bigint; isr: bigint; last: number }>();
  for (const d of paid) {
    const id = txOf.get(`${d.row.id}:${keyFromDay(d.day)}`)!;
    const tx = txs.get(id) ?? { legs: [], gross: 0n, isr: 0n, last: d.day };
    if (d.gross > 0n) tx.legs.push({ from: market, to: userOf(d.row.user_id), amount: d.gross });
    if (d.isr > 0n) tx.legs.push({ from: userOf(d.row.user_id), to: isrHouse, amount: d.isr, line: 'isr' });
    tx.gross += d.gross;
    tx.isr += d.isr;
    tx.last = Math.max(tx.last, d.day);
    txs.set(id, tx);
  }
  for (const [id, tx] of txs) if (tx.legs.length === 0) txs.delete(id);
  if (txs.size === 0) return paid;
  const allLegs = [...txs.values()].flatMap((tx) => tx.legs);
  const ids = await ledger.accounts(
    allLegs.flatMap((leg) => [leg.from, leg.to]),
    trx,
  );
  const idOf = (ref: AccountRef) => ids.get(accountCode(ref))!;
  // The postings: per holder gross in then ISR out (so the balance never dips), the house side summed per transaction.
  const postings = { tx: [] as string[], account: [] as number[], amount: [] as string[], ord: [] as number[], line: [] as (string | null)[] };
  const add = (tx: bigint, account: number, amount: bigint, ord: number, line: string | null) => {
    postings.tx.push(String(tx));
    postings.account.push(account);
    postings.amount.push(String(amount));
    postings.ord.push(ord);
    postings.line.push(line);
  };
  paid.forEach((d, i) => {
    const tx = txOf.get(`${d.row.id}:${keyFromDay(d.day)}`)!;
    const user = idOf(userOf(d.row.user_id));
    if (d.gross > 0n) add(tx, user, d.gross, 2 * i, null);
    if (d.isr > 0n) add(tx, user, -d.isr, 2 * i + 1, 'isr');
  });
  const txRows = [...txs].map(([id, tx], i) => {
    if (tx.gross > 0n) add(id, idOf(market), -tx.gross, -2 * txs.size + 2 * i, null);
    if (tx.isr > 0n) add(id, idOf(isrHouse), tx.isr, -2 * txs.size + 2 * i + 1, 'isr');
    const booking = ledger.booking(
      { kind: kind === 'coupon' ? 'interest' : 'bonds.redemption', ref: `bonds-${kind}:${keyFromDay(tx.last)}`, memo: { payment: kind }, by: 'system', legs: tx.legs },
      ids,
      { createdAt: now, txId: sql`${String(id)}::bigint` },
    );
    return booking.tx;
  });
  // The accounts of every transaction, locked in id order before any posting, as LedgerService.booking's `locked` (one array parameter).
  const accountIds = [...new Set(postings.account)].sort((a, b) => a - b);
  const lock = sql`select id from ledger_accounts where id = any(${accountIds}::integer[]) order by id for update`;
  // Per holding: the interest paid and the ISR withheld (a catch-up may pay two coupons at once).
  const perHolding = new Map<number, { interest: bigint; isr: bigint }>();
  for (const d of paid) {
    const acc = perHolding.get(d.row.id) ?? { interest: 0n, isr: 0n };
    if (kind === 'coupon') acc.interest += d.gross;
    acc.isr += d.isr;
    perHolding.set(d.row.id, acc);
  }
  const held = [...perHolding];
  const locked = sql.raw(BOOKING.locked);
  await sql`
    with ${locked} as materialized (${lock}),
    ${sql.join(
      txRows.map((tx, i) => sql`${sql.raw(`ledger_tx_${i}`)} as (${tx})`),
      sql`, `,
    )},
    ${sql.raw(BOOKING.postings)} as (
      insert into ledger_postings (tx_id, account_id, currency, amount, line, created_at)
      select v.tx_id, v.account_id, ${currency}, v.amount, v.line, ${now}
      from unnest(${postings.tx}::bigint[], ${postings.account}::integer[], ${postings.amount}::bigint[], ${postings.ord}::integer[], ${postings.line}::text[]) as v (tx_id, account_id, amount, ord, line)
      where (select count(*) from ${locked}) > 0
        and (select count(*) from (${sql.join(
          txRows.map((_, i) => sql`select id from ${sql.raw(`ledger_tx_${i}`)}`),
          sql` union all `,
        )}) t) = ${txRows.length}
      order by v.account_id, v.ord
      returning id),
    h as (
      update bonds_holdings set interest_minor = interest_minor + v.interest, isr_minor = bonds_holdings.isr_minor + v.isr
      from unnest(${held.map(([id]) => id)}::integer[], ${held.map(([, a]) => String(a.interest))}::bigint[], ${held.map(([, a]) => String(a.isr))}::bigint[]) as v (id, interest, isr)
      where bonds_holdings.id = v.id
      returning bonds_holdings.id)
    select (select count(*) from ${sql.raw(BOOKING.postings)}) as postings, (select count(*) from h) as holdings`.execute(trx);
  return paid;
}
