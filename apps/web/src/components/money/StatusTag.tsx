import { useTranslation } from 'react-i18next';

/** Review status of a deposit or withdrawal (SPEC section 4): 1 Pending Review (amber), 2 Audit Failure (red), 3 Completed (green). */
export function ReviewStatusTag({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  const key = status === 3 ? 'completed' : status === 2 ? 'failed' : 'pending';
  return (
    <span className={`money-status money-status-${key}`} data-testid={testId} data-status={status}>
      {t(`money.status.${key}`)}
    </span>
  );
}

/** A transfer's state: pending (blue, can be cancelled), completed (green), cancelled (grey). */
export function TransferStatusTag({ status, testId }: { status: 'pending' | 'completed' | 'cancelled'; testId?: string }) {
  const { t } = useTranslation();
  const tone = status === 'completed' ? 'completed' : status === 'pending' ? 'processing' : 'neutral';
  return (
    <span className={`money-status money-status-${tone}`} data-testid={testId} data-status={status}>
      {t(`money.transfer.status.${status}`)}
    </span>
  );
}
