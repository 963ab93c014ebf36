import type { FundOrder, FundPreview, FundRedeemPreview, FundRedemption, FundProduct, FundStat, Locale, LocalizedText, Page } from '@app/contracts';
import Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { fingerprint, idempotent, type Tx } from '../../ledger/index.ts';
import { dayFromKey, keyFromDay, utcToZoned } from '../../market/time.ts';
import type { PayPasswords } from '../accounts/pay-passwords.ts';
import type { ProductTerms, TermsVersion } from '../terms/index.ts';
import { FundsAdmin } from './admin.ts';
import { fundStat, redeemableUnits, redeemPreview } from './holdings.ts';
import { settleFunds } from './settle.ts';
import { notices, t } from './messages.ts';
import { SimIndex } from './nav.ts';
import {
  applicableNavDay,
  canMove,
  fmt2,
  isBusinessDay,
  IST,
  lockInEnd,
  minorOf,
  minutesOf,
  navOn,
  previousBusinessDay,
  purchaseSplit,
  toInr,
  unitsFor,
  valueOf,
  type SchemeShape,
} from './rules.ts';
import { fundsTerms, INITIAL_FUNDS_TERMS, type FundsTerms, type fundsTermsSchema } from './terms.ts';
import type { FundsOrdersTable, FundsRedemptionsTable, FundsSchemesTable } from './tables.ts';
import type { ProductHoldingValue } from '../trading/product-holdings.ts';

export type SchemeRow = Selectable<FundsSchemesTable>;
export type OrderRow = Selectable<FundsOrdersTable>;
type RedemptionRow = Selectable<FundsRedemptionsTable>;

/** House accounts: the schemes' money in custody, stamp duty owed. */
export const HOUSE = { custody: 'FUNDS_CUSTODY', duty: 'STAMP_DUTY' } as const;
const MXN = 'MXN' as const;
/** When the NAV of a business day is published (IST), after the 15:30 close. */
export const NAV_PUBLISH_AT = '15:30';
const HISTORY_POINTS = 30;

export const num = (v: string | number | null | undefined) => new Decimal(v === null || v === undefined ? 0 : typeof v === 'number' ? v.toString() : v);
export const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const inr = (minor: bigint) => fmt2(minor);

/**
 * Mutual funds: schemes and their NAVs (published by the funds.nav job from the
 * simulation), orders paid from FINANCIAL (held while pending review, captured on pass,
 * released on failure), allotment and redemption by the funds.settle job at the NAV of
 * the date the cut-off gives. Notices after commit.
 */
export class FundsService {
  readonly terms: ProductTerms<typeof fundsTermsSchema>;
  readonly index: SimIndex;
  /** The back office's calls: the order queue and the schemes (admin.ts). */
  readonly admin: FundsAdmin;
  private readonly payPasswords: PayPasswords;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(readonly ctx: AppContext) {
    this.terms = fundsTerms(ctx);
    this.index = new SimIndex(ctx.config.marketSeed);
    this.payPasswords = need(ctx, 'accounts').payPasswords;
    this.admin = new FundsAdmin(ctx, this);
  }

  now(): number {
    return this.ctx.clock.now();
  }

  /** Today's date in India (day number). */
  todayIst(): number {
    return utcToZoned(IST, this.ctx.clock.now()).day;
  }

  async currentTerms(db?: Tx): Promise<TermsVersion<FundsTerms>> {
    try {
      return await this.terms.current('IN', db);
    } catch (error) {
      if (!(error instanceof AppError) || error.error !== 'TERMS_NOT_FOUND') throw error;
      await this.terms.seedInitial('IN', INITIAL_FUNDS_TERMS.terms, INITIAL_FUNDS_TERMS.text);
      return this.terms.current('IN', db);
    }
  }

  // ---- NAV ----------------------------------------------------------------------------------

  shapeOf(s: SchemeRow): SchemeShape {
    return { model: s.model as SchemeShape['model'], baseNav: num(s.base_nav).toFixed(), launchDay: dayFromKey(s.launch_date), annualYieldPct: num(s.annual_yield).toFixed(), expensePct: num(s.expense_ratio).toFixed() };
  }

  /** The NAV of a scheme on a business day by the published rule (the simulation). */
  computeNav(s: SchemeRow, day: number): Decimal {
    const shape = this.shapeOf(s);
    const ratio = shape.model === 'equity' ? new Decimal(this.index.level(day)).div(this.index.level(shape.launchDay)) : 1;
    return navOn(shape, day, ratio);
  }

  /**
   * Publishes the NAV of `day` (and of the business days of the week before it still
   * missing) for every scheme launched by then. Insert-once (primary key): two runners
   * publish each NAV once.
   */
  async publishNav(day: number): Promise<number> {
    const schemes = await this.ctx.db.selectFrom('funds_schemes').selectAll().execute();
    const now = new Date(this.ctx.clock.now());
    let items = 0;
    for (let d = day - 7; d <= day; d++) {
      if (!isBusinessDay(d)) continue;
      for (const s of schemes) {
        if (dayFromKey(s.launch_date) > d) continue;
        const res = await this.ctx.db
          .insertInto('funds_navs')
          .values({ scheme_id: s.id, nav_date: keyFromDay(d), nav: this.computeNav(s, d).toFixed(4), published_at: now })
          .onConflict((oc) => oc.columns(['scheme_id', 'nav_date']).doNothing())
          .executeTakeFirst();
        items += Number(res.numInsertedOrUpdatedRows ?? 0);
      }
    }
    return items;
  }

  /** The last business day whose NAV is due by now (today after 15:30 IST, else the business day before). */
  lastPublishableDay(): number {
    const local = utcToZoned(IST, this.ctx.clock.now());
    if (isBusinessDay(local.day) && local.minutes >= minutesOf(NAV_PUBLISH_AT)) return local.day;
    return previousBusinessDay(local.day);
  }

  /** Also read by admin.ts. */
  async navHistory(schemeIds: number[], points = HISTORY_POINTS, db: Tx = this.ctx.db): Promise<Map<number, { date: string; nav: string }[]>> {
    const out = new Map<number, { date: string; nav: string }[]>();
    if (schemeIds.length === 0) return out;
    const rows = await db.selectFrom('funds_navs').select(['scheme_id', 'nav_date', 'nav']).where('scheme_id', 'in', schemeIds).orderBy('nav_date', 'desc').limit(points * schemeIds.length * 2).execute();
    for (const r of rows) {
      const list = out.get(r.scheme_id) ?? [];
      if (list.length < points) list.push({ date: r.nav_date, nav: num(r.nav).toFixed(4) });
      out.set(r.scheme_id, list);
    }
    for (const list of out.values()) list.reverse();
    return out;
  }

  async navAt(schemeId: number, date: string, db: Tx = this.ctx.db): Promise<Decimal | undefined> {
    const row = await db.selectFrom('funds_navs').select('nav').where('scheme_id', '=', schemeId).where('nav_date', '=', date).executeTakeFirst();
    return row ? num(row.nav) : undefined;
  }

  // ---- products and preview -------------------------------------------------------------------

  /** Also read by admin.ts. */
  async scheme(id: number, db: Tx = this.ctx.db): Promise<SchemeRow> {
    const row = await db.selectFrom('funds_schemes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('FUND_NOT_FOUND', t.notFound, {}, { field: 'productId' });
    return row;
  }

  async products(locale: Locale, query: { pageNum: number; pageSize: number; kind?: 'on_demand' | 'fixed_term' | undefined }): Promise<Page<FundProduct>> {
    const terms = (await this.currentTerms()).terms;
    let filtered = this.ctx.db.selectFrom('funds_schemes');
    if (query.kind) filtered = filtered.where('kind', '=', query.kind);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id'), query, async (rows) => {
      const history = await this.navHistory(rows.map((r) => r.id));
      return rows.map((s) => {
        const h = history.get(s.id) ?? [];
        const last = h.at(-1);
        const before = h.at(-2);
        return {
          id: s.id,
          code: s.code,
          name: json<LocalizedText>(s.name)[locale],
          kind: s.kind as FundProduct['kind'],
          model: s.model as FundProduct['model'],
          currency: 'INR' as const,
          ...(last ? { nav: last.nav, navDate: last.date } : {}),
          ...(last && before ? { change: num(last.nav).minus(before.nav).div(before.nav).times(100).toDecimalPlaces(4).toFixed(4) } : {}),
          ...(s.model === 'liquid' ? { annualYield: num(s.annual_yield).toFixed(2) } : {}),
          lockInYears: s.lock_in_years,
          exitLoad: s.kind === 'on_demand' ? terms.exitLoadPercent : [],
          minAmount: num(s.min_amount).toFixed(2),
          status: s.status as 'open' | 'closed',
          history: h,
        };
      });
    });
  }

  private checkAmount(s: SchemeRow, amount: string): bigint {
    const minor = minorOf(amount);
    if (s.status !== 'open') throw new AppError('FUND_CLOSED', t.closed, { code: s.code });
    if (minor <= 0n || minor < minorOf(num(s.min_amount).toFixed(2))) throw new AppError('FUND_AMOUNT', t.belowMinimum, { code: s.code, minimum: num(s.min_amount).toFixed(2) }, { field: 'amount' });
    return minor;
  }

  async preview(productId: number, amount: string, locale: Locale): Promise<FundPreview> {
    const version = await this.currentTerms();
    const terms = version.terms;
    const s = await this.scheme(productId);
    const minor = this.checkAmount(s, amount);
    const { dutyMxn: duty, dutyInr, investedInr: invested } = purchaseSplit(minor, terms.inrPerMxn, terms.stampDutyPercent);
    const now = this.ctx.clock.now();
    const navDay = applicableNavDay(now, minutesOf(terms.cutOff));
    const local = utcToZoned(IST, now);
    const last = (await this.navHistory([s.id], 1)).get(s.id)?.[0];
    return {
      productId: s.id,
      amount: fmt2(minor),
      inrPerMxn: terms.inrPerMxn,
      stampDuty: fmt2(duty),
      stampDutyInr: inr(dutyInr),
      investedInr: inr(invested),
      navDate: keyFromDay(navDay),
      cutOff: terms.cutOff,
      beforeCutOff: navDay === local.day,
      ...(last ? { lastNav: last.nav, lastNavDate: last.date, estimatedUnits: unitsFor(invested, last.nav).toFixed(3) } : {}),
      ...(s.lock_in_years > 0 ? { lockInEnd: lockInEnd(keyFromDay(navDay), s.lock_in_years) } : {}),
      exitLoad: s.kind === 'on_demand' ? terms.exitLoadPercent : [],
      rule: need(this.ctx, 'terms').rule(version, locale),
    };
  }

  /** KYC verified and the transaction password (trading's per-session cache; accounts counts wrong tries). */
  async authorize(userId: number, sessionId: string | undefined, payPassword: string): Promise<void> {
    await need(this.ctx, 'accounts').requireKycVerified(userId);
    await this.payPasswords.check(userId, sessionId, payPassword);
  }

  // ---- orders -----------------------------------------------------------------------------------

  async create(userId: number, input: { productId: number; amount: string; termsVersionId: number }, key: string, locale: Locale): Promise<FundOrder> {
    await this.currentTerms();
    const ledger = need(this.ctx, 'ledger');
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `funds.create:u${userId}`,
      key,
      fingerprint({ ...input }),
      async (trx) => {
        const version = await this.currentTerms(trx);
        if (version.id !== input.termsVersionId) throw new AppError('FUND_TERMS_CHANGED', t.termsChanged, { current: version.version }, { field: 'termsVersionId' });
        const terms = version.terms;
        const s = await this.scheme(input.productId, trx);
        const amount = this.checkAmount(s, input.amount);
        const { dutyMxn: duty, investedInr } = purchaseSplit(amount, terms.inrPerMxn, terms.stampDutyPercent);
        const now = this.ctx.clock.now();
        const navDay = applicableNavDay(now, minutesOf(terms.cutOff));
        const hold = await ledger.hold({ account: { userId, wallet: 'FINANCIAL', currency: MXN }, amount, kind: 'fund-order', ref: `fund:${s.code}`, by: `user:${userId}` }, trx);
        const row = await trx
          .insertInto('funds_orders')
          .values({
            user_id: userId,
            scheme_id: s.id,
            kind: s.kind,
            amount_minor: amount,
            duty_minor: duty,
            inr_per_mxn: terms.inrPerMxn,
            invested_inr_minor: investedInr,
            nav_date: keyFromDay(navDay),
            hold_id: hold.id,
            status: 0,
            terms_version_id: version.id,
            created_at: new Date(now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await history(trx, row.id, null, 0, `user:${userId}`, 'order', new Date(now));
        return { orderId: row.id };
      },
      () => this.ctx.clock.now(),
    );
    const order = await this.detail(userId, done.result.orderId, locale);
    if (!done.replayed) this.tell(userId, order.id, notices.createdTitle, notices.createdBody, { code: order.code, amount: order.amount, date: order.navDate });
    return order;
  }

  async ownRow(userId: number, orderId: number, db: Tx = this.ctx.db, lock = false): Promise<OrderRow> {
    let q = db.selectFrom('funds_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw new AppError('FUND_ORDER_NOT_FOUND', t.orderNotFound, {}, { field: 'orderId' });
    return row;
  }

  /** Also read by admin.ts. */
  async views(rows: OrderRow[], locale: Locale, db: Tx = this.ctx.db): Promise<FundOrder[]> {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.map((r) => r.scheme_id))];
    const schemes = new Map((await db.selectFrom('funds_schemes').selectAll().where('id', 'in', ids).execute()).map((s) => [s.id, s]));
    const latest = await this.navHistory(ids, 1, db);
    const today = keyFromDay(this.todayIst());
    const redemptions = new Map<number, RedemptionRow[]>();
    const allotted = rows.filter((r) => r.units !== null).map((r) => r.id);
    if (allotted.length > 0) {
      for (const x of await db.selectFrom('funds_redemptions').selectAll().where('order_id', 'in', allotted).orderBy('id').execute()) redemptions.set(x.order_id, [...(redemptions.get(x.order_id) ?? []), x]);
    }
    return rows.map((r) => {
      const s = schemes.get(r.scheme_id)!;
      const nav = latest.get(r.scheme_id)?.[0];
      const units = r.units === null ? undefined : num(r.units);
      const own = redemptions.get(r.id) ?? [];
      const paidOut = num(r.units_redeemed);
      const waiting = own.filter((x) => x.paid_at === null).reduce((sum, x) => sum.plus(num(x.units)), new Decimal(0));
      // Units not paid out yet (those waiting for their NAV included) are still the user's.
      const owned = units ? units.minus(paidOut) : undefined;
      const held = owned ? owned.minus(waiting) : undefined;
      const cost = toInr(r.amount_minor, num(r.inr_per_mxn));
      const value = owned && nav && r.status === 1 ? valueOf(owned, nav.nav) : undefined;
      const locked = r.lock_in_end !== null && today < r.lock_in_end;
      return {
        id: r.id,
        productId: r.scheme_id,
        code: s.code,
        name: json<LocalizedText>(s.name)[locale],
        kind: s.kind as FundOrder['kind'],
        status: r.status as FundOrder['status'],
        amount: fmt2(r.amount_minor),
        stampDuty: fmt2(r.duty_minor),
        investedInr: inr(r.invested_inr_minor),
        inrPerMxn: num(r.inr_per_mxn).toFixed(),
        navDate: r.nav_date,
        ...(r.nav !== null ? { nav: num(r.nav).toFixed(4) } : {}),
        ...(units ? { units: units.toFixed(3), unitsHeld: held!.toFixed(3), unitsRedeemed: paidOut.toFixed(3) } : {}),
        ...(own.length > 0 ? { redemptions: own.map(redemptionView) } : {}),
        ...(r.lock_in_end ? { lockInEnd: r.lock_in_end } : {}),
        ...(value !== undefined ? { value: inr(value), income: inr(value + (r.redeem_inr_minor ?? 0n) - cost) } : {}),
        ...(r.status === 2 && r.redeem_inr_minor !== null ? { income: inr(r.redeem_inr_minor - cost) } : {}),
        redeemable: r.status === 1 && held !== undefined && held.gt(0) && r.redeem_nav_date === null && !locked,
        ...(r.redeem_nav_date ? { redeemNavDate: r.redeem_nav_date } : {}),
        ...(r.redeem_nav !== null ? { redeemNav: num(r.redeem_nav).toFixed(4) } : {}),
        ...(r.exit_load_rate !== null ? { exitLoadRate: num(r.exit_load_rate).toFixed(4) } : {}),
        ...(r.exit_load_inr_minor !== null ? { exitLoadInr: inr(r.exit_load_inr_minor) } : {}),
        ...(r.redeem_inr_minor !== null ? { redeemInr: inr(r.redeem_inr_minor) } : {}),
        ...(r.redeem_minor !== null ? { redeemAmount: fmt2(r.redeem_minor) } : {}),
        ...(r.reject_reason ? { rejectReason: r.reject_reason } : {}),
        termsVersionId: r.terms_version_id,
        createTime: new Date(r.created_at).getTime(),
        ...(r.reviewed_at ? { auditTime: new Date(r.reviewed_at).getTime() } : {}),
        ...(r.allotted_at ? { allotTime: new Date(r.allotted_at).getTime() } : {}),
        ...(r.redeemed_at ? { redeemTime: new Date(r.redeemed_at).getTime() } : {}),
      };
    });
  }

  async detail(userId: number, orderId: number, locale: Locale): Promise<FundOrder> {
    return (await this.views([await this.ownRow(userId, orderId)], locale))[0]!;
  }

  async orders(userId: number, locale: Locale, query: { pageNum: number; pageSize: number; status?: number | undefined }): Promise<Page<FundOrder>> {
    let filtered = this.ctx.db.selectFrom('funds_orders').where('user_id', '=', userId);
    if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => this.views(rows as OrderRow[], locale));
  }

  async stat(userId: number, locale: Locale): Promise<FundStat> {
    return fundStat(this, userId, locale);
  }

  /** Before a redemption's PIN: its exit load and MXN estimate (holdings.ts). */
  redeemPreview(userId: number, orderId: number, units?: string): Promise<FundRedeemPreview> {
    return redeemPreview(this, userId, orderId, units);
  }

  /**
   * The units a user owns, in MXN as a redemption today would convert them (before exit load):
   * the portfolio's total assets count them (trading/product-holdings.ts). Orders still
   * waiting for their NAV are a hold on the wallet, already in its balance.
   */
  async holdingValues(userId: number): Promise<ProductHoldingValue[]> {
    const stat = await this.stat(userId, 'en');
    if (stat.holdings.length === 0) return [];
    return [{ currency: 'MXN', value: new Decimal(stat.totalMxn), holdings: stat.holdings.length }];
  }

  /**
   * Asks to redeem `units` of an allotted order (absent: all the units held) at the NAV of
   * the date the cut-off gives; funds.settle pays it once that NAV is published. One
   * redemption waits at a time per order.
   */
  async redeem(userId: number, orderId: number, key: string, locale: Locale, units?: string): Promise<FundOrder> {
    await this.ownRow(userId, orderId);
    const version = await this.currentTerms();
    await idempotent(
      need(this.ctx, 'ledger'),
      this.ctx.db,
      `funds.redeem:u${userId}`,
      key,
      fingerprint(units === undefined ? { orderId } : { orderId, units }),
      async (trx) => {
        const row = await this.ownRow(userId, orderId, trx, true);
        const asked = redeemableUnits(row, units, keyFromDay(this.todayIst()));
        const held = num(row.units).minus(num(row.units_redeemed));
        const now = this.ctx.clock.now();
        const navDate = keyFromDay(applicableNavDay(now, minutesOf(version.terms.cutOff)));
        await trx.insertInto('funds_redemptions').values({ order_id: row.id, user_id: userId, units: asked.toFixed(3), redeem_nav_date: navDate, requested_at: new Date(now) }).execute();
        await trx.updateTable('funds_orders').set({ redeem_nav_date: navDate, redeem_requested_at: new Date(now) }).where('id', '=', row.id).execute();
        await history(trx, row.id, 1, 1, `user:${userId}`, `redeem ${asked.toFixed(3)} of ${held.toFixed(3)} units at NAV of ${navDate}`, new Date(now));
        return { orderId };
      },
      () => this.ctx.clock.now(),
    );
    return this.detail(userId, orderId, locale);
  }

  // ---- review -----------------------------------------------------------------------------------

  async review(operator: OperatorPrincipal, input: { orderId: number; decision: 'pass' | 'reject'; reason?: string | undefined }, ip: string): Promise<FundOrder & { userId: number }> {
    const ledger = need(this.ctx, 'ledger');
    const out = await ledger.run(async (trx) => {
      const row = await trx.selectFrom('funds_orders').selectAll().where('id', '=', input.orderId).forUpdate().executeTakeFirst();
      if (!row) throw new AppError('FUND_ORDER_NOT_FOUND', t.orderNotFound, {}, { field: 'orderId' });
      const to = input.decision === 'pass' ? 1 : 3;
      if (!canMove(row.status, to)) throw new AppError('FUND_BAD_STATE', t.badState, { status: row.status });
      const now = new Date(this.ctx.clock.now());
      const by = `operator:${operator.operatorId}`;
      const audit = need(this.ctx, 'audit');
      if (to === 3) {
        const reason = input.reason || 'review failed';
        await ledger.releaseHold(row.hold_id, { by }, trx);
        await trx.updateTable('funds_orders').set({ status: 3, reviewer_id: operator.operatorId, reviewed_at: now, reject_reason: reason }).where('id', '=', row.id).execute();
        await history(trx, row.id, 0, 3, by, reason, now);
        await audit.record(operator, 'funds.reject', { type: 'fund_order', id: row.id }, { reason }, ip, trx);
        return { row, reason };
      }
      const { transaction } = await ledger.captureHold(
        row.hold_id,
        {
          to: [
            { account: { house: HOUSE.custody, currency: MXN }, amount: row.amount_minor - row.duty_minor },
            ...(row.duty_minor > 0n ? [{ account: { house: HOUSE.duty, currency: MXN }, amount: row.duty_minor, line: 'stamp_duty' }] : []),
          ],
          kind: 'trade',
          ref: `fund-buy:${row.id}`,
          memo: { orderId: row.id, schemeId: row.scheme_id },
          by,
          final: true,
        },
        trx,
      );
      await trx.updateTable('funds_orders').set({ status: 1, reviewer_id: operator.operatorId, reviewed_at: now }).where('id', '=', row.id).execute();
      await history(trx, row.id, 0, 1, by, `passed, tx ${transaction.id}`, now);
      await audit.record(operator, 'funds.approve', { type: 'fund_order', id: row.id }, { amount: fmt2(row.amount_minor), txId: transaction.id.toString() }, ip, trx);
      return { row, reason: '' };
    });
    const view = (await this.views([await this.ctx.db.selectFrom('funds_orders').selectAll().where('id', '=', out.row.id).executeTakeFirstOrThrow()], 'es'))[0]!;
    if (input.decision === 'pass') this.tell(out.row.user_id, out.row.id, notices.passedTitle, notices.passedBody, { code: view.code, date: view.navDate });
    else this.tell(out.row.user_id, out.row.id, notices.rejectedTitle, notices.rejectedBody, { code: view.code, amount: view.amount, reason: out.reason });
    return { ...view, userId: out.row.user_id };
  }

  // ---- settlement (the funds.settle job): settle.ts -------------------------------------------------

  /** Allots units to passed orders whose NAV is published and pays redemptions whose NAV is published (settle.ts). */
  settle(max: number): Promise<{ items: number; more: boolean }> {
    return settleFunds(this, max);
  }

  // ---- demo ----------------------------------------------------------------------------------------

  /**
   * Demo (idempotent): NAVs of the last 8 weeks, and for the demo investor MXN moved to
   * FINANCIAL and two allotted purchases made earlier (a liquid one 3 business days ago, so
   * its exit load still applies, and an ELSS one about 200 days ago, locked in), paid through
   * the ledger like any order.
   */
  async seedDemo(userId: number | undefined): Promise<void> {
    const version = await this.currentTerms();
    const last = this.lastPublishableDay();
    for (let d = last - 56; d <= last; d += 7) await this.publishNav(d);
    await this.publishNav(last);
    if (!userId) return;
    const exists = await this.ctx.db.selectFrom('funds_orders').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
    if (exists) return;
    const wallet = this.ctx.services.wallet;
    if (wallet) {
      await wallet.transfer(userId, { fromWallet: 'BALANCE', fromCurrency: 'MXN', toWallet: 'FINANCIAL', toCurrency: 'MXN', amount: '30000.00' }, `seed:funds:transfer:${userId}`, 'seed');
      await wallet.settleNow(userId);
    }
    const schemes = await this.ctx.db.selectFrom('funds_schemes').selectAll().orderBy('id').execute();
    let liquidDay = last;
    for (let k = 0; k < 3; k++) liquidDay = previousBusinessDay(liquidDay);
    let elssDay = last - 200;
    while (!isBusinessDay(elssDay)) elssDay--;
    for (const [code, amount, day] of [
      ['SIMLIQ', 5000n * 100n, liquidDay],
      ['SIMELSS', 10000n * 100n, elssDay],
    ] as const) {
      const s = schemes.find((x) => x.code === code);
      if (!s) continue;
      const terms = version.terms;
      const { dutyMxn: duty, investedInr: invested } = purchaseSplit(amount, terms.inrPerMxn, terms.stampDutyPercent);
      const navDate = keyFromDay(day);
      const nav = this.computeNav(s, day);
      await need(this.ctx, 'ledger').run(async (trx) => {
        await trx
          .insertInto('funds_navs')
          .values({ scheme_id: s.id, nav_date: navDate, nav: nav.toFixed(4), published_at: new Date(this.ctx.clock.now()) })
          .onConflict((oc) => oc.columns(['scheme_id', 'nav_date']).doNothing())
          .execute();
        const ledger = need(this.ctx, 'ledger');
        const hold = await ledger.hold({ account: { userId, wallet: 'FINANCIAL', currency: MXN }, amount, kind: 'fund-order', ref: `fund:${code}`, by: 'seed' }, trx);
        await ledger.captureHold(
          hold.id,
          { to: [{ account: { house: HOUSE.custody, currency: MXN }, amount: amount - duty }, { account: { house: HOUSE.duty, currency: MXN }, amount: duty, line: 'stamp_duty' }], kind: 'trade', ref: `fund-buy:seed:${code}`, by: 'seed', final: true },
          trx,
        );
        const at = new Date(dayFromKey(navDate) * 86_400_000 + 6 * 3_600_000);
        const row = await trx
          .insertInto('funds_orders')
          .values({
            user_id: userId,
            scheme_id: s.id,
            kind: s.kind,
            amount_minor: amount,
            duty_minor: duty,
            inr_per_mxn: terms.inrPerMxn,
            invested_inr_minor: invested,
            nav_date: navDate,
            hold_id: hold.id,
            status: 1,
            nav: nav.toFixed(4),
            units: unitsFor(invested, nav).toFixed(3),
            lock_in_end: lockInEnd(navDate, s.lock_in_years) ?? null,
            allotted_at: at,
            reviewed_at: at,
            terms_version_id: version.id,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await history(trx, row.id, null, 1, 'seed', 'demo purchase', at);
      });
    }
  }

  // ---- after commit ----------------------------------------------------------------------------

  tell(userId: number, orderId: number, title: LocalizedText, body: LocalizedText, params: Record<string, string | number>): void {
    const work = (async () => {
      await this.ctx.services.notices?.notify(userId, { kind: 'funds', title, body, params, ref: `fund-order:${orderId}` });
      await this.ctx.services.push?.publishToUser(userId, 'wallet.updated', { walletType: 'FINANCIAL', currency: MXN } as never);
    })();
    const p = work.catch((error: unknown) => this.ctx.log.warn({ err: error }, 'funds: notice or push failed')).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

function redemptionView(x: RedemptionRow): FundRedemption {
  return {
    id: x.id,
    units: num(x.units).toFixed(3),
    navDate: x.redeem_nav_date,
    ...(x.nav !== null ? { nav: num(x.nav).toFixed(4) } : {}),
    ...(x.exit_load_rate !== null ? { exitLoadRate: num(x.exit_load_rate).toFixed(4) } : {}),
    ...(x.exit_load_inr_minor !== null ? { exitLoadInr: inr(x.exit_load_inr_minor) } : {}),
    ...(x.net_inr_minor !== null ? { netInr: inr(x.net_inr_minor) } : {}),
    ...(x.amount_minor !== null ? { amount: fmt2(x.amount_minor) } : {}),
    ...(x.paid_at ? { paidTime: new Date(x.paid_at).getTime() } : {}),
  };
}

export async function history(trx: Tx, orderId: number, from: number | null, to: number, by: string, reason: string, at: Date): Promise<void> {
  await trx.insertInto('funds_history').values({ order_id: orderId, from_status: from, to_status: to, by, reason, created_at: at }).execute();
}
