import type { MarketStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { STATUS_CLASS } from './quote-utils.ts';

/** Trading status as a small coloured badge: open, pre-market, lunch break, after-hours, closed. */
export function StatusBadge({ status, label }: { status: MarketStatus; label?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge ${STATUS_CLASS[status]}`} data-testid="market-status" data-status={status}>
      <i className="status-dot" aria-hidden />
      {label ? `${label} · ` : ''}
      {t(`market.status.${status}`)}
    </span>
  );
}
