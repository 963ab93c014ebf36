import type { AdminWithdrawal, Withdrawal, WalletTransfer } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, verifiedUser, type TestOperator } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositAndApprove, moneyCall, newKey, saveCard, WEEKDAY_NOON } from '../funding/_money.ts';

/**
 * Races on one balance (DESIGN section 5). On PostgreSQL the requests really run in
 * parallel on a pool of 20 connections; on PGlite they interleave on one connection.
 */
const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;
let operators: TestOperator[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  operators = [await loginOperator(t, 'reviewer'), await loginOperator(t, 'reviewer'), await loginOperator(t, 'admin')];
});
afterAll(() => t.close());

/** The error code of a refused call's `data`. */
const errorOf = (data: unknown) => (data as { error?: string }).error;

async function reconciled(): Promise<void> {
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

describe('races on one balance', () => {
  it('200 concurrent withdrawals of the whole balance: exactly one succeeds, the others fail cleanly', { timeout: 180_000 }, async () => {
    const user = await verifiedUser(t);
    await depositAndApprove(t, user, operators[0]!, '1000.00');
    const cardId = await saveCard(t, user);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: user.token, payload: { amount: '1000', cardId, payPassword: '123456' } })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(new Set(refused.map((r) => `${r.status} ${errorOf(r.data)}`))).toEqual(new Set(['422 INSUFFICIENT_FUNDS']));
    const account = await need(t.ctx, 'ledger').balance({ userId: user.userId, wallet: 'BALANCE', currency: 'MXN' });
    expect(account).toMatchObject({ balance: 100_000n, held: 100_000n, available: 0n });
    const rows = await t.ctx.db.selectFrom('withdrawals').select('id').where('user_id', '=', user.userId).execute();
    expect(rows).toHaveLength(1);
    await reconciled();
  });

  it('200 concurrent ledger postings of the whole balance: exactly one succeeds, the balance never goes below zero', { timeout: 120_000 }, async () => {
    const user = await verifiedUser(t);
    await depositAndApprove(t, user, operators[0]!, '50.00');
    const ledger = need(t.ctx, 'ledger');
    const from = { userId: user.userId, wallet: 'BALANCE', currency: 'MXN' } as const;
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => ledger.post({ kind: 'fee', legs: [{ from, to: { house: 'FEES', currency: 'MXN' }, amount: 5_000n }] })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const reasons = results.filter((r) => r.status === 'rejected').map((r) => (r.reason as { error?: string }).error);
    expect(new Set(reasons)).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect((await ledger.balance(from)).balance).toBe(0n);
    await reconciled();
  });

  it('first postings into a wallet that has no account yet, 20 at once: the account is made once and every posting lands', { timeout: 120_000 }, async () => {
    const ledger = need(t.ctx, 'ledger');
    // Fresh users each round: every concurrent post finds the account missing and creates it.
    for (let round = 0; round < 5; round++) {
      const user = await verifiedUser(t);
      const to = { userId: user.userId, wallet: 'MX', currency: 'MXN' } as const;
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => ledger.post({ kind: 'deposit', legs: [{ from: { house: 'BANK_RACE', currency: 'MXN' }, to, amount: 100n }] })),
      );
      expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      expect((await ledger.balance(to)).balance).toBe(2_000n);
      const rows = await t.ctx.db.selectFrom('ledger_accounts').select('id').where('user_id', '=', user.userId).where('wallet', '=', 'MX').execute();
      expect(rows).toHaveLength(1);
    }
    await reconciled();
  });

  it('the same idempotency key sent 20 times at once moves money once and answers the same', { timeout: 120_000 }, async () => {
    const user = await verifiedUser(t);
    await depositAndApprove(t, user, operators[0]!, '500.00');
    const key = newKey();
    const transfers = await Promise.all(
      Array.from({ length: 20 }, () => moneyCall<WalletTransfer>(t, '/wallet/transfer', { token: user.token, key, payload: { fromWallet: 'BALANCE', toWallet: 'MX', amount: '100' } })),
    );
    expect(transfers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(transfers.map((r) => r.data.id)).size).toBe(1);
    const cardId = await saveCard(t, user);
    const wkey = newKey();
    const withdrawals = await Promise.all(
      Array.from({ length: 20 }, () => moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: user.token, key: wkey, payload: { amount: '50', cardId, payPassword: '123456' } })),
    );
    expect(withdrawals.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(withdrawals.map((r) => r.data.id)).size).toBe(1);
    const account = await need(t.ctx, 'ledger').balance({ userId: user.userId, wallet: 'BALANCE', currency: 'MXN' });
    expect(account).toMatchObject({ balance: 50_000n, held: 15_000n }); // 100 transfer + 50 withdrawal held once each
    expect(await t.ctx.db.selectFrom('wallet_transfers').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(1);
    expect(await t.ctx.db.selectFrom('withdrawals').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(1);
    await reconciled();
  });

  it('50 concurrent approve/reject clicks on one withdrawal resolve it exactly once', { timeout: 120_000 }, async () => {
    const user = await verifiedUser(t);
    await depositAndApprove(t, user, operators[0]!, '800.00');
    const cardId = await saveCard(t, user);
    const applied = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: user.token, payload: { amount: '300', cardId, payPassword: '123456' } });
    const clicks = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call<AdminWithdrawal>(t, 'POST', `/admin/money/withdrawals/${i % 2 ? 'approve' : 'reject'}`, {
          token: operators[i % operators.length]!.token,
          payload: { id: applied.data.id, ...(i % 2 ? {} : { reason: 'duplicate request' }) },
        }),
      ),
    );
    const won = clicks.filter((c) => c.status === 200);
    expect(won).toHaveLength(1);
    expect(new Set(clicks.filter((c) => c.status !== 200).map((c) => `${c.status} ${errorOf(c.data)}`))).toEqual(new Set(['409 ALREADY_REVIEWED']));
    const final = won[0]!.data;
    // An approval takes the money from the wallet (the payout then goes on to sent and paid); a rejection releases it.
    expect(['approved', 'rejected']).toContain(final.stage);
    const approved = final.stage === 'approved';
    const account = await need(t.ctx, 'ledger').balance({ userId: user.userId, wallet: 'BALANCE', currency: 'MXN' });
    if (approved) expect(account).toMatchObject({ balance: 50_000n, held: 0n });
    else expect(account).toMatchObject({ balance: 80_000n, held: 0n });
    const history = await call<AdminWithdrawal>(t, 'GET', `/admin/money/withdrawals/${applied.data.id}`, { token: operators[0]!.token });
    expect(history.data.history.map((h) => h.status)).toEqual(['created', approved ? 'approved' : 'rejected']);
    const txs = await t.ctx.db.selectFrom('ledger_transactions').select('id').where('ref', '=', `withdrawal:${applied.data.id}`).execute();
    expect(txs).toHaveLength(approved ? 1 : 0);
    await reconciled();
  });

  it('transfers both ways between two wallets at once neither deadlock nor lose a cent', { timeout: 120_000 }, async () => {
    const user = await verifiedUser(t);
    await depositAndApprove(t, user, operators[0]!, '1000.00');
    const ledger = need(t.ctx, 'ledger');
    const a = { userId: user.userId, wallet: 'BALANCE', currency: 'MXN' } as const;
    const b = { userId: user.userId, wallet: 'MX', currency: 'MXN' } as const;
    await ledger.post({ kind: 'transfer', legs: [{ from: a, to: b, amount: 50_000n }] });
    const moves = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => ledger.post({ kind: 'transfer', legs: [i % 2 ? { from: a, to: b, amount: 1_000n } : { from: b, to: a, amount: 1_000n }] })),
    );
    expect(moves.filter((m) => m.status === 'rejected')).toEqual([]);
    expect((await ledger.balance(a)).balance + (await ledger.balance(b)).balance).toBe(100_000n);
    await reconciled();
  });
});
