import type { KlinePeriod } from '@app/contracts';
import { calendar, minuteInInterval, minuteStart, minutesElapsed, regularMinuteAt, type Calendar, type TradingDay } from './calendar.ts';
import { FACTOR_VOL, loadInstruments, type Instrument } from './instruments.ts';
import { Lru } from './lru.ts';
import type { MarketDataProvider, ProviderBook, ProviderCandle, ProviderQuote, SessionInfo } from './provider.ts';
import { hashString, Rng } from './rng.ts';
import { roundToGrid, tickAt, tickDown, tickUp, toPrice } from './ticks.ts';
import { DAY_MS, MINUTE_MS, mondayOf, utcToZoned } from './time.ts';

/*
 * The simulated market.
 *
 * Daily level: for every instrument a path of daily closes over the calendar's trading
 * days (mid-2024 to 2028), anchored at the reference level on the last trading day up to
 * the date data/instruments/reference.csv names (2025-12-31), and tethered to it: a
 * deviation from it decays with a half-life of weeks (TETHER_HALF_LIFE_YEARS), so prices
 * stay near the real levels a user knows. Each day's log return is beta * (exchange factor)
 * + idiosyncratic part, both with GARCH(1,1) volatility clustering, plus rare jumps. The whole path is generated once per
 * instrument (a few thousand steps) from streams named by (seed, instrument).
 *
 * Intraday level: the regular session of a day is a Brownian bridge from that day's open
 * to its close in 1-minute steps, with U-shaped volatility and volume; within the minute
 * being traded, a 60-point bridge between the bar's open and close that touches its high
 * and low gives the price each second. A day is generated on demand and kept in an LRU,
 * so the daily bar is, by construction, the aggregate of the day's 1-minute bars, and the
 * live partial bar ends as the final bar.
 *
 * Everything is a pure function of (seed, instrument, time): several processes show the
 * same prices without talking to each other.
 */

const GARCH_ALPHA = 0.07;
const GARCH_BETA = 0.91;
const IDIO_JUMP_PROBABILITY = 0.012;
const FACTOR_JUMP_PROBABILITY = 0.004;
/** Share of a pegged price's deviation from its peg that is left the next day. */
const PEG_KEEP = 0.9;
/**
 * Half-life, in years of trading days, of any other price's deviation from its reference
 * level: about 38 trading days. A stock then stays within about 10 % of its reference level
 * (one standard deviation at 30 % volatility) however far the clock is from the reference day.
 */
const TETHER_HALF_LIFE_YEARS = 0.15;

interface DailyPath {
  /** Log close by position (index - minIndex). */
  logClose: Float64Array;
  /** Total daily volatility of the day (log units). */
  sigma: Float64Array;
  /** Log open - log previous close. */
  gap: Float64Array;
  /** Day volume target. */
  volume: Float64Array;
  minIndex: number;
}

/** One day's regular-session 1-minute bars, with running aggregates for partial days. */
interface DayPath {
  n: number;
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  volume: Float64Array;
  turnover: Float64Array;
  /** Running aggregates through minute j. */
  cumHigh: Int32Array;
  cumLow: Int32Array;
  cumVolume: Float64Array;
  cumTurnover: Float64Array;
  /** Intraday volatility per minute (log units), for extended-hours and second paths. */
  minuteSigma: number;
}

interface MinuteState {
  last: number;
  high: number;
  low: number;
  open: number;
  volume: number;
  turnover: number;
}

const STREAM = { factor: 1, idio: 2, day: 3, second: 4, book: 5, extended: 6, volume: 7 } as const;

/**
 * When the last trade of a day happened by `t`: the end of its last regular interval (or of
 * the post-market for instruments quoted in extended hours) that had started by then.
 */
export function lastTradeTime(td: TradingDay, t: number, extendedHours: boolean): number {
  let last = Math.min(td.regularOpen, t);
  for (const interval of td.intervals) {
    if (interval.start > t) continue;
    if (interval.phase === 'open' || (extendedHours && interval.phase === 'post')) last = Math.max(last, Math.min(interval.end, t));
  }
  return Math.floor(last / 1000) * 1000;
}

/** A stock that joins the market on its listing day (market/simulated.ts addListing). */
export interface ListingSpec {
  code: string;
  market: Instrument['market'];
  name: Instrument['name'];
  sector: string | undefined;
  exchange?: string | undefined;
  lotSize: number;
  /** The listing day's opening price. */
  openPrice: number;
  /** An instant of the listing day (its open). */
  listAt: number;
}

export class SimulatedMarket implements MarketDataProvider {
  readonly simulated = true;
  private list: Instrument[];
  private readonly byCode = new Map<string, Instrument>();
  private readonly factorPaths = new Map<string, Float64Array>();
  private readonly dailyPaths = new Map<string, DailyPath>();
  private readonly dayPaths = new Lru<string, DayPath>(2500);
  private readonly extendedPaths = new Lru<string, Float64Array>(1200);
  private readonly secondPaths = new Map<string, { key: number; prices: Int32Array }>();
  private readonly dailyBars = new Map<string, Float64Array>();
  private readonly hashes = new Map<string, number>();

  constructor(readonly seed: number, instruments: Instrument[] = loadInstruments()) {
    this.list = instruments;
    for (const instrument of instruments) this.byCode.set(instrument.code, instrument);
  }

  instruments(): readonly Instrument[] {
    return this.list;
  }

  instrument(code: string): Instrument | undefined {
    return this.byCode.get(code);
  }

  /**
   * A new listing joins the market (an IPO on its listing day): a stock of the market like
   * its first one (same exchange calendar, factor, tick grid), its own path scaled so that
   * the listing day opens at `openPrice`. Idempotent by code (an existing code is kept).
   */
  addListing(spec: ListingSpec): Instrument {
    const existing = this.byCode.get(spec.code);
    if (existing) return existing;
    const template = this.list.find((i) => i.market === spec.market && i.kind === 'stock');
    if (!template) throw new Error(`no stock market ${spec.market}`);
    const draft: Instrument = {
      ...template,
      code: spec.code,
      name: spec.name,
      sector: spec.sector,
      exchange: spec.exchange ?? template.exchange,
      lotSize: spec.lotSize,
      refPrice: 1,
      annualVol: 0.55,
      beta: 1.2,
      pathKey: `listing:${spec.code}`,
      components: undefined,
      pegged: false,
      rank: this.list.length,
    };
    const cal = this.calendarOf(draft);
    const td = cal.sessionDay(spec.listAt) ?? cal.quoteDay(spec.listAt)!;
    const path = this.dailyPath(draft);
    const p = td.index - path.minIndex;
    const openLog = (p > 0 ? path.logClose[p - 1]! : path.logClose[p]!) + path.gap[p]!;
    // The path is a sum of log returns from the reference price: scaling the reference scales it all.
    this.dailyPaths.delete(spec.code);
    const instrument: Instrument = { ...draft, refPrice: spec.openPrice / Math.exp(openLog), listedAt: td.regularOpen };
    this.list = [...this.list, instrument];
    this.byCode.set(instrument.code, instrument);
    return instrument;
  }

  /**
   * Highest and lowest daily close of the 252 trading days before the one trading at `at`, from
   * the daily path alone (no intraday bars: a market's curated highs and lows read every stock).
   */
  closeRange(code: string, at: number): { high: number; low: number } | undefined {
    const instrument = this.need(code);
    const cal = this.calendarOf(instrument);
    const td = cal.quoteDay(at);
    if (!td) return undefined;
    const daily = this.dailyPath(instrument);
    let high = -Infinity;
    let low = Infinity;
    // A listing of the app's own has no closes before its first day.
    const first = instrument.listedAt !== undefined ? (cal.quoteDay(instrument.listedAt)?.index ?? td.index) : daily.minIndex;
    for (let index = Math.max(first, td.index - 252); index < td.index; index++) {
      const close = daily.logClose[index - daily.minIndex]!;
      high = Math.max(high, close);
      low = Math.min(low, close);
    }
    if (!Number.isFinite(high)) return undefined;
    const price = (log: number) => Number(Math.exp(log).toFixed(instrument.decimals));
    return { high: price(high), low: price(low) };
  }

  private need(code: string): Instrument {
    const instrument = this.byCode.get(code);
    if (!instrument) throw new Error(`unknown instrument ${code}`);
    return instrument;
  }

  private hash(key: string): number {
    let h = this.hashes.get(key);
    if (h === undefined) {
      h = hashString(key);
      this.hashes.set(key, h);
    }
    return h;
  }

  calendarOf(instrument: Instrument): Calendar {
    return calendar(instrument.calendar);
  }

  // -------------------------------------------------------------------------------------------
  // Daily paths

  /** Exchange factor returns (log) by position, GARCH(1,1) with rare jumps, outward from the reference day. */
  private factorPath(factor: string, cal: Calendar): Float64Array {
    const key = `${factor}|${cal.spec.weekdays.join('')}|${cal.spec.holidays ?? ''}`;
    let path = this.factorPaths.get(key);
    if (path) return path;
    const daysPerYear = cal.spec.weekdays.length === 7 ? 365 : 252;
    const variance = (FACTOR_VOL[factor] ?? 0.15) ** 2 / daysPerYear;
    path = garchReturns(cal.minIndex, cal.maxIndex, variance, FACTOR_JUMP_PROBABILITY, [this.seed, STREAM.factor, this.hash(key)]).returns;
    this.factorPaths.set(key, path);
    return path;
  }

  private dailyPath(instrument: Instrument): DailyPath {
    let path = this.dailyPaths.get(instrument.code);
    if (path) return path;
    const cal = this.calendarOf(instrument);
    if (instrument.components) {
      path = this.derivedDailyPath(instrument, cal);
    } else {
      const daysPerYear = cal.spec.weekdays.length === 7 ? 365 : 252;
      const factorVol = FACTOR_VOL[instrument.factor] ?? 0.15;
      const idioVol = Math.sqrt(Math.max(instrument.annualVol ** 2 - (instrument.beta * factorVol) ** 2, (0.25 * instrument.annualVol) ** 2));
      const factor = this.factorPath(instrument.factor, cal);
      const idio = garchReturns(cal.minIndex, cal.maxIndex, idioVol ** 2 / daysPerYear, IDIO_JUMP_PROBABILITY, [
        this.seed,
        STREAM.idio,
        this.hash(instrument.pathKey),
      ]);
      const length = cal.maxIndex - cal.minIndex + 1;
      const logClose = new Float64Array(length);
      const sigma = new Float64Array(length);
      const zero = -cal.minIndex;
      const returns = new Float64Array(length);
      const factorDailyVol = factorVol / Math.sqrt(daysPerYear);
      for (let p = 0; p < length; p++) {
        returns[p] = instrument.beta * factor[p]! + idio.returns[p]!;
        sigma[p] = Math.sqrt((instrument.beta * factorDailyVol) ** 2 + idio.variance[p]!);
      }
      const ref = Math.log(instrument.refPrice);
      logClose[zero] = ref;
      // Deviations from the reference level are an AR(1), so they decay instead of wandering
      // off: a peg's within days, any other price's with a half-life of months, so that a
      // year from the reference day a user still recognises the market (issue 28.14).
      const keep = instrument.pegged ? PEG_KEEP : 2 ** (-1 / (TETHER_HALF_LIFE_YEARS * daysPerYear));
      for (let p = zero + 1; p < length; p++) logClose[p] = ref + keep * (logClose[p - 1]! - ref) + returns[p]!;
      for (let p = zero; p > 0; p--) logClose[p - 1] = ref + keep * (logClose[p]! - ref) - returns[p]!;
      path = { logClose, sigma, gap: new Float64Array(length), volume: new Float64Array(length), minIndex: cal.minIndex };
    }
    // Overnight gap (a share of the day's move happens before the open) and day volume.
    const rng = new Rng(this.seed, STREAM.volume, this.hash(instrument.pathKey));
    const length = path.logClose.length;
    for (let p = 0; p < length; p++) {
      const move = p > 0 ? path.logClose[p]! - path.logClose[p - 1]! : 0;
      const z = rng.normal();
      const zv = rng.normal();
      path.gap[p] = instrument.gapShare > 0 ? instrument.gapShare * move + 0.25 * instrument.gapShare * path.sigma[p]! * z : 0;
      const surprise = Math.min(Math.abs(move) / (path.sigma[p]! || 1), 4);
      path.volume[p] = instrument.avgVolume * Math.exp(0.22 * zv - 0.05) * (0.75 + 0.3 * surprise);
    }
    this.dailyPaths.set(instrument.code, path);
    return path;
  }

  /**
   * FX crosses: daily closes are the product of their two legs, so the board is consistent
   * at each close; index futures: the index's closes times the reference basis.
   */
  private derivedDailyPath(instrument: Instrument, cal: Calendar): DailyPath {
    const legs = instrument.components!.map((c) => {
      const leg = this.need(c.code);
      const legCal = this.calendarOf(leg);
      if (legCal.minIndex !== cal.minIndex || legCal.maxIndex !== cal.maxIndex) throw new Error(`${instrument.code} and ${leg.code} trade on different days`);
      return { sign: c.sign, path: this.dailyPath(leg), ref: Math.log(leg.refPrice) };
    });
    const basis = Math.log(instrument.refPrice) - legs.reduce((sum, leg) => sum + leg.sign * leg.ref, 0);
    const length = cal.maxIndex - cal.minIndex + 1;
    const logClose = new Float64Array(length);
    const sigma = new Float64Array(length);
    for (let p = 0; p < length; p++) {
      let level = basis;
      let variance = 0;
      for (const leg of legs) {
        level += leg.sign * leg.path.logClose[p]!;
        variance += leg.path.sigma[p]! ** 2;
      }
      logClose[p] = level;
      sigma[p] = Math.sqrt(variance);
    }
    return { logClose, sigma, gap: new Float64Array(length), volume: new Float64Array(length), minIndex: cal.minIndex };
  }

  private scale(instrument: Instrument): number {
    return 10 ** instrument.decimals;
  }

  private closeUnits(instrument: Instrument, index: number): number {
    const path = this.dailyPath(instrument);
    const p = Math.min(Math.max(index - path.minIndex, 0), path.logClose.length - 1);
    return roundToGrid(instrument, Math.exp(path.logClose[p]!) * this.scale(instrument));
  }

  // -------------------------------------------------------------------------------------------
  // Intraday paths

  dayPath(instrument: Instrument, td: TradingDay): DayPath {
    const key = `${instrument.code}|${td.index}`;
    const cached = this.dayPaths.get(key);
    if (cached) return cached;
    const daily = this.dailyPath(instrument);
    const p = td.index - daily.minIndex;
    const scale = this.scale(instrument);
    const n = td.minutes;
    const closeLog = daily.logClose[p]!;
    const prevLog = p > 0 ? daily.logClose[p - 1]! : closeLog;
    const openLog = prevLog + daily.gap[p]!;
    const intradayVariance = daily.sigma[p]! ** 2 * (1 - instrument.gapShare * 0.6);
    const rng = new Rng(this.seed, STREAM.day, this.hash(instrument.pathKey), td.index);
    const roundTheClock = instrument.gapShare === 0;

    // Volatility weights: U-shaped for exchange sessions, flat for round-the-clock markets.
    const weights = new Float64Array(n);
    let weightSum = 0;
    for (let j = 0; j < n; j++) {
      const x = n > 1 ? (2 * j) / (n - 1) - 1 : 0;
      weights[j] = roundTheClock ? 1 : 0.55 + 1.5 * x * x;
      weightSum += weights[j]!;
    }
    const walk = new Float64Array(n);
    const sd = new Float64Array(n);
    let w = 0;
    for (let j = 0; j < n; j++) {
      sd[j] = Math.sqrt((intradayVariance * weights[j]!) / weightSum);
      w += sd[j]! * rng.normal();
      walk[j] = w;
    }
    const total = walk[n - 1] ?? 0;
    const day: DayPath = {
      n,
      open: new Int32Array(n),
      high: new Int32Array(n),
      low: new Int32Array(n),
      close: new Int32Array(n),
      volume: new Float64Array(n),
      turnover: new Float64Array(n),
      cumHigh: new Int32Array(n),
      cumLow: new Int32Array(n),
      cumVolume: new Float64Array(n),
      cumTurnover: new Float64Array(n),
      minuteSigma: Math.sqrt(intradayVariance / Math.max(n, 1)),
    };
    const volumeRng = new Rng(this.seed, STREAM.volume, this.hash(instrument.code), td.index);
    let volumeWeightSum = 0;
    const volumeWeights = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      const x = n > 1 ? (2 * j) / (n - 1) - 1 : 0;
      volumeWeights[j] = (roundTheClock ? 1 : 0.45 + 2.4 * x * x * x * x + 0.6 * x * x) * Math.exp(0.35 * volumeRng.normal());
      volumeWeightSum += volumeWeights[j]!;
    }
    const dayVolume = daily.volume[p]!;
    const lot = instrument.lotSize;
    let cumWeight = 0;
    let previousClose = roundToGrid(instrument, Math.exp(openLog) * scale);
    let previousCloseLog = openLog;
    let hi = -Infinity;
    let lo = Infinity;
    let cumVolume = 0;
    let cumTurnover = 0;
    for (let j = 0; j < n; j++) {
      cumWeight += weights[j]!;
      const fraction = cumWeight / weightSum;
      const logC = j === n - 1 ? closeLog : openLog + walk[j]! - fraction * total + fraction * (closeLog - openLog);
      const o = previousClose;
      const c = roundToGrid(instrument, Math.exp(logC) * scale);
      const upper = Math.max(logC, previousCloseLog) + Math.abs(rng.normal()) * 0.6 * sd[j]!;
      const lower = Math.min(logC, previousCloseLog) - Math.abs(rng.normal()) * 0.6 * sd[j]!;
      const h = Math.max(roundToGrid(instrument, Math.exp(upper) * scale), o, c);
      const l = Math.min(roundToGrid(instrument, Math.exp(lower) * scale), o, c);
      let v = (dayVolume * volumeWeights[j]!) / volumeWeightSum;
      v = lot > 1 ? Math.round(v / lot) * lot : Math.round(v);
      const value = (v * ((o + h + l + c) / 4 / scale) * instrument.valueMultiplier);
      day.open[j] = o;
      day.high[j] = h;
      day.low[j] = l;
      day.close[j] = c;
      day.volume[j] = v;
      day.turnover[j] = value;
      hi = Math.max(hi, h);
      lo = Math.min(lo, l);
      cumVolume += v;
      cumTurnover += value;
      day.cumHigh[j] = hi;
      day.cumLow[j] = lo;
      day.cumVolume[j] = cumVolume;
      day.cumTurnover[j] = cumTurnover;
      previousClose = c;
      previousCloseLog = logC;
    }
    this.dayPaths.set(key, day);
    return day;
  }

  /**
   * Prices at the end of each second of minute j: a bridge from the bar's open to its close,
   * kept inside [low, high] and touching both, so the live partial bar ends as the final bar.
   */
  private secondPrices(instrument: Instrument, td: TradingDay, day: DayPath, j: number): Int32Array {
    const key = td.index * 2000 + j;
    const cached = this.secondPaths.get(instrument.code);
    if (cached && cached.key === key) return cached.prices;
    const rng = new Rng(this.seed, STREAM.second, this.hash(instrument.code), td.index, j);
    const o = day.open[j]!;
    const c = day.close[j]!;
    const h = day.high[j]!;
    const l = day.low[j]!;
    const prices = new Int32Array(60);
    const walk = new Float64Array(60);
    const step = Math.max((h - l) / 4, tickAt(instrument, o));
    let w = 0;
    for (let s = 0; s < 60; s++) {
      w += rng.normal() * step;
      walk[s] = w;
    }
    // A bridge from open to close (zero at the end). Its rises are scaled to fit under the high and
    // its falls above the low, each side on its own: clamping instead left the price pinned to the
    // bar's high or low for many seconds at a time (BTC/USD sat still for 20 s).
    const bridge = new Float64Array(60);
    let up = 1;
    let down = 1;
    for (let s = 0; s < 60; s++) {
      const f = (s + 1) / 60;
      const base = o + f * (c - o);
      bridge[s] = walk[s]! - f * walk[59]!;
      if (bridge[s]! > 0) up = Math.min(up, (h - base) / bridge[s]!);
      if (bridge[s]! < 0) down = Math.min(down, (base - l) / -bridge[s]!);
    }
    for (let s = 0; s < 60; s++) {
      const f = (s + 1) / 60;
      const b = bridge[s]!;
      const value = o + f * (c - o) + (b > 0 ? b * up : b * down);
      prices[s] = roundToGrid(instrument, Math.min(Math.max(value, l), h));
    }
    const highAt = rng.int(59);
    let lowAt = rng.int(58);
    if (lowAt >= highAt) lowAt++;
    prices[highAt] = h;
    prices[lowAt] = l;
    prices[59] = c;
    this.secondPaths.set(instrument.code, { key, prices });
    return prices;
  }

  /** State of regular minute j at second s (s = 59: the finished bar). */
  private minuteState(instrument: Instrument, td: TradingDay, day: DayPath, j: number, s: number): MinuteState {
    if (s >= 59) return { open: day.open[j]!, high: day.high[j]!, low: day.low[j]!, last: day.close[j]!, volume: day.volume[j]!, turnover: day.turnover[j]! };
    const prices = this.secondPrices(instrument, td, day, j);
    let high = day.open[j]!;
    let low = high;
    for (let k = 0; k <= s; k++) {
      const v = prices[k]!;
      if (v > high) high = v;
      if (v < low) low = v;
    }
    const share = (s + 1) / 60;
    const lot = instrument.lotSize;
    const volume = lot > 1 ? Math.floor((day.volume[j]! * share) / lot) * lot : Math.floor(day.volume[j]! * share);
    return { open: day.open[j]!, high, low, last: prices[s]!, volume, turnover: day.turnover[j]! * (day.volume[j]! > 0 ? volume / day.volume[j]! : 0) };
  }

  /** Aggregate of a day's regular session as of t: [open, high, low, close, volume, turnover] in units, or undefined before the open. */
  private dayAggregate(instrument: Instrument, td: TradingDay, t: number): [number, number, number, number, number, number] | undefined {
    if (t < td.regularOpen) return undefined;
    const day = this.dayPath(instrument, td);
    if (t >= td.regularClose) {
      const last = day.n - 1;
      return [day.open[0]!, day.cumHigh[last]!, day.cumLow[last]!, day.close[last]!, day.cumVolume[last]!, day.cumTurnover[last]!];
    }
    const position = regularMinuteAt(td, t);
    if (!position) {
      // Lunch break: the minutes done so far.
      const done = minutesElapsed(td, t);
      if (done === 0) return undefined;
      const j = done - 1;
      return [day.open[0]!, day.cumHigh[j]!, day.cumLow[j]!, day.close[j]!, day.cumVolume[j]!, day.cumTurnover[j]!];
    }
    const { minute: j, second } = position;
    const partial = this.minuteState(instrument, td, day, j, second);
    if (j === 0) return [partial.open, partial.high, partial.low, partial.last, partial.volume, partial.turnover];
    return [
      day.open[0]!,
      Math.max(day.cumHigh[j - 1]!, partial.high),
      Math.min(day.cumLow[j - 1]!, partial.low),
      partial.last,
      day.cumVolume[j - 1]! + partial.volume,
      day.cumTurnover[j - 1]! + partial.turnover,
    ];
  }

  /** Final daily bar of a past day (cached: 6 numbers per day). */
  private fullDay(instrument: Instrument, td: TradingDay): Float64Array {
    const cal = this.calendarOf(instrument);
    let bars = this.dailyBars.get(instrument.code);
    if (!bars) {
      bars = new Float64Array((cal.maxIndex - cal.minIndex + 1) * 6).fill(Number.NaN);
      this.dailyBars.set(instrument.code, bars);
    }
    const at = (td.index - cal.minIndex) * 6;
    if (Number.isNaN(bars[at]!)) {
      const agg = this.dayAggregate(instrument, td, td.regularClose)!;
      bars.set(agg, at);
    }
    return bars.subarray(at, at + 6);
  }

  // -------------------------------------------------------------------------------------------
  // Extended hours (US stocks): pre-market bridges from the previous post-market close to the
  // open; post-market drifts from the close towards part of the next day's gap.

  private postEndUnits(instrument: Instrument, td: TradingDay): number {
    const daily = this.dailyPath(instrument);
    const p = td.index - daily.minIndex;
    const nextGap = p + 1 < daily.gap.length ? daily.gap[p + 1]! : 0;
    return roundToGrid(instrument, Math.exp(daily.logClose[p]! + 0.4 * nextGap) * this.scale(instrument));
  }

  private extendedPath(instrument: Instrument, td: TradingDay, phase: 'pre' | 'post'): { start: number; prices: Float64Array } | undefined {
    const interval = td.intervals.find((i) => i.phase === phase);
    if (!interval) return undefined;
    const key = `${instrument.code}|${td.index}|${phase}`;
    let prices = this.extendedPaths.get(key);
    if (!prices) {
      const minutes = Math.round((interval.end - interval.start) / MINUTE_MS);
      const day = this.dayPath(instrument, td);
      const previous = this.calendarOf(instrument).previous(td);
      const from = phase === 'pre' ? (previous ? this.postEndUnits(instrument, previous) : day.open[0]!) : day.close[day.n - 1]!;
      const to = phase === 'pre' ? day.open[0]! : this.postEndUnits(instrument, td);
      const rng = new Rng(this.seed, STREAM.extended, this.hash(instrument.code), td.index, phase === 'pre' ? 0 : 1);
      const sd = day.minuteSigma * 0.35;
      const walk = new Float64Array(minutes + 1);
      for (let m = 1; m <= minutes; m++) walk[m] = walk[m - 1]! + sd * rng.normal();
      prices = new Float64Array(minutes + 1);
      const a = Math.log(from);
      const b = Math.log(to);
      for (let m = 0; m <= minutes; m++) {
        const f = m / minutes;
        prices[m] = Math.exp(a + walk[m]! - f * walk[minutes]! + f * (b - a));
      }
      this.extendedPaths.set(key, prices);
    }
    return { start: interval.start, prices };
  }

  private extendedPrice(instrument: Instrument, td: TradingDay, phase: 'pre' | 'post', t: number): number | undefined {
    const path = this.extendedPath(instrument, td, phase);
    if (!path) return undefined;
    const elapsed = Math.max(0, (Math.floor(t / 1000) * 1000 - path.start) / MINUTE_MS);
    const m = Math.min(Math.floor(elapsed), path.prices.length - 1);
    const next = Math.min(m + 1, path.prices.length - 1);
    const f = elapsed - Math.floor(elapsed);
    return roundToGrid(instrument, path.prices[m]! + (path.prices[next]! - path.prices[m]!) * f);
  }

  // -------------------------------------------------------------------------------------------
  // Quotes

  quote(code: string, at: number): ProviderQuote {
    const instrument = this.need(code);
    const t = Math.floor(at / 1000) * 1000;
    const cal = this.calendarOf(instrument);
    const status = cal.status(t);
    const td = cal.quoteDay(t) ?? cal.byIndex(cal.minIndex + 1)!;
    const previous = cal.previous(td);
    const prevCloseUnits = previous ? this.fullDay(instrument, previous)[3]! : this.closeUnits(instrument, td.index - 1);
    const agg = this.dayAggregate(instrument, td, t)!;
    const [open, high, low, close, volume, turnover] = agg;
    let last = close;
    let preMarket: number | undefined;
    let postMarket: number | undefined;
    if (instrument.extendedHours) {
      const session = cal.sessionDay(t);
      if (status === 'pre' && session) {
        preMarket = this.extendedPrice(instrument, session, 'pre', t);
        last = preMarket ?? last;
      } else if (status === 'post' || (status === 'closed' && t >= td.regularClose)) {
        postMarket = this.extendedPrice(instrument, td, 'post', t);
        last = postMarket ?? last;
      }
    }
    // While it trades the quote is of this second; otherwise it is of the last trade (and the
    // spread drawn for that second stays put instead of moving with the clock).
    const time = status === 'open' || status === 'pre' || status === 'post' ? t : lastTradeTime(td, t, instrument.extendedHours);
    const { bid, ask } = this.spread(instrument, last, time, status === 'pre' || status === 'post');
    const decimals = instrument.decimals;
    return {
      code,
      time,
      status,
      last: toPrice(last, decimals),
      price: toPrice(close, decimals),
      prevClose: toPrice(prevCloseUnits, decimals),
      open: toPrice(open, decimals),
      high: toPrice(high, decimals),
      low: toPrice(low, decimals),
      volume,
      turnover: Math.round(turnover * 100) / 100,
      bid: toPrice(bid, decimals),
      ask: toPrice(ask, decimals),
      tickSize: toPrice(tickAt(instrument, close), decimals),
      ...(preMarket !== undefined ? { preMarketPrice: toPrice(preMarket, decimals) } : {}),
      ...(postMarket !== undefined ? { postMarketPrice: toPrice(postMarket, decimals) } : {}),
    };
  }

  /** Best bid and ask around the last price: bid <= last <= ask, spread from the instrument's liquidity. */
  private spread(instrument: Instrument, last: number, t: number, extended: boolean): { bid: number; ask: number } {
    if (instrument.kind === 'index') return { bid: last, ask: last };
    const tick = tickAt(instrument, last);
    let ticks = Math.max(1, Math.round((last * instrument.spreadBps) / 10_000 / tick));
    if (extended) ticks *= 2;
    const rng = new Rng(this.seed, STREAM.book, this.hash(instrument.code), Math.floor(t / 1000));
    const below = rng.int(ticks + 1);
    if (instrument.grid === 'fixed') {
      const bid = Math.max(last - below * tick, tick);
      return { bid, ask: bid + ticks * tick };
    }
    let bid = last;
    for (let i = 0; i < below; i++) bid = tickDown(instrument, bid);
    let ask = bid;
    for (let i = 0; i < ticks; i++) ask = tickUp(instrument, ask);
    return { bid, ask };
  }

  book(code: string, at: number, levels: number): ProviderBook {
    const instrument = this.need(code);
    const q = this.quote(code, at);
    const scale = this.scale(instrument);
    const rng = new Rng(this.seed, STREAM.book, this.hash(instrument.code), Math.floor(q.time / 1000), 1);
    const lot = instrument.lotSize;
    const baseSize = Math.max(lot, Math.round(instrument.avgVolume / 4000 / lot) * lot);
    const size = (i: number) => {
      const raw = baseSize * Math.exp(0.6 * rng.normal()) * (1 + 0.35 * i);
      return Math.max(lot, Math.round(raw / lot) * lot);
    };
    let bid = Math.round(q.bid * scale);
    let ask = Math.round(q.ask * scale);
    const gapTicks = Math.max(1, Math.round(((q.ask - q.bid) * scale) / tickAt(instrument, bid) / 2));
    const bids: ProviderBook['bids'] = [];
    const asks: ProviderBook['asks'] = [];
    for (let i = 0; i < levels; i++) {
      bids.push({ price: toPrice(bid, instrument.decimals), volume: size(i) });
      asks.push({ price: toPrice(ask, instrument.decimals), volume: size(i) });
      for (let k = 0; k < gapTicks; k++) {
        bid = tickDown(instrument, bid);
        ask = tickUp(instrument, ask);
      }
    }
    return { bids, asks };
  }

  // -------------------------------------------------------------------------------------------
  // Candles

  candles(code: string, period: KlinePeriod, count: number, at: number, endTime?: number): ProviderCandle[] {
    const instrument = this.need(code);
    const t = Math.floor(at / 1000) * 1000;
    const until = endTime === undefined ? Infinity : endTime;
    if (period === '1d' || period === '1w') return this.dailyCandles(instrument, period, count, t, until);
    const minutes = { '1m': 1, '5m': 5, '15m': 15, '30m': 30, '1h': 60 }[period];
    const cal = this.calendarOf(instrument);
    const out: ProviderCandle[][] = [];
    let collected = 0;
    let td = cal.quoteDay(t);
    for (let guard = 0; td && collected < count && guard < 400; guard++, td = cal.previous(td)) {
      if (td.regularOpen >= until) continue;
      const bars = this.intradayBars(instrument, td, t, minutes).filter((bar) => bar.time < until);
      out.unshift(bars);
      collected += bars.length;
    }
    const flat = out.flat();
    return flat.slice(Math.max(0, flat.length - count));
  }

  /** A day's bars of `minutes` minutes (aligned to each session part's start), up to t. */
  private intradayBars(instrument: Instrument, td: TradingDay, t: number, minutes: number): ProviderCandle[] {
    if (t < td.regularOpen) return [];
    const day = this.dayPath(instrument, td);
    const done = t >= td.regularClose ? day.n : minutesElapsed(td, t);
    const live = t < td.regularClose ? regularMinuteAt(td, t) : undefined;
    const d = instrument.decimals;
    const bars: ProviderCandle[] = [];
    let current: { time: number; bucket: string; o: number; h: number; l: number; c: number; v: number; turnover: number } | undefined;
    const flush = () => {
      if (!current) return;
      bars.push({
        time: current.time,
        open: toPrice(current.o, d),
        high: toPrice(current.h, d),
        low: toPrice(current.l, d),
        close: toPrice(current.c, d),
        volume: current.v,
        turnover: Math.round(current.turnover * 100) / 100,
      });
      current = undefined;
    };
    const last = live ? live.minute : done - 1;
    for (let j = 0; j <= last; j++) {
      const state = live && j === live.minute ? this.minuteState(instrument, td, day, j, live.second) : undefined;
      const o = day.open[j]!;
      const h = state ? state.high : day.high[j]!;
      const l = state ? state.low : day.low[j]!;
      const c = state ? state.last : day.close[j]!;
      const v = state ? state.volume : day.volume[j]!;
      const value = state ? state.turnover : day.turnover[j]!;
      const { interval, offset } = minuteInInterval(td, j);
      const bucket = `${interval}:${Math.floor(offset / minutes)}`;
      if (!current || current.bucket !== bucket) {
        flush();
        current = { time: minuteStart(td, j), bucket, o, h, l, c, v, turnover: value };
      } else {
        current.h = Math.max(current.h, h);
        current.l = Math.min(current.l, l);
        current.c = c;
        current.v += v;
        current.turnover += value;
      }
    }
    flush();
    return bars;
  }

  private dailyCandles(instrument: Instrument, period: '1d' | '1w', count: number, t: number, until: number): ProviderCandle[] {
    const cal = this.calendarOf(instrument);
    const d = instrument.decimals;
    const days: ProviderCandle[] = [];
    const needDays = period === '1d' ? count : count * 5 + 5;
    let td = cal.quoteDay(t);
    for (; td && days.length < needDays && td.index >= cal.minIndex; td = cal.previous(td)) {
      const time = td.day * DAY_MS;
      if (time >= until) continue;
      const agg = td.regularClose <= t ? this.fullDay(instrument, td) : this.dayAggregate(instrument, td, t);
      if (!agg) continue;
      days.push({
        time,
        open: toPrice(agg[0]!, d),
        high: toPrice(agg[1]!, d),
        low: toPrice(agg[2]!, d),
        close: toPrice(agg[3]!, d),
        volume: agg[4]!,
        turnover: Math.round(agg[5]! * 100) / 100,
      });
    }
    days.reverse();
    if (period === '1d') return days;
    const weeks: ProviderCandle[] = [];
    for (const bar of days) {
      const monday = mondayOf(bar.time / DAY_MS) * DAY_MS;
      const week = weeks[weeks.length - 1];
      if (!week || week.time !== monday) weeks.push({ ...bar, time: monday });
      else {
        week.high = Math.max(week.high, bar.high);
        week.low = Math.min(week.low, bar.low);
        week.close = bar.close;
        week.volume += bar.volume;
        week.turnover = Math.round((week.turnover + bar.turnover) * 100) / 100;
      }
    }
    return weeks.slice(Math.max(0, weeks.length - count));
  }

  // -------------------------------------------------------------------------------------------
  // Sessions

  session(code: string, at: number): SessionInfo {
    return sessionInfo(this.calendarOf(this.need(code)), at);
  }
}

export function sessionInfo(cal: Calendar, at: number): SessionInfo {
  const status = cal.status(at);
  const day = cal.sessionDay(at);
  const todayHoliday = cal.holiday(utcToZoned(cal.tz, at).day);
  return {
    status,
    tradingDay: day?.key,
    regularOpen: day?.regularOpen,
    regularClose: day?.regularClose,
    nextOpen: status === 'open' ? undefined : cal.nextOpen(at),
    nextClose: cal.nextClose(at),
    holiday: day?.holiday ?? todayHoliday?.name,
    earlyClose: day?.earlyClose ?? false,
    timezone: cal.displayTz,
  };
}

/**
 * GARCH(1,1) log returns with rare jumps, by position (index - minIndex): forward from the
 * reference day and, with a separate stream, backward from it. `variance` is the
 * long-run daily variance.
 */
function garchReturns(minIndex: number, maxIndex: number, variance: number, jumpProbability: number, key: number[]): { returns: Float64Array; variance: Float64Array } {
  const length = maxIndex - minIndex + 1;
  const returns = new Float64Array(length);
  const variances = new Float64Array(length);
  const omega = variance * (1 - GARCH_ALPHA - GARCH_BETA);
  const zero = -minIndex;
  for (const direction of [1, -1]) {
    const rng = new Rng(...key, direction);
    let h = variance;
    let previous = 0;
    const start = direction === 1 ? zero : zero - 1;
    for (let p = start; p >= 0 && p < length; p += direction) {
      h = omega + GARCH_ALPHA * previous * previous + GARCH_BETA * h;
      let r = Math.sqrt(h) * rng.normal();
      if (rng.uniform() < jumpProbability) r += (rng.uniform() < 0.5 ? -1 : 1) * (2.5 + 2 * rng.uniform()) * Math.sqrt(variance);
      returns[p] = r;
      variances[p] = h;
      previous = r;
    }
  }
  return { returns, variance: variances };
}
