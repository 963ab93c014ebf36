import type { MarketStatus, StockQuote } from '@app/contracts';
import { formatCompact, formatNumber, formatPercent, formatSigned } from '../../lib/format.ts';
import { QUOTE_PAGE_BY_SOURCE } from '../../shell/routes.ts';

/** Asset sources (SPEC section 3) the market screens use. */
export const SOURCE = { stock: 0, forex: 2, future: 3, hkStock: 11, globalIndex: 99, crypto: 100 } as const;

/** Prices use the instrument's own decimals (2 for most stocks, 4 for USD/MXN, 3 for HK under $10 ...). */
export function formatPrice(value: number | null | undefined, decimals = 2): string {
  return formatNumber(value, decimals);
}

export const formatChange = (value: number | null | undefined, decimals = 2): string => formatSigned(value, decimals);
export const formatRatio = (value: number | null | undefined): string => formatPercent(value, 2);
export const formatVolume = (value: number | null | undefined): string => formatCompact(value);

/** The quote page of an instrument (SPEC section 2: quote sources map to pages). */
export function quotePathOf(source: number): string {
  return QUOTE_PAGE_BY_SOURCE[source] ?? QUOTE_PAGE_BY_SOURCE[SOURCE.stock]!;
}

export interface QuoteLink {
  name: string;
  stock_code: string;
  source: number;
  market: string;
}

/** Query of a quote page: name, code, source and market. */
export function quoteQueryOf(q: QuoteLink): Record<string, string | number> {
  return { name: q.name, code: q.stock_code, source: q.source, market: q.market };
}

/** Order page of an instrument, or undefined when it cannot be traded (indices). */
export function orderPathOf(q: Pick<StockQuote, 'kind' | 'source'>): string | undefined {
  if (q.kind === 'index') return undefined;
  if (q.kind === 'future' || q.source === SOURCE.future) return '/pages/payment/future';
  if (q.kind === 'forex' || q.source === SOURCE.forex) return '/pages/payment/forex';
  if (q.kind === 'crypto') return undefined;
  return '/pages/payment/stock';
}

export const STATUS_CLASS: Record<MarketStatus, string> = {
  open: 'status-open',
  pre: 'status-ext',
  post: 'status-ext',
  lunch: 'status-break',
  closed: 'status-closed',
};

/** Short label of the exchange a row belongs to (US, MX, HK, or the asset class). */
export function marketTag(q: Pick<StockQuote, 'market' | 'exchange'>): string {
  if (q.market === 'US' || q.market === 'MX' || q.market === 'HK') return q.market;
  return q.exchange;
}

/**
 * Best bid and ask shown in a quote header: from the order book's answer when there is one,
 * so the header and the book's first level come from one snapshot (the live push quote
 * moves every second while the book refreshes every few).
 */
export function headerBidAsk(quote: Pick<StockQuote, 'bid' | 'ask'>, book?: { bid: number; ask: number; bids: { price: number }[]; asks: { price: number }[] }): { bid: number; ask: number } {
  if (!book) return { bid: quote.bid, ask: quote.ask };
  return { bid: book.bids[0]?.price ?? book.bid, ask: book.asks[0]?.price ?? book.ask };
}
