import type { Page } from '@app/contracts';
import type { Db } from '../db/index.ts';
import { pageOf, type PageRequest } from '../db/paging.ts';
import './tables.ts';

/** Which of a user's postings a statement shows. */
export interface StatementFilter {
  wallet?: string | undefined;
  currency?: string | undefined;
  /** The transaction's kind (trade, transfer, deposit...). */
  kind?: string | undefined;
  direction?: 'in' | 'out' | undefined;
  /** Posting time range in ms, start included, end excluded. */
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/** One line of a statement: a posting on one of the user's accounts, with its transaction's kind and reference. */
export interface StatementLine {
  id: bigint;
  tx_id: bigint;
  wallet: string | null;
  currency: string;
  amount: bigint;
  balance_after: bigint;
  /** The line's kind: its own ('fee', 'tax') or its transaction's. */
  kind: string;
  /** The transaction's kind (e.g. 'trade' for a fee line). */
  tx_kind: string;
  ref: string | null;
  /** The transaction's memo (a trade's instrument, side, quantity, price...; a transfer's wallets and rate). */
  memo: Record<string, unknown> | null;
  created_at: Date;
}

/**
 * A page of a user's statement, newest first (the wallet's /bill): every posting on the
 * user's accounts with its running balance. The ledger owns its tables, so products read
 * statements through this.
 */
export function statementPage<T>(db: Db, userId: number, filter: StatementFilter & PageRequest, view: (lines: StatementLine[]) => T[]): Promise<Page<T>> {
  let base = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transactions as x', 'x.id', 'p.tx_id')
    .where('a.user_id', '=', userId);
  if (filter.wallet) base = base.where('a.wallet', '=', filter.wallet);
  if (filter.currency) base = base.where('p.currency', '=', filter.currency);
  // A posting's own line kind ('fee', 'tax' in a trade) comes before its transaction's kind.
  if (filter.kind) base = base.where((eb) => eb(eb.fn.coalesce('p.line', 'x.kind'), '=', filter.kind!));
  if (filter.direction) base = base.where('p.amount', filter.direction === 'in' ? '>' : '<', 0n);
  if (filter.startTime !== undefined) base = base.where('p.created_at', '>=', new Date(filter.startTime));
  if (filter.endTime !== undefined) base = base.where('p.created_at', '<', new Date(filter.endTime));
  const columns = ['p.id', 'p.tx_id', 'a.wallet', 'p.currency', 'p.amount', 'p.balance_after', 'x.ref', 'x.memo', 'p.created_at'] as const;
  return pageOf(
    base,
    (q) => q.select(columns).select((eb) => eb.fn.coalesce('p.line', 'x.kind').as('kind')).select('x.kind as tx_kind').orderBy('p.id', 'desc'),
    filter,
    (rows) => view(rows.map((row) => ({ ...row, memo: typeof row.memo === 'string' ? (JSON.parse(row.memo) as Record<string, unknown>) : row.memo })) as StatementLine[]),
  );
}
