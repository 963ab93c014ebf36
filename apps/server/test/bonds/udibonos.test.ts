import crypto from 'node:crypto';
import type { BillItem, BondHolding, BondPreview, GovBond, Page } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { dayFromKey } from '../../src/market/time.ts';
import { listPrices } from '../../src/modules/bonds/catalog.ts';
import { accruedMinor, cashFlows, quoteBond, toMinor, type BondShape } from '../../src/modules/bonds/rules.ts';
import { udiOn } from '../../src/modules/bonds/udi.ts';
import { loginOperator, verifiedUser, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/*
 * Issue 34 items 2, 4 and 12. Every expected figure below was computed apart from the
 * production code (Python decimal, 40 digits, half up), from PRODUCT-RULES 5.2 and the UDI
 * series of modules/bonds/udi.ts (8.493561 on 2025-06-21 × 1.04^(days/365), 6 decimals).
 */

const TODAY = dayFromKey('2026-12-02');

describe('UDIBONOS in UDIs (pure rules)', () => {
  it('the simulated UDI starts at Banxico’s published 8.493561 (2025-06-21)', () => {
    expect(udiOn(dayFromKey('2025-06-21')).toFixed(6)).toBe('8.493561');
    expect(udiOn(TODAY).toFixed(6)).toBe('8.990348');
    expect(udiOn(dayFromKey('2028-11-30')).toFixed(6)).toBe('9.722915');
  });

  it('S 281130 (4 %) at a 4.40 % real yield: 100 titles cost MXN 89,213.96 clean + 1,808.06 accrued; coupons and redemption at each date’s UDI', () => {
    const bond: BondShape = { type: 'UDIBONOS', face: 100, couponRate: 4, issueDay: dayFromKey('2018-12-06'), maturityDay: dayFromKey('2028-11-30') };
    const quote = quoteBond(bond, '4.40', TODAY);
    // Per 100 UDIs, in UDIs; a title in pesos at today's UDI (was MXN 101.82 a title).
    expect(listPrices(quote)).toEqual({ price: 99.233, accrued: 2.011111, dirtyPrice: 101.2442 });
    expect(toMinor(quote.cleanPerTitle.times(100))).toBe(8_921_396n);
    expect(accruedMinor(bond, 100, TODAY)).toBe(180_806n);
    expect(quote.dirtyPerTitle.toFixed(2)).toBe('910.22');
    // A 4 % real coupon: 100 × 100 UDIs × 4 % × 182/360 = 202.22 UDIs, in pesos on its day.
    expect(cashFlows(bond, 100, TODAY).map((f) => [f.day, f.kind, f.amountMinor])).toEqual([
      [dayFromKey('2026-12-03'), 'coupon', 181_824n],
      [dayFromKey('2027-06-03'), 'coupon', 185_415n],
      [dayFromKey('2027-12-02'), 'coupon', 189_077n],
      [dayFromKey('2028-06-01'), 'coupon', 192_811n],
      [dayFromKey('2028-11-30'), 'coupon', 196_619n],
      [dayFromKey('2028-11-30'), 'redemption', 9_722_915n],
    ]);
  });
});

describe('M-Bono irregular first period (pure rules)', () => {
  // Issued 30 days ago, first coupon in 100 days: a first period of N = 130 days.
  const bond: BondShape = { type: 'BONOS_M', face: 100, couponRate: '8.5', issueDay: TODAY - 30, maturityDay: TODAY + 100 + 182 * 5 };

  it('accrues from the issue date and pays N = 130 days: MXN 306.94 for 100 titles (was 429.72)', () => {
    expect(accruedMinor(bond, 100, TODAY)).toBe(7_083n); // 10,000 × 8.5 % × 30/360
    const flows = cashFlows(bond, 100, TODAY);
    expect(flows[0]).toEqual({ day: TODAY + 100, kind: 'coupon', amountMinor: 30_694n });
    expect(flows[1]).toEqual({ day: TODAY + 282, kind: 'coupon', amountMinor: 42_972n });
    expect(flows).toHaveLength(7);
  });

  it('prices the short period by discounting (N − d)/182 periods: clean 101.1155, dirty 101.8238 at 8.05 %', () => {
    const quote = quoteBond(bond, '8.05', TODAY);
    expect(quote.periodDays).toBe(130);
    expect(quote.daysElapsed).toBe(30);
    expect(listPrices(quote)).toEqual({ price: 101.1155, accrued: 0.708333, dirtyPrice: 101.8238 });
    expect(toMinor(quote.cleanPerTitle.times(100))).toBe(1_011_155n);
  });
});

describe('M-Bono long first period set at issue (pure rules)', () => {
  // Issued 2 Nov 2026, first coupon 5 Jul 2027 (N = 245 days), then every 182 days to 31 Dec 2029.
  const bond: BondShape = { type: 'BONOS_M', face: 100, couponRate: '8.5', issueDay: dayFromKey('2026-11-02'), maturityDay: dayFromKey('2029-12-31'), firstCouponDay: dayFromKey('2027-07-05') };

  it('pays N = 245 days first (578.47 for 100 titles), then 429.72 every 182 days; accrues from the issue', () => {
    expect(cashFlows(bond, 100, TODAY).map((f) => [f.day, f.kind, f.amountMinor])).toEqual([
      [dayFromKey('2027-07-05'), 'coupon', 57_847n],
      [dayFromKey('2028-01-03'), 'coupon', 42_972n],
      [dayFromKey('2028-07-03'), 'coupon', 42_972n],
      [dayFromKey('2029-01-01'), 'coupon', 42_972n],
      [dayFromKey('2029-07-02'), 'coupon', 42_972n],
      [dayFromKey('2029-12-31'), 'coupon', 42_972n],
      [dayFromKey('2029-12-31'), 'redemption', 1_000_000n],
    ]);
    expect(accruedMinor(bond, 100, TODAY)).toBe(7_083n);
  });

  it('prices the long period by discounting (N − d)/182 = 215/182 periods: clean 101.1713, dirty 101.8797 at 8.05 %', () => {
    const quote = quoteBond(bond, '8.05', TODAY);
    expect([quote.periodDays, quote.daysElapsed, quote.couponsLeft]).toEqual([245, 30, 6]);
    expect(listPrices(quote)).toEqual({ price: 101.1713, accrued: 0.708333, dirtyPrice: 101.8797 });
    expect(toMinor(quote.cleanPerTitle.times(100))).toBe(1_011_713n);
  });
});

describe('bond prices rounded once (item 12)', () => {
  const maturity = dayFromKey('2029-03-01');
  const bond: BondShape = { type: 'BONOS_M', face: 100, couponRate: '8.5', issueDay: maturity - 182 * 10, maturityDay: maturity };
  it('clean 100.76104952 lists 100.7610 (6 then 4 decimals gave 100.7611); dirty 101.73764… lists 101.7376 (gave 101.7377)', () => {
    expect(listPrices(quoteBond(bond, '8.20', maturity - 182 * 6 + 29)).price).toBe(100.761);
    expect(listPrices(quoteBond(bond, '8.21', maturity - 182 * 6 + 43)).dirtyPrice).toBe(101.7376);
  });
});

describe('through the API', () => {
  let t: TestApp;
  const key = () => crypto.randomUUID();
  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(Date.UTC(2026, 11, 2, 15, 0, 0)) }); // 2 Dec 2026, 09:00 in Mexico City
  });
  afterAll(async () => {
    await t?.ctx.services.bonds?.idle();
    await t?.close();
  });

  async function post<T>(user: TestUser | undefined, url: string, payload: unknown, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'POST', url: `/web${url}`, headers: { ...(user ? { authorization: user.token } : {}), lang: 'en', ...headers }, payload: payload as Record<string, unknown> });
    return { status: res.statusCode, ...body<T>(res) };
  }
  async function investor(): Promise<TestUser> {
    const user = await verifiedUser(t);
    await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'MXN' }, to: { userId: user.userId, wallet: 'FINANCIAL', currency: 'MXN' }, amount: 50_000_000n }] });
    return user;
  }
  const bondByCode = async (code: string) => (await post<Page<GovBond>>(undefined, '/m_ft/bondsList', { pageSize: 50 })).data.list.find((b) => b.code === code)!;
  const grossPaid = async (holdingId: number) => (await t.ctx.db.selectFrom('bonds_payments').select(['kind', 'due_date', 'gross_minor']).where('holding_id', '=', holdingId).execute()).map((p) => [p.kind, p.due_date, BigInt(p.gross_minor)]);

  it('a UDIBONO title costs about 100 UDIs in pesos, with the UDI shown as simulated; the coupon pays 202.22 UDIs at its day’s UDI', async () => {
    const udibono = await bondByCode('S 281130');
    expect(udibono.udi).toEqual({ date: '2026-12-02', value: '8.990348', anchorDate: '2025-06-21', anchorValue: '8.493561', inflationPercent: '4.00', simulated: true });
    // A title: the dirty price per 100 UDIs × today's UDI (about MXN 900, not MXN 101).
    expect(Number(udibono.titlePrice)).toBeGreaterThan(850);
    expect(new Decimal(udibono.titlePrice!).div('8.990348').toDecimalPlaces(4).toNumber()).toBe(udibono.dirtyPrice);
    const user = await investor();
    // The face of 100 titles is 10,000 UDIs: MXN 89,903.48 at today's UDI (was shown as MXN 10,000.00).
    const preview = await post<BondPreview>(user, '/treasuryBond/preview', { bondId: udibono.id, quantity: 100 });
    expect(preview.data.faceAmount).toBe('89903.48');
    const bought = await post<BondHolding>(user, '/treasuryBond/create', { bondId: udibono.id, quantity: 100, payPassword: '123456' }, { 'idempotency-key': key() });
    expect(bought.status).toBe(200);
    expect(bought.data.schedule.map((f) => [f.date, f.kind, f.amount])).toEqual([
      ['2026-12-03', 'coupon', '1818.24'],
      ['2027-06-03', 'coupon', '1854.15'],
      ['2027-12-02', 'coupon', '1890.77'],
      ['2028-06-01', 'coupon', '1928.11'],
      ['2028-11-30', 'coupon', '1966.19'],
      ['2028-11-30', 'redemption', '97229.15'],
    ]);
    await need(t.ctx, 'bonds').payCoupons(dayFromKey('2026-12-03'), 0, 1000);
    expect(await grossPaid(bought.data.id)).toEqual([['coupon', '2026-12-03', 181_824n]]);
    // The ISR withheld from it is named as itself on the statement (issue 34 item 5).
    for (const [lang, title] of [['en', 'ISR withheld'], ['es', 'ISR retenido'], ['zh', '预扣所得税（ISR）']] as const) {
      const bill = await t.app.inject({ method: 'POST', url: '/web/wallet/getWalletBill', headers: { authorization: user.token, lang }, payload: { pageNum: 1, pageSize: 10, walletType: 'FINANCIAL' } });
      const list = body<Page<BillItem>>(bill).data.list;
      expect(list.filter((l) => l.kind === 'isr').map((l) => l.title)).toEqual([title]);
      expect(list.find((l) => l.kind === 'interest')?.amount).toBe('1818.24');
    }
  });

  it('a CETES redemption is titled as the principal returned, not as income (issue 34 item 19)', async () => {
    const cetes = await bondByCode('CETES 28');
    // Wednesday 2 Dec: the auction of Tuesday 8 Dec, settled Thursday 10 Dec, matures 28 days later.
    expect(cetes.maturityDate).toBe('2027-01-07');
    const user = await investor();
    const bought = await post<BondHolding>(user, '/treasuryBond/create', { bondId: cetes.id, quantity: 100, payPassword: '123456' }, { 'idempotency-key': key() });
    expect(bought.status).toBe(200);
    await need(t.ctx, 'bonds').redeemMatured(dayFromKey('2027-01-07'), 1000);
    for (const [lang, title] of [['en', 'Bond redemption (principal returned)'], ['es', 'Vencimiento de bono (capital devuelto)'], ['zh', '债券到期兑付（返还本金）']] as const) {
      const bill = await t.app.inject({ method: 'POST', url: '/web/wallet/getWalletBill', headers: { authorization: user.token, lang }, payload: { pageNum: 1, pageSize: 10, walletType: 'FINANCIAL' } });
      const list = body<Page<BillItem>>(bill).data.list;
      expect(list.filter((l) => l.kind === 'bonds.redemption').map((l) => [l.title, l.amount])).toEqual([[title, '1000.00']]);
    }
  });

  it('set-up takes a first coupon the rule prices and refuses one it cannot (long beyond two periods, off the 182-day schedule, on a CETES)', async () => {
    const admin = await loginOperator(t, 'admin');
    const base = { code: 'M 291231', type: 'BONOS_M', name: { es: 'BONOS M dic 2029', en: 'BONOS M Dec 2029', zh: 'M债券 2029年12月' }, couponRate: '8.5', issueDate: '2026-11-02', maturityDate: '2029-12-31', face: '100', minAmount: '1000' };
    const create = (extra: Record<string, unknown>, lang = 'en') => post(undefined, '/admin/bonds/issues/create', { ...base, ...extra }, { authorization: admin.token, lang });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ firstCouponDate: '2027-07-06' }, 'es', 'del primer cupón al vencimiento debe haber periodos completos de 182 días'],
      [{ issueDate: '2026-06-01', firstCouponDate: '2027-07-05' }, 'en', 'the first period cannot exceed 364 days (two periods): the rule does not price it'],
      [{ firstCouponDate: '2026-11-01' }, 'zh', '首次付息日须晚于发行日且不晚于到期日'],
      [{ code: 'CETES X', type: 'CETES', couponRate: '0', face: '10', firstCouponDate: '2027-07-05' }, 'en', 'only BONOS M and UDIBONOS with a maturity date set a first coupon'],
    ];
    for (const [extra, lang, reason] of refusals) {
      const refused = await create(extra, lang);
      expect(refused).toMatchObject({ status: 422, data: { error: 'BOND_ISSUE_INVALID', field: 'firstCouponDate' } });
      expect(refused.msg).toContain(reason);
    }
    expect((await post<Page<GovBond>>(undefined, '/m_ft/bondsList', { pageSize: 50 })).data.list.some((b) => b.code === 'M 291231')).toBe(false);
    const created = await create({ firstCouponDate: '2027-07-05' });
    expect(created.status).toBe(200);
    const bond = await bondByCode('M 291231');
    expect(bond.nextCouponDate).toBe('2027-07-05');
    const user = await investor();
    const bought = await post<BondHolding>(user, '/treasuryBond/create', { bondId: bond.id, quantity: 100, payPassword: '123456' }, { 'idempotency-key': key() });
    expect(bought.status).toBe(200);
    expect(bought.data.accrued).toBe('70.83');
    expect(bought.data.schedule.slice(0, 2).map((f) => [f.date, f.amount])).toEqual([['2027-07-05', '578.47'], ['2028-01-03', '429.72']]);
  });

  it('an M-Bono issued 30 days ago with its first coupon in 100 days: accrued 70.83, first coupon 306.94 for 100 titles', async () => {
    const admin = await loginOperator(t, 'admin');
    const input = { code: 'M 290907', type: 'BONOS_M', name: { es: 'BONOS M sep 2029 8.5%', en: 'BONOS M Sep 2029 8.5%', zh: 'M债券 2029年9月 8.5%' }, couponRate: '8.5', issueDate: '2026-11-02', maturityDate: '2029-09-07', face: '100', minAmount: '1000' };
    const created = await post(undefined, '/admin/bonds/issues/create', input, { authorization: admin.token });
    expect(created.status).toBe(200);
    const bond = await bondByCode('M 290907');
    expect(bond.nextCouponDate).toBe('2027-03-12');
    const user = await investor();
    const bought = await post<BondHolding>(user, '/treasuryBond/create', { bondId: bond.id, quantity: 100, payPassword: '123456' }, { 'idempotency-key': key() });
    expect(bought.status).toBe(200);
    expect(bought.data.accrued).toBe('70.83');
    expect(bought.data.schedule[0]).toMatchObject({ date: '2027-03-12', kind: 'coupon', amount: '306.94' });
    expect(bought.data.schedule[1]).toMatchObject({ date: '2027-09-10', kind: 'coupon', amount: '429.72' });
    await need(t.ctx, 'bonds').payCoupons(dayFromKey('2027-03-12'), 0, 1000);
    expect(await grossPaid(bought.data.id)).toEqual([['coupon', '2027-03-12', 30_694n]]);
  });
});
