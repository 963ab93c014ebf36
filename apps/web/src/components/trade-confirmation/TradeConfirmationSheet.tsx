import { tradingApi } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { formatCurrency, formatSignedCurrency } from '../money/amount.ts';
import { useWalletName } from '../money/WalletPicker.tsx';
import { DelayedLoading, LoadError } from '../states.tsx';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { confirmationRows, type LineDeps } from './lines.ts';
import './confirmation.css';

/** Query keys of trade confirmations (one per order and language). */
export const confirmationKeys = { one: (orderId: number, lang: string) => ['trading', 'confirmation', orderId, lang] as const };

/** Number formats shared by the statement lines and the confirmation. */
export function useLineDeps(): LineDeps {
  const { t } = useTranslation();
  const walletName = useWalletName();
  return {
    t: (key, params) => t(key, params ?? {}),
    walletName: (w) => walletName(w),
    money: (value, currency) => formatCurrency(value, currency, decimalsIn(value)),
    signedMoney: (value, currency) => formatSignedCurrency(value, currency, decimalsIn(value)),
    number: (value) => formatNumber(value, value.split('.')[1]?.length ?? 0),
    price: (value) => formatNumber(value, decimalsIn(value)),
  };
}

/** Decimals a server decimal string carries (at least 2): prices keep their tick ("190.255"). */
const decimalsIn = (value: string) => Math.max(2, value.split('.')[1]?.length ?? 0);

/**
 * The trade confirmation of a filled order as a sheet (issue 12): time, market, side,
 * quantity, price, gross, commission, IVA on the commission, net and settlement date.
 * Opened from a statement line, the position detail and the order list.
 */
export function TradeConfirmationSheet({ orderId, onClose }: { orderId: number | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const deps = useLineDeps();
  const nav = useNav();
  const visible = orderId !== undefined;
  const query = useQuery({
    queryKey: confirmationKeys.one(orderId ?? 0, i18n.language),
    queryFn: ({ signal }) => call(tradingApi.confirmation, { query: { orderId: orderId! } }, { signal }),
    enabled: visible,
    staleTime: STALE.reference,
  });
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="confirmation-sheet" destroyOnClose data-testid="confirmation-popup">
      <div className="confirmation" data-testid="trade-confirmation">
        <h2 className="confirmation-title">{t('statement.confirmation.title')}</h2>
        {query.isPending && <DelayedLoading />}
        {query.isError && <LoadError onRetry={() => void query.refetch()} />}
        {query.data && (
          <dl className="confirmation-rows">
            {confirmationRows(query.data, { ...deps, dateTime: (ms) => formatDateTime(ms), date: (day) => formatDate(day, 'UTC') }).map((row) => (
              <div key={row.key} className={`confirmation-row${row.strong ? ' strong' : ''}`} data-testid={`confirmation-${row.key}`}>
                <dt>{row.label}</dt>
                <dd className="num">{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {query.data && (
          <Button block color="primary" fill="outline" onClick={() => nav.go('/pages/documents/index', { orderId: String(orderId) })} data-testid="confirmation-pdf">
            {t('statement.confirmation.pdf')}
          </Button>
        )}
        <Button block onClick={onClose} data-testid="confirmation-close">
          {t('statement.confirmation.close')}
        </Button>
      </div>
    </Popup>
  );
}
