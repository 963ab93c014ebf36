import type { Page, StockQuote } from '@app/contracts';
import type { Instrument } from '../../market/instruments.ts';

/*
 * The board's pure list rules: a page of a list, accent-free search and its rank, the
 * cross-market ranking by turnover.
 */

export function paginate<T>(items: readonly T[], pageNum: number, pageSize: number): Page<T> {
  const from = (pageNum - 1) * pageSize;
  return { list: items.slice(from, from + pageSize), total: items.length, pageNum, pageSize };
}

export /** Lowercase without accents, for search. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export /** Search rank of an instrument for a keyword (lower is better), or -1 when it does not match. */
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

/** Units of each currency per US dollar, from the live board (USD/MXN, USD/HKD); a missing quote is no rate. */
export type UsdRates = Partial<Record<string, number>>;

/**
 * Stocks of several markets by turnover, compared in US dollars so that HKD and MXN do not
 * dominate. A currency without a live rate is never given one: its rows come after every
 * converted row, by their own turnover.
 */
export function byTurnoverInUsd(rows: readonly StockQuote[], perUsd: UsdRates): StockQuote[] {
  const inUsd = (row: StockQuote): number | undefined => {
    const rate = row.currency === 'USD' ? 1 : perUsd[row.currency];
    return rate !== undefined && rate > 0 ? row.turnover / rate : undefined;
  };
  const rated = rows.map((row) => ({ row, usd: inUsd(row) }));
  return rated
    .sort((a, b) => {
      if (a.usd !== undefined && b.usd !== undefined) return b.usd - a.usd;
      if (a.usd !== undefined) return -1;
      if (b.usd !== undefined) return 1;
      return b.row.turnover - a.row.turnover;
    })
    .map((entry) => entry.row);
}
