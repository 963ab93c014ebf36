import { CURRENCY_DECIMALS, type Currency, type ReconciliationReport } from '@app/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { formatMinor } from './money.ts';
import './tables.ts';

type Difference = ReconciliationReport['differences'][number];

const money = (value: bigint | string | number | null, currency: string) => formatMinor(BigInt(value ?? 0), CURRENCY_DECIMALS[currency as Currency] ?? 2);

/**
 * Recomputes every balance from the postings and compares: the stored balance with the
 * sum of the account's postings, the stored `held` with its active holds, each posting's
 * running balance with the running sum, every transaction's sum per currency with zero,
 * the whole ledger per currency with zero, that every transaction has postings, and that
 * no account is below its credit limit.
 * A healthy ledger answers `ok: true` and no differences.
 */
export async function reconcile(db: Kysely<DB>, now: number): Promise<ReconciliationReport> {
  const differences: Difference[] = [];

  const accounts = await sql<{
    code: string;
    currency: string;
    balance: bigint;
    held: bigint;
    credit_limit: bigint | null;
    posted: bigint | null;
    holds: bigint | null;
  }>`
    select a.code, a.currency, a.balance, a.held, a.credit_limit, p.total as posted, h.total as holds
    from ledger_accounts a
    left join (select account_id, sum(amount)::bigint as total from ledger_postings group by account_id) p on p.account_id = a.id
    left join (select account_id, sum(remaining)::bigint as total from ledger_holds where status = 'active' group by account_id) h on h.account_id = a.id
    order by a.id`.execute(db);
  for (const row of accounts.rows) {
    const posted = BigInt(row.posted ?? 0);
    const holds = BigInt(row.holds ?? 0);
    const currency = row.currency as Currency;
    if (BigInt(row.balance) !== posted) {
      differences.push({ kind: 'balance', account: row.code, currency, expected: money(posted, currency), actual: money(row.balance, currency) });
    }
    if (BigInt(row.held) !== holds) {
      differences.push({ kind: 'held', account: row.code, currency, expected: money(holds, currency), actual: money(row.held, currency) });
    }
    if (row.credit_limit !== null && posted - holds < -BigInt(row.credit_limit)) {
      differences.push({ kind: 'negative', account: row.code, currency, expected: `>= ${money(-BigInt(row.credit_limit), currency)}`, actual: money(posted - holds, currency) });
    }
  }

  const running = await sql<{ code: string; currency: string; tx_id: bigint; balance_after: bigint; running: bigint }>`
    select a.code, p.currency, p.tx_id, p.balance_after, p.running
    from (select account_id, currency, tx_id, balance_after,
                 sum(amount) over (partition by account_id order by id rows between unbounded preceding and current row)::bigint as running
          from ledger_postings) p
    join ledger_accounts a on a.id = p.account_id
    where p.running <> p.balance_after
    limit 100`.execute(db);
  for (const row of running.rows) {
    differences.push({ kind: 'running_balance', account: row.code, currency: row.currency as Currency, txId: Number(row.tx_id), expected: money(row.running, row.currency), actual: money(row.balance_after, row.currency) });
  }

  const unbalanced = await sql<{ tx_id: bigint; currency: string; total: bigint }>`
    select tx_id, currency, sum(amount)::bigint as total from ledger_postings group by tx_id, currency having sum(amount) <> 0 limit 100`.execute(db);
  for (const row of unbalanced.rows) {
    differences.push({ kind: 'unbalanced_transaction', txId: Number(row.tx_id), currency: row.currency as Currency, expected: money(0n, row.currency), actual: money(row.total, row.currency) });
  }

  const empty = await sql<{ id: bigint }>`
    select t.id from ledger_transactions t where not exists (select 1 from ledger_postings p where p.tx_id = t.id) limit 100`.execute(db);
  for (const row of empty.rows) {
    differences.push({ kind: 'empty_transaction', txId: Number(row.id), expected: 'postings', actual: 'none' });
  }

  const trial = await sql<{ currency: string; total: bigint }>`
    select currency, sum(amount)::bigint as total from ledger_postings group by currency order by currency`.execute(db);
  for (const row of trial.rows) {
    if (BigInt(row.total) !== 0n) {
      differences.push({ kind: 'trial_balance', currency: row.currency as Currency, expected: money(0n, row.currency), actual: money(row.total, row.currency) });
    }
  }

  const counts = await sql<{ transactions: bigint; postings: bigint }>`
    select (select count(*) from ledger_transactions)::bigint as transactions, (select count(*) from ledger_postings)::bigint as postings`.execute(db);

  return {
    ok: differences.length === 0,
    checkedAt: now,
    accounts: accounts.rows.length,
    transactions: Number(counts.rows[0]!.transactions),
    postings: Number(counts.rows[0]!.postings),
    trialBalance: trial.rows.map((row) => ({ currency: row.currency as Currency, sum: money(row.total, row.currency) })),
    differences,
  };
}
