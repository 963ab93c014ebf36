/**
 * Wall-clock arithmetic in IANA time zones with Intl only (no dependency). Dates are
 * "day numbers": days since 1970-01-01, so a calendar date is an integer and weekdays,
 * weeks and ranges are plain arithmetic.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Offsets change only at DST transitions (on the hour), so an hour bucket is a safe cache key. */
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 50_000;

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Local time minus UTC, in ms, at instant t. */
export function tzOffset(tz: string, t: number): number {
  if (tz === 'UTC') return 0;
  const key = `${tz}|${Math.floor(t / 3_600_000)}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const parts = formatter(tz).formatToParts(new Date(t));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offset = local - (t - (t % 1000 + 1000) % 1000);
  if (offsetCache.size > OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** The instant of a wall-clock time: `minutes` after local midnight of `day` (may be negative or > 1440). */
export function zonedToUtc(tz: string, day: number, minutes: number): number {
  const wall = day * DAY_MS + minutes * MINUTE_MS;
  const first = wall - tzOffset(tz, wall);
  const second = wall - tzOffset(tz, first);
  return second;
}

export interface LocalTime {
  day: number;
  /** Minutes after local midnight, fractional. */
  minutes: number;
  weekday: number;
}

export function utcToZoned(tz: string, t: number): LocalTime {
  const local = t + tzOffset(tz, t);
  const day = Math.floor(local / DAY_MS);
  return { day, minutes: (local - day * DAY_MS) / MINUTE_MS, weekday: weekdayOf(day) };
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function dayFromKey(key: string): number {
  const [y, m, d] = key.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY_MS;
}

export function keyFromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:mm in the zone. */
export function formatLocal(tz: string, t: number): string {
  const local = new Date(t + tzOffset(tz, t)).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/** Monday of the week of `day`. */
export function mondayOf(day: number): number {
  return day - ((weekdayOf(day) + 6) % 7);
}
