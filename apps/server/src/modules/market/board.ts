import type { Locale, MarketCode, PushQuote, QuoteSortKey, SortOrder, StockQuote } from '@app/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { Instrument } from '../../market/instruments.ts';
import type { MarketDataProvider, ProviderQuote } from '../../market/provider.ts';
import type { CachedResponse } from '../../http/cached-response.ts';
import { FUTURE_UNITS, localText } from '../../market/localized.ts';
import { contractAt } from '../../market/futures-contract.ts';

const RESPONSE_CACHE_LIMIT = 2_000;

/** Every quote of one second, and the list rows built from them (per language, per sort), memoized. */
export class Snapshot {
  readonly quotes = new Map<string, ProviderQuote>();
  private readonly rows = new Map<Locale, Map<string, StockQuote>>();
  private readonly lists = new Map<string, StockQuote[]>();
  private readonly responses = new Map<string, CachedResponse>();

  constructor(
    readonly second: number,
    private readonly instruments: readonly Instrument[],
    private readonly provider: MarketDataProvider,
  ) {
    for (const instrument of instruments) this.quotes.set(instrument.code, provider.quote(instrument.code, second));
  }

  /** Serialized answers of this second, by request (bounded: a second's worth of distinct requests). */
  responseCache(): Map<string, CachedResponse> {
    if (this.responses.size > RESPONSE_CACHE_LIMIT) this.responses.clear();
    return this.responses;
  }

  quote(code: string): ProviderQuote | undefined {
    return this.quotes.get(code);
  }

  private rowMap(locale: Locale): Map<string, StockQuote> {
    // Spanish and English rows differ only in a few names; each language is built once a second.
    let rows = this.rows.get(locale);
    if (!rows) {
      rows = new Map();
      for (const instrument of this.instruments) rows.set(instrument.code, quoteRow(instrument, this.quotes.get(instrument.code)!, locale));
      this.rows.set(locale, rows);
    }
    return rows;
  }

  row(code: string, locale: Locale): StockQuote | undefined {
    return this.rowMap(locale).get(code);
  }

  /** Rows of a market (or every instrument), in the default order or sorted. */
  list(market: MarketCode | 'ALL', locale: Locale, sort?: QuoteSortKey, order: SortOrder = 'desc'): StockQuote[] {
    const key = `${market}|${locale}|${sort ?? ''}|${order}`;
    let list = this.lists.get(key);
    if (list) return list;
    const rows = this.rowMap(locale);
    list = this.instruments.filter((i) => market === 'ALL' || i.market === market).map((i) => rows.get(i.code)!);
    if (sort) list = sortRows(list, sort, order, locale);
    this.lists.set(key, list);
    return list;
  }
}

const COLLATOR: Record<Locale, Intl.Collator> = {
  es: new Intl.Collator('es-MX'),
  en: new Intl.Collator('en'),
  zh: new Intl.Collator('zh-Hans'),
};

export function sortRows(rows: StockQuote[], sort: QuoteSortKey, order: SortOrder, locale: Locale): StockQuote[] {
  const sign = order === 'asc' ? 1 : -1;
  const copy = [...rows];
  if (sort === 'name' || sort === 'stock_code') {
    const collator = COLLATOR[locale];
    copy.sort((a, b) => sign * collator.compare(a[sort], b[sort]));
  } else {
    // Ties keep the default order (stable sort), so paging is deterministic.
    copy.sort((a, b) => sign * (a[sort] - b[sort]));
  }
  return copy;
}

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

function ratio(change: number, base: number): number {
  return base > 0 ? round((change / base) * 100, 2) : 0;
}

/** The instrument's name in a language: Chinese where the data has it, Spanish where it differs. */
export function localName(instrument: Instrument, locale: Locale): string {
  if (locale === 'zh') return instrument.name.zh ?? instrument.name.en;
  if (locale === 'es') return instrument.name.es;
  return instrument.name.en;
}

/** A list row (SPEC stock quote) from a provider quote. */
export function quoteRow(instrument: Instrument, q: ProviderQuote, locale: Locale): StockQuote {
  const d = instrument.decimals;
  const change = round(q.price - q.prevClose, d);
  const row: StockQuote = {
    name: localName(instrument, locale),
    nameEn: instrument.name.en,
    ...(instrument.name.zh ? { nameZh: instrument.name.zh } : {}),
    stock_code: instrument.code,
    market: instrument.market,
    source: instrument.source,
    kind: instrument.kind,
    exchange: instrument.exchange,
    currency: instrument.currency,
    decimals: d,
    tickSize: q.tickSize,
    lotSize: instrument.lotSize,
    status: q.status,
    price_nominal: q.price,
    change,
    change_ratio: ratio(change, q.prevClose),
    fall: change < 0,
    volume: q.volume,
    turnover: q.turnover,
    open: q.open,
    high: q.high,
    low: q.low,
    prevClose: q.prevClose,
    bid: q.bid,
    ask: q.ask,
    time: q.time,
    selfSelectStatus: false,
    ...(instrument.sector ? { sector: instrument.sector } : {}),
    ...(instrument.contractSize !== undefined ? { contractSize: instrument.contractSize, tickValue: instrument.tickValue, unit: localText(FUTURE_UNITS, instrument.unit, locale) } : {}),
    ...(instrument.futures ? { contract: contractAt(instrument.code, instrument.futures, q.time), initialMargin: instrument.futures.initialMargin } : {}),
  };
  if (q.preMarketPrice !== undefined) {
    const pre = round(q.preMarketPrice - q.price, d);
    row.preMarketPrice = q.preMarketPrice;
    row.preMarketChange = pre;
    row.preMarketChangeRatio = ratio(pre, q.price);
  }
  if (q.postMarketPrice !== undefined) {
    const post = round(q.postMarketPrice - q.price, d);
    row.postMarketPrice = q.postMarketPrice;
    row.postMarketChange = post;
    row.postMarketChangeRatio = ratio(post, q.price);
  }
  return row;
}

export function pushQuoteOf(row: StockQuote): PushQuote {
  const {
    stock_code, status, price_nominal, change, change_ratio, fall, volume, turnover, open, high, low, prevClose, bid, ask, time, tickSize,
    preMarketPrice, preMarketChange, preMarketChangeRatio, postMarketPrice, postMarketChange, postMarketChangeRatio,
  } = row;
  return {
    stock_code, status, price_nominal, change, change_ratio, fall, volume, turnover, open, high, low, prevClose, bid, ask, time, tickSize,
    ...(preMarketPrice !== undefined ? { preMarketPrice, preMarketChange, preMarketChangeRatio } : {}),
    ...(postMarketPrice !== undefined ? { postMarketPrice, postMarketChange, postMarketChangeRatio } : {}),
  };
}

export type TickListener = (changed: PushQuote[], ts: number) => void;

/**
 * The quote board: the snapshot of the current second, shared by every list call (so
 * a list is never recomputed per request), and the ticker that advances it once a second
 * and tells listeners (the push socket) which quotes changed.
 */
export class QuoteBoard {
  private current: Snapshot | undefined;
  /** The snapshot the last tick emitted, to diff the next one against. */
  private lastTick: Snapshot | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners = new Set<TickListener>();
  /** CPU time of the last ticks (ms), for the metrics and the benchmark. */
  readonly tickCosts: number[] = [];

  constructor(
    readonly provider: MarketDataProvider,
    private readonly clock: Clock,
  ) {}

  /** The snapshot of the current second (built on first use within the second). */
  snapshot(): Snapshot {
    const second = Math.floor(this.clock.now() / 1000) * 1000;
    if (this.current && this.current.second === second) return this.current;
    this.current = new Snapshot(second, this.provider.instruments(), this.provider);
    return this.current;
  }

  /** The current push quotes of some codes (unknown codes are left out). */
  pushQuotes(codes: string[]): PushQuote[] {
    const snap = this.snapshot();
    const out: PushQuote[] = [];
    for (const code of codes) {
      const row = snap.row(code, 'en');
      if (row) out.push(pushQuoteOf(row));
    }
    return out;
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Advances to the current second and emits the quotes that changed since the previous tick. */
  tick(): PushQuote[] {
    const started = performance.now();
    const snap = this.snapshot();
    if (snap === this.lastTick) return [];
    const old = this.lastTick;
    this.lastTick = snap;
    const changed: PushQuote[] = [];
    for (const [code, q] of snap.quotes) {
      const was = old?.quote(code);
      if (was && was.last === q.last && was.price === q.price && was.volume === q.volume && was.status === q.status && was.bid === q.bid && was.ask === q.ask) continue;
      changed.push(pushQuoteOf(snap.row(code, 'en')!));
    }
    this.tickCosts.push(performance.now() - started);
    if (this.tickCosts.length > 120) this.tickCosts.shift();
    if (changed.length) for (const listener of this.listeners) listener(changed, snap.second);
    return changed;
  }

  start(): void {
    if (this.timer) return;
    const schedule = () => {
      // Fire just after each second boundary so a tick carries that second's prices.
      const delay = 1000 - (Date.now() % 1000) + 5;
      this.timer = setTimeout(() => {
        try {
          this.tick();
        } finally {
          if (this.timer) schedule();
        }
      }, delay);
      this.timer.unref();
    };
    schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  get running(): boolean {
    return this.timer !== undefined;
  }
}
