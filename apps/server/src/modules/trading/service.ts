import {
  CREATE_CALL_MARKETS,
  CURRENCY_DECIMALS,
  PositionStatus,
  TRADE_WALLETS,
  TradeOrderStatus,
  type CloseReason,
  type Currency,
  type Locale,
  type LocalizedText,
  type MarginMode,
  type OrderPreview,
  type TradeMarket,
  type TradeOrder,
  type TradePosition,
} from '@app/contracts';
import Decimal from 'decimal.js';
import { sql, type InsertObject } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, errors } from '../../http/errors.ts';
import { interpolate } from '../../i18n/text.ts';
import { BOOKING, fingerprint, formatMinor, idempotent, type AccountRef, type LedgerService, type Leg, type Tx } from '../../ledger/index.ts';
import type { Instrument } from '../../market/instruments.ts';
import { onGrid } from '../../market/ticks.ts';
import { formatLocal } from '../../market/time.ts';
import type { MarketService } from '../market/index.ts';
import { feeRate, sideOf, tradeFee } from './fees.ts';
import { checkStops, needsRiskWatch } from './liquidation.ts';
import { checkCloseQuantity, checkQuantity, notionalOf, parseDecimal, quantitySpec, type QuantitySpec } from './lots.ts';
import { checkLeverage, isolatedTriggerPrice, marginShare, requiredMargin } from './margin.ts';
import { closeReasonWords, errorTexts, noticeTexts, reasonTexts, sideWords, words } from './messages.ts';
import { PayPasswordCache } from './pay-password.ts';
import { fillPrice, floatingPnl, flowsFromNet, markPrice, settleClose } from './pnl.ts';
import { checkPriceGuard, checkTick, limitCrosses, priceGuardRange } from './price-guard.ts';
import { conversionRate, liveQuote, type LiveQuote } from './quotes.ts';
import { dec, RateTable, type MarketRules } from './rates.ts';
import { eventRows, flowRows, repo, type FlowEntry, type IdOf, type OrderEvent, type OrderRow, type PositionRow } from './repo.ts';
import { RuleError } from './rule-error.ts';
import { orderView, positionView, type LivePosition } from './views.ts';

/**
 * House accounts trading books against (ledger/accounts.ts), each split by user into
 * HOUSE_SHARDS accounts "<NAME>_00".."<NAME>_31" (hot-row relief):
 *   TRADING_MARGIN  margins of open positions (its balance = the open positions' margins)
 *   TRADING_FEES    handling fees earned
 *   TRADING_MARKET  the house as the counterparty of the simulated market (users' P/L, the other way round)
 */
export const HOUSE = { margin: 'TRADING_MARGIN', fees: 'TRADING_FEES', market: 'TRADING_MARKET' } as const;
export const HOUSE_SHARDS = 32;

export const TRADE_MARKET_OF: Partial<Record<string, TradeMarket>> = { US: 'US', MX: 'MX', HK: 'HK', FUTURES: 'FUTURES', FOREX: 'FOREX' };

/** What an order page sends (create calls and preview), after validation. */
export interface OrderRequest {
  code: string;
  direction: number;
  orderType: number;
  quantity: string | number;
  price?: string | number | undefined;
  leverage?: number | undefined;
  marginMode: MarginMode;
  stopLoss?: string | number | undefined;
  takeProfit?: string | number | undefined;
}

/** An order worked out against the live market: everything needed to show or book it. */
/** The next id of a table's identity column, taken from its sequence (migration 0009). */
const nextId = (table: 'trading_orders' | 'trading_positions' | 'ledger_transactions') => sql`nextval(pg_get_serial_sequence(${sql.lit(table)}, 'id'))`;

/** The order fields a fill copies onto its position. */
type FillSubject = Pick<
  OrderRow,
  'user_id' | 'code' | 'market' | 'source' | 'wallet' | 'currency' | 'price_currency' | 'direction' | 'leverage' | 'margin_mode' | 'quantity' | 'multiplier' | 'stop_loss' | 'take_profit'
>;

export interface OrderPlan {
  instrument: Instrument;
  market: TradeMarket;
  rules: MarketRules;
  spec: QuantitySpec;
  request: OrderRequest;
  quantity: Decimal;
  leverage: number;
  quote: LiveQuote;
  limit: Decimal | undefined;
  /** Fill price now (market, or a limit the market crosses) or the limit price (resting). */
  price: Decimal;
  fillsNow: boolean;
  notional: Decimal;
  rate: Decimal;
  notionalWallet: Decimal;
  margin: bigint;
  fee: bigint;
  feeRate: Decimal;
  stopLoss: Decimal | undefined;
  takeProfit: Decimal | undefined;
}

const ACCOUNT_BUSY = 3;

/** Orders and positions (issue 6). Money moves only through the ledger. */
export class TradingService {
  readonly rates: RateTable;
  private readonly payPasswords: PayPasswordCache;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly kycVerified = new Map<number, number>();

  constructor(private readonly ctx: AppContext) {
    this.rates = new RateTable(ctx.db, () => ctx.clock.now());
    this.payPasswords = new PayPasswordCache((userId, pin) => need(ctx, 'accounts').verifyPayPassword(userId, pin), () => ctx.clock.now());
  }

  get market(): MarketService {
    return need(this.ctx, 'market');
  }

  get ledger(): LedgerService {
    return need(this.ctx, 'ledger');
  }

  private now(): Date {
    return new Date(this.ctx.clock.now());
  }

  // ---- errors ------------------------------------------------------------------------------

  /** A rule's refusal in the three languages, its words translated too. */
  appError(error: RuleError): AppError {
    const text = (errorTexts as Record<string, LocalizedText>)[error.code] ?? errorTexts.INVALID_QUANTITY;
    const localized = {} as Record<Locale, string>;
    for (const locale of ['es', 'en', 'zh'] as const) {
      const params: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(error.params)) {
        const word = typeof value === 'string' ? (words as Record<string, LocalizedText>)[value] : undefined;
        params[key] = word ? word[locale] : value;
      }
      localized[locale] = interpolate(text[locale], params);
    }
    const status = error.code === 'INVALID_QUANTITY' || error.code === 'INVALID_PRICE' || error.code === 'INVALID_AMOUNT' ? 400 : error.code.endsWith('NOT_FOUND') ? 404 : 422;
    return new AppError(error.code, localized, {}, { status, ...(error.field ? { field: error.field } : {}) });
  }

  /** Runs `fn`, turning rule refusals into localized AppErrors. */
  async guard<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof RuleError) throw this.appError(error);
      throw error;
    }
  }

  private marketClosed(instrument: Instrument, quote: LiveQuote): RuleError {
    const session = this.market.session(instrument.code);
    const opensAt = session.nextOpen !== undefined ? formatLocal(session.timezone, session.nextOpen) : '-';
    return new RuleError('MARKET_CLOSED', { code: instrument.code, opensAt, timezone: session.timezone, nextOpen: session.nextOpen ?? 0, status: quote.status });
  }

  // ---- planning ----------------------------------------------------------------------------

  /** The tradable instrument of a code, checked against the create call that names its market. */
  instrumentFor(code: string, call?: keyof typeof CREATE_CALL_MARKETS): { instrument: Instrument; market: TradeMarket } {
    const instrument = this.market.requireInstrument(code);
    const market = TRADE_MARKET_OF[instrument.market];
    if (!market) throw new RuleError('NOT_TRADABLE', { code }, 'code');
    if (call && !(CREATE_CALL_MARKETS[call] as readonly string[]).includes(market)) {
      const right = Object.entries(CREATE_CALL_MARKETS).find(([, markets]) => (markets as readonly string[]).includes(market))![0];
      throw new RuleError('WRONG_MARKET', { code, call: right }, 'code');
    }
    return { instrument, market };
  }

  async plan(request: OrderRequest, call?: keyof typeof CREATE_CALL_MARKETS, trx?: Tx): Promise<OrderPlan> {
    const { instrument, market } = this.instrumentFor(request.code, call);
    const rules = await this.rates.get(market, trx);
    const spec = quantitySpec(market, instrument, rules);
    const quantity = checkQuantity(request.quantity, spec);
    const leverage = checkLeverage(request.leverage, rules.leverages, rules.defaultLeverage);
    const quote = liveQuote(this.market, instrument.code);
    let limit: Decimal | undefined;
    let fillsNow = true;
    let price = fillPrice(request.direction, quote);
    if (request.orderType === 1) {
      if (request.price === undefined) throw new RuleError('PRICE_REQUIRED', {}, 'price');
      limit = parseDecimal(request.price, 'price', 'INVALID_PRICE');
      checkTick(limit, instrument.decimals, (p) => onGrid(instrument, p));
      checkPriceGuard(limit, quote, rules.priceGuardPercent, instrument.decimals);
      // A limit the market already crosses fills now, at the (better) market price.
      fillsNow = quote.open && limitCrosses(request.direction, limit, quote);
      if (!fillsNow) price = limit;
    }
    const notional = notionalOf(price, quantity, spec.multiplier);
    const rate = conversionRate(this.market, instrument.currency, rules.currency);
    const notionalWallet = notional.times(rate);
    const decimals = CURRENCY_DECIMALS[rules.currency];
    const margin = requiredMargin(notionalWallet, leverage, decimals);
    const rateOfSide = feeRate(rules, sideOf(request.direction, 'open'));
    const fee = tradeFee(notionalWallet, rateOfSide, rules.minFee, decimals);
    const stopLoss = request.stopLoss !== undefined ? parseDecimal(request.stopLoss, 'stopLoss', 'INVALID_PRICE') : undefined;
    const takeProfit = request.takeProfit !== undefined ? parseDecimal(request.takeProfit, 'takeProfit', 'INVALID_PRICE') : undefined;
    checkStops(request.direction, price, { stopLoss, takeProfit }, instrument.decimals);
    return { instrument, market, rules, spec, request, quantity, leverage, quote, limit, price, fillsNow, notional, rate, notionalWallet, margin, fee, feeRate: rateOfSide, stopLoss, takeProfit };
  }

  walletRef(userId: number, rules: Pick<MarketRules, 'walletType' | 'currency'>): AccountRef {
    return { userId, wallet: rules.walletType, currency: rules.currency };
  }

  async preview(userId: number, request: OrderRequest): Promise<OrderPreview> {
    return this.guard(async () => {
      const plan = await this.plan(request);
      const { instrument, rules, quote } = plan;
      const decimals = CURRENCY_DECIMALS[rules.currency];
      const total = plan.margin + plan.fee;
      const balance = await this.ledger.balance(this.walletRef(userId, rules));
      const guard = priceGuardRange(quote, rules.priceGuardPercent, instrument.decimals);
      const session = quote.open ? undefined : this.market.session(instrument.code);
      let totalMxn: string | undefined;
      if (rules.currency !== 'MXN') {
        const mid = new Decimal(this.market.fxRate(rules.currency, 'MXN').mid);
        totalMxn = new Decimal(total.toString()).times(mid).dividedBy(100).toFixed(2, Decimal.ROUND_HALF_UP);
      }
      const liquidation = this.triggerPrice(plan.request.direction, plan.price, plan.margin, plan.quantity, plan.spec.multiplier, plan.rate, rules.liquidationLevel, rules.currency, instrument.decimals);
      return {
        code: instrument.code,
        name: instrument.name.en,
        market: plan.market,
        source: instrument.source,
        walletType: rules.walletType,
        currency: rules.currency,
        priceCurrency: instrument.currency,
        direction: request.direction,
        orderType: request.orderType,
        marginMode: request.marginMode,
        leverage: plan.leverage,
        price: plan.price.toFixed(instrument.decimals),
        quantity: plan.quantity.toFixed(),
        multiplier: plan.spec.multiplier.toFixed(),
        notional: plan.notional.toFixed(instrument.decimals),
        margin: formatMinor(plan.margin, decimals),
        fee: formatMinor(plan.fee, decimals),
        feeRate: plan.feeRate.toString(),
        total: formatMinor(total, decimals),
        ...(instrument.currency !== rules.currency
          ? { conversion: { from: instrument.currency, to: rules.currency, rate: plan.rate.toSignificantDigits(10).toString(), notional: plan.notionalWallet.toFixed(decimals, Decimal.ROUND_HALF_UP) } }
          : {}),
        ...(totalMxn !== undefined ? { totalMxn } : {}),
        available: formatMinor(balance.available, decimals),
        enough: balance.available >= total,
        marketStatus: quote.status,
        marketOpen: quote.open,
        ...(session?.nextOpen !== undefined ? { nextOpen: session.nextOpen } : {}),
        fillsNow: plan.fillsNow && quote.open,
        priceGuard: { min: guard.min.toFixed(instrument.decimals), max: guard.max.toFixed(instrument.decimals), percent: rules.priceGuardPercent.toString() },
        minCount: plan.spec.min.toFixed(),
        step: plan.spec.step.toFixed(),
        ...(request.marginMode === 'half' && liquidation && needsRiskWatch(request.direction, plan.leverage) ? { liquidationPrice: liquidation.toFixed(instrument.decimals) } : {}),
        quote: quote.snapshot,
      };
    });
  }

  private triggerPrice(direction: number, openPrice: Decimal, margin: bigint, quantity: Decimal, multiplier: Decimal, rate: Decimal, level: Decimal, currency: Currency, priceDecimals: number): Decimal | undefined {
    return isolatedTriggerPrice({ direction, openPrice, margin, quantity, multiplier, rate, level, walletDecimals: CURRENCY_DECIMALS[currency], priceDecimals });
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

  // ---- opening -----------------------------------------------------------------------------

  /**
   * Places an opening order inside `trx`: a market order (or a crossing limit) fills at
   * once (margin and fee leave the wallet, a position opens); another limit order rests
   * with margin and fee held. With an idempotency key, the same key answers the order it
   * first made (replayed) and another request with it is 409.
   */
  async openInTrx(
    trx: Tx,
    userId: number,
    plan: OrderPlan,
    by: string,
    options: { seed?: boolean; idempotency?: { key: string; hash: string } } = {},
  ): Promise<{ order: OrderRow; replayed: boolean }> {
    const { instrument, quote } = plan;
    if (plan.fillsNow) {
      // Only the demo seed fills at the last quote of a closed market (the demo must have positions at any hour).
      if (!quote.open && !options.seed) throw this.marketClosed(instrument, quote);
      return { order: await this.fillAtOnce(userId, plan, by, { trx, idempotency: options.idempotency }), replayed: false };
    }
    const at = this.now();
    const order = await trx
      .insertInto('trading_orders')
      .values({
        ...this.orderBase(userId, plan, at),
        status: TradeOrderStatus.Entrusted,
        fill_price: null,
        fill_quote: null,
        filled_at: null,
        idempotency_key: options.idempotency?.key ?? null,
        request_hash: options.idempotency?.hash ?? null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!order) return { order: (await this.firstOrder(userId, options.idempotency!, trx))!, replayed: true };
    const hold = await this.ledger.hold({ account: this.walletRef(userId, plan.rules), amount: plan.margin + plan.fee, kind: 'order', ref: `order:${order.id}`, by }, trx);
    await trx
      .with('e', (db) =>
        db.insertInto('trading_order_events').values(
          eventRows([
            { orderId: order.id, event: 'created', to: TradeOrderStatus.InProgress, by, quote: quote.snapshot, at },
            { orderId: order.id, event: 'entrusted', from: TradeOrderStatus.InProgress, to: TradeOrderStatus.Entrusted, by, detail: { held: (plan.margin + plan.fee).toString(), holdId: hold.id }, at },
          ]),
        ),
      )
      .updateTable('trading_orders')
      .set({ hold_id: hold.id })
      .where('id', '=', order.id)
      .execute();
    return { order: { ...order, hold_id: hold.id }, replayed: false };
  }

  /** The first order placed with an idempotency key, if any; 409 when this request differs from it. */
  private async firstOrder(userId: number, idempotency: { key: string; hash: string }, db: Tx | Db = this.ctx.db): Promise<OrderRow | undefined> {
    const first = await db.selectFrom('trading_orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotency.key).executeTakeFirst();
    if (first && first.request_hash !== idempotency.hash) throw errors.idempotencyMismatch();
    return first;
  }

  /**
   * The house account of a kind for a user: split into HOUSE_SHARDS accounts by user, so
   * that orders of different users do not all wait for one hot ledger row.
   */
  house(kind: keyof typeof HOUSE, userId: number, currency: Currency): AccountRef {
    return { house: `${HOUSE[kind]}_${String(userId % HOUSE_SHARDS).padStart(2, '0')}`, currency };
  }

  /**
   * Where the job starts looking at an isolated position: the mark price of its margin
   * call level. A position priced in another currency than its wallet's (forex crosses)
   * moves with the conversion rate too, so its watch price sits 1 % nearer the open price.
   */
  callPrice(position: Pick<PositionRow, 'direction' | 'leverage' | 'margin_mode' | 'open_price' | 'margin' | 'quantity' | 'multiplier' | 'price_currency' | 'currency'>, rules: MarketRules): Decimal | undefined {
    if (position.margin_mode !== 'half' || !needsRiskWatch(position.direction, position.leverage)) return undefined;
    const rate = conversionRate(this.market, position.price_currency, rules.currency);
    const open = dec(position.open_price);
    const trigger = this.triggerPrice(position.direction, open, position.margin, dec(position.quantity), dec(position.multiplier), rate, rules.marginCallLevel, rules.currency, 10);
    if (!trigger) return undefined;
    if (position.price_currency === position.currency) return trigger;
    return trigger.plus(open.minus(trigger).times('0.01'));
  }

  /** Makes sure the ledger knows the accounts' ids before a transaction (one lookup per process and account). */
  private async warm(userId: number, rules: MarketRules): Promise<void> {
    await this.ledger.accounts([
      this.walletRef(userId, rules),
      this.house('margin', userId, rules.currency),
      this.house('fees', userId, rules.currency),
      this.house('market', userId, rules.currency),
    ]);
  }

  /**
   * What a fill writes besides money: the position row, the order's history (`created`
   * when the order is new, then `filled`) and the position's flow (its margin and its
   * opening fee). Ids may be expressions that read the statement's `fill_ids`.
   */
  private fillRecords(
    order: FillSubject,
    ids: { order: IdOf<number>; position: IdOf<number>; tx: IdOf<bigint> },
    fill: { price: Decimal; margin: bigint; fee: bigint; rules: MarketRules; by: string; at: Date; quote: LiveQuote; from?: number | undefined },
  ): { position: InsertObject<DB, 'trading_positions'>; events: OrderEvent[]; flows: FlowEntry[] } {
    const { price, margin, fee, rules, by, at, quote, from } = fill;
    const events: OrderEvent[] = [];
    if (from === undefined) events.push({ orderId: ids.order, event: 'created', to: TradeOrderStatus.InProgress, by, quote: quote.snapshot, at });
    events.push({
      orderId: ids.order,
      event: 'filled',
      from: from ?? TradeOrderStatus.InProgress,
      to: TradeOrderStatus.Filled,
      by,
      quote: quote.snapshot,
      detail: { price: price.toFixed(), margin: margin.toString(), fee: fee.toString() },
      txId: ids.tx,
      at,
    });
    const flow = { positionId: ids.position, userId: order.user_id, currency: order.currency, orderId: ids.order, txId: ids.tx, at };
    const flows: FlowEntry[] = [{ ...flow, kind: 'open', amount: -margin, quantity: dec(order.quantity).toFixed(), price: price.toFixed() }];
    if (fee > 0n) flows.push({ ...flow, kind: 'open_fee', amount: -fee });
    const position: InsertObject<DB, 'trading_positions'> = {
      ...tradeColumns(order),
      id: ids.position,
      order_id: ids.order,
      parent_id: null,
      status: PositionStatus.Holding,
      quantity: dec(order.quantity).toFixed(),
      open_price: price.toFixed(),
      margin,
      open_fee: fee,
      close_fee: 0n,
      buy_rate: rules.buyRate.toFixed(),
      sell_rate: rules.sellRate.toFixed(),
      call_price: this.callPrice({ ...order, open_price: price.toFixed(), margin }, rules)?.toFixed() ?? null,
      opened_at: at,
    };
    return { position, events, flows };
  }

  /**
   * The position a resting order makes when it fills (the job): one statement takes the
   * position's id from its sequence, inserts the position, the order's history and the
   * position's flow, and points the order at its position and ledger transaction.
   */
  private async openPosition(trx: Tx, order: OrderRow, price: Decimal, margin: bigint, fee: bigint, rules: MarketRules, txId: bigint, by: string, at: Date, quote: LiveQuote, from: number): Promise<OrderRow> {
    const positionId = sql<number>`(select position_id from fill_ids)`;
    const records = this.fillRecords(order, { order: order.id, position: positionId, tx: txId }, { price, margin, fee, rules, by, at, quote, from });
    return trx
      .with((cte) => cte('fill_ids').materialized(), () => sql<{ position_id: number }>`(select ${nextId('trading_positions')}::integer as position_id)`)
      .with('p', (db) => db.insertInto('trading_positions').values(records.position))
      .with('e', (db) => db.insertInto('trading_order_events').values(eventRows(records.events)))
      .with('f', (db) => db.insertInto('trading_position_flows').values(flowRows(records.flows)))
      .updateTable('trading_orders')
      .set({ tx_id: txId, position_id: positionId })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * An order that fills at once, booked in ONE statement: the ids of the order, its
   * position and its ledger transaction come from their sequences first (`fill_ids`), so
   * that every row can name the others; then the order (filled), the ledger transaction
   * and its postings (LedgerService.booking: accounts locked in id order, funds checked
   * by the accounts' constraint, sums checked at commit), the position, the order's
   * history and the position's flow. Without `trx` the statement is its own transaction,
   * so an order is one round trip to the database; a repeated idempotency key aborts it on
   * the order's unique index (the caller answers the first order).
   */
  private async fillAtOnce(userId: number, plan: OrderPlan, by: string, options: { trx?: Tx | undefined; idempotency?: { key: string; hash: string } | undefined } = {}): Promise<OrderRow> {
    const { trx, idempotency } = options;
    const db = trx ?? this.ctx.db;
    const { instrument, rules, request, quote } = plan;
    const at = this.now();
    const id = <T>(column: 'order_id' | 'position_id' | 'tx_id') => sql<T>`(select ${sql.ref(column)} from fill_ids)`;
    const ids = { order: id<number>('order_id'), position: id<number>('position_id'), tx: id<bigint>('tx_id') };
    const order: InsertObject<DB, 'trading_orders'> & FillSubject = {
      id: ids.order,
      ...this.orderBase(userId, plan, at),
      status: TradeOrderStatus.Filled,
      fill_price: plan.price.toFixed(),
      fill_quote: JSON.stringify(quote.snapshot),
      filled_at: at,
      idempotency_key: idempotency?.key ?? null,
      request_hash: idempotency?.hash ?? null,
      tx_id: ids.tx,
      position_id: ids.position,
    };
    const wallet = this.walletRef(userId, rules);
    const legs: Leg[] = [{ from: wallet, to: this.house('margin', userId, rules.currency), amount: plan.margin }];
    if (plan.fee > 0n) legs.push({ from: wallet, to: this.house('fees', userId, rules.currency), amount: plan.fee });
    const accounts = await this.ledger.accounts(legs.flatMap((leg) => [leg.from, leg.to]), trx);
    const memo = { code: instrument.code, direction: request.direction, quantity: plan.quantity.toFixed(), price: plan.price.toFixed() };
    const booking = this.ledger.booking({ kind: 'trade', by, memo, legs }, accounts, { createdAt: at, txId: ids.tx, ref: sql`'order:' || ${ids.order}` });
    const records = this.fillRecords(order, ids, { price: plan.price, margin: plan.margin, fee: plan.fee, rules, by, at, quote });
    return db
      .with(
        (cte) => cte('fill_ids').materialized(),
        () =>
          sql<{ order_id: number; position_id: number; tx_id: bigint }>`(select
            ${nextId('trading_orders')}::integer as order_id, ${nextId('trading_positions')}::integer as position_id, ${nextId('ledger_transactions')} as tx_id)`,
      )
      // Kysely writes a raw CTE body as it is: the parentheses are ours.
      .with((cte) => cte(BOOKING.locked).materialized(), () => sql<{ id: number }>`(${booking.locked})`)
      .with(BOOKING.tx, () => sql<{ id: bigint }>`(${booking.tx})`)
      .with(BOOKING.postings, () => sql<{ id: bigint }>`(${booking.postings})`)
      .with('p', (q) => q.insertInto('trading_positions').values(records.position))
      .with('e', (q) => q.insertInto('trading_order_events').values(eventRows(records.events)))
      .with('f', (q) => q.insertInto('trading_position_flows').values(flowRows(records.flows)))
      .insertInto('trading_orders')
      .values(order)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The columns every new opening order has, whether it fills now or rests. */
  private orderBase(userId: number, plan: OrderPlan, at: Date) {
    const { instrument, rules, request, quote } = plan;
    return {
      user_id: userId,
      code: instrument.code,
      market: plan.market,
      source: instrument.source,
      wallet: rules.walletType,
      currency: rules.currency,
      price_currency: instrument.currency,
      direction: request.direction,
      order_type: request.orderType,
      open_close: 0,
      quantity: plan.quantity.toFixed(),
      multiplier: plan.spec.multiplier.toFixed(),
      limit_price: plan.limit?.toFixed() ?? null,
      notional: plan.notional.toFixed(),
      margin: plan.margin,
      fee: plan.fee,
      fee_rate: plan.feeRate.toFixed(),
      leverage: plan.leverage,
      margin_mode: request.marginMode,
      stop_loss: plan.stopLoss?.toFixed() ?? null,
      take_profit: plan.takeProfit?.toFixed() ?? null,
      quote: JSON.stringify(quote.snapshot),
      created_at: at,
    };
  }

  /**
   * Places an opening order once per idempotency key (on the order row itself): the same
   * key answers the first order again (replayed), another request with it is 409. A
   * refused order (closed market, insufficient margin...) leaves nothing behind and may
   * be retried with the same key.
   */
  async create(userId: number, call: keyof typeof CREATE_CALL_MARKETS, request: OrderRequest, key: string, hash: string): Promise<{ order: OrderRow; replayed: boolean }> {
    const idempotency = { key, hash };
    return this.guard(async () => {
      let plan: OrderPlan;
      try {
        plan = await this.plan(request, call);
        if (plan.fillsNow && !plan.quote.open) throw this.marketClosed(plan.instrument, plan.quote);
      } catch (error) {
        // A repeated request answers its first order even if the market has moved (or closed) since.
        const first = await this.firstOrder(userId, idempotency);
        if (!first) throw error;
        return { order: first, replayed: true };
      }
      await this.warm(userId, plan.rules);
      const by = `user:${userId}`;
      try {
        const result = plan.fillsNow
          ? { order: await this.ledger.atomically(() => this.fillAtOnce(userId, plan, by, { idempotency })), replayed: false }
          : await this.ledger.run((trx) => this.openInTrx(trx, userId, plan, by, { idempotency }));
        if (!result.replayed) this.afterOpen(result.order);
        return result;
      } catch (error) {
        if (isUniqueViolation(error, 'trading_orders_idempotency')) return { order: (await this.firstOrder(userId, idempotency))!, replayed: true };
        if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS') throw await this.insufficientMargin(userId, plan);
        throw error;
      }
    });
  }

  /** Turns the ledger's refusal into the order's own: what it needs and what there is. */
  async insufficientMargin(userId: number, plan: OrderPlan): Promise<AppError> {
    const balance = await this.ledger.balance(this.walletRef(userId, plan.rules));
    const d = CURRENCY_DECIMALS[plan.rules.currency];
    return this.appError(
      new RuleError(
        'INSUFFICIENT_MARGIN',
        {
          required: formatMinor(plan.margin + plan.fee, d),
          margin: formatMinor(plan.margin, d),
          fee: formatMinor(plan.fee, d),
          available: formatMinor(balance.available > 0n ? balance.available : 0n, d),
          currency: plan.rules.currency,
        },
        'quantity',
      ),
    );
  }

  /**
   * Fills a resting limit order at its limit price (the job, when the market crosses it).
   * The hold becomes the margin and the fee; a conversion that now needs more than was
   * held takes the difference from the wallet, and refuses the order if it is not there.
   */
  async fillEntrusted(orderId: number, quote: LiveQuote): Promise<'filled' | 'skipped' | 'refused'> {
    try {
      const filled = await this.ledger.run(async (trx): Promise<OrderRow | undefined> => {
        const order = await repo.lockOrder(trx, orderId, { skipLocked: true });
        if (!order || order.status !== TradeOrderStatus.Entrusted || order.hold_id === null) return undefined;
        const limit = dec(order.limit_price!);
        if (!quote.open || !limitCrosses(order.direction, limit, quote)) return undefined;
        const market = order.market as TradeMarket;
        const rules = await this.rates.get(market, trx);
        const decimals = CURRENCY_DECIMALS[rules.currency];
        const notional = notionalOf(limit, dec(order.quantity), dec(order.multiplier));
        const notionalWallet = notional.times(conversionRate(this.market, order.price_currency, rules.currency));
        const margin = requiredMargin(notionalWallet, order.leverage, decimals);
        const fee = tradeFee(notionalWallet, dec(order.fee_rate), rules.minFee, decimals);
        const hold = (await this.ledger.getHold(order.hold_id, trx))!;
        const wallet = this.walletRef(order.user_id, rules);
        const marginAccount = this.house('margin', order.user_id, rules.currency);
        const extra = margin + fee - hold.remaining;
        const fromHold = extra > 0n ? margin - extra : margin;
        const to: Array<{ account: AccountRef; amount: bigint }> = [{ account: marginAccount, amount: fromHold }];
        if (fee > 0n) to.push({ account: this.house('fees', order.user_id, rules.currency), amount: fee });
        const { transaction } = await this.ledger.captureHold(
          order.hold_id,
          {
            to,
            ...(extra > 0n ? { legs: [{ from: wallet, to: marginAccount, amount: extra }] } : {}),
            final: true,
            kind: 'trade',
            ref: `order:${order.id}`,
            by: 'system',
            memo: { code: order.code, direction: order.direction, quantity: dec(order.quantity).toFixed(), price: limit.toFixed() },
          },
          trx,
        );
        const at = this.now();
        const updated = await trx
          .updateTable('trading_orders')
          .set({ status: TradeOrderStatus.Filled, fill_price: limit.toFixed(), fill_quote: JSON.stringify(quote.snapshot), filled_at: at, margin, fee, notional: notional.toFixed() })
          .where('id', '=', order.id)
          .where('status', '=', TradeOrderStatus.Entrusted)
          .returningAll()
          .executeTakeFirstOrThrow();
        return this.openPosition(trx, updated, limit, margin, fee, rules, transaction.id, 'system', at, quote, TradeOrderStatus.Entrusted);
      });
      if (!filled) return 'skipped';
      this.publish(filled.user_id, 'order.updated', { orderId: filled.id, status: filled.status, event: 'filled', code: filled.code });
      this.publish(filled.user_id, 'wallet.updated', { walletType: filled.wallet, currency: filled.currency });
      this.afterFill(filled);
      return 'filled';
    } catch (error) {
      if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS') {
        await this.cancelInTrxRun(orderId, 'insufficient_margin', 'system', undefined);
        return 'refused';
      }
      throw error;
    }
  }

  // ---- cancelling --------------------------------------------------------------------------

  private async cancelInTrxRun(orderId: number, reason: 'user' | 'insufficient_margin', by: string, userId: number | undefined): Promise<OrderRow> {
    return this.ledger.run(async (trx) => {
      const order = await repo.lockOrder(trx, orderId, userId !== undefined ? { userId } : {});
      if (!order) throw new RuleError('ORDER_NOT_FOUND', {}, 'id');
      if (order.status !== TradeOrderStatus.Entrusted) {
        const status = order.status === TradeOrderStatus.Filled ? 'filled' : order.status === TradeOrderStatus.Cancelled ? 'cancelled' : 'inProgress';
        throw new RuleError('ORDER_NOT_CANCELLABLE', { status }, 'id');
      }
      if (order.hold_id !== null) await this.ledger.releaseHold(order.hold_id, { by }, trx);
      const at = this.now();
      const updated = await trx
        .updateTable('trading_orders')
        .set({ status: TradeOrderStatus.Cancelled, status_reason: reason, cancelled_at: at })
        .where('id', '=', order.id)
        .where('status', '=', TradeOrderStatus.Entrusted)
        .returningAll()
        .executeTakeFirstOrThrow();
      await repo.events(trx, [{ orderId: order.id, event: reason === 'user' ? 'cancelled' : 'rejected', from: TradeOrderStatus.Entrusted, to: TradeOrderStatus.Cancelled, by, detail: { reason }, at }]);
      return updated;
    }).then((order) => {
      this.afterCancel(order);
      return order;
    });
  }

  async cancel(userId: number, orderId: number): Promise<OrderRow> {
    return this.guard(() => this.cancelInTrxRun(orderId, 'user', `user:${userId}`, userId));
  }

  // ---- closing -----------------------------------------------------------------------------

  /**
   * Closes a holding position (all, or `quantity` of it) at the market, inside `trx`.
   * A part is split off into its own closed position. Money: the margin leaves the house
   * margin account; the wallet gets margin + P/L - fee (settleClose), the fee goes to the
   * fees account, the market account takes the other side of the P/L.
   */
  async closeInTrx(
    trx: Tx,
    position: PositionRow,
    options: { quantity?: string | number | undefined; reason: CloseReason; by: string; quote: LiveQuote; seed?: boolean },
  ): Promise<{ order: OrderRow; closed: PositionRow; remaining: PositionRow | undefined; toWallet: bigint }> {
    const { quote, reason, by } = options;
    const market = position.market as TradeMarket;
    const rules = await this.rates.get(market, trx);
    const instrument = this.market.requireInstrument(position.code);
    if (!quote.open && !options.seed) throw this.marketClosed(instrument, quote);
    const held = dec(position.quantity);
    const spec = quantitySpec(market, instrument, rules);
    const quantity = checkCloseQuantity(options.quantity, held, spec);
    const partial = quantity.lt(held);
    const at = this.now();
    const decimals = CURRENCY_DECIMALS[rules.currency];
    const multiplier = dec(position.multiplier);
    const openPrice = dec(position.open_price);
    const mark = markPrice(position.direction, quote);
    const rate = conversionRate(this.market, position.price_currency, rules.currency);
    const margin = marginShare(position.margin, quantity, held);
    const openFee = marginShare(position.open_fee, quantity, held);
    const pnl = floatingPnl({ direction: position.direction, openPrice, mark, quantity, multiplier, rate, walletDecimals: decimals });
    const notionalWallet = notionalOf(mark, quantity, multiplier).times(rate);
    const rateOfSide = feeRate({ buyRate: dec(position.buy_rate), sellRate: dec(position.sell_rate), minFee: rules.minFee }, sideOf(position.direction, 'close'));
    const fee = tradeFee(notionalWallet, rateOfSide, rules.minFee, decimals);
    const wallet = this.walletRef(position.user_id, rules);
    const walletAvailable = position.margin_mode === 'full' ? (await this.ledger.balance(wallet, trx)).available : 0n;
    const settlement = settleClose({ margin, pnl, fee, mode: position.margin_mode as MarginMode, walletAvailable });
    const accounts = {
      margin: this.house('margin', position.user_id, rules.currency),
      wallet,
      fees: this.house('fees', position.user_id, rules.currency),
      market: this.house('market', position.user_id, rules.currency),
    } satisfies Record<string, AccountRef>;
    const flows = flowsFromNet<keyof typeof accounts>([
      ['margin', -margin],
      ['wallet', settlement.toWallet],
      ['fees', settlement.fee],
      ['market', settlement.market],
    ]);

    // The part that closes: the whole position, or a new row split off it.
    let closing = position;
    let remaining: PositionRow | undefined;
    if (partial) {
      closing = await repo.insertPosition(trx, {
        ...positionInsert(position),
        parent_id: position.id,
        quantity: quantity.toFixed(),
        margin,
        open_fee: openFee,
      });
      remaining = await trx
        .updateTable('trading_positions')
        .set((eb) => ({ quantity: held.minus(quantity).toFixed(), margin: position.margin - margin, open_fee: position.open_fee - openFee, version: eb('version', '+', 1) }))
        .where('id', '=', position.id)
        .where('status', '=', PositionStatus.Holding)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const order = await repo.insertOrder(trx, {
      user_id: position.user_id,
      code: position.code,
      market: position.market,
      source: position.source,
      wallet: position.wallet,
      currency: position.currency,
      price_currency: position.price_currency,
      direction: position.direction,
      order_type: 0,
      open_close: 1,
      status: TradeOrderStatus.Filled,
      status_reason: reason,
      quantity: quantity.toFixed(),
      multiplier: multiplier.toFixed(),
      limit_price: null,
      fill_price: mark.toFixed(),
      notional: notionalOf(mark, quantity, multiplier).toFixed(),
      margin,
      fee: settlement.fee,
      fee_rate: rateOfSide.toFixed(),
      leverage: position.leverage,
      margin_mode: position.margin_mode,
      position_id: closing.id,
      quote: JSON.stringify(quote.snapshot),
      fill_quote: JSON.stringify(quote.snapshot),
      created_at: at,
      filled_at: at,
    });
    const legs: Leg[] = flows.map((f) => ({ from: accounts[f.from], to: accounts[f.to], amount: f.amount }));
    const tx = await this.ledger.post(
      {
        kind: reason === 'liquidation' ? 'liquidation' : 'trade',
        ref: `position:${closing.id}`,
        by,
        memo: { code: position.code, reason, quantity: quantity.toFixed(), price: mark.toFixed(), pnl: pnl.toString(), fee: settlement.fee.toString(), absorbed: settlement.absorbed.toString() },
        legs,
      },
      trx,
    );
    await trx.updateTable('trading_orders').set({ tx_id: tx.id }).where('id', '=', order.id).execute();
    const closed = await trx
      .updateTable('trading_positions')
      .set((eb) => ({
        status: PositionStatus.Closed,
        close_price: mark.toFixed(),
        close_reason: reason,
        close_order_id: order.id,
        close_fee: settlement.fee,
        gross_pnl: pnl,
        realized_pnl: settlement.toWallet - margin - openFee,
        closed_at: at,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', closing.id)
      .where('status', '=', PositionStatus.Holding)
      .returningAll()
      .executeTakeFirstOrThrow();
    await repo.events(trx, [
      { orderId: order.id, event: 'created', to: TradeOrderStatus.InProgress, by, quote: quote.snapshot, detail: { positionId: position.id, reason }, at },
      { orderId: order.id, event: 'filled', from: TradeOrderStatus.InProgress, to: TradeOrderStatus.Filled, by, quote: quote.snapshot, detail: { price: mark.toFixed(), txId: tx.id.toString(), pnl: pnl.toString() }, at },
    ]);
    const back = settlement.toWallet + settlement.fee;
    const closeKind = reason === 'user' ? 'close' : reason;
    const entries: FlowEntry[] = [];
    if (partial) {
      // The split-off part carries its share of the opening, then its close.
      entries.push({ positionId: closing.id, userId: position.user_id, kind: 'open', amount: -margin, currency: position.currency, quantity: quantity.toFixed(), price: openPrice.toFixed(), orderId: position.order_id, at: position.opened_at });
      if (openFee > 0n) entries.push({ positionId: closing.id, userId: position.user_id, kind: 'open_fee', amount: -openFee, currency: position.currency, orderId: position.order_id, at: position.opened_at });
      entries.push({ positionId: position.id, userId: position.user_id, kind: 'partial_close', amount: back, currency: position.currency, quantity: quantity.toFixed(), price: mark.toFixed(), orderId: order.id, txId: tx.id, at });
      if (settlement.fee > 0n) entries.push({ positionId: position.id, userId: position.user_id, kind: 'close_fee', amount: -settlement.fee, currency: position.currency, orderId: order.id, txId: tx.id, at });
    }
    entries.push({ positionId: closing.id, userId: position.user_id, kind: closeKind, amount: back, currency: position.currency, quantity: quantity.toFixed(), price: mark.toFixed(), orderId: order.id, txId: tx.id, at });
    if (settlement.fee > 0n) entries.push({ positionId: closing.id, userId: position.user_id, kind: 'close_fee', amount: -settlement.fee, currency: position.currency, orderId: order.id, txId: tx.id, at });
    await repo.flows(trx, entries);
    return { order: { ...order, tx_id: tx.id }, closed, remaining, toWallet: settlement.toWallet };
  }

  /**
   * Closes a position in its own transaction (user or job). The job passes `skipLocked`
   * so that two server processes never work on one position. A cross position's close
   * may race another movement of the wallet: retried a few times.
   */
  async closePosition(
    positionId: number,
    options: {
      userId?: number;
      quantity?: string | number | undefined;
      reason: CloseReason;
      by: string;
      skipLocked?: boolean;
      /** The user's idempotency key: the same key answers the first close again. */
      idempotencyKey?: string | undefined;
      /** Margin level and liquidation level (percent) for the liquidation notice. */
      notice?: { level: string; liquidation: string };
    },
  ): Promise<{ order: OrderRow; closed: PositionRow; remaining: PositionRow | undefined; replayed: boolean } | undefined> {
    const body = async (trx: Tx): Promise<{ orderId: number; closedId: number; remainingId?: number } | undefined> => {
      const position = await repo.lockPosition(trx, positionId, { ...(options.userId !== undefined ? { userId: options.userId } : {}), ...(options.skipLocked ? { skipLocked: true } : {}) });
      if (!position) {
        if (options.skipLocked) return undefined;
        throw new RuleError('POSITION_NOT_FOUND', {}, 'positionId');
      }
      if (position.status !== PositionStatus.Holding) {
        if (options.skipLocked) return undefined;
        throw new RuleError('POSITION_CLOSED', {}, 'positionId');
      }
      const quote = liveQuote(this.market, position.code);
      const done = await this.closeInTrx(trx, position, { quantity: options.quantity, reason: options.reason, by: options.by, quote });
      return { orderId: done.order.id, closedId: done.closed.id, ...(done.remaining ? { remainingId: done.remaining.id } : {}) };
    };
    for (let attempt = 1; ; attempt++) {
      try {
        let ids: { orderId: number; closedId: number; remainingId?: number } | undefined;
        let replayed = false;
        if (options.idempotencyKey && options.userId !== undefined) {
          const hash = fingerprint({ positionId, quantity: options.quantity === undefined ? undefined : String(options.quantity) });
          const out = await idempotent(this.ledger, this.ctx.db, `flat:${options.userId}`, options.idempotencyKey, hash, body, () => this.ctx.clock.now());
          ids = out.result;
          replayed = out.replayed;
        } else {
          ids = await this.ledger.run(body);
        }
        if (!ids) return undefined;
        const [order, closed, remaining] = await Promise.all([
          this.ctx.db.selectFrom('trading_orders').selectAll().where('id', '=', ids.orderId).executeTakeFirstOrThrow(),
          this.ctx.db.selectFrom('trading_positions').selectAll().where('id', '=', ids.closedId).executeTakeFirstOrThrow(),
          ids.remainingId === undefined ? undefined : this.ctx.db.selectFrom('trading_positions').selectAll().where('id', '=', ids.remainingId).executeTakeFirstOrThrow(),
        ]);
        if (!replayed) this.afterClose(closed, order, remaining, options.notice);
        return { order, closed, remaining, replayed };
      } catch (error) {
        if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS' && attempt < ACCOUNT_BUSY) continue;
        throw error;
      }
    }
  }

  // ---- margin and stops --------------------------------------------------------------------

  async addMargin(userId: number, positionId: number, amountInput: string | number, idempotencyKey: string | undefined): Promise<PositionRow> {
    return this.guard(async () => {
      const text = typeof amountInput === 'number' ? String(amountInput) : amountInput.trim();
      if (!/^\d{1,13}(\.\d{1,2})?$/.test(text) || new Decimal(text).lte(0)) throw new RuleError('INVALID_AMOUNT', {}, 'amount');
      const amount = BigInt(new Decimal(text).times(100).toFixed(0));
      const body = async (trx: Tx): Promise<{ positionId: number }> => {
        const position = await repo.lockPosition(trx, positionId, { userId });
        if (!position) throw new RuleError('POSITION_NOT_FOUND', {}, 'positionId');
        if (position.status !== PositionStatus.Holding) throw new RuleError('POSITION_CLOSED', {}, 'positionId');
        if (position.margin_mode !== 'half') throw new RuleError('NOT_ISOLATED', {}, 'positionId');
        const rules = await this.rates.get(position.market as TradeMarket, trx);
        const tx = await this.ledger.post(
          { kind: 'margin', ref: `position:${position.id}`, by: `user:${userId}`, legs: [{ from: this.walletRef(userId, rules), to: this.house('margin', userId, rules.currency), amount }] },
          trx,
        );
        const at = this.now();
        await trx
          .updateTable('trading_positions')
          .set((eb) => ({
            margin: eb('margin', '+', amount),
            margin_call_at: null,
            call_price: this.callPrice({ ...position, margin: position.margin + amount }, rules)?.toFixed() ?? null,
            version: eb('version', '+', 1),
          }))
          .where('id', '=', position.id)
          .execute();
        await repo.flows(trx, [{ positionId: position.id, userId, kind: 'margin_add', amount: -amount, currency: position.currency, txId: tx.id, at }]);
        return { positionId: position.id };
      };
      const replayed = idempotencyKey
        ? (await idempotent(this.ledger, this.ctx.db, `margin:${userId}`, idempotencyKey, fingerprint({ positionId, amount: amount.toString() }), body, () => this.ctx.clock.now())).replayed
        : (await this.ledger.run(body), false);
      const updated = await this.ctx.db.selectFrom('trading_positions').selectAll().where('id', '=', positionId).executeTakeFirstOrThrow();
      if (!replayed) this.afterPositionChange(updated, 'margin_added');
      return updated;
    });
  }

  /** Sets (a price), clears (null) or keeps (undefined) the stops of a holding position or an entrusted order. */
  async setStops(
    userId: number,
    target: { positionId?: number | undefined; orderId?: number | undefined },
    stops: { stopLoss?: string | number | null | undefined; takeProfit?: string | number | null | undefined },
  ): Promise<{ position?: PositionRow; order?: OrderRow }> {
    return this.guard(async () => {
      const read = (value: string | number | null | undefined, field: string, current: string | number | null): Decimal | undefined => {
        // 0 or "" clears (null never arrives: null fields are dropped on the wire).
        if (value === null || value === '' || value === 0 || value === '0') return undefined;
        if (value === undefined) return current === null ? undefined : dec(current);
        return parseDecimal(value, field, 'INVALID_PRICE');
      };
      return this.ledger.run(async (trx) => {
        const at = this.now();
        if (target.positionId !== undefined) {
          const position = await repo.lockPosition(trx, target.positionId, { userId });
          if (!position) throw new RuleError('POSITION_NOT_FOUND', {}, 'positionId');
          if (position.status !== PositionStatus.Holding) throw new RuleError('POSITION_CLOSED', {}, 'positionId');
          const instrument = this.market.requireInstrument(position.code);
          const stopLoss = read(stops.stopLoss, 'stopLoss', position.stop_loss);
          const takeProfit = read(stops.takeProfit, 'takeProfit', position.take_profit);
          checkStops(position.direction, markPrice(position.direction, liveQuote(this.market, position.code)), { stopLoss, takeProfit }, instrument.decimals);
          const row = await trx
            .updateTable('trading_positions')
            .set((eb) => ({ stop_loss: stopLoss?.toFixed() ?? null, take_profit: takeProfit?.toFixed() ?? null, version: eb('version', '+', 1) }))
            .where('id', '=', position.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await repo.flows(trx, [{ positionId: position.id, userId, kind: 'modify', amount: 0n, currency: position.currency, at }]);
          this.afterPositionChange(row, 'modified');
          return { position: row };
        }
        const order = await repo.lockOrder(trx, target.orderId!, { userId });
        if (!order) throw new RuleError('ORDER_NOT_FOUND', {}, 'orderId');
        if (order.status !== TradeOrderStatus.Entrusted) throw new RuleError('ORDER_NOT_CANCELLABLE', { status: order.status === TradeOrderStatus.Filled ? 'filled' : 'cancelled' }, 'orderId');
        const instrument = this.market.requireInstrument(order.code);
        const stopLoss = read(stops.stopLoss, 'stopLoss', order.stop_loss);
        const takeProfit = read(stops.takeProfit, 'takeProfit', order.take_profit);
        checkStops(order.direction, dec(order.limit_price!), { stopLoss, takeProfit }, instrument.decimals);
        const row = await trx
          .updateTable('trading_orders')
          .set({ stop_loss: stopLoss?.toFixed() ?? null, take_profit: takeProfit?.toFixed() ?? null })
          .where('id', '=', order.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await repo.events(trx, [{ orderId: order.id, event: 'modified', from: order.status, to: order.status, by: `user:${userId}`, detail: { stopLoss: row.stop_loss, takeProfit: row.take_profit }, at }]);
        this.publish(order.user_id, 'order.updated', { orderId: order.id, status: order.status, event: 'modified', code: order.code });
        return { order: row };
      });
    });
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

  // ---- after commit: pushes and notices ----------------------------------------------------

  /** Runs side effects after the money is committed; failures are logged, never undo a trade. */
  track(work: Promise<unknown>): void {
    const p = work.catch((error: unknown) => this.ctx.log.warn({ err: error }, 'trading: push or notice failed')).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Waits for the pushes and notices in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  publish(userId: number, event: 'order.updated' | 'position.updated' | 'risk.alert' | 'wallet.updated', data: Record<string, unknown>): void {
    const push = this.ctx.services.push;
    if (!push) return;
    this.track(push.publishToUser(userId, event, data as never));
  }

  notify(userId: number, kind: string, title: LocalizedText, body: LocalizedText, params: Record<string, string | number>, ref: string): void {
    const notices = this.ctx.services.notices;
    if (!notices) return;
    // Words (Buy/Sell, reasons) are already filled per language; numbers go through params.
    this.track(notices.notify(userId, { kind, title, body, params, ref }));
  }

  afterOpen(order: OrderRow): void {
    this.publish(order.user_id, 'order.updated', { orderId: order.id, status: order.status, event: order.status === TradeOrderStatus.Filled ? 'filled' : 'entrusted', code: order.code });
    this.publish(order.user_id, 'wallet.updated', { walletType: order.wallet, currency: order.currency });
    if (order.status === TradeOrderStatus.Filled) this.afterFill(order);
  }

  afterFill(order: OrderRow): void {
    if (order.position_id !== null) this.publish(order.user_id, 'position.updated', { positionId: order.position_id, event: 'opened', code: order.code });
    const side = order.direction === 0 ? sideWords.buy : sideWords.sell;
    const d = CURRENCY_DECIMALS[order.currency as Currency];
    this.notify(
      order.user_id,
      'order',
      noticeTexts.filledTitle,
      perLocale(noticeTexts.filledBody, { side }),
      { code: order.code, quantity: dec(order.quantity).toFixed(), price: dec(order.fill_price!).toFixed(), priceCurrency: order.price_currency, margin: formatMinor(order.margin, d), fee: formatMinor(order.fee, d), currency: order.currency },
      `order:${order.id}`,
    );
  }

  afterCancel(order: OrderRow): void {
    const reason = order.status_reason === 'insufficient_margin' ? reasonTexts.insufficient_margin : reasonTexts.user;
    this.publish(order.user_id, 'order.updated', { orderId: order.id, status: order.status, event: order.status_reason === 'user' ? 'cancelled' : 'rejected', code: order.code });
    this.publish(order.user_id, 'wallet.updated', { walletType: order.wallet, currency: order.currency });
    const d = CURRENCY_DECIMALS[order.currency as Currency];
    this.notify(order.user_id, 'order', noticeTexts.cancelledTitle, perLocale(noticeTexts.cancelledBody, { reason }), { code: order.code, amount: formatMinor(order.margin + order.fee, d), currency: order.currency }, `order:${order.id}`);
  }

  afterClose(closed: PositionRow, order: OrderRow, remaining: PositionRow | undefined, extra: { level?: string; liquidation?: string } = {}): void {
    const reason = (closed.close_reason ?? 'user') as CloseReason;
    this.publish(closed.user_id, 'order.updated', { orderId: order.id, status: order.status, event: 'filled', code: order.code });
    this.publish(closed.user_id, 'position.updated', { positionId: remaining?.id ?? closed.id, event: remaining ? 'partially_closed' : 'closed', code: closed.code, reason, closedId: closed.id });
    this.publish(closed.user_id, 'wallet.updated', { walletType: closed.wallet, currency: closed.currency });
    const d = CURRENCY_DECIMALS[closed.currency as Currency];
    const params = {
      code: closed.code,
      quantity: dec(closed.quantity).toFixed(),
      price: dec(closed.close_price!).toFixed(),
      priceCurrency: closed.price_currency,
      profit: formatMinor(closed.realized_pnl ?? 0n, d),
      currency: closed.currency,
      level: extra.level ?? '',
      liquidation: extra.liquidation ?? '',
    };
    if (reason === 'liquidation') {
      this.publish(closed.user_id, 'risk.alert', { level: 'liquidation', positionId: closed.id, walletType: closed.wallet, marginLevel: extra.level ?? '' });
      this.notify(closed.user_id, 'liquidation', noticeTexts.liquidationTitle, noticeTexts.liquidationBody, params, `position:${closed.id}`);
      return;
    }
    this.notify(closed.user_id, 'order', noticeTexts.closedTitle, perLocale(noticeTexts.closedBody, { reason: closeReasonWords[reason] }), params, `position:${closed.id}`);
  }

  afterPositionChange(position: PositionRow, event: 'margin_added' | 'modified'): void {
    this.publish(position.user_id, 'position.updated', { positionId: position.id, event, code: position.code });
    if (event === 'margin_added') this.publish(position.user_id, 'wallet.updated', { walletType: position.wallet, currency: position.currency });
  }
}

/** Fills per-language words ({side}, {reason}) into a text, leaving the other placeholders for the notice's params. */
export function perLocale(text: LocalizedText, wordsByName: Record<string, LocalizedText>): LocalizedText {
  const fill = (locale: Locale) => text[locale].replace(/\{(\w+)\}/g, (whole, name: string) => wordsByName[name]?.[locale] ?? whole);
  return { es: fill('es'), en: fill('en'), zh: fill('zh') };
}

/** What a position has of the order that opened it (or of the position it splits from), and its stops. */
function tradeColumns(t: FillSubject) {
  return {
    user_id: t.user_id,
    code: t.code,
    market: t.market,
    source: t.source,
    wallet: t.wallet,
    currency: t.currency,
    price_currency: t.price_currency,
    direction: t.direction,
    leverage: t.leverage,
    margin_mode: t.margin_mode,
    multiplier: dec(t.multiplier).toFixed(),
    stop_loss: t.stop_loss === null ? null : dec(t.stop_loss).toFixed(),
    take_profit: t.take_profit === null ? null : dec(t.take_profit).toFixed(),
  };
}

/** The columns of a position to copy into a split-off part. */
function positionInsert(p: PositionRow) {
  return {
    ...tradeColumns(p),
    order_id: p.order_id,
    status: PositionStatus.Holding,
    open_price: dec(p.open_price).toFixed(),
    close_fee: 0n,
    buy_rate: dec(p.buy_rate).toFixed(),
    sell_rate: dec(p.sell_rate).toFixed(),
    close_price: null,
    close_reason: null,
    close_order_id: null,
    gross_pnl: null,
    realized_pnl: null,
    margin_call_at: null,
    call_price: null,
    opened_at: p.opened_at,
    closed_at: null,
  };
}

export { TRADE_WALLETS };
