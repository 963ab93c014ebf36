import type { KlinePeriod } from '@app/contracts';
import type { Status } from './calendar.ts';
import type { Instrument } from './instruments.ts';
import type { ListingSpec } from './simulated.ts';

/** A quote as a provider gives it: prices already on the tick grid, as numbers with the instrument's decimals. */
export interface ProviderQuote {
  code: string;
  /** Quote time (ms, whole seconds): the current second while the instrument trades, else its last trade. */
  time: number;
  status: Status;
  /** Latest trade, including extended hours (what an order would trade at now). */
  last: number;
  /** Last price of the regular session (SPEC price_nominal). */
  price: number;
  prevClose: number;
  open: number;
  high: number;
  low: number;
  volume: number;
  turnover: number;
  bid: number;
  ask: number;
  /** Tick at the current price. */
  tickSize: number;
  preMarketPrice?: number;
  postMarketPrice?: number;
}

export interface ProviderCandle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  turnover: number;
}

export interface ProviderBook {
  bids: Array<{ price: number; volume: number }>;
  asks: Array<{ price: number; volume: number }>;
}

export interface SessionInfo {
  status: Status;
  /** Current or next trading day (exchange local date). */
  tradingDay: string | undefined;
  regularOpen: number | undefined;
  regularClose: number | undefined;
  nextOpen: number | undefined;
  nextClose: number | undefined;
  holiday: string | undefined;
  earlyClose: boolean;
  timezone: string;
}

/**
 * Where market data comes from. The simulated market implements it; a vendor feed
 * (Finnhub, Twelve Data, Polygon, Banxico's FIX for USD/MXN) can replace it without
 * touching the calls, the push socket or the services that trading uses.
 */
export interface MarketDataProvider {
  readonly simulated: boolean;
  instruments(): readonly Instrument[];
  instrument(code: string): Instrument | undefined;
  quote(code: string, at: number): ProviderQuote;
  /** The last `count` candles that start before `endTime` (default: all up to `at`), oldest first. */
  candles(code: string, period: KlinePeriod, count: number, at: number, endTime?: number): ProviderCandle[];
  book(code: string, at: number, levels: number): ProviderBook;
  session(code: string, at: number): SessionInfo;
  /** Highest and lowest daily close of the last year before the trading day at `at` (cheap). */
  closeRange?(code: string, at: number): { high: number; low: number } | undefined;
  /** A new listing joins the market (the simulated market; a vendor feed lists it itself). */
  addListing?(spec: ListingSpec): Instrument;
}
