import type { WatchlistRow } from '@app/contracts';
import type { RowQuote } from '../../components/market/QuoteRow.tsx';

/** A watchlist row (f14 name, f12 code, f4 change, f3 percent, f5 volume, f2 price) as a quote row. */
export function rowQuoteOf(row: WatchlistRow): RowQuote {
  return {
    name: row.f14,
    stock_code: row.f12,
    market: row.market,
    source: row.source,
    decimals: row.decimals,
    price_nominal: row.f2,
    change: row.f4,
    change_ratio: row.f3,
    volume: row.f5,
    status: row.status,
    // The list has no quote time: any pushed quote is newer.
    time: 0,
  };
}

export type LocalSort = { key: 'price' | 'change'; order: 'asc' | 'desc' } | undefined;

/** Sorts the list on the phone (the user's own order when no sort is chosen). */
export function sortRows<T extends RowQuote>(rows: readonly T[], sort: LocalSort): T[] {
  if (!sort) return rows.slice();
  const field = sort.key === 'price' ? 'price_nominal' : 'change_ratio';
  const sign = sort.order === 'asc' ? 1 : -1;
  return rows.slice().sort((a, b) => sign * (a[field] - b[field]));
}

/** Moves one id to a new index; returns the new order of ids. */
export function moveId(ids: readonly number[], id: number, to: number): number[] {
  const from = ids.indexOf(id);
  if (from < 0) return ids.slice();
  const out = ids.slice();
  out.splice(from, 1);
  out.splice(Math.max(0, Math.min(out.length, to)), 0, id);
  return out;
}
