import { PAYOUT_COOLING_OFF_HOURS } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { PayPasswordSheet } from './PayPasswordSheet.tsx';

/** The transaction password that saves a bank card or crypto wallet, with the cooling-off it starts (issue 29.8). */
export function PayoutPasswordSheet({ visible, onClose, onSubmit, onError }: { visible: boolean; onClose: () => void; onSubmit: (payPassword: string) => Promise<unknown>; onError: (error: unknown) => void }) {
  const { t } = useTranslation();
  return (
    <PayPasswordSheet
      visible={visible}
      onClose={onClose}
      onSubmit={onSubmit}
      onError={onError}
      title={t('money.payout.confirmTitle')}
      summary={<span className="pay-detail">{t('money.payout.coolingNote', { hours: PAYOUT_COOLING_OFF_HOURS })}</span>}
    />
  );
}
