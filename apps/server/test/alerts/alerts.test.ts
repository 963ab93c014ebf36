import type { Alert, AlertRules, Page } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { AlertDelivery } from '../../src/modules/alerts/deliver.ts';
import { AlertEngine } from '../../src/modules/alerts/engine.ts';
import { userTopic } from '../../src/modules/push/hub.ts';
import { registerAndLogin, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Tuesday 6 January 2026, 15:00 UTC: crypto trades around the clock. */
const START = Date.UTC(2026, 0, 6, 15, 0, 0);
const MINUTE = 60_000;
const CODE = 'BTC/USD';

/**
 * Price alerts through the real app on a pinned clock. The simulated market is
 * deterministic in time, so the scripted price path is the market's own (looked ahead
 * minute by minute): the test finds where BTC/USD crosses a level and back, moves the
 * clock there and runs the evaluation job once, as the job would on that tick.
 */
describe('price alerts: create, fire once per crossing, deliver, owner checks, limits', () => {
  let t: TestApp;
  let clock: ManualClock;
  let alice: TestUser;
  let bob: TestUser;
  const market = () => need(t.ctx, 'market');
  const engine = () => need(t.ctx, 'alerts').engine;
  const lastAt = (at: number) => market().provider.quote(CODE, at).last;

  const call = async <T>(user: TestUser | undefined, url: string, payload?: unknown, lang = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/web${url}`,
      headers: { ...(user ? { authorization: user.token } : {}), lang },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    return { status: res.statusCode, ...body<T>(res) };
  };
  const create = (user: TestUser, input: Record<string, unknown>, lang = 'en') => call<Alert>(user, '/alerts/create', { code: CODE, ...input }, lang);
  const list = async (user: TestUser, code?: string) => (await call<Page<Alert>>(user, '/alerts/list', code ? { code } : {})).data.list;
  const noticesOf = (userId: number) => t.ctx.db.selectFrom('notices').select(['kind', 'ref']).where('user_id', '=', userId).where('kind', '=', 'alert').orderBy('id').execute();
  const tick = async () => {
    const result = await engine().tick();
    await engine().idle();
    return result;
  };

  beforeAll(async () => {
    clock = new ManualClock(START);
    t = await createTestApp({ clock });
    alice = await registerAndLogin(t);
    bob = await registerAndLogin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * A level the path crosses up, then back down, then up again after `from`, with the
   * times: `up1` the first minute at or above, `down` the next below, `up2` the next at or above.
   */
  function crossings(from: number) {
    const path = Array.from({ length: 600 }, (_, i) => ({ at: from + (i + 1) * MINUTE, last: lastAt(from + (i + 1) * MINUTE) }));
    const now = lastAt(from);
    const above = path.filter((p) => p.last > now).map((p) => p.last).sort((a, b) => a - b);
    // Try levels above now, from the nearest, until one is crossed up, down and up again.
    for (const candidate of above) {
      const level = new Decimal(candidate).toDecimalPlaces(2, Decimal.ROUND_UP).toNumber();
      if (level <= now) continue;
      const up1 = path.find((p) => p.last >= level);
      const down = up1 && path.find((p) => p.at > up1.at && p.last < level);
      const up2 = down && path.find((p) => p.at > down.at && p.last >= level);
      if (up1 && down && up2) return { level, up1: up1.at, down: down.at, up2: up2.at };
    }
    throw new Error('the path never crosses a level twice');
  }

  it('rules are published: at most 100 live alerts, with the text in each language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/alerts/rules', headers: { lang: 'es' } });
    const rules = body<AlertRules>(res).data;
    expect(rules.maxActive).toBe(100);
    expect(rules.text).toContain('100 alertas activas');
  });

  it('a repeating alert fires once per crossing, a one-shot alert once; each firing is a notice, a push and (asked) an email', async () => {
    const c = crossings(clock.now());
    const level = c.level.toFixed(2);
    const pushes: Array<{ event: string; data: { alertId: number } }> = [];
    const unsubscribe = await t.ctx.pubsub.subscribe(userTopic(alice.userId), (message) => {
      pushes.push(message as never);
    });
    const repeating = await create(alice, { kind: 'price_above', price: level, repeat: true, email: true });
    expect(repeating.status).toBe(200);
    expect(repeating.data).toMatchObject({ code: CODE, kind: 'price_above', price: level, repeat: true, email: true, state: 'armed', firedCount: 0 });
    const once = await create(alice, { kind: 'price_above', price: level });
    expect(once.data).toMatchObject({ repeat: false, email: false, state: 'armed' });

    // Below the level: nothing.
    expect(await tick()).toMatchObject({ ran: true, watched: 2, fired: 0 });
    clock.set(c.up1 - MINUTE);
    if (lastAt(c.up1 - MINUTE) < c.level) expect((await tick()).fired).toBe(0);
    // The first crossing up: both fire.
    clock.set(c.up1);
    expect(await tick()).toMatchObject({ fired: 2, rearmed: 0 });
    // Still above (or just the same second again): neither fires again.
    expect((await tick()).fired).toBe(0);
    // Back below: the repeating one is armed again, the one-shot one stays done.
    clock.set(c.down);
    expect(await tick()).toMatchObject({ fired: 0, rearmed: 1, watched: 1 });
    // Up again: only the repeating one fires.
    clock.set(c.up2);
    expect(await tick()).toMatchObject({ fired: 1 });
    expect((await tick()).fired).toBe(0);

    const byId = new Map((await list(alice)).map((a) => [a.id, a]));
    expect(byId.get(repeating.data.id)).toMatchObject({ state: 'waiting', firedCount: 2, lastFiredAt: c.up2, lastFiredPrice: lastAt(c.up2).toFixed(2) });
    expect(byId.get(once.data.id)).toMatchObject({ state: 'triggered', firedCount: 1, lastFiredAt: c.up1 });
    const refs = (await noticesOf(alice.userId)).map((n) => n.ref);
    expect(refs.slice(0, 2).sort()).toEqual([`alert:${repeating.data.id}:1`, `alert:${once.data.id}:1`].sort());
    expect(refs.slice(2)).toEqual([`alert:${repeating.data.id}:2`]);
    // The notice in the reader's language names the instrument, the price and the level.
    const res = await t.app.inject({ method: 'GET', url: '/web/userMessage/getMessage?pageSize=50', headers: { authorization: alice.token, lang: 'es' } });
    const notices = body<{ list: Array<{ title: string; body: string }> }>(res);
    const mine = notices.data.list.filter((n) => n.title === `Alerta de precio: ${CODE}`);
    expect(mine).toHaveLength(3);
    expect(mine[0]!.body).toContain(`tu nivel de US$${Number(level).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    // Pushes: one per firing.
    await unsubscribe();
    expect(pushes.filter((p) => p.event === 'alert.fired').map((p) => p.data.alertId).sort()).toEqual([once.data.id, repeating.data.id, repeating.data.id].sort());
    // Emails: only the alert that asked, once per firing.
    const mails = await need(t.ctx, 'mail').outbox({ to: alice.email, pageNum: 1, pageSize: 20 });
    expect(mails.list.filter((m) => m.subject === `Price alert: ${CODE}`)).toHaveLength(2);
  });

  it('a percent move in the day fires against the previous close', async () => {
    const q = market().quote(CODE);
    const move = new Decimal(q.last).minus(q.prevClose).dividedBy(q.prevClose).times(100);
    // Already met: refused with the move now, in the request language.
    const kind = move.gte(0) ? 'change_up' : 'change_down';
    const past = move.abs().minus(0.01).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    if (past.gt(0)) {
      const met = await create(alice, { kind, percent: past.toFixed(2) }, 'zh');
      expect(met.status).toBe(422);
      expect(met.data).toMatchObject({ error: 'ALERT_ALREADY_MET', field: 'percent' });
      expect(met.msg).toContain('今日涨跌幅已达到');
    }
    // A move a little past today's: it fires on the first later minute the move reaches it.
    const target = move.abs().plus(0.05).toDecimalPlaces(2, Decimal.ROUND_UP);
    const created = await create(alice, { kind, percent: target.toFixed(2) });
    expect(created.status).toBe(200);
    const from = clock.now();
    let hit: number | undefined;
    for (let i = 1; i <= 1440 && hit === undefined; i++) {
      const p = market().provider.quote(CODE, from + i * MINUTE);
      const m = new Decimal(p.last).minus(p.prevClose).dividedBy(p.prevClose).times(100);
      if (kind === 'change_up' ? m.gte(target) : m.lte(target.neg())) hit = from + i * MINUTE;
    }
    expect(hit).toBeDefined();
    clock.set(hit! - MINUTE);
    await tick();
    expect((await list(alice)).find((a) => a.id === created.data.id)!.state).toBe('armed');
    clock.set(hit!);
    await tick();
    expect((await list(alice)).find((a) => a.id === created.data.id)).toMatchObject({ state: 'triggered', firedCount: 1 });
  });

  it('two evaluators on the same tick: the alert fires once, one notice', async () => {
    const now = lastAt(clock.now());
    const path = Array.from({ length: 600 }, (_, i) => clock.now() + (i + 1) * MINUTE);
    const at = path.find((a) => lastAt(a) > now + 1)!;
    const level = new Decimal(now).plus(lastAt(at)).dividedBy(2).toDecimalPlaces(2, Decimal.ROUND_UP);
    const created = await create(bob, { kind: 'price_above', price: level.toFixed(2) });
    expect(created.status).toBe(200);
    // Two evaluators, each with its own book (as two server processes), both past their first look.
    const a = new AlertEngine(t.ctx, new AlertDelivery(t.ctx));
    const b = new AlertEngine(t.ctx, new AlertDelivery(t.ctx));
    await Promise.all([a.evaluate(), b.evaluate()]);
    clock.set(at);
    const [ra, rb] = await Promise.all([a.evaluate(), b.evaluate()]);
    await Promise.all([a.idle(), b.idle()]);
    // Both saw it met and tried to claim it; the claim let one through.
    expect(ra.due).toBe(1);
    expect(rb.due).toBe(1);
    expect(ra.fired + rb.fired).toBe(1);
    expect(await noticesOf(bob.userId)).toEqual([{ kind: 'alert', ref: `alert:${created.data.id}:1` }]);
    // The job's own evaluator then sees it done.
    expect((await tick()).fired).toBe(0);
  });

  it("another user's alert answers 404; deleting takes an alert out of the evaluation", async () => {
    const level = new Decimal(lastAt(clock.now())).times(2).toDecimalPlaces(2).toFixed(2);
    const mine = await create(alice, { kind: 'price_above', price: level });
    expect(mine.status).toBe(200);
    const other = await call(bob, `/alerts/delete/${mine.data.id}`, undefined, 'es');
    expect(other.status).toBe(404);
    expect(other.data).toMatchObject({ error: 'ALERT_NOT_FOUND' });
    expect(other.msg).toBe('No existe esa alerta');
    expect((await list(bob)).some((a) => a.id === mine.data.id)).toBe(false);
    const watched = (await tick()).watched;
    expect((await call(alice, `/alerts/delete/${mine.data.id}`)).status).toBe(200);
    expect((await tick()).watched).toBe(watched - 1);
    expect((await call(alice, `/alerts/delete/${mine.data.id}`)).status).toBe(404);
    expect((await list(alice, CODE)).some((a) => a.id === mine.data.id)).toBe(false);
    expect((await call(undefined, '/alerts/list', {})).status).toBe(401);
  });

  it('bad input: a localized message, the field, nothing written', async () => {
    const before = (await list(alice)).length;
    const now = lastAt(clock.now());
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ kind: 'price_above' }, 'ALERT_INVALID', 'price', 'Indica el precio de la alerta'],
      [{ kind: 'price_below', price: '1.234' }, 'ALERT_INVALID', 'price', 'El precio admite como máximo 2 decimales'],
      [{ kind: 'price_below', price: '-5' }, 'ALERT_INVALID', 'price', 'El precio debe ser un número mayor que 0'],
      [{ kind: 'change_up', percent: '150' }, 'ALERT_INVALID', 'percent', 'El porcentaje puede ser como máximo 100'],
      [{ kind: 'price_above', price: (now / 2).toFixed(2) }, 'ALERT_ALREADY_MET', 'price', 'El precio ya está en'],
      [{ kind: 'price_below', price: (now * 2).toFixed(2) }, 'ALERT_ALREADY_MET', 'price', 'El precio ya está en'],
    ];
    for (const [input, error, field, msg] of cases) {
      const res = await create(alice, input, 'es');
      expect(res.status).toBe(422);
      expect(res.data).toMatchObject({ error, field });
      expect(res.msg).toContain(msg);
    }
    const unknown = await create(alice, { code: 'NOPE', kind: 'price_above', price: '1' }, 'en');
    expect(unknown.status).toBe(404);
    const badKind = await create(alice, { kind: 'sideways', price: '1' }, 'en');
    expect(badKind.status).toBe(422);
    expect((await list(alice)).length).toBe(before);
  });

  it('at most the published number of live alerts; a deleted or fired one frees a place', async () => {
    const carol = await registerAndLogin(t);
    const far = new Decimal(lastAt(clock.now())).times(3).toDecimalPlaces(2);
    // Twenty at once: the count under the per-user lock stays exact.
    const first = await Promise.all(Array.from({ length: 20 }, (_, i) => create(carol, { kind: 'price_above', price: far.plus(i).toFixed(2) })));
    expect(first.every((r) => r.status === 200)).toBe(true);
    for (let i = 20; i < 100; i++) expect((await create(carol, { kind: 'price_above', price: far.plus(i).toFixed(2) })).status).toBe(200);
    const full = await Promise.all(Array.from({ length: 5 }, () => create(carol, { kind: 'price_above', price: far.toFixed(2) }, 'zh')));
    for (const res of full) {
      expect(res.status).toBe(422);
      expect(res.data).toMatchObject({ error: 'ALERTS_FULL' });
      expect(res.msg).toBe('最多可保留 100 条生效中的提醒，请删除后再创建');
    }
    const all = await call<Page<Alert>>(carol, '/alerts/list', { pageSize: 100 });
    expect(all.data.total).toBe(100);
    expect((await call(carol, `/alerts/delete/${all.data.list[0]!.id}`)).status).toBe(200);
    expect((await create(carol, { kind: 'price_above', price: far.toFixed(2) })).status).toBe(200);
    expect((await create(carol, { kind: 'price_above', price: far.toFixed(2) })).status).toBe(422);
  });
});
