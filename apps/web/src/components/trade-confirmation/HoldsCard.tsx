import { walletApi } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { formatCurrency } from '../money/amount.ts';
import { moneyKeys } from '../money/queries.ts';
import { useWalletName } from '../money/WalletPicker.tsx';
import { formatDateTime } from '../../lib/format.ts';
import './confirmation.css';

/**
 * What is frozen, why and since when (issue 12): the user's active holds (a withdrawal under
 * review, a pending transfer, a resting order), shown over the statement when there are any.
 * The query key lives under moneyKeys.all, so every money change refreshes it.
 */
export function HoldsCard() {
  const { t, i18n } = useTranslation();
  const name = useWalletName();
  const holds = useQuery({
    queryKey: [...moneyKeys.all, 'holds', i18n.language],
    queryFn: ({ signal }) => call(walletApi.holds, {}, { signal }),
    staleTime: STALE.lists,
  });
  const list = holds.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="money-card holds-card" data-testid="holds">
      <h3 className="holds-title">{t('statement.frozen')}</h3>
      {list.map((hold) => (
        <div key={hold.id} className="holds-row" data-testid={`hold-${hold.id}`}>
          <div className="holds-main">
            <span className="holds-reason">{hold.reason}</span>
            <span className="record-sub">
              {name(hold.walletType)} · {t('statement.since', { time: formatDateTime(hold.since) })}
            </span>
          </div>
          <span className="num holds-amount">{formatCurrency(hold.amount, hold.currency)}</span>
        </div>
      ))}
    </section>
  );
}
