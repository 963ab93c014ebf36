import type { TermsRule, TermsVersionView, TradeOrder, TradeRate } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import { loginOperator, type TestOperator, type TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { call, get, key, trader, tradingApp } from '../trading/_setup.ts';

/**
 * Trading's fee and leverage table is published terms per market: version 1 holds the
 * values of the former trading_rates table; an operator's edit adds a version that the
 * next order is priced with, and every order keeps the version it was taken under.
 */
describe('trading priced by its published terms', () => {
  let t: TestApp;
  let clock: ManualClock;
  let admin: TestOperator;
  let user: TestUser;

  beforeAll(async () => {
    ({ t, clock } = await tradingApp());
    admin = await loginOperator(t, 'admin');
    user = await trader(t);
  });
  afterAll(async () => {
    await need(t.ctx, 'trading').idle();
    await t.close();
  });

  const usRate = async () => (await get<{ list: TradeRate[] }>(t, user, '/stock_rate/site/get')).data.list.find((r) => r.market === 'US')!;
  const current = async (lang = 'en') => {
    const res = await t.app.inject({ method: 'GET', url: '/web/terms/current?product=trading&item=US', headers: { lang } });
    return JSON.parse(res.body) as { code: number; data: TermsRule };
  };
  const buy = async (quantity: number) => {
    const res = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 0, quantity, payPassword: '123456', idempotencyKey: key() });
    expect(res.code).toBe(200);
    return res.data;
  };
  const versionOf = async (orderId: number) =>
    (await t.ctx.db.selectFrom('trading_orders').select(['terms_version_id', 'fee_rate']).where('id', '=', orderId).executeTakeFirstOrThrow()).terms_version_id;

  let v1: number;
  let firstOrder: TradeOrder;

  it('version 1 of each market holds the former rate table, and the rule shows the numbers the rate call answers', async () => {
    const rule = await current();
    expect(rule.code).toBe(200);
    expect(rule.data).toMatchObject({ product: 'trading', item: 'US', version: 1 });
    expect(rule.data.terms).toEqual({
      buyRate: '0.001',
      sellRate: '0.001',
      minFee: '1.00',
      leverages: [1, 2, 5, 10],
      defaultLeverage: 1,
      marginCallLevel: '0.5',
      liquidationLevel: '0.3',
      priceGuardPercent: '10',
      minQuantity: '1',
      quantityStep: '1',
      maxQuantity: '1000000',
    });
    expect(rule.data.text).toContain('Fee: 0.1% of the amount on a buy and 0.1% on a sell, at least 1.00 per order. Leverage: 1, 2, 5, 10 (default 1).');
    expect((await current('zh_Hans_CN')).data.text).toContain('手续费：买入为成交额的 0.1%');
    expect((await current('mx')).data.text).toContain('Comisión: 0.1\u00a0% del importe');
    const rate = await usRate();
    expect(rate).toMatchObject({ buyRate: rule.data.terms.buyRate, minFee: rule.data.terms.minFee, leverages: rule.data.terms.leverages });
    const fx = await t.app.inject({ method: 'GET', url: '/web/terms/current?product=trading&item=FOREX' });
    expect(JSON.parse(fx.body).data.terms).toMatchObject({ minQuantity: '0.01', quantityStep: '0.01', defaultLeverage: 50, leverages: [1, 10, 50, 100] });
    v1 = rule.data.versionId;
  });

  it('an order keeps the version it was taken under', async () => {
    firstOrder = await buy(1);
    expect(await versionOf(firstOrder.id)).toBe(v1);
    expect(firstOrder.termsVersionId).toBe(v1);
    const preview = await call<{ termsVersionId: number; fee: string }>(t, user, '/orders/preview', { code: 'AAPL', direction: 0, orderType: 0, quantity: 1 });
    expect(preview.data).toMatchObject({ termsVersionId: v1, fee: '1.00' });
  });

  it('an operator edit is a new version: the next order is priced with it, the earlier order keeps version 1', async () => {
    const terms = (await current()).data.terms;
    const publish = await t.app.inject({
      method: 'POST',
      url: '/web/admin/terms/publish',
      headers: { authorization: admin.token, lang: 'en' },
      payload: {
        product: 'trading',
        item: 'US',
        terms: { ...terms, buyRate: '0.002', minFee: '5.00' },
        text: { es: 'Comisión {buyRate}, mínimo {minFee}.', en: 'Fee {buyRate}, at least {minFee}.', zh: '手续费 {buyRate}，最低 {minFee}。' },
        note: 'US fee up',
      },
    });
    expect(publish.statusCode).toBe(200);
    const v2 = JSON.parse(publish.body).data as TermsVersionView;
    expect(v2).toMatchObject({ version: 2, current: true });

    // The rule, the rate call and the order all use the new numbers at once.
    expect((await current()).data).toMatchObject({ versionId: v2.id, text: 'Fee 0.2%, at least 5.00.' });
    expect(await usRate()).toMatchObject({ buyRate: '0.002', minFee: '5.00' });
    const quote = need(t.ctx, 'market').quote('AAPL');
    const second = await buy(1);
    const notional = new Decimal(second.fillPrice!).times(1);
    const expectedFee = Decimal.max(notional.times('0.002').toDecimalPlaces(2, Decimal.ROUND_HALF_UP), 5);
    expect(second.fee).toBe(expectedFee.toFixed(2));
    expect(new Decimal(second.fillPrice!).toFixed(2)).toBe(quote.ask.toFixed(2));
    expect(await versionOf(second.id)).toBe(v2.id);
    expect(second.termsVersionId).toBe(v2.id);

    // The first order still names version 1, whose numbers still answer.
    expect(await versionOf(firstOrder.id)).toBe(v1);
    const old = await t.app.inject({ method: 'GET', url: `/web/terms/version/${v1}`, headers: { lang: 'en' } });
    expect(JSON.parse(old.body).data.terms).toMatchObject({ buyRate: '0.001', minFee: '1.00' });

    // Closing is priced with the terms in effect at the close, and keeps that version.
    const closed = await call(t, user, '/position/flatPosition', { positionId: firstOrder.positionId, payPassword: '123456' });
    expect(closed.code).toBe(200);
    const closeOrder = await t.ctx.db
      .selectFrom('trading_orders')
      .select(['terms_version_id', 'fee_rate'])
      .where('position_id', '=', firstOrder.positionId!)
      .where('open_close', '=', 1)
      .executeTakeFirstOrThrow();
    expect(closeOrder.terms_version_id).toBe(v2.id);
    expect(new Decimal(closeOrder.fee_rate).toString()).toBe('0.001'); // sell rate unchanged
  });

  it('a resting order fills under the version it was taken with, not a later one', async () => {
    const provider = need(t.ctx, 'market').provider;
    const start = clock.now();
    let low = provider.quote('AAPL', start).ask;
    for (let i = 1; i <= 120; i++) low = Math.min(low, provider.quote('AAPL', start + i * 60_000).ask);
    const limit = low.toFixed(2);
    const placed = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 1, price: limit, quantity: 1, payPassword: '123456', idempotencyKey: key() });
    expect(placed.data.status).toBe(0);
    const takenUnder = await versionOf(placed.data.id);
    expect(placed.data.fee).toBe('5.00'); // version 2's minimum

    const terms = (await current()).data.terms;
    const v3 = await t.app.inject({
      method: 'POST',
      url: '/web/admin/terms/publish',
      headers: { authorization: admin.token, lang: 'en' },
      payload: { product: 'trading', item: 'US', terms: { ...terms, minFee: '50.00' }, text: { es: 'Comisión mínima {minFee}.', en: 'Minimum fee {minFee}.', zh: '最低手续费 {minFee}。' } },
    });
    expect(v3.statusCode).toBe(200);

    for (let i = 1; i <= 120 && provider.quote('AAPL', clock.now()).ask > Number(limit); i++) clock.set(start + i * 60_000);
    expect((await need(t.ctx, 'trading').engine.sweep()).filled).toBe(1);
    await need(t.ctx, 'trading').idle();
    const filled = await t.ctx.db.selectFrom('trading_orders').select(['status', 'fee', 'terms_version_id']).where('id', '=', placed.data.id).executeTakeFirstOrThrow();
    expect(filled).toMatchObject({ status: 1, fee: 500n, terms_version_id: takenUnder });
    // A new order now pays the new minimum.
    expect((await buy(1)).fee).toBe('50.00');
  });

  it('refuses terms that break the rules of the table, naming the field, writing nothing', async () => {
    const terms = (await current()).data.terms;
    const count = (await t.ctx.db.selectFrom('terms_versions').select('id').where('product', '=', 'trading').execute()).length;
    const send = (patch: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/web/admin/terms/publish',
        headers: { authorization: admin.token, lang: 'en' },
        payload: { product: 'trading', item: 'US', terms: { ...terms, ...patch }, text: { es: 'Comisión {buyRate}.', en: 'Fee {buyRate}.', zh: '手续费 {buyRate}。' } },
      });
    for (const [patch, field] of [
      [{ buyRate: '0.5' }, 'terms.buyRate'],
      [{ defaultLeverage: 3 }, 'terms.defaultLeverage'],
      [{ liquidationLevel: '0.6' }, 'terms.liquidationLevel'],
      [{ minFee: '1.005' }, 'terms.minFee'],
      [{ leverages: [] }, 'terms.leverages'],
    ] as const) {
      const res = await send(patch);
      expect(res.statusCode).toBe(422);
      expect(JSON.parse(res.body).data).toMatchObject({ error: 'TERMS_INVALID', field });
    }
    expect((await t.ctx.db.selectFrom('terms_versions').select('id').where('product', '=', 'trading').execute()).length).toBe(count);
  });
});
