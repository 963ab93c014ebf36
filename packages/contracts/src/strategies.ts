import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';
import { AMOUNT_PATTERN, money } from './wallet.ts';

/**
 * Strategies (issue 16): published, deterministic algorithms that trade the simulated
 * market from a house account (one ledger account per strategy), run each day by the jobs
 * service on the day's closes. Every figure is computed from the strategy's trades and the
 * closes (equity curve, time-weighted return, maximum drawdown, volatility, win rate); the
 * history before launch is the same code run on past candles and is marked `backtest`.
 * Percent figures are decimal strings with 2 decimals ("12.34" = 12.34 %).
 */

export const STRATEGY_KINDS = ['ma_momentum', 'mean_reversion'] as const;

export const trackRecordView = z.object({
  from: z.string().optional().describe('YYYY-MM-DD of the first point'),
  to: z.string().optional().describe('YYYY-MM-DD of the last point'),
  twrPct: z.string().describe('time-weighted return over the window, percent'),
  maxDrawdownPct: z.string(),
  volatilityPct: z.string().describe('annualised: sample sd of daily returns × √252'),
  winRatePct: z.string().optional().describe('share of sells above average cost; absent before the first sell'),
  trades: z.number().int(),
  sells: z.number().int(),
  wins: z.number().int(),
  startEquity: z.string(),
  endEquity: z.string(),
  backtest: z.boolean().describe('true when any day of the window is a back-test (before launch)'),
});
export type TrackRecordView = z.infer<typeof trackRecordView>;

export const strategyView = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(STRATEGY_KINDS),
  rule: z.string().describe('the algorithm in words, with its parameters, in the caller language'),
  params: z.record(z.string(), z.unknown()),
  currency: z.literal('USD'),
  launchDate: z.string().describe('YYYY-MM-DD: days before it are a back-test'),
  asOf: z.string().optional().describe('last day run (YYYY-MM-DD)'),
  equity: z.string(),
  record: trackRecordView.describe('whole history (back-test included)'),
  live: trackRecordView.describe('since launch only'),
  disclaimer: z.string().describe('"past results do not predict future results" in the caller language'),
  simulated: z.literal(true),
});
export type StrategyView = z.infer<typeof strategyView>;

export const strategyHolding = z.object({
  code: z.string(),
  quantity: z.string(),
  price: z.string().describe('USD per unit at the last close'),
  value: z.string(),
  weightPct: z.string(),
});
export type StrategyHolding = z.infer<typeof strategyHolding>;

export const curvePoint = z.object({
  date: z.string(),
  time: z.number().int().describe('ms of 00:00 UTC of the day'),
  equity: z.string(),
  backtest: z.boolean(),
});
export type CurvePoint = z.infer<typeof curvePoint>;

export const strategyDetail = strategyView.extend({
  cash: z.string(),
  holdings: z.array(strategyHolding),
  curve: z.array(curvePoint),
});
export type StrategyDetail = z.infer<typeof strategyDetail>;

export const strategyTrade = z.object({
  id: z.number().int(),
  date: z.string(),
  code: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.string(),
  price: z.string(),
  amount: z.string(),
  backtest: z.boolean(),
});
export type StrategyTrade = z.infer<typeof strategyTrade>;

export const strategiesErrors = {
  STRATEGY_NOT_FOUND: 404,
  STRATEGY_CODE_TAKEN: 409,
  STRATEGY_PARAMS_LOCKED: 409,
} as const;

/**
 * A strategy's parameters as an operator sets them (the server checks them again with the
 * algorithm's own schema). Once a strategy has run, its kind and instruments stay; its other
 * parameters may change and apply from the next day it runs (the change is audited).
 */
export const strategyParamsInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ma_momentum'),
    codes: z.array(z.string().trim().min(1).max(20)).min(1).max(20).describe('instrument codes of the simulated market'),
    fast: z.number().int().min(2).max(200).describe('days of the fast moving average'),
    slow: z.number().int().min(3).max(400).describe('days of the slow moving average (above fast)'),
    investPct: z.number().int().min(1).max(100).describe('percent of equity invested when every code is in'),
    bandPct: z.number().min(0).max(50).describe('rebalance only when a position is off target by more than this percent of equity'),
  }),
  z.object({
    kind: z.literal('mean_reversion'),
    code: z.string().trim().min(1).max(20).describe('a USD/XXX pair'),
    lookback: z.number().int().min(3).max(400),
    entryZ: z.number().min(0).max(5),
    exitZ: z.number().min(-5).max(5),
    investPct: z.number().int().min(1).max(100),
  }),
]);
export type StrategyParamsInput = z.infer<typeof strategyParamsInput>;

export const strategyInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/)
    .describe('unique, 2-20 of A-Z 0-9 and -; fixed once created'),
  nameEs: z.string().trim().min(1).max(80),
  nameEn: z.string().trim().min(1).max(80),
  nameZh: z.string().trim().min(1).max(80),
  params: strategyParamsInput,
  capital: z.string().trim().regex(AMOUNT_PATTERN).describe('USD the house account starts with (creation only)'),
  backtestDays: z.number().int().min(0).max(365).describe('days of back-test before launch (creation only; launch is today)'),
  status: z.enum(['running', 'stopped']),
});
export type StrategyInput = z.infer<typeof strategyInput>;

export const strategyAdminView = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEs: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  params: strategyParamsInput,
  capital: money,
  backtestDays: z.number().int(),
  launchDate: z.string(),
  asOf: z.string().optional().describe('last day run (YYYY-MM-DD)'),
  status: z.enum(['running', 'stopped']),
  trades: z.number().int(),
});
export type StrategyAdminView = z.infer<typeof strategyAdminView>;

export const strategiesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/strategies/list',
    summary: 'Published strategies with their track records (computed from their trades)',
    tag: 'strategies',
    auth: 'public',
    response: z.object({ list: z.array(strategyView) }),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/strategies/detail',
    summary: 'A strategy: rule, parameters, holdings now, daily equity curve, track record',
    tag: 'strategies',
    auth: 'public',
    query: z.object({ id: dbId }),
    response: strategyDetail,
  }),
  trades: defineRoute({
    method: 'GET',
    path: '/strategies/trades',
    summary: "Every trade of a strategy, newest first (back-test trades marked)",
    tag: 'strategies',
    auth: 'public',
    query: pageQuery.extend({ id: dbId }),
    response: page(strategyTrade),
  }),
};

export const adminStrategiesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/strategies/list',
    summary: 'Every strategy with its parameters (back office)',
    tag: 'admin-strategies',
    auth: 'operator',
    response: z.object({ list: z.array(strategyAdminView) }),
  }),
  save: defineRoute({
    method: 'POST',
    path: '/admin/strategies/save',
    summary: 'Creates (no id) or edits a strategy: names, parameters, status (audited in the same transaction)',
    tag: 'admin-strategies',
    auth: 'operator',
    roles: ['admin'],
    body: strategyInput.extend({ id: dbId.optional() }),
    response: strategyAdminView,
  }),
  run: defineRoute({
    method: 'POST',
    path: '/admin/strategies/run',
    summary: 'Runs every strategy through the last closed day now (what the daily job does; audited)',
    tag: 'admin-strategies',
    auth: 'operator',
    roles: ['admin'],
    body: z.object({}),
    response: z.object({ days: z.number().int(), trades: z.number().int() }),
  }),
};
