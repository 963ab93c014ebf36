import type { Locale, MiningQuota, NetworkStatus, Page, RobotMessage, RobotOrder, RobotPayout, RobotPreview, RobotView } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import { AppError } from '../../http/errors.ts';
import { render, type TextParams } from '../../i18n/text.ts';
import type { Tx } from '../../ledger/index.ts';
import type { PayPasswords } from '../accounts/pay-passwords.ts';
import type { ProductTerms, TermsVersion } from '../terms/index.ts';
import { estimateOf, networkView, robotView, unitPrice } from './catalog.ts';
import { m, t } from './messages.ts';
import { networkFor, type SimulatedNetwork } from './network.ts';
import { energy, rentalPriceCents, ROBOT_STATE, toCents } from './rules.ts';
import { Settlement, type Announcement } from './settle.ts';
import { INITIAL_TERMS, miningTerms, type MiningTerms, type miningTermsSchema } from './terms.ts';
import { messageView, orderView, payoutView, redeemAmounts, str, usd, type OrderRow, type RobotRow } from './views.ts';
import type { ProductHoldingValue } from '../trading/product-holdings.ts';

/**
 * Robot mining (issue 17): the robots on offer with their expected reward on the
 * simulated network (catalog.ts), orders paid from the FINANCIAL wallet (orders.ts), the
 * payout and state jobs (settle.ts, states in orders.ts), the user's reads and the back office
 * (admin.ts). Notices and pushes go out after commit.
 */
export class MiningService {
  readonly network: SimulatedNetwork;
  readonly terms: ProductTerms<typeof miningTermsSchema>;
  readonly settlement: Settlement;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly payPasswords: PayPasswords;

  constructor(readonly ctx: AppContext) {
    this.network = networkFor(ctx.config.marketSeed);
    this.terms = miningTerms(ctx);
    this.settlement = new Settlement(ctx, this.network);
    this.payPasswords = need(ctx, 'accounts').payPasswords;
  }

  now(): number {
    return this.ctx.clock.now();
  }

  /** The terms in effect (version 1 published on first use). */
  async currentTerms(db?: Tx): Promise<TermsVersion<MiningTerms>> {
    try {
      return await this.terms.current('BTC', db);
    } catch (error) {
      if (!(error instanceof AppError) || error.error !== 'TERMS_NOT_FOUND') throw error;
      await this.terms.seedInitial('BTC', INITIAL_TERMS.terms, INITIAL_TERMS.text);
      return this.terms.current('BTC', db);
    }
  }

  btcPrice(): string {
    return String(need(this.ctx, 'market').quote('BTC/USD').price);
  }

  networkStatus(): NetworkStatus {
    return networkView(this.network, this.now(), this.btcPrice());
  }

  // ---- robots on offer ---------------------------------------------------------------------

  async robotRow(robotId: number, db: Tx = this.ctx.db): Promise<RobotRow> {
    const robot = await db.selectFrom('mining_robots').selectAll().where('id', '=', robotId).executeTakeFirst();
    if (!robot) throw new AppError('ROBOT_NOT_FOUND', t.robotNotFound, {}, { field: 'robotId' });
    return robot;
  }

  async view(robot: RobotRow, locale: Locale, terms?: MiningTerms): Promise<RobotView> {
    const rules = terms ?? (await this.currentTerms()).terms;
    return robotView(robot, locale, estimateOf({ hashrateThs: str(robot.hashrate_ths), jPerTh: str(robot.j_per_th), pricePerDay: unitPrice(robot).div(robot.cycle_days) }, this.network, this.now(), this.btcPrice(), rules));
  }

  async list(locale: Locale, query: { mode?: 'rent' | 'buy' | undefined; pageNum: number; pageSize: number }): Promise<Page<RobotView>> {
    const terms = (await this.currentTerms()).terms;
    let filtered = this.ctx.db.selectFrom('mining_robots').where('status', '=', 'open');
    if (query.mode) filtered = filtered.where('mode', '=', query.mode);
    return pageOf(filtered, (q) => q.selectAll().orderBy('mode', 'desc').orderBy('id'), query, (rows) => Promise.all(rows.map((r) => this.view(r as RobotRow, locale, terms))));
  }

  /** Units the user holds of each robot (states 1-5). */
  async heldUnits(userId: number, robotId?: number, db: Tx = this.ctx.db): Promise<Map<number, number>> {
    let q = db
      .selectFrom('mining_orders')
      .select(['robot_id', sql<string>`sum(units)`.as('units')])
      .where('user_id', '=', userId)
      .where('state', '<', 6);
    if (robotId !== undefined) q = q.where('robot_id', '=', robotId);
    const rows = await q.groupBy('robot_id').execute();
    return new Map(rows.map((r) => [r.robot_id, Number(r.units)]));
  }

  async quota(userId: number, robotId?: number): Promise<MiningQuota> {
    let q = this.ctx.db.selectFrom('mining_robots').selectAll().where('status', '=', 'open');
    if (robotId !== undefined) q = q.where('id', '=', robotId);
    const robots = await q.orderBy('id').execute();
    const held = await this.heldUnits(userId, robotId);
    return {
      list: robots.map((r) => {
        const used = held.get(r.id) ?? 0;
        const available = r.capacity_units - r.held_units;
        return { robotId: r.id, quota: r.user_quota, used, remaining: Math.max(0, Math.min(r.user_quota - used, available)), availableUnits: available };
      }),
    };
  }

  /** What an order costs: price of the units and the prepaid energy (cents). */
  costOf(robot: RobotRow, units: number, energyDays: number, terms: MiningTerms): { priceCents: bigint; energyCents: bigint; energyPerDay: Decimal; hashrateThs: Decimal } {
    const hashrateThs = new Decimal(str(robot.hashrate_ths)).times(units);
    const priceCents = robot.mode === 'rent' ? rentalPriceCents({ hashrateThs: str(robot.hashrate_ths), pricePerThDay: str(robot.price_per_th_day), days: robot.cycle_days, units }) : toCents(unitPrice(robot).times(units));
    const energyPerDay = energy({ hashrateThs, jPerTh: str(robot.j_per_th), tariffPerKwh: terms.tariffPerKwh }).costPerDay;
    return { priceCents, energyCents: toCents(energyPerDay.times(energyDays)), energyPerDay, hashrateThs };
  }

  async preview(userId: number, robotId: number, units: number, energyDays: number, locale: Locale): Promise<RobotPreview> {
    void userId;
    const robot = await this.robotRow(robotId);
    const version = await this.currentTerms();
    const cost = this.costOf(robot, units, energyDays, version.terms);
    const estimate = estimateOf({ hashrateThs: cost.hashrateThs.toFixed(), jPerTh: str(robot.j_per_th), pricePerDay: unitPrice(robot).times(units).div(robot.cycle_days) }, this.network, this.now(), this.btcPrice(), version.terms);
    const feeRate = new Decimal(robot.mode === 'rent' ? version.terms.rentRedeemFeeRate : version.terms.buybackFeeRate).times(100).toFixed();
    return {
      robot: await this.view(robot, locale, version.terms),
      units,
      energyDays,
      price: usd(cost.priceCents),
      energyPrepaid: usd(cost.energyCents),
      total: usd(cost.priceCents + cost.energyCents),
      hashrateThs: cost.hashrateThs.toFixed(),
      expectedDailyBtc: estimate.dailyBtc,
      expectedDailyUsd: estimate.dailyUsd,
      energyUsdPerDay: estimate.energyUsdPerDay,
      cycleDays: robot.cycle_days,
      redeemRule: render(robot.mode === 'rent' ? m.redeemRuleRent : m.redeemRuleBuy, locale, { fee: feeRate, days: robot.cycle_days }),
      rule: need(this.ctx, 'terms').rule(version, locale),
    };
  }

  /** KYC verified and the transaction password (trading's per-session cache of a right password). */
  async authorize(userId: number, sessionId: string | undefined, payPassword: string): Promise<void> {
    await need(this.ctx, 'accounts').requireKycVerified(userId);
    await this.payPasswords.check(userId, sessionId, payPassword);
  }

  // ---- the user's robots ------------------------------------------------------------------------

  async ownRow(userId: number, orderId: number, db: Tx = this.ctx.db, lock = false): Promise<OrderRow> {
    let q = db.selectFrom('mining_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw new AppError('ROBOT_ORDER_NOT_FOUND', t.orderNotFound, {}, { field: 'orderId' });
    return row;
  }

  async views(rows: OrderRow[], locale: Locale): Promise<RobotOrder[]> {
    if (rows.length === 0) return [];
    const robots = new Map(
      (
        await this.ctx.db
          .selectFrom('mining_robots')
          .select(['id', 'name', 'model'])
          .where('id', 'in', [...new Set(rows.map((r) => r.robot_id))])
          .execute()
      ).map((r) => [r.id, r]),
    );
    const now = this.now();
    return rows.map((row) => orderView(row, robots.get(row.robot_id)!, locale, now));
  }

  async orders(userId: number, query: { status: 'active' | 'closed' | 'all'; pageNum: number; pageSize: number }, locale: Locale): Promise<Page<RobotOrder>> {
    let filtered = this.ctx.db.selectFrom('mining_orders').where('user_id', '=', userId);
    if (query.status === 'active') filtered = filtered.where('state', '<', 6);
    if (query.status === 'closed') filtered = filtered.where('state', '>=', 6);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => this.views(rows as OrderRow[], locale));
  }

  async detail(userId: number, orderId: number, locale: Locale): Promise<RobotOrder> {
    return (await this.views([await this.ownRow(userId, orderId)], locale))[0]!;
  }

  /**
   * The user's live robots at what redeeming them now would pay back (the rule's refund or
   * buy-back less its fee, plus the energy left), in USD: the portfolio's total assets count
   * them (trading/product-holdings.ts).
   */
  async holdingValues(userId: number): Promise<ProductHoldingValue[]> {
    const rows = (await this.ctx.db.selectFrom('mining_orders').selectAll().where('user_id', '=', userId).where('state', '<', ROBOT_STATE.expired).execute()) as OrderRow[];
    if (rows.length === 0) return [];
    const now = this.now();
    const cents = rows.reduce((sum, row) => sum + redeemAmounts(row, now).netCents, 0n);
    return [{ currency: 'USD', value: new Decimal(cents.toString()).div(100), holdings: rows.length }];
  }

  async payouts(userId: number, query: { orderId?: number | undefined; pageNum: number; pageSize: number }): Promise<Page<RobotPayout>> {
    if (query.orderId !== undefined) await this.ownRow(userId, query.orderId);
    let filtered = this.ctx.db.selectFrom('mining_payouts').where('user_id', '=', userId);
    if (query.orderId !== undefined) filtered = filtered.where('order_id', '=', query.orderId);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, async (rows) => rows.map((r) => payoutView(r as never)));
  }

  /** The robot's last 20 messages, newest first (SPEC: the list is trimmed to 20). */
  async messages(userId: number, orderId: number, locale: Locale): Promise<{ list: RobotMessage[] }> {
    await this.ownRow(userId, orderId);
    const rows = await this.ctx.db.selectFrom('mining_messages').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').limit(20).execute();
    return { list: rows.map((r) => messageView(r, locale)) };
  }

  // ---- after commit: notices and pushes ---------------------------------------------------------

  announce(list: Announcement[], notice?: { title: { es: string; en: string; zh: string }; body: { es: string; en: string; zh: string }; params: TextParams }): void {
    if (list.length === 0) return;
    const work = (async () => {
      const users = new Map<number, { paid: boolean }>();
      for (const a of list) {
        const u = users.get(a.userId) ?? { paid: false };
        u.paid ||= a.paid === true;
        users.set(a.userId, u);
        await this.ctx.services.push?.publishToUser(a.userId, 'robot.updated', { orderId: a.orderId, ...(a.state !== undefined ? { state: a.state } : {}) });
      }
      if (notice) await this.ctx.services.notices?.notifyMany(list.map((a) => ({ userId: a.userId, notice: { kind: 'mining', title: notice.title, body: notice.body, params: notice.params, ref: `robot:${a.orderId}` } })));
      const own = list.filter((a) => a.notice !== undefined);
      if (own.length > 0) await this.ctx.services.notices?.notifyMany(own.map((a) => ({ userId: a.userId, notice: { kind: 'mining', title: a.notice!.title, body: a.notice!.body, params: a.notice!.params, ref: `robot:${a.orderId}` } })));
      for (const [userId, u] of users) await this.ctx.services.push?.publishToUser(userId, 'wallet.updated', { walletType: 'FINANCIAL', currency: u.paid ? 'BTC' : 'USD' });
    })();
    const p = work.catch((error: unknown) => this.ctx.log.warn({ err: error }, 'mining: notice or push failed')).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Waits for the notices and pushes in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
