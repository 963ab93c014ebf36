import type { Locale, NetworkStatus, RobotEstimate, RobotView } from '@app/contracts';
import Decimal from 'decimal.js';
import type { SimulatedNetwork } from './network.ts';
import { btcText, energy, expectedDailyBtc, SAT_PER_BTC } from './rules.ts';
import type { MiningTerms } from './terms.ts';
import { str, type RobotRow } from './views.ts';

const money = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The network as the app shows it (labelled simulated). */
export function networkView(network: SimulatedNetwork, now: number, btcPrice: string): NetworkStatus {
  const s = network.status(now);
  return {
    simulated: true,
    hashrateEhs: new Decimal(s.hashrateThs).div(1e6).toFixed(2),
    difficulty: String(s.difficulty),
    height: s.height,
    nextRetargetHeight: s.nextRetargetHeight,
    blocksToRetarget: s.blocksToRetarget,
    subsidyBtc: btcText(s.subsidySat),
    avgFeesBtc: btcText(s.avgFeesSat),
    blocksLast24h: s.blocksLast24h,
    btcPrice: new Decimal(btcPrice).toFixed(2),
    time: now,
  };
}

/** Rental price or machine price of one unit (US$). */
export function unitPrice(robot: RobotRow): Decimal {
  if (robot.mode === 'rent') return new Decimal(str(robot.hashrate_ths)).times(str(robot.price_per_th_day)).times(robot.cycle_days);
  return new Decimal(str(robot.price_usd));
}

/**
 * Expected reward and energy of `hashrateThs` per day at today's network and BTC price,
 * by the published formula (E = H·86,400·(subsidy + average fees)/(D·2³²) × (1 − pool fee)),
 * and at BTC ±20 %.
 */
export function estimateOf(input: { hashrateThs: string; jPerTh: string; pricePerDay: Decimal }, network: SimulatedNetwork, now: number, btcPrice: string, terms: MiningTerms): RobotEstimate {
  const s = network.status(now);
  const btc = expectedDailyBtc({
    hashrateThs: input.hashrateThs,
    difficulty: s.difficulty,
    subsidyBtc: new Decimal(s.subsidySat.toString()).div(SAT_PER_BTC.toString()),
    avgFeesBtc: new Decimal(s.avgFeesSat.toString()).div(SAT_PER_BTC.toString()),
    poolFeeRate: terms.poolFeeRate,
  });
  const e = energy({ hashrateThs: input.hashrateThs, jPerTh: input.jPerTh, tariffPerKwh: terms.tariffPerKwh });
  const at = (factor: number) => btc.times(btcPrice).times(factor);
  return {
    dailyBtc: btc.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(8),
    dailyUsd: money(at(1)),
    energyKwhPerDay: e.kwhPerDay.toDecimalPlaces(2).toFixed(2),
    energyUsdPerDay: money(e.costPerDay),
    netUsdPerDay: money(at(1).minus(e.costPerDay)),
    dailyUsdLow: money(at(0.8)),
    dailyUsdHigh: money(at(1.2)),
    netUsdPerDayLow: money(at(0.8).minus(e.costPerDay)),
    netUsdPerDayHigh: money(at(1.2).minus(e.costPerDay)),
    priceUsdPerDay: money(input.pricePerDay),
    profitUsdPerDay: money(at(1).minus(e.costPerDay).minus(input.pricePerDay)),
    profitUsdPerDayLow: money(at(0.8).minus(e.costPerDay).minus(input.pricePerDay)),
    profitUsdPerDayHigh: money(at(1.2).minus(e.costPerDay).minus(input.pricePerDay)),
    btcPrice: new Decimal(btcPrice).toFixed(2),
    poolFeeRate: terms.poolFeeRate,
    tariffPerKwh: terms.tariffPerKwh,
    simulated: true,
  };
}

export function robotView(robot: RobotRow, locale: Locale, estimate: RobotEstimate): RobotView {
  return {
    id: robot.id,
    name: robot.name[locale],
    model: robot.model,
    mode: robot.mode,
    hashrateThs: str(robot.hashrate_ths),
    jPerTh: str(robot.j_per_th),
    watts: new Decimal(str(robot.hashrate_ths)).times(str(robot.j_per_th)).toFixed(0),
    cycle: robot.cycle_days,
    ...(robot.price_per_th_day !== null ? { pricePerThDay: str(robot.price_per_th_day) } : {}),
    price: money(unitPrice(robot)),
    capacityUnits: robot.capacity_units,
    availableUnits: robot.capacity_units - robot.held_units,
    userQuota: robot.user_quota,
    status: robot.status,
    estimate,
  };
}
