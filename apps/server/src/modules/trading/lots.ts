import { FOREX_LOT_UNITS, type ErrorCode, type TradeMarket } from '@app/contracts';
import Decimal from 'decimal.js';
import { RuleError } from './rule-error.ts';

/**
 * Quantities: what one unit of an order is, the smallest order, the step between
 * quantities and the multiplier that turns price x quantity into a notional.
 *   US, MX stocks: shares, 1 share at least (fractions are not traded here);
 *   HK stocks: shares in whole board lots (the instrument's lot size, e.g. 100 or 500);
 *   futures: whole contracts; notional = price x contracts x value multiplier (contract
 *     size, or contract size / 100 for grains quoted in cents);
 *   forex: lots of FOREX_LOT_UNITS units of the base currency, in steps of 0.01 lot.
 */
export interface QuantitySpec {
  unit: 'share' | 'contract' | 'lot';
  min: Decimal;
  step: Decimal;
  max: Decimal;
  multiplier: Decimal;
  lotSize: number;
  contractSize?: number | undefined;
  lotUnits?: number | undefined;
}

/** The instrument fields that decide its quantities. */
export interface LotInstrument {
  market: string;
  lotSize: number;
  valueMultiplier: number;
  contractSize: number | undefined;
}

/** The market's own minimum and step (the seeded rate table); HK multiplies them by the board lot. */
export interface MarketQuantityRules {
  minQuantity: Decimal.Value;
  quantityStep: Decimal.Value;
  maxQuantity: Decimal.Value;
}

export function quantitySpec(market: TradeMarket, instrument: LotInstrument, rules: MarketQuantityRules): QuantitySpec {
  const min = new Decimal(rules.minQuantity);
  const step = new Decimal(rules.quantityStep);
  const max = new Decimal(rules.maxQuantity);
  switch (market) {
    case 'HK':
      return { unit: 'share', min: min.times(instrument.lotSize), step: step.times(instrument.lotSize), max: max.times(instrument.lotSize), multiplier: new Decimal(1), lotSize: instrument.lotSize };
    case 'FUTURES':
      return { unit: 'contract', min, step, max, multiplier: new Decimal(instrument.valueMultiplier), lotSize: 1, contractSize: instrument.contractSize };
    case 'FOREX':
      return { unit: 'lot', min, step, max, multiplier: new Decimal(FOREX_LOT_UNITS), lotSize: 1, lotUnits: FOREX_LOT_UNITS };
    default:
      return { unit: 'share', min, step, max, multiplier: new Decimal(1), lotSize: 1 };
  }
}

/** Reads a positive decimal typed by a user (string or number) without going through floats. */
export function parseDecimal(value: string | number, field: string, code: ErrorCode = 'INVALID_QUANTITY'): Decimal {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  // A text whose placeholders are all filled ("Invalid price: {price}" was shown raw; issue 28).
  const refuse = () => new RuleError(code, { value: String(value), price: String(value) }, field, code === 'INVALID_PRICE' ? 'INVALID_PRICE_VALUE' : undefined);
  if (!/^\d{1,15}(\.\d{1,10})?$/.test(text)) throw refuse();
  const parsed = new Decimal(text);
  if (parsed.lte(0)) throw refuse();
  return parsed;
}

/** Checks an order quantity: a positive number, at least the minimum, a whole number of steps, at most the maximum. */
export function checkQuantity(value: string | number, spec: QuantitySpec): Decimal {
  const quantity = parseDecimal(value, 'quantity');
  if (quantity.lt(spec.min)) throw new RuleError('QUANTITY_TOO_SMALL', { min: spec.min.toString(), unit: spec.unit }, 'quantity');
  if (!quantity.mod(spec.step).isZero()) {
    throw new RuleError('WRONG_LOT', { step: spec.step.toString(), unit: spec.unit, lot: spec.lotSize }, 'quantity');
  }
  if (quantity.gt(spec.max)) throw new RuleError('QUANTITY_TOO_LARGE', { max: spec.max.toString(), unit: spec.unit }, 'quantity');
  return quantity;
}

/** Checks the part of a position to close: a whole number of steps, more than zero, at most what is held. */
export function checkCloseQuantity(value: string | number | undefined, held: Decimal, spec: QuantitySpec): Decimal {
  if (value === undefined) return held;
  const quantity = parseDecimal(value, 'quantity');
  if (quantity.gt(held)) throw new RuleError('QUANTITY_TOO_LARGE', { max: held.toString(), unit: spec.unit }, 'quantity');
  if (!quantity.mod(spec.step).isZero()) throw new RuleError('WRONG_LOT', { step: spec.step.toString(), unit: spec.unit, lot: spec.lotSize }, 'quantity');
  return quantity;
}

/** price x quantity x multiplier, in the instrument's currency (exact). */
export function notionalOf(price: Decimal, quantity: Decimal, multiplier: Decimal): Decimal {
  return price.times(quantity).times(multiplier);
}
