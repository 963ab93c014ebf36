import type { BankCard, CryptoWallet, WalletBalances } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { depositTotals } from '../../src/modules/funding/seed.ts';
import { modules } from '../../src/modules/index.ts';
import { call } from '../accounts/_api.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('funds the demo investor through approved deposits and transfers (with their notices), saves a card and a wallet, and is idempotent', async () => {
    // Only the seeds this capability relies on (other areas' seeds may trade with the money);
    // admin seeds the operator who approves the deposits.
    const seeds = modules.filter((m) => ['accounts', 'notices', 'admin', 'funding'].includes(m.name));
    for (let i = 0; i < 2; i++) for (const module of seeds) await module.seedDemo?.(t.ctx);
    const session = await need(t.ctx, 'accounts').login('demo', 'Demo1234');
    const balances = await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: session.token, payload: {} });
    const of = (wallet: string, currency: string) => balances.data.list.find((r) => r.walletType === wallet && r.currency === currency)!.balance;
    expect(of('BALANCE', 'MXN')).toBe('250000.00');
    expect(of('BALANCE', 'USD')).toBe('2000.00');
    expect(of('BALANCE', 'EUR')).toBe('1000.00');
    expect(of('US_STOCK', 'USD')).toBe('10000.00');
    expect(of('MX', 'MXN')).toBe('100000.00');
    expect(of('FUTURE', 'USD')).toBe('5000.00');
    expect(of('FOREX', 'USD')).toBe('5000.00');
    // US$6,420 converted at the live rate: about HK$50,000.
    const hkd = Number(of('HK_STOCK', 'HKD'));
    expect(hkd).toBeGreaterThan(45_000);
    expect(hkd).toBeLessThan(55_000);

    // The money came with the deposits that brought it: one approved bank deposit per currency.
    const deposits = await call<{ list: Array<{ currency: string; amount: string; status: number; method: string }>; total: number }>(t, 'POST', '/recharge/listPage', {
      token: session.token,
      payload: { pageNum: 1, pageSize: 20 },
    });
    const totals = depositTotals();
    expect(deposits.data.total).toBe(totals.size);
    for (const [currency, minor] of totals) {
      const row = deposits.data.list.find((d) => d.currency === currency)!;
      expect(row).toMatchObject({ method: 'bank', status: 3 });
      expect(row.amount).toBe((Number(minor) / 100).toFixed(2));
    }
    expect(await t.ctx.db.selectFrom('ledger_transactions').select('id').where('kind', '=', 'seed').execute()).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('wallet_transfers').select('id').where('status', '=', 'completed').execute()).toHaveLength(5);
    // ... and the notices those deposits sent.
    const notices = await call<{ list: Array<{ title: string }>; total: number }>(t, 'GET', '/userMessage/getMessage?pageNum=1&pageSize=20', { token: session.token });
    expect(notices.data.total).toBe(totals.size + 1);
    // The identity verification's approval notice, once (notices/seed.ts).
    const kind = await t.ctx.db.selectFrom('notices').select(['kind', 'ref']).where('user_id', '=', (await need(t.ctx, 'accounts').findByUsername('demo'))!.id).execute();
    expect(kind.filter((n) => n.kind === 'kyc')).toHaveLength(1);
    expect(kind.filter((n) => n.kind === 'deposit')).toHaveLength(totals.size);

    const cards = await call<{ list: BankCard[] }>(t, 'POST', '/UserAccount/SelectCardNo', { token: session.token, payload: {} });
    expect(cards.data.list).toHaveLength(1);
    const wallets = await call<{ list: CryptoWallet[] }>(t, 'POST', '/userWallet/list', { token: session.token, payload: {} });
    expect(wallets.data.list).toMatchObject([{ currency: 'USDT', network: 'TRC20' }]);
    const house = await need(t.ctx, 'ledger').houseBalances();
    expect(house.find((h) => h.code === 'h:BANK_IN_TRANSIT:MXN')!.balance).toBe(-35_000_000n);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('keeps the money history append-only', async () => {
    await sql`insert into money_history (entity, entity_id, status, actor, created_at) values ('deposit', 1, 'created', 'test', now())`.execute(t.ctx.db);
    await expect(sql`update money_history set actor = 'someone else'`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from money_history`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
  });
});
