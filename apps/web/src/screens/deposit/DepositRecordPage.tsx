import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyPage } from '../../components/money/MoneyPage.tsx';
import { DepositList } from '../../components/money/records.tsx';
import type { PageProps } from '../types.ts';
import './deposit.css';

const FILTERS = [
  { key: 'all', status: undefined },
  { key: 'pending', status: 1 },
  { key: 'failed', status: 2 },
  { key: 'completed', status: 3 },
] as const;

/** The user's deposits, newest first, by review status: Pending Review, Audit Failure, Completed. */
export function DepositRecordPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>(FILTERS[0]);
  return (
    <MoneyPage title={t(`nav.title.${route.title}`)}>
      <div className="money-page">
        <div className="chip-row" role="tablist" data-testid="deposit-record-filters">
          {FILTERS.map((f) => (
            <button key={f.key} type="button" role="tab" aria-selected={f.key === filter.key} className={`chip${f.key === filter.key ? ' active' : ''}`} onClick={() => setFilter(f)} data-testid={`deposit-filter-${f.key}`}>
              {t(f.key === 'all' ? 'money.filterAll' : `money.status.${f.key}`)}
            </button>
          ))}
        </div>
        <DepositList status={filter.status} />
      </div>
    </MoneyPage>
  );
}
