import type { Page } from '@app/contracts';

/** One page of an in-memory list (catalogs computed on the fly), with its total. */
export function listPage<T>(items: readonly T[], pageNum: number, pageSize: number): Page<T> {
  const from = (pageNum - 1) * pageSize;
  return { list: items.slice(from, from + pageSize), total: items.length, pageNum, pageSize };
}
