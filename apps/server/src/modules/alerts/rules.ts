import type { AlertKind } from '@app/contracts';
import Decimal from 'decimal.js';

/**
 * The pure rules of price alerts (issue 21), in integer units of the instrument's last
 * decimal (a price of 187.25 with 2 decimals is 18725) so that every comparison is exact.
 */

/** Live states the evaluation watches. */
export type LiveState = 'armed' | 'waiting';

export interface AlertWatch {
  id: number;
  userId: number;
  code: string;
  kind: AlertKind;
  /** price kinds: the level in units. */
  level: number;
  /** change kinds: the move in basis points of the previous close (1.5 % = 150). */
  basisPoints: number;
  repeat: boolean;
  state: LiveState;
  /** 10^decimals of the instrument. */
  scale: number;
}

/** A decimal price or level in units of `scale` (exact for the decimals the column keeps). */
export const toUnits = (value: string | number, scale: number): number => Math.round(Number(value) * scale);

/**
 * Whether the alert's condition holds at this last price and previous close (units):
 * at or above / at or below the level; the day's move at least the percent up / down.
 * A change alert with no previous close (0) never holds.
 */
export function conditionMet(w: Pick<AlertWatch, 'kind' | 'level' | 'basisPoints'>, last: number, prevClose: number): boolean {
  switch (w.kind) {
    case 'price_above':
      return last >= w.level;
    case 'price_below':
      return last <= w.level;
    case 'change_up':
      return prevClose > 0 && (last - prevClose) * 10_000 >= w.basisPoints * prevClose;
    case 'change_down':
      return prevClose > 0 && (prevClose - last) * 10_000 >= w.basisPoints * prevClose;
  }
}

/**
 * One tick for one alert: an armed alert fires when its condition holds; a waiting
 * (repeating, already fired) alert is armed again once the condition no longer holds,
 * i.e. the price crossed back. So a repeating alert fires once per crossing, however
 * long the price stays past its level.
 */
export function step(w: Pick<AlertWatch, 'kind' | 'level' | 'basisPoints' | 'state'>, last: number, prevClose: number): 'fire' | 'rearm' | undefined {
  const met = conditionMet(w, last, prevClose);
  if (w.state === 'armed') return met ? 'fire' : undefined;
  return met ? undefined : 'rearm';
}

/** The state an alert takes when it fires: a repeating one waits for the crossing back, a one-shot one ends. */
export const firedState = (repeat: boolean): 'waiting' | 'triggered' => (repeat ? 'waiting' : 'triggered');

export type ParseFailure = { field: 'price' | 'percent'; reason: 'missing' | 'notPositive' | 'decimals' | 'tooLarge' };

/** A level as typed: a positive decimal with at most the instrument's decimals. */
export function parseLevel(value: string | number | undefined, decimals: number): Decimal | ParseFailure {
  if (value === undefined || value === '') return { field: 'price', reason: 'missing' };
  let d: Decimal;
  try {
    d = new Decimal(typeof value === 'number' ? value : value.trim());
  } catch {
    return { field: 'price', reason: 'notPositive' };
  }
  if (!d.isFinite() || d.lte(0)) return { field: 'price', reason: 'notPositive' };
  if (d.decimalPlaces() > decimals) return { field: 'price', reason: 'decimals' };
  if (d.gte('1e12')) return { field: 'price', reason: 'tooLarge' };
  return d;
}

/** A percent as typed: above 0, at most 100, two decimals at most. */
export function parsePercent(value: string | number | undefined): Decimal | ParseFailure {
  if (value === undefined || value === '') return { field: 'percent', reason: 'missing' };
  let d: Decimal;
  try {
    d = new Decimal(typeof value === 'number' ? value : value.trim());
  } catch {
    return { field: 'percent', reason: 'notPositive' };
  }
  if (!d.isFinite() || d.lte(0)) return { field: 'percent', reason: 'notPositive' };
  if (d.decimalPlaces() > 2) return { field: 'percent', reason: 'decimals' };
  if (d.gt(100)) return { field: 'percent', reason: 'tooLarge' };
  return d;
}

export const isFailure = (v: Decimal | ParseFailure): v is ParseFailure => !(v instanceof Decimal);

export const isPriceKind = (kind: AlertKind): boolean => kind === 'price_above' || kind === 'price_below';
