/**
 * Technical indicators of the quote chart, computed on closes (oldest first). Each
 * returns one value per input point, `undefined` until enough points exist, so the
 * output lines up with the candles.
 */
export type Series = (number | undefined)[];

/** Simple moving average over `n` points. */
export function sma(values: readonly number[], n: number): Series {
  const out: Series = new Array(values.length).fill(undefined);
  if (n <= 0) return out;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    if (i >= n) sum -= values[i - n]!;
    if (i >= n - 1) out[i] = sum / n;
  }
  return out;
}

/**
 * Exponential moving average with alpha = 2 / (n + 1), seeded with the first value (the
 * convention of most trading apps for MACD, so the line starts at the first candle).
 */
export function ema(values: readonly number[], n: number): number[] {
  const alpha = 2 / (n + 1);
  const out: number[] = [];
  let prev: number | undefined;
  for (const v of values) {
    prev = prev === undefined ? v : alpha * v + (1 - alpha) * prev;
    out.push(prev);
  }
  return out;
}

export interface BollPoint {
  mid: number;
  upper: number;
  lower: number;
}

/** Bollinger bands: SMA(n) ± k population standard deviations (n = 20, k = 2 by default). */
export function boll(values: readonly number[], n = 20, k = 2): (BollPoint | undefined)[] {
  const mids = sma(values, n);
  return mids.map((mid, i) => {
    if (mid === undefined) return undefined;
    let variance = 0;
    for (let j = i - n + 1; j <= i; j++) variance += (values[j]! - mid) ** 2;
    const sd = Math.sqrt(variance / n);
    return { mid, upper: mid + k * sd, lower: mid - k * sd };
  });
}

export interface MacdPoint {
  dif: number;
  dea: number;
  /** The bars: 2 × (DIF − DEA), as Asian and Mexican retail apps draw MACD. */
  hist: number;
}

/** MACD(fast 12, slow 26, signal 9): DIF = EMA12 − EMA26, DEA = EMA9 of DIF. */
export function macd(values: readonly number[], fast = 12, slow = 26, signal = 9): MacdPoint[] {
  const f = ema(values, fast);
  const s = ema(values, slow);
  const dif = f.map((v, i) => v - s[i]!);
  const dea = ema(dif, signal);
  return dif.map((d, i) => ({ dif: d, dea: dea[i]!, hist: 2 * (d - dea[i]!) }));
}

/**
 * Relative strength index with Wilder's smoothing over `n` changes (14 by default):
 * 100 − 100 / (1 + average gain / average loss); 100 when there was no loss.
 */
export function rsi(values: readonly number[], n = 14): Series {
  const out: Series = new Array(values.length).fill(undefined);
  if (values.length <= n) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= n; i++) {
    const change = values[i]! - values[i - 1]!;
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= n;
  loss /= n;
  const value = () => (loss === 0 ? (gain === 0 ? 50 : 100) : 100 - 100 / (1 + gain / loss));
  out[n] = value();
  for (let i = n + 1; i < values.length; i++) {
    const change = values[i]! - values[i - 1]!;
    gain = (gain * (n - 1) + Math.max(change, 0)) / n;
    loss = (loss * (n - 1) + Math.max(-change, 0)) / n;
    out[i] = value();
  }
  return out;
}

/**
 * Running average price of the day (the yellow line of an intraday chart): cumulative
 * turnover over cumulative volume, or the running mean of closes where no volume traded.
 */
export function averagePrice(bars: readonly { close: number; volume: number; turnover: number }[]): number[] {
  let volume = 0;
  let turnover = 0;
  let closes = 0;
  return bars.map((bar, i) => {
    volume += bar.volume;
    turnover += bar.turnover;
    closes += bar.close;
    return volume > 0 && turnover > 0 ? turnover / volume : closes / (i + 1);
  });
}
