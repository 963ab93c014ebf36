import crypto from 'node:crypto';
import type { CopyOrder } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { copyHouse } from '../../src/modules/follow/service.ts';
import type { TradeRow } from '../../src/modules/strategies/index.ts';
import { amountMinor, scaleQuantity } from '../../src/modules/strategies/rules.ts';
import { verifiedUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/** Wednesday 25 November 2026, 15:00 UTC. */
const START = Date.UTC(2026, 10, 25, 15, 0, 0);
const DAY = 86_400_000;
const TODAY = Math.floor(START / DAY);
const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));
/** Uneven amounts, the 100 and 1,000,000 USD limits included. */
const AMOUNTS = ['100.00', '1000000.00', '1234.57', '333.33', '98765.43', '250.01', '7777.77'];

let t: TestApp;
let strategyId: number;
let days: number[];
let at = 0;
const copies: Array<CopyOrder & { userId: number }> = [];

/** Runs the strategy (its own code) one trading day after another until it has traded after `afterId`. */
async function runToNextTrade(afterId: number): Promise<TradeRow> {
  const s = need(t.ctx, 'strategies');
  while ((await s.lastTradeId(strategyId)) === afterId) {
    if (at >= days.length) throw new Error('the strategy did not trade again');
    await s.runStrategy(strategyId, days[at++]!);
  }
  const trades = await s.tradesAfter(strategyId, afterId);
  expect(trades).toHaveLength(1);
  return trades[0]!;
}

async function mirrorRows(strategyTradeId: number) {
  return t.ctx.db.selectFrom('follow_trades').selectAll().where('strategy_trade_id', '=', strategyTradeId).orderBy('copy_id').execute();
}

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(START) });
  const s = need(t.ctx, 'strategies');
  // One code: at most one trade a day, and flat (all cash) between a round trip.
  strategyId = await s.create({
    code: 'T-MXN',
    name: { es: 'Peso', en: 'Peso', zh: '比索' },
    params: { kind: 'mean_reversion', code: 'USD/MXN', lookback: 20, entryZ: 1, exitZ: 0, investPct: 90 },
    capitalMinor: 50_000_000n,
    backtestDays: 120,
    launchDay: TODAY - 150,
  });
  const row = await s.get(strategyId);
  days = s.tradingDays(row.params, row.firstDay - 1, TODAY - 1);
  // Run until it has traded and holds nothing again: a copy then starts all in cash.
  for (; at < days.length; at++) {
    await s.runStrategy(strategyId, days[at]!);
    if ((await s.lastTradeId(strategyId)) > 0 && (await s.positions(strategyId)).size === 0) break;
  }
  at++;
  const follow = need(t.ctx, 'follow');
  const agencyId = await follow.createAgency({ strategyId, name: { es: 'Agencia', en: 'Agency', zh: '机构' }, description: { es: 'd', en: 'd', zh: 'd' } });
  for (const amount of AMOUNTS) {
    const user = await verifiedUser(t);
    await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.userId, wallet: 'FOLLOW', currency: 'USD' }, amount: minor(amount) }] });
    const copy = await follow.add(user.userId, { agencyId, amount, periodDays: 180 }, crypto.randomUUID(), 'en');
    expect(copy.positions).toEqual([]);
    copies.push({ ...copy, userId: user.userId });
  }
}, 300_000);

afterAll(async () => {
  await t?.ctx.services.follow?.idle();
  await t?.close();
});

describe('follow: mirroring an agency trade into many copies', () => {
  it('two runs at once (chunks of 2 copies a transaction) mirror each copy once, × its share to the cent, booked in the ledger', async () => {
    const follow = need(t.ctx, 'follow');
    const ledger = need(t.ctx, 'ledger');
    const buy = await runToNextTrade(await need(t.ctx, 'strategies').lastTradeId(strategyId));
    expect(buy.side).toBe('buy');
    const runs = await Promise.all([follow.sweep(0, 10_000, 2), follow.sweep(0, 10_000, 2)]);
    expect(runs[0].items + runs[1].items).toBe(copies.length);
    expect((await follow.sweep(0, 10_000, 2)).items).toBe(0);

    const rows = await mirrorRows(buy.id);
    expect(rows.map((r) => r.copy_id)).toEqual(copies.map((c) => c.id));
    for (const copy of copies) {
      const row = rows.find((r) => r.copy_id === copy.id)!;
      const quantity = scaleQuantity(buy.quantity, copy.share);
      const amount = amountMinor(quantity, buy.price);
      expect(row).toMatchObject({ kind: 'mirrored', side: 'buy', quantity: quantity.toString(), price: buy.price });
      expect(BigInt(row.amount_minor)).toBe(amount);
      expect((await ledger.balance(copyHouse(copy.id))).balance).toBe(minor(copy.amount) - amount);
      const detail = await follow.detail(copy.userId, copy.id, 'en');
      expect(detail.positions).toEqual([expect.objectContaining({ code: buy.code, quantity: quantity.toString() })]);
      expect(minor(detail.cash)).toBe(minor(copy.amount) - amount);
      expect(detail.trades.filter((tr) => tr.kind === 'mirrored')).toEqual([expect.objectContaining({ side: 'buy', quantity: quantity.toString(), amount: new Decimal(amount.toString()).div(100).toFixed(2) })]);
    }
    // Each ledger transaction of the mirror moves exactly what its copies' rows say.
    const txIds = [...new Set(rows.map((r) => r.tx_id!))];
    const market = await sql<{ total: string }>`
      select sum(p.amount) as total from ledger_postings p join ledger_accounts a on a.id = p.account_id where a.code = 'h:MARKET:USD' and p.tx_id in (${sql.join(txIds)})`.execute(t.ctx.db);
    expect(BigInt(market.rows[0]!.total)).toBe(rows.reduce((sum, r) => sum + BigInt(r.amount_minor), 0n));
    expect((await ledger.reconcile()).differences).toEqual([]);
  });

  it("the agency's later trades are mirrored once each too, up to its sell: each copy sells what it holds and its cash is back in its account", async () => {
    const follow = need(t.ctx, 'follow');
    const ledger = need(t.ctx, 'ledger');
    for (let sold = false; !sold; ) {
      const trade = await runToNextTrade(await need(t.ctx, 'strategies').lastTradeId(strategyId));
      const before = new Map<number, CopyOrder>();
      for (const copy of copies) before.set(copy.id, await follow.detail(copy.userId, copy.id, 'en'));
      await Promise.all([follow.sweep(0, 10_000, 3), follow.sweep(0, 10_000, 3), follow.sweep(0, 10_000)]);
      const rows = await mirrorRows(trade.id);
      expect(rows.map((r) => r.copy_id)).toEqual(copies.map((c) => c.id));
      for (const copy of copies) {
        const was = before.get(copy.id)!;
        const held = new Decimal(was.positions.find((p) => p.code === trade.code)?.quantity ?? '0');
        let quantity = scaleQuantity(trade.quantity, copy.share);
        let cash = minor(was.cash);
        if (trade.side === 'buy') {
          if (amountMinor(quantity, trade.price) > cash) quantity = new Decimal(cash.toString()).div(100).div(trade.price).toDecimalPlaces(6, Decimal.ROUND_DOWN);
        } else quantity = Decimal.min(quantity, held);
        // A buy below the published minimum position (1.00 USD) is not opened, said so ('skipped').
        const skipped = quantity.isZero() || (trade.side === 'buy' && amountMinor(quantity, trade.price) < 100n);
        const amount = skipped ? 0n : amountMinor(quantity, trade.price);
        const row = rows.find((r) => r.copy_id === copy.id)!;
        expect(row).toMatchObject({ kind: skipped ? 'skipped' : 'mirrored', side: trade.side, quantity: quantity.toString(), tx_id: skipped ? null : expect.anything() });
        expect(BigInt(row.amount_minor)).toBe(skipped ? amountMinor(scaleQuantity(trade.quantity, copy.share), trade.price) : amount);
        if (skipped) quantity = new Decimal(0);
        cash += trade.side === 'buy' ? -amount : amount;
        const now = await follow.detail(copy.userId, copy.id, 'en');
        expect(minor(now.cash)).toBe(cash);
        expect((await ledger.balance(copyHouse(copy.id))).balance).toBe(cash);
        const after = trade.side === 'buy' ? held.plus(quantity) : held.minus(quantity);
        expect(now.positions.filter((p) => p.code === trade.code).map((p) => p.quantity)).toEqual(after.isZero() ? [] : [after.toString()]);
      }
      sold = trade.side === 'sell';
    }
    expect((await ledger.reconcile()).differences).toEqual([]);
  });
});
