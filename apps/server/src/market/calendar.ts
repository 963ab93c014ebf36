import { readCsv } from './csv.ts';
import { MINUTE_MS, dayFromKey, keyFromDay, utcToZoned, weekdayOf, zonedToUtc } from './time.ts';

/** A phase in which an instrument can be quoted; anything outside the phases is 'closed'. */
export type Phase = 'pre' | 'open' | 'lunch' | 'post';
export type Status = Phase | 'closed';

export interface SessionInterval {
  start: number;
  end: number;
  phase: Phase;
}

/** One trading day of a calendar, with its phases as instants. */
export interface TradingDay {
  /** Day number (days since 1970-01-01) of the local trading date. */
  day: number;
  key: string;
  /** Position in the calendar's list of trading days; 0 is the reference day (last trading day of 2025). */
  index: number;
  intervals: SessionInterval[];
  /** Regular (continuous) trading intervals: the minutes that make candles. */
  open: SessionInterval[];
  /** Regular minutes in the day. */
  minutes: number;
  /** Minute offset of each open interval's start within the day's regular minutes. */
  openOffsets: number[];
  first: number;
  last: number;
  regularOpen: number;
  regularClose: number;
  holiday: string | undefined;
  earlyClose: boolean;
}

type PhaseSpec = [phase: Phase, startMinutes: number, endMinutes: number];

export interface CalendarSpec {
  id: string;
  /** Zone in which the session times are written. */
  tz: string;
  /** Zone the exchange lives in, for display (BMV's hours follow New York, its clocks Mexico City). */
  displayTz: string;
  /** Trading weekdays of the trading date (0 Sunday ... 6 Saturday). */
  weekdays: number[];
  holidays?: 'NYSE' | 'BMV' | 'HKEX';
  normal: PhaseSpec[];
  early?: PhaseSpec[];
}

const MON_FRI = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * Exchange calendars. Session times are each venue's published hours (sessions.csv);
 * futures sessions start the evening before the trading date (negative minutes).
 */
export const CALENDAR_SPECS: Record<string, CalendarSpec> = {
  US: {
    id: 'US',
    tz: 'America/New_York',
    displayTz: 'America/New_York',
    weekdays: MON_FRI,
    holidays: 'NYSE',
    normal: [['pre', 240, 570], ['open', 570, 960], ['post', 960, 1200]],
    early: [['pre', 240, 570], ['open', 570, 780], ['post', 780, 1020]],
  },
  US_INDEX: {
    id: 'US_INDEX',
    tz: 'America/New_York',
    displayTz: 'America/New_York',
    weekdays: MON_FRI,
    holidays: 'NYSE',
    normal: [['open', 570, 960]],
    early: [['open', 570, 780]],
  },
  // BMV trades 08:30-15:00 Mexico City in US standard time and 07:30-14:00 in US daylight
  // time: always 09:30-16:00 New York, so the session is written in New York time.
  BMV: {
    id: 'BMV',
    tz: 'America/New_York',
    displayTz: 'America/Mexico_City',
    weekdays: MON_FRI,
    holidays: 'BMV',
    normal: [['pre', 540, 570], ['open', 570, 960]],
  },
  HKEX: {
    id: 'HKEX',
    tz: 'Asia/Hong_Kong',
    displayTz: 'Asia/Hong_Kong',
    weekdays: MON_FRI,
    holidays: 'HKEX',
    normal: [['pre', 540, 570], ['open', 570, 720], ['lunch', 720, 780], ['open', 780, 960]],
    early: [['pre', 540, 570], ['open', 570, 720]],
  },
  // CME Globex: Sunday 17:00 to Friday 16:00 Chicago with the daily 16:00-17:00 break.
  // Closed on NYSE full holidays (a simplification of CME's shortened holiday sessions).
  CME: {
    id: 'CME',
    tz: 'America/Chicago',
    displayTz: 'America/Chicago',
    weekdays: MON_FRI,
    holidays: 'NYSE',
    normal: [['open', -420, 960]],
  },
  CBOT_GRAINS: {
    id: 'CBOT_GRAINS',
    tz: 'America/Chicago',
    displayTz: 'America/Chicago',
    weekdays: MON_FRI,
    holidays: 'NYSE',
    normal: [['open', -300, 465], ['open', 510, 800]],
  },
  // FX: Sunday 17:00 to Friday 17:00 New York; the trading date is the day the session ends.
  FX: { id: 'FX', tz: 'America/New_York', displayTz: 'America/New_York', weekdays: MON_FRI, normal: [['open', -420, 1020]] },
  CRYPTO: { id: 'CRYPTO', tz: 'UTC', displayTz: 'UTC', weekdays: EVERY_DAY, normal: [['open', 0, 1440]] },
  TSE: {
    id: 'TSE',
    tz: 'Asia/Tokyo',
    displayTz: 'Asia/Tokyo',
    weekdays: MON_FRI,
    normal: [['open', 540, 690], ['lunch', 690, 750], ['open', 750, 930]],
  },
  XETRA: { id: 'XETRA', tz: 'Europe/Berlin', displayTz: 'Europe/Berlin', weekdays: MON_FRI, normal: [['open', 540, 1050]] },
  LSE: { id: 'LSE', tz: 'Europe/London', displayTz: 'Europe/London', weekdays: MON_FRI, normal: [['open', 480, 990]] },
  EURONEXT: { id: 'EURONEXT', tz: 'Europe/Paris', displayTz: 'Europe/Paris', weekdays: MON_FRI, normal: [['open', 540, 1050]] },
  SSE: {
    id: 'SSE',
    tz: 'Asia/Shanghai',
    displayTz: 'Asia/Shanghai',
    weekdays: MON_FRI,
    normal: [['open', 570, 690], ['lunch', 690, 780], ['open', 780, 900]],
  },
  KRX: { id: 'KRX', tz: 'Asia/Seoul', displayTz: 'Asia/Seoul', weekdays: MON_FRI, normal: [['open', 540, 930]] },
  B3: { id: 'B3', tz: 'America/Sao_Paulo', displayTz: 'America/Sao_Paulo', weekdays: MON_FRI, normal: [['open', 600, 1020]] },
};

export interface Holiday {
  name: string;
  type: 'full' | 'early_close';
}

let holidayTable: Map<string, Map<number, Holiday>> | undefined;

/** NYSE, BMV and HKEX closures and early closes (holidays.csv, 2026-2027). */
export function holidays(): Map<string, Map<number, Holiday>> {
  if (holidayTable) return holidayTable;
  const table = new Map<string, Map<number, Holiday>>();
  for (const row of readCsv('holidays.csv')) {
    const exchange = row.exchange!;
    if (!table.has(exchange)) table.set(exchange, new Map());
    table.get(exchange)!.set(dayFromKey(row.date!), { name: row.name!, type: row.type === 'early_close' ? 'early_close' : 'full' });
  }
  holidayTable = table;
  return table;
}

/**
 * The date the data files' reference levels are closes of (reference.csv `reference_date`):
 * the simulated market's paths start there, on the last trading day up to it.
 */
export const REFERENCE_DATE = readCsv('reference.csv').find((row) => row.key === 'reference_date')?.value ?? '';
if (!/^\d{4}-\d{2}-\d{2}$/.test(REFERENCE_DATE)) throw new Error('instrument data: reference.csv names no reference_date');
export const REFERENCE_DAY = dayFromKey(REFERENCE_DATE);
const FIRST_DAY = dayFromKey('2024-06-01');
const LAST_DAY = dayFromKey('2028-12-31');

/**
 * The trading days and sessions of one venue. Trading days are listed once (June 2024 to 2028);
 * their session instants are computed on first use and kept.
 */
export class Calendar {
  readonly id: string;
  readonly tz: string;
  readonly displayTz: string;
  private readonly days: number[] = [];
  private readonly indexByDay = new Map<number, number>();
  private readonly refPosition: number;
  private readonly built = new Map<number, TradingDay>();
  private readonly holidayMap: Map<number, Holiday>;

  constructor(readonly spec: CalendarSpec) {
    this.id = spec.id;
    this.tz = spec.tz;
    this.displayTz = spec.displayTz;
    this.holidayMap = spec.holidays ? (holidays().get(spec.holidays) ?? new Map()) : new Map();
    for (let day = FIRST_DAY; day <= LAST_DAY; day++) {
      if (!spec.weekdays.includes(weekdayOf(day))) continue;
      if (this.holidayMap.get(day)?.type === 'full') continue;
      this.indexByDay.set(day, this.days.length);
      this.days.push(day);
    }
    let ref = 0;
    while (ref + 1 < this.days.length && this.days[ref + 1]! <= REFERENCE_DAY) ref++;
    this.refPosition = ref;
  }

  /** Index range of the listed trading days. */
  get minIndex(): number {
    return -this.refPosition;
  }
  get maxIndex(): number {
    return this.days.length - 1 - this.refPosition;
  }

  holiday(day: number): Holiday | undefined {
    return this.holidayMap.get(day);
  }

  isTradingDate(day: number): boolean {
    return this.indexByDay.has(day);
  }

  /** The trading day at an index (0 = last trading day of 2025), or undefined outside mid-2024 to 2028. */
  byIndex(index: number): TradingDay | undefined {
    const day = this.days[index + this.refPosition];
    return day === undefined ? undefined : this.byDay(day);
  }

  byDay(day: number): TradingDay | undefined {
    const position = this.indexByDay.get(day);
    if (position === undefined) return undefined;
    let built = this.built.get(day);
    if (!built) {
      built = this.build(day, position - this.refPosition);
      this.built.set(day, built);
    }
    return built;
  }

  private build(day: number, index: number): TradingDay {
    const holiday = this.holidayMap.get(day);
    const earlyClose = holiday?.type === 'early_close' && !!this.spec.early;
    const phases = earlyClose ? this.spec.early! : this.spec.normal;
    const intervals = phases.map(([phase, from, to]) => ({
      phase,
      start: zonedToUtc(this.tz, day, from),
      end: zonedToUtc(this.tz, day, to),
    }));
    const open = intervals.filter((i) => i.phase === 'open');
    const openOffsets: number[] = [];
    let minutes = 0;
    for (const interval of open) {
      openOffsets.push(minutes);
      minutes += Math.round((interval.end - interval.start) / MINUTE_MS);
    }
    return {
      day,
      key: keyFromDay(day),
      index,
      intervals,
      open,
      minutes,
      openOffsets,
      first: intervals[0]!.start,
      last: intervals[intervals.length - 1]!.end,
      regularOpen: open[0]!.start,
      regularClose: open[open.length - 1]!.end,
      holiday: holiday?.name,
      earlyClose,
    };
  }

  /** Trading days that may contain instant t (sessions can start the evening before the date). */
  private candidates(t: number): TradingDay[] {
    const local = utcToZoned(this.tz, t);
    const out: TradingDay[] = [];
    for (let day = local.day - 1; day <= local.day + 1; day++) {
      const td = this.byDay(day);
      if (td) out.push(td);
    }
    return out;
  }

  status(t: number): Status {
    for (const td of this.candidates(t)) {
      if (t < td.first || t >= td.last) continue;
      for (const interval of td.intervals) if (t >= interval.start && t < interval.end) return interval.phase;
    }
    return 'closed';
  }

  /** The latest trading day whose regular session has started by t (the day a quote refers to). */
  quoteDay(t: number): TradingDay | undefined {
    const local = utcToZoned(this.tz, t);
    for (let day = local.day + 1; day >= local.day - 20; day--) {
      const td = this.byDay(day);
      if (td && td.regularOpen <= t) return td;
    }
    return undefined;
  }

  /** The trading day in progress at t (any phase, including its pre-market), else the next one. */
  sessionDay(t: number): TradingDay | undefined {
    const local = utcToZoned(this.tz, t);
    for (let day = local.day - 1; day <= local.day + 20; day++) {
      const td = this.byDay(day);
      if (td && td.last > t) return td;
    }
    return undefined;
  }

  /** The first trading day strictly after `td`. */
  next(td: TradingDay): TradingDay | undefined {
    return this.byIndex(td.index + 1);
  }
  previous(td: TradingDay): TradingDay | undefined {
    return this.byIndex(td.index - 1);
  }

  /** Start of the next regular (continuous) trading interval that begins after t. */
  nextOpen(t: number): number | undefined {
    let td = this.sessionDay(t);
    for (let n = 0; td && n < 30; n++, td = this.next(td)) {
      for (const interval of td.open) if (interval.start > t) return interval.start;
    }
    return undefined;
  }

  /** End of the regular interval in progress, or of the next one. */
  nextClose(t: number): number | undefined {
    let td = this.sessionDay(t);
    for (let n = 0; td && n < 30; n++, td = this.next(td)) {
      for (const interval of td.open) if (interval.end > t) return interval.end;
    }
    return undefined;
  }
}

/** Position of instant t in the regular minutes of a day: minute index and second within it, or undefined. */
export function regularMinuteAt(td: TradingDay, t: number): { minute: number; second: number } | undefined {
  for (let i = 0; i < td.open.length; i++) {
    const interval = td.open[i]!;
    if (t >= interval.start && t < interval.end) {
      const elapsed = t - interval.start;
      return { minute: td.openOffsets[i]! + Math.floor(elapsed / MINUTE_MS), second: Math.floor((elapsed % MINUTE_MS) / 1000) };
    }
  }
  return undefined;
}

/** Regular minutes completed by t (0 before the open, td.minutes after the close). */
export function minutesElapsed(td: TradingDay, t: number): number {
  let done = 0;
  for (let i = 0; i < td.open.length; i++) {
    const interval = td.open[i]!;
    if (t >= interval.end) done = td.openOffsets[i]! + Math.round((interval.end - interval.start) / MINUTE_MS);
    else if (t > interval.start) return td.openOffsets[i]! + Math.floor((t - interval.start) / MINUTE_MS);
    else break;
  }
  return done;
}

/** Start instant of regular minute j of a day. */
export function minuteStart(td: TradingDay, j: number): number {
  let i = td.openOffsets.length - 1;
  while (i > 0 && td.openOffsets[i]! > j) i--;
  return td.open[i]!.start + (j - td.openOffsets[i]!) * MINUTE_MS;
}

/** Which open interval (session part) minute j belongs to, and its index within that interval. */
export function minuteInInterval(td: TradingDay, j: number): { interval: number; offset: number } {
  let i = td.openOffsets.length - 1;
  while (i > 0 && td.openOffsets[i]! > j) i--;
  return { interval: i, offset: j - td.openOffsets[i]! };
}

const calendars = new Map<string, Calendar>();
export function calendar(id: string): Calendar {
  let cal = calendars.get(id);
  if (!cal) {
    const spec = CALENDAR_SPECS[id];
    if (!spec) throw new Error(`unknown calendar ${id}`);
    cal = new Calendar(spec);
    calendars.set(id, cal);
  }
  return cal;
}

