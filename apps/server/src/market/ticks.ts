import type { Instrument } from './instruments.ts';

/**
 * Tick grids. Prices are integers in units of 10^-decimals; each exchange allows only
 * multiples of its tick. HKEX's tick depends on the price band (HKEX spread table,
 * part A), in units of HK$0.001.
 */
const HKEX_BANDS: Array<[upTo: number, tick: number]> = [
  [250, 1],
  [500, 5],
  [10_000, 10],
  [20_000, 20],
  [100_000, 50],
  [200_000, 100],
  [500_000, 200],
  [1_000_000, 500],
  [2_000_000, 1_000],
  [5_000_000, 2_000],
  [Infinity, 5_000],
];

/** The tick that applies at a price (units): for HKEX, the band the price is in. */
export function tickAt(instrument: Pick<Instrument, 'grid' | 'tickUnits'>, units: number): number {
  if (instrument.grid === 'fixed') return instrument.tickUnits;
  for (const [upTo, tick] of HKEX_BANDS) if (units < upTo) return tick;
  return 5_000;
}

/** Nearest price on the grid, at least one tick. */
export function roundToGrid(instrument: Pick<Instrument, 'grid' | 'tickUnits'>, units: number): number {
  const tick = tickAt(instrument, units);
  const rounded = Math.round(units / tick) * tick;
  return Math.max(rounded, tickAt(instrument, 0));
}

/** The grid price one tick above a grid price. */
export function tickUp(instrument: Pick<Instrument, 'grid' | 'tickUnits'>, units: number): number {
  return units + tickAt(instrument, units);
}

/** The grid price one tick below a grid price (never below one tick). */
export function tickDown(instrument: Pick<Instrument, 'grid' | 'tickUnits'>, units: number): number {
  const below = units - tickAt(instrument, units - 1);
  return Math.max(below, tickAt(instrument, 0));
}

/** Units to a JSON number with the instrument's decimals (exact decimal string when printed). */
export function toPrice(units: number, decimals: number): number {
  return Number((units / 10 ** decimals).toFixed(decimals));
}

/** Whether a price (number) sits on the instrument's grid. */
export function onGrid(instrument: Pick<Instrument, 'grid' | 'tickUnits' | 'decimals'>, price: number): boolean {
  const units = Math.round(price * 10 ** instrument.decimals);
  if (Math.abs(units - price * 10 ** instrument.decimals) > 1e-6) return false;
  return units % tickAt(instrument, units) === 0;
}
