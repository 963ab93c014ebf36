import Decimal from 'decimal.js';
import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import type { Instrument } from '../../market/instruments.ts';
import type { ProductTerms, TermsVersion } from '../terms/index.ts';
import { checkQuantity, parseDecimal, quantitySpec, type QuantitySpec } from './lots.ts';
import type { OrderRequest } from './base.ts';
import { fillPrice } from './pnl.ts';
import type { LiveQuote } from './quotes.ts';
import type { MarketRules } from './rates.ts';
import { RuleError } from './rule-error.ts';
import type { TradeMarket } from '@app/contracts';

/**
 * The published rules of conditional orders, fractional shares and extended hours (issue 21):
 * terms product "trading-orders", one item. Operators publish new versions in the back office;
 * every conditional order keeps the version it was placed under.
 */
export const ORDER_TERMS_PRODUCT = 'trading-orders';
export const ORDER_TERMS_ITEM = 'ALL';

export const orderTermsSchema = z.object({
  gtcMaxDays: z.number().int().min(1).max(365).describe('a good-till-cancelled order expires after this many days'),
  fractionalDecimals: z.number().int().min(0).max(8).describe('US stocks: decimals of a fraction of a share (0 = whole shares only)'),
  minAmount: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .describe('buy by amount: the smallest amount (US$)'),
  maxTrailPercent: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .refine((v) => new Decimal(v).gt(0) && new Decimal(v).lt(100), 'above 0, under 100')
    .describe('a trailing stop trails by at most this percent'),
  maxLive: z.number().int().min(1).max(100_000).describe('live conditional orders per user at most'),
  extendedHours: z.boolean().describe('US stocks: limit orders may opt in to the pre-market and after-hours sessions'),
});
export type OrderTerms = z.output<typeof orderTermsSchema>;

const INITIAL: { terms: OrderTerms; text: { es: string; en: string; zh: string } } = {
  terms: { gtcMaxDays: 90, fractionalDecimals: 6, minAmount: '1.00', maxTrailPercent: '50', maxLive: 200, extendedHours: true },
  text: {
    es: 'Órdenes stop, stop limitada y stop dinámico: se activan cuando el precio llega al disparador (compra: el precio de venta sube a él; venta: el de compra baja a él) y se ejecutan como una orden a mercado (stop) o limitada (stop limitada), con la misma comisión. Vigencia: "Día" vence al cierre de la sesión de su bolsa; "Hasta cancelar" vence a los {gtcMaxDays} días. Una orden con toma de ganancia y stop de pérdida: al ejecutarse una, la otra se cancela. Acciones de EE. UU.: fracciones de acción con {fractionalDecimals} decimales, compra por importe desde US${minAmount} (cantidad redondeada hacia abajo, el importe exacto al centavo); horario extendido (pre-apertura y después del cierre) solo para órdenes limitadas, si lo eliges en la orden. Stop dinámico de hasta {maxTrailPercent} %. Como máximo {maxLive} órdenes condicionales vivas.',
    en: 'Stop, stop-limit and trailing stop orders trigger when the price reaches the trigger (a buy when the ask rises to it, a sell when the bid falls to it) and then trade as a market order (stop) or a limit order (stop-limit), with the same fee. Time in force: "Day" expires at the close of its exchange\'s session; "Good till cancelled" expires after {gtcMaxDays} days. A take-profit and a stop-loss on one position: when one fills, the other is cancelled. US stocks: fractions of a share to {fractionalDecimals} decimals, buy by amount from US${minAmount} (quantity rounded down, the amount exact to the cent); extended hours (pre-market and after-hours) for limit orders only, when you opt in on the order. Trailing stops trail by at most {maxTrailPercent} %. At most {maxLive} live conditional orders.',
    zh: '止损单、止损限价单和跟踪止损单在价格触及触发价时触发（买入：卖价升至触发价；卖出：买价跌至触发价），随后以市价单（止损）或限价单（止损限价）成交，手续费相同。有效期：“当日”在其交易所收盘时失效；“撤单前有效”在 {gtcMaxDays} 天后失效。同一持仓的止盈和止损：其中一个成交时另一个自动撤销。美股：可交易碎股，数量精确到 {fractionalDecimals} 位小数；可按金额买入，最低 US${minAmount}（数量向下取整，金额精确到分）；盘前和盘后交易仅限限价单，需在下单时选择。跟踪止损最多 {maxTrailPercent}%。最多 {maxLive} 笔生效中的条件单。',
  },
};

/** The terms handle and the reads trading makes of it. */
export class OrderRules {
  readonly terms: ProductTerms<typeof orderTermsSchema>;

  constructor(private readonly ctx: AppContext) {
    this.terms = need(ctx, 'terms').register({
      product: ORDER_TERMS_PRODUCT,
      description: 'Conditional orders (stop, stop-limit, trailing, brackets), time in force, fractional US shares, buy by amount, extended hours',
      schema: orderTermsSchema,
      items: [ORDER_TERMS_ITEM],
    });
  }

  /** Publishes version 1 when there is none (idempotent; module init). */
  async seed(): Promise<void> {
    await this.terms.seedInitial(ORDER_TERMS_ITEM, INITIAL.terms, INITIAL.text);
  }

  current(db?: Db): Promise<TermsVersion<OrderTerms>> {
    return this.terms.current(ORDER_TERMS_ITEM, db);
  }

  /**
   * The quantity rule an order is checked with: US stocks take fractions of a share to the
   * published precision (the displayed minimum and step stay the whole share); elsewhere the
   * market's own rule.
   */
  async spec(market: TradeMarket, instrument: Instrument, rules: MarketRules, db?: Db): Promise<QuantitySpec> {
    const spec = quantitySpec(market, instrument, rules);
    if (market !== 'US') return spec;
    const { terms } = await this.current(db);
    return fractionalSpec(spec, terms.fractionalDecimals);
  }

  /** The quantity of an order: by amount (US market buys), or as typed, fractions of a US share allowed when bought without leverage. */
  async quantityOf(input: QuantityInput, db?: Db): Promise<Decimal> {
    const { market, instrument, rules, request, leverage, quote } = input;
    if (market !== 'US') return checkQuantity(request.quantity ?? '', quantitySpec(market, instrument, rules));
    const { terms } = await this.current(db);
    const cash = leverage === 1 && request.short !== true;
    if (request.amount !== undefined) {
      if (!cash || request.direction !== 0 || request.orderType !== 0 || terms.fractionalDecimals <= 0) throw new RuleError('ORDER_AMOUNT_NOT_ALLOWED', {}, 'amount');
      const amount = parseDecimal(request.amount, 'amount', 'INVALID_QUANTITY');
      if (amount.decimalPlaces() > 2 || amount.lt(terms.minAmount)) throw new RuleError('ORDER_AMOUNT_TOO_SMALL', { min: terms.minAmount }, 'amount');
      const quantity = quantityForAmount(amount, fillPrice(request.direction, quote), terms.fractionalDecimals);
      if (!quantity) throw new RuleError('ORDER_AMOUNT_TOO_SMALL', { min: terms.minAmount }, 'amount');
      return quantity;
    }
    const spec = quantitySpec(market, instrument, rules);
    const quantity = checkQuantity(request.quantity ?? '', fractionalSpec(spec, terms.fractionalDecimals));
    if (!quantity.isInteger() && !cash) throw new RuleError('FRACTIONAL_NOT_ALLOWED', {}, 'quantity');
    return quantity;
  }
}

/** What an order's quantity is worked out from (open.ts plan). */
export interface QuantityInput {
  market: TradeMarket;
  instrument: Instrument;
  rules: MarketRules;
  request: OrderRequest;
  leverage: number;
  quote: LiveQuote;
}

/**
 * A quote as an extended-hours order sees it: a US stock in its pre-market or after-hours
 * session trades (the snapshot keeps the session's status, which labels the order).
 */
export function extendedQuote(quote: LiveQuote, market: TradeMarket, request: Pick<OrderRequest, 'extendedHours'>): LiveQuote {
  if (!request.extendedHours || market !== 'US' || quote.open) return quote;
  return quote.status === 'pre' || quote.status === 'post' ? { ...quote, open: true } : quote;
}

/** A share spec that accepts fractions to `decimals` places (0: unchanged). */
export function fractionalSpec(spec: QuantitySpec, decimals: number): QuantitySpec {
  if (decimals <= 0) return spec;
  const unit = new Decimal(10).pow(-decimals);
  return { ...spec, min: Decimal.min(spec.min, unit), step: Decimal.min(spec.step, unit) };
}

/**
 * Buy by amount (pure): the largest quantity with `decimals` places whose notional at
 * `price` is at most `amount` (rounded down, never over the amount). Undefined when the
 * amount does not buy one unit of the precision.
 */
export function quantityForAmount(amount: Decimal, price: Decimal, decimals: number): Decimal | undefined {
  let quantity = amount.dividedBy(price).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  // The division is rounded to decimal.js's precision: step back when that rounded it up over the amount.
  if (quantity.times(price).gt(amount)) quantity = quantity.minus(new Decimal(10).pow(-decimals));
  return quantity.gt(0) ? quantity : undefined;
}
