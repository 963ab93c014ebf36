import type { Page } from '@app/contracts';
import { sql, type SelectQueryBuilder } from 'kysely';

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/**
 * One page of a list, and how many rows the whole list has. `filtered` is the query with
 * its joins and filters only (it is counted for the total); `rows` adds to it the selection
 * and the order, and gets the page's limit and offset. Both run at once.
 */
export async function pageOf<DB, TB extends keyof DB, O, R, T>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  rows: (filtered: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  page: PageRequest,
  view: (rows: R[]) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const [found, counted] = await Promise.all([
    rows(filtered)
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    filtered.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list: await view(found as R[]), total: Number((counted as { total: string }).total), pageNum: page.pageNum, pageSize: page.pageSize };
}
