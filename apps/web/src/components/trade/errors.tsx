import { Dialog, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, CancelledError } from '../../api/client.ts';
import { useNav } from '../../shell/nav.ts';

const TOAST_MS = 2000;

/** Error codes of trading that a field of the order form explains (shown under it). */
export const FIELD_ERRORS: Record<string, 'quantity' | 'price' | 'leverage' | 'stops'> = {
  INVALID_QUANTITY: 'quantity',
  QUANTITY_TOO_SMALL: 'quantity',
  QUANTITY_TOO_LARGE: 'quantity',
  WRONG_LOT: 'quantity',
  INVALID_PRICE: 'price',
  PRICE_REQUIRED: 'price',
  PRICE_GUARD: 'price',
  INVALID_LEVERAGE: 'leverage',
  INVALID_STOP: 'stops',
};

/**
 * Explains a refused trading call. The server's `msg` is already localized and precise
 * (the opening time of a closed market, the margin needed and available, the lot); the
 * app adds the way out: KYC required -> the KYC page, transaction password not set ->
 * its settings page, insufficient margin -> a transfer. Network errors and 401/403 were
 * announced by the API client; aborts are silent.
 */
export function useTradeErrors() {
  const { t } = useTranslation();
  const nav = useNav();
  return useCallback(
    (error: unknown) => {
      if (error instanceof CancelledError) return;
      if (!(error instanceof ApiError)) {
        Toast.show({ content: t('common.networkError'), duration: TOAST_MS });
        return;
      }
      if (error.code === 0 || error.code === 401 || error.code === 403) return;
      const code = error.errorCode;
      const withAction = (title: string, action: string, path: string) =>
        void Dialog.show({
          title,
          content: <span data-testid={`trade-error-${code}`}>{error.message}</span>,
          closeOnAction: true,
          actions: [
            [
              { key: 'cancel', text: t('common.cancel') },
              { key: 'go', text: action, bold: true, className: 'trade-error-action', onClick: () => nav.go(path) },
            ],
          ],
        });
      if (code === 'KYC_REQUIRED') return withAction(t('payment.errors.kyc.title'), t('payment.errors.kyc.go'), '/pages/kyc/individual');
      if (code === 'PAY_PASSWORD_NOT_SET') return withAction(t('payment.errors.payNotSet.title'), t('payment.errors.payNotSet.go'), '/pages/setting/paypwd');
      if (code === 'INSUFFICIENT_MARGIN') return withAction(t('payment.cost.title'), t('payment.cost.transfer'), '/pages/profile/transfer');
      if (code === 'MARKET_CLOSED') {
        void Dialog.alert({
          title: t('payment.errors.marketClosed.title'),
          content: <span data-testid="trade-error-MARKET_CLOSED">{error.message}</span>,
          confirmText: t('common.confirm'),
        });
        return;
      }
      Toast.show({ content: <span data-testid={`trade-error-${code ?? 'other'}`}>{error.message}</span>, duration: 3000 });
    },
    [t, nav],
  );
}
