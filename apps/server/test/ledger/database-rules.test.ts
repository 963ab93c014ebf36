import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { LedgerService } from '../../src/ledger/service.ts';
import { createTestDatabase } from '../helpers.ts';
import type { Database } from '../../src/db/index.ts';

/** The database itself keeps the ledger's rules, whatever the code above it does. */
let database: Database;
let ledger: LedgerService;
const clock = new ManualClock(Date.UTC(2026, 0, 5, 15));
const bank = { house: 'BANK_IN_TRANSIT', currency: 'MXN' } as const;
const fees = { house: 'FEES', currency: 'MXN' } as const;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = new LedgerService(database.db, clock);
});
afterAll(() => database.close());

async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as Error).message);
  }
  return 'no error';
}

describe('database rules', () => {
  it('refuses a transaction whose postings do not sum to zero (checked at commit)', async () => {
    const ids = await ledger.accounts([bank, fees]);
    const bankId = ids.get('h:BANK_IN_TRANSIT:MXN')!;
    const message = await errorOf(
      database.db.transaction().execute(async (trx) => {
        const tx = await sql<{ id: bigint }>`insert into ledger_transactions (kind, created_by, created_at) values ('test', 'test', now()) returning id`.execute(trx);
        await sql`insert into ledger_postings (tx_id, account_id, currency, amount, created_at) values (${tx.rows[0]!.id}, ${bankId}, 'MXN', 100, now())`.execute(trx);
      }),
    );
    expect(message).toMatch(/unbalanced/);
    const count = await sql<{ n: bigint }>`select count(*) as n from ledger_postings`.execute(database.db);
    expect(Number(count.rows[0]!.n)).toBe(0);
    const balance = await ledger.balance(bank);
    expect(balance.balance).toBe(0n);
  });

  it('refuses a transaction balanced in total but not per currency', async () => {
    const usd = { house: 'BANK_IN_TRANSIT', currency: 'USD' } as const;
    const ids = await ledger.accounts([bank, usd]);
    const message = await errorOf(
      database.db.transaction().execute(async (trx) => {
        const tx = await sql<{ id: bigint }>`insert into ledger_transactions (kind, created_by, created_at) values ('test', 'test', now()) returning id`.execute(trx);
        await sql`insert into ledger_postings (tx_id, account_id, currency, amount, created_at) values
          (${tx.rows[0]!.id}, ${ids.get('h:BANK_IN_TRANSIT:MXN')!}, 'MXN', 100, now()),
          (${tx.rows[0]!.id}, ${ids.get('h:BANK_IN_TRANSIT:USD')!}, 'USD', -100, now())`.execute(trx);
      }),
    );
    expect(message).toMatch(/unbalanced/);
  });

  it('checks a posting added after the transaction was found balanced (the check remembers what it summed)', async () => {
    const ids = await ledger.accounts([bank, fees]);
    const bankId = ids.get('h:BANK_IN_TRANSIT:MXN')!;
    const feesId = ids.get('h:FEES:MXN')!;
    const before = await ledger.balance(bank);
    const message = await errorOf(
      database.db.transaction().execute(async (trx) => {
        const tx = await sql<{ id: bigint }>`insert into ledger_transactions (kind, created_by, created_at) values ('test', 'test', now()) returning id`.execute(trx);
        const txId = tx.rows[0]!.id;
        await sql`insert into ledger_postings (tx_id, account_id, currency, amount, created_at) values
          (${txId}, ${bankId}, 'MXN', 100, now()), (${txId}, ${feesId}, 'MXN', -100, now())`.execute(trx);
        // The pending checks run now and find the transaction balanced ...
        await sql`set constraints ledger_postings_balanced immediate`.execute(trx);
        await sql`set constraints ledger_postings_balanced deferred`.execute(trx);
        // ... then one more posting unbalances it: its own check at commit must see it.
        await sql`insert into ledger_postings (tx_id, account_id, currency, amount, created_at) values (${txId}, ${bankId}, 'MXN', 5, now())`.execute(trx);
      }),
    );
    expect(message).toMatch(/unbalanced: 5 MXN/);
    expect((await ledger.balance(bank)).balance).toBe(before.balance);
  });

  it('checks each ledger transaction of one database transaction, interleaved or not', async () => {
    const ids = await ledger.accounts([bank, fees]);
    const bankId = ids.get('h:BANK_IN_TRANSIT:MXN')!;
    const feesId = ids.get('h:FEES:MXN')!;
    const message = await errorOf(
      database.db.transaction().execute(async (trx) => {
        const a = (await sql<{ id: bigint }>`insert into ledger_transactions (kind, created_by, created_at) values ('test', 'test', now()) returning id`.execute(trx)).rows[0]!.id;
        const b = (await sql<{ id: bigint }>`insert into ledger_transactions (kind, created_by, created_at) values ('test', 'test', now()) returning id`.execute(trx)).rows[0]!.id;
        // a is balanced; b is off by 1, its postings between a's.
        await sql`insert into ledger_postings (tx_id, account_id, currency, amount, created_at) values
          (${a}, ${bankId}, 'MXN', 300, now()), (${b}, ${bankId}, 'MXN', 7, now()),
          (${a}, ${feesId}, 'MXN', -300, now()), (${b}, ${feesId}, 'MXN', -6, now())`.execute(trx);
      }),
    );
    expect(message).toMatch(/unbalanced: 1 MXN/);
  });

  it('refuses a posting in another currency than its account, and deleting an account', async () => {
    const ids = await ledger.accounts([bank]);
    const message = await errorOf(
      database.db.transaction().execute(async (trx) => {
        const tx = await sql<{ id: bigint }>`insert into ledger_transactions (kind, created_by, created_at) values ('test', 'test', now()) returning id`.execute(trx);
        await sql`insert into ledger_postings (tx_id, account_id, currency, amount, created_at) values (${tx.rows[0]!.id}, ${ids.get('h:BANK_IN_TRANSIT:MXN')!}, 'USD', 100, now())`.execute(trx);
      }),
    );
    expect(message).toMatch(/does not exist in USD/);
    expect(await errorOf(sql`delete from ledger_accounts where code = 'h:BANK_IN_TRANSIT:MXN'`.execute(database.db))).toMatch(/append-only/);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of postings and transactions', async () => {
    const posted = await ledger.post({ kind: 'test', legs: [{ from: bank, to: fees, amount: 500n }] });
    expect(await errorOf(sql`update ledger_postings set amount = amount * 2 where tx_id = ${posted.id}`.execute(database.db))).toMatch(/append-only/);
    expect(await errorOf(sql`delete from ledger_postings where tx_id = ${posted.id}`.execute(database.db))).toMatch(/append-only/);
    expect(await errorOf(sql`truncate ledger_postings cascade`.execute(database.db))).toMatch(/append-only/);
    expect(await errorOf(sql`update ledger_transactions set kind = 'other' where id = ${posted.id}`.execute(database.db))).toMatch(/append-only/);
    expect(await errorOf(sql`delete from ledger_transactions where id = ${posted.id}`.execute(database.db))).toMatch(/append-only/);
    const again = await ledger.transaction(posted.id);
    expect(again.postings.map((p) => p.amount)).toEqual([-500n, 500n]);
  });

  it('moves a balance only through postings', async () => {
    expect(await errorOf(sql`update ledger_accounts set balance = balance + 1000 where code = 'h:FEES:MXN'`.execute(database.db))).toMatch(/only through postings/);
  });

  it('stamps each posting with the running balance and keeps the stored balance equal to the sum of postings', async () => {
    await ledger.post({ kind: 'test', legs: [{ from: bank, to: fees, amount: 250n }] });
    const rows = await sql<{ amount: bigint; balance_after: bigint }>`
      select p.amount, p.balance_after from ledger_postings p join ledger_accounts a on a.id = p.account_id where a.code = 'h:FEES:MXN' order by p.id`.execute(database.db);
    expect(rows.rows.map((r) => [r.amount, r.balance_after])).toEqual([
      [500n, 500n],
      [250n, 750n],
    ]);
    const report = await ledger.reconcile();
    expect(report.ok).toBe(true);
    expect(report.differences).toEqual([]);
    expect(report.trialBalance).toEqual([{ currency: 'MXN', sum: '0.00' }]);
  });

  it('refuses a user balance below zero even when written straight to the database', async () => {
    const users = await sql<{ id: number }>`
      insert into users (username, email, password_hash, account_type, invitation_code, created_at)
      values ('ledgerdb', 'ledgerdb@example.mx', 'x', 2, 'LEDGERDB', now()) returning id`.execute(database.db);
    const user = { userId: users.rows[0]!.id, wallet: 'BALANCE', currency: 'MXN' } as const;
    const ids = await ledger.accounts([user, bank]);
    const message = await errorOf(
      database.db.transaction().execute(async (trx) => {
        const tx = await sql<{ id: bigint }>`insert into ledger_transactions (kind, created_by, created_at) values ('test', 'test', now()) returning id`.execute(trx);
        await sql`insert into ledger_postings (tx_id, account_id, currency, amount, created_at) values
          (${tx.rows[0]!.id}, ${ids.get(`u:${user.userId}:BALANCE:MXN`)!}, 'MXN', -1, now()),
          (${tx.rows[0]!.id}, ${ids.get('h:BANK_IN_TRANSIT:MXN')!}, 'MXN', 1, now())`.execute(trx);
      }),
    );
    expect(message).toMatch(/ledger_account_funds/);
    await expect(ledger.post({ kind: 'test', legs: [{ from: user, to: bank, amount: 1n }] })).rejects.toMatchObject({ error: 'INSUFFICIENT_FUNDS', status: 422 });
    expect((await ledger.reconcile()).ok).toBe(true);
  });

  it('the reconciliation reports a transaction without postings', async () => {
    await sql`insert into ledger_transactions (kind, created_by, created_at) values ('empty', 'test', now())`.execute(database.db);
    const report = await ledger.reconcile();
    expect(report.ok).toBe(false);
    expect(report.differences).toMatchObject([{ kind: 'empty_transaction', expected: 'postings', actual: 'none' }]);
  });
});
