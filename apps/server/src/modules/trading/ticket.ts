import { CURRENCY_DECIMALS, PositionStatus, RISK_NOTICE_VERSION, type CREATE_CALL_MARKETS, type Currency, type OrderPreview, type TradeAccount, type TradeMarket, type TradeSale } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { need } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { formatMinor, idempotent, type Tx } from '../../ledger/index.ts';
import type { OrderPlan, OrderRequest, TradingCore } from './base.ts';
import type { Closing } from './close.ts';
import { checkQuantity, parseDecimal } from './lots.ts';
import { extendedQuote } from './order-terms.ts';
import type { Opening } from './open.ts';
import { previewOf } from './preview.ts';
import { liveQuote } from './quotes.ts';
import { dec, type MarketRules } from './rates.ts';
import { type OrderRow, type PositionRow } from './repo.ts';
import { RuleError } from './rule-error.ts';
import { saleOf, type SaleLot } from './sale.ts';
import { ivaOf } from './tax.ts';

/**
 * Locks, oldest first, the user's holding long positions of `code` that a sale of `quantity`
 * closes: ONE statement locks the oldest rows whose running total reaches the quantity (a
 * sale of one share of forty holdings locks one row, not forty). Only if a concurrent change
 * left them short of it (a row closed or split while it waited for its lock: its status and
 * quantity are read again once locked) are all the holdings locked, which decides a refusal.
 */
async function lockHoldings(trx: Tx, userId: number, code: string, quantity: Decimal): Promise<PositionRow[]> {
  const holdings = trx
    .selectFrom('trading_positions')
    .where('user_id', '=', userId)
    .where('code', '=', code)
    .where('status', '=', PositionStatus.Holding)
    .where('direction', '=', 0);
  const prefix = await trx
    .with('c', () => holdings.select(['id', sql<string>`sum(quantity) over (order by opened_at, id) - quantity`.as('before')]))
    .selectFrom('trading_positions as p')
    .innerJoin('c', 'c.id', 'p.id')
    .selectAll('p')
    .where(sql<boolean>`c.before < ${quantity.toFixed()}::numeric`)
    .where('p.status', '=', PositionStatus.Holding)
    .orderBy('p.opened_at')
    .orderBy('p.id')
    .forUpdate('p')
    .execute();
  if (prefix.reduce((sum, p) => sum.plus(dec(p.quantity)), new Decimal(0)).gte(quantity)) return prefix;
  return holdings.selectAll().orderBy('opened_at').orderBy('id').forUpdate().execute();
}

/** Stock markets: a cash account buys and sells shares; short selling and leverage need a margin account. */
export const STOCK_MARKETS: readonly TradeMarket[] = ['US', 'MX', 'HK'];

/** A cash account's holding: shares bought without leverage, shown as shares (not as margin). */
export function isShareHolding(position: { direction: number; leverage: number; market: string }): boolean {
  return position.direction === 0 && position.leverage === 1 && (STOCK_MARKETS as readonly string[]).includes(position.market);
}

/**
 * The price band (pure): a market order carries the price the user confirmed; a fill worse
 * than it by more than `percent` % (a buy above, a sell below) is refused with PRICE_MOVED.
 */
export function checkPriceBand(sell: boolean, confirmed: Decimal, fill: Decimal, percent: Decimal, decimals: number): void {
  const share = percent.dividedBy(100);
  const worse = sell ? fill.lt(confirmed.times(new Decimal(1).minus(share))) : fill.gt(confirmed.times(new Decimal(1).plus(share)));
  if (worse) throw new RuleError('PRICE_MOVED', { confirmed: confirmed.toFixed(decimals), price: fill.toFixed(decimals), band: percent.toString() }, 'confirmedPrice');
}

function bandOf(request: OrderRequest, sell: boolean, fill: Decimal, rules: MarketRules, decimals: number): void {
  if (request.orderType !== 0 || request.confirmedPrice === undefined) return;
  const confirmed = parseDecimal(request.confirmedPrice, 'confirmedPrice', 'INVALID_PRICE');
  checkPriceBand(sell, confirmed, fill, rules.priceBandPercent, decimals);
}

/** The price band of an opening order that fills now, checked after it was planned (open.ts). */
export function checkOpenBand(plan: OrderPlan): void {
  if (!plan.fillsNow) return;
  bandOf(plan.request, plan.request.direction === 1, plan.price, plan.rules, plan.instrument.decimals);
}

/**
 * The stock ticket's rules in front of opening and closing (issue 12):
 * - a cash account (no approved MARGIN service application) buys shares at leverage 1 and
 *   its "Sell" sells shares it holds: the long positions of the instrument are closed,
 *   oldest first, the last one partly, through the close path (every ledger movement as a
 *   user close); more than it holds is SELL_EXCEEDS_HOLDING;
 * - a margin account may also sell short (`short: true`, or a sell of an instrument it
 *   does not hold) and use the market's leverages on stocks;
 * - futures and forex need the leverage risk notice acknowledged once (stored per user);
 * - a market order with `confirmedPrice` fills only within the published price band.
 */
export class Ticket {
  constructor(
    private readonly core: TradingCore,
    private readonly opening: Opening,
    private readonly closing: Closing,
  ) {}

  // ---- account ---------------------------------------------------------------------------------

  async hasMargin(userId: number): Promise<boolean> {
    return need(this.core.ctx, 'wallet').hasService(userId, 'MARGIN');
  }

  async account(userId: number): Promise<TradeAccount> {
    const wallet = need(this.core.ctx, 'wallet');
    const [applications, notice] = await Promise.all([
      wallet.serviceApplications(userId, 'en'),
      this.core.ctx.db.selectFrom('trading_risk_notices').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    ]);
    const margin = applications.filter((a) => a.service === 'MARGIN');
    const status = margin.some((a) => a.status === 3) ? 'approved' : margin[0]?.status === 1 ? 'pending' : margin[0]?.status === 2 ? 'rejected' : 'none';
    return {
      account: status === 'approved' ? 'margin' : 'cash',
      marginApplication: status,
      riskNoticeAcknowledged: !!notice && notice.notice_version >= RISK_NOTICE_VERSION,
      ...(notice ? { riskNoticeAt: notice.acknowledged_at.getTime() } : {}),
    };
  }

  /** Acknowledges the risk notice once: a second call keeps the first time. */
  async acknowledgeRisk(userId: number): Promise<TradeAccount> {
    try {
      await this.core.ctx.db
        .insertInto('trading_risk_notices')
        .values({ user_id: userId, notice_version: RISK_NOTICE_VERSION, acknowledged_at: this.core.now() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return this.account(userId);
  }

  private async riskAcknowledged(userId: number): Promise<boolean> {
    const row = await this.core.ctx.db.selectFrom('trading_risk_notices').select('notice_version').where('user_id', '=', userId).executeTakeFirst();
    return !!row && row.notice_version >= RISK_NOTICE_VERSION;
  }

  /** Shares held: the user's holding long positions of `code`. */
  private async held(userId: number, code: string, db: Tx | TradingCore['ctx']['db'] = this.core.ctx.db): Promise<Decimal> {
    const rows = await db.selectFrom('trading_positions').select('quantity').where('user_id', '=', userId).where('code', '=', code).where('status', '=', PositionStatus.Holding).where('direction', '=', 0).execute();
    return rows.reduce((sum, row) => sum.plus(dec(row.quantity)), new Decimal(0));
  }

  /**
   * What an order becomes for this user: a sale of held shares ('sell'), or an opening order
   * with the request as the account allows it. Throws the account's refusals.
   */
  private async route(userId: number, request: OrderRequest, call?: keyof typeof CREATE_CALL_MARKETS, withHeld = false): Promise<{ kind: 'sell' | 'open'; request: OrderRequest; held: Decimal }> {
    const { instrument, market } = this.core.instrumentFor(request.code, call);
    if (!STOCK_MARKETS.includes(market)) return { kind: 'open', request, held: new Decimal(0) };
    // The holding decides only a margin account's sell (a sale or a short): an order reads it
    // only then (a cash account's sell locks and counts its holdings itself), a preview always.
    const sell = request.direction === 1 && request.short !== true;
    const margin = await this.hasMargin(userId);
    const held = withHeld || (sell && margin) ? await this.held(userId, instrument.code) : undefined;
    if (sell && (!margin || held!.gt(0))) return { kind: 'sell', request, held: held ?? new Decimal(0) };
    if (request.direction === 1 && !margin) throw new RuleError('SHORT_NEEDS_MARGIN', {}, 'direction');
    if (margin) return { kind: 'open', request, held: held ?? new Decimal(0) };
    if (request.leverage !== undefined && request.leverage !== 1) throw new RuleError('LEVERAGE_NEEDS_MARGIN', {}, 'leverage');
    return { kind: 'open', request: { ...request, leverage: 1, marginMode: 'half' }, held: held ?? new Decimal(0) };
  }

  // ---- preview -------------------------------------------------------------------------------

  async preview(userId: number, request: OrderRequest): Promise<OrderPreview> {
    const routed = await this.route(userId, request, undefined, true);
    const plan = await this.opening.plan(routed.request.direction === 1 && routed.kind === 'sell' ? { ...routed.request, leverage: 1, marginMode: 'half' } : routed.request);
    const preview = await previewOf(this.core, userId, plan);
    const extra = { minFee: formatMinor(plan.rules.minFee, CURRENCY_DECIMALS[plan.rules.currency]), priceBandPercent: plan.rules.priceBandPercent.toString() };
    if (routed.kind !== 'sell') return { ...preview, ...extra };
    const { proceeds, iva } = await this.proceedsOf(plan);
    return { ...preview, ...extra, sell: { held: routed.held.toFixed(), proceeds: formatMinor(proceeds, CURRENCY_DECIMALS[plan.rules.currency]), iva: formatMinor(iva, CURRENCY_DECIMALS[plan.rules.currency]) } };
  }

  /** Estimated proceeds of selling at the plan's price: notional (wallet currency, to the minor unit) - commission - IVA on it. */
  private async proceedsOf(plan: OrderPlan): Promise<{ proceeds: bigint; iva: bigint }> {
    const decimals = CURRENCY_DECIMALS[plan.rules.currency];
    const gross = BigInt(plan.notionalWallet.times(new Decimal(10).pow(decimals)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
    const iva = ivaOf(plan.fee, (await this.core.tax.rate()).rate);
    return { proceeds: gross - plan.fee - iva, iva };
  }

  // ---- orders ----------------------------------------------------------------------------------

  async create(userId: number, call: keyof typeof CREATE_CALL_MARKETS, request: OrderRequest, key: string, hash: string): Promise<{ order: OrderRow; replayed: boolean; sale?: TradeSale }> {
    const routed = await this.core.guard(() => this.route(userId, request, call));
    if (routed.kind === 'sell') return this.core.guard(() => this.sell(userId, routed.request, key, hash));
    const { market } = this.core.instrumentFor(request.code, call);
    if (!STOCK_MARKETS.includes(market) && !(await this.riskAcknowledged(userId))) throw this.core.appError(new RuleError('RISK_NOTICE_REQUIRED', {}, 'riskNotice'));
    return this.opening.create(userId, call, routed.request, key, hash);
  }


  /**
   * Sells `quantity` shares held: the holding long positions of the instrument, oldest
   * first, closed whole and the last one in part, in ONE transaction (once per idempotency
   * key). Answers the last closing order and the whole sale (sale.ts: quantity and money
   * summed over the lots closed), which a replay answers as first computed.
   */
  private async sell(userId: number, request: OrderRequest, key: string, hash: string): Promise<{ order: OrderRow; replayed: boolean; sale?: TradeSale }> {
    const { core } = this;
    if (request.orderType !== 0) throw new RuleError('SELL_MARKET_ONLY', {}, 'orderType');
    const { instrument, market } = core.instrumentFor(request.code);
    const rules = await core.rates.get(market);
    // A US holding sells in fractions too (issue 21, order-terms.ts).
    const quantity = checkQuantity(request.quantity ?? '', await core.orderRules.spec(market, instrument, rules));
    const by = `user:${userId}`;
    type Done = { orderId: number; closed: Array<{ orderId: number; closedId: number; remainingId?: number }>; sale?: TradeSale };
    // The rows each step committed, to answer and notify from without reading them again.
    const fresh: Array<{ order: OrderRow; closed: PositionRow; remaining: PositionRow | undefined }> = [];
    const body = async (trx: Tx): Promise<Done> => {
      fresh.length = 0;
      const positions = await lockHoldings(trx, userId, instrument.code, quantity);
      const held = positions.reduce((sum, p) => sum.plus(dec(p.quantity)), new Decimal(0));
      if (quantity.gt(held)) throw new RuleError('SELL_EXCEEDS_HOLDING', { held: held.toFixed(), quantity: quantity.toFixed(), code: instrument.code }, 'quantity');
      const quote = extendedQuote(liveQuote(core.market, instrument.code), market, request);
      if (!quote.open) throw core.marketClosed(instrument, quote);
      bandOf(request, true, quote.bid, rules, instrument.decimals);
      let left = quantity;
      const closed: Done['closed'] = [];
      const lots: SaleLot[] = [];
      for (const position of positions) {
        if (left.lte(0)) break;
        const size = dec(position.quantity);
        const take = Decimal.min(left, size);
        const done = await this.closing.closeInTrx(trx, position, { quantity: take.eq(size) ? undefined : take.toFixed(), reason: 'user', by, quote });
        fresh.push({ order: done.order, closed: done.closed, remaining: done.remaining });
        closed.push({ orderId: done.order.id, closedId: done.closed.id, ...(done.remaining ? { remainingId: done.remaining.id } : {}) });
        lots.push({ orderId: done.order.id, quantity: take.toFixed(), toWallet: done.toWallet, fee: done.order.fee, iva: done.iva });
        left = left.minus(take);
      }
      const sale = saleOf(lots, CURRENCY_DECIMALS[positions[0]!.currency as Currency]);
      return { orderId: closed[closed.length - 1]!.orderId, closed, sale };
    };
    const out = await idempotent(core.ledger, core.ctx.db, `sell:${userId}`, key, hash, body, () => core.ctx.clock.now());
    if (!out.replayed) {
      for (const step of fresh) core.after.afterClose(step.closed, step.order, step.remaining);
      return { order: fresh[fresh.length - 1]!.order, replayed: false, ...(out.result.sale ? { sale: out.result.sale } : {}) };
    }
    const order = await core.ctx.db.selectFrom('trading_orders').selectAll().where('id', '=', out.result.orderId).executeTakeFirstOrThrow();
    return { order, replayed: out.replayed, ...(out.result.sale ? { sale: out.result.sale } : {}) };
  }
}
