import DotLoading from 'antd-mobile/es/components/dot-loading';
import { ExclamationCircleOutline, FileOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shows the loading indicator only after 200 ms, so fast pages do not flash (DESIGN section 4). */
export function DelayedLoading({ delayMs = 200 }: { delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  // Nothing to see for the first moments (a quick answer never flashes a spinner), but the page
  // says it is busy, so that a test waiting for it to settle does not take the gap for the end.
  if (!visible) return <div aria-busy="true" data-testid="loading-soon" />;
  return (
    <div className="state-center" data-testid="loading" role="status" aria-busy="true">
      <DotLoading color="primary" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/**
 * Empty and error blocks use a small icon rather than antd-mobile's ErrorBlock, whose
 * illustrations would add about 8 KB to the first page.
 */

/** A page that failed to load: "Connection timed out, tap to retry" (SPEC section 8). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="state-center load-error" onClick={onRetry} data-testid="load-error">
      <ExclamationCircleOutline className="state-icon" aria-hidden />
      <span className="state-title">{t('common.connectionTimeout')}</span>
    </button>
  );
}

export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state-center" data-testid="empty">
      <FileOutline className="state-icon" aria-hidden />
      <span className="state-title">{text ?? t('common.empty')}</span>
    </div>
  );
}
