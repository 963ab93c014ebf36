import Decimal from 'decimal.js';
import type { TradePosition } from '@app/contracts';

/**
 * Floating P/L of a holding position recomputed from a live quote, the way the server
 * computes it (trading/pnl.ts): a long is marked at the bid, a short at the ask; the move
 * times quantity times multiplier is converted to the wallet currency and floored to the
 * cent (gains down, losses up). Decimal arithmetic only: never floats on money.
 *
 * The position view carries no multiplier or conversion rate, so they are derived from
 * what the server sent: units (quantity x multiplier) = total / openPrice, and for a
 * cross-currency position (e.g. USD/MXN priced in MXN, booked in USD) the rate is the
 * server's profit over its own move, or 1 / price when the pair's base is the wallet
 * currency. When nothing can be derived the server's figures are shown unchanged.
 */

export interface LiveQuoteLike {
  bid?: number | undefined;
  ask?: number | undefined;
  price_nominal?: number | undefined;
}

export type LivePosition = Pick<
  TradePosition,
  'direction' | 'openPrice' | 'currentPrice' | 'total' | 'profit' | 'margin' | 'zdf' | 'currency' | 'priceCurrency' | 'code' | 'status'
>;

export interface LiveFigures {
  /** Mark price, with the decimals of the server's prices. */
  currentPrice: string;
  /** Floating P/L in the wallet currency, 2 decimals. */
  profit: string;
  /** Return on margin in percent, 2 decimals. */
  zdf: string;
  /** True when recomputed from the live quote. */
  live: boolean;
}

const MONEY_DECIMALS = 2;

function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

function dec(value: string | number | undefined): Decimal | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const d = new Decimal(value);
    return d.isFinite() ? d : undefined;
  } catch {
    return undefined;
  }
}

/** The price a position would close at now: bid for a long, ask for a short (last price as a fallback). */
export function markOf(direction: number, quote: LiveQuoteLike | undefined): Decimal | undefined {
  if (!quote) return undefined;
  const side = direction === 0 ? quote.bid : quote.ask;
  const value = side !== undefined && side > 0 ? side : quote.price_nominal;
  return value !== undefined && value > 0 ? dec(String(value)) : undefined;
}

export function returnPercent(profit: Decimal, margin: Decimal): string {
  if (margin.lte(0)) return '0.00';
  return profit.times(100).dividedBy(margin).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

export function liveFigures(position: LivePosition, mark: Decimal | undefined): LiveFigures {
  const server: LiveFigures = { currentPrice: position.currentPrice, profit: position.profit, zdf: position.zdf, live: false };
  if (position.status !== 0 || !mark) return server;
  const open = dec(position.openPrice);
  const total = dec(position.total);
  const current = dec(position.currentPrice);
  const profit = dec(position.profit);
  const margin = dec(position.margin) ?? new Decimal(0);
  if (!open || open.isZero() || !total || !current || !profit) return server;
  const units = total.dividedBy(open).toDecimalPlaces(6);
  const sign = position.direction === 0 ? 1 : -1;
  let rate: Decimal;
  if (position.priceCurrency === position.currency) rate = new Decimal(1);
  else {
    const serverMove = current.minus(open).times(units).times(sign);
    if (!serverMove.isZero()) rate = profit.dividedBy(serverMove);
    else if (position.code === `${position.currency}/${position.priceCurrency}`) rate = new Decimal(1).dividedBy(mark);
    else return server;
  }
  const pnl = mark.minus(open).times(units).times(sign).times(rate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_FLOOR);
  const priceDecimals = Math.max(decimalsOf(position.openPrice), decimalsOf(position.currentPrice));
  return {
    currentPrice: mark.toFixed(priceDecimals),
    profit: pnl.toFixed(MONEY_DECIMALS),
    zdf: returnPercent(pnl, margin),
    live: true,
  };
}

/** Sum of decimal strings, 2 decimals ("0.00" for none). */
export function sumMoney(values: readonly string[]): string {
  return values.reduce((sum, v) => sum.plus(dec(v) ?? 0), new Decimal(0)).toFixed(MONEY_DECIMALS);
}

/** a - b + c on decimal strings, 2 decimals. */
export function adjustMoney(base: string, minus: string, plus: string): string {
  return (dec(base) ?? new Decimal(0))
    .minus(dec(minus) ?? 0)
    .plus(dec(plus) ?? 0)
    .toFixed(MONEY_DECIMALS);
}
