import { walletApi, type TradeAccount } from '@app/contracts';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../api/client.ts';
import { queryClient } from '../../../../api/query-client.ts';
import { portfolioKeys } from '../../../../components/portfolio/queries.ts';
import { useTradeErrors } from '../../../../components/trade/errors.tsx';

/**
 * A cash account applies for a margin account (the MARGIN service application) after
 * reading the risk disclosure; an operator reviews it in the back office.
 */
export function MarginApply({ status }: { status: TradeAccount['marginApplication'] }) {
  const { t } = useTranslation();
  const showError = useTradeErrors();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (status === 'pending') {
    return (
      <p className="order-held" data-testid="margin-apply-pending">
        {t('ticket.marginApply.pending')}
      </p>
    );
  }
  return (
    <>
      {status === 'rejected' && (
        <p className="order-held" data-testid="margin-apply-rejected">
          {t('ticket.marginApply.rejected')}
        </p>
      )}
      <button type="button" className="tr-link" onClick={() => setOpen(true)} data-testid="margin-apply">
        {t('ticket.marginApply.link')}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="confirm-sheet" destroyOnClose data-testid="margin-apply-sheet">
        <h3>{t('ticket.marginApply.title')}</h3>
        <p className="cost-note" data-testid="margin-apply-disclosure">
          {t('ticket.marginApply.body')}
        </p>
        <div className="confirm-actions">
          <Button shape="rounded" onClick={() => setOpen(false)} data-testid="margin-apply-cancel">
            {t('common.cancel')}
          </Button>
          <Button
            shape="rounded"
            color="primary"
            loading={busy}
            onClick={() => {
              setBusy(true);
              call(walletApi.applyService, { body: { service: 'MARGIN', remark: 'margin risk disclosure v1 accepted' } })
                .then(() => queryClient.invalidateQueries({ queryKey: portfolioKeys.account() }))
                .then(() => setOpen(false))
                .catch(showError)
                .finally(() => setBusy(false));
            }}
            data-testid="margin-apply-accept"
          >
            {t('ticket.marginApply.accept')}
          </Button>
        </div>
      </Popup>
    </>
  );
}

