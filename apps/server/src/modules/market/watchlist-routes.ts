import { watchlistApi, WATCHLIST_BUILT_IN_GROUPS, type WatchlistGroup, type WatchlistRow } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { t } from './messages.ts';
import type { MarketService } from './service.ts';
import type { WatchlistStore } from './watchlist.ts';
import type { OwnGroup, WatchlistGroups } from './watchlist-groups.ts';

/** Tells the user's other devices that the watchlist changed. */
const notifier = (ctx: AppContext) => (userId: number) => {
  void ctx.services.push?.publishToUser(userId, 'watchlist.updated', {}).catch((err: unknown) => ctx.log.warn({ err }, 'watchlist push failed'));
};

/** The watchlist calls: its rows at live prices, saves and deletes, order; then its own groups. */
export function watchlistRoutes(app: FastifyInstance, ctx: AppContext, market: MarketService, watchlist: WatchlistStore, groups: WatchlistGroups): void {
  const snapshot = () => market.board.snapshot();
  const notifyWatchlist = notifier(ctx);
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

  registerRoute(app, ctx, watchlistApi.sort, async ({ body, req }) => {
    await watchlist.reorder(req.user!.userId, body.ids);
    notifyWatchlist(req.user!.userId);
    return { ok: true };
  });
  groupRoutes(app, ctx, market, watchlist, groups);
}

/** The user's own groups of the watchlist, beside the built-in ones by market. */
function groupRoutes(app: FastifyInstance, ctx: AppContext, market: MarketService, watchlist: WatchlistStore, groups: WatchlistGroups): void {
  const snapshot = () => market.board.snapshot();
  const notifyWatchlist = notifier(ctx);
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
}

/** A group id from the path: anything but a positive integer is no group of the caller's. */
function groupIdOf(raw: unknown): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('WATCHLIST_GROUP_NOT_FOUND', t.watchlistGroupNotFound, {}, { field: 'group' });
  return id;
}
