import {
  marketApi,
  watchlistApi,
  EXCHANGE_GROUPS,
  WATCHLIST_BUILT_IN_GROUPS,
  type Candle,
  type FutureSpec,
  type HomeCard,
  type Kline,
  type KlinePeriod,
  type Locale,
  type MarketCode,
  type Page,
  type RouteDef,
  type StockDetail,
  type StockQuote,
  type SummaryDetail,
  type WatchlistGroup,
  type WatchlistRow,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { t } from './messages.ts';
import { registerHotRoute } from './hot-route.ts';
import type { Instrument } from '../../market/instruments.ts';
import { Lru } from '../../market/lru.ts';
import { FUTURE_UNITS, localText, SECTOR_NAMES } from '../../market/localized.ts';
import { localName } from './board.ts';
import type { MarketService } from './service.ts';
import type { WatchlistStore } from './watchlist.ts';
import type { OwnGroup, WatchlistGroups } from './watchlist-groups.ts';

const HOME_CARDS = ['SPX', 'COMP', 'DJI', 'MEXBOL', 'HSI', 'USD/MXN'];
const FOREX_HEADLINE = ['USD/MXN', 'EUR/MXN', 'EUR/USD', 'USD/JPY', 'GBP/USD', 'USD/HKD'];
const SPARK_POINTS = 50;
const GET_STOCK_MAX = 50;
/** Anonymous answers of hot lists are cached per snapshot, keyed by route, language and this parsed query. */
const key = ({ query }: { query: unknown }) => JSON.stringify(query);

function paginate<T>(items: readonly T[], pageNum: number, pageSize: number): Page<T> {
  const from = (pageNum - 1) * pageSize;
  return { list: items.slice(from, from + pageSize), total: items.length, pageNum, pageSize };
}

/** Lowercase without accents, for search. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Search rank of an instrument for a keyword (lower is better), or -1 when it does not match. */
function searchRank(instrument: Instrument, keyword: string): number {
  const code = fold(instrument.code);
  if (code === keyword || code.replace(/[\s*/]/g, '') === keyword.replace(/[\s*/]/g, '')) return 0;
  if (code.startsWith(keyword)) return 1;
  const names = [instrument.name.en, instrument.name.es, instrument.name.zh ?? ''].map(fold);
  if (names.some((n) => n.startsWith(keyword))) return 2;
  if (code.includes(keyword)) return 3;
  if (names.some((n) => n.includes(keyword))) return 4;
  return -1;
}

function describe(instrument: Instrument, locale: Locale): string {
  const name = localName(instrument, locale);
  // Sector names and futures units in the request language (market/localized.ts).
  const sector = localText(SECTOR_NAMES, instrument.sector, locale) ?? '';
  const unit = localText(FUTURE_UNITS, instrument.unit, locale) ?? '';
  switch (instrument.kind) {
    case 'stock':
      return {
        es: `${name}: empresa del sector ${sector.toLowerCase()} que cotiza en ${instrument.exchange} (${instrument.currency}).`,
        en: `${name}: a company of the ${sector} sector listed on ${instrument.exchange} (${instrument.currency}).`,
        zh: `${name}：在${instrument.exchange}上市的${sector}行业公司（${instrument.currency}）。`,
      }[locale];
    case 'etf':
      return {
        es: `${name}: fondo cotizado (ETF) en ${instrument.exchange}.`,
        en: `${name}: an exchange-traded fund on ${instrument.exchange}.`,
        zh: `${name}：在${instrument.exchange}交易的交易所交易基金（ETF）。`,
      }[locale];
    case 'future':
      return {
        es: `Futuro de ${name} en ${instrument.exchange}; un contrato = ${instrument.contractSize} ${unit}.`,
        en: `${name} futures on ${instrument.exchange}; one contract = ${instrument.contractSize} ${unit}.`,
        zh: `${instrument.exchange}的${name}期货；每手合约 = ${instrument.contractSize} ${unit}。`,
      }[locale];
    case 'forex':
      return {
        es: `Tipo de cambio ${instrument.code}: cuántos ${instrument.currency} vale una unidad de la moneda base.`,
        en: `${instrument.code} exchange rate: ${instrument.currency} per unit of the base currency.`,
        zh: `${instrument.code} 汇率：每单位基础货币可兑换的${instrument.currency}。`,
      }[locale];
    case 'index':
      return { es: `Índice bursátil ${name} (${instrument.currency}).`, en: `${name} stock index (${instrument.currency}).`, zh: `${name}（${instrument.currency}）。` }[locale];
    case 'crypto':
      return {
        es: `${name} cotizado en dólares estadounidenses, 24/7.`,
        en: `${name} priced in US dollars, trading 24/7.`,
        zh: `${name}，以美元计价，全天候交易。`,
      }[locale];
  }
}

interface Stats {
  high52w: number;
  low52w: number;
  avgVolume3m: number;
  changeYtdBase: number;
}

/** A group id from the path: anything but a positive integer is no group of the caller's. */
function groupIdOf(raw: unknown): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('WATCHLIST_GROUP_NOT_FOUND', t.watchlistGroupNotFound, {}, { field: 'group' });
  return id;
}

export function marketRoutes(app: FastifyInstance, ctx: AppContext, market: MarketService, watchlist: WatchlistStore, groups: WatchlistGroups): void {
  const statsCache = new Lru<string, Stats>(1000);

  /** The caller's watchlist codes when a valid token was sent. */
  const selfCodes = async (req: FastifyRequest): Promise<Set<string> | undefined> => (req.user ? watchlist.codes(req.user.userId) : undefined);
  const flag = (rows: StockQuote[], codes: Set<string> | undefined): StockQuote[] =>
    codes && codes.size ? rows.map((row) => (codes.has(row.stock_code) ? { ...row, selfSelectStatus: true } : row)) : rows;
  const pageOf = async (req: FastifyRequest, rows: readonly StockQuote[], pageNum: number, pageSize: number): Promise<Page<StockQuote>> => {
    const page = paginate(rows, pageNum, pageSize);
    return { ...page, list: flag(page.list, await selfCodes(req)) };
  };
  const snapshot = () => market.board.snapshot();
  /** A hot list (hot-route.ts): everyone's answer cached for the snapshot, watchlist flags added per caller. */
  const hot = <D extends RouteDef>(def: D, options: Pick<Parameters<typeof registerHotRoute<D>>[3], 'handler'>) =>
    registerHotRoute(app, ctx, def, { ...options, cache: () => snapshot().responseCache(), key, watchlist: (userId) => watchlist.codes(userId) });

  const filterRows = (rows: StockQuote[], options: { keyword?: string | undefined; sector?: string | undefined }): StockQuote[] => {
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
  };

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
    // Turnover in each market's currency, compared in USD so that HKD and MXN do not dominate.
    const usd: Record<string, number> = { USD: 1, MXN: 1 / (snap.quote('USD/MXN')?.price || 18), HKD: 1 / (snap.quote('USD/HKD')?.price || 7.8) };
    const hot = [...rows].filter((row) => row.kind === 'stock').sort((a, b) => b.turnover * (usd[b.currency] ?? 1) - a.turnover * (usd[a.currency] ?? 1));
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

  /** 52-week range, 3-month average volume and the year's opening level, from completed days (cached per day). */
  const stats = (code: string): Stats => {
    const bars = market.candles(code, '1d', 400);
    const today = bars[bars.length - 1];
    const key = `${code}|${today?.time ?? 0}`;
    const cached = statsCache.get(key);
    if (cached) return cached;
    const now = market.now();
    const yearStart = Date.UTC(new Date(now).getUTCFullYear(), 0, 1);
    const yearAgo = now - 365 * 86_400_000;
    const year = bars.filter((bar) => bar.time >= yearAgo);
    const past = bars.slice(Math.max(0, bars.length - 64), bars.length - 1);
    const beforeYear = bars.filter((bar) => bar.time < yearStart);
    const result: Stats = {
      high52w: Math.max(...year.map((bar) => bar.high)),
      low52w: Math.min(...year.map((bar) => bar.low)),
      avgVolume3m: past.length ? Math.round(past.reduce((sum, bar) => sum + bar.volume, 0) / past.length) : 0,
      changeYtdBase: beforeYear.length ? beforeYear[beforeYear.length - 1]!.close : (bars[0]?.open ?? 0),
    };
    statsCache.set(key, result);
    return result;
  };

  const detail = async (code: string, req: FastifyRequest, kinds?: Instrument['kind'][]): Promise<StockDetail> => {
    market.requireInstrument(code, kinds);
    const row = flag([market.row(code, req.locale)], await selfCodes(req))[0]!;
    const s = stats(code);
    const groups: Record<MarketCode, (typeof EXCHANGE_GROUPS)[number]> = {
      US: 'US',
      MX: 'MX',
      HK: 'HK',
      FUTURES: 'FUTURES',
      FOREX: 'FOREX',
      CRYPTO: 'CRYPTO',
      INDEX: 'US',
    };
    const info = market.session(code);
    const base = market.marketSession(groups[row.market]);
    return {
      quote: row,
      // The instrument's own calendar (an index follows its home exchange).
      session: {
        ...base,
        status: info.status,
        timezone: info.timezone,
        tradingDay: info.tradingDay ?? base.tradingDay,
        sessionOpen: info.regularOpen,
        sessionClose: info.regularClose,
        nextOpen: info.nextOpen,
        nextClose: info.nextClose,
        holiday: info.holiday,
        earlyClose: info.earlyClose,
      },
      stats: {
        high52w: Math.max(s.high52w, row.high),
        low52w: Math.min(s.low52w, row.low),
        avgVolume3m: s.avgVolume3m,
        amplitude: row.prevClose > 0 ? Number((((row.high - row.low) / row.prevClose) * 100).toFixed(2)) : 0,
        changeYtd: s.changeYtdBase > 0 ? Number((((row.price_nominal - s.changeYtdBase) / s.changeYtdBase) * 100).toFixed(2)) : 0,
      },
      simulated: market.simulated,
    };
  };

  registerRoute(app, ctx, marketApi.stockDetail, ({ query, req }) => detail(query.code, req));

  registerRoute(app, ctx, marketApi.summaryDetail, ({ query, req }) => {
    const instrument = market.requireInstrument(query.code);
    const row = market.row(query.code, req.locale);
    const s = stats(query.code);
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
      high52w: Math.max(s.high52w, row.high),
      low52w: Math.min(s.low52w, row.low),
      avgVolume3m: s.avgVolume3m,
      amplitude: row.prevClose > 0 ? Number((((row.high - row.low) / row.prevClose) * 100).toFixed(2)) : 0,
      lotSize: row.lotSize,
      tickSize: row.tickSize,
      ...(row.sector ? { sector: localText(SECTOR_NAMES, row.sector, req.locale)! } : {}),
      exchange: row.exchange,
      ...(row.contractSize !== undefined ? { contractSize: row.contractSize, tickValue: row.tickValue, unit: row.unit } : {}),
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

  // The IPO calendar, bonds and placings are their own modules (modules/ipo, bonds, placing).

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

  // -------------------------------------------------------------------------------------------
  // Watchlist

  const notifyWatchlist = (userId: number) => {
    void ctx.services.push?.publishToUser(userId, 'watchlist.updated', {}).catch((err: unknown) => ctx.log.warn({ err }, 'watchlist push failed'));
  };

  registerRoute(app, ctx, watchlistApi.list, async ({ req, query }) => {
    const userId = req.user!.userId;
    const entries = await watchlist.list(userId);
    const snap = snapshot();
    const group = query.group ?? 'all';
    const inGroup = /^\d+$/.test(group) ? new Set((await groups.own(userId, Number(group))).codes) : undefined;
    const rows: WatchlistRow[] = [];
    for (const entry of entries) {
      const row = snap.row(entry.stockCode, req.locale);
      // A code the market no longer lists stays in the table but is not shown.
      if (!row) continue;
      if (inGroup ? !inGroup.has(row.stock_code) : group !== 'all' && row.market !== group) continue;
      rows.push({
        id: entry.id,
        f14: row.name,
        f12: row.stock_code,
        f4: row.change,
        f3: row.change_ratio,
        f5: row.volume,
        f2: row.price_nominal,
        market: row.market,
        source: row.source,
        kind: row.kind,
        currency: row.currency,
        decimals: row.decimals,
        status: row.status,
        fall: row.fall,
        sort: rows.length,
      });
    }
    return rows;
  });

  registerRoute(app, ctx, watchlistApi.save, async ({ body, req }) => {
    const instrument = market.requireInstrument(body.stockCode.trim());
    const saved = await watchlist.save(req.user!.userId, instrument.code);
    if (saved.created) notifyWatchlist(req.user!.userId);
    return { id: saved.id };
  });

  registerRoute(app, ctx, watchlistApi.delete, async ({ params, req }) => {
    const id = Number(params.id);
    const deleted = Number.isSafeInteger(id) && id > 0 ? await watchlist.deleteById(req.user!.userId, id) : false;
    if (deleted) notifyWatchlist(req.user!.userId);
    return { deleted };
  });

  registerRoute(app, ctx, watchlistApi.deleteByStockCode, async ({ params, req }) => {
    const deleted = await watchlist.deleteByCode(req.user!.userId, String(params.stockCode ?? '').trim());
    if (deleted) notifyWatchlist(req.user!.userId);
    return { deleted };
  });

  registerRoute(app, ctx, watchlistApi.groups, async ({ req }) => {
    const userId = req.user!.userId;
    const snap = snapshot();
    const markets = (await watchlist.list(userId)).map((entry) => snap.row(entry.stockCode, req.locale)?.market).filter((m) => m !== undefined);
    const own = await groups.list(userId);
    const builtIn: WatchlistGroup[] = WATCHLIST_BUILT_IN_GROUPS.map((key) => ({
      key,
      kind: key === 'all' ? 'all' : 'market',
      count: key === 'all' ? markets.length : markets.filter((m) => m === key).length,
    }));
    return [...builtIn, ...own.map((g) => ownGroupView(g, snap))];
  });

  const ownGroupView = (g: OwnGroup, snap = snapshot()): WatchlistGroup => ({
    key: String(g.id),
    kind: 'custom',
    name: g.name,
    id: g.id,
    count: g.codes.filter((code) => snap.row(code, 'en')).length,
  });

  registerRoute(app, ctx, watchlistApi.createGroup, async ({ body, req }) => {
    const created = await groups.create(req.user!.userId, body.name);
    notifyWatchlist(req.user!.userId);
    return ownGroupView(created);
  });

  registerRoute(app, ctx, watchlistApi.renameGroup, async ({ body, params, req }) => {
    const renamed = await groups.rename(req.user!.userId, groupIdOf(params.id), body.name);
    notifyWatchlist(req.user!.userId);
    return ownGroupView(renamed);
  });

  registerRoute(app, ctx, watchlistApi.deleteGroup, async ({ params, req }) => {
    const id = Number(params.id);
    const deleted = Number.isSafeInteger(id) && id > 0 ? await groups.delete(req.user!.userId, id) : false;
    if (deleted) notifyWatchlist(req.user!.userId);
    return { deleted };
  });

  registerRoute(app, ctx, watchlistApi.assign, async ({ body, req }) => {
    const instrument = market.requireInstrument(body.stockCode.trim());
    const assigned = await groups.assign(req.user!.userId, instrument.code, body.groupIds);
    notifyWatchlist(req.user!.userId);
    return assigned;
  });

  registerRoute(app, ctx, watchlistApi.codeGroups, async ({ query, req }) => ({ groupIds: await groups.groupsOf(req.user!.userId, query.stockCode.trim()) }));

  registerRoute(app, ctx, watchlistApi.sort, async ({ body, req }) => {
    await watchlist.reorder(req.user!.userId, body.ids);
    notifyWatchlist(req.user!.userId);
    return { ok: true };
  });

}
