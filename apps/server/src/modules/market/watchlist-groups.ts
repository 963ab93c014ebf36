import { WATCHLIST_GROUPS_MAX } from '@app/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { Db } from '../../db/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { t } from './messages.ts';
import type { WatchlistStore } from './watchlist.ts';

export interface MarketWatchlistGroupsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  sort: number;
  created_at: ColumnType<Date, Date, Date>;
}

export interface MarketWatchlistGroupItemsTable {
  group_id: number;
  stock_code: string;
  created_at: ColumnType<Date, Date, Date>;
}

declare module '../../db/schema.ts' {
  interface DB {
    market_watchlist_groups: MarketWatchlistGroupsTable;
    market_watchlist_group_items: MarketWatchlistGroupItemsTable;
  }
}

export interface OwnGroup {
  id: number;
  name: string;
  codes: string[];
}

const NAME_INDEX = 'market_watchlist_groups_name';

/**
 * The user's own watchlist groups (migration 0084): named subsets of the watchlist. The
 * built-in groups (All, US, MX, HK) need no rows; routes.ts derives them from the list.
 */
export class WatchlistGroups {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly watchlist: WatchlistStore,
  ) {}

  /** The user's own groups in their order, each with its codes. */
  async list(userId: number): Promise<OwnGroup[]> {
    const groups = await this.db.selectFrom('market_watchlist_groups').select(['id', 'name']).where('user_id', '=', userId).orderBy('sort').orderBy('id').execute();
    if (groups.length === 0) return [];
    const items = await this.db
      .selectFrom('market_watchlist_group_items')
      .select(['group_id', 'stock_code'])
      .where(
        'group_id',
        'in',
        groups.map((g) => g.id),
      )
      .execute();
    return groups.map((g) => ({ id: g.id, name: g.name, codes: items.filter((i) => i.group_id === g.id).map((i) => i.stock_code) }));
  }

  /** One of the user's own groups, or WATCHLIST_GROUP_NOT_FOUND (another user's id answers the same). */
  async own(userId: number, id: number): Promise<OwnGroup> {
    const group = (await this.list(userId)).find((g) => g.id === id);
    if (!group) throw new AppError('WATCHLIST_GROUP_NOT_FOUND', t.watchlistGroupNotFound, {}, { field: 'group' });
    return group;
  }

  async create(userId: number, name: string): Promise<OwnGroup> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        // One user's group creations queue on this lock, so the count below is exact.
        await trx.selectFrom('market_watchlist_groups').select('id').where('user_id', '=', userId).forUpdate().execute();
        const count = await trx.selectFrom('market_watchlist_groups').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
        if (Number(count.n) >= WATCHLIST_GROUPS_MAX) throw new AppError('WATCHLIST_GROUPS_FULL', t.watchlistGroupsFull, { max: WATCHLIST_GROUPS_MAX });
        const row = await trx
          .insertInto('market_watchlist_groups')
          .values({ user_id: userId, name, sort: Number(count.n), created_at: new Date(this.clock.now()) })
          .returning(['id', 'name'])
          .executeTakeFirstOrThrow();
        return { id: row.id, name: row.name, codes: [] };
      });
    } catch (error) {
      throw this.nameTaken(error, name);
    }
  }

  async rename(userId: number, id: number, name: string): Promise<OwnGroup> {
    const group = await this.own(userId, id);
    try {
      await this.db.updateTable('market_watchlist_groups').set({ name }).where('id', '=', id).where('user_id', '=', userId).execute();
    } catch (error) {
      throw this.nameTaken(error, name);
    }
    return { ...group, name };
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('market_watchlist_groups').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The user's own groups that hold a code. */
  async groupsOf(userId: number, stockCode: string): Promise<number[]> {
    return (await this.list(userId)).filter((g) => g.codes.includes(stockCode)).map((g) => g.id);
  }

  /**
   * Puts a code in exactly these groups of the user's own (and on the watchlist, so that All
   * holds everything a group does). Unknown or foreign ids change nothing and answer 404.
   */
  async assign(userId: number, stockCode: string, groupIds: number[]): Promise<{ id: number; groupIds: number[] }> {
    const wanted = [...new Set(groupIds)];
    const owned = new Set((await this.list(userId)).map((g) => g.id));
    if (wanted.some((id) => !owned.has(id))) throw new AppError('WATCHLIST_GROUP_NOT_FOUND', t.watchlistGroupNotFound, {}, { field: 'groupIds' });
    const saved = await this.watchlist.save(userId, stockCode);
    await this.db.transaction().execute(async (trx) => {
      if (owned.size > 0) {
        await trx
          .deleteFrom('market_watchlist_group_items')
          .where('stock_code', '=', stockCode)
          .where('group_id', 'in', [...owned])
          .execute();
      }
      if (wanted.length > 0) {
        const at = new Date(this.clock.now());
        await trx
          .insertInto('market_watchlist_group_items')
          .values(wanted.map((group_id) => ({ group_id, stock_code: stockCode, created_at: at })))
          .onConflict((oc) => oc.columns(['group_id', 'stock_code']).doNothing())
          .execute();
      }
    });
    return { id: saved.id, groupIds: wanted };
  }

  private nameTaken(error: unknown, name: string): unknown {
    return isUniqueViolation(error, NAME_INDEX) ? new AppError('WATCHLIST_GROUP_EXISTS', t.watchlistGroupExists, { name }, { field: 'name' }) : error;
  }
}
