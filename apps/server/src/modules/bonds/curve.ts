import { Rng } from '../../market/rng.ts';
import { dayFromKey } from '../../market/time.ts';
import type { BondType } from './rules.ts';

/*
 * The simulated yield curves (labelled "simulated" wherever shown): a base curve per
 * country (tenor in days -> yield in percent, as of 2025-12-31) shifted by a parallel
 * drift that moves day by day, deterministic from MARKET_SEED and the date (a random walk
 * of about 4 bp a day, pulled gently back to zero). Yields between tenors are linear.
 */

export type CurveName = 'MX' | 'MX_REAL' | 'US_BILL' | 'US';

const BASE: Record<CurveName, [number, number][]> = {
  // CETES and BONOS M (nominal).
  MX: [[28, 7.05], [91, 7.15], [182, 7.3], [364, 7.4], [1092, 8.05], [1820, 8.3], [3640, 8.7], [10920, 9.1]],
  // UDIBONOS (real yields).
  MX_REAL: [[364, 4.2], [1092, 4.35], [3640, 4.6], [10920, 4.75]],
  // T-bills: discount rates.
  US_BILL: [[28, 3.7], [91, 3.6], [182, 3.55], [364, 3.45]],
  // Notes and bonds: yields to maturity.
  US: [[364, 3.5], [730, 3.48], [1825, 3.7], [3650, 4.17], [10950, 4.82]],
};

const REFERENCE_DAY = dayFromKey('2025-12-31');

export function curveOf(type: BondType): CurveName {
  if (type === 'CETES' || type === 'BONOS_M') return 'MX';
  if (type === 'UDIBONOS') return 'MX_REAL';
  if (type === 'T_BILL') return 'US_BILL';
  return 'US';
}

export class YieldCurves {
  private readonly levels = new Map<string, number[]>();
  constructor(private readonly seed: number) {}

  /** Parallel shift (percentage points) of a country's curves on `day`. */
  drift(country: 'MX' | 'US', day: number): number {
    let levels = this.levels.get(country);
    if (!levels) {
      levels = [0];
      this.levels.set(country, levels);
    }
    const steps = Math.max(0, Math.min(day - REFERENCE_DAY, 3650));
    for (let k = levels.length; k <= steps; k++) {
      const rng = new Rng(this.seed, 77, country === 'MX' ? 1 : 2, k);
      levels.push(levels[k - 1]! * 0.995 + 0.04 * rng.normal());
    }
    return levels[steps]!;
  }

  /** The curve's yield (percent) for `tenorDays` on `day`, rounded to 4 decimals of a fraction (2 of a percent) in Mexico, 3 of a percent in the US. */
  yieldAt(curve: CurveName, tenorDays: number, day: number): number {
    const points = BASE[curve];
    let base: number;
    if (tenorDays <= points[0]![0]) base = points[0]![1];
    else if (tenorDays >= points[points.length - 1]![0]) base = points[points.length - 1]![1];
    else {
      const i = points.findIndex(([t]) => t >= tenorDays);
      const [t0, y0] = points[i - 1]!;
      const [t1, y1] = points[i]!;
      base = y0 + ((y1 - y0) * (tenorDays - t0)) / (t1 - t0);
    }
    const country = curve === 'MX' || curve === 'MX_REAL' ? 'MX' : 'US';
    const value = Math.max(0.05, base + this.drift(country, day));
    const decimals = country === 'MX' ? 2 : 3;
    return Number(value.toFixed(decimals));
  }

  /** The points of a curve on `day` (for the list's curve line). */
  points(curve: CurveName, day: number): { tenorDays: number; yield: number }[] {
    return BASE[curve].map(([tenorDays]) => ({ tenorDays, yield: this.yieldAt(curve, tenorDays, day) }));
  }
}
