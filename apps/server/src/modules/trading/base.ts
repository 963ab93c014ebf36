import { CURRENCY_DECIMALS, CREATE_CALL_MARKETS, PositionStatus, type Currency, type Locale, type LocalizedText, type MarginMode, type TradeMarket } from '@app/contracts';
import type Decimal from 'decimal.js';
import { sql } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { interpolate } from '../../i18n/text.ts';
import type { AccountRef, LedgerService } from '../../ledger/index.ts';
import type { Instrument } from '../../market/instruments.ts';
import { formatLocal } from '../../market/time.ts';
import type { MarketService } from '../market/index.ts';
import { AfterCommit } from './after-commit.ts';
import { needsRiskWatch } from './liquidation.ts';
import type { QuantitySpec } from './lots.ts';
import { isolatedTriggerPrice } from './margin.ts';
import { errorTexts, words } from './messages.ts';
import { conditionalErrorTexts, conditionalWords } from './conditional-messages.ts';
import { OrderRules } from './order-terms.ts';
import { conversionRate, type LiveQuote } from './quotes.ts';
import { dec, RateTable, type MarketRules } from './rates.ts';
import type { OrderRow, PositionRow } from './repo.ts';
import { tradingTerms } from './terms.ts';
import { RuleError } from './rule-error.ts';
import { TradeTax } from './tax.ts';

/**
 * House accounts trading books against (ledger/accounts.ts), each split by user into
 * HOUSE_SHARDS accounts "<NAME>_00".."<NAME>_31" (hot-row relief):
 *   TRADING_MARGIN  margins of open positions (its balance = the open positions' margins)
 *   TRADING_FEES    handling fees earned
 *   TRADING_MARKET  the house as the counterparty of the simulated market (users' P/L, the other way round)
 *   TRADING_IVA     IVA collected on commissions, owed to the tax authority (tax.ts)
 */
export const HOUSE = { margin: 'TRADING_MARGIN', fees: 'TRADING_FEES', market: 'TRADING_MARKET', tax: 'TRADING_IVA' } as const;
export const HOUSE_SHARDS = 32;

export const TRADE_MARKET_OF: Partial<Record<string, TradeMarket>> = { US: 'US', MX: 'MX', HK: 'HK', FUTURES: 'FUTURES', FOREX: 'FOREX' };

/** How many times a cross position's close retries a wallet that moved under it. */
export const ACCOUNT_BUSY = 3;

/** What an order page sends (create calls and preview), after validation. */
export interface OrderRequest {
  code: string;
  direction: number;
  orderType: number;
  /** Required unless `amount` (issue 21: buy by amount). */
  quantity?: string | number | undefined;
  price?: string | number | undefined;
  leverage?: number | undefined;
  marginMode: MarginMode;
  stopLoss?: string | number | undefined;
  takeProfit?: string | number | undefined;
  /** Stocks, direction 1: open a short (margin account); otherwise a stock sell sells shares held (ticket.ts). */
  short?: boolean | undefined;
  /** A market order: the price the user confirmed (the published price band, ticket.ts). */
  confirmedPrice?: string | number | undefined;
  /** US stocks, market buy: spend this much; the quantity is worked out to the published precision (order-terms.ts). */
  amount?: string | number | undefined;
  /** US stocks: may fill in the pre-market and after-hours sessions (conditional.ts places these). */
  extendedHours?: boolean | undefined;
}

/** An order worked out against the live market: everything needed to show or book it. */
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

/** The order fields a fill copies onto its position. */
export type FillSubject = Pick<
  OrderRow,
  'user_id' | 'code' | 'market' | 'source' | 'wallet' | 'currency' | 'price_currency' | 'direction' | 'leverage' | 'margin_mode' | 'quantity' | 'multiplier' | 'stop_loss' | 'take_profit'
>;

/** The next id of a table's identity column, taken from its sequence (migration 0009). */
export const nextId = (table: 'trading_orders' | 'trading_positions' | 'ledger_transactions') => sql`nextval(pg_get_serial_sequence(${sql.lit(table)}, 'id'))`;

/**
 * What every part of the trading service shares (open.ts, close.ts, adjust.ts, preview.ts):
 * the context, the market rules, the house accounts, rule errors, trigger prices and the
 * after-commit side effects.
 */
export class TradingCore {
  readonly rates: RateTable;
  /** Pushes and notices, sent after the money is committed. */
  readonly after: AfterCommit;
  /** IVA on commissions, a published rule (tax.ts). */
  readonly tax: TradeTax;
  /** Conditional orders, fractional shares and extended hours, a published rule (order-terms.ts, issue 21). */
  readonly orderRules: OrderRules;

  constructor(readonly ctx: AppContext) {
    this.rates = new RateTable(tradingTerms(ctx));
    this.orderRules = new OrderRules(ctx);
    this.tax = new TradeTax(ctx);
    this.after = new AfterCommit(ctx);
  }

  get market(): MarketService {
    return need(this.ctx, 'market');
  }

  get ledger(): LedgerService {
    return need(this.ctx, 'ledger');
  }

  now(): Date {
    return new Date(this.ctx.clock.now());
  }

  // ---- errors ------------------------------------------------------------------------------

  /** A rule's refusal in the three languages, its words translated too. */
  appError(error: RuleError): AppError {
    const text = (errorTexts as Record<string, LocalizedText>)[error.textKey ?? error.code] ?? (conditionalErrorTexts as Record<string, LocalizedText>)[error.code] ?? errorTexts.INVALID_QUANTITY;
    const localized = {} as Record<Locale, string>;
    for (const locale of ['es', 'en', 'zh'] as const) {
      const params: Record<string, string | number> = {};
      for (const [key, value] of Object.entries(error.params)) {
        const word = typeof value === 'string' ? ((words as Record<string, LocalizedText>)[value] ?? (conditionalWords as Record<string, LocalizedText>)[value]) : undefined;
        params[key] = word ? word[locale] : value;
      }
      localized[locale] = interpolate(text[locale], params, locale);
    }
    // The HTTP status is the contracts' (tradingErrors), never computed here.
    return new AppError(error.code, localized, {}, error.field ? { field: error.field } : {});
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

  marketClosed(instrument: Instrument, quote: LiveQuote): RuleError {
    const session = this.market.session(instrument.code);
    const opensAt = session.nextOpen !== undefined ? formatLocal(session.timezone, session.nextOpen) : '-';
    return new RuleError('MARKET_CLOSED', { code: instrument.code, opensAt, timezone: session.timezone, nextOpen: session.nextOpen ?? 0, status: quote.status });
  }

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

  // ---- accounts ----------------------------------------------------------------------------

  walletRef(userId: number, rules: Pick<MarketRules, 'walletType' | 'currency'>): AccountRef {
    return { userId, wallet: rules.walletType, currency: rules.currency };
  }

  /**
   * The house account of a kind for a user: split into HOUSE_SHARDS accounts by user, so
   * that orders of different users do not all wait for one hot ledger row.
   */
  house(kind: keyof typeof HOUSE, userId: number, currency: Currency): AccountRef {
    return { house: `${HOUSE[kind]}_${String(userId % HOUSE_SHARDS).padStart(2, '0')}`, currency };
  }

  // ---- trigger prices ----------------------------------------------------------------------

  triggerPrice(direction: number, openPrice: Decimal, margin: bigint, quantity: Decimal, multiplier: Decimal, rate: Decimal, level: Decimal, currency: Currency, priceDecimals: number): Decimal | undefined {
    return isolatedTriggerPrice({ direction, openPrice, margin, quantity, multiplier, rate, level, walletDecimals: CURRENCY_DECIMALS[currency], priceDecimals });
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
}

/** What a position has of the order that opened it (or of the position it splits from), and its stops. */
export function tradeColumns(t: FillSubject) {
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
export function positionInsert(p: PositionRow) {
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
    open_rate_mxn: p.open_rate_mxn === null ? null : dec(p.open_rate_mxn).toFixed(),
    opened_at: p.opened_at,
    closed_at: null,
  };
}
