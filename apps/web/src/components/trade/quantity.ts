import Decimal from 'decimal.js';

/**
 * Quantities of the order and close pages: shares (US, MX), shares in board lots (HK),
 * contracts (futures) or lots of 0.01 (forex). The steppers move by `step` and snap to
 * its grid; validation mirrors the server's rules (getMinCount) so the user sees the
 * problem before confirming. Decimal arithmetic throughout.
 */

export interface QuantityRules {
  minCount: string;
  step: string;
  maxCount?: string | undefined;
}

export type QuantityError = 'required' | 'invalid' | 'tooSmall' | 'tooLarge' | 'wrongLot';

const NUMBER = /^\d+(\.\d+)?$/;

export function decimalsOfStep(step: string): number {
  const dot = step.indexOf('.');
  return dot < 0 ? 0 : step.replace(/0+$/, '').length - dot - 1;
}

export function validateQuantity(value: string, rules: QuantityRules): QuantityError | undefined {
  const text = value.trim();
  if (!text) return 'required';
  if (!NUMBER.test(text)) return 'invalid';
  const q = new Decimal(text);
  if (q.lte(0)) return 'invalid';
  if (q.lt(rules.minCount)) return 'tooSmall';
  if (rules.maxCount && q.gt(rules.maxCount)) return 'tooLarge';
  const step = new Decimal(rules.step);
  if (step.gt(0) && !q.mod(step).isZero()) return 'wrongLot';
  return undefined;
}

/**
 * One step up (+1) or down (-1) from `value`, on the step grid, never below the minimum
 * nor above the maximum. An empty or invalid value starts at the minimum.
 */
export function stepQuantity(value: string, rules: QuantityRules, direction: 1 | -1): string {
  const step = new Decimal(rules.step);
  const min = new Decimal(rules.minCount);
  const places = decimalsOfStep(rules.step);
  const text = value.trim();
  if (!NUMBER.test(text)) return min.toFixed(places);
  const q = new Decimal(text);
  // Snap to the grid first: down when going down, up when going up.
  const units = q.dividedBy(step);
  const snapped = direction > 0 ? units.floor().plus(1) : units.ceil().minus(1);
  let next = snapped.times(step);
  if (next.lt(min)) next = min;
  if (rules.maxCount && next.gt(rules.maxCount)) next = new Decimal(rules.maxCount);
  return next.toFixed(places);
}

/** Keeps what the user types to digits and one dot, with at most `places` decimals. */
export function cleanDecimalInput(value: string, places: number): string {
  let text = value.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot >= 0) text = text.slice(0, dot + 1) + text.slice(dot + 1).replace(/\./g, '');
  if (places === 0) return text.replace('.', '');
  const at = text.indexOf('.');
  return at >= 0 ? text.slice(0, at + 1 + places) : text;
}

/** quantity x fraction, floored to the step grid and at least the minimum (close part: 1/4, 1/2 ...). */
export function fractionOf(total: string, fraction: number, rules: QuantityRules): string {
  const step = new Decimal(rules.step);
  const places = decimalsOfStep(rules.step);
  const raw = new Decimal(total).times(fraction);
  let q = raw.dividedBy(step).floor().times(step);
  if (q.lt(rules.minCount)) q = new Decimal(rules.minCount);
  if (q.gt(total)) q = new Decimal(total);
  return q.toFixed(places);
}
