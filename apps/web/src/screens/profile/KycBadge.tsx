import type { KycStatus } from '@app/contracts';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import './kyc-badge.css';

const ICON = { none: <ExclamationCircleFill />, pending: <ClockCircleFill />, verified: <CheckCircleFill />, failed: <CloseCircleFill /> } as const;

/** not verified / under review / verified / failed, as a small coloured pill. */
export function KycBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`kyc-badge kyc-${status}`} data-testid="kyc-badge" data-status={status}>
      {ICON[status]}
      {t(`profile.kyc.${status}`)}
    </span>
  );
}
