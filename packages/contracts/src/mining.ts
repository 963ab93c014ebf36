import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';
import { termsRule } from './terms.ts';
import { idempotencyKey, money } from './wallet.ts';

/**
 * Robot mining (issue 17): rent or buy hash rate on a SIMULATED Bitcoin network
 * (PRODUCT-RULES.md section 8). Robots are machines operators create (TH/s, J/TH), offered
 * for rent (a period, a price per TH/s per day) or for sale (a price, a service life), with
 * a quota per user and a total capacity (in units). A robot's reward each period is the
 * published formula on the simulated network's actual blocks:
 *   reward = (H_robot / H_network) × Σ blocks (subsidy + fees) × (1 − pool fee)
 * whose expectation per day is E = H·86,400·B/(D·2³²). Rewards are computed in BTC
 * (satoshis, exact) and credited in BTC to the FINANCIAL wallet (ledger currency BTC, 8
 * decimals; the wallet's quoted transfer converts it to the funding account); each payout
 * also shows its value in US$ at the simulated BTC price of the end of the period (down to
 * the cent, not a credit). Energy (kWh = W·24/1000 a day, W = J/TH × TH/s) is prepaid at the published
 * tariff and consumed while mining; when it runs out the robot stops (state 5) and a top-up
 * restarts it. Terms: product `mining`, item `BTC` (pool fee, tariff, redeem fees, minimum
 * energy days). Money amounts are decimal strings in USD; BTC amounts have 8 decimals.
 */

/** SPEC section 4: 1 finding pool, 2 locating pool, 3 start mining, 4 mining, 5 insufficient energy, 6 expired; 7 redeemed. */
export const ROBOT_STATES = [1, 2, 3, 4, 5, 6, 7] as const;
export type RobotStateCode = (typeof ROBOT_STATES)[number];
export const ROBOT_MODES = ['rent', 'buy'] as const;
export type RobotMode = (typeof ROBOT_MODES)[number];

const btc = z.string().describe('BTC with 8 decimals');

/** What a robot is expected to earn and cost per day at today's network and price (and at BTC ±20 %). */
export const robotEstimate = z.object({
  dailyBtc: btc.describe('E = H·86,400·(subsidy + average fees)/(D·2³²) × (1 − pool fee), per unit'),
  dailyUsd: money.describe('dailyBtc at the current simulated BTC price'),
  energyKwhPerDay: z.string(),
  energyUsdPerDay: money,
  netUsdPerDay: money.describe('dailyUsd − energy'),
  dailyUsdLow: money.describe('reward at BTC −20 %'),
  dailyUsdHigh: money.describe('reward at BTC +20 %'),
  netUsdPerDayLow: money,
  netUsdPerDayHigh: money,
  priceUsdPerDay: money.describe('rent: the rental price / days; buy: the machine price / service life (straight line)'),
  profitUsdPerDay: money.describe('netUsdPerDay − priceUsdPerDay'),
  profitUsdPerDayLow: money,
  profitUsdPerDayHigh: money,
  btcPrice: money,
  poolFeeRate: z.string(),
  tariffPerKwh: z.string(),
  simulated: z.literal(true),
});
export type RobotEstimate = z.infer<typeof robotEstimate>;

export const robotView = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  mode: z.enum(ROBOT_MODES),
  hashrateThs: z.string().describe('TH/s per unit'),
  jPerTh: z.string(),
  watts: z.string(),
  cycle: z.number().int().describe('days: the rental period, or the service life of a bought machine'),
  pricePerThDay: money.optional().describe('rent: US$ per TH/s per day'),
  price: money.describe('US$ per unit: rent = TH/s × price per TH/day × days; buy = the machine price'),
  capacityUnits: z.number().int(),
  availableUnits: z.number().int(),
  userQuota: z.number().int().describe('units one user may hold at once'),
  status: z.enum(['open', 'closed']),
  estimate: robotEstimate,
});
export type RobotView = z.infer<typeof robotView>;

export const miningQuota = z.object({
  list: z.array(z.object({ robotId: z.number().int(), quota: z.number().int(), used: z.number().int(), remaining: z.number().int(), availableUnits: z.number().int() })),
});
export type MiningQuota = z.infer<typeof miningQuota>;

export const networkStatus = z.object({
  simulated: z.literal(true),
  hashrateEhs: z.string().describe('network hash rate, EH/s'),
  difficulty: z.string(),
  height: z.number().int(),
  nextRetargetHeight: z.number().int(),
  blocksToRetarget: z.number().int(),
  subsidyBtc: btc,
  avgFeesBtc: btc.describe('average fees per block over the last 7 days'),
  blocksLast24h: z.number().int(),
  btcPrice: money,
  time: z.number().int(),
});
export type NetworkStatus = z.infer<typeof networkStatus>;

/** What an order will cost, and what it is expected to earn, before the user commits. */
export const robotPreview = z.object({
  robot: robotView,
  units: z.number().int(),
  energyDays: z.number().int(),
  price: money.describe('rental or machine price for all units'),
  energyPrepaid: money.describe('energy bought now: energyDays × energy per day'),
  total: money.describe('price + energyPrepaid, from the FINANCIAL wallet in USD'),
  hashrateThs: z.string(),
  expectedDailyBtc: btc,
  expectedDailyUsd: money,
  energyUsdPerDay: money,
  cycleDays: z.number().int(),
  redeemRule: z.string().describe('what redeeming returns, in words'),
  rule: termsRule,
});
export type RobotPreview = z.infer<typeof robotPreview>;

export const robotOrder = z.object({
  id: z.number().int(),
  robotId: z.number().int(),
  name: z.string(),
  model: z.string(),
  mode: z.enum(ROBOT_MODES),
  units: z.number().int(),
  hashrateThs: z.string(),
  state: z.number().int().describe('ROBOT_STATES'),
  stateSince: z.number().int(),
  cycle: z.number().int().describe('days'),
  startTime: z.number().int(),
  lockTime: z.number().int().describe('end of the rental or service life'),
  price: money,
  energyBalance: money.describe('prepaid energy left at the last settlement'),
  energyUsdPerDay: money,
  energyRunsOutAt: z.number().int().optional(),
  minedBtc: btc,
  income: money.describe('US$ value of the BTC credited so far, each payout at its price (the credit itself is minedBtc)'),
  energyUsed: money,
  redeemValue: money.describe('what redeeming now pays back (refund or buy-back + energy left)'),
  refund: money.optional().describe('paid back when redeemed or expired'),
  termsVersionId: z.number().int(),
  closedAt: z.number().int().optional(),
  simulated: z.literal(true),
});
export type RobotOrder = z.infer<typeof robotOrder>;

export const robotPayout = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  blocks: z.number().int().describe('blocks the network found in the period'),
  networkEhs: z.string(),
  rewardBtc: btc.describe('after the pool fee'),
  poolFeeBtc: btc,
  btcPrice: money,
  amount: money.describe('US$ value of rewardBtc at btcPrice (the credit is rewardBtc, in BTC)'),
  energy: money.describe('US$ of prepaid energy consumed'),
  createdAt: z.number().int(),
});
export type RobotPayout = z.infer<typeof robotPayout>;

export const robotMessage = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  kind: z.enum(['state', 'payout', 'energy', 'redeem']),
  state: z.number().int().optional(),
  text: z.string(),
  createdAt: z.number().int(),
});
export type RobotMessage = z.infer<typeof robotMessage>;

const payPassword = z.string().min(1).max(20).describe('the 6-digit transaction password');
const units = z.coerce.number().int('whole units').min(1).max(1000);
const energyDays = z.coerce.number().int('whole days').min(1).max(3650);

export const robotInput = z.object({
  name: z.object({ es: z.string().trim().min(1).max(60), en: z.string().trim().min(1).max(60), zh: z.string().trim().min(1).max(60) }),
  model: z.string().trim().min(2).max(40),
  mode: z.enum(ROBOT_MODES),
  hashrateThs: z.union([z.string().trim(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,6}(\.\d{1,3})?$/, 'TH/s, e.g. 110')),
  jPerTh: z.union([z.string().trim(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'J/TH, e.g. 21.5')),
  cycleDays: z.coerce.number().int().min(1).max(3650),
  pricePerThDay: z.union([z.string().trim(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,4}(\.\d{1,6})?$/, 'US$ per TH/s per day')).optional(),
  price: z.union([z.string().trim(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'US$')).optional(),
  capacityUnits: z.coerce.number().int().min(0).max(1_000_000),
  userQuota: z.coerce.number().int().min(1).max(1000),
  status: z.enum(['open', 'closed']).default('open'),
});
export type RobotInput = z.infer<typeof robotInput>;

export const adminRobotView = robotView.omit({ estimate: true, name: true }).extend({
  name: z.object({ es: z.string(), en: z.string(), zh: z.string() }),
  soldUnits: z.number().int(),
  runningOrders: z.number().int(),
  createdAt: z.number().int(),
});
export type AdminRobotView = z.infer<typeof adminRobotView>;

export const miningStats = z.object({
  network: networkStatus,
  orders: z.array(z.object({ state: z.number().int(), count: z.number().int() })),
  paidUsd: money,
  minedBtc: btc,
  energyPrepaidUsd: money.describe('prepaid energy not yet consumed (house liability)'),
  recentDays: z.array(z.object({ day: z.string(), blocks: z.number().int(), hashrateEhs: z.string(), difficulty: z.string() })),
});
export type MiningStats = z.infer<typeof miningStats>;

export const miningApi = {
  pageList: defineRoute({
    method: 'POST',
    path: '/robot/pageList',
    summary: 'Mining robots on offer, each with its expected daily reward and energy cost at today’s simulated network and BTC price (and at ±20 %)',
    tag: 'mining',
    auth: 'public',
    body: pageQuery.extend({ mode: z.enum(ROBOT_MODES).optional() }),
    response: page(robotView),
  }),
  network: defineRoute({
    method: 'POST',
    path: '/robot/network',
    summary: 'The simulated Bitcoin network: hash rate, difficulty, next retarget, subsidy, fees, BTC price',
    tag: 'mining',
    auth: 'public',
    body: z.object({}).optional(),
    response: networkStatus,
  }),
  quota: defineRoute({
    method: 'POST',
    path: '/robot/getMiningQuota',
    summary: 'Units the user may still take of each robot (quota per user and capacity left)',
    tag: 'mining',
    auth: 'user',
    body: z.object({ robotId: dbId.optional() }).optional(),
    response: miningQuota,
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/robotOrder/preview',
    summary: 'All-in cost of renting or buying `units` with `energyDays` of prepaid energy, the expected reward, and the rule',
    tag: 'mining',
    auth: 'user',
    body: z.object({ robotId: dbId, units, energyDays }),
    response: robotPreview,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/robotOrder/create',
    summary: 'Rents or buys a robot from the FINANCIAL wallet (USD): price + prepaid energy; payPassword and an idempotency key',
    tag: 'mining',
    auth: 'user',
    body: z.object({ robotId: dbId, units, energyDays, termsVersionId: dbId.optional(), payPassword, idempotencyKey: idempotencyKey.optional() }),
    response: robotOrder,
  }),
  orderList: defineRoute({
    method: 'POST',
    path: '/robotOrder/pageList',
    summary: "The user's robots, newest first (active: states 1-5; closed: expired or redeemed)",
    tag: 'mining',
    auth: 'user',
    body: pageQuery.extend({ status: z.enum(['active', 'closed', 'all']).default('all') }),
    response: page(robotOrder),
  }),
  detail: defineRoute({
    method: 'POST',
    path: '/robotOrder/detail',
    summary: 'One robot of the user',
    tag: 'mining',
    auth: 'user',
    body: z.object({ orderId: dbId }),
    response: robotOrder,
  }),
  energy: defineRoute({
    method: 'POST',
    path: '/robotOrder/energy',
    summary: 'Prepays `energyDays` more of energy; a robot stopped for lack of energy restarts',
    tag: 'mining',
    auth: 'user',
    body: z.object({ orderId: dbId, energyDays, payPassword, idempotencyKey: idempotencyKey.optional() }),
    response: robotOrder,
  }),
  redeem: defineRoute({
    method: 'POST',
    path: '/robotOrder/redeem',
    summary: 'Ends a robot: rent = whole days left pro rata minus the fee; buy = depreciated value minus the fee; plus the energy left',
    tag: 'mining',
    auth: 'user',
    body: z.object({ orderId: dbId, payPassword, idempotencyKey: idempotencyKey.optional() }),
    response: robotOrder,
  }),
  payouts: defineRoute({
    method: 'POST',
    path: '/robotOrder/payouts',
    summary: "Earnings history: each period's blocks, reward credited in BTC, price and its US$ value",
    tag: 'mining',
    auth: 'user',
    body: pageQuery.extend({ orderId: dbId.optional() }),
    response: page(robotPayout),
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/robotMessage/{orderId}',
    summary: "A robot's last 20 messages (state changes and payouts), newest first",
    tag: 'mining',
    auth: 'user',
    response: z.object({ list: z.array(robotMessage) }),
  }),
};

export const adminMiningApi = {
  robots: defineRoute({
    method: 'GET',
    path: '/admin/mining/robots',
    summary: 'Mining robots (all statuses)',
    tag: 'mining',
    auth: 'operator',
    roles: ['admin'],
    query: pageQuery,
    response: page(adminRobotView),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/mining/robots/create',
    summary: 'Adds a mining robot (admin only; audited)',
    tag: 'mining',
    auth: 'operator',
    roles: ['admin'],
    body: robotInput,
    response: adminRobotView,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/admin/mining/robots/update',
    summary: 'Edits a mining robot (admin only; audited). Hash rate, J/TH, mode and cycle are fixed once sold',
    tag: 'mining',
    auth: 'operator',
    roles: ['admin'],
    body: robotInput.extend({ id: dbId }),
    response: adminRobotView,
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/admin/mining/stats',
    summary: 'The simulated network and the robots: orders by state, paid, mined, prepaid energy',
    tag: 'mining',
    auth: 'operator',
    response: miningStats,
  }),
};

/** Error codes of mining, with their HTTP status. */
export const miningErrors = {
  ROBOT_NOT_FOUND: 404, // no such robot (field robotId)
  ROBOT_CLOSED: 422, // not on offer now
  ROBOT_QUOTA_EXCEEDED: 422, // more units than the user's quota (field units)
  ROBOT_CAPACITY_EXCEEDED: 422, // more units than the capacity left (field units)
  ROBOT_ENERGY_TOO_LOW: 422, // fewer days of energy than the rule's minimum (field energyDays)
  ROBOT_TERMS_CHANGED: 409, // the rule the user saw is no longer in effect (field termsVersionId)
  ROBOT_ORDER_NOT_FOUND: 404, // not the user's, or no such robot order (field orderId)
  ROBOT_NOT_REDEEMABLE: 409, // already expired or redeemed
  ROBOT_ENERGY_NOT_NEEDED: 409, // topping up a robot that is expired or redeemed
  ROBOT_INVALID: 422, // back office: fields that do not fit the mode (field named)
  ROBOT_SOLD: 409, // back office: hash rate, J/TH, mode and cycle are fixed once sold
} as const satisfies Record<string, number>;
