import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown once before the first futures or forex order; accepting is stored on the server. */
export function RiskNoticeSheet({ visible, onClose, onAccept }: { visible: boolean; onClose: () => void; onAccept: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="confirm-sheet" destroyOnClose data-testid="risk-notice">
      <h3>{t('ticket.risk.title')}</h3>
      <p className="cost-note" data-testid="risk-notice-text">
        {t('ticket.risk.body')}
      </p>
      <div className="confirm-actions">
        <Button shape="rounded" onClick={onClose} data-testid="risk-notice-cancel">
          {t('ticket.risk.cancel')}
        </Button>
        <Button
          shape="rounded"
          color="primary"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onAccept().finally(() => setBusy(false));
          }}
          data-testid="risk-notice-accept"
        >
          {t('ticket.risk.accept')}
        </Button>
      </div>
    </Popup>
  );
}

