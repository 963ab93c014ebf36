import type { StrategyAdminView, StrategyInput } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { loginOperator, type TestOperator } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Wednesday 25 November 2026, 15:00 UTC. */
const START = Date.UTC(2026, 10, 25, 15, 0, 0);
const TODAY = Math.floor(START / 86_400_000);

let t: TestApp;
let admin: TestOperator;
let reviewer: TestOperator;

const input: StrategyInput = {
  code: 'OPS-MOMO',
  nameEs: 'Impulso 5/10',
  nameEn: 'Momentum 5/10',
  nameZh: '动量 5/10',
  params: { kind: 'ma_momentum', codes: ['AAPL', 'MSFT'], fast: 5, slow: 10, investPct: 90, bandPct: 2 },
  capital: '250000.00',
  backtestDays: 30,
  status: 'running',
};

async function save(operator: TestOperator, payload: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/web/admin/strategies/save', headers: { authorization: operator.token, lang: 'en' }, payload: payload as Record<string, unknown> });
  return { status: res.statusCode, ...body<StrategyAdminView>(res) };
}
const audits = (id: number) => t.ctx.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'strategy').where('target_id', '=', String(id)).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(START) });
  admin = await loginOperator(t, 'admin');
  reviewer = await loginOperator(t, 'reviewer');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('back office: strategies', () => {
  let created: StrategyAdminView;

  it('an operator without the admin role cannot create a strategy; nothing is written', async () => {
    const res = await save(reviewer, input);
    expect(res.status).toBe(403);
    expect(await t.ctx.db.selectFrom('strategies_strategies').select('id').where('code', '=', input.code).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('audit_log').select('id').where('action', 'like', 'strategies.%').execute()).toEqual([]);
  });

  it('an admin creates one from the form: listed, audited, and it runs (back-test then live) from its house account', async () => {
    const res = await save(admin, input);
    expect(res.status).toBe(200);
    created = res.data;
    expect(created).toMatchObject({ code: 'OPS-MOMO', nameEn: 'Momentum 5/10', params: input.params, capital: '250000.00', backtestDays: 30, status: 'running', trades: 0 });
    expect(created.asOf).toBeUndefined();
    const [row] = await audits(created.id);
    expect(row).toMatchObject({ action: 'strategies.create', operator_username: admin.username });
    expect(row!.detail).toMatchObject({ code: 'OPS-MOMO', params: input.params, capital: '250000.00' });

    const list = await t.app.inject({ method: 'GET', url: '/web/admin/strategies/list', headers: { authorization: reviewer.token } });
    expect(body<{ list: StrategyAdminView[] }>(list).data.list.map((s) => s.code)).toContain('OPS-MOMO');

    const s = need(t.ctx, 'strategies');
    const ran = await s.runStrategy(created.id);
    expect(ran.days).toBeGreaterThan(10);
    const detail = await t.app.inject({ method: 'GET', url: `/web/strategies/detail?id=${created.id}`, headers: { lang: 'en' } });
    expect(body<{ rule: string; launchDate: string }>(detail).data).toMatchObject({ launchDate: new Date(TODAY * 86_400_000).toISOString().slice(0, 10) });
    expect(body<{ rule: string }>(detail).data.rule).toContain('5-day average is above its 10-day average');
   }, 120_000);

  it('a second strategy with the same code is refused (409)', async () => {
    const res = await save(admin, { ...input, nameEn: 'Other' });
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({ error: 'STRATEGY_CODE_TAKEN', field: 'code' });
  });

  it('an admin edits its parameters (audited with before and after); once it has traded, its kind and instruments stay', async () => {
    const edited = await save(admin, { ...input, id: created.id, nameEn: 'Momentum 3/8', params: { ...input.params, fast: 3, slow: 8, bandPct: 1 }, status: 'stopped' });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ id: created.id, nameEn: 'Momentum 3/8', params: { fast: 3, slow: 8, bandPct: 1, codes: ['AAPL', 'MSFT'] }, status: 'stopped', capital: '250000.00' });
    const row = await need(t.ctx, 'strategies').get(created.id);
    expect(row.params).toMatchObject({ fast: 3, slow: 8 });
    const [, update] = await audits(created.id);
    expect(update).toMatchObject({ action: 'strategies.update', operator_username: admin.username });
    expect(update!.detail).toMatchObject({ before: { params: { fast: 5, slow: 10 }, status: 'running' }, after: { params: { fast: 3, slow: 8 }, status: 'stopped' } });

    for (const params of [{ ...input.params, codes: ['AAPL', 'NVDA'] }, { kind: 'mean_reversion', code: 'USD/MXN', lookback: 20, entryZ: 1, exitZ: 0, investPct: 90 }]) {
      const refused = await save(admin, { ...input, id: created.id, params });
      expect(refused.status).toBe(409);
      expect(refused.data).toMatchObject({ error: 'STRATEGY_PARAMS_LOCKED', field: 'params' });
    }
    const renamed = await save(admin, { ...input, id: created.id, code: 'OPS-OTHER' });
    expect(renamed.data).toMatchObject({ error: 'STRATEGY_PARAMS_LOCKED', field: 'code' });
    expect((await need(t.ctx, 'strategies').get(created.id)).params).toMatchObject({ codes: ['AAPL', 'MSFT'], fast: 3 });
    expect(await audits(created.id)).toHaveLength(2);
    const reviewerEdit = await save(reviewer, { ...input, id: created.id });
    expect(reviewerEdit.status).toBe(403);
  });
});
