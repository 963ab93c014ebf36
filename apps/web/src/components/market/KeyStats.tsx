import { memo } from 'react';
import type { StockDetail, SummaryDetail } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatMoney, formatNumber, formatPercent } from '../../lib/format.ts';
import { formatPrice, formatVolume } from './quote-utils.ts';

/** Key statistics of the quote page, two columns, only the rows that apply to the instrument. Memoized: the quote
 * page re-renders on every pushed tick, and this part does not change with it.
 */
export const KeyStats = memo(function KeyStats({ summary, stats }: { summary: SummaryDetail; stats?: StockDetail['stats'] }) {
  const { t } = useTranslation();
  const d = summary.decimals;
  const rows: [string, string | undefined][] = [
    ['high52w', formatPrice(summary.high52w, d)],
    ['low52w', formatPrice(summary.low52w, d)],
    ['avgVolume3m', formatVolume(summary.avgVolume3m)],
    ['amplitude', formatNumber(summary.amplitude, 2) + '%'],
    ['changeYtd', stats ? formatPercent(stats.changeYtd) : undefined],
    ['turnoverRate', stats?.turnoverRate !== undefined ? formatNumber(stats.turnoverRate, 2) + '%' : undefined],
    ['marketCap', summary.marketCap !== undefined ? formatCompact(summary.marketCap) : undefined],
    ['exchange', summary.exchange],
    ['currency', summary.currency],
    ['lotSize', summary.lotSize > 1 ? formatNumber(summary.lotSize, 0) : undefined],
    ['tickSize', formatNumber(summary.tickSize, Math.max(d, decimalsOf(summary.tickSize)))],
    ['contractSize', summary.contractSize !== undefined ? `${formatNumber(summary.contractSize, 0)}${summary.unit ? ` ${summary.unit}` : ''}` : undefined],
    ['tickValue', summary.tickValue !== undefined ? formatMoney(summary.tickValue, summary.currency) : undefined],
    ['sector', summary.sector],
  ];
  return (
    <div className="key-stats" data-testid="key-stats">
      {rows
        .filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
        .map(([key, value]) => (
          <div key={key} className={`key-stat${WIDE.has(key) ? ' wide' : ''}`}>
            <span className="key-stat-label">{t(`quote.stats.${key}`)}</span>
            <span className="key-stat-value num">{value}</span>
          </div>
        ))}
    </div>
  );
});

/** Rows whose values can be long take the full width. */
const WIDE = new Set(['sector', 'contractSize']);

function decimalsOf(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}
