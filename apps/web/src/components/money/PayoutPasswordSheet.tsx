import { PAYOUT_COOLING_OFF_HOURS } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { PayPasswordSheet } from './PayPasswordSheet.tsx';
import { TotpField, type TotpState } from './TotpField.tsx';

/** What saving a bank card or crypto wallet asks under its form (issue 29.8): the authenticator code once enrolled, and the cooling-off it starts. */
export function PayoutFields({ totp, testId }: { totp: TotpState; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TotpField state={totp} label={t('twofactor.withdrawCode')} hint={t('money.payout.codeHint')} testId={`${testId}-totp`} />
      <p className="money-note" data-testid={`${testId}-cooling-note`}>
        {t('money.payout.coolingNote', { hours: PAYOUT_COOLING_OFF_HOURS })}
      </p>
    </>
  );
}

/**
 * The transaction password that saves a bank card or crypto wallet. A refusal about the
 * authenticator code goes under its field; any other to `onOtherError`.
 */
export function PayoutPasswordSheet({ visible, onClose, onSubmit, totp, onOtherError }: { visible: boolean; onClose: () => void; onSubmit: (payPassword: string) => Promise<unknown>; totp: TotpState; onOtherError: (error: unknown) => void }) {
  const { t } = useTranslation();
  return (
    <PayPasswordSheet
      visible={visible}
      onClose={onClose}
      onSubmit={onSubmit}
      onError={(error) => {
        if (!totp.take(error)) onOtherError(error);
      }}
      title={t('money.payout.confirmTitle')}
      summary={<span className="pay-detail">{t('money.payout.coolingNote', { hours: PAYOUT_COOLING_OFF_HOURS })}</span>}
    />
  );
}
