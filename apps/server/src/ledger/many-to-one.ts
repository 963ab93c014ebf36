import { sql } from 'kysely';
import { accountCode, isHouse, type AccountRef } from './accounts.ts';
import { BOOKING, type LedgerService, type Leg, type Tx } from './service.ts';

/**
 * Many payments from (or to) a few house accounts, booked in ONE statement of the caller's
 * transaction (issue 17: a mining payout period; the same shape as bonds/payout.ts).
 *
 * The items are cut into ledger transactions of `slice` items each. In each transaction
 * the user side of every leg is its own posting, while the postings on house accounts are
 * summed per (account, line): the house row is updated once per transaction instead of
 * once per leg (the posting trigger updates the account row for every posting), and the
 * deferred balance check (which runs once per posting over all the postings of its
 * transaction) stays small. Legs may be in several currencies; each transaction sums to
 * zero per currency as for any posting, checked by the database at commit.
 *
 * Order of work, as in LedgerService.booking: the accounts are locked in id order first,
 * then the transaction rows (ids taken from their sequence beforehand), then the postings
 * in account order. No idempotency key: the caller makes the work once (e.g. a unique row
 * per payment written in the same transaction).
 *
 * Answers the ledger transaction of each item (undefined for an item without legs).
 */
export async function postManyToOne(
  ledger: LedgerService,
  trx: Tx,
  input: { kind: string; ref: string; memo?: Record<string, unknown>; by?: string; items: Leg[][]; slice: number; createdAt: Date },
): Promise<(bigint | undefined)[]> {
  const { items, slice, createdAt } = input;
  if (!(slice >= 1)) throw new Error('postManyToOne: slice >= 1');
  for (const legs of items) {
    for (const leg of legs) {
      if (typeof leg.amount !== 'bigint' || leg.amount <= 0n) throw new Error(`leg amounts are positive bigints (got ${String(leg.amount)})`);
      if (leg.from.currency !== leg.to.currency) throw new Error('a leg moves one currency');
      if (accountCode(leg.from) === accountCode(leg.to)) throw new Error('a leg moves money between two different accounts');
    }
  }
  // The transactions: consecutive items with legs, `slice` at a time.
  const groups: number[][] = [];
  let current: number[] = [];
  items.forEach((legs, i) => {
    if (legs.length === 0) return;
    current.push(i);
    if (current.length === slice) {
      groups.push(current);
      current = [];
    }
  });
  if (current.length > 0) groups.push(current);
  const txOfItem: (bigint | undefined)[] = items.map(() => undefined);
  if (groups.length === 0) return txOfItem;

  const ids = await ledger.accounts(
    items.flatMap((legs) => legs.flatMap((leg): AccountRef[] => [leg.from, leg.to])),
    trx,
  );
  const idOf = (ref: AccountRef) => ids.get(accountCode(ref))!;
  const seq = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('ledger_transactions', 'id'))::text as id from generate_series(1, ${groups.length}::integer)`.execute(trx);
  const txIds = seq.rows.map((r) => BigInt(r.id));

  const p = { tx: [] as string[], account: [] as number[], currency: [] as string[], amount: [] as string[], ord: [] as number[], line: [] as (string | null)[] };
  const add = (tx: bigint, account: number, currency: string, amount: bigint, line: string | null) => {
    if (amount === 0n) return;
    p.tx.push(String(tx));
    p.account.push(account);
    p.currency.push(currency);
    p.amount.push(String(amount));
    p.ord.push(p.ord.length);
    p.line.push(line);
  };
  groups.forEach((group, g) => {
    const tx = txIds[g]!;
    // House sides summed per account and line (house postings first: ord keeps each account's order).
    const house = new Map<string, { account: number; currency: string; line: string | null; amount: bigint }>();
    const own: [number, string, bigint, string | null][] = [];
    const side = (ref: AccountRef, amount: bigint, line: string | null) => {
      if (isHouse(ref)) {
        const key = `${idOf(ref)}:${line ?? ''}`;
        const sum = house.get(key) ?? { account: idOf(ref), currency: ref.currency, line, amount: 0n };
        sum.amount += amount;
        house.set(key, sum);
      } else own.push([idOf(ref), ref.currency, amount, line]);
    };
    for (const i of group) {
      txOfItem[i] = tx;
      for (const leg of items[i]!) {
        side(leg.from, -leg.amount, leg.line ?? null);
        side(leg.to, leg.amount, leg.line ?? null);
      }
    }
    for (const h of house.values()) add(tx, h.account, h.currency, h.amount, h.line);
    for (const [account, currency, amount, line] of own) add(tx, account, currency, amount, line);
  });
  const accounts = [...new Set(p.account)];
  const locked = sql.raw(BOOKING.locked);
  const memo = input.memo ? JSON.stringify(input.memo) : null;
  await sql`
    with ${locked} as materialized (select id from ledger_accounts where id in (${sql.join(accounts)}) order by id for update),
    ledger_txs as (
      insert into ledger_transactions (id, kind, ref, memo, created_by, created_at)
      select t.id, ${input.kind}, ${input.ref}, ${memo}::jsonb, ${input.by ?? 'system'}, ${createdAt}
      from unnest(${txIds.map(String)}::bigint[]) as t (id)
      where (select count(*) from ${locked}) > 0
      returning id),
    ${sql.raw(BOOKING.postings)} as (
      insert into ledger_postings (tx_id, account_id, currency, amount, line, created_at)
      select v.tx_id, v.account_id, v.currency, v.amount, v.line, ${createdAt}
      from unnest(${p.tx}::bigint[], ${p.account}::integer[], ${p.currency}::text[], ${p.amount}::bigint[], ${p.ord}::integer[], ${p.line}::text[]) as v (tx_id, account_id, currency, amount, ord, line)
      where (select count(*) from ledger_txs) = ${txIds.length}
      order by v.account_id, v.ord
      returning id)
    select (select count(*) from ${sql.raw(BOOKING.postings)}) as postings`.execute(trx);
  return txOfItem;
}
