import {
  Currency,
  type ExchangeGroup,
  type InstrumentKind,
  type KlinePeriod,
  type Locale,
  type MarketCode,
  type MarketSession,
  type StockQuote,
} from '@app/contracts';
import Decimal from 'decimal.js';
import type { Clock } from '../../lib/clock.ts';
import { calendar } from '../../market/calendar.ts';
import type { Instrument } from '../../market/instruments.ts';
import type { MarketDataProvider, ProviderBook, ProviderCandle, ProviderQuote, SessionInfo } from '../../market/provider.ts';
import { sessionInfo, type ListingSpec } from '../../market/simulated.ts';
import { formatLocal } from '../../market/time.ts';
import { AppError } from '../../http/errors.ts';
import { QuoteBoard, type TickListener } from './board.ts';
import { t } from './messages.ts';

/** A live quote for other modules: the provider's quote plus what is needed to use it. */
export interface MarketQuote extends ProviderQuote {
  decimals: number;
  currency: string;
  market: MarketCode;
  kind: InstrumentKind;
  lotSize: number;
}

/**
 * A conversion rate between two currencies as decimal strings (use decimal.js):
 * `bid` is what one unit of `from` buys in `to` (use it to convert from -> to), `ask` what
 * one unit of `from` costs in `to`, `mid` their middle.
 */
export interface FxRate {
  from: Currency;
  to: Currency;
  mid: string;
  bid: string;
  ask: string;
  time: number;
}

const GROUP_CALENDAR: Record<ExchangeGroup, { calendar: string; exchange: string }> = {
  US: { calendar: 'US', exchange: 'NYSE / Nasdaq' },
  MX: { calendar: 'BMV', exchange: 'BMV' },
  HK: { calendar: 'HKEX', exchange: 'HKEX' },
  FUTURES: { calendar: 'CME', exchange: 'CME Globex' },
  FOREX: { calendar: 'FX', exchange: 'FX' },
  CRYPTO: { calendar: 'CRYPTO', exchange: 'Crypto' },
};

/** Each supported currency against the US dollar: the pair and whether USD is its base. */
const USD_LEGS: Record<Exclude<Currency, 'USD'>, { pair: string; usdIsBase: boolean }> = {
  MXN: { pair: 'USD/MXN', usdIsBase: true },
  EUR: { pair: 'EUR/USD', usdIsBase: false },
  HKD: { pair: 'USD/HKD', usdIsBase: true },
  BTC: { pair: 'BTC/USD', usdIsBase: false }, // robot mining rewards (issue 17): the simulated BTC price
};
const RATE_DIGITS = 10;

/**
 * What the market offers other modules (ctx.services.market): instruments, live quotes,
 * sessions ("market closed, opens at ..."), candles, the order book and FX rates.
 */
export class MarketService {
  readonly board: QuoteBoard;

  constructor(
    readonly provider: MarketDataProvider,
    private readonly clock: Clock,
  ) {
    this.board = new QuoteBoard(provider, clock);
  }

  get simulated(): boolean {
    return this.provider.simulated;
  }

  now(): number {
    return this.clock.now();
  }

  instrument(code: string): Instrument | undefined {
    return this.provider.instrument(code);
  }

  /** Highest and lowest daily close of the last year (before today), when the provider knows it cheaply. */
  closeRange(code: string): { high: number; low: number } | undefined {
    return this.provider.closeRange?.(code, this.now());
  }

  /** A new listing (an IPO on its listing day) joins the market; answers the instrument (undefined when the provider cannot list). */
  addListing(spec: ListingSpec): Instrument | undefined {
    return this.provider.instrument(spec.code) ?? this.provider.addListing?.(spec);
  }

  /** The instrument, or a 404 AppError MARKET_UNKNOWN_INSTRUMENT. */
  requireInstrument(code: string, kinds?: InstrumentKind[]): Instrument {
    const instrument = this.provider.instrument(code);
    if (!instrument) throw new AppError('MARKET_UNKNOWN_INSTRUMENT', t.unknownInstrument, { code }, { field: 'code' });
    if (kinds && !kinds.includes(instrument.kind)) throw new AppError('MARKET_WRONG_KIND', t.wrongKind, { code }, { field: 'code' });
    return instrument;
  }

  instruments(filter: { market?: MarketCode; kind?: InstrumentKind } = {}): readonly Instrument[] {
    const all = this.provider.instruments();
    if (!filter.market && !filter.kind) return all;
    return all.filter((i) => (!filter.market || i.market === filter.market) && (!filter.kind || i.kind === filter.kind));
  }

  /** The live quote (of the current second; shared with the list cache). */
  quote(code: string): MarketQuote {
    const instrument = this.requireInstrument(code);
    const q = this.board.snapshot().quote(code) ?? this.provider.quote(code, this.clock.now());
    return { ...q, decimals: instrument.decimals, currency: instrument.currency, market: instrument.market, kind: instrument.kind, lotSize: instrument.lotSize };
  }

  /** The list row (SPEC stock quote) of an instrument, in a language, without the caller's watchlist flag. */
  row(code: string, locale: Locale): StockQuote {
    this.requireInstrument(code);
    return this.board.snapshot().row(code, locale)!;
  }

  session(code: string): SessionInfo {
    this.requireInstrument(code);
    return this.provider.session(code, this.clock.now());
  }

  /** Whether the instrument can trade now: the regular session, or also pre/post-market when asked. */
  isTradingNow(code: string, options: { extendedHours?: boolean } = {}): boolean {
    const status = this.session(code).status;
    return status === 'open' || (!!options.extendedHours && (status === 'pre' || status === 'post'));
  }

  /** When regular trading next starts (ms), or undefined while it is open. */
  nextOpen(code: string): number | undefined {
    return this.session(code).nextOpen;
  }

  marketSession(group: ExchangeGroup): MarketSession {
    const spec = GROUP_CALENDAR[group];
    const cal = calendar(spec.calendar);
    const now = this.clock.now();
    const info = sessionInfo(cal, now);
    return {
      market: group,
      exchange: spec.exchange,
      timezone: cal.displayTz,
      status: info.status,
      localTime: formatLocal(cal.displayTz, now),
      tradingDay: info.tradingDay ?? '',
      ...(info.regularOpen !== undefined ? { sessionOpen: info.regularOpen } : {}),
      ...(info.regularClose !== undefined ? { sessionClose: info.regularClose } : {}),
      ...(info.nextOpen !== undefined ? { nextOpen: info.nextOpen } : {}),
      ...(info.nextClose !== undefined ? { nextClose: info.nextClose } : {}),
      ...(info.holiday ? { holiday: info.holiday } : {}),
      earlyClose: info.earlyClose,
      simulated: this.provider.simulated,
    };
  }

  candles(code: string, period: KlinePeriod, count: number, endTime?: number): ProviderCandle[] {
    this.requireInstrument(code);
    return this.provider.candles(code, period, count, this.clock.now(), endTime);
  }

  book(code: string, levels = 5): ProviderBook {
    this.requireInstrument(code);
    return this.provider.book(code, this.clock.now(), levels);
  }

  /** Rate to convert between MXN, USD, EUR and HKD at the live simulated FX quotes (crosses through USD). */
  fxRate(from: Currency, to: Currency): FxRate {
    for (const currency of [from, to]) {
      if (!Currency.includes(currency)) throw new AppError('MARKET_UNKNOWN_CURRENCY', t.unknownCurrency, { currency });
    }
    const time = this.board.snapshot().second;
    if (from === to) return { from, to, mid: '1', bid: '1', ask: '1', time };
    const source = this.usdLeg(from);
    const target = this.usdLeg(to);
    // from -> USD -> to: selling `from` sells it for USD, then sells the USD for `to`.
    const bid = source.bid.times(target.usdBid);
    const ask = source.ask.times(target.usdAsk);
    const mid = bid.plus(ask).dividedBy(2);
    const fmt = (d: Decimal) => d.toSignificantDigits(RATE_DIGITS).toString();
    return { from, to, mid: fmt(mid), bid: fmt(bid), ask: fmt(ask), time };
  }

  /**
   * `bid`/`ask`: USD received for selling / paid for buying one unit of `currency`;
   * `usdBid`/`usdAsk`: `currency` received for selling / paid for buying one USD.
   */
  private usdLeg(currency: Currency): { bid: Decimal; ask: Decimal; usdBid: Decimal; usdAsk: Decimal } {
    if (currency === 'USD') {
      const one = new Decimal(1);
      return { bid: one, ask: one, usdBid: one, usdAsk: one };
    }
    const leg = USD_LEGS[currency];
    const q = this.quote(leg.pair);
    const pairBid = new Decimal(String(q.bid));
    const pairAsk = new Decimal(String(q.ask));
    const one = new Decimal(1);
    if (leg.usdIsBase) {
      // USD/XXX: selling one XXX gives 1/ask USD, buying one costs 1/bid USD.
      return { bid: one.dividedBy(pairAsk), ask: one.dividedBy(pairBid), usdBid: pairBid, usdAsk: pairAsk };
    }
    return { bid: pairBid, ask: pairAsk, usdBid: one.dividedBy(pairAsk), usdAsk: one.dividedBy(pairBid) };
  }

  onQuotes(listener: TickListener): () => void {
    return this.board.onTick(listener);
  }
}
