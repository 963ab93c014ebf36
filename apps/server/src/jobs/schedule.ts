import { calendar, CALENDAR_SPECS } from '../market/calendar.ts';
import { DAY_MS, keyFromDay, utcToZoned, weekdayOf, zonedToUtc } from '../market/time.ts';

/** Exchanges whose trading days a calendar job can follow, and their market calendars. */
export const JOB_EXCHANGES = { HK: 'HKEX', US: 'US', MX: 'BMV' } as const;
export type JobExchange = keyof typeof JOB_EXCHANGES;

/**
 * When a job is due:
 * - `{ everyMs }`: every `everyMs` milliseconds, on multiples of it since the epoch (period = the slot's start);
 * - `{ at, timeZone, days }`: at a wall-clock time in a time zone, daily, on weekdays, or on an
 *   exchange's trading days (its market calendar: weekends and holidays skipped); period = the local date.
 *   With `days: { exchange }` the time zone may be left out: the exchange's own zone is used.
 */
export type JobSchedule =
  | { everyMs: number }
  | { at: string; timeZone?: string; days?: 'daily' | 'weekdays' | { exchange: JobExchange } };

/** One due run: its period key (unique per job) and the instant it is due. */
export interface DuePeriod {
  period: string;
  dueAt: number;
}

const AT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Checks a schedule, failing loudly at start-up (a wrong time zone or time would otherwise never run). */
export function validateSchedule(schedule: JobSchedule): void {
  if ('everyMs' in schedule) {
    if (!Number.isInteger(schedule.everyMs) || schedule.everyMs < 1) throw new Error(`everyMs must be a positive integer, got ${schedule.everyMs}`);
    return;
  }
  if (!AT.test(schedule.at)) throw new Error(`at must be HH:MM (24 h), got "${schedule.at}"`);
  const tz = zoneOf(schedule);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
  } catch {
    throw new Error(`unknown time zone "${tz}"`);
  }
}

function zoneOf(schedule: Extract<JobSchedule, { at: string }>): string {
  if (schedule.timeZone) return schedule.timeZone;
  if (typeof schedule.days === 'object') return CALENDAR_SPECS[JOB_EXCHANGES[schedule.days.exchange]]!.displayTz;
  return 'UTC';
}

/** Whether a local date (day number) is one on which the calendar schedule runs. */
export function runsOnDay(schedule: Extract<JobSchedule, { at: string }>, day: number): boolean {
  const days = schedule.days ?? 'daily';
  if (days === 'daily') return true;
  const weekday = weekdayOf(day);
  if (days === 'weekdays') return weekday >= 1 && weekday <= 5;
  const cal = calendar(JOB_EXCHANGES[days.exchange]);
  const first = cal.byIndex(cal.minIndex)!.day;
  const last = cal.byIndex(cal.maxIndex)!.day;
  // Beyond the listed years (no holiday data) the exchange's weekdays still hold.
  if (day < first || day > last) return cal.spec.weekdays.includes(weekday);
  return cal.isTradingDate(day);
}

function minutesOf(at: string): number {
  const [, h, m] = AT.exec(at)!;
  return Number(h) * 60 + Number(m);
}

function calendarDue(schedule: Extract<JobSchedule, { at: string }>, day: number): DuePeriod {
  return { period: keyFromDay(day), dueAt: zonedToUtc(zoneOf(schedule), day, minutesOf(schedule.at)) };
}

/** The first due run strictly after instant `after`. */
export function nextDue(schedule: JobSchedule, after: number): DuePeriod {
  if ('everyMs' in schedule) {
    const slot = Math.floor(after / schedule.everyMs) + 1;
    return intervalDue(schedule.everyMs, slot);
  }
  const tz = zoneOf(schedule);
  // Start a day early: the local date of `after` may be behind its UTC date.
  for (let day = utcToZoned(tz, after).day - 1; ; day++) {
    if (!runsOnDay(schedule, day)) continue;
    const due = calendarDue(schedule, day);
    if (due.dueAt > after) return due;
  }
}

function intervalDue(everyMs: number, slot: number): DuePeriod {
  const dueAt = slot * everyMs;
  return { period: new Date(dueAt).toISOString(), dueAt };
}

/**
 * The due runs in (from, to], in order, at most `limit` of them (the earliest). A calendar
 * schedule looks at most ten years ahead.
 */
export function duePeriods(schedule: JobSchedule, from: number, to: number, limit = Number.POSITIVE_INFINITY): DuePeriod[] {
  const out: DuePeriod[] = [];
  if ('everyMs' in schedule) {
    const first = Math.floor(from / schedule.everyMs) + 1;
    const last = Math.floor(to / schedule.everyMs);
    for (let slot = first; slot <= last && out.length < limit; slot++) out.push(intervalDue(schedule.everyMs, slot));
    return out;
  }
  let at = from;
  while (out.length < limit) {
    const next = nextDue(schedule, at);
    if (next.dueAt > to || next.dueAt - from > 3660 * DAY_MS) break;
    out.push(next);
    at = next.dueAt;
  }
  return out;
}

/** The latest due run at or before `to`, or undefined when there is none after `from`. */
export function latestDue(schedule: JobSchedule, from: number, to: number): DuePeriod | undefined {
  if ('everyMs' in schedule) {
    const slot = Math.floor(to / schedule.everyMs);
    return slot * schedule.everyMs > from ? intervalDue(schedule.everyMs, slot) : undefined;
  }
  const tz = zoneOf(schedule);
  for (let day = utcToZoned(tz, to).day + 1; ; day--) {
    if (!runsOnDay(schedule, day)) continue;
    const due = calendarDue(schedule, day);
    if (due.dueAt > to) continue;
    return due.dueAt > from ? due : undefined;
  }
}

/** The schedule as the back office shows it (contracts' jobSchedule): the calendar's zone filled in, the exchange by its code. */
export function scheduleView(schedule: JobSchedule): { everyMs?: number; at?: string; timeZone?: string; days?: string } {
  if ('everyMs' in schedule) return { everyMs: schedule.everyMs };
  const days = schedule.days ?? 'daily';
  return { at: schedule.at, timeZone: zoneOf(schedule), days: typeof days === 'object' ? days.exchange : days };
}

/** A readable form of a schedule for logs (e.g. "every 1 s", "09:20 Asia/Hong_Kong, HK trading days"). */
export function describeSchedule(schedule: JobSchedule): string {
  if ('everyMs' in schedule) {
    const ms = schedule.everyMs;
    if (ms % 3_600_000 === 0) return `every ${ms / 3_600_000} h`;
    if (ms % 60_000 === 0) return `every ${ms / 60_000} min`;
    if (ms % 1000 === 0) return `every ${ms / 1000} s`;
    return `every ${ms} ms`;
  }
  const days = schedule.days ?? 'daily';
  const which = days === 'daily' ? 'daily' : days === 'weekdays' ? 'weekdays' : `${days.exchange} trading days`;
  return `${schedule.at} ${zoneOf(schedule)}, ${which}`;
}
