import Decimal from 'decimal.js';

/**
 * Robot mining rules (PRODUCT-RULES.md section 8), pure and exact (Decimal, bigint).
 *
 * Reward/day   E = H·86,400·B / (D·2³²)  ≡  (H/H_net)·144·(B_subsidy + avg fees/block)
 * Subsidy      50 BTC >> ⌊height / 210,000⌋ (3.125 BTC since block 840,000)
 * Difficulty   retargets every 2,016 blocks toward 600 s per block (a factor of at most 4)
 * Energy       W = J/TH × TH/s; kWh/day = W·24/1000; cost = kWh × tariff
 * Pool fee     a published fraction of what the robot's share of the blocks pays
 *
 * BTC amounts are satoshis (bigint); dollar amounts are cents (bigint); hash rates are
 * TH/s (decimal strings) for a robot and whole TH/s for the network.
 */

export const SAT_PER_BTC = 100_000_000n;
export const HALVING_INTERVAL = 210_000;
export const RETARGET_BLOCKS = 2016;
export const TARGET_SPACING_S = 600;
export const TWO_POW_32 = 4_294_967_296;
export const DAY_S = 86_400;
export const DAY_MS = 86_400_000;

type Num = Decimal.Value;
const dec = (value: Num) => new Decimal(value);

/** Block subsidy at a height, in satoshis: 50 BTC halved every 210,000 blocks. */
export function subsidySat(height: number): bigint {
  const halvings = Math.floor(height / HALVING_INTERVAL);
  return halvings >= 64 ? 0n : (50n * SAT_PER_BTC) >> BigInt(halvings);
}

/** The next difficulty after an epoch of 2,016 blocks that took `actualSeconds` (clamped to a factor of 4 either way). */
export function retarget(difficulty: Num, actualSeconds: number): Decimal {
  const expected = RETARGET_BLOCKS * TARGET_SPACING_S;
  const clamped = Math.min(Math.max(actualSeconds, expected / 4), expected * 4);
  return dec(difficulty).times(expected).div(clamped);
}

/** Hash rate (H/s) that finds one block per 600 s on average at a difficulty: D·2³²/600. */
export const impliedHashrate = (difficulty: Num): Decimal => dec(difficulty).times(TWO_POW_32).div(TARGET_SPACING_S);

/**
 * Expected reward per day in BTC, the published formula: E = H·86,400·B / (D·2³²) × (1 − pool fee),
 * H the robot's hash rate in H/s, B = subsidy + average fees per block (BTC).
 */
export function expectedDailyBtc(input: { hashrateThs: Num; difficulty: Num; subsidyBtc: Num; avgFeesBtc: Num; poolFeeRate: Num }): Decimal {
  const h = dec(input.hashrateThs).times(1e12);
  const b = dec(input.subsidyBtc).plus(input.avgFeesBtc);
  return h.times(DAY_S).times(b).div(dec(input.difficulty).times(TWO_POW_32)).times(dec(1).minus(input.poolFeeRate));
}

/** The same expectation read as a share of the network: (H/H_net)·144·(B_subsidy + fees) × (1 − pool fee). */
export function expectedDailyBtcByShare(input: { hashrateThs: Num; networkThs: Num; subsidyBtc: Num; avgFeesBtc: Num; poolFeeRate: Num }): Decimal {
  return dec(input.hashrateThs)
    .div(input.networkThs)
    .times(DAY_S / TARGET_SPACING_S)
    .times(dec(input.subsidyBtc).plus(input.avgFeesBtc))
    .times(dec(1).minus(input.poolFeeRate));
}

/**
 * What a robot earns from blocks actually found: its share of the network (h / H_net) of
 * the blocks' subsidy plus fees, minus the pool fee; rounded down to the satoshi (the
 * pool keeps the dust). `blocksSat` is the sum of subsidy + fees of the blocks.
 */
export function rewardSat(input: { hashrateThs: Num; networkThs: Num; blocksSat: bigint; poolFeeRate: Num }): { grossSat: bigint; poolFeeSat: bigint; netSat: bigint } {
  const gross = dec(input.hashrateThs).div(input.networkThs).times(input.blocksSat.toString());
  const grossSat = BigInt(gross.toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0));
  const net = gross.times(dec(1).minus(input.poolFeeRate));
  const netSat = BigInt(net.toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0));
  return { grossSat, poolFeeSat: grossSat - netSat, netSat };
}

/** Energy of a robot: W = J/TH × TH/s; kWh/day = W·24/1000; cost/day = kWh × tariff (exact, in dollars). */
export function energy(input: { hashrateThs: Num; jPerTh: Num; tariffPerKwh: Num }): { watts: Decimal; kwhPerDay: Decimal; costPerDay: Decimal } {
  const watts = dec(input.hashrateThs).times(input.jPerTh);
  const kwhPerDay = watts.times(24).div(1000);
  return { watts, kwhPerDay, costPerDay: kwhPerDay.times(input.tariffPerKwh) };
}

/** Dollars to cents, half up. */
export const toCents = (usd: Num): bigint => BigInt(dec(usd).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
/** Satoshis to BTC text (8 decimals). */
export const btcText = (sat: bigint): string => dec(sat.toString()).div(SAT_PER_BTC.toString()).toFixed(8);
/** BTC (decimal) to satoshis, down. */
export const toSat = (btc: Num): bigint => BigInt(dec(btc).times(SAT_PER_BTC.toString()).toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0));

/** Dollars paid for satoshis at a BTC price (US$ per BTC), rounded down to the cent. */
export function satToCents(sat: bigint, usdPerBtc: Num): bigint {
  return BigInt(dec(sat.toString()).times(usdPerBtc).times(100).div(SAT_PER_BTC.toString()).toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0));
}

/** Price of a rental: TH/s × price per TH per day × days (cents, half up). */
export function rentalPriceCents(input: { hashrateThs: Num; pricePerThDay: Num; days: number; units: number }): bigint {
  return toCents(dec(input.hashrateThs).times(input.pricePerThDay).times(input.days).times(input.units));
}

/** Energy cost of `seconds` of mining at a cost per day (cents, half up). */
export function energyCents(costPerDay: Num, seconds: number): bigint {
  return toCents(dec(costPerDay).times(seconds).div(DAY_S));
}

/**
 * How long prepaid energy lasts from `fromMs`: the moment it runs out (ms, down), at
 * `costPerDay` dollars a day. Null when the robot draws no energy.
 */
export function energyRunsOutAt(fromMs: number, prepaidCents: bigint, costPerDay: Num): number | null {
  const perDay = dec(costPerDay);
  if (perDay.lte(0)) return null;
  const ms = dec(prepaidCents.toString()).div(100).div(perDay).times(DAY_MS).toDecimalPlaces(0, Decimal.ROUND_DOWN);
  return fromMs + ms.toNumber();
}

/**
 * Redeeming a rental: the whole days left (from now to the end) refunded pro rata, minus
 * the published fee on that refund. Cents, each step rounded down.
 */
export function rentalRefund(input: { paidCents: bigint; startMs: number; endMs: number; nowMs: number; feeRate: Num }): { daysLeft: number; totalDays: number; refundCents: bigint; feeCents: bigint; netCents: bigint } {
  const totalDays = Math.round((input.endMs - input.startMs) / DAY_MS);
  const daysLeft = Math.max(0, Math.floor((input.endMs - input.nowMs) / DAY_MS));
  const refund = totalDays > 0 ? BigInt(dec(input.paidCents.toString()).times(daysLeft).div(totalDays).toDecimalPlaces(0, Decimal.ROUND_DOWN).toFixed(0)) : 0n;
  const fee = BigInt(dec(refund.toString()).times(input.feeRate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
  return { daysLeft, totalDays, refundCents: refund, feeCents: fee, netCents: refund - fee };
}

/**
 * Selling back a bought machine: its depreciated value, straight line over its service
 * life by whole days used: price × (life − days used) / life, rounded down; minus the fee.
 */
export function buybackValue(input: { paidCents: bigint; startMs: number; lifeDays: number; nowMs: number; feeRate: Num }): { daysUsed: number; valueCents: bigint; feeCents: bigint; netCents: bigint } {
  const daysUsed = Math.min(input.lifeDays, Math.max(0, Math.ceil((input.nowMs - input.startMs) / DAY_MS)));
  const value = BigInt(
    dec(input.paidCents.toString())
      .times(input.lifeDays - daysUsed)
      .div(input.lifeDays)
      .toDecimalPlaces(0, Decimal.ROUND_DOWN)
      .toFixed(0),
  );
  const fee = BigInt(dec(value.toString()).times(input.feeRate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
  return { daysUsed, valueCents: value, feeCents: fee, netCents: value - fee };
}

/**
 * Robot states (SPEC section 4): 1 finding pool, 2 locating pool, 3 start mining,
 * 4 mining, 5 insufficient energy (stopped), 6 expired; 7 redeemed (closed by the user).
 * The transitions allowed, in one place.
 */
export const ROBOT_STATE = { finding: 1, locating: 2, starting: 3, mining: 4, noEnergy: 5, expired: 6, redeemed: 7 } as const;
export type RobotState = (typeof ROBOT_STATE)[keyof typeof ROBOT_STATE];
export const TRANSITIONS: Record<RobotState, readonly RobotState[]> = {
  1: [2, 5, 6, 7],
  2: [3, 5, 6, 7],
  3: [4, 5, 6, 7],
  4: [5, 6, 7],
  5: [3, 6, 7],
  6: [7],
  7: [],
};
export const canMove = (from: RobotState, to: RobotState): boolean => TRANSITIONS[from].includes(to);

/** Seconds a robot spends in each connecting state before the next (simulation pacing: pool discovery, stratum handshake, first share). */
export const CONNECT_STEP_S: Partial<Record<RobotState, number>> = { 1: 5, 2: 5, 3: 5 };
