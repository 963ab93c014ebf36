import { memo } from 'react';
import type { Depth } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice, formatVolume } from './quote-utils.ts';

/** Five-level order book: bids on the left (green), asks on the right (red), with depth bars. Memoized: the quote
 * page re-renders on every pushed tick, and this part does not change with it.
 */
export const OrderBook = memo(function OrderBook({ depth }: { depth: Depth }) {
  const { t } = useTranslation();
  const levels = [0, 1, 2, 3, 4];
  const max = Math.max(1, ...depth.bids.map((l) => l.volume), ...depth.asks.map((l) => l.volume));
  const bidTotal = depth.bids.reduce((s, l) => s + l.volume, 0);
  const askTotal = depth.asks.reduce((s, l) => s + l.volume, 0);
  const bidShare = bidTotal + askTotal > 0 ? (bidTotal / (bidTotal + askTotal)) * 100 : 50;
  return (
    <div className="order-book" data-testid="order-book">
      <div className="book-ratio">
        <span className="trend-rise num">{t('quote.book.bid')} {bidShare.toFixed(1)}%</span>
        <div className="book-ratio-bar">
          <i style={{ width: `${bidShare}%` }} />
        </div>
        <span className="trend-fall num">{(100 - bidShare).toFixed(1)}% {t('quote.book.ask')}</span>
      </div>
      <div className="book-sides">
        {(['bids', 'asks'] as const).map((side) => (
          <div key={side} className={`book-side book-${side}`}>
            {levels.map((i) => {
              const level = depth[side][i];
              return (
                <div key={i} className="book-level num" data-testid={`book-${side}-${i + 1}`}>
                  <i className="book-depth" style={{ width: `${level ? (level.volume / max) * 100 : 0}%` }} />
                  <span className="book-index">{i + 1}</span>
                  <span className="book-price">{level ? formatPrice(level.price, depth.decimals) : '--'}</span>
                  <span className="book-volume">{level ? formatVolume(level.volume) : '--'}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
});
