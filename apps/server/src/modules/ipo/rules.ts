import { createHash } from 'node:crypto';

/*
 * IPO subscription rules (PRODUCT-RULES.md section 1), pure. Money is bigint minor units
 * (cents); prices are bigint ten-thousandths of the currency unit ("e4": HK$22.80 =
 * 228000n) so share prices with up to 4 decimals stay exact.
 *
 *   US  a conditional offer: shares at a limit price inside the published range; held
 *       shares x limit. A final price more than 20 % outside the range (either way), or above
 *       the user's limit, needs a reconfirmation, otherwise the offer lapses. Allocation:
 *       random, an equal chance per eligible request whatever its size (rounds of one lot
 *       per request in an order drawn from the published seed).
 *   HK  applications by the published tiers (lots -> amount at the top of the range plus
 *       charges); pools A (amount <= threshold) and B (above it, up to one pool's original
 *       size); the public tranche by the issuer's mechanism (A: steps by oversubscription
 *       multiple, B: fixed share); an undersubscribed pool's surplus moves to the other;
 *       pool A by ballot (one lot per winner first, then further lots, falling odds), pool B
 *       proportional with the leftover lots by ballot. Charges 1 % brokerage, 0.0027 % SFC
 *       levy, 0.00015 % AFRC levy, 0.00565 % trading fee, each rounded to the cent (half up).
 *   Both: the allotted amount (and its charges) is captured, everything else released.
 *   Flipping: selling IPO shares within 30 days of listing bars IPO access for 60 days.
 */

export type IpoMarket = 'US' | 'HK' | 'MX';

export const E4 = 10_000n;

/** "22.8" -> 228000n (at most 4 decimals). */
export function priceE4(price: string | number): bigint {
  const text = typeof price === 'number' ? price.toFixed(4) : price.trim();
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) throw new Error(`bad price ${price}`);
  return BigInt(match[1]!) * E4 + BigInt((match[2] ?? '').padEnd(4, '0'));
}

export function e4ToString(value: bigint): string {
  const whole = value / E4;
  const frac = (value % E4).toString().padStart(4, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac.length < 2 ? frac.padEnd(2, '0') : frac}` : `${whole}`;
}

/** a / b rounded half up (a, b >= 0). */
export function divHalfUp(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (2n * b);
}

/** Shares x price, in cents (half up when the price has more than 2 decimals). */
export function grossMinor(shares: bigint, price: bigint): bigint {
  return divHalfUp(shares * price, 100n);
}

// ---- fees ------------------------------------------------------------------------------

/**
 * Charge rates in parts per 10,000,000 (1 % = 100,000). Published terms; these are the HKEX
 * ones. `ivaRate`: the IVA (Mexican VAT) charged on the brokerage, a decimal fraction ('0.16'),
 * the trading-tax rule in force when the charge is made ('0' before it).
 */
export interface FeeRates {
  brokerage: number;
  sfcLevy: number;
  afrcLevy: number;
  tradingFee: number;
  ivaRate?: string | undefined;
}

export const HK_FEE_RATES: FeeRates = { brokerage: 100_000, sfcLevy: 270, afrcLevy: 15, tradingFee: 565 };
export const NO_FEES: FeeRates = { brokerage: 0, sfcLevy: 0, afrcLevy: 0, tradingFee: 0 };
const RATE_UNIT = 10_000_000n;

export interface Charges {
  gross: bigint;
  brokerage: bigint;
  /** IVA on the brokerage: ivaRate x the rounded brokerage, half up to the cent. */
  iva: bigint;
  sfcLevy: bigint;
  afrcLevy: bigint;
  tradingFee: bigint;
  fees: bigint;
  total: bigint;
}

/** A decimal fraction ('0.16') in parts per million (160000n); at most 6 decimals. */
export function ppm(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new Error(`bad rate ${rate}`);
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/**
 * Price x shares plus each charge rounded to the cent (PRODUCT-RULES 1.2: 500 x HK$10 ->
 * 5,000.00 + 50.00 + 0.14 + 0.01 + 0.28 = 5,050.43), and the IVA on the brokerage
 * (16 %: 8.00 more, 5,058.43).
 */
export function charges(gross: bigint, rates: FeeRates): Charges {
  const fee = (rate: number) => divHalfUp(gross * BigInt(rate), RATE_UNIT);
  const brokerage = fee(rates.brokerage);
  const iva = divHalfUp(brokerage * ppm(rates.ivaRate ?? '0'), 1_000_000n);
  const sfcLevy = fee(rates.sfcLevy);
  const afrcLevy = fee(rates.afrcLevy);
  const tradingFee = fee(rates.tradingFee);
  const fees = brokerage + iva + sfcLevy + afrcLevy + tradingFee;
  return { gross, brokerage, iva, sfcLevy, afrcLevy, tradingFee, fees, total: gross + fees };
}

/** The parts of an IPO's cost in booking order: each charge, then the shares themselves (to the issuer). */
export const CHARGE_PARTS = ['brokerage', 'iva', 'sfcLevy', 'afrcLevy', 'tradingFee', 'gross'] as const;
export type ChargePart = (typeof CHARGE_PARTS)[number];

/**
 * Where a payment of `cost` goes when `fromHold` of it comes from the held deposit: the hold
 * pays the charges first (in CHARGE_PARTS order), then the issuer; the free balance pays what
 * is left of each. Every part >= 0; hold and free parts sum to the cost.
 */
export function splitCost(fromHold: bigint, cost: Charges): { hold: Record<ChargePart, bigint>; free: Record<ChargePart, bigint> } {
  const hold = {} as Record<ChargePart, bigint>;
  const free = {} as Record<ChargePart, bigint>;
  let left = fromHold < 0n ? 0n : fromHold;
  for (const part of CHARGE_PARTS) {
    const amount = cost[part];
    const taken = left < amount ? left : amount;
    hold[part] = taken;
    free[part] = amount - taken;
    left -= taken;
  }
  return { hold, free };
}

// ---- HK tiers, pools, mechanism --------------------------------------------------------

export interface Tier {
  lots: number;
  /** Amount payable at the top of the range, charges included (cents). */
  amount: bigint;
}

/** The published application tiers: 1-10 lots, then 20, 30, ..., 100, then 200, 300, ... up to maxLots. */
export function tierLots(maxLots: number): number[] {
  const out: number[] = [];
  for (let lots = 1; lots <= maxLots; ) {
    out.push(lots);
    const step = lots < 10 ? 1 : lots < 100 ? 10 : lots < 1000 ? 100 : 1000;
    lots += step;
  }
  return out;
}

export function tiers(lotSize: number, priceHigh: bigint, rates: FeeRates, maxLots: number): Tier[] {
  return tierLots(maxLots).map((lots) => ({ lots, amount: charges(grossMinor(BigInt(lots * lotSize), priceHigh), rates).total }));
}

export interface MechanismStep {
  /** From this oversubscription multiple (total demand / initial public tranche)... */
  multiple: number;
  /** ...the public tranche is this percent of the shares offered. */
  percent: number;
}

export type Mechanism = { kind: 'A'; steps: MechanismStep[] } | { kind: 'B'; percent: number };

/** Mechanism A with the steps secondary sources give (<15x 5 %, 15-50x 15 %, 50-100x 25 %, >=100x 35 %). */
export const MECHANISM_A_DEFAULT: Mechanism = {
  kind: 'A',
  steps: [
    { multiple: 0, percent: 5 },
    { multiple: 15, percent: 15 },
    { multiple: 50, percent: 25 },
    { multiple: 100, percent: 35 },
  ],
};

/** Public-tranche lots for a demand: A by the step reached (multiple of the initial tranche), B fixed. */
export function publicTrancheLots(mechanism: Mechanism, offeredLots: number, demandLots: number): number {
  if (mechanism.kind === 'B') return Math.floor((offeredLots * mechanism.percent) / 100);
  const steps = [...mechanism.steps].sort((a, b) => a.multiple - b.multiple);
  const initial = Math.floor((offeredLots * steps[0]!.percent) / 100);
  const multiple = initial > 0 ? demandLots / initial : 0;
  let percent = steps[0]!.percent;
  for (const step of steps) if (multiple >= step.multiple) percent = step.percent;
  return Math.floor((offeredLots * percent) / 100);
}

/** Pool A takes applications up to the threshold amount, pool B the rest up to one pool's original size. */
export function poolOf(amount: bigint, poolAThreshold: bigint): 'A' | 'B' {
  return amount <= poolAThreshold ? 'A' : 'B';
}

// ---- seeded draws ---------------------------------------------------------------------

/**
 * A deterministic random source anyone can recompute: the n-th draw is the first 8 bytes
 * of SHA-256("<seed>:<n>") as an unsigned integer.
 */
export class SeededDraw {
  private n = 0;
  constructor(readonly seed: string) {}
  /** A uniform integer in [0, bound) (rejection sampling: no modulo bias). */
  below(bound: number): number {
    const b = BigInt(bound);
    const limit = (1n << 64n) - ((1n << 64n) % b);
    for (;;) {
      const value = createHash('sha256').update(`${this.seed}:${this.n++}`).digest().readBigUInt64BE(0);
      if (value < limit) return Number(value % b);
    }
  }
  /** Fisher-Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

export interface Request {
  id: number;
  /** Lots (US: shares, lot size 1) asked for. */
  lots: number;
}

/**
 * Round-robin ballot: requests in an order drawn from the seed (over ids sorted ascending);
 * each round gives one lot to each request still wanting more, until the lots run out.
 * Every request has the same chance of its first lot, whatever its size.
 */
export function ballot(requests: readonly Request[], lots: number, draw: SeededDraw): Map<number, number> {
  const result = new Map<number, number>(requests.map((r) => [r.id, 0]));
  let left = Math.max(0, lots);
  let queue = draw.shuffle([...requests].sort((a, b) => a.id - b.id)).filter((r) => r.lots > 0);
  while (left > 0 && queue.length > 0) {
    const next: Request[] = [];
    for (const request of queue) {
      if (left === 0) break;
      const got = result.get(request.id)! + 1;
      result.set(request.id, got);
      left--;
      if (got < request.lots) next.push(request);
    }
    queue = next;
  }
  return result;
}

/** Proportional share (floor), then the leftover lots one each by ballot. */
export function proportional(requests: readonly Request[], lots: number, draw: SeededDraw): Map<number, number> {
  const demand = requests.reduce((sum, r) => sum + r.lots, 0);
  const result = new Map<number, number>(requests.map((r) => [r.id, 0]));
  if (demand <= lots) {
    for (const r of requests) result.set(r.id, r.lots);
    return result;
  }
  let given = 0;
  for (const r of requests) {
    const share = Math.floor((r.lots * lots) / demand);
    result.set(r.id, share);
    given += share;
  }
  // The lots left by the floors (fewer than the requests): one more each, in an order drawn from the seed.
  let left = lots - given;
  for (const r of draw.shuffle([...requests].sort((a, b) => a.id - b.id))) {
    if (left === 0) break;
    if (result.get(r.id)! < r.lots) {
      result.set(r.id, result.get(r.id)! + 1);
      left--;
    }
  }
  return result;
}

export interface HkApplication extends Request {
  amount: bigint;
}

export interface HkAllotment {
  /** Lots per application id. */
  lots: Map<number, number>;
  publicLots: number;
  poolALots: number;
  poolBLots: number;
  /** Basis of allotment per pool and tier: applicants, winners, lots allotted. */
  basis: { pool: 'A' | 'B'; lots: number; applicants: number; winners: number; lotsAllotted: number }[];
}

/** HK allotment: public tranche by mechanism, pools A/B with surplus moving across, A by ballot, B proportional. */
export function allotHk(apps: readonly HkApplication[], offeredLots: number, mechanism: Mechanism, poolAThreshold: bigint, seed: string): HkAllotment {
  const draw = new SeededDraw(seed);
  const demand = apps.reduce((sum, a) => sum + a.lots, 0);
  const publicLots = Math.min(publicTrancheLots(mechanism, offeredLots, demand), offeredLots);
  const a = apps.filter((app) => poolOf(app.amount, poolAThreshold) === 'A');
  const b = apps.filter((app) => poolOf(app.amount, poolAThreshold) === 'B');
  const demandA = a.reduce((s, x) => s + x.lots, 0);
  const demandB = b.reduce((s, x) => s + x.lots, 0);
  let poolALots = Math.floor(publicLots / 2);
  let poolBLots = publicLots - poolALots;
  if (demandA < poolALots) {
    poolBLots += poolALots - demandA;
    poolALots = demandA;
  } else if (demandB < poolBLots) {
    poolALots += poolBLots - demandB;
    poolBLots = demandB;
  }
  const lots = new Map<number, number>([...ballot(a, poolALots, draw), ...proportional(b, poolBLots, draw)]);
  const basis: HkAllotment['basis'] = [];
  for (const [pool, list] of [['A', a], ['B', b]] as const) {
    const byTier = new Map<number, HkApplication[]>();
    for (const app of list) byTier.set(app.lots, [...(byTier.get(app.lots) ?? []), app]);
    for (const [tierLotsApplied, group] of [...byTier].sort((x, y) => x[0] - y[0])) {
      const got = group.map((g) => lots.get(g.id) ?? 0);
      basis.push({ pool, lots: tierLotsApplied, applicants: group.length, winners: got.filter((n) => n > 0).length, lotsAllotted: got.reduce((s, n) => s + n, 0) });
    }
  }
  return { lots, publicLots, poolALots, poolBLots, basis };
}

// ---- US conditional offers ------------------------------------------------------------

export type UsOutcome = 'eligible' | 'reconfirm';

/** More than 20 % outside the range (either way), or above the user's limit: reconfirm or lapse. */
export function usOfferOutcome(low: bigint, high: bigint, final: bigint, limit: bigint): UsOutcome {
  if (final * 100n > high * 120n || final * 100n < low * 80n) return 'reconfirm';
  return final > limit ? 'reconfirm' : 'eligible';
}

/** A limit price must lie inside the published range. */
export function inRange(price: bigint, low: bigint, high: bigint): boolean {
  return price >= low && price <= high;
}

/** US allotment: every eligible request the same chance, whatever its size. */
export function allotUs(requests: readonly Request[], offeredShares: number, seed: string): Map<number, number> {
  return ballot(requests, offeredShares, new SeededDraw(seed));
}

// ---- settlement ------------------------------------------------------------------------

export interface Settlement {
  /** Captured: the allotted shares at the final price and their charges. */
  capture: Charges;
  /** Released back to the user: the hold minus the capture. */
  release: bigint;
}

/** What an order pays for its allotted shares and what it gets back (every cent of the hold accounted for). */
export function settle(held: bigint, allottedShares: bigint, finalPrice: bigint, rates: FeeRates): Settlement {
  const capture = charges(grossMinor(allottedShares, finalPrice), rates);
  if (capture.total > held) throw new Error('allotment costs more than was held');
  return { capture, release: held - capture.total };
}

// ---- flipping -------------------------------------------------------------------------

const DAY_MS = 86_400_000;
export const FLIP_WINDOW_DAYS = 30;
export const FLIP_BAR_DAYS = 60;

/** A sale of IPO shares within 30 days (the published window) of listing bars IPO access for 60 days (the published bar) from the sale. */
export function flipBarUntil(sales: readonly { listedAt: number; soldAt: number }[], windowDays = FLIP_WINDOW_DAYS, barDays = FLIP_BAR_DAYS): number | undefined {
  let until: number | undefined;
  for (const sale of sales) {
    if (sale.soldAt - sale.listedAt < windowDays * DAY_MS) {
      const end = sale.soldAt + barDays * DAY_MS;
      if (until === undefined || end > until) until = end;
    }
  }
  return until;
}

// ---- listing day ------------------------------------------------------------------------

/**
 * The published first-day model: the listing day opens at
 *   final x (1 + mean %) x exp(sigma x z - sigma^2 / 2),  sigma = vol %,
 * z a standard normal drawn from the allotment's published seed (SHA-256 of "<seed>:first-day",
 * two 48-bit uniforms, Box-Muller), so anyone can recompute it. Ten-thousandths of the currency.
 */
export function firstDayOpenE4(finalE4: bigint, seed: string, meanPercent: number, volPercent: number): bigint {
  const digest = createHash('sha256').update(`${seed}:first-day`).digest();
  const u1 = (digest.readUIntBE(0, 6) + 1) / (2 ** 48 + 1);
  const u2 = digest.readUIntBE(6, 6) / 2 ** 48;
  const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  const sigma = volPercent / 100;
  const factor = (1 + meanPercent / 100) * Math.exp(sigma * z - (sigma * sigma) / 2);
  const open = BigInt(Math.round(Number(finalE4) * factor));
  return open > 0n ? open : 1n;
}

// ---- financing (HK) --------------------------------------------------------------------

export interface Financing {
  /** Lent by the broker: the percent of the application amount, rounded down to the cent. */
  loan: bigint;
  /** Put in by the user (application amount - loan). */
  deposit: bigint;
  /** loan x annual rate / 365 x days, half up to the cent; due whatever the outcome. */
  interest: bigint;
}

/** Calendar days from the close (YYYY-MM-DD) to the day before allotment: allotment date - close date, at least 1. */
export function interestDays(closeDate: string, allotDate: string): number {
  const days = Math.round((Date.parse(`${allotDate}T00:00:00Z`) - Date.parse(`${closeDate}T00:00:00Z`)) / DAY_MS);
  return Math.max(1, days);
}

/** PRODUCT-RULES 1.2: HK$100,000 x 3.99 % x 5 / 365 = HK$54.66. */
export function financingInterest(loan: bigint, ratePercent: string, days: number): bigint {
  return divHalfUp(loan * priceE4(ratePercent) * BigInt(days), 100n * E4 * 365n);
}

export function financing(amount: bigint, percent: number, ratePercent: string, days: number): Financing {
  const loan = (amount * BigInt(percent)) / 100n;
  return { loan, deposit: amount - loan, interest: financingInterest(loan, ratePercent, days) };
}

export interface FinancedSettlement {
  /** Captured at allotment from the deposit (shares and charges), when the deposit covers them. */
  capture: Charges;
  /** Released at allotment (deposit - capture), or 0 when a payment is owed. */
  release: bigint;
  /** Owed after allotment (payipo): allotted cost - deposit, when the deposit does not cover it. */
  due: bigint;
}

/** A financed order at allotment: the deposit pays what it can; anything more is owed (paid before listing, or the allotment lapses). */
export function settleFinanced(deposit: bigint, allottedShares: bigint, finalPrice: bigint, rates: FeeRates): FinancedSettlement {
  const capture = charges(grossMinor(allottedShares, finalPrice), rates);
  if (capture.total <= deposit) return { capture, release: deposit - capture.total, due: 0n };
  return { capture, release: 0n, due: capture.total - deposit };
}
