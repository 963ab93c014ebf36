import type { MarketStatus } from '@app/contracts';
import { memo, type ReactNode } from 'react';
import { trendOf } from '../../lib/format.ts';
import { useLiveQuote, withLive } from '../../push/live.ts';
import { formatChange, formatPrice, formatRatio, formatVolume } from './quote-utils.ts';
import { usePriceFlash } from './usePriceFlash.ts';

/** What a row needs; StockQuote has it, watchlist rows are mapped to it. */
export interface RowQuote {
  name: string;
  stock_code: string;
  market: string;
  exchange?: string;
  source: number;
  decimals: number;
  price_nominal: number;
  change: number;
  change_ratio: number;
  volume: number;
  status: MarketStatus;
  time: number;
}

/**
 * One instrument in a list: name and code on the left, the live price, and the change in
 * percent on a green or red pill. With `withVolume` a fourth column shows the volume.
 * Re-renders by itself when a push for its code arrives (the list subscribes the codes).
 */
export const QuoteRow = memo(function QuoteRow({
  quote: base,
  onOpen,
  withVolume,
  right,
  testId,
}: {
  quote: RowQuote;
  onOpen?: (quote: RowQuote) => void;
  withVolume?: boolean;
  right?: ReactNode;
  testId?: string;
}) {
  const quote = withLive(base, useLiveQuote(base.stock_code));
  const flash = usePriceFlash(quote.price_nominal);
  const trend = trendOf(quote.change_ratio);
  const tag = quote.market === 'US' || quote.market === 'MX' || quote.market === 'HK' ? quote.market : quote.exchange;
  return (
    <div
      className={`quote-row${withVolume ? ' with-volume' : ''}`}
      role="button"
      tabIndex={0}
      onClick={() => onOpen?.(quote)}
      onKeyDown={(e) => e.key === 'Enter' && onOpen?.(quote)}
      data-testid={testId ?? `quote-row-${quote.stock_code}`}
      data-code={quote.stock_code}
    >
      <div className="quote-row-name">
        <div className="quote-row-title">{quote.name}</div>
        <div className="quote-row-code">
          {tag && <span className={`market-tag market-tag-${tag}`}>{tag}</span>}
          <span className="num">{quote.stock_code}</span>
        </div>
      </div>
      <div className={`quote-row-price num ${flash}`}>
        <div className="quote-row-last" data-testid="row-price">{formatPrice(quote.price_nominal, quote.decimals)}</div>
        <div className={`quote-row-change trend-${trend}`}>{formatChange(quote.change, quote.decimals)}</div>
      </div>
      {withVolume && <div className="quote-row-volume num">{formatVolume(quote.volume)}</div>}
      <div className="quote-row-right">
        {right ?? (
          <span className={`change-pill pill-${trend} num`} data-testid="row-ratio">
            {formatRatio(quote.change_ratio)}
          </span>
        )}
      </div>
    </div>
  );
});
