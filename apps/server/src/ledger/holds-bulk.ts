import { CURRENCY_DECIMALS, type Currency } from '@app/contracts';
import { sql } from 'kysely';
import { AppError, errors } from '../http/errors.ts';
import { accountCode, parseAccountCode, type AccountRef } from './accounts.ts';
import { t } from './messages.ts';
import { formatMinor } from './money.ts';
import { requestHash, type LedgerService, type Tx } from './service.ts';

/** One hold to close in a batch: released (no `capture`), or captured as `captureHold` would (without extra legs). */
export interface BulkHoldItem {
  holdId: number;
  capture?: {
    to: { account: AccountRef; amount: bigint; line?: string | undefined }[];
    /** Close the hold after this capture, releasing what is left (default: close when nothing is left). */
    final?: boolean;
    idempotencyKey?: string | undefined;
    kind: string;
    ref?: string | undefined;
    memo?: Record<string, unknown> | undefined;
    by?: string | undefined;
  };
}

export interface BulkHoldResult {
  holdId: number;
  status: 'active' | 'captured' | 'released';
  /** The capture's ledger transaction (null for a release). */
  txId: bigint | null;
  /** What the hold had left before: captured + released. */
  remaining: bigint;
  /** Already done before this call (a released hold released again, a capture key seen before): nothing moved. */
  replayed: boolean;
}

interface LockedHold {
  id: number;
  account_id: number;
  currency: string;
  remaining: bigint;
  status: 'active' | 'captured' | 'released';
  ref: string | null;
  code: string;
}

/**
 * Many holds closed at once, inside the caller's transaction `trx` (`ledger.run`), with the
 * same rows as `releaseHold` / `captureHold` one by one: each capture is its own balanced
 * ledger transaction (hold_id, idempotency key, request hash, memo `{ holdId, ... }`), each
 * release closes its hold and gives the money back to available.
 *
 * Statements, whatever the number of holds: the holds locked (id order) and read; earlier
 * captures with the same idempotency keys looked up (replayed, nothing moved); the held
 * accounts locked in id order (the destinations right before their postings); ONE update closes
 * every hold and lowers each account's `held` by what its holds had left (the releases and
 * the captured holds alike, before any posting, so that balance - held never dips); then,
 * when there are captures, the transaction ids from the sequence and ONE statement inserting
 * every transaction and its postings (the posting trigger moves the balances, the deferred
 * trigger checks each transaction sums to zero at commit).
 *
 * Refusals as one by one: a missing hold NOT_FOUND, a capture of a closed hold HOLD_NOT_ACTIVE,
 * more than is left HOLD_EXCEEDED (the caller's transaction is rolled back).
 */
export async function settleHolds(ledger: LedgerService, trx: Tx, items: BulkHoldItem[], now: Date): Promise<Map<number, BulkHoldResult>> {
  const results = new Map<number, BulkHoldResult>();
  if (items.length === 0) return results;
  const byHold = checkedBatch(items);
  const ids = [...byHold.keys()].sort((a, b) => a - b);
  const holds = await sql<LockedHold>`
    select h.id, h.account_id, h.currency, h.remaining, h.status, h.ref, a.code
    from ledger_holds h join ledger_accounts a on a.id = h.account_id
    where h.id = any(${ids}::int[]) order by h.id for update of h`.execute(trx);
  const locked = new Map(holds.rows.map((row) => [row.id, { ...row, remaining: BigInt(row.remaining) }]));

  // Captures whose key is already used: answered as replays (read after the hold locks, so a
  // concurrent batch with the same keys has committed or rolled back by now).
  const keys = items.flatMap((i) => (i.capture?.idempotencyKey ? [i.capture.idempotencyKey] : []));
  const done = keys.length
    ? await trx.selectFrom('ledger_transactions').select(['id', 'idempotency_key', 'hold_id']).where('idempotency_key', 'in', keys).execute()
    : [];
  const doneByKey = new Map(done.map((row) => [row.idempotency_key!, row]));

  const work = planWork(ids, byHold, locked, doneByKey, results);
  if (work.length === 0) return results;
  const accountIds = await destinationAccounts(ledger, trx, work);
  // The held accounts locked in id order now; the destinations (house accounts shared by
  // concurrent batches) only right before the postings, so that other batches wait on them
  // only while this one books. They must be locked before any posting row takes its id: posting
  // ids follow each account's balance order (a one-by-one ledger call that meanwhile locks a
  // house account and then one of these held accounts is a deadlock the database breaks and
  // ledger.run retries).
  const heldIds = [...new Set(work.map((w) => w.hold.account_id))].sort((a, b) => a - b);
  await sql`select id from ledger_accounts where id = any(${heldIds}::int[]) order by id for update`.execute(trx);

  const status = work.map((w) => (!w.item.capture ? 'released' : w.closing ? 'captured' : 'active'));
  await closeHolds(trx, work, status, now);
  const txIds = await bookCaptures(
    trx,
    work.filter((w) => w.item.capture),
    accountIds,
    now,
  );
  work.forEach((w, i) => {
    results.set(w.hold.id, { holdId: w.hold.id, status: status[i] as BulkHoldResult['status'], txId: txIds.get(w.hold.id) ?? null, remaining: w.hold.remaining, replayed: false });
  });
  return results;
}

type Work = { hold: LockedHold; item: BulkHoldItem; total: bigint; closing: boolean };

/** The batch by hold: each hold once, every capture with positive amounts. */
function checkedBatch(items: BulkHoldItem[]): Map<number, BulkHoldItem> {
  const byHold = new Map<number, BulkHoldItem>();
  for (const item of items) {
    if (byHold.has(item.holdId)) throw new Error(`hold ${item.holdId} twice in one batch`);
    const capture = item.capture;
    if (capture && (capture.to.length === 0 || capture.to.some((d) => typeof d.amount !== 'bigint' || d.amount <= 0n))) throw new Error('capture destinations need positive amounts');
    byHold.set(item.holdId, item);
  }
  return byHold;
}

/** What each locked hold does: a replay (into `results`, nothing moves), or its release or capture; the refusals of one by one. */
function planWork(
  ids: number[],
  byHold: Map<number, BulkHoldItem>,
  locked: Map<number, LockedHold>,
  doneByKey: Map<string, { id: bigint; hold_id: number | null }>,
  results: Map<number, BulkHoldResult>,
): Work[] {
  const work: Work[] = [];
  for (const id of ids) {
    const item = byHold.get(id)!;
    const hold = locked.get(id);
    if (!hold) throw new AppError('NOT_FOUND', t.holdNotFound);
    const key = item.capture?.idempotencyKey;
    const previous = key ? doneByKey.get(key) : undefined;
    if (previous) {
      if (previous.hold_id !== id) throw errors.idempotencyMismatch();
      results.set(id, { holdId: id, status: hold.status, txId: previous.id, remaining: 0n, replayed: true });
      continue;
    }
    if (!item.capture && hold.status === 'released') {
      results.set(id, { holdId: id, status: 'released', txId: null, remaining: 0n, replayed: true });
      continue;
    }
    if (hold.status !== 'active') throw new AppError('HOLD_NOT_ACTIVE', t.holdNotActive, { id });
    const total = item.capture ? item.capture.to.reduce((sum, d) => sum + d.amount, 0n) : 0n;
    if (item.capture) {
      if (item.capture.to.some((d) => d.account.currency !== hold.currency)) throw new Error('a capture pays out in the hold currency');
      if (total > hold.remaining) {
        const currency = hold.currency as Currency;
        throw new AppError('HOLD_EXCEEDED', t.holdExceeded, { remaining: formatMinor(hold.remaining, CURRENCY_DECIMALS[currency]), currency });
      }
    }
    work.push({ hold, item, total, closing: !item.capture || item.capture.final === true || total === hold.remaining });
  }
  return work;
}

/**
 * The captures' destination accounts (a handful of house accounts) by code: read first,
 * created only when missing (an insert would wait on the unique index for other batches that
 * are moving their balance).
 */
async function destinationAccounts(ledger: LedgerService, trx: Tx, work: Work[]): Promise<Map<string, number>> {
  const destinations = new Map<string, AccountRef>();
  for (const w of work) for (const d of w.item.capture?.to ?? []) destinations.set(accountCode(d.account), d.account);
  for (const w of work) if (w.item.capture?.to.some((d) => accountCode(d.account) === w.hold.code)) throw new Error('a leg moves money between two different accounts');
  const accountIds = new Map<string, number>();
  if (destinations.size) {
    const found = await trx.selectFrom('ledger_accounts').select(['id', 'code']).where('code', 'in', [...destinations.keys()]).execute();
    for (const row of found) accountIds.set(row.code, row.id);
    const missing = [...destinations].filter(([code]) => !accountIds.has(code)).map(([, ref]) => ref);
    if (missing.length) for (const [code, id] of await ledger.accounts(missing, trx)) accountIds.set(code, id);
  }
  return accountIds;
}

/** Every hold closed (or lowered) and each account's held lowered by what its holds let go: one statement. */
async function closeHolds(trx: Tx, work: Work[], status: string[], now: Date): Promise<void> {
  await sql`
    with v as (
      select * from unnest(${work.map((w) => w.hold.id)}::int[], ${status}::text[], ${work.map((w) => String(w.closing ? 0n : w.hold.remaining - w.total))}::bigint[], ${work.map((w) => String(w.closing ? w.hold.remaining : w.total))}::bigint[])
        as v (id, status, remaining, unheld)
    ), closed as (
      update ledger_holds h set status = v.status, remaining = v.remaining, closed_at = case when v.status = 'active' then null else ${now}::timestamptz end
      from v where h.id = v.id and h.status = 'active'
      returning h.id, h.account_id
    )
    update ledger_accounts a set held = a.held - s.unheld
    from (select c.account_id, sum(v.unheld)::bigint as unheld from closed c join v on v.id = c.id group by c.account_id) s
    where a.id = s.account_id`.execute(trx);
}

/**
 * The captures' ledger transactions (ids from the sequence) and their postings in ONE
 * statement, the destinations locked right before; answers each hold's transaction id.
 */
async function bookCaptures(trx: Tx, captures: Work[], accountIds: Map<string, number>, now: Date): Promise<Map<number, bigint>> {
  const txIds = new Map<number, bigint>();
  if (captures.length === 0) return txIds;
  const seq = await sql<{ id: string | bigint }>`select nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as id from generate_series(1, ${captures.length}::int)`.execute(trx);
  const newIds = seq.rows.map((r) => BigInt(r.id)).sort((a, b) => (a < b ? -1 : 1));
  captures.forEach((w, i) => txIds.set(w.hold.id, newIds[i]!));
  const { tx, p } = captureRows(captures, txIds, accountIds);
  const destinationIds = [...new Set(accountIds.values())].sort((a, b) => a - b);
  await sql`select id from ledger_accounts where id = any(${destinationIds}::int[]) order by id for update`.execute(trx);
  // Postings in account order (each account's running balance follows posting ids), then each transaction's own order.
  await sql`
    with t as (
      insert into ledger_transactions (id, kind, ref, idempotency_key, request_hash, memo, hold_id, created_by, created_at)
      select v.id, v.kind, v.ref, v.key, v.hash, v.memo::jsonb, v.hold, v.by, ${now}::timestamptz
      from unnest(${tx.id}::bigint[], ${tx.kind}::text[], ${tx.ref}::text[], ${tx.key}::text[], ${tx.hash}::text[], ${tx.memo}::text[], ${tx.hold}::int[], ${tx.by}::text[])
        as v (id, kind, ref, key, hash, memo, hold, by)
      returning id
    )
    insert into ledger_postings (tx_id, account_id, currency, amount, line, created_at)
    select p.tx, p.account, p.currency, p.amount, p.line, ${now}::timestamptz
    from unnest(${p.tx}::bigint[], ${p.account}::int[], ${p.currency}::text[], ${p.amount}::bigint[], ${p.line}::text[], ${p.ord}::int[])
      as p (tx, account, currency, amount, line, ord)
    where (select count(*) from t) = ${captures.length}::int
    order by p.account, p.tx, p.ord`.execute(trx);
  return txIds;
}

/** The columns of the captures' transactions and postings, as the one insert statement takes them. */
function captureRows(captures: Work[], txIds: Map<number, bigint>, accountIds: Map<string, number>) {
  const tx = { id: [] as string[], kind: [] as string[], ref: [] as (string | null)[], key: [] as (string | null)[], hash: [] as (string | null)[], memo: [] as string[], hold: [] as number[], by: [] as string[] };
  const p = { tx: [] as string[], account: [] as number[], currency: [] as string[], amount: [] as string[], line: [] as (string | null)[], ord: [] as number[] };
  for (const w of captures) {
    const c = w.item.capture!;
    const id = txIds.get(w.hold.id)!;
    const ref = c.ref ?? w.hold.ref ?? undefined;
    const source = parseAccountCode(w.hold.code);
    // The same hash as captureHold's transaction (LedgerService.legsHash).
    const hash = c.idempotencyKey ? requestHash({ kind: c.kind, ref, legs: c.to.map((d) => ({ from: accountCode(source), to: accountCode(d.account), amount: d.amount, line: d.line })) }) : null;
    tx.id.push(String(id));
    tx.kind.push(c.kind);
    tx.ref.push(ref ?? null);
    tx.key.push(c.idempotencyKey ?? null);
    tx.hash.push(hash);
    tx.memo.push(JSON.stringify({ holdId: w.hold.id, ...c.memo }));
    tx.hold.push(w.hold.id);
    tx.by.push(c.by ?? 'system');
    c.to.forEach((d, j) => {
      for (const [account, amount, ord] of [[w.hold.account_id, -d.amount, 2 * j], [accountIds.get(accountCode(d.account))!, d.amount, 2 * j + 1]] as const) {
        p.tx.push(String(id));
        p.account.push(account);
        p.currency.push(w.hold.currency);
        p.amount.push(String(amount));
        p.line.push(d.line ?? null);
        p.ord.push(ord);
      }
    });
  }
  return { tx, p };
}

/** Releases many holds at once (see settleHolds): a hold already released is answered again, nothing moved. */
export function releaseHolds(ledger: LedgerService, trx: Tx, holdIds: number[], now: Date): Promise<Map<number, BulkHoldResult>> {
  return settleHolds(
    ledger,
    trx,
    holdIds.map((holdId) => ({ holdId })),
    now,
  );
}
