import type { Depth, MarketSession, StockQuote } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatTime, trendOf, zoneAbbreviation } from '../../lib/format.ts';
import { SimulatedTag } from '../Trend.tsx';
import { formatChange, formatPrice, formatRatio, formatVolume, headerBidAsk } from './quote-utils.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { usePriceFlash } from './usePriceFlash.ts';

/**
 * Top of a quote page: the live price in the trend colour, change and percent, trading
 * status with the exchange-local time, the pre- or post-market price of US stocks, and
 * the day's figures.
 */
export function PriceHeader({ quote, session, book }: { quote: StockQuote; session?: MarketSession; book?: Depth | undefined }) {
  const { t } = useTranslation();
  const trend = trendOf(quote.change);
  const flash = usePriceFlash(quote.price_nominal);
  const d = quote.decimals;
  const ext = extendedHours(quote);
  const best = headerBidAsk(quote, book);
  const cells: [string, string][] = [
    [t('quote.stats.open'), formatPrice(quote.open, d)],
    [t('quote.stats.high'), formatPrice(quote.high, d)],
    [t('quote.stats.low'), formatPrice(quote.low, d)],
    [t('quote.stats.prevClose'), formatPrice(quote.prevClose, d)],
    quote.kind === 'forex' ? [t('quote.stats.bid'), formatPrice(best.bid, d)] : [t('quote.stats.volume'), formatVolume(quote.volume)],
    quote.kind === 'forex' ? [t('quote.stats.ask'), formatPrice(best.ask, d)] : [t('quote.stats.turnover'), formatVolume(quote.turnover)],
  ];
  return (
    <section className="price-header" data-testid="price-header">
      <div className="price-header-top">
        <div className="price-main">
          <div className={`price-last num trend-${trend} ${flash}`} data-testid="quote-price">
            {formatPrice(quote.price_nominal, d)}
          </div>
          <div className={`price-change num trend-${trend}`} data-testid="quote-change">
            <span>{formatChange(quote.change, d)}</span>
            <span>{formatRatio(quote.change_ratio)}</span>
          </div>
        </div>
        <div className="price-side">
          <StatusBadge status={quote.status} />
          <span className="price-time num">
            {formatTime(quote.time, session?.timezone)} {session ? zoneAbbreviation(session.timezone, quote.time) : ''}
          </span>
          <SimulatedTag label={t('common.simulated')} />
        </div>
      </div>
      {ext && (
        <div className="price-ext num" data-testid="quote-extended">
          <span className="price-ext-label">{t(`quote.${ext.kind}`)}</span>
          <span className="price-ext-price">{formatPrice(ext.price, d)}</span>
          <span className={`trend-${trendOf(ext.change)}`}>{formatChange(ext.change, d)}</span>
          <span className={`trend-${trendOf(ext.change)}`}>{formatRatio(ext.ratio)}</span>
        </div>
      )}
      <div className="price-cells">
        {cells.map(([label, value]) => (
          <div key={label} className="price-cell">
            <span className="price-cell-label">{label}</span>
            <span className="price-cell-value num">{value}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Pre-market while it trades and before the open; after-hours from the close (US stocks). */
export function extendedHours(q: StockQuote): { kind: 'preMarket' | 'postMarket'; price: number; change: number; ratio: number } | undefined {
  if ((q.status === 'post' || q.status === 'closed') && q.postMarketPrice !== undefined && q.postMarketChange !== undefined) {
    return { kind: 'postMarket', price: q.postMarketPrice, change: q.postMarketChange, ratio: q.postMarketChangeRatio ?? 0 };
  }
  if (q.status === 'pre' && q.preMarketPrice !== undefined && q.preMarketChange !== undefined) {
    return { kind: 'preMarket', price: q.preMarketPrice, change: q.preMarketChange, ratio: q.preMarketChangeRatio ?? 0 };
  }
  return undefined;
}
