import { marketApi, type CuratedItem, type CuratedList, type StockQuote } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import type { MarketService } from './service.ts';
import type { WatchlistStore } from './watchlist.ts';

/** A stock within this share of its 52-week high (or low) is "at" it. */
const NEAR_EXTREME = 0.03;
/** A listing stays new this long. */
const NEW_LISTING_MS = 90 * 86_400_000;

export interface Range52w {
  high52w: number;
  low52w: number;
}

/**
 * The rows of a curated list, best first (pure): most traded by turnover today; most watched by
 * the app's watchers (turnover breaks ties, unwatched left out); new listings newest first; highs
 * and lows closest to their 52-week extreme first.
 */
export function curate(list: CuratedList, rows: readonly CuratedItem[], now: number, range: (row: CuratedItem) => Range52w): CuratedItem[] {
  const byTurnover = (a: CuratedItem, b: CuratedItem) => b.turnover - a.turnover;
  switch (list) {
    case 'mostTraded':
      return [...rows].filter((r) => r.turnover > 0).sort(byTurnover);
    case 'mostWatched':
      return rows.filter((r) => r.watchers > 0).sort((a, b) => b.watchers - a.watchers || byTurnover(a, b));
    case 'newListings':
      return rows.filter((r) => r.listedAt !== undefined && now - r.listedAt <= NEW_LISTING_MS).sort((a, b) => b.listedAt! - a.listedAt!);
    case 'highs':
    case 'lows': {
      // Only these two need every stock's year of daily bars (cached per day by the caller).
      const ranged = rows.map((r) => ({ ...r, ...range(r) }));
      const distance = (r: CuratedItem & Range52w) => (list === 'highs' ? r.high52w / r.price_nominal : r.price_nominal / r.low52w);
      return ranged.filter((r) => r.price_nominal > 0 && r.low52w > 0 && distance(r) <= 1 + NEAR_EXTREME).sort((a, b) => distance(a) - distance(b));
    }
  }
}

/** GET /m_ft/curated_list: the market tab's and #/pages/product/popular and /ucstock's lists. */
export function curatedRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  market: MarketService,
  watchlist: WatchlistStore,
  range: (code: string, row: StockQuote) => Range52w,
  /** The caller's watchlist flags on a page of rows. */
  mine: (req: FastifyRequest, rows: CuratedItem[]) => Promise<CuratedItem[]>,
): void {
  registerRoute(app, ctx, marketApi.curatedList, async ({ query, req }) => {
    const watchers = await watchlist.watcherCounts();
    const rows = market.board
      .snapshot()
      .list(query.market, req.locale)
      .filter((row) => row.kind === 'stock')
      .map((row): CuratedItem => {
        const listedAt = market.instrument(row.stock_code)?.listedAt;
        return { ...row, watchers: watchers.get(row.stock_code) ?? 0, ...(listedAt !== undefined ? { listedAt } : {}) };
      });
    const picked = curate(query.list, rows, market.now(), (row) => range(row.stock_code, row));
    const from = (query.pageNum - 1) * query.pageSize;
    const list = await mine(req, picked.slice(from, from + query.pageSize));
    return { list, total: picked.length, pageNum: query.pageNum, pageSize: query.pageSize };
  });
}
