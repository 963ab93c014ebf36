import { CREATE_CALL_MARKETS, CURRENCY_DECIMALS, PositionStatus, TRADE_WALLETS, type Locale, type OrderPreview, type Portfolio, type TradeMarket, type TradeOrder, type TradePosition } from '@app/contracts';
import type Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import type { Tx } from '../../ledger/index.ts';
import { Adjusting } from './adjust.ts';
import type { TradingPushEvent } from './after-commit.ts';
import { TradingCore, type OrderPlan, type OrderRequest } from './base.ts';
import { Closing, type CloseOptions } from './close.ts';
import { needsRiskWatch } from './liquidation.ts';
import { notionalOf } from './lots.ts';
import { Opening } from './open.ts';
import type { PayPasswords } from '../accounts/pay-passwords.ts';
import { floatingPnl, markPrice } from './pnl.ts';
import { portfolioOf } from './portfolio.ts';
import { ProductHoldings } from './product-holdings.ts';
import { conversionRate, liveQuote, type LiveQuote } from './quotes.ts';
import { dec, type MarketRules } from './rates.ts';
import type { OrderRow, PositionRow } from './repo.ts';
import { Ticket } from './ticket.ts';
import { orderView, positionView, type LivePosition } from './views.ts';

export { HOUSE, HOUSE_SHARDS, TRADE_MARKET_OF, type OrderPlan, type OrderRequest } from './base.ts';
export { perLocale } from './after-commit.ts';

/**
 * Orders and positions (issue 6): the one service the routes, the engine and the seed
 * use. Money moves only through the ledger. The work is done by its parts:
 *   base.ts          what they share (rules, house accounts, rule errors, trigger prices)
 *   open.ts          planning, filling at once, resting orders and the job's fills
 *   preview.ts       what the order page shows before the user commits
 *   close.ts         closing (pure settlement math, booking, flow entries)
 *   adjust.ts        cancelling, adding margin, setting stops
 *   after-commit.ts  pushes and notices once the money is committed
 */
export class TradingService extends TradingCore {
  private readonly opening: Opening;
  private readonly closing: Closing;
  private readonly adjusting: Adjusting;
  private readonly payPasswords: PayPasswords;
  /** The stock ticket's account rules, the risk notice and the price band (ticket.ts). */
  readonly ticket: Ticket;
  private readonly kycVerified = new Map<number, number>();

  constructor(ctx: AppContext) {
    super(ctx);
    this.adjusting = new Adjusting(this);
    this.opening = new Opening(this, this.adjusting);
    this.closing = new Closing(this);
    this.ticket = new Ticket(this, this.opening, this.closing);
    this.payPasswords = need(ctx, 'accounts').payPasswords;
  }

  // ---- checks before any action ------------------------------------------------------------

  /** KYC verified and the transaction password (remembered per session for a few minutes). */
  async authorize(userId: number, sessionId: string | undefined, payPassword: string): Promise<void> {
    // A verified identity stays verified: remembered for a minute per process.
    const now = this.ctx.clock.now();
    if ((this.kycVerified.get(userId) ?? 0) <= now) {
      await need(this.ctx, 'accounts').requireKycVerified(userId);
      if (this.kycVerified.size >= 50_000) this.kycVerified.clear();
      this.kycVerified.set(userId, now + 60_000);
    }
    await this.payPasswords.check(userId, sessionId, payPassword);
  }

  // ---- opening (open.ts, preview.ts) -------------------------------------------------------

  plan(request: OrderRequest, call?: keyof typeof CREATE_CALL_MARKETS, trx?: Tx): Promise<OrderPlan> {
    return this.opening.plan(request, call, trx);
  }

  /** The preview as the user's account allows the order (a cash sell shows its proceeds; ticket.ts). */
  preview(userId: number, request: OrderRequest): Promise<OrderPreview> {
    return this.guard(() => this.ticket.preview(userId, request));
  }

  /** An order from the app: the account's rules first (cash sell, margin, risk notice; ticket.ts), then opening. */
  create(...args: Parameters<Ticket['create']>): ReturnType<Ticket['create']> {
    return this.ticket.create(...args);
  }

  /** What product areas hold for users outside wallets and positions (bonds, funds, block trades, mining robots), in the portfolio's totals. */
  readonly holdings = new ProductHoldings();

  /** The user's portfolio in MXN (portfolio.ts). */
  portfolio(userId: number, locale: Locale): Promise<Portfolio> {
    return portfolioOf(this, userId, locale, this.holdings);
  }

  openInTrx(...args: Parameters<Opening['openInTrx']>): ReturnType<Opening['openInTrx']> {
    return this.opening.openInTrx(...args);
  }

  /** Shares transferred in from another product (an IPO allotment), paid there (open.ts). */
  creditShares(...args: Parameters<Opening['creditShares']>): ReturnType<Opening['creditShares']> {
    return this.opening.creditShares(...args);
  }

  /**
   * When each of these positions (or a part split off it) was first sold: the earliest close
   * of the position or of a child closed off it (a partial sale keeps the parent's id).
   */
  async firstSales(positionIds: number[], db: Tx | AppContext['db'] = this.ctx.db): Promise<Map<number, Date>> {
    const out = new Map<number, Date>();
    if (positionIds.length === 0) return out;
    const rows = await db
      .selectFrom('trading_positions')
      .select(['id', 'parent_id', 'closed_at'])
      .where((eb) => eb.or([eb('id', 'in', positionIds), eb('parent_id', 'in', positionIds)]))
      .where('closed_at', 'is not', null)
      .execute();
    for (const row of rows) {
      const root = positionIds.includes(row.id) ? row.id : row.parent_id!;
      const was = out.get(root);
      if (!was || row.closed_at! < was) out.set(root, row.closed_at!);
    }
    return out;
  }

  insufficientMargin(userId: number, plan: OrderPlan): ReturnType<Opening['insufficientMargin']> {
    return this.opening.insufficientMargin(userId, plan);
  }

  fillEntrusted(orderId: number, quote: LiveQuote): ReturnType<Opening['fillEntrusted']> {
    return this.opening.fillEntrusted(orderId, quote);
  }

  // ---- closing (close.ts) ------------------------------------------------------------------

  closeInTrx(...args: Parameters<Closing['closeInTrx']>): ReturnType<Closing['closeInTrx']> {
    return this.closing.closeInTrx(...args);
  }

  closePosition(positionId: number, options: CloseOptions): ReturnType<Closing['closePosition']> {
    return this.closing.closePosition(positionId, options);
  }

  // ---- cancelling, margin and stops (adjust.ts) --------------------------------------------

  cancel(userId: number, orderId: number): Promise<OrderRow> {
    return this.adjusting.cancel(userId, orderId);
  }

  /** Expires a resting order whose good-till-cancelled time ran out (the matching job). */
  expireResting(orderId: number): Promise<boolean> {
    return this.adjusting.expire(orderId);
  }

  addMargin(...args: Parameters<Adjusting['addMargin']>): Promise<PositionRow> {
    return this.adjusting.addMargin(...args);
  }

  setStops(...args: Parameters<Adjusting['setStops']>): ReturnType<Adjusting['setStops']> {
    return this.adjusting.setStops(...args);
  }

  // ---- live values -------------------------------------------------------------------------

  /** Floating P/L and the rest of a holding position's live values, at the current quote. */
  live(position: PositionRow, rules: MarketRules, quotes = new Map<string, LiveQuote>()): LivePosition {
    let quote = quotes.get(position.code);
    if (!quote) {
      quote = liveQuote(this.market, position.code);
      quotes.set(position.code, quote);
    }
    const quantity = dec(position.quantity);
    const multiplier = dec(position.multiplier);
    const mark = markPrice(position.direction, quote);
    const rate = conversionRate(this.market, position.price_currency, rules.currency);
    const pnl = floatingPnl({ direction: position.direction, openPrice: dec(position.open_price), mark, quantity, multiplier, rate, walletDecimals: CURRENCY_DECIMALS[rules.currency] });
    const watch = position.margin_mode === 'half' && needsRiskWatch(position.direction, position.leverage);
    const trigger = (level: Decimal) => (watch ? this.triggerPrice(position.direction, dec(position.open_price), position.margin, quantity, multiplier, rate, level, rules.currency, quote.decimals) : undefined);
    return {
      quote,
      mark,
      pnl,
      marketValue: notionalOf(mark, quantity, multiplier),
      marginCallPrice: trigger(rules.marginCallLevel),
      liquidationPrice: trigger(rules.liquidationLevel),
    };
  }

  async positionViews(rows: PositionRow[], locale: Locale): Promise<TradePosition[]> {
    const rules = await this.rates.all();
    const quotes = new Map<string, LiveQuote>();
    return rows.map((row) => {
      const instrument = this.market.instrument(row.code);
      const r = rules.get(row.market as TradeMarket)!;
      const live = row.status === PositionStatus.Holding ? this.live(row, r, quotes) : undefined;
      return positionView(row, instrument, locale, live);
    });
  }

  orderViews(rows: OrderRow[], locale: Locale): TradeOrder[] {
    return rows.map((row) => orderView(row, this.market.instrument(row.code), locale));
  }

  // ---- after commit (after-commit.ts) ------------------------------------------------------

  /** Waits for the pushes and notices in flight (tests, shutdown). */
  idle(): Promise<void> {
    return this.after.idle();
  }

  publish(userId: number, event: TradingPushEvent, data: Record<string, unknown>): void {
    this.after.publish(userId, event, data);
  }

  notify(...args: Parameters<TradingCore['after']['notify']>): void {
    this.after.notify(...args);
  }
}

export { TRADE_WALLETS };
