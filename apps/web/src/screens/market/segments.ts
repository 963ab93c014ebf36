import { marketApi, type ExchangeGroup, type Page, type QuoteSortKey, type SortOrder, type StockQuote } from '@app/contracts';
import { call } from '../../api/client.ts';

/** The segments of the markets tab and the paged call behind each (SPEC section 7). */
export const SEGMENT_KEYS = ['US', 'MX', 'HK', 'FUTURES', 'FOREX', 'INDEX'] as const;
export type SegmentKey = (typeof SEGMENT_KEYS)[number] | 'HK_ALL';

export interface PageParams {
  pageNum: number;
  pageSize: number;
  sort?: QuoteSortKey;
  order?: SortOrder;
}

export const SEGMENT_FETCH: Record<SegmentKey, (p: PageParams) => Promise<Page<StockQuote>>> = {
  US: (p) => call(marketApi.stockList, { query: { ...p, market: 'US' } }),
  MX: (p) => call(marketApi.stockList, { query: { ...p, market: 'MX' } }),
  HK: (p) => call(marketApi.stockList, { query: { ...p, market: 'HK' } }),
  HK_ALL: (p) => call(marketApi.hkAllStockList, { query: p }),
  FUTURES: (p) => call(marketApi.futuresList, { query: p }),
  FOREX: (p) => call(marketApi.forexList, { query: p }),
  INDEX: (p) => call(marketApi.globalIndex, { query: p }),
};

/** Exchange group whose trading status a segment shows (indices have none of their own). */
export const SEGMENT_GROUP: Record<SegmentKey, ExchangeGroup | undefined> = {
  US: 'US',
  MX: 'MX',
  HK: 'HK',
  HK_ALL: 'HK',
  FUTURES: 'FUTURES',
  FOREX: 'FOREX',
  INDEX: undefined,
};

export const PAGE_SIZE = 30;

export type SortState = { sort: QuoteSortKey; order: SortOrder } | undefined;

/** A column tap cycles: highest first, lowest first, then the list's own order. */
export function nextSort(current: SortState, column: QuoteSortKey): SortState {
  if (!current || current.sort !== column) return { sort: column, order: 'desc' };
  if (current.order === 'desc') return { sort: column, order: 'asc' };
  return undefined;
}

export function isSegment(value: string | undefined): value is (typeof SEGMENT_KEYS)[number] {
  return (SEGMENT_KEYS as readonly string[]).includes(value ?? '');
}
