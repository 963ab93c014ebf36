import type { Locale, RobotOrder } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { need } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { fingerprint, idempotent, type Leg, type Tx } from '../../ledger/index.ts';
import { m, t } from './messages.ts';
import { CONNECT_STEP_S, DAY_MS, ROBOT_STATE, toCents, type RobotState } from './rules.ts';
import { ENERGY_WARNING_MS, RUNS_OUT_SQL, stoppedNotice, warnLowEnergy } from './energy-notices.ts';
import { fill, HOUSE, type Announcement } from './settle.ts';
import type { MiningService } from './service.ts';
import { redeemAmounts, runsOutAt, str, usd, usdText, type OrderRow } from './views.ts';

const USER = (userId: number) => ({ userId, wallet: 'FINANCIAL' as const, currency: 'USD' as const });
const HOUSE_USD = (house: string) => ({ house, currency: 'USD' as const });

/**
 * Orders of robots: rent or buy (price + prepaid energy from the FINANCIAL wallet, in
 * USD), energy top-ups, redeem, and the state job (connecting steps, energy running out,
 * expiry). Every money call is idempotent and books in one transaction with its rows.
 */
export class MiningOrders {
  constructor(private readonly svc: MiningService) {}

  private get ctx() {
    return this.svc.ctx;
  }

  async create(userId: number, input: { robotId: number; units: number; energyDays: number; termsVersionId?: number | undefined }, key: string, locale: Locale): Promise<RobotOrder> {
    // Published before the transaction (a first use publishes version 1 on its own connection).
    await this.svc.currentTerms();
    const ledger = need(this.ctx, 'ledger');
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `mining.order:u${userId}`,
      key,
      fingerprint({ robotId: input.robotId, units: input.units, energyDays: input.energyDays, termsVersionId: input.termsVersionId }),
      async (trx) => {
        const version = await this.svc.currentTerms(trx);
        if (input.termsVersionId !== undefined && input.termsVersionId !== version.id) {
          throw new AppError('ROBOT_TERMS_CHANGED', t.termsChanged, { current: version.version }, { field: 'termsVersionId' });
        }
        const terms = version.terms;
        if (input.energyDays < terms.minEnergyDays) throw new AppError('ROBOT_ENERGY_TOO_LOW', t.energyDaysTooFew, { days: terms.minEnergyDays }, { field: 'energyDays' });
        const robot = await this.svc.robotRow(input.robotId, trx);
        const name = robot.name[locale];
        if (robot.status !== 'open') throw new AppError('ROBOT_CLOSED', t.robotClosed, { name });
        // Taking the units locks the robot's row: orders of one robot are serialized, so the
        // capacity and each user's quota hold under concurrent orders.
        const took = await trx
          .updateTable('mining_robots')
          .set({ held_units: sql`held_units + ${input.units}` })
          .where('id', '=', robot.id)
          .where('status', '=', 'open')
          .where(sql<boolean>`held_units + ${input.units} <= capacity_units`)
          .executeTakeFirst();
        if (Number(took.numUpdatedRows) === 0) {
          const now = await this.svc.robotRow(input.robotId, trx);
          if (now.status !== 'open') throw new AppError('ROBOT_CLOSED', t.robotClosed, { name });
          throw new AppError('ROBOT_CAPACITY_EXCEEDED', t.capacityExceeded, { name, left: now.capacity_units - now.held_units }, { field: 'units' });
        }
        const used = (await this.svc.heldUnits(userId, robot.id, trx)).get(robot.id) ?? 0;
        if (used + input.units > robot.user_quota) throw new AppError('ROBOT_QUOTA_EXCEEDED', t.quotaExceeded, { name, quota: robot.user_quota, used }, { field: 'units' });
        const cost = this.svc.costOf(robot, input.units, input.energyDays, terms);
        // The order's id first, so its statement lines reference the order, not the robot (issue 34 item 9).
        const orderId = Number((await sql<{ id: string }>`select nextval(pg_get_serial_sequence('mining_orders', 'id'))::text as id`.execute(trx)).rows[0]!.id);
        const tx = await ledger.post(
          {
            kind: 'trade',
            ref: `robot-order:${orderId}`,
            memo: { orderId, robotId: robot.id, model: robot.model, mode: robot.mode, units: input.units, energyDays: input.energyDays },
            by: `user:${userId}`,
            legs: [
              // Named as what it is in the statement (not a generic "trade"): a rental or a purchase.
              { from: USER(userId), to: HOUSE_USD(HOUSE.sales), amount: cost.priceCents, line: robot.mode === 'rent' ? 'robot_rent' : 'robot_buy' },
              ...(cost.energyCents > 0n ? [{ from: USER(userId), to: HOUSE_USD(HOUSE.prepaid), amount: cost.energyCents, line: 'energy' }] : []),
            ],
          },
          trx,
        );
        const now = this.svc.now();
        const row = await trx
          .insertInto('mining_orders')
          .values({
            id: orderId,
            user_id: userId,
            robot_id: robot.id,
            mode: robot.mode,
            units: input.units,
            hashrate_ths: cost.hashrateThs.toFixed(),
            j_per_th: str(robot.j_per_th),
            cycle_days: robot.cycle_days,
            price_cents: cost.priceCents,
            energy_per_day: cost.energyPerDay.toDecimalPlaces(8).toFixed(),
            terms_version_id: version.id,
            pool_fee_rate: terms.poolFeeRate,
            redeem_fee_rate: robot.mode === 'rent' ? terms.rentRedeemFeeRate : terms.buybackFeeRate,
            state: ROBOT_STATE.finding,
            state_since_ms: now,
            started_ms: now,
            ends_ms: now + robot.cycle_days * DAY_MS,
            settled_ms: null,
            energy_cents: cost.energyCents,
            buy_tx_id: tx.id,
            created_at: new Date(now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('mining_history').values({ order_id: row.id, from_state: null, to_state: 1, at_ms: now, by: `user:${userId}`, reason: robot.mode }).execute();
        await trx.insertInto('mining_messages').values({ order_id: row.id, kind: 'state', state: 1, text: JSON.stringify(m.state1), created_at_ms: now }).execute();
        return { orderId: row.id, name: robot.name, total: usdText(cost.priceCents + cost.energyCents), energy: usdText(cost.energyCents) };
      },
      () => this.svc.now(),
    );
    if (!done.replayed) {
      const r = done.result;
      this.svc.announce([{ userId, orderId: r.orderId, robotId: input.robotId, state: 1 }], { title: m.noticeTitle, body: m.orderedBody, params: { name: r.name, units: input.units, total: r.total, energy: r.energy } });
    }
    return this.svc.detail(userId, done.result.orderId, locale);
  }

  /** Re-reads a locked order after a settlement in the same transaction. */
  private reread(trx: Tx, id: number): Promise<OrderRow> {
    return trx.selectFrom('mining_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
  }

  /** A mining robot whose energy ran out before `now`: pays it up to that moment and stops it (state 5). */
  private async stopIfOut(trx: Tx, row: OrderRow, now: number, announced: Announcement[]): Promise<OrderRow> {
    const out = runsOutAt(row);
    if (row.state !== ROBOT_STATE.mining || out === undefined || out > now || out >= Number(row.ends_ms)) return row;
    announced.push(...(await this.svc.settlement.apply(trx, [row], out)));
    const paid = await this.reread(trx, row.id);
    await this.svc.settlement.move(trx, paid, ROBOT_STATE.noEnergy, out, 'system', 'energy ran out', { settled_ms: null });
    announced.push({ userId: row.user_id, orderId: row.id, robotId: row.robot_id, state: 5 });
    return this.reread(trx, row.id);
  }

  async topUp(userId: number, orderId: number, energyDays: number, key: string, locale: Locale): Promise<RobotOrder> {
    const announced: Announcement[] = [];
    const done = await idempotent(
      need(this.ctx, 'ledger'),
      this.ctx.db,
      `mining.energy:u${userId}`,
      key,
      fingerprint({ orderId, energyDays }),
      async (trx) => {
        let row = await this.svc.ownRow(userId, orderId, trx, true);
        if (row.state >= ROBOT_STATE.expired) throw new AppError('ROBOT_ENERGY_NOT_NEEDED', t.energyNotNeeded, {});
        const now = this.svc.now();
        row = await this.stopIfOut(trx, row, now, announced);
        if (row.state === ROBOT_STATE.mining) {
          announced.push(...(await this.svc.settlement.apply(trx, [row], now)));
          row = await this.reread(trx, row.id);
        }
        const cents = energyDaysCents(row, energyDays);
        await need(this.ctx, 'ledger').post({ kind: 'trade', ref: `robot-energy:${row.id}`, memo: { orderId: row.id, energyDays }, by: `user:${userId}`, legs: [{ from: USER(userId), to: HOUSE_USD(HOUSE.prepaid), amount: cents, line: 'energy' }] }, trx);
        await trx
          .updateTable('mining_orders')
          .set({ energy_cents: sql`energy_cents + ${cents}`, energy_warned: false })
          .where('id', '=', row.id)
          .execute();
        await trx.insertInto('mining_messages').values({ order_id: row.id, kind: 'energy', state: row.state, text: JSON.stringify(fill(m.energy, { amount: usdText(cents), days: energyDays })), created_at_ms: now }).execute();
        if (row.state === ROBOT_STATE.noEnergy) {
          // Topping up restarts it: it connects to its pool again (start mining, then mining).
          await this.svc.settlement.move(trx, row, ROBOT_STATE.starting, now, `user:${userId}`, 'energy topped up', { settled_ms: null });
          announced.push({ userId, orderId: row.id, robotId: row.robot_id, state: 3 });
        }
        return { orderId: row.id };
      },
      () => this.svc.now(),
    );
    if (!done.replayed) this.svc.announce(announced.length > 0 ? announced : [{ userId, orderId, robotId: 0 }]);
    return this.svc.detail(userId, orderId, locale);
  }

  async redeem(userId: number, orderId: number, key: string, locale: Locale): Promise<RobotOrder> {
    const announced: Announcement[] = [];
    const done = await idempotent(
      need(this.ctx, 'ledger'),
      this.ctx.db,
      `mining.redeem:u${userId}`,
      key,
      fingerprint({ orderId }),
      async (trx) => {
        let row = await this.svc.ownRow(userId, orderId, trx, true);
        if (row.state >= ROBOT_STATE.expired) throw new AppError('ROBOT_NOT_REDEEMABLE', t.notRedeemable, {});
        const now = this.svc.now();
        row = await this.stopIfOut(trx, row, now, announced);
        announced.push(...(await this.svc.settlement.apply(trx, [row], now)));
        row = await this.reread(trx, row.id);
        const amounts = redeemAmounts(row, now);
        const back = amounts.valueCents - amounts.feeCents;
        const legs: Leg[] = [];
        if (back > 0n) legs.push({ from: HOUSE_USD(HOUSE.sales), to: USER(userId), amount: back, line: 'robot_redeem' });
        if (amounts.feeCents > 0n) legs.push({ from: HOUSE_USD(HOUSE.sales), to: HOUSE_USD(HOUSE.fees), amount: amounts.feeCents, line: 'fee' });
        if (amounts.energyCents > 0n) legs.push({ from: HOUSE_USD(HOUSE.prepaid), to: USER(userId), amount: amounts.energyCents, line: 'energy' });
        if (legs.length > 0) await need(this.ctx, 'ledger').post({ kind: 'trade', ref: `robot-redeem:${row.id}`, memo: { orderId: row.id, value: usd(amounts.valueCents), fee: usd(amounts.feeCents), energy: usd(amounts.energyCents) }, by: `user:${userId}`, legs }, trx);
        await this.svc.settlement.move(trx, row, ROBOT_STATE.redeemed, now, `user:${userId}`, 'redeem', { settled_ms: null, closed_ms: now, refund_cents: amounts.netCents, energy_cents: 0n });
        await trx.updateTable('mining_robots').set({ held_units: sql`held_units - ${row.units}` }).where('id', '=', row.robot_id).execute();
        await trx.insertInto('mining_messages').values({ order_id: row.id, kind: 'redeem', state: 7, text: JSON.stringify(fill(m.redeem, { amount: usdText(amounts.netCents), energy: usdText(amounts.energyCents) })), created_at_ms: now }).execute();
        announced.push({ userId, orderId: row.id, robotId: row.robot_id, state: 7 });
        return { orderId: row.id };
      },
      () => this.svc.now(),
    );
    if (!done.replayed) this.svc.announce(announced);
    return this.svc.detail(userId, orderId, locale);
  }

  // ---- the state job ---------------------------------------------------------------------------

  /**
   * Moves robots whose time has come: connecting steps (1 -> 2 -> 3 -> 4, CONNECT_STEP_S
   * each, timed from the previous step), energy running out (4 -> 5 at the exact moment,
   * paid up to it), expiry (-> 6 at the end, paid up to it, unused energy returned).
   * Each robot in its own transaction, conditional on the state it was read in.
   */
  async advance(max: number): Promise<{ items: number; more: boolean }> {
    const now = this.svc.now();
    const step = (s: number) => (CONNECT_STEP_S[s as RobotState] ?? 0) * 1000;
    const due = await this.ctx.db
      .selectFrom('mining_orders')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('state', '<', 6).and(sql<boolean>`ends_ms <= ${now}`),
          eb('state', 'in', [1, 2, 3]).and(sql<boolean>`state_since_ms + ${step(1)} <= ${now}`),
          eb('state', '=', 4).and(sql<boolean>`${sql.raw(RUNS_OUT_SQL)} <= ${now}`),
          eb('state', '=', 4).and('energy_warned', '=', false).and(sql<boolean>`${sql.raw(RUNS_OUT_SQL)} <= ${now + ENERGY_WARNING_MS}`),
        ]),
      )
      .orderBy('id')
      .limit(max)
      .execute();
    let items = 0;
    for (const candidate of due) {
      const announced: Announcement[] = [];
      await need(this.ctx, 'ledger').run(async (trx) => {
        let row = await trx.selectFrom('mining_orders').selectAll().where('id', '=', candidate.id).where('state', '<', 6).forUpdate().skipLocked().executeTakeFirst();
        if (!row) return;
        const ends = Number(row.ends_ms);
        // Connecting steps, each timed from the previous one (none after the end).
        while (row.state <= 3 && Number(row.state_since_ms) + step(row.state) <= Math.min(now, ends)) {
          const at = Number(row.state_since_ms) + step(row.state);
          const next = (row.state + 1) as RobotState;
          await this.svc.settlement.move(trx, row, next, at, 'system', 'pool', next === 4 ? { settled_ms: at } : {});
          announced.push({ userId: row.user_id, orderId: row.id, robotId: row.robot_id, state: next });
          row = await this.reread(trx, row.id);
        }
        const before = row.state;
        row = await this.stopIfOut(trx, row, Math.min(now, ends - 1), announced);
        if (before === ROBOT_STATE.mining && row.state === ROBOT_STATE.noEnergy) announced.push({ userId: row.user_id, orderId: row.id, robotId: row.robot_id, notice: await stoppedNotice(trx, row, Number(row.state_since_ms)) });
        else await warnLowEnergy(trx, row, now, announced);
        if (ends <= now && row.state < 6) {
          announced.push(...(await this.svc.settlement.apply(trx, [row], ends)));
          row = await this.reread(trx, row.id);
          const energy = row.energy_cents;
          if (energy > 0n) await need(this.ctx, 'ledger').post({ kind: 'trade', ref: `robot-expired:${row.id}`, memo: { orderId: row.id }, by: 'system', legs: [{ from: HOUSE_USD(HOUSE.prepaid), to: USER(row.user_id), amount: energy, line: 'energy' }] }, trx);
          await this.svc.settlement.move(trx, row, ROBOT_STATE.expired, ends, 'system', 'cycle ended', { settled_ms: null, closed_ms: ends, refund_cents: energy, energy_cents: 0n });
          await trx.updateTable('mining_robots').set({ held_units: sql`held_units - ${row.units}` }).where('id', '=', row.robot_id).execute();
          if (energy > 0n) await trx.insertInto('mining_messages').values({ order_id: row.id, kind: 'redeem', state: 6, text: JSON.stringify(fill(m.expiredRefund, { energy: usdText(energy) })), created_at_ms: now }).execute();
          announced.push({ userId: row.user_id, orderId: row.id, robotId: row.robot_id, state: 6 });
        }
      });
      if (announced.length > 0) items++;
      this.svc.announce(announced);
    }
    return { items, more: due.length === max };
  }
}

/** Cents of `energyDays` of the order's energy (US$ per day × days, half up). */
export const energyDaysCents = (row: OrderRow, energyDays: number): bigint => toCents(new Decimal(str(row.energy_per_day)).times(energyDays));
