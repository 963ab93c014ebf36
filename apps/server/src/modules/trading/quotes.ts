import Decimal from 'decimal.js';
import type { MarketService } from '../market/index.ts';
import type { QuoteSnapshot } from './tables.ts';

/** A quote as trading uses it: exact decimals at the instrument's precision, and the snapshot an order records. */
export interface LiveQuote {
  code: string;
  bid: Decimal;
  ask: Decimal;
  last: Decimal;
  prevClose: Decimal;
  time: number;
  status: string;
  open: boolean;
  decimals: number;
  snapshot: QuoteSnapshot;
}

export function liveQuote(market: MarketService, code: string): LiveQuote {
  const q = market.quote(code);
  const fix = (n: number) => new Decimal(n.toFixed(q.decimals));
  const bid = fix(q.bid);
  const ask = fix(q.ask);
  const last = fix(q.last);
  return {
    code,
    bid,
    ask,
    last,
    prevClose: fix(q.prevClose),
    time: q.time,
    status: q.status,
    open: q.status === 'open',
    decimals: q.decimals,
    snapshot: { bid: bid.toFixed(q.decimals), ask: ask.toFixed(q.decimals), last: last.toFixed(q.decimals), time: q.time, status: q.status },
  };
}

/**
 * Units of `walletCurrency` for one unit of `priceCurrency`, at the middle of the live
 * forex quote (USD/XXX or XXX/USD, or their ratio through USD). Stocks and futures are
 * priced in their wallet's currency (rate 1); forex pairs are priced in their quote
 * currency (MXN, JPY, CAD...) while the FOREX wallet holds USD.
 */
export function conversionRate(market: MarketService, priceCurrency: string, walletCurrency: string): Decimal {
  if (priceCurrency === walletCurrency) return new Decimal(1);
  return usdPer(market, priceCurrency).dividedBy(usdPer(market, walletCurrency));
}

function usdPer(market: MarketService, currency: string): Decimal {
  if (currency === 'USD') return new Decimal(1);
  const mid = (code: string) => {
    const q = liveQuote(market, code);
    return q.bid.plus(q.ask).dividedBy(2);
  };
  if (market.instrument(`USD/${currency}`)) return new Decimal(1).dividedBy(mid(`USD/${currency}`));
  if (market.instrument(`${currency}/USD`)) return mid(`${currency}/USD`);
  throw new Error(`no forex quote converts ${currency} into USD`);
}
