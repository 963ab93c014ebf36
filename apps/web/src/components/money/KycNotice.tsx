import { Button } from 'antd-mobile';
import { UserContactOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNav } from '../../shell/nav.ts';

export const KYC_PATH = '/pages/kyc/individual';

/** "Verify your identity first" with a button to the KYC page (withdrawals need KYC verified). */
export function KycNotice({ status, message }: { status?: string; message?: string }) {
  const { t } = useTranslation();
  const nav = useNav();
  const pending = status === 'pending';
  return (
    <section className={`kyc-notice${pending ? ' kyc-notice-pending' : ''}`} data-testid="kyc-required" data-status={status}>
      <UserContactOutline className="kyc-notice-icon" />
      <div className="kyc-notice-text">
        <strong>{t(pending ? 'money.kyc.pendingTitle' : 'money.kyc.title')}</strong>
        <p>{message ?? t(pending ? 'money.kyc.pendingText' : 'money.kyc.text')}</p>
      </div>
      {!pending && (
        <Button size="small" color="primary" shape="rounded" onClick={() => nav.go(KYC_PATH)} data-testid="kyc-required-go">
          {t('money.kyc.go')}
        </Button>
      )}
    </section>
  );
}
