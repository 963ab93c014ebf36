import Decimal from 'decimal.js';
import { z } from 'zod';

/**
 * Strategies (issue 16): pure, deterministic algorithms and the track-record math.
 * Nothing here reads a clock, a database or a random source: the same candles give the
 * same trades, and the same trades give the same figures (anyone can recompute them).
 *
 * Days are whole UTC days since 1970-01-01 (market/time.ts). Money is integer minor units
 * (cents, bigint); quantities and prices are exact decimals.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export { D as Dec };
export type Dec = Decimal;

/** Moving-average momentum: each code whose fast average is above its slow one gets an equal share. */
export const maMomentumParams = z.object({
  kind: z.literal('ma_momentum'),
  codes: z.array(z.string().min(1)).min(1).max(20),
  fast: z.number().int().min(2).max(200),
  slow: z.number().int().min(3).max(400),
  /** Share of equity invested when every code is in (percent, 1..100). */
  investPct: z.number().int().min(1).max(100),
  /** Rebalance a code only when its value is off target by more than this share of equity (percent). */
  bandPct: z.number().min(0).max(50),
});

/**
 * Mean reversion on a currency pair quoted as USD/XXX: the strategy holds XXX (priced in
 * USD at 1 / close) when XXX is cheap, z-score of its USD price over `lookback` days at or
 * below -entryZ, and sells it when the z-score is back at or above exitZ.
 */
export const meanReversionParams = z.object({
  kind: z.literal('mean_reversion'),
  code: z.string().min(1),
  lookback: z.number().int().min(3).max(400),
  entryZ: z.number().min(0).max(5),
  exitZ: z.number().min(-5).max(5),
  investPct: z.number().int().min(1).max(100),
});

export const strategyParams = z.discriminatedUnion('kind', [maMomentumParams, meanReversionParams]);
export type StrategyParams = z.infer<typeof strategyParams>;

/** The codes a strategy trades. */
export function codesOf(params: StrategyParams): string[] {
  return params.kind === 'ma_momentum' ? [...params.codes] : [params.code];
}

/** Bars a strategy needs before its first decision. */
export function warmupOf(params: StrategyParams): number {
  return params.kind === 'ma_momentum' ? params.slow : params.lookback;
}

/**
 * The price of one unit of what the strategy holds, in USD, from a daily close: the
 * close itself for a stock; for a USD/XXX pair the strategy holds XXX, worth 1 / close USD
 * (8 decimals, half up).
 */
export function assetPrice(params: StrategyParams, close: Decimal.Value): Decimal {
  if (params.kind === 'mean_reversion') return new D(1).div(close).toDecimalPlaces(8);
  return new D(close);
}

/** Whole units are traded: shares for stocks, currency units for a pair. */
export const LOT = 1;

export function sma(values: readonly Decimal[], n: number): Decimal | undefined {
  if (values.length < n) return undefined;
  let sum = new D(0);
  for (let i = values.length - n; i < values.length; i++) sum = sum.plus(values[i]!);
  return sum.div(n);
}

/** Population z-score of the last value over the last n values (undefined without n values or without spread). */
export function zScore(values: readonly Decimal[], n: number): Decimal | undefined {
  const mean = sma(values, n);
  if (!mean) return undefined;
  let sq = new D(0);
  for (let i = values.length - n; i < values.length; i++) sq = sq.plus(values[i]!.minus(mean).pow(2));
  const sd = sq.div(n).sqrt();
  if (sd.isZero()) return undefined;
  return values[values.length - 1]!.minus(mean).div(sd);
}

/**
 * Target weights (share of equity, 0..1) for each code from the asset prices up to today
 * (oldest first) and what is held now (the mean-reversion rule keeps a position between
 * its entry and exit levels).
 */
export function targetWeights(params: StrategyParams, history: Record<string, readonly Decimal[]>, held: Record<string, boolean>): Record<string, Decimal> {
  const out: Record<string, Decimal> = {};
  if (params.kind === 'ma_momentum') {
    const each = new D(params.investPct).div(100).div(params.codes.length);
    for (const code of params.codes) {
      const series = history[code] ?? [];
      const fast = sma(series, params.fast);
      const slow = sma(series, params.slow);
      out[code] = fast && slow && fast.gt(slow) ? each : new D(0);
    }
    return out;
  }
  const series = history[params.code] ?? [];
  const z = zScore(series, params.lookback);
  const full = new D(params.investPct).div(100);
  if (!z) out[params.code] = held[params.code] ? full : new D(0);
  else if (held[params.code]) out[params.code] = z.gte(params.exitZ) ? new D(0) : full;
  else out[params.code] = z.lte(-params.entryZ) ? full : new D(0);
  return out;
}

/** Cents of quantity × price, half up. */
export function amountMinor(quantity: Decimal.Value, price: Decimal.Value): bigint {
  return BigInt(new D(quantity).times(price).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

export interface Order {
  code: string;
  side: 'buy' | 'sell';
  /** Whole units (strategy) or up to 6 decimals (a copy). */
  quantity: Decimal;
  price: Decimal;
  amountMinor: bigint;
}

/** Value in cents of positions at prices (each position rounded to the cent, half up). */
export function positionsValue(positions: ReadonlyMap<string, Decimal>, prices: ReadonlyMap<string, Decimal>): bigint {
  let sum = 0n;
  for (const [code, qty] of positions) {
    if (qty.isZero()) continue;
    const price = prices.get(code);
    if (!price) throw new Error(`no price for ${code}`);
    sum += amountMinor(qty, price);
  }
  return sum;
}

/**
 * The orders that move the holdings toward the target weights, sells first: a code is
 * traded when its target is zero and it is held (sell everything), or when its value is
 * off target by more than the band. Buys are cut to the cash there is.
 */
export function rebalance(
  positions: ReadonlyMap<string, Decimal>,
  cashMinor: bigint,
  prices: ReadonlyMap<string, Decimal>,
  weights: Record<string, Decimal>,
  bandPct: number,
): Order[] {
  const equity = new D((cashMinor + positionsValue(positions, prices)).toString()).div(100);
  const band = equity.times(bandPct).div(100);
  const sells: Order[] = [];
  const buys: Order[] = [];
  for (const code of Object.keys(weights).sort()) {
    const price = prices.get(code);
    if (!price || price.lte(0)) continue;
    const held = positions.get(code) ?? new D(0);
    const weight = weights[code]!;
    const targetQty = weight.isZero() ? new D(0) : equity.times(weight).div(price).div(LOT).floor().times(LOT);
    const diff = targetQty.minus(held);
    if (diff.isZero()) continue;
    const offBy = diff.abs().times(price);
    if (!targetQty.isZero() && !held.isZero() && offBy.lte(band)) continue;
    if (diff.lt(0)) sells.push({ code, side: 'sell', quantity: diff.abs(), price, amountMinor: amountMinor(diff.abs(), price) });
    else buys.push({ code, side: 'buy', quantity: diff, price, amountMinor: amountMinor(diff, price) });
  }
  let cash = cashMinor + sells.reduce((s, o) => s + o.amountMinor, 0n);
  const affordable: Order[] = [];
  for (const buy of buys) {
    let qty = buy.quantity;
    if (buy.amountMinor > cash) qty = new D(cash.toString()).div(100).div(buy.price).div(LOT).floor().times(LOT);
    if (qty.lte(0)) continue;
    const amount = amountMinor(qty, buy.price);
    cash -= amount;
    affordable.push({ ...buy, quantity: qty, amountMinor: amount });
  }
  return [...sells, ...affordable];
}

// ---- track record ----------------------------------------------------------------------------

export interface TradeRecord {
  day: number;
  code: string;
  side: 'buy' | 'sell';
  quantity: Decimal.Value;
  price: Decimal.Value;
  amountMinor: bigint;
}

/** Money put in (+) or taken out (-) at the start of a day. */
export interface Flow {
  day: number;
  amountMinor: bigint;
}

export interface EquityPoint {
  day: number;
  cashMinor: bigint;
  valueMinor: bigint;
  equityMinor: bigint;
  /** External flow at the start of the day. */
  flowMinor: bigint;
}

/**
 * The daily equity curve from the trades, the external flows and the closes: each day,
 * flows first, then the day's trades (at their own amounts), then positions valued at the
 * day's asset price (`priceOf(code, day)`, carried from the last close on days without one).
 */
export function equityCurve(days: readonly number[], trades: readonly TradeRecord[], flows: readonly Flow[], priceOf: (code: string, day: number) => Decimal | undefined): EquityPoint[] {
  const byDay = new Map<number, TradeRecord[]>();
  for (const t of trades) byDay.set(t.day, [...(byDay.get(t.day) ?? []), t]);
  const flowByDay = new Map<number, bigint>();
  for (const f of flows) flowByDay.set(f.day, (flowByDay.get(f.day) ?? 0n) + f.amountMinor);
  const positions = new Map<string, Decimal>();
  const last = new Map<string, Decimal>();
  let cash = 0n;
  const out: EquityPoint[] = [];
  for (const day of days) {
    const flow = flowByDay.get(day) ?? 0n;
    cash += flow;
    for (const t of byDay.get(day) ?? []) {
      const q = new D(t.quantity);
      positions.set(t.code, (positions.get(t.code) ?? new D(0)).plus(t.side === 'buy' ? q : q.neg()));
      cash += t.side === 'buy' ? -t.amountMinor : t.amountMinor;
    }
    for (const code of positions.keys()) {
      const p = priceOf(code, day);
      if (p) last.set(code, p);
    }
    const value = positionsValue(
      new Map([...positions].filter(([, q]) => !q.isZero())),
      last,
    );
    out.push({ day, cashMinor: cash, valueMinor: value, equityMinor: cash + value, flowMinor: flow });
  }
  return out;
}

/**
 * Daily sub-period returns with the flow at the start of each day (PRODUCT-RULES 7):
 * r = (E_end − E_start − CF) / (E_start + CF); a day whose base is zero is skipped.
 */
export function dailyReturns(curve: readonly EquityPoint[]): Array<{ day: number; r: Decimal }> {
  const out: Array<{ day: number; r: Decimal }> = [];
  let prev = 0n;
  for (const p of curve) {
    const base = prev + p.flowMinor;
    if (base > 0n) out.push({ day: p.day, r: new D((p.equityMinor - prev - p.flowMinor).toString()).div(base.toString()) });
    prev = p.equityMinor;
  }
  return out;
}

/** Time-weighted return: Π(1 + r_k) − 1. */
export function timeWeightedReturn(curve: readonly EquityPoint[]): Decimal {
  return dailyReturns(curve)
    .reduce((acc, { r }) => acc.times(r.plus(1)), new D(1))
    .minus(1);
}

/** Largest fall from a running peak of the growth index (1 + TWR to date), as a positive fraction. */
export function maxDrawdown(curve: readonly EquityPoint[]): Decimal {
  let index = new D(1);
  let peak = new D(1);
  let worst = new D(0);
  for (const { r } of dailyReturns(curve)) {
    index = index.times(r.plus(1));
    if (index.gt(peak)) peak = index;
    const dd = peak.minus(index).div(peak);
    if (dd.gt(worst)) worst = dd;
  }
  return worst;
}

/** Annualised volatility: sample standard deviation of daily returns × √252. */
export function volatility(curve: readonly EquityPoint[], periodsPerYear = 252): Decimal {
  const rs = dailyReturns(curve).map((x) => x.r);
  if (rs.length < 2) return new D(0);
  const mean = rs.reduce((a, b) => a.plus(b), new D(0)).div(rs.length);
  const variance = rs.reduce((a, r) => a.plus(r.minus(mean).pow(2)), new D(0)).div(rs.length - 1);
  return variance.sqrt().times(new D(periodsPerYear).sqrt());
}

/** Share of sells that realised a gain over the average cost of what they sold (undefined before any sell). */
export function winRate(trades: readonly TradeRecord[]): { wins: number; sells: number; rate: Decimal | undefined } {
  const qty = new Map<string, Decimal>();
  const cost = new Map<string, Decimal>();
  let wins = 0;
  let sells = 0;
  for (const t of trades) {
    const q = new D(t.quantity);
    const amount = new D(t.amountMinor.toString());
    const heldQ = qty.get(t.code) ?? new D(0);
    const heldC = cost.get(t.code) ?? new D(0);
    if (t.side === 'buy') {
      qty.set(t.code, heldQ.plus(q));
      cost.set(t.code, heldC.plus(amount));
      continue;
    }
    if (heldQ.lte(0)) continue;
    const basis = heldC.times(q).div(heldQ);
    sells++;
    if (amount.gt(basis)) wins++;
    qty.set(t.code, heldQ.minus(q));
    cost.set(t.code, heldC.minus(basis));
  }
  return { wins, sells, rate: sells > 0 ? new D(wins).div(sells) : undefined };
}

export interface TrackRecord {
  from: number | undefined;
  to: number | undefined;
  startMinor: bigint;
  endMinor: bigint;
  twr: Decimal;
  maxDrawdown: Decimal;
  volatility: Decimal;
  winRate: Decimal | undefined;
  wins: number;
  sells: number;
  trades: number;
}

export function trackRecord(curve: readonly EquityPoint[], trades: readonly TradeRecord[]): TrackRecord {
  const w = winRate(trades);
  return {
    from: curve[0]?.day,
    to: curve.at(-1)?.day,
    startMinor: curve[0] ? curve[0].flowMinor : 0n,
    endMinor: curve.at(-1)?.equityMinor ?? 0n,
    twr: timeWeightedReturn(curve),
    maxDrawdown: maxDrawdown(curve),
    volatility: volatility(curve),
    winRate: w.rate,
    wins: w.wins,
    sells: w.sells,
    trades: trades.length,
  };
}

// ---- fees and shares ---------------------------------------------------------------------------

/** Management fee to the cent (half up): principal × pct/100 × days/365 (PRODUCT-RULES 7). */
export function managementFee(principalMinor: bigint, pctPerYear: Decimal.Value, days: number): bigint {
  return BigInt(new D(principalMinor.toString()).times(pctPerYear).div(100).times(days).div(365).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

/** The fee accrued on day k of a cycle (1-based): cumulative rounding, so the days sum to the cycle's fee. */
export function dailyFee(principalMinor: bigint, pctPerYear: Decimal.Value, k: number): bigint {
  return managementFee(principalMinor, pctPerYear, k) - managementFee(principalMinor, pctPerYear, k - 1);
}

/** A holder's value in cents of `principal` invested when the strategy's equity was `base`, now `equity` (half up). */
export function shareValue(principalMinor: bigint, baseEquityMinor: bigint, equityMinor: bigint): bigint {
  if (baseEquityMinor <= 0n) return principalMinor;
  return BigInt(new D(principalMinor.toString()).times(equityMinor.toString()).div(baseEquityMinor.toString()).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

/** A copy's quantity of an agency quantity: × share, down to 6 decimals. */
export function scaleQuantity(quantity: Decimal.Value, share: Decimal.Value): Decimal {
  return new D(quantity).times(share).toDecimalPlaces(6, Decimal.ROUND_DOWN);
}

/** Format a fraction as a percent string with 2 decimals ("12.34"). */
export const pct = (fraction: Decimal | undefined): string | undefined => (fraction === undefined ? undefined : fraction.times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
