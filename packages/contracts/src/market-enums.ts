import { z } from 'zod';

/* The market's enumerations (markets, instrument kinds, statuses, periods, sort keys), exported with market.ts. */

/** Where an instrument lives. Stock lists take US, MX or HK; the others are asset classes. */
export const MARKETS = ['US', 'MX', 'HK', 'FUTURES', 'FOREX', 'INDEX', 'CRYPTO'] as const;
export const marketCode = z.enum(MARKETS);
export type MarketCode = z.infer<typeof marketCode>;

export const STOCK_MARKETS = ['US', 'MX', 'HK'] as const;
export const stockMarket = z.enum(STOCK_MARKETS);
export type StockMarket = z.infer<typeof stockMarket>;

export const INSTRUMENT_KINDS = ['stock', 'etf', 'future', 'forex', 'index', 'crypto'] as const;
export const instrumentKind = z.enum(INSTRUMENT_KINDS);
export type InstrumentKind = z.infer<typeof instrumentKind>;

/**
 * Trading status of an instrument right now: 'pre' (pre-market / pre-opening), 'open'
 * (continuous trading), 'lunch' (HKEX midday break), 'post' (after-hours), 'closed'.
 */
export const MARKET_STATUSES = ['pre', 'open', 'lunch', 'post', 'closed'] as const;
export const marketStatus = z.enum(MARKET_STATUSES);
export type MarketStatus = z.infer<typeof marketStatus>;

export const KLINE_PERIODS = ['1m', '5m', '15m', '30m', '1h', '1d', '1w'] as const;
export const klinePeriod = z.enum(KLINE_PERIODS);
export type KlinePeriod = z.infer<typeof klinePeriod>;

/** Sort keys of quote lists. */
export const QUOTE_SORT_KEYS = ['change_ratio', 'change', 'price_nominal', 'volume', 'turnover', 'stock_code', 'name'] as const;
export const quoteSortKey = z.enum(QUOTE_SORT_KEYS);
export type QuoteSortKey = z.infer<typeof quoteSortKey>;
export const sortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrder>;

/** Exchange groups whose trading status /market/getMaket reports. */
export const EXCHANGE_GROUPS = ['US', 'MX', 'HK', 'FUTURES', 'FOREX', 'CRYPTO'] as const;
export const exchangeGroup = z.enum(EXCHANGE_GROUPS);
export type ExchangeGroup = z.infer<typeof exchangeGroup>;
