import { WATCHLIST_MAX } from '@app/contracts';
import type { ColumnType, DeleteQueryBuilder, DeleteResult, Generated } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { t } from './messages.ts';

export interface MarketWatchlistTable {
  id: Generated<number>;
  user_id: number;
  stock_code: string;
  sort: number;
  created_at: ColumnType<Date, Date, Date>;
}

declare module '../../db/schema.ts' {
  interface DB {
    market_watchlist: MarketWatchlistTable;
  }
}

type WhereBuilder = DeleteQueryBuilder<DB, 'market_watchlist', DeleteResult>;

export interface WatchlistEntry {
  id: number;
  stockCode: string;
  sort: number;
}

/** How long another process's change may take to show in selfSelectStatus flags. */
const CODES_TTL_MS = 5_000;
const CODES_CACHE_LIMIT = 10_000;
const WATCHERS_TTL_MS = 60_000;

/** Each investor's watchlist (table market_watchlist), in the user's order. */
export class WatchlistStore {
  private readonly codesCache = new Map<number, { codes: Set<string>; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<WatchlistEntry[]> {
    const rows = await this.db
      .selectFrom('market_watchlist')
      .select(['id', 'stock_code', 'sort'])
      .where('user_id', '=', userId)
      .orderBy('sort', 'asc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row, index) => ({ id: row.id, stockCode: row.stock_code, sort: index }));
  }

  /** The user's codes, for the selfSelectStatus flag of quote lists (cached briefly). */
  async codes(userId: number): Promise<Set<string>> {
    const now = this.clock.now();
    const cached = this.codesCache.get(userId);
    if (cached && cached.until > now) return cached.codes;
    const rows = await this.db.selectFrom('market_watchlist').select('stock_code').where('user_id', '=', userId).execute();
    const codes = new Set(rows.map((row) => row.stock_code));
    if (this.codesCache.size >= CODES_CACHE_LIMIT) this.codesCache.clear();
    this.codesCache.set(userId, { codes, until: now + CODES_TTL_MS });
    return codes;
  }

  private watchers: { counts: Map<string, number>; until: number } | undefined;

  /** How many users watch each code (the "most watched in the app" list; refreshed every minute). */
  async watcherCounts(): Promise<Map<string, number>> {
    const now = this.clock.now();
    if (this.watchers && this.watchers.until > now) return this.watchers.counts;
    const rows = await this.db
      .selectFrom('market_watchlist')
      .select((eb) => ['stock_code', eb.fn.count<string>('user_id').distinct().as('users')])
      .groupBy('stock_code')
      .execute();
    const counts = new Map(rows.map((row) => [row.stock_code, Number(row.users)]));
    this.watchers = { counts, until: now + WATCHERS_TTL_MS };
    return counts;
  }

  private forget(userId: number): void {
    this.codesCache.delete(userId);
  }

  /** Adds a code at the top of the list; answers the existing row's id when it is already there. */
  async save(userId: number, stockCode: string): Promise<{ id: number; created: boolean }> {
    this.forget(userId);
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('market_watchlist')
        .select('id')
        .where('user_id', '=', userId)
        .where('stock_code', '=', stockCode)
        .executeTakeFirst();
      if (existing) return { id: existing.id, created: false };
      const stats = await trx
        .selectFrom('market_watchlist')
        .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('sort').as('top')])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(stats.n) >= WATCHLIST_MAX) throw new AppError('WATCHLIST_FULL', t.watchlistFull, { max: WATCHLIST_MAX });
      const top = stats.top === null || stats.top === undefined ? 0 : Number(stats.top) - 1;
      const inserted = await trx
        .insertInto('market_watchlist')
        .values({ user_id: userId, stock_code: stockCode, sort: top, created_at: new Date(this.clock.now()) })
        .onConflict((oc) => oc.columns(['user_id', 'stock_code']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, created: true };
      // A parallel save of the same code won the race: answer its row.
      const row = await trx
        .selectFrom('market_watchlist')
        .select('id')
        .where('user_id', '=', userId)
        .where('stock_code', '=', stockCode)
        .executeTakeFirstOrThrow();
      return { id: row.id, created: false };
    });
  }

  async deleteById(userId: number, id: number): Promise<boolean> {
    return this.remove(userId, (q) => q.where('id', '=', id));
  }

  async deleteByCode(userId: number, stockCode: string): Promise<boolean> {
    return this.remove(userId, (q) => q.where('stock_code', '=', stockCode));
  }

  /** Takes rows off the watchlist and their codes out of the user's own groups (watchlist-groups.ts), together. */
  private async remove(userId: number, which: (q: WhereBuilder) => WhereBuilder): Promise<boolean> {
    this.forget(userId);
    return this.db.transaction().execute(async (trx) => {
      const removed = await which(trx.deleteFrom('market_watchlist').where('user_id', '=', userId)).returning('stock_code').execute();
      if (removed.length === 0) return false;
      await trx
        .deleteFrom('market_watchlist_group_items')
        .where(
          'stock_code',
          'in',
          removed.map((row) => row.stock_code),
        )
        .where('group_id', 'in', (eb) => eb.selectFrom('market_watchlist_groups').select('id').where('user_id', '=', userId))
        .execute();
      return true;
    });
  }

  /** Puts the given ids first, in that order; the others keep their relative order after them. */
  async reorder(userId: number, ids: number[]): Promise<void> {
    this.forget(userId);
    await this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('market_watchlist')
        .select(['id'])
        .where('user_id', '=', userId)
        .orderBy('sort', 'asc')
        .orderBy('id', 'desc')
        .forUpdate()
        .execute();
      const owned = new Set(rows.map((row) => row.id));
      const unknown = ids.find((id) => !owned.has(id));
      if (unknown !== undefined) throw new AppError('WATCHLIST_ROW_NOT_FOUND', t.watchlistRowNotFound);
      const first = [...new Set(ids)];
      const chosen = new Set(first);
      const order = [...first, ...rows.map((row) => row.id).filter((id) => !chosen.has(id))];
      for (let i = 0; i < order.length; i++) {
        await trx.updateTable('market_watchlist').set({ sort: i }).where('id', '=', order[i]!).where('user_id', '=', userId).execute();
      }
    });
  }
}
