import crypto from 'node:crypto';
import type { BillItem, LocalizedText, Page, RobotOrder, RobotView } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { verifiedUser, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Friday 20 November 2026, 12:00 UTC (06:00 in Mexico City). */
const START = Date.UTC(2026, 10, 20, 12, 0, 0);
const DAY = 86_400_000;
const STEP = 5_000;

let t: TestApp;
let clock: ManualClock;

const key = () => crypto.randomUUID();
const cents = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));

async function post<T>(user: TestUser, url: string, payload: unknown, lang = 'en') {
  const res = await t.app.inject({ method: 'POST', url: `/web${url}`, headers: { authorization: user.token, lang, 'idempotency-key': key() }, payload: payload as Record<string, unknown> });
  return { status: res.statusCode, ...body<T>(res) };
}

async function miner(): Promise<TestUser> {
  const user = await verifiedUser(t);
  await need(t.ctx, 'ledger').post({ kind: 'seed', ref: `test:${user.userId}`, legs: [{ from: { house: 'DEMO_FUNDING', currency: 'USD' }, to: { userId: user.userId, wallet: 'FINANCIAL', currency: 'USD' }, amount: cents('20000') }] });
  return user;
}

async function robot(model: string): Promise<RobotView> {
  const res = await t.app.inject({ method: 'POST', url: '/web/robot/pageList', headers: { lang: 'en' }, payload: { pageSize: 50 } });
  return body<Page<RobotView>>(res).data.list.find((r) => r.model === model && r.mode === 'rent')!;
}

const rent = (user: TestUser, robotId: number, energyDays: number) => post<RobotOrder>(user, '/robotOrder/create', { robotId, units: 1, energyDays, payPassword: '123456' });

async function advance() {
  await need(t.ctx, 'miningOrders').advance(500);
  await need(t.ctx, 'mining').idle();
}

/** The robot's notices (oldest first), in each language, minus the one of its order. */
async function notices(userId: number, orderId: number) {
  const rows = await t.ctx.db.selectFrom('notices').select(['title', 'body']).where('user_id', '=', userId).where('ref', '=', `robot:${orderId}`).orderBy('id').execute();
  const parse = (v: LocalizedText | string) => (typeof v === 'string' ? (JSON.parse(v) as LocalizedText) : v);
  return rows.map((r) => ({ title: parse(r.title), body: parse(r.body) })).filter((n) => !n.body.en.includes('is finding a pool'));
}

/** Rents an S21 with `energyDays` of energy at START + `offset` and runs it to mining: answers the order and the moment mining started. */
async function mining(user: TestUser, energyDays: number, offset = 0) {
  clock.set(START + offset);
  const s21 = await robot('Antminer S21');
  const made = await rent(user, s21.id, energyDays);
  expect(made.status).toBe(200);
  for (let i = 0; i < 3; i++) {
    clock.advance(STEP);
    await advance();
  }
  return { id: made.data.id, from: START + offset + 3 * STEP };
}

beforeAll(async () => {
  clock = new ManualClock(START);
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.ctx.services.mining?.idle();
  await t?.close();
});

describe('robot energy: told before it runs out and when it stops (issue 34 item 15)', () => {
  it('a day before: one warning with the moment in words; at the moment: a stop notice; a top-up restarts it and warns again next time', async () => {
    const user = await miner();
    const { id, from } = await mining(user, 3);
    // US$20.16 of energy at US$6.72 a day: it runs out 3 days after mining started, Monday 23 Nov 12:00:15 UTC.
    expect(from + 3 * DAY).toBe(Date.UTC(2026, 10, 23, 12, 0, 15));
    clock.set(from + 2 * DAY - 60_000);
    await advance();
    expect(await notices(user.userId, id)).toEqual([]);
    clock.set(from + 2 * DAY + 1_000);
    await advance();
    await advance();
    const warned = await notices(user.userId, id);
    expect(warned).toEqual([
      {
        title: { es: 'Tu robot Renta S21, 180 días se queda sin energía', en: 'Your robot S21 rental, 180 days is running out of energy', zh: '您的机器人 S21 租用 180天 电量即将耗尽' },
        body: {
          es: `La energía prepagada de tu robot Renta S21, 180 días (orden n.º ${id}) alcanza hasta el 23 de noviembre de 2026 a las 06:00 (hora de la Ciudad de México); entonces dejará de minar. Recarga energía antes para que siga minando.`,
          en: `The prepaid energy of your robot S21 rental, 180 days (order #${id}) lasts until November 23, 2026 at 06:00 (Mexico City time); it will stop mining then. Top up before then to keep it mining.`,
          zh: `您的机器人 S21 租用 180天（订单 #${id}）的预付电费可用至 2026年11月23日 06:00（墨西哥城时间），届时将停止挖矿。请提前充电以保持挖矿。`,
        },
      },
    ]);
    const messages = await need(t.ctx, 'mining').messages(user.userId, id, 'en');
    expect(messages.list[0]).toMatchObject({ kind: 'energy', text: 'Energy running low: it lasts until November 23, 2026 at 06:00 (Mexico City time)' });

    clock.set(from + 3 * DAY + 5_000);
    await advance();
    const stopped = await notices(user.userId, id);
    expect(stopped).toHaveLength(2);
    expect(stopped[1]).toEqual({
      title: { es: 'Tu robot Renta S21, 180 días dejó de minar', en: 'Your robot S21 rental, 180 days stopped mining', zh: '您的机器人 S21 租用 180天 已停止挖矿' },
      body: {
        es: `Tu robot Renta S21, 180 días (orden n.º ${id}) se detuvo el 23 de noviembre de 2026 a las 06:00 (hora de la Ciudad de México): se agotó su energía prepagada. Recarga energía para que vuelva a minar; el tiempo detenido no genera pagos.`,
        en: `Your robot S21 rental, 180 days (order #${id}) stopped on November 23, 2026 at 06:00 (Mexico City time): its prepaid energy ran out. Top up its energy to start it again; no payouts accrue while it is stopped.`,
        zh: `您的机器人 S21 租用 180天（订单 #${id}）已于 2026年11月23日 06:00（墨西哥城时间）停止：预付电费已用完。充电后即可重新挖矿；停止期间不产生收益。`,
      },
    });
    await advance();
    expect(await notices(user.userId, id)).toHaveLength(2);

    // Top up 2 days: mining again after the steps, and warned again a day before the new end.
    clock.advance(60_000);
    const topped = await post<RobotOrder>(user, '/robotOrder/energy', { orderId: id, energyDays: 2, payPassword: '123456' });
    expect(topped.data).toMatchObject({ state: 3, energyBalance: '13.44' });
    clock.advance(STEP);
    await advance();
    expect((await need(t.ctx, 'mining').detail(user.userId, id, 'en')).state).toBe(4);
    clock.advance(DAY + 1_000);
    await advance();
    const again = await notices(user.userId, id);
    expect(again.map((n) => n.title.en)).toEqual(['Your robot S21 rental, 180 days is running out of energy', 'Your robot S21 rental, 180 days stopped mining', 'Your robot S21 rental, 180 days is running out of energy']);
  });

  it('after downtime past the moment: no warning whose moment has passed, only the stop notice', async () => {
    const user = await miner();
    const { id, from } = await mining(user, 2, 10 * DAY);
    clock.set(from + 5 * DAY);
    await advance();
    const sent = await notices(user.userId, id);
    expect(sent.map((n) => n.title.en)).toEqual(['Your robot S21 rental, 180 days stopped mining']);
    expect(sent[0]!.body.en).toContain('stopped on December 2, 2026 at 06:00 (Mexico City time)');
    expect(await need(t.ctx, 'mining').detail(user.userId, id, 'en')).toMatchObject({ state: 5, stateSince: from + 2 * DAY });
  });
});

describe('statement references (issue 34 items 9 and 17)', () => {
  it('two orders of one robot: each line names its own order, in every language', async () => {
    const user = await miner();
    clock.set(START + 20 * DAY);
    const s21 = await robot('Antminer S21');
    const first = (await rent(user, s21.id, 1)).data.id;
    const second = (await rent(user, s21.id, 1)).data.id;
    expect(second).not.toBe(first);
    for (const [lang, label] of [
      ['en', (id: number) => `Robot order #${id}`],
      ['es', (id: number) => `Orden de robot n.º ${id}`],
      ['zh', (id: number) => `矿机订单 #${id}`],
    ] as const) {
      const bill = await post<Page<BillItem>>(user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 20, walletType: 'FINANCIAL', currency: 'USD' }, lang);
      const lines = bill.data.list.filter((l) => l.kind === 'robot_rent' || l.kind === 'energy').map((l) => [l.kind, l.amount, l.ref, l.refText]);
      expect(lines).toEqual([
        ['energy', '-6.72', `robot-order:${second}`, label(second)],
        ['robot_rent', '-1980.00', `robot-order:${second}`, label(second)],
        ['energy', '-6.72', `robot-order:${first}`, label(first)],
        ['robot_rent', '-1980.00', `robot-order:${first}`, label(first)],
      ]);
    }
  });

  it('a payout in BTC reads in 8 decimals on the statement, as the balance', async () => {
    const user = await miner();
    const { id } = await mining(user, 5, 30 * DAY);
    // Mining from Sunday 20 December 12:00:15 UTC; the daily run pays up to the start of 22 December.
    clock.set(START + 32 * DAY);
    await need(t.ctx, 'mining').settlement.settleBatch(Date.UTC(2026, 11, 22), 0, 500);
    const paid = (await need(t.ctx, 'mining').payouts(user.userId, { orderId: id, pageNum: 1, pageSize: 10 })).list;
    expect(paid.length).toBeGreaterThan(0);
    const bill = await post<Page<BillItem>>(user, '/wallet/getWalletBill', { pageNum: 1, pageSize: 20, walletType: 'FINANCIAL', currency: 'BTC' });
    const lines = bill.data.list.filter((l) => l.currency === 'BTC');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.amount).toMatch(/^\d+\.\d{8}$/);
      expect(line.balanceAfter).toMatch(/^\d+\.\d{8}$/);
    }
    const total = paid.reduce((s, p) => s.plus(p.rewardBtc), new Decimal(0));
    expect(lines.reduce((s, l) => s.plus(l.amount), new Decimal(0)).toFixed(8)).toBe(total.toFixed(8));
  });
});
