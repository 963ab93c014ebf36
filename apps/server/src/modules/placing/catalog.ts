import type { SaleItem, StockMarket } from '@app/contracts';
import { calendar } from '../../market/calendar.ts';
import { CALENDAR_OF, shiftDay } from '../../market/trading-days.ts';

/*
 * Placings: blocks of listed shares sold at a discount to the live price during a window
 * of trading days that moves with the clock.
 */

interface SaleSpec {
  id: number;
  code: string;
  market: StockMarket;
  discount: number;
  minQuantity: number;
  totalQuantity: number;
  startOffset: number;
  endOffset: number;
}

const SALES: SaleSpec[] = [
  { id: 1, code: 'NVDA', market: 'US', discount: 8, minQuantity: 100, totalQuantity: 2_000_000, startOffset: -2, endOffset: 3 },
  { id: 2, code: 'JPM', market: 'US', discount: 6, minQuantity: 100, totalQuantity: 800_000, startOffset: 1, endOffset: 6 },
  { id: 3, code: 'AMXB', market: 'MX', discount: 10, minQuantity: 1000, totalQuantity: 20_000_000, startOffset: -1, endOffset: 4 },
  { id: 4, code: '00700', market: 'HK', discount: 9, minQuantity: 100, totalQuantity: 3_000_000, startOffset: -3, endOffset: 2 },
  { id: 5, code: 'GFNORTEO', market: 'MX', discount: 7, minQuantity: 500, totalQuantity: 5_000_000, startOffset: -8, endOffset: -3 },
];

export interface SaleQuote {
  name: string;
  price: number;
  decimals: number;
  currency: string;
  toGrid(price: number): number;
}

export function saleList(now: number, quote: (code: string) => SaleQuote | undefined): SaleItem[] {
  const out: SaleItem[] = [];
  for (const spec of SALES) {
    const q = quote(spec.code);
    if (!q) continue;
    const cal = calendar(CALENDAR_OF[spec.market]);
    const start = shiftDay(cal, now, spec.startOffset);
    const end = shiftDay(cal, now, spec.endOffset);
    const status = now < start.regularOpen ? 'upcoming' : now < end.regularClose ? 'open' : 'closed';
    out.push({
      id: spec.id,
      stock_code: spec.code,
      name: q.name,
      market: spec.market,
      currency: q.currency,
      decimals: q.decimals,
      salePrice: q.toGrid(q.price * (1 - spec.discount / 100)),
      price_nominal: q.price,
      discount: spec.discount,
      minQuantity: spec.minQuantity,
      totalQuantity: spec.totalQuantity,
      startTime: start.regularOpen,
      endTime: end.regularClose,
      status,
    });
  }
  return out;
}

/** Placings are bought during the US regular session (today's, or the next one). */
export function saleWindow(now: number): { open: boolean; startTime: number; endTime: number; timezone: string } {
  const cal = calendar('US_INDEX');
  const day = cal.sessionDay(now) ?? cal.byIndex(0)!;
  return { open: cal.status(now) === 'open', startTime: day.regularOpen, endTime: day.regularClose, timezone: 'America/New_York' };
}
