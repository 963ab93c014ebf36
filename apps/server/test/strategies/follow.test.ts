import crypto from 'node:crypto';
import type { CopyOrder, CopyPreview, InvestAgency, Page } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { copyHouse } from '../../src/modules/follow/service.ts';
import { amountMinor, managementFee, scaleQuantity } from '../../src/modules/strategies/rules.ts';
import { verifiedUser, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Thursday 19 November 2026, 15:00 UTC. */
const START = Date.UTC(2026, 10, 19, 15, 0, 0);
const DAY = 86_400_000;
const TODAY = Math.floor(START / DAY);

let t: TestApp;
let clock: ManualClock;
let agencyId: number;
let strategyId: number;

const key = () => crypto.randomUUID();
const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));

async function post<T>(user: TestUser | undefined, url: string, payload: unknown, lang = 'en', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/web${url}`, headers: { ...(user ? { authorization: user.token } : {}), lang, ...headers }, payload: payload as Record<string, unknown> });
  return { status: res.statusCode, ...body<T>(res) };
}

async function follower(usd = '2000000'): Promise<TestUser> {
  const user = await verifiedUser(t);
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.userId, wallet: 'FOLLOW', currency: 'USD' }, amount: minor(usd) }] });
  return user;
}
const available = async (userId: number) => (await need(t.ctx, 'ledger').balance({ userId, wallet: 'FOLLOW', currency: 'USD' })).available;

async function reconcileClean() {
  const report = await need(t.ctx, 'ledger').reconcile();
  expect(report.differences).toEqual([]);
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
  const s = need(t.ctx, 'strategies');
  strategyId = await s.create({
    code: 'T-FAST',
    name: { es: 'Rápida', en: 'Fast', zh: '快速' },
    params: { kind: 'ma_momentum', codes: ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL'], fast: 2, slow: 4, investPct: 95, bandPct: 1 },
    capitalMinor: 1_000_000_000n,
    backtestDays: 40,
    launchDay: TODAY - 5,
  });
  await s.runAll();
  agencyId = await need(t.ctx, 'follow').createAgency({ strategyId, name: { es: 'Agencia', en: 'Agency', zh: '机构' }, description: { es: 'd', en: 'd', zh: 'd' } });
}, 120_000);
afterAll(async () => {
  await t?.ctx.services.follow?.idle();
  await t?.close();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('follow investing', () => {
  let user: TestUser;
  let copy: CopyOrder;

  it('lists agencies with their strategy record, the published terms and the disclaimer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/userFollowInvest/getInvestAgencyList', headers: { lang: 'es' } });
    const list = body<{ list: InvestAgency[] }>(res).data.list;
    expect(list.map((a) => a.id)).toEqual([agencyId]);
    expect(list[0]!.terms).toMatchObject({ minAmount: '100.00', maxAmount: '1000000.00', minPosition: '1.00', periods: [7, 30, 90, 180] });
    expect(list[0]!.rule.text).toContain('No se puede salir antes');
    expect(list[0]!.strategy.disclaimer).toBe('Los resultados pasados no predicen resultados futuros.');
  });

  it('refuses amounts under 100 and over 1,000,000 USD and periods not offered, writing nothing', async () => {
    user = await follower();
    for (const amount of ['99.99', '1000000.01']) {
      const res = await post(user, '/userFollowInvest/add', { agencyId, amount, periodDays: 7, payPassword: '123456' }, 'zh', { 'idempotency-key': key() });
      expect(res.status).toBe(422);
      expect(res.msg).toBe('金额必须在 US$100.00 至 US$1,000,000.00 之间');
    }
    const period = await post(user, '/userFollowInvest/add', { agencyId, amount: '500', periodDays: 8, payPassword: '123456' }, 'en', { 'idempotency-key': key() });
    expect(period.status).toBe(422);
    expect(period.data).toMatchObject({ error: 'FOLLOW_PERIOD_NOT_OFFERED', field: 'periodDays' });
    expect(await available(user.userId)).toBe(minor('2000000'));
    const max = await post<CopyPreview>(user, '/userFollowInvest/preview', { agencyId, amount: '1000000', periodDays: 7 });
    expect(max.status).toBe(200);
    const min = await post<CopyPreview>(user, '/userFollowInvest/preview', { agencyId, amount: '100', periodDays: 7 });
    expect(min.status).toBe(200);
  });

  it("a copy takes the agency's allocation × share; one key sent 20 times at once copies once", async () => {
    const preview = await post<CopyPreview>(user, '/userFollowInvest/preview', { agencyId, amount: '250000', periodDays: 7 });
    expect(preview.status).toBe(200);
    const s = need(t.ctx, 'strategies');
    const positions = await s.positions(strategyId);
    const row = await s.get(strategyId);
    const share = new Decimal(preview.data.share);
    // Each opening buy is at the live ask now (issue 34 item 3), not at the agency's last close.
    const atClose: boolean[] = [];
    for (const line of preview.data.opening) {
      expect(line.quantity).toBe(scaleQuantity(positions.get(line.code)!, share).toString());
      const ask = new Decimal(String(need(t.ctx, 'market').quote(line.code).ask));
      expect(line.price).toBe(ask.toString());
      expect(minor(line.amount)).toBe(amountMinor(line.quantity, ask));
      atClose.push(ask.eq(s.priceOn(row.params, line.code, row.processedThrough!)!));
    }
    expect(atClose.length).toBeGreaterThan(0);
    expect(atClose.every(Boolean)).toBe(false);
    // The worst case is the copy's real exposure: its cash follows the agency's later buys too.
    const invested = preview.data.opening.filter((o) => o.kind === 'opening').reduce((sum, o) => sum + minor(o.amount), 0n);
    expect(minor(preview.data.invested)).toBe(invested);
    expect(invested + minor(preview.data.cash)).toBe(25_000_000n);
    expect(preview.data).toMatchObject({ worstCase: '0.00', maxLoss: '250000.00' });
    const k = key();
    const before = await available(user.userId);
    const all = await Promise.all(
      Array.from({ length: 20 }, () => post<CopyOrder>(user, '/userFollowInvest/add', { agencyId, amount: '250000', periodDays: 7, payPassword: '123456', termsVersionId: preview.data.rule.versionId }, 'en', { 'idempotency-key': k })),
    );
    const ok = all.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(all.every((r) => r.status === 200 || r.data && (r.data as unknown as { error: string }).error === 'IDEMPOTENCY_IN_PROGRESS')).toBe(true);
    expect(new Set(ok.map((r) => r.data.id)).size).toBe(1);
    expect(before - (await available(user.userId))).toBe(minor('250000'));
    copy = ok[0]!.data;
    expect(copy).toMatchObject({ status: 'following', amount: '250000.00', periodDays: 7, share: preview.data.share });
    expect(copy.positions.map((p) => p.code)).toEqual(preview.data.opening.filter((o) => o.kind === 'opening').map((o) => o.code).sort());
    expect(copy.cash).toBe(preview.data.cash);
    await reconcileClean();
    // One notice, readable in any language: the agency's own name, the amount and the day as the app writes them (issue 28.10).
    await need(t.ctx, 'follow').idle();
    const notice = await t.ctx.db.selectFrom('notices').select(['body']).where('ref', '=', `copy:${copy.id}`).executeTakeFirstOrThrow();
    const nameIn = async (locale: 'en' | 'es') => (await need(t.ctx, 'follow').agencies(locale)).find((a) => a.id === agencyId)!.name;
    const name = { en: await nameIn('en'), es: await nameIn('es') };
    expect(name.en).not.toBe(name.es);
    expect(notice.body.en).toMatch(new RegExp(`^You copy ${escape(name.en)} with US\\$250,000\\.00 until [A-Z][a-z]+ \\d{1,2}, \\d{4}\\.$`));
    expect(notice.body.es).toMatch(new RegExp(`^Copias ${escape(name.es)} con US\\$250,000\\.00 hasta el \\d{1,2} de [a-z]+ de \\d{4}\\.$`));
  });

  it('no exit before the end; another user cannot see the copy', async () => {
    const exit = await post(user, '/userFollowInvest/exit', { id: copy.id }, 'en');
    expect(exit.status).toBe(409);
    expect(exit.msg).toContain('cannot be closed before');
    const other = await follower('10');
    const seen = await post(other, '/userFollowInvest/detail', { id: copy.id });
    expect(seen.status).toBe(404);
    const list = await post<Page<CopyOrder>>(other, '/userFollowInvest/pageList', {});
    expect(list.data.list).toEqual([]);
  });

  it('mirrors each later agency trade × share (to the cent) and settles at the end: principal ± real P/L − fee', async () => {
    const s = need(t.ctx, 'strategies');
    const follow = need(t.ctx, 'follow');
    const firstAfter = await s.lastTradeId(strategyId);
    for (let d = 1; d <= 9; d++) {
      clock.set(START + d * DAY);
      await s.runAll();
    }
    // Two runners at once settle once.
    await Promise.all([follow.advanceCopy(copy.id), follow.advanceCopy(copy.id)]);
    const done = await post<CopyOrder>(user, '/userFollowInvest/detail', { id: copy.id });
    expect(done.data.status).toBe('settled');
    const agencyTrades = (await s.tradesAfter(strategyId, firstAfter)).filter((tr) => tr.day <= TODAY + 7);
    const mirrored = done.data.trades.filter((tr) => tr.kind === 'mirrored' || tr.kind === 'skipped');
    expect(mirrored.length).toBe(agencyTrades.length);
    expect(mirrored.filter((tr) => tr.kind === 'mirrored').length).toBeGreaterThan(0);
    // Recompute the copy from the agency's trades × share, the opening and the end-day closes.
    const share = new Decimal(copy.share);
    const row = await s.get(strategyId);
    const held = new Map<string, Decimal>(copy.positions.map((p) => [p.code, new Decimal(p.quantity)]));
    let cash = minor(copy.cash);
    for (const tr of agencyTrades) {
      const h = held.get(tr.code) ?? new Decimal(0);
      let q = scaleQuantity(tr.quantity, share);
      if (tr.side === 'buy') {
        if (amountMinor(q, tr.price) > cash) q = new Decimal(cash.toString()).div(100).div(tr.price).toDecimalPlaces(6, Decimal.ROUND_DOWN);
        if (amountMinor(q, tr.price) < 100n) continue;
        cash -= amountMinor(q, tr.price);
        held.set(tr.code, h.plus(q));
      } else {
        if (q.gt(h)) q = h;
        cash += amountMinor(q, tr.price);
        held.set(tr.code, h.minus(q));
      }
    }
    for (const [code, q] of held) cash += amountMinor(q, s.priceOn(row.params, code, TODAY + 7)!);
    const fee = managementFee(minor('250000'), '1.00', 7);
    expect(minor(done.data.fee)).toBe(fee);
    expect(minor(done.data.payout!)).toBe(cash - fee);
    expect(minor(done.data.profit)).toBe(cash - minor('250000'));
    expect(await available(user.userId)).toBe(minor('2000000') - minor('250000') + cash - fee);
    expect((await need(t.ctx, 'ledger').balance(copyHouse(copy.id))).balance).toBe(0n);
    await follow.idle();
    await reconcileClean();
  });
});
