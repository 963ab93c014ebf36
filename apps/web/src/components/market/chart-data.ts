import type { Candle, KlinePeriod } from '@app/contracts';
import { zonedFormatter } from '../../lib/format.ts';

/**
 * Pure helpers of the quote chart: exchange-local time for the chart's axis, the last
 * session of 1-minute bars for the intraday (timeshare) view, and folding live ticks
 * into the last candle.
 */

const offsetCache = new Map<string, number>();

/** Offset of a time zone from UTC at an instant, in ms (cached per zone and hour). */
export function zoneOffsetMs(timeZone: string, ms: number): number {
  const hour = Math.floor(ms / 3_600_000);
  const key = `${timeZone}@${hour}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const p = Object.fromEntries(zonedFormatter(timeZone).formatToParts(new Date(hour * 3_600_000)).map((x) => [x.type, Number(x.value)]));
  const offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - hour * 3_600_000;
  if (offsetCache.size > 5000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/**
 * The chart library draws times as UTC; shifting each bar by its zone's offset makes the
 * axis read in the exchange's local time (09:30 for the NYSE open wherever the user is).
 */
export function chartTime(ms: number, timeZone?: string): number {
  return Math.floor((ms + (timeZone ? zoneOffsetMs(timeZone, ms) : 0)) / 1000);
}

/** The exchange-local calendar day of an instant, YYYY-MM-DD. */
export function localDay(ms: number, timeZone?: string): string {
  return new Date(ms + (timeZone ? zoneOffsetMs(timeZone, ms) : 0)).toISOString().slice(0, 10);
}

/** The 1-minute bars of the most recent trading day (the intraday view). */
export function lastSession(bars: readonly Candle[], timeZone?: string): Candle[] {
  const last = bars[bars.length - 1];
  if (!last) return [];
  const day = localDay(last.time, timeZone);
  let start = bars.length - 1;
  while (start > 0 && localDay(bars[start - 1]!.time, timeZone) === day) start--;
  return bars.slice(start);
}

export const PERIOD_MS: Partial<Record<KlinePeriod, number>> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
};

export interface Tick {
  price: number;
  time: number;
  /** Day volume so far (as quotes carry it). */
  dayVolume: number;
}

/**
 * Folds a live tick into the bars (oldest first), returning the changed or new last bar,
 * or undefined when the tick is older than the last bar. Intraday bars roll over every
 * period; daily and weekly bars only move their close, high, low and (daily) volume.
 * `lastDayVolume` is the day volume at the previous tick, to add only the difference.
 */
export function foldTick(bars: Candle[], period: KlinePeriod, tick: Tick, lastDayVolume: number | undefined): Candle | undefined {
  const last = bars[bars.length - 1];
  if (!last || tick.time < last.time) return undefined;
  const step = PERIOD_MS[period];
  const traded = lastDayVolume === undefined ? 0 : Math.max(0, tick.dayVolume - lastDayVolume);
  if (step && tick.time >= last.time + step) {
    const start = last.time + Math.floor((tick.time - last.time) / step) * step;
    const bar: Candle = { time: start, open: tick.price, high: tick.price, low: tick.price, close: tick.price, volume: traded, turnover: traded * tick.price };
    bars.push(bar);
    return bar;
  }
  const bar: Candle = {
    ...last,
    close: tick.price,
    high: Math.max(last.high, tick.price),
    low: Math.min(last.low, tick.price),
    volume: period === '1d' ? Math.max(last.volume, tick.dayVolume) : last.volume + traded,
    turnover: last.turnover + traded * tick.price,
  };
  bars[bars.length - 1] = bar;
  return bar;
}
