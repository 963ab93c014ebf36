import { ERROR_CODES, type ErrorCode } from '@app/contracts';
import { Dialog, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, CancelledError } from '../../api/client.ts';
import { useNav } from '../../shell/nav.ts';

const TOAST_MS = 2000;

/** Error codes of trading that a field of the order form explains (shown under it). */
export const FIELD_ERRORS: Partial<Record<ErrorCode, 'quantity' | 'price' | 'leverage' | 'stops'>> = {
  [ERROR_CODES.INVALID_QUANTITY]: 'quantity',
  [ERROR_CODES.QUANTITY_TOO_SMALL]: 'quantity',
  [ERROR_CODES.QUANTITY_TOO_LARGE]: 'quantity',
  [ERROR_CODES.WRONG_LOT]: 'quantity',
  [ERROR_CODES.INVALID_PRICE]: 'price',
  [ERROR_CODES.PRICE_REQUIRED]: 'price',
  [ERROR_CODES.PRICE_GUARD]: 'price',
  [ERROR_CODES.INVALID_LEVERAGE]: 'leverage',
  [ERROR_CODES.INVALID_STOP]: 'stops',
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
      if (code === ERROR_CODES.KYC_REQUIRED) return withAction(t('payment.errors.kyc.title'), t('payment.errors.kyc.go'), '/pages/kyc/individual');
      if (code === ERROR_CODES.PAY_PASSWORD_NOT_SET) return withAction(t('payment.errors.payNotSet.title'), t('payment.errors.payNotSet.go'), '/pages/setting/paypwd');
      if (code === ERROR_CODES.INSUFFICIENT_MARGIN) return withAction(t('payment.cost.title'), t('payment.cost.transfer'), '/pages/profile/transfer');
      if (code === ERROR_CODES.MARKET_CLOSED) {
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
