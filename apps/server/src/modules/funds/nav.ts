import { Rng } from '../../market/rng.ts';
import { dayFromKey } from '../../market/time.ts';
import { isBusinessDay } from './rules.ts';

/*
 * The simulated NIFTY-like index ("SIM NIFTY 50", labelled simulated wherever shown): a
 * level that moves once per Indian business day by a lognormal step (drift about 12 % a
 * year, volatility about 15 %), deterministic from MARKET_SEED and the date, from 22,000 on
 * 2024-01-01. Weekends carry the Friday level.
 */
const REFERENCE_DAY = dayFromKey('2024-01-01');
const START_LEVEL = 22_000;
const DRIFT = 0.00045;
const VOL = 0.0095;

export class SimIndex {
  private readonly levels: number[] = [START_LEVEL];
  constructor(private readonly seed: number) {}

  level(day: number): number {
    const steps = Math.max(0, Math.min(day - REFERENCE_DAY, 20 * 365));
    for (let k = this.levels.length; k <= steps; k++) {
      const prev = this.levels[k - 1]!;
      if (!isBusinessDay(REFERENCE_DAY + k)) {
        this.levels.push(prev);
        continue;
      }
      const z = new Rng(this.seed, 91, k).normal();
      this.levels.push(prev * Math.exp(DRIFT - (VOL * VOL) / 2 + VOL * z));
    }
    return Number(this.levels[steps]!.toFixed(2));
  }
}
