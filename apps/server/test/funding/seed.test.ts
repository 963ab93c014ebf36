import type { BankCard, CryptoWallet, WalletBalances } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { modules } from '../../src/modules/index.ts';
import { call } from '../accounts/_api.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('funds the demo investor through ledger transactions, saves a card and a wallet, and is idempotent', async () => {
    // Only the seeds this capability relies on (other areas' seeds may trade with the money).
    const seeds = modules.filter((m) => m.name === 'accounts' || m.name === 'funding');
    for (let i = 0; i < 2; i++) for (const module of seeds) await module.seedDemo?.(t.ctx);
    const session = await need(t.ctx, 'accounts').login('demo', 'Demo1234');
    const balances = await call<WalletBalances>(t, 'POST', '/wallet/getWalletBalance', { token: session.token, payload: {} });
    const of = (wallet: string, currency: string) => balances.data.list.find((r) => r.walletType === wallet && r.currency === currency)!.balance;
    expect(of('BALANCE', 'MXN')).toBe('250000.00');
    expect(of('US_STOCK', 'USD')).toBe('10000.00');
    expect(of('MX', 'MXN')).toBe('100000.00');
    expect(of('HK_STOCK', 'HKD')).toBe('50000.00');
    expect(of('FUTURE', 'USD')).toBe('5000.00');
    expect(of('FOREX', 'USD')).toBe('5000.00');
    const seedTxs = await t.ctx.db.selectFrom('ledger_transactions').select('id').where('kind', '=', 'seed').execute();
    expect(seedTxs).toHaveLength(8);
    const cards = await call<{ list: BankCard[] }>(t, 'POST', '/UserAccount/SelectCardNo', { token: session.token, payload: {} });
    expect(cards.data.list).toHaveLength(1);
    const wallets = await call<{ list: CryptoWallet[] }>(t, 'POST', '/userWallet/list', { token: session.token, payload: {} });
    expect(wallets.data.list).toMatchObject([{ currency: 'USDT', network: 'TRC20' }]);
    const house = await need(t.ctx, 'ledger').houseBalances();
    expect(house.find((h) => h.code === 'h:DEMO_FUNDING:MXN')!.balance).toBe(-35_000_000n);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('keeps the money history append-only', async () => {
    await sql`insert into money_history (entity, entity_id, status, actor, created_at) values ('deposit', 1, 'created', 'test', now())`.execute(t.ctx.db);
    await expect(sql`update money_history set actor = 'someone else'`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from money_history`.execute(t.ctx.db)).rejects.toThrow(/append-only/);
  });
});
