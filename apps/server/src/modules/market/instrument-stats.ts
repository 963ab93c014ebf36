import { EXCHANGE_GROUPS, type MarketCode, type StockDetail, type StockQuote } from '@app/contracts';
import { Lru } from '../../market/lru.ts';
import type { MarketService } from './service.ts';

export interface Stats {
  high52w: number;
  low52w: number;
  avgVolume3m: number;
  changeYtdBase: number;
}

/** The session group of each market (an index follows its home exchange). */
const GROUP_OF: Record<MarketCode, (typeof EXCHANGE_GROUPS)[number]> = { US: 'US', MX: 'MX', HK: 'HK', FUTURES: 'FUTURES', FOREX: 'FOREX', CRYPTO: 'CRYPTO', INDEX: 'US' };

/** 52-week range, 3-month average volume and the year's opening level, from completed days (cached per instrument and day). */
export class InstrumentStats {
  private readonly cache = new Lru<string, Stats>(1000);

  constructor(private readonly market: MarketService) {}

  of(code: string): Stats {
    const bars = this.market.candles(code, '1d', 400);
    const today = bars[bars.length - 1];
    const key = `${code}|${today?.time ?? 0}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const now = this.market.now();
    const yearStart = Date.UTC(new Date(now).getUTCFullYear(), 0, 1);
    const yearAgo = now - 365 * 86_400_000;
    const year = bars.filter((bar) => bar.time >= yearAgo);
    const past = bars.slice(Math.max(0, bars.length - 64), bars.length - 1);
    const beforeYear = bars.filter((bar) => bar.time < yearStart);
    const result: Stats = {
      high52w: Math.max(...year.map((bar) => bar.high)),
      low52w: Math.min(...year.map((bar) => bar.low)),
      avgVolume3m: past.length ? Math.round(past.reduce((sum, bar) => sum + bar.volume, 0) / past.length) : 0,
      changeYtdBase: beforeYear.length ? beforeYear[beforeYear.length - 1]!.close : (bars[0]?.open ?? 0),
    };
    this.cache.set(key, result);
    return result;
  }

  /** Today's figures with the stored ones: the range including today, the day's amplitude, the change since the year began (percent). */
  figures(code: string, row: StockQuote): StockDetail['stats'] {
    const s = this.of(code);
    return {
      high52w: Math.max(s.high52w, row.high),
      low52w: Math.min(s.low52w, row.low),
      avgVolume3m: s.avgVolume3m,
      amplitude: row.prevClose > 0 ? Number((((row.high - row.low) / row.prevClose) * 100).toFixed(2)) : 0,
      changeYtd: s.changeYtdBase > 0 ? Number((((row.price_nominal - s.changeYtdBase) / s.changeYtdBase) * 100).toFixed(2)) : 0,
    };
  }

  /** An instrument's detail page: its quote (`row`, watchlist flag already set), its own calendar, its figures. */
  detail(code: string, row: StockQuote): StockDetail {
    const info = this.market.session(code);
    const base = this.market.marketSession(GROUP_OF[row.market]);
    return {
      quote: row,
      session: {
        ...base,
        status: info.status,
        timezone: info.timezone,
        tradingDay: info.tradingDay ?? base.tradingDay,
        sessionOpen: info.regularOpen,
        sessionClose: info.regularClose,
        nextOpen: info.nextOpen,
        nextClose: info.nextClose,
        holiday: info.holiday,
        earlyClose: info.earlyClose,
      },
      stats: this.figures(code, row),
      simulated: this.market.simulated,
    };
  }
}
