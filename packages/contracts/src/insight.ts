import { z } from 'zod';
import { Currency } from './enums.ts';
import { defineRoute } from './route.ts';

/**
 * Portfolio insight (issue 33): performance over time and allocation.
 *
 * Performance is computed from daily valuations (the `insight.snapshot` job values every client's
 * portfolio once a day, after the US close, through the trading service's portfolio and its
 * product-holdings registry) and the money that came in or went out between them (deposits and
 * withdrawals from the ledger's statement). Returns are percentages with 2 decimals:
 * - time-weighted (what the investments did): the days linked, each day
 *   value / (previous value + the day's net flow) - 1 (flows count at the start of the day);
 * - money-weighted (what the client earned): the daily rate r at which the start value and every
 *   flow, compounded to the end, equal the end value (an IRR), as the period's (1 + r)^days - 1.
 */
export const INSIGHT_PERIODS = ['1D', '1W', '1M', '1Y', 'ALL'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
/** The benchmarks, codes of the simulated market's indices. */
export const INSIGHT_BENCHMARKS = ['SPX', 'MEXBOL'] as const;
export type InsightBenchmark = (typeof INSIGHT_BENCHMARKS)[number];
export const INSIGHT_ALLOCATION_KINDS = ['market', 'assetClass', 'currency', 'sector'] as const;
export const INSIGHT_ASSET_CLASSES = ['cash', 'stocks', 'leveraged', 'fixedIncome', 'mutualFunds', 'crypto', 'other'] as const;
/** Sector keys: the instruments' GICS sectors, then cash and the product classes. */
export const INSIGHT_SECTORS = [
  'informationTechnology', 'communicationServices', 'consumerDiscretionary', 'consumerStaples', 'financials', 'healthCare',
  'industrials', 'energy', 'utilities', 'realEstate', 'materials', 'conglomerates', 'etf', 'cash', 'fixedIncome', 'mutualFunds', 'crypto', 'other',
] as const;

const decimalText = z.string().describe('decimal string');
const percentText = z.string().describe('percent with 2 decimals, e.g. "26.00" = +26 %');

export const performancePoint = z.object({
  day: z.string().describe('YYYY-MM-DD (Mexico City)'),
  value: decimalText.describe('portfolio value at the end of the day'),
  flow: decimalText.describe('net money in (+) or out (-) since the previous point'),
  twr: percentText.describe('time-weighted return from the period start to this day'),
  benchmarks: z.array(z.object({ code: z.enum(INSIGHT_BENCHMARKS), change: percentText })),
});
export type PerformancePoint = z.infer<typeof performancePoint>;

export const performanceSummary = z.object({
  startValue: decimalText,
  endValue: decimalText,
  netFlows: decimalText,
  gain: decimalText.describe('end - start - net flows'),
  twr: percentText,
  mwr: percentText,
});
export type PerformanceSummary = z.infer<typeof performanceSummary>;

export const insightPerformance = z.object({
  period: z.enum(INSIGHT_PERIODS),
  from: z.string().describe('first day of the period (YYYY-MM-DD)'),
  to: z.string(),
  /** The whole portfolio in MXN. */
  total: performanceSummary,
  points: z.array(performancePoint).describe('MXN totals, oldest first; the last one is now'),
  /** Each currency the client holds, in that currency (cash, share holdings and product holdings). */
  currencies: z.array(performanceSummary.extend({ currency: z.enum(Currency) })),
  benchmarks: z.array(z.object({ code: z.enum(INSIGHT_BENCHMARKS), name: z.string(), start: decimalText, end: decimalText, change: percentText })),
  time: z.number().int(),
});
export type InsightPerformance = z.infer<typeof insightPerformance>;

export const allocationSlice = z.object({
  key: z.string().describe('stable key: a market (US, MX, HK, FUTURES, FOREX, CASH, OTHER), an asset class, a currency or a sector (INSIGHT_SECTORS)'),
  valueMxn: decimalText,
  share: percentText.describe('of the total, 2 decimals'),
});
export type AllocationSlice = z.infer<typeof allocationSlice>;

export const insightAllocation = z.object({
  totalMxn: decimalText,
  market: z.array(allocationSlice),
  assetClass: z.array(allocationSlice),
  currency: z.array(allocationSlice),
  sector: z.array(allocationSlice),
  time: z.number().int(),
});
export type InsightAllocation = z.infer<typeof insightAllocation>;

export const insightApi = {
  performance: defineRoute({
    method: 'GET',
    path: '/insight/performance',
    summary: 'The portfolio value and its time- and money-weighted returns over a period, in MXN and per currency, against the S&P 500 and the S&P/BMV IPC',
    tag: 'insight',
    auth: 'user',
    query: z.object({ period: z.enum(INSIGHT_PERIODS).default('ALL') }),
    response: insightPerformance,
  }),
  allocation: defineRoute({
    method: 'GET',
    path: '/insight/allocation',
    summary: 'What the portfolio holds now by market, asset class, currency and sector (cash, positions and every product area), in MXN',
    tag: 'insight',
    auth: 'user',
    response: insightAllocation,
  }),
};
