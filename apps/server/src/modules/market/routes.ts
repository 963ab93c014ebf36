import { EXCHANGE_GROUPS, marketApi, type Candle, type FutureSpec, type HomeCard, type KlinePeriod, type Kline, type MarketCode, type Page, type RouteDef, type StockQuote, type SummaryDetail } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import type { Instrument } from '../../market/instruments.ts';
import { localText, SECTOR_NAMES } from '../../market/localized.ts';
import { curatedRoutes } from './curated.ts';
import { describe } from './describe.ts';
import { registerHotRoute } from './hot-route.ts';
import { InstrumentStats } from './instrument-stats.ts';
import { byTurnoverInUsd, fold, paginate, searchRank } from './ranking.ts';
import type { MarketService } from './service.ts';
import type { WatchlistStore } from './watchlist.ts';
import type { WatchlistGroups } from './watchlist-groups.ts';
import { watchlistRoutes } from './watchlist-routes.ts';

const HOME_CARDS = ['SPX', 'COMP', 'DJI', 'MEXBOL', 'HSI', 'USD/MXN'];
const FOREX_HEADLINE = ['USD/MXN', 'EUR/MXN', 'EUR/USD', 'USD/JPY', 'GBP/USD', 'USD/HKD'];
const SPARK_POINTS = 50;
const GET_STOCK_MAX = 50;
/** Anonymous answers of hot lists are cached per snapshot, keyed by route, language and this parsed query. */
const key = ({ query }: { query: unknown }) => JSON.stringify(query);

/** What the market's route groups share: the board, the caller's watchlist flags, hot-list caching. */
interface Board {
  snapshot: () => ReturnType<MarketService['board']['snapshot']>;
  selfCodes: (req: FastifyRequest) => Promise<Set<string> | undefined>;
  flag: (rows: StockQuote[], codes: Set<string> | undefined) => StockQuote[];
  pageOf: (req: FastifyRequest, rows: readonly StockQuote[], pageNum: number, pageSize: number) => Promise<Page<StockQuote>>;
  hot: <D extends RouteDef>(def: D, options: Pick<Parameters<typeof registerHotRoute<D>>[3], 'handler'>) => void;
  filterRows: (rows: StockQuote[], options: { keyword?: string | undefined; sector?: string | undefined }) => StockQuote[];
}

/** The market's calls (lists, details, candles, sessions) and the watchlist's. */
export function marketRoutes(app: FastifyInstance, ctx: AppContext, market: MarketService, watchlist: WatchlistStore, groups: WatchlistGroups): void {
  const board = boardOf(app, ctx, market, watchlist);
  rankedListRoutes(app, ctx, market, board);
  boardListRoutes(app, ctx, market, board);
  instrumentRoutes(app, ctx, market, board);
  watchlistRoutes(app, ctx, market, watchlist, groups);
  const stats = new InstrumentStats(market);
  curatedRoutes(
    app,
    ctx,
    market,
    watchlist,
    (code, row) => {
      // Closing range (a whole market at once); the quote page's range also has intraday extremes.
      const year = market.closeRange(code) ?? { high: stats.of(code).high52w, low: stats.of(code).low52w };
      return { high52w: Math.max(year.high, row.high), low52w: row.low > 0 ? Math.min(year.low, row.low) : year.low };
    },
    async (req, rows) => board.flag(rows, await board.selfCodes(req)) as typeof rows,
  );
}

function boardOf(app: FastifyInstance, ctx: AppContext, market: MarketService, watchlist: WatchlistStore): Board {
  /** The caller's watchlist codes when a valid token was sent. */
  const selfCodes = async (req: FastifyRequest): Promise<Set<string> | undefined> => (req.user ? watchlist.codes(req.user.userId) : undefined);
  const flag = (rows: StockQuote[], codes: Set<string> | undefined): StockQuote[] =>
    codes && codes.size ? rows.map((row) => (codes.has(row.stock_code) ? { ...row, selfSelectStatus: true } : row)) : rows;
  const snapshot = () => market.board.snapshot();
  return {
    snapshot,
    selfCodes,
    flag,
    pageOf: async (req, rows, pageNum, pageSize) => {
      const page = paginate(rows, pageNum, pageSize);
      return { ...page, list: flag(page.list, await selfCodes(req)) };
    },
    /** A hot list (hot-route.ts): everyone's answer cached for the snapshot, watchlist flags added per caller. */
    hot: (def, options) => registerHotRoute(app, ctx, def, { ...options, cache: () => snapshot().responseCache(), key, watchlist: (userId) => watchlist.codes(userId) }),
    filterRows: (rows, options) => {
      let out = rows;
      if (options.sector) {
        const sector = fold(options.sector);
        out = out.filter((row) => row.sector !== undefined && fold(row.sector) === sector);
      }
      if (options.keyword && options.keyword.trim()) {
        const keyword = fold(options.keyword.trim());
        out = out.filter((row) => searchRank(market.instrument(row.stock_code)!, keyword) >= 0);
      }
      return out;
    },
  };
}

/** Stock lists: by market with search, every market ranked by match, top movers, hot stocks, home's cards. */
function rankedListRoutes(app: FastifyInstance, ctx: AppContext, market: MarketService, { snapshot, selfCodes, flag, hot, filterRows }: Board): void {
  hot(marketApi.stockList, {
    handler: async ({ query, req }) => {
      const rows = snapshot().list(query.market, req.locale, query.sort, query.order);
      return paginate(filterRows(rows, query), query.pageNum, query.pageSize);
    },
  });

  hot(marketApi.allStockList, {
    handler: async ({ query, req }) => {
      let rows = snapshot().list(query.market ?? 'ALL', req.locale, query.sort, query.order);
      const keyword = query.keyword?.trim() ? fold(query.keyword.trim()) : undefined;
      if (keyword) {
        const ranked = rows
          .map((row, order) => ({ row, order, rank: searchRank(market.instrument(row.stock_code)!, keyword) }))
          .filter((entry) => entry.rank >= 0);
        // Without an explicit sort, best matches first (exact code, code prefix, name prefix, contains).
        if (!query.sort) ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
        rows = ranked.map((entry) => entry.row);
      }
      return paginate(rows, query.pageNum, query.pageSize);
    },
  });

  hot(marketApi.topList, {
    handler: async ({ query, req }) => {
      const sort = { gainers: 'change_ratio', losers: 'change_ratio', active: 'volume', turnover: 'turnover' } as const;
      const rows = snapshot().list(query.market, req.locale, sort[query.type], query.type === 'losers' ? 'asc' : 'desc');
      return paginate(rows, query.pageNum, query.pageSize);
    },
  });

  registerRoute(app, ctx, marketApi.hotStock, async ({ query, req }) => {
    const markets: MarketCode[] = query.market ? [query.market] : ['US', 'MX', 'HK'];
    const snap = snapshot();
    const rows = markets.flatMap((m) => snap.list(m, req.locale));
    // Compared in US dollars at the live rates; a currency without one is never given an invented rate.
    const perUsd = { MXN: snap.quote('USD/MXN')?.price, HKD: snap.quote('USD/HKD')?.price };
    const hot = byTurnoverInUsd(
      rows.filter((row) => row.kind === 'stock'),
      perUsd,
    );
    return flag(hot.slice(0, query.limit), await selfCodes(req));
  });

  registerRoute(app, ctx, marketApi.homeCustomList, async ({ query, req }) => {
    const codes = await selfCodes(req);
    return HOME_CARDS.map((code): HomeCard => {
      const row = snapshot().row(code, req.locale)!;
      const spark = market.candles(code, query.period, SPARK_POINTS).map((bar) => bar.close);
      return { ...flag([row], codes)[0]!, spark };
    });
  });
}

/** The other boards: futures, forex, indices, limit-up, Hong Kong, by codes, pre-market, sessions. */
function boardListRoutes(app: FastifyInstance, ctx: AppContext, market: MarketService, { snapshot, selfCodes, flag, pageOf, hot, filterRows }: Board): void {
  hot(marketApi.futuresList, {
    handler: async ({ query, req }) => paginate(snapshot().list('FUTURES', req.locale, query.sort, query.order), query.pageNum, query.pageSize),
  });

  registerRoute(app, ctx, marketApi.futuresOptList, ({ req }) =>
    snapshot()
      .list('FUTURES', req.locale)
      .map(
        (row): FutureSpec => ({
          stock_code: row.stock_code,
          name: row.name,
          exchange: row.exchange,
          currency: row.currency,
          contractSize: row.contractSize!,
          unit: row.unit!,
          tickSize: row.tickSize,
          tickValue: row.tickValue!,
          contract: row.contract!,
          initialMargin: row.initialMargin!,
          decimals: row.decimals,
          price_nominal: row.price_nominal,
          change_ratio: row.change_ratio,
          status: row.status,
        }),
      ),
  );

  registerRoute(app, ctx, marketApi.forexIndex, async ({ req }) => {
    const snap = snapshot();
    return flag(
      FOREX_HEADLINE.map((code) => snap.row(code, req.locale)!),
      await selfCodes(req),
    );
  });

  hot(marketApi.forexList, {
    handler: async ({ query, req }) => paginate(snapshot().list('FOREX', req.locale, query.sort, query.order), query.pageNum, query.pageSize),
  });

  hot(marketApi.globalIndex, {
    handler: async ({ query, req }) => paginate(snapshot().list('INDEX', req.locale, query.sort, query.order), query.pageNum, query.pageSize),
  });

  registerRoute(app, ctx, marketApi.ztStockList, async ({ query, req }) => {
    const rows = snapshot()
      .list(query.market, req.locale, 'change_ratio', 'desc')
      .filter((row) => row.change_ratio >= query.minRatio);
    return pageOf(req, rows, query.pageNum, query.pageSize);
  });

  hot(marketApi.hkAllStockList, {
    handler: async ({ query, req }) => {
      const rows = snapshot().list('HK', req.locale, query.sort, query.order);
      return paginate(filterRows(rows, query), query.pageNum, query.pageSize);
    },
  });

  hot(marketApi.getStock, {
    handler: async ({ query, req }) => {
      const codes = [...new Set(query.codes.split(',').map((code) => code.trim()).filter(Boolean))].slice(0, GET_STOCK_MAX);
      const snap = snapshot();
      const rows = codes.map((code) => snap.row(code, req.locale)).filter((row): row is StockQuote => row !== undefined);
      return rows;
    },
  });

  registerRoute(app, ctx, marketApi.preMarketList, async ({ body, req }) => {
    const rows = snapshot()
      .list('US', req.locale)
      .filter((row) => row.kind === 'stock');
    // Outside the pre-market session there is no pre-market price: those rows rank by today's change.
    const key = (row: StockQuote) => row.preMarketChangeRatio ?? row.change_ratio;
    const sign = body.order === 'asc' ? 1 : -1;
    const sorted = [...rows].sort((a, b) => sign * (key(a) - key(b)));
    return pageOf(req, sorted, body.pageNum, body.pageSize);
  });

  registerRoute(app, ctx, marketApi.getMarket, ({ body }) => market.marketSession(body.market));
  registerRoute(app, ctx, marketApi.getMarkets, () => EXCHANGE_GROUPS.map((group) => market.marketSession(group)));
}

/** One instrument: its detail page, summary, quote with the book, candles (crypto too). */
function instrumentRoutes(app: FastifyInstance, ctx: AppContext, market: MarketService, { snapshot, selfCodes, flag, hot }: Board): void {
  const stats = new InstrumentStats(market);
  const detail = async (code: string, req: FastifyRequest, kinds?: Instrument['kind'][]) => {
    market.requireInstrument(code, kinds);
    return stats.detail(code, flag([market.row(code, req.locale)], await selfCodes(req))[0]!);
  };

  registerRoute(app, ctx, marketApi.stockDetail, ({ query, req }) => detail(query.code, req));

  registerRoute(app, ctx, marketApi.summaryDetail, ({ query, req }) => {
    const instrument = market.requireInstrument(query.code);
    const row = market.row(query.code, req.locale);
    const figures = stats.figures(query.code, row);
    const summary: SummaryDetail = {
      stock_code: row.stock_code,
      name: row.name,
      currency: row.currency,
      decimals: row.decimals,
      open: row.open,
      high: row.high,
      low: row.low,
      prevClose: row.prevClose,
      volume: row.volume,
      turnover: row.turnover,
      high52w: figures.high52w,
      low52w: figures.low52w,
      avgVolume3m: figures.avgVolume3m,
      amplitude: figures.amplitude,
      lotSize: row.lotSize,
      tickSize: row.tickSize,
      ...(row.sector ? { sector: localText(SECTOR_NAMES, row.sector, req.locale)! } : {}),
      exchange: row.exchange,
      ...(row.contractSize !== undefined ? { contractSize: row.contractSize, tickValue: row.tickValue, unit: row.unit } : {}),
      ...(row.contract ? { contract: row.contract, initialMargin: row.initialMargin } : {}),
      description: describe(instrument, req.locale),
    };
    return summary;
  });

  registerRoute(app, ctx, marketApi.detailQuote, ({ query }) => {
    const instrument = market.requireInstrument(query.code);
    const q = market.quote(query.code);
    const book = market.book(query.code, 5);
    return {
      stock_code: instrument.code,
      status: q.status,
      time: q.time,
      decimals: instrument.decimals,
      price_nominal: q.price,
      bid: q.bid,
      ask: q.ask,
      bids: book.bids,
      asks: book.asks,
    };
  });

  const kline = (code: string, period: KlinePeriod, count: number, endTime?: number): Kline => {
    const instrument = market.requireInstrument(code);
    const list: Candle[] = market.candles(code, period, count, endTime);
    return { stock_code: instrument.code, period, decimals: instrument.decimals, list };
  };

  registerRoute(app, ctx, marketApi.kline, ({ query }) => kline(query.code, query.period, query.count, query.endTime));

  registerRoute(app, ctx, marketApi.cryptoKline, ({ query }) => {
    market.requireInstrument(query.code, ['crypto']);
    return kline(query.code, query.period, query.count, query.endTime);
  });
  registerRoute(app, ctx, marketApi.cryptoDetail, ({ query, req }) => detail(query.code, req, ['crypto']));
  hot(marketApi.cryptoQuantifyList, {
    handler: async ({ query, req }) => paginate(snapshot().list('CRYPTO', req.locale, query.sort, query.order), query.pageNum, query.pageSize),
  });
  registerRoute(app, ctx, marketApi.cryptoRobotKline, ({ query }) => {
    market.requireInstrument(query.code, ['crypto']);
    return kline(query.code, query.period, query.count);
  });
}
