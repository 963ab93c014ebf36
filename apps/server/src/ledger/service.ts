import crypto from 'node:crypto';
import { CURRENCY_DECIMALS, type Currency, type LedgerWallet, type ReconciliationReport } from '@app/contracts';
import { sql, type Expression, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import type { DB } from '../db/schema.ts';
import { AppError, errors } from '../http/errors.ts';
import { accountCode, isHouse, parseAccountCode, type AccountRef } from './accounts.ts';
import { t } from './messages.ts';
import { formatMinor } from './money.ts';
import { reconcile } from './reconcile.ts';
import type { LedgerHoldsTable } from './tables.ts';
import './tables.ts';

/** A database handle: the pool, or a transaction in progress. */
export type Tx = Kysely<DB>;

/** One movement of `amount` minor units from one account to another of the same currency. */
export interface Leg {
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  /** What the line is within its transaction ('fee', 'tax'...): the statement's kind of both postings (default: the transaction's kind). */
  line?: string | undefined;
}

export interface PostInput {
  /** Same key again answers the first transaction (replayed: true); another body: 409. */
  idempotencyKey?: string | undefined;
  /** What it is: deposit, withdrawal, transfer, trade, fee, ... (the statement's `kind`). */
  kind: string;
  /** What it is about, e.g. "deposit:12", "order:34". */
  ref?: string | undefined;
  memo?: Record<string, unknown> | undefined;
  /** Who did it: "user:12", "operator:3", "system". */
  by?: string | undefined;
  legs: Leg[];
}

export interface PostedPosting {
  id: bigint;
  account: string;
  currency: Currency;
  amount: bigint;
  balanceAfter: bigint;
}

export interface PostedTransaction {
  id: bigint;
  kind: string;
  ref: string | undefined;
  createdAt: number;
  postings: PostedPosting[];
  /** What the poster wrote about it (read back by `transaction`). */
  memo?: Record<string, unknown> | undefined;
  /** True when an earlier call with the same idempotency key made it. */
  replayed: boolean;
}

export interface HoldInput {
  idempotencyKey?: string | undefined;
  account: AccountRef;
  amount: bigint;
  kind: string;
  ref?: string | undefined;
  by?: string | undefined;
}

export interface Hold {
  id: number;
  account: string;
  currency: Currency;
  amount: bigint;
  remaining: bigint;
  status: 'active' | 'captured' | 'released';
  kind: string;
  ref: string | undefined;
  createdAt: number;
  closedAt: number | undefined;
  replayed: boolean;
}

export interface CaptureInput {
  /** Where the captured money goes (same currency as the hold); amounts sum to what is captured. */
  to: { account: AccountRef; amount: bigint; line?: string | undefined }[];
  /** Other legs booked in the same transaction (e.g. the FX house paying out another currency). */
  legs?: Leg[];
  /** Close the hold after this capture, releasing what is left (default: close when nothing is left). */
  final?: boolean;
  idempotencyKey?: string | undefined;
  kind: string;
  ref?: string | undefined;
  memo?: Record<string, unknown> | undefined;
  by?: string | undefined;
}

export interface AccountBalance {
  code: string;
  userId: number | undefined;
  wallet: LedgerWallet | undefined;
  house: string | undefined;
  currency: Currency;
  balance: bigint;
  held: bigint;
  available: bigint;
  creditLimit: bigint | undefined;
}

interface LockedAccount {
  id: number;
  code: string;
  currency: Currency;
  balance: bigint;
  held: bigint;
  credit_limit: bigint | null;
}

interface BookedPosting {
  id: bigint;
  tx_id: bigint;
  account_id: number;
  currency: string;
  amount: bigint;
  balance_after: bigint;
}

/** Names of the parts of `LedgerService.booking` in a caller's statement. */
export const BOOKING = { locked: 'ledger_locked', tx: 'ledger_tx', postings: 'ledger_new_postings' } as const;

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;

function pgError(error: unknown): { code?: string; constraint?: string; message?: string } {
  return (error ?? {}) as { code?: string; constraint?: string; message?: string };
}

function isFundsViolation(error: unknown): boolean {
  const e = pgError(error);
  return e.code === '23514' && (e.constraint === 'ledger_account_funds' || !!e.message?.includes('ledger_account_funds'));
}

export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(pgError(error).code ?? '');
}

/** A canonical hash of a request (keys sorted, bigint as strings), for idempotency checks. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (typeof v === 'bigint') return `${v}n`;
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return crypto.createHash('sha256').update(JSON.stringify(canonical(value))).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The double-entry ledger: the one way money moves (DESIGN section 5).
 *
 * Every method takes an optional transaction `trx` so that a caller can book money and
 * its own rows atomically (`ledger.run(async (trx) => { ...; await ledger.post(x, trx) })`);
 * without one, the method runs in its own transaction, retried on deadlock or
 * serialization failure. Accounts are locked (SELECT ... FOR UPDATE, in id order) before
 * their balances are checked and moved, so concurrent calls on one balance serialize; the
 * database refuses an unbalanced transaction, an edit of a posting and a balance below
 * its credit limit even if this code had a bug.
 */
export class LedgerService {
  /** Ids of accounts known to be committed (rows are never deleted). */
  private readonly accountIds = new Map<string, number>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  // ---- transactions --------------------------------------------------------------------

  /** Runs `fn` in a database transaction, retrying deadlocks and serialization failures. */
  async run<T>(fn: (trx: Tx) => Promise<T>): Promise<T> {
    return this.atomically(() => this.db.transaction().execute(fn));
  }

  /** Turns the database's own refusals into the expected failures they stand for. */
  mapError(error: unknown): unknown {
    if (isFundsViolation(error)) {
      return new AppError('INSUFFICIENT_FUNDS', t.insufficientFundsPlain, {}, { field: 'amount' });
    }
    if (isRetryable(error)) return new AppError('BUSY', t.busy);
    return error;
  }

  private within<T>(trx: Tx | undefined, fn: (trx: Tx) => Promise<T>): Promise<T> {
    return trx ? fn(trx) : this.run(fn);
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  // ---- accounts ------------------------------------------------------------------------

  /**
   * Ids of the accounts, creating the missing ones. Outside a transaction the rows are
   * committed at once and remembered; inside one they are created in it (and not
   * remembered, since it may still roll back).
   */
  async accounts(refs: AccountRef[], trx?: Tx): Promise<Map<string, number>> {
    const result = new Map<string, number>();
    const missing: AccountRef[] = [];
    for (const ref of refs) {
      const code = accountCode(ref);
      const id = this.accountIds.get(code);
      if (id !== undefined) result.set(code, id);
      else if (!missing.some((m) => accountCode(m) === code)) missing.push(ref);
    }
    if (missing.length === 0) return result;
    const db = trx ?? this.db;
    const now = this.now();
    await db
      .insertInto('ledger_accounts')
      .values(
        missing.map((ref) => ({
          code: accountCode(ref),
          user_id: isHouse(ref) ? null : ref.userId,
          wallet: isHouse(ref) ? null : ref.wallet,
          house: isHouse(ref) ? ref.house : null,
          currency: ref.currency,
          decimals: CURRENCY_DECIMALS[ref.currency],
          // House accounts may go either way; users' never below zero unless given credit.
          credit_limit: isHouse(ref) ? null : 0n,
          created_at: now,
        })),
      )
      // No conflict target: two first posts to one new wallet at once may meet on the code or
      // on the (user, wallet, currency) index, whichever PostgreSQL checks first.
      .onConflict((oc) => oc.doNothing())
      .execute();
    const rows = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'code'])
      .where(
        'code',
        'in',
        missing.map((ref) => accountCode(ref)),
      )
      .execute();
    for (const row of rows) {
      result.set(row.code, row.id);
      if (!trx) this.accountIds.set(row.code, row.id);
    }
    return result;
  }

  /** Gives an account credit: its balance may go down to -limit (loans, margin). */
  async setCreditLimit(ref: AccountRef, limit: bigint, trx?: Tx): Promise<void> {
    if (limit < 0n) throw new Error('credit limit must be >= 0');
    const ids = await this.accounts([ref], trx);
    await (trx ?? this.db)
      .updateTable('ledger_accounts')
      .set({ credit_limit: limit })
      .where('id', '=', ids.get(accountCode(ref))!)
      .execute();
  }

  private async lock(trx: Tx, ids: Iterable<number>): Promise<Map<number, LockedAccount>> {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    const rows = await trx
      .selectFrom('ledger_accounts')
      .select(['id', 'code', 'currency', 'balance', 'held', 'credit_limit'])
      .where('id', 'in', sorted)
      .orderBy('id')
      .forUpdate()
      .execute();
    return new Map(rows.map((row) => [row.id, { ...row, currency: row.currency as Currency, credit_limit: row.credit_limit }]));
  }

  private checkFunds(locked: Map<number, LockedAccount>, deltas: Map<number, bigint>): void {
    for (const [id, delta] of deltas) {
      const account = locked.get(id)!;
      if (delta >= 0n || account.credit_limit === null) continue;
      const availableAfter = account.balance - account.held + delta;
      if (availableAfter < -account.credit_limit) {
        const available = account.balance - account.held + account.credit_limit;
        throw new AppError(
          'INSUFFICIENT_FUNDS',
          t.insufficientFunds,
          { available: formatMinor(available > 0n ? available : 0n, CURRENCY_DECIMALS[account.currency]), currency: account.currency },
          { field: 'amount' },
        );
      }
    }
  }

  // ---- posting -------------------------------------------------------------------------

  private validateLegs(legs: Leg[]): void {
    if (legs.length === 0) throw new Error('a ledger transaction needs at least one leg');
    for (const leg of legs) {
      if (typeof leg.amount !== 'bigint' || leg.amount <= 0n) throw new Error(`leg amounts are positive bigints (got ${String(leg.amount)})`);
      if (leg.from.currency !== leg.to.currency) throw new Error('a leg moves one currency; convert through two legs and the FX account');
      if (accountCode(leg.from) === accountCode(leg.to)) throw new Error('a leg moves money between two different accounts');
    }
  }

  /** Posts a balanced transaction. Throws INSUFFICIENT_FUNDS (422) when a debited account would go below its limit. */
  async post(input: PostInput, trx?: Tx): Promise<PostedTransaction> {
    this.validateLegs(input.legs);
    const refs = input.legs.flatMap((leg) => [leg.from, leg.to]);
    if (trx) return this.postIn(trx, input, await this.accounts(refs, trx));
    // Outside a caller's transaction: create the accounts first (committed and cached),
    // then book everything in one statement (see postAtomically).
    const ids = await this.accounts(refs);
    try {
      return await this.atomically(() => this.postAtomically(input, ids));
    } catch (error) {
      if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS') throw await this.insufficientFunds(input, ids);
      throw error;
    }
  }

  /**
   * The hot path of a posting on its own: ONE statement, its own transaction (the parts
   * of `booking`); the locks last only until this statement commits.
   */
  private async postAtomically(input: PostInput, ids: Map<string, number>): Promise<PostedTransaction> {
    const createdAt = this.now();
    const key = input.idempotencyKey ?? null;
    const booking = this.booking(input, ids, { createdAt });
    const result = await sql<BookedPosting>`
      with ${sql.raw(BOOKING.locked)} as materialized (${booking.locked}), ${sql.raw(BOOKING.tx)} as (${booking.tx})
      ${booking.postings}`.execute(this.db);
    if (result.rows.length === 0) return this.replayTransaction(this.db, key!, this.legsHash(input));
    const codeOf = new Map([...ids].map(([code, id]) => [id, code]));
    const first = result.rows[0]!;
    return {
      id: BigInt(first.tx_id),
      kind: input.kind,
      ref: input.ref,
      createdAt: createdAt.getTime(),
      postings: result.rows
        .map((row) => ({ id: BigInt(row.id), account: codeOf.get(row.account_id)!, currency: row.currency as Currency, amount: BigInt(row.amount), balanceAfter: BigInt(row.balance_after) }))
        .sort((x, y) => (x.id < y.id ? -1 : 1)),
      replayed: false,
    };
  }

  /**
   * A posting as three parts of a caller's statement, to be named as in BOOKING: `locked`
   * (a materialized CTE) locks the accounts in id order before any posting row is made
   * (no deadlocks; posting ids follow each account's balance order), `tx` inserts the
   * transaction (nothing on a repeated idempotency key), and `postings` inserts the
   * postings, whose trigger moves the balances. The funds rule is the accounts' CHECK
   * constraint (a violation aborts the statement: `mapError` makes it INSUFFICIENT_FUNDS);
   * the deferred trigger checks the sums per currency at commit. `txId` and `ref` may be
   * expressions over the caller's other parts (ids taken from the sequence first).
   */
  booking(
    input: PostInput,
    ids: Map<string, number>,
    options: { createdAt: Date; txId?: Expression<unknown>; ref?: Expression<unknown> },
  ): { locked: RawBuilder<{ id: number }>; tx: RawBuilder<{ id: bigint }>; postings: RawBuilder<BookedPosting> } {
    this.validateLegs(input.legs);
    const { createdAt } = options;
    const rows = input.legs.flatMap((leg, i) => [
      { account: ids.get(accountCode(leg.from))!, currency: leg.from.currency, amount: -leg.amount, ord: 2 * i, line: leg.line ?? null },
      { account: ids.get(accountCode(leg.to))!, currency: leg.to.currency, amount: leg.amount, ord: 2 * i + 1, line: leg.line ?? null },
    ]);
    const values = sql.join(rows.map((r) => sql`(${r.account}::integer, ${r.currency}::text, ${r.amount}::bigint, ${r.ord}::integer, ${r.line}::text)`));
    const key = input.idempotencyKey ?? null;
    const id = options.txId ? { column: sql`id, `, value: sql`${options.txId}, ` } : { column: sql``, value: sql`` };
    const [locked, tx] = [sql.raw(BOOKING.locked), sql.raw(BOOKING.tx)];
    return {
      locked: sql`select id from ledger_accounts where id in (${sql.join([...new Set(rows.map((r) => r.account))])}) order by id for update`,
      tx: sql`
        insert into ledger_transactions (${id.column}kind, ref, idempotency_key, request_hash, memo, created_by, created_at)
        values (${id.value}${input.kind}, ${options.ref ?? input.ref ?? null}, ${key}, ${key ? this.legsHash(input) : null}, ${input.memo ? JSON.stringify(input.memo) : null}::jsonb, ${input.by ?? 'system'}, ${createdAt})
        on conflict (idempotency_key) where idempotency_key is not null do nothing
        returning id`,
      postings: sql`
        insert into ledger_postings (tx_id, account_id, currency, amount, line, created_at)
        select ${tx}.id, v.account_id, v.currency, v.amount, v.line, ${createdAt}
        from ${tx} cross join (values ${values}) as v (account_id, currency, amount, ord, line)
        where (select count(*) from ${locked}) > 0
        order by v.account_id, v.ord
        returning id, tx_id, account_id, currency, amount, balance_after`,
    };
  }

  /**
   * Runs one statement that books money (its own implicit transaction), retrying
   * deadlocks and serialization failures, and turning the database's refusals into the
   * expected failures (mapError).
   */
  async atomically<T>(fn: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fn();
      } catch (error) {
        if (isRetryable(error) && attempt < MAX_ATTEMPTS) {
          await sleep(Math.random() * 5 * attempt);
          continue;
        }
        throw this.mapError(error);
      }
    }
  }

  /** The localized INSUFFICIENT_FUNDS for the first debited account that cannot pay. */
  private async insufficientFunds(input: PostInput, ids: Map<string, number>): Promise<AppError> {
    const deltas = new Map<number, bigint>();
    for (const leg of input.legs) {
      const from = ids.get(accountCode(leg.from))!;
      const to = ids.get(accountCode(leg.to))!;
      deltas.set(from, (deltas.get(from) ?? 0n) - leg.amount);
      deltas.set(to, (deltas.get(to) ?? 0n) + leg.amount);
    }
    const rows = await this.db.selectFrom('ledger_accounts').select(['id', 'code', 'currency', 'balance', 'held', 'credit_limit']).where('id', 'in', [...deltas.keys()]).execute();
    const accounts = new Map(rows.map((row) => [row.id, { ...row, currency: row.currency as Currency }]));
    try {
      this.checkFunds(accounts, deltas);
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
    // Another transfer moved money meanwhile; the refusal stands, with the figure unknown.
    return new AppError('INSUFFICIENT_FUNDS', t.insufficientFundsPlain, {}, { field: 'amount' });
  }

  private legsHash(input: PostInput): string {
    return requestHash({
      kind: input.kind,
      ref: input.ref,
      legs: input.legs.map((leg) => ({ from: accountCode(leg.from), to: accountCode(leg.to), amount: leg.amount, line: leg.line })),
    });
  }

  private async postIn(
    trx: Tx,
    input: PostInput,
    ids: Map<string, number>,
    extra: { holdId?: number; reversesId?: bigint; hash?: string; locked?: Map<number, LockedAccount> } = {},
  ): Promise<PostedTransaction> {
    const createdAt = this.now();
    const hash = extra.hash ?? this.legsHash(input);
    const idOf = (ref: AccountRef) => ids.get(accountCode(ref))!;
    const deltas = new Map<number, bigint>();
    for (const leg of input.legs) {
      deltas.set(idOf(leg.from), (deltas.get(idOf(leg.from)) ?? 0n) - leg.amount);
      deltas.set(idOf(leg.to), (deltas.get(idOf(leg.to)) ?? 0n) + leg.amount);
    }
    // The accounts locked first (in id order), then the transaction and its postings in ONE
    // statement (posting ids drawn after the locks); nothing on a repeated idempotency key.
    const locked = extra.locked ?? (await this.lock(trx, deltas.keys()));
    try {
      this.checkFunds(locked, deltas);
    } catch (error) {
      // A repeated key answers what it first booked, whatever the balances are now.
      if (input.idempotencyKey && (await this.hasTransactionWithKey(input.idempotencyKey, trx))) return this.replayTransaction(trx, input.idempotencyKey, hash);
      throw error;
    }
    const values = sql.join(
      input.legs.flatMap((leg, i) => [
        sql`(${idOf(leg.from)}::integer, ${leg.from.currency}::text, ${-leg.amount}::bigint, ${2 * i}::integer, ${leg.line ?? null}::text)`,
        sql`(${idOf(leg.to)}::integer, ${leg.to.currency}::text, ${leg.amount}::bigint, ${2 * i + 1}::integer, ${leg.line ?? null}::text)`,
      ]),
    );
    const rows = await trx
      .with('tx', (q) =>
        q
          .insertInto('ledger_transactions')
          .values({
            kind: input.kind,
            ref: input.ref ?? null,
            idempotency_key: input.idempotencyKey ?? null,
            request_hash: input.idempotencyKey ? hash : null,
            memo: input.memo ? JSON.stringify(input.memo) : null,
            hold_id: extra.holdId ?? null,
            reverses_id: extra.reversesId ?? null,
            created_by: input.by ?? 'system',
            created_at: createdAt,
          })
          .onConflict((oc) => oc.column('idempotency_key').where('idempotency_key', 'is not', null).doNothing())
          .returning(['id']),
      )
      .insertInto('ledger_postings')
      .columns(['tx_id', 'account_id', 'currency', 'amount', 'line', 'created_at'])
      .expression(sql`select tx.id, v.account_id, v.currency, v.amount, v.line, ${createdAt}::timestamptz from tx cross join (values ${values}) as v (account_id, currency, amount, ord, line) order by v.ord`)
      .returning(['id', 'tx_id', 'account_id', 'currency', 'amount', 'balance_after'])
      .execute();
    if (rows.length === 0) return this.replayTransaction(trx, input.idempotencyKey!, hash);
    const codeOf = new Map([...ids].map(([code, id]) => [id, code]));
    return {
      id: rows[0]!.tx_id,
      kind: input.kind,
      ref: input.ref,
      createdAt: createdAt.getTime(),
      postings: rows.map((row) => ({
        id: row.id,
        account: codeOf.get(row.account_id)!,
        currency: row.currency as Currency,
        amount: row.amount,
        balanceAfter: row.balance_after,
      })),
      replayed: false,
    };
  }

  private async replayTransaction(trx: Tx, key: string, hash: string): Promise<PostedTransaction> {
    const tx = await trx.selectFrom('ledger_transactions').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    if (tx.request_hash !== hash) throw errors.idempotencyMismatch();
    return { ...(await this.transaction(tx.id, trx)), replayed: true };
  }

  /** Whether a transaction was posted with this idempotency key. */
  async hasTransactionWithKey(idempotencyKey: string, trx?: Tx): Promise<boolean> {
    const row = await (trx ?? this.db).selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    return row !== undefined;
  }

  /** One transaction with its postings. */
  async transaction(id: bigint, trx?: Tx): Promise<PostedTransaction> {
    const db = trx ?? this.db;
    const tx = await db.selectFrom('ledger_transactions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!tx) throw errors.notFound(t.transactionNotFound);
    const postings = await db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['p.id', 'a.code', 'p.currency', 'p.amount', 'p.balance_after'])
      .where('p.tx_id', '=', id)
      .orderBy('p.id')
      .execute();
    return {
      id: tx.id,
      kind: tx.kind,
      ref: tx.ref ?? undefined,
      createdAt: tx.created_at.getTime(),
      postings: postings.map((p) => ({ id: p.id, account: p.code, currency: p.currency as Currency, amount: p.amount, balanceAfter: p.balance_after })),
      ...(tx.memo ? { memo: typeof tx.memo === 'string' ? (JSON.parse(tx.memo) as Record<string, unknown>) : tx.memo } : {}),
      replayed: false,
    };
  }

  /**
   * Books the exact opposite of a transaction (a correction; postings are never edited).
   * A transaction is reversed at most once: reversing it again answers the first reversal.
   */
  async reverse(txId: bigint, input: { by?: string; reason?: string; idempotencyKey?: string }, trx?: Tx): Promise<PostedTransaction> {
    return this.within(trx, async (tx) => {
      // Locking the original serializes two reversals of it (the second then finds the first).
      await tx.selectFrom('ledger_transactions').select('id').where('id', '=', txId).forUpdate().executeTakeFirst();
      const existing = await tx.selectFrom('ledger_transactions').select('id').where('reverses_id', '=', txId).executeTakeFirst();
      if (existing) return { ...(await this.transaction(existing.id, tx)), replayed: true };
      const original = await this.transaction(txId, tx);
      const legs: Leg[] = [];
      // Each original posting pair (debit, credit) becomes the opposite leg.
      const debits = original.postings.filter((p) => p.amount < 0n);
      const credits = original.postings.filter((p) => p.amount > 0n);
      for (let i = 0; i < debits.length; i++) {
        const debit = debits[i]!;
        const credit = credits[i]!;
        legs.push({ from: parseAccountCode(credit.account), to: parseAccountCode(debit.account), amount: -debit.amount });
      }
      const ids = await this.accounts(
        legs.flatMap((l) => [l.from, l.to]),
        tx,
      );
      return this.postIn(
        tx,
        { kind: 'reversal', ref: `tx:${txId}`, memo: { reason: input.reason }, by: input.by, legs, idempotencyKey: input.idempotencyKey },
        ids,
        { reversesId: txId },
      );
    });
  }

  // ---- holds ---------------------------------------------------------------------------

  private toHold(row: Selectable<LedgerHoldsTable>, code: string, replayed = false): Hold {
    return {
      id: row.id,
      account: code,
      currency: row.currency as Currency,
      amount: row.amount,
      remaining: row.remaining,
      status: row.status,
      kind: row.kind,
      ref: row.ref ?? undefined,
      createdAt: row.created_at.getTime(),
      closedAt: row.closed_at?.getTime(),
      replayed,
    };
  }

  /** Reserves money: available goes down at once, the balance stays until capture or release. */
  async hold(input: HoldInput, trx?: Tx): Promise<Hold> {
    if (typeof input.amount !== 'bigint' || input.amount <= 0n) throw new Error('hold amounts are positive bigints');
    const code = accountCode(input.account);
    if (!trx) await this.accounts([input.account]);
    return this.within(trx, async (tx) => {
      const id = (await this.accounts([input.account], tx)).get(code)!;
      const hash = requestHash({ account: code, amount: input.amount, kind: input.kind, ref: input.ref });
      const locked = await this.lock(tx, [id]);
      if (input.idempotencyKey) {
        const existing = await tx.selectFrom('ledger_holds').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
        if (existing) {
          if (existing.request_hash !== hash) throw errors.idempotencyMismatch();
          return this.toHold(existing, code, true);
        }
      }
      this.checkFunds(locked, new Map([[id, -input.amount]]));
      await tx
        .updateTable('ledger_accounts')
        .set((eb) => ({ held: eb('held', '+', input.amount) }))
        .where('id', '=', id)
        .execute();
      const row = await tx
        .insertInto('ledger_holds')
        .values({
          account_id: id,
          currency: input.account.currency,
          amount: input.amount,
          remaining: input.amount,
          status: 'active',
          kind: input.kind,
          ref: input.ref ?? null,
          idempotency_key: input.idempotencyKey ?? null,
          request_hash: input.idempotencyKey ? hash : null,
          created_by: input.by ?? 'system',
          created_at: this.now(),
          closed_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return this.toHold(row, code);
    });
  }

  private async lockHold(trx: Tx, holdId: number): Promise<{ row: Selectable<LedgerHoldsTable>; code: string }> {
    const row = await trx.selectFrom('ledger_holds').selectAll().where('id', '=', holdId).forUpdate().executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', t.holdNotFound);
    const account = await trx.selectFrom('ledger_accounts').select('code').where('id', '=', row.account_id).executeTakeFirstOrThrow();
    return { row, code: account.code };
  }

  async getHold(holdId: number, trx?: Tx): Promise<Hold | undefined> {
    const db = trx ?? this.db;
    const row = await db.selectFrom('ledger_holds').selectAll().where('id', '=', holdId).executeTakeFirst();
    if (!row) return undefined;
    const account = await db.selectFrom('ledger_accounts').select('code').where('id', '=', row.account_id).executeTakeFirstOrThrow();
    return this.toHold(row, account.code);
  }

  /** Releases what is left of a hold (available goes back up). Releasing a released hold answers it again. */
  async releaseHold(holdId: number, options: { by?: string } = {}, trx?: Tx): Promise<Hold> {
    void options;
    return this.within(trx, async (tx) => {
      const { row, code } = await this.lockHold(tx, holdId);
      if (row.status === 'released') return this.toHold(row, code, true);
      if (row.status !== 'active') throw new AppError('HOLD_NOT_ACTIVE', t.holdNotActive, { id: holdId });
      await this.lock(tx, [row.account_id]);
      await tx
        .updateTable('ledger_accounts')
        .set((eb) => ({ held: eb('held', '-', row.remaining) }))
        .where('id', '=', row.account_id)
        .execute();
      const updated = await tx
        .updateTable('ledger_holds')
        .set({ status: 'released', remaining: 0n, closed_at: this.now() })
        .where('id', '=', holdId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return this.toHold(updated, code);
    });
  }

  /**
   * Posts (part of) a hold: the captured amount leaves the held account for `to`, in one
   * balanced transaction with any extra `legs`. The hold closes when nothing is left or
   * when `final` (the rest is released). With an idempotency key a repeated capture
   * answers the first transaction.
   */
  async captureHold(holdId: number, input: CaptureInput, trx?: Tx): Promise<{ hold: Hold; transaction: PostedTransaction }> {
    const total = input.to.reduce((sum, dest) => sum + dest.amount, 0n);
    if (input.to.length === 0 || input.to.some((d) => d.amount <= 0n)) throw new Error('capture destinations need positive amounts');
    const extraRefs = (input.legs ?? []).flatMap((leg) => [leg.from, leg.to]);
    return this.within(trx, async (tx) => {
      if (input.idempotencyKey) {
        const done = await tx.selectFrom('ledger_transactions').select(['id', 'hold_id']).where('idempotency_key', '=', input.idempotencyKey).executeTakeFirst();
        if (done) {
          if (done.hold_id !== holdId) throw errors.idempotencyMismatch();
          const hold = await this.getHold(holdId, tx);
          return { hold: { ...hold!, replayed: true }, transaction: { ...(await this.transaction(done.id, tx)), replayed: true } };
        }
      }
      const { row, code } = await this.lockHold(tx, holdId);
      if (row.status !== 'active') throw new AppError('HOLD_NOT_ACTIVE', t.holdNotActive, { id: holdId });
      const currency = row.currency as Currency;
      if (total > row.remaining) {
        throw new AppError('HOLD_EXCEEDED', t.holdExceeded, { remaining: formatMinor(row.remaining, CURRENCY_DECIMALS[currency]), currency });
      }
      const source = parseAccountCode(code);
      const legs: Leg[] = [...input.to.map((dest) => ({ from: source, to: dest.account, amount: dest.amount, line: dest.line })), ...(input.legs ?? [])];
      this.validateLegs(legs);
      const ids = await this.accounts([source, ...input.to.map((d) => d.account), ...extraRefs], tx);
      const locked = await this.lock(tx, ids.values());
      const closing = input.final === true || total === row.remaining;
      const unheld = closing ? row.remaining : total;
      // Lower `held` before the postings so that the account's check (balance - held >= -limit) holds throughout.
      await tx
        .updateTable('ledger_accounts')
        .set((eb) => ({ held: eb('held', '-', unheld) }))
        .where('id', '=', row.account_id)
        .execute();
      const account = locked.get(row.account_id)!;
      account.held -= unheld;
      const updated = await tx
        .updateTable('ledger_holds')
        .set({
          remaining: closing ? 0n : row.remaining - total,
          status: closing ? 'captured' : 'active',
          closed_at: closing ? this.now() : null,
        })
        .where('id', '=', holdId)
        .returningAll()
        .executeTakeFirstOrThrow();
      const transaction = await this.postIn(
        tx,
        { kind: input.kind, ref: input.ref ?? row.ref ?? undefined, memo: { holdId, ...input.memo }, by: input.by, legs, idempotencyKey: input.idempotencyKey },
        ids,
        { holdId, locked },
      );
      return { hold: this.toHold(updated, code), transaction };
    });
  }

  // ---- reads ---------------------------------------------------------------------------

  private toBalance(row: { code: string; user_id: number | null; wallet: string | null; house: string | null; currency: string; balance: bigint; held: bigint; credit_limit: bigint | null }): AccountBalance {
    return {
      code: row.code,
      userId: row.user_id ?? undefined,
      wallet: (row.wallet ?? undefined) as LedgerWallet | undefined,
      house: row.house ?? undefined,
      currency: row.currency as Currency,
      balance: row.balance,
      held: row.held,
      available: row.balance - row.held,
      creditLimit: row.credit_limit ?? undefined,
    };
  }

  /** Every account of a user (only those ever used). */
  async balances(userId: number, trx?: Tx): Promise<AccountBalance[]> {
    const rows = await (trx ?? this.db)
      .selectFrom('ledger_accounts')
      .select(['code', 'user_id', 'wallet', 'house', 'currency', 'balance', 'held', 'credit_limit'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((row) => this.toBalance(row));
  }

  /** One account (zero when it was never used). */
  async balance(ref: AccountRef, trx?: Tx): Promise<AccountBalance> {
    const code = accountCode(ref);
    const row = await (trx ?? this.db)
      .selectFrom('ledger_accounts')
      .select(['code', 'user_id', 'wallet', 'house', 'currency', 'balance', 'held', 'credit_limit'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (row) return this.toBalance(row);
    return this.toBalance({
      code,
      user_id: isHouse(ref) ? null : ref.userId,
      wallet: isHouse(ref) ? null : ref.wallet,
      house: isHouse(ref) ? ref.house : null,
      currency: ref.currency,
      balance: 0n,
      held: 0n,
      credit_limit: isHouse(ref) ? null : 0n,
    });
  }

  async houseBalances(): Promise<AccountBalance[]> {
    const rows = await this.db
      .selectFrom('ledger_accounts')
      .select(['code', 'user_id', 'wallet', 'house', 'currency', 'balance', 'held', 'credit_limit'])
      .where('house', 'is not', null)
      .orderBy('house')
      .orderBy('currency')
      .execute();
    return rows.map((row) => this.toBalance(row));
  }

  /** Active holds of a user (what `frozen` is made of). */
  async activeHolds(userId: number): Promise<Hold[]> {
    const rows = await this.db
      .selectFrom('ledger_holds as h')
      .innerJoin('ledger_accounts as a', 'a.id', 'h.account_id')
      .selectAll('h')
      .select('a.code')
      .where('a.user_id', '=', userId)
      .where('h.status', '=', 'active')
      .orderBy('h.id')
      .execute();
    return rows.map((row) => this.toHold(row, row.code));
  }

  /** Recomputes every balance from the postings (see reconcile.ts); `ok` when nothing differs. */
  reconcile(): Promise<ReconciliationReport> {
    return reconcile(this.db, this.clock.now());
  }
}
