import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';

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
} as const;

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
