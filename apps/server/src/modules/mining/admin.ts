import type { AdminRobotView, LocalizedText, MiningStats, Page, RobotInput } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { need } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { keyFromDay } from '../../market/time.ts';
import { unitPrice } from './catalog.ts';
import { reasons, t } from './messages.ts';
import { btcText, DAY_MS } from './rules.ts';
import type { MiningService } from './service.ts';
import { HOUSE } from './settle.ts';
import { str, usd, type RobotRow } from './views.ts';

/** The back office: robots (create, edit, open, close; audited) and the network and payout figures. */
export class MiningAdmin {
  constructor(private readonly svc: MiningService) {}

  private get ctx() {
    return this.svc.ctx;
  }

  private async views(rows: RobotRow[]): Promise<AdminRobotView[]> {
    if (rows.length === 0) return [];
    const running = new Map(
      (
        await this.ctx.db
          .selectFrom('mining_orders')
          .select(['robot_id', sql<string>`count(*)`.as('n')])
          .where(
            'robot_id',
            'in',
            rows.map((r) => r.id),
          )
          .where('state', '<', 6)
          .groupBy('robot_id')
          .execute()
      ).map((r) => [r.robot_id, Number(r.n)]),
    );
    return rows.map((robot) => ({
      id: robot.id,
      name: robot.name,
      model: robot.model,
      mode: robot.mode,
      hashrateThs: str(robot.hashrate_ths),
      jPerTh: str(robot.j_per_th),
      watts: new Decimal(str(robot.hashrate_ths)).times(str(robot.j_per_th)).toFixed(0),
      cycle: robot.cycle_days,
      ...(robot.price_per_th_day !== null ? { pricePerThDay: str(robot.price_per_th_day) } : {}),
      price: unitPrice(robot).toDecimalPlaces(2).toFixed(2),
      capacityUnits: robot.capacity_units,
      availableUnits: robot.capacity_units - robot.held_units,
      userQuota: robot.user_quota,
      status: robot.status,
      soldUnits: robot.held_units,
      runningOrders: running.get(robot.id) ?? 0,
      createdAt: robot.created_at.getTime(),
    }));
  }

  list(query: { pageNum: number; pageSize: number }): Promise<Page<AdminRobotView>> {
    return pageOf(this.ctx.db.selectFrom('mining_robots'), (q) => q.selectAll().orderBy('id'), query, (rows) => this.views(rows as RobotRow[]));
  }

  private invalid(field: string, reason: LocalizedText, params: Record<string, string | number> = {}): AppError {
    const text = { es: t.robotInvalid.es.replace('{reason}', reason.es), en: t.robotInvalid.en.replace('{reason}', reason.en), zh: t.robotInvalid.zh.replace('{reason}', reason.zh) };
    return new AppError('ROBOT_INVALID', text, params, { field });
  }

  private check(input: RobotInput): void {
    if (input.mode === 'rent' && (!input.pricePerThDay || input.price)) throw this.invalid('pricePerThDay', reasons.rentNeedsPrice);
    if (input.mode === 'buy' && (!input.price || input.pricePerThDay)) throw this.invalid('price', reasons.buyNeedsPrice);
    for (const [field, value] of [
      ['hashrateThs', input.hashrateThs],
      ['jPerTh', input.jPerTh],
      ['pricePerThDay', input.pricePerThDay],
      ['price', input.price],
    ] as const) {
      if (value !== undefined && new Decimal(value).lte(0)) throw this.invalid(field, reasons.positive);
    }
  }

  private columns(input: RobotInput) {
    return {
      name: JSON.stringify(input.name),
      model: input.model,
      mode: input.mode,
      hashrate_ths: input.hashrateThs,
      j_per_th: input.jPerTh,
      cycle_days: input.cycleDays,
      price_per_th_day: input.mode === 'rent' ? input.pricePerThDay! : null,
      price_usd: input.mode === 'buy' ? input.price! : null,
      capacity_units: input.capacityUnits,
      user_quota: input.userQuota,
      status: input.status,
    };
  }

  async create(operator: OperatorPrincipal, input: RobotInput, ip: string): Promise<AdminRobotView> {
    this.check(input);
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('mining_robots')
        .values({ ...this.columns(input), created_at: new Date(this.svc.now()), updated_at: new Date(this.svc.now()) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await need(this.ctx, 'audit').record(operator, 'mining.robot.create', { type: 'mining_robot', id: row.id }, { ...input }, ip, trx);
      return row.id;
    });
    return (await this.views([await this.svc.robotRow(id)]))[0]!;
  }

  async update(operator: OperatorPrincipal, id: number, input: RobotInput, ip: string): Promise<AdminRobotView> {
    this.check(input);
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('mining_robots').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw new AppError('ROBOT_NOT_FOUND', t.robotNotFound, {}, { field: 'id' });
      const sold = (await trx.selectFrom('mining_orders').select('id').where('robot_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
      const fixedChanged =
        !new Decimal(str(before.hashrate_ths)).eq(input.hashrateThs) || !new Decimal(str(before.j_per_th)).eq(input.jPerTh) || before.mode !== input.mode || before.cycle_days !== input.cycleDays;
      if (sold && fixedChanged) throw new AppError('ROBOT_SOLD', t.robotSold, {});
      if (input.capacityUnits < before.held_units) throw this.invalid('capacityUnits', reasons.capacityBelowHeld, { held: before.held_units });
      await trx
        .updateTable('mining_robots')
        .set({ ...this.columns(input), updated_at: new Date(this.svc.now()) })
        .where('id', '=', id)
        .execute();
      await need(this.ctx, 'audit').record(
        operator,
        'mining.robot.update',
        { type: 'mining_robot', id },
        { before: { status: before.status, capacityUnits: before.capacity_units, userQuota: before.user_quota, price: str(before.price_usd), pricePerThDay: str(before.price_per_th_day) }, after: { ...input } },
        ip,
        trx,
      );
    });
    return (await this.views([await this.svc.robotRow(id)]))[0]!;
  }

  async stats(): Promise<MiningStats> {
    const db = this.ctx.db;
    const states = await db.selectFrom('mining_orders').select(['state', sql<string>`count(*)`.as('n')]).groupBy('state').orderBy('state').execute();
    const totals = await db.selectFrom('mining_orders').select([sql<string>`coalesce(sum(paid_cents), 0)`.as('paid'), sql<string>`coalesce(sum(mined_sat), 0)`.as('mined')]).executeTakeFirstOrThrow();
    const prepaid = await need(this.ctx, 'ledger').balance({ house: HOUSE.prepaid, currency: 'USD' });
    const today = Math.floor(this.svc.now() / DAY_MS);
    const recentDays = [];
    for (let d = today - 7; d < today; d++) {
      const day = this.svc.network.day(d);
      recentDays.push({ day: keyFromDay(d), blocks: day.blocks.length, hashrateEhs: new Decimal(day.hashrateThs).div(1e6).toFixed(2), difficulty: String(day.difficulty) });
    }
    return {
      network: this.svc.networkStatus(),
      orders: states.map((s) => ({ state: s.state, count: Number(s.n) })),
      paidUsd: usd(BigInt(totals.paid)),
      minedBtc: btcText(BigInt(totals.mined)),
      energyPrepaidUsd: usd(prepaid.balance),
      recentDays,
    };
  }
}
