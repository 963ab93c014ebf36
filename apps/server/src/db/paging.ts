import type { Page } from '@app/contracts';
import { AliasNode, IdentifierNode, SelectionNode, SelectQueryNode, sql, type SelectQueryBuilder } from 'kysely';

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/**
 * Up to this many rows a list's total is counted exactly; above it the total is the
 * planner's estimate (issue 20: counting half a million rows for a pager cost 80-100 ms,
 * more than the page itself; a capped count costs ~2 ms).
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * How many rows `filtered` has: exact up to `limit`, else the planner's estimate (never
 * below `limit + 1`) flagged as estimated. The count reads at most `limit + 1` rows:
 * `select count(*) from (<filtered> limit n+1)`, written by wrapping the query's own node so
 * that it runs on the builder's connection (or transaction).
 */
export async function countRows<DB, TB extends keyof DB, O>(filtered: SelectQueryBuilder<DB, TB, O>, limit = EXACT_COUNT_LIMIT): Promise<{ total: number; estimated: boolean }> {
  const capped = filtered.select(sql<number>`1`.as('one')).limit(limit + 1);
  const counted = (await capped
    .withPlugin({
      transformQuery: ({ node }) =>
        SelectQueryNode.cloneWithSelections(SelectQueryNode.createFrom([AliasNode.create(node, IdentifierNode.create('capped'))]), [
          SelectionNode.create(AliasNode.create(sql`count(*)`.toOperationNode(), IdentifierNode.create('total'))),
        ]),
      transformResult: ({ result }) => Promise.resolve(result),
    })
    .executeTakeFirstOrThrow()) as unknown as { total: string | number | bigint };
  const total = Number(counted.total);
  if (total <= limit) return { total, estimated: false };
  const plan = (await filtered.select(sql<number>`1`.as('one')).explain('json')) as Record<string, unknown>[];
  return { total: Math.max(limit + 1, estimatedRows(plan[0]?.['QUERY PLAN'])), estimated: true };
}

/** The row estimate of an `explain (format json)` answer (parsed or as text, as the drivers give it). */
function estimatedRows(plan: unknown): number {
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * One page of a list, and how many rows the whole list has. `filtered` is the query with
 * its joins and filters only (it is counted for the total, see `countRows`); `rows` adds to
 * it the selection and the order, and gets the page's limit and offset. Both run at once.
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
    countRows(filtered),
  ]);
  return { list: await view(found as R[]), total: counted.total, ...(counted.estimated ? { totalEstimated: true } : {}), pageNum: page.pageNum, pageSize: page.pageSize };
}
