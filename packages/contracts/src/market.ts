import { z } from 'zod';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';
import { exchangeGroup, instrumentKind, klinePeriod, marketCode, marketStatus, quoteSortKey, sortOrder, stockMarket } from './market-enums.ts';

/**
 * Market data calls (SPEC section 7, "Market" and the crypto calls); the watchlist's are in watchlist.ts.
 *
 * Every price is a JSON number already on the instrument's tick grid and rounded to its
 * `decimals`; clients format with `decimals` and must not do money arithmetic on these
 * floats (the server converts them with decimal.js). Percentages (`change_ratio`, the
 * `*ChangeRatio` fields) are in percent: 1.25 means +1.25 %. Times are Unix milliseconds.
 * All data comes from the simulated market: the app labels it as simulated.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations

/** Error codes of the market calls and their HTTP status (merged into ERRORS, errors.ts). */
export const marketErrors = {
  MARKET_UNKNOWN_INSTRUMENT: 404, // no instrument with that code (field code)
  MARKET_WRONG_KIND: 422, // the instrument is not of the kind the call serves (field code)
  MARKET_UNKNOWN_CURRENCY: 422,
  WATCHLIST_FULL: 422,
  WATCHLIST_ROW_NOT_FOUND: 404,
  WATCHLIST_GROUP_NOT_FOUND: 404, // no group of the caller with that id (field group)
  WATCHLIST_GROUP_EXISTS: 409, // the caller has a group of that name (field name)
  WATCHLIST_GROUPS_FULL: 422, // WATCHLIST_GROUPS_MAX groups of one's own already
} as const;

export * from './market-enums.ts';

// ---------------------------------------------------------------------------------------------
// Entities

/**
 * Stock quote (SPEC section 3): the spec's fields (name, stock_code, change, change_ratio,
 * volume, price_nominal, market, fall, selfSelectStatus, pre/post-market change and
 * percent) plus what a quote screen needs. Used for every instrument kind.
 */
/** A futures contract month: the symbol (ESZ6), the month and its last trading day (server clock, exchange's rule). */
export const futureContract = z.object({
  symbol: z.string().describe('Root, month code and the year\'s last digit: ESZ6'),
  month: z.string().regex(/^\d{4}-\d{2}$/).describe('YYYY-MM'),
  lastTradingDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD, in the exchange\'s time zone'),
});
export type FutureContract = z.infer<typeof futureContract>;

export const stockQuote = z.object({
  name: z.string().describe('Name in the request language (Chinese name for HK stocks in zh when known)'),
  nameEn: z.string(),
  nameZh: z.string().optional(),
  stock_code: z.string().describe('Instrument code: AAPL, WALMEX *, 00700, ES, USD/MXN, SPX, BTC/USD'),
  market: marketCode,
  source: z.number().int().describe('AssetSource: Stock 0, Forex 2, Future 3, HKStock 11, GlobalIndex 99, RobotCrypto 100'),
  kind: instrumentKind,
  exchange: z.string().describe('NYSE, NASDAQ, BMV, HKEX, CME, CBOT, COMEX, NYMEX, FX, INDEX, CRYPTO'),
  currency: z.string(),
  decimals: z.number().int().describe('Price decimals'),
  tickSize: z.number().describe('Current minimum price step (HKEX: depends on the price band)'),
  lotSize: z.number().int().describe('Shares per board lot (HK), 1 elsewhere'),
  status: marketStatus,
  price_nominal: z.number().describe('Last price of the regular session (live while open)'),
  change: z.number().describe('price_nominal - prevClose'),
  change_ratio: z.number().describe('Percent change from prevClose'),
  fall: z.boolean().describe('True when change < 0 (shown in red)'),
  volume: z.number().describe("Today's volume (shares, contracts or units)"),
  turnover: z.number().describe("Today's traded value in the instrument's currency"),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  prevClose: z.number(),
  bid: z.number(),
  ask: z.number(),
  time: z.number().int().describe('Time of this quote (ms)'),
  selfSelectStatus: z.boolean().describe("True when the instrument is on the caller's watchlist (false without a token)"),
  sector: z.string().optional(),
  marketCap: z.number().optional(),
  preMarketPrice: z.number().optional().describe('US stocks, during and after the pre-market session'),
  preMarketChange: z.number().optional(),
  preMarketChangeRatio: z.number().optional(),
  postMarketPrice: z.number().optional().describe('US stocks, during and after the post-market session'),
  postMarketChange: z.number().optional(),
  postMarketChangeRatio: z.number().optional(),
  contractSize: z.number().optional().describe('Futures: units per contract'),
  tickValue: z.number().optional().describe('Futures: value of one tick per contract, in currency'),
  unit: z.string().optional().describe('Futures: what one contract is'),
  contract: futureContract.optional().describe('Futures: the contract month that trades now (the front month)'),
  initialMargin: z.number().optional().describe("Futures: the exchange's initial margin per contract, in currency; an order asks at least this per contract"),
});
export type StockQuote = z.infer<typeof stockQuote>;

/** A home index card: the quote and the last 50 closes for its mini-chart (SPEC section 9). */
export const homeCard = stockQuote.extend({
  spark: z.array(z.number()).describe('Last closes, oldest first, of the requested period'),
});
export type HomeCard = z.infer<typeof homeCard>;

/**
 * One candle. `time` is the bar's start (ms). Daily and weekly bars are dated: their `time` is
 * UTC midnight of the trading date (weekly: of its Monday), so read them as dates, not instants.
 */
export const candle = z.object({
  time: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
  turnover: z.number(),
});
export type Candle = z.infer<typeof candle>;

export const kline = z.object({
  stock_code: z.string(),
  period: klinePeriod,
  decimals: z.number().int(),
  list: z.array(candle).describe('Oldest first; intraday periods cover the regular session only'),
});
export type Kline = z.infer<typeof kline>;

export const bookLevel = z.object({ price: z.number(), volume: z.number() });
export type BookLevel = z.infer<typeof bookLevel>;

/** Five-level order book. */
export const depth = z.object({
  stock_code: z.string(),
  status: marketStatus,
  time: z.number().int(),
  decimals: z.number().int(),
  price_nominal: z.number(),
  bid: z.number(),
  ask: z.number(),
  bids: z.array(bookLevel).describe('Best first'),
  asks: z.array(bookLevel).describe('Best first'),
});
export type Depth = z.infer<typeof depth>;

/** Session of one exchange group, for "market closed, opens at ..." and the status badge. */
export const marketSession = z.object({
  market: exchangeGroup,
  exchange: z.string(),
  timezone: z.string().describe('IANA zone of the exchange'),
  status: marketStatus,
  localTime: z.string().describe('Exchange local time, YYYY-MM-DD HH:mm'),
  tradingDay: z.string().describe('Current or next trading day, YYYY-MM-DD (exchange local)'),
  sessionOpen: z.number().int().optional().describe('Regular open of that trading day (ms)'),
  sessionClose: z.number().int().optional().describe('Regular close of that trading day (ms)'),
  nextOpen: z.number().int().optional().describe('Next time regular trading starts (ms), absent while open'),
  nextClose: z.number().int().optional().describe('Next time regular trading ends (ms)'),
  holiday: z.string().optional().describe("Today's holiday or early-close name"),
  earlyClose: z.boolean(),
  simulated: z.boolean(),
});
export type MarketSession = z.infer<typeof marketSession>;

/** Detail page data: the quote, key statistics and the session. */
export const stockDetail = z.object({
  quote: stockQuote,
  session: marketSession,
  stats: z.object({
    high52w: z.number(),
    low52w: z.number(),
    avgVolume3m: z.number().describe('Mean daily volume of the last 63 sessions'),
    amplitude: z.number().describe("Today's (high - low) / prevClose in percent"),
    turnoverRate: z.number().optional().describe('Percent of shares outstanding traded today, when known'),
    changeYtd: z.number().describe('Percent change since the last close of the previous year'),
  }),
  simulated: z.boolean(),
});
export type StockDetail = z.infer<typeof stockDetail>;

/** Summary block of the quote page (key stats in label order). */
export const summaryDetail = z.object({
  stock_code: z.string(),
  name: z.string(),
  currency: z.string(),
  decimals: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  prevClose: z.number(),
  volume: z.number(),
  turnover: z.number(),
  high52w: z.number(),
  low52w: z.number(),
  avgVolume3m: z.number(),
  amplitude: z.number(),
  marketCap: z.number().optional(),
  lotSize: z.number().int(),
  tickSize: z.number(),
  sector: z.string().optional(),
  exchange: z.string(),
  contractSize: z.number().optional(),
  tickValue: z.number().optional(),
  unit: z.string().optional(),
  contract: futureContract.optional(),
  initialMargin: z.number().optional(),
  description: z.string().describe('One line about the instrument, in the request language'),
});
export type SummaryDetail = z.infer<typeof summaryDetail>;

/** A futures contract's terms, for the futures order page. */
export const futureSpec = z.object({
  stock_code: z.string(),
  name: z.string(),
  exchange: z.string(),
  currency: z.string(),
  contractSize: z.number(),
  unit: z.string(),
  tickSize: z.number(),
  tickValue: z.number(),
  contract: futureContract,
  initialMargin: z.number().describe("The exchange's initial margin per contract, in currency"),
  decimals: z.number().int(),
  price_nominal: z.number(),
  change_ratio: z.number(),
  status: marketStatus,
});
export type FutureSpec = z.infer<typeof futureSpec>;

/** A block-trade eligible stock (SPEC section 9: at least 10,000 shares). */
export const blockTradeItem = stockQuote.extend({
  minQuantity: z.number().int(),
});
export type BlockTradeItem = z.infer<typeof blockTradeItem>;

export const SALE_STATUSES = ['upcoming', 'open', 'closed'] as const;
/** A placing (secondary offering) sold at a discount in a time window. */
export const saleItem = z.object({
  id: z.number().int(),
  stock_code: z.string(),
  name: z.string(),
  market: stockMarket,
  currency: z.string(),
  decimals: z.number().int(),
  salePrice: z.number(),
  price_nominal: z.number(),
  discount: z.number().describe('Percent below the market price'),
  minQuantity: z.number().int(),
  totalQuantity: z.number().int(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  status: z.enum(SALE_STATUSES),
});
export type SaleItem = z.infer<typeof saleItem>;

export const saleTime = z.object({
  open: z.boolean().describe('Whether placings can be bought now'),
  startTime: z.number().int().describe("Today's (or the next) window start (ms)"),
  endTime: z.number().int(),
  timezone: z.string(),
});
export type SaleTime = z.infer<typeof saleTime>;

// ---------------------------------------------------------------------------------------------
// Queries

const listSort = z.object({
  sort: quoteSortKey.optional().describe('Default: the list order (market cap / importance)'),
  order: sortOrder.default('desc'),
});

export const stockListQuery = pageQuery.extend(listSort.shape).extend({
  market: stockMarket.default('US'),
  sector: z.string().max(60).optional(),
  keyword: z.string().max(40).optional().describe('Filters by code or name'),
});
export const allStockListQuery = pageQuery.extend(listSort.shape).extend({
  market: marketCode.optional().describe('All markets when absent'),
  keyword: z.string().max(40).optional().describe('Code or name, any language; search ranks exact codes first'),
});
export const TOP_LIST_TYPES = ['gainers', 'losers', 'active', 'turnover'] as const;
export const topListQuery = pageQuery.extend({
  market: stockMarket.default('US'),
  type: z.enum(TOP_LIST_TYPES).default('gainers'),
});
/** Curated stock lists of a market (issue 28: #/pages/product/popular and /ucstock). */
export const CURATED_LISTS = ['mostTraded', 'mostWatched', 'newListings', 'highs', 'lows'] as const;
export type CuratedList = (typeof CURATED_LISTS)[number];
export const curatedListQuery = pageQuery.extend({
  market: stockMarket.default('US'),
  list: z.enum(CURATED_LISTS).default('mostTraded'),
});
export const curatedItem = stockQuote.extend({
  high52w: z.number().optional().describe('The 52-week range: on the highs and lows lists'),
  low52w: z.number().optional(),
  watchers: z.number().int().describe('How many of the app\'s users have it on their watchlist'),
  listedAt: z.number().int().optional().describe('Listing day open (ms): a new listing'),
});
export type CuratedItem = z.infer<typeof curatedItem>;
export const codeQuery = z.object({ code: z.string().min(1).max(20).describe('Instrument code (stock_code)') });
export const klineQuery = z.object({
  code: z.string().min(1).max(20),
  period: klinePeriod.default('1d'),
  count: z.coerce.number().int().min(1).max(1000).default(200),
  endTime: z.coerce.number().int().optional().describe('Only bars starting before this time (ms), to page back'),
});
const assetListQuery = pageQuery.extend(listSort.shape);

// ---------------------------------------------------------------------------------------------
// Routes

const tag = 'market';

export const marketApi = {
  stockList: defineRoute({
    method: 'GET',
    path: '/m_ft/stock_list',
    summary: 'Stocks of one market (US, MX, HK), live, paged and sortable',
    tag,
    auth: 'public',
    query: stockListQuery,
    response: page(stockQuote),
  }),
  allStockList: defineRoute({
    method: 'GET',
    path: '/m_ft/all_stock_list',
    summary: 'Every instrument of every market (search by code or name with keyword), paged',
    tag,
    auth: 'public',
    query: allStockListQuery,
    response: page(stockQuote),
  }),
  topList: defineRoute({
    method: 'GET',
    path: '/m_ft/topList',
    summary: 'Top movers of a market: gainers, losers, most active (volume) or turnover',
    tag,
    auth: 'public',
    query: topListQuery,
    response: page(stockQuote),
  }),
  curatedList: defineRoute({
    method: 'GET',
    path: '/m_ft/curated_list',
    summary:
      'Curated stock lists of a market: most traded (turnover today), most watched in the app, new listings (last 90 days), at a 52-week high or low (within 3 %)',
    tag,
    auth: 'public',
    query: curatedListQuery,
    response: page(curatedItem),
  }),
  hotStock: defineRoute({
    method: 'GET',
    path: '/m_ft/hot_stock',
    summary: 'Hot stocks (highest turnover today), across markets or in one',
    tag,
    auth: 'public',
    query: z.object({ market: stockMarket.optional(), limit: z.coerce.number().int().min(1).max(50).default(10) }),
    response: z.array(stockQuote),
  }),
  homeCustomList: defineRoute({
    method: 'GET',
    path: '/m_ft/home_custom_list',
    summary: 'Home index cards (S&P 500, Nasdaq, Dow, IPC, Hang Seng, USD/MXN) with the last 50 closes',
    tag,
    auth: 'public',
    query: z.object({ period: klinePeriod.default('5m') }),
    response: z.array(homeCard),
  }),
  futuresList: defineRoute({
    method: 'GET',
    path: '/m_ft/futures_list',
    summary: 'Futures quotes, paged and sortable',
    tag,
    auth: 'public',
    query: assetListQuery,
    response: page(stockQuote),
  }),
  futuresOptList: defineRoute({
    method: 'GET',
    path: '/m_ft/futures_opt_list',
    summary: 'Futures contracts that can be traded, with their terms (for the futures order page)',
    tag,
    auth: 'public',
    response: z.array(futureSpec),
  }),
  forexIndex: defineRoute({
    method: 'GET',
    path: '/m_ft/forex_index',
    summary: 'Headline forex pairs (USD/MXN, EUR/MXN, EUR/USD, USD/JPY, GBP/USD, USD/HKD)',
    tag,
    auth: 'public',
    response: z.array(stockQuote),
  }),
  forexList: defineRoute({
    method: 'GET',
    path: '/m_ft/forex_list',
    summary: 'Forex pairs, paged and sortable',
    tag,
    auth: 'public',
    query: assetListQuery,
    response: page(stockQuote),
  }),
  globalIndex: defineRoute({
    method: 'GET',
    path: '/m_ft/global_index',
    summary: 'Global indices, paged and sortable',
    tag,
    auth: 'public',
    query: assetListQuery,
    response: page(stockQuote),
  }),
  ztStockList: defineRoute({
    method: 'GET',
    path: '/m_ft/zt_stock_list',
    summary: 'Strong risers: stocks up at least minRatio percent today, biggest first (may be empty)',
    tag,
    auth: 'public',
    query: pageQuery.extend({ market: stockMarket.default('US'), minRatio: z.coerce.number().min(0).max(100).default(3) }),
    response: page(stockQuote),
  }),
  stockDetail: defineRoute({
    method: 'GET',
    path: '/m_ft/stock_detail_ft',
    summary: 'Quote page: live quote, key statistics and the trading session of any instrument',
    tag,
    auth: 'public',
    query: codeQuery,
    response: stockDetail,
  }),
  summaryDetail: defineRoute({
    method: 'GET',
    path: '/m_ft/summary_detail',
    summary: 'Key statistics block of the quote page',
    tag,
    auth: 'public',
    query: codeQuery,
    response: summaryDetail,
  }),
  detailQuote: defineRoute({
    method: 'GET',
    path: '/m_ft/detail_quote',
    summary: 'Five-level order book',
    tag,
    auth: 'public',
    query: codeQuery,
    response: depth,
  }),
  kline: defineRoute({
    method: 'GET',
    path: '/m_ft/kline',
    summary: 'Candles of any instrument: 1m 5m 15m 30m 1h 1d 1w, the last `count` bars (before endTime)',
    tag,
    auth: 'public',
    query: klineQuery,
    response: kline,
  }),
  hkAllStockList: defineRoute({
    method: 'GET',
    path: '/hk_st/all_stock_list',
    summary: 'Hong Kong stocks (Hang Seng members) with board lots, paged and sortable',
    tag,
    auth: 'public',
    query: assetListQuery.extend({ keyword: z.string().max(40).optional() }),
    response: page(stockQuote),
  }),
  getStock: defineRoute({
    method: 'GET',
    path: '/quotes/getStock',
    summary: 'Quotes of up to 50 instruments by code (comma-separated `codes`, URL-encoded); unknown codes are left out',
    tag,
    auth: 'public',
    query: z.object({ codes: z.string().min(1).max(1200) }),
    response: z.array(stockQuote),
  }),
  blockList: defineRoute({
    method: 'POST',
    path: '/m_ft/block_list',
    summary: 'Stocks open to block trades (at least 10,000 shares)',
    tag,
    auth: 'public',
    body: pageQuery.extend({ market: stockMarket.optional() }),
    response: page(blockTradeItem),
  }),
  preMarketList: defineRoute({
    method: 'POST',
    path: '/m_ft/preMarketList',
    summary: 'US stocks in the pre-market (auction) with their pre-market change, sorted by pre-market percent',
    tag,
    auth: 'public',
    body: pageQuery.extend({ order: sortOrder.default('desc') }),
    response: page(stockQuote),
  }),
  saleList: defineRoute({
    method: 'POST',
    path: '/m_ft/sale_list',
    summary: 'Placings on sale at a discount, with their window',
    tag,
    auth: 'public',
    body: pageQuery.extend({ market: stockMarket.optional() }),
    response: page(saleItem),
  }),
  getSaleTime: defineRoute({
    method: 'POST',
    path: '/m_ft/get_sale_time',
    summary: 'The daily window in which placings can be bought',
    tag,
    auth: 'public',
    body: z.object({}).optional(),
    response: saleTime,
  }),
  getMarket: defineRoute({
    method: 'POST',
    path: '/market/getMaket',
    summary: 'Trading status of one exchange group',
    tag,
    auth: 'public',
    body: z.object({ market: exchangeGroup }),
    response: marketSession,
  }),
  getMarkets: defineRoute({
    method: 'POST',
    path: '/market/getMakets',
    summary: 'Trading status of every exchange group',
    tag,
    auth: 'public',
    body: z.object({}).optional(),
    response: z.array(marketSession),
  }),
  cryptoKline: defineRoute({
    method: 'GET',
    path: '/crypto/kline',
    summary: 'Crypto candles (code such as BTC/USD)',
    tag,
    auth: 'public',
    query: klineQuery,
    response: kline,
  }),
  cryptoDetail: defineRoute({
    method: 'GET',
    path: '/crypto/stock_detail_ft',
    summary: 'Crypto quote page data',
    tag,
    auth: 'public',
    query: codeQuery,
    response: stockDetail,
  }),
  cryptoQuantifyList: defineRoute({
    method: 'GET',
    path: '/crypto/quantify_list',
    summary: 'Crypto pairs with live quotes (robot and quant pages)',
    tag,
    auth: 'public',
    query: assetListQuery,
    response: page(stockQuote),
  }),
  cryptoRobotKline: defineRoute({
    method: 'GET',
    path: '/crypto/robotKline',
    summary: 'Recent candles of the robot page (default BTC/USD, 1m)',
    tag,
    auth: 'public',
    query: z.object({
      code: z.string().min(1).max(20).default('BTC/USD'),
      period: klinePeriod.default('1m'),
      count: z.coerce.number().int().min(1).max(1000).default(60),
    }),
    response: kline,
  }),
};
