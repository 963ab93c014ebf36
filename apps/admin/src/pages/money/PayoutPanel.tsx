import { adminMoneyApi, type AdminWithdrawal, type PayoutStage } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, errorText, Modal, notify } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { Fact, formatAmount, moneyKeys } from './shared.tsx';

const STAGE_TONE: Record<PayoutStage, 'neutral' | 'warn' | 'good' | 'bad' | 'info'> = { review: 'warn', approved: 'info', sent: 'info', paid: 'good', rejected: 'bad', returned: 'bad' };
/** The steps of a payout that went well, in order; a refused or returned one ends where it stopped. */
const PATH: readonly PayoutStage[] = ['review', 'approved', 'sent', 'paid'];

export function StageBadge({ stage, testId }: { stage: PayoutStage; testId?: string }) {
  const { t } = useT();
  return (
    <Badge tone={STAGE_TONE[stage]} testId={testId}>
      {t(`money.payout.stage.${stage}`)}
    </Badge>
  );
}

type Dialog = 'send' | 'paid' | 'return';

/**
 * The life of an approved payout (issue 30.2): the SPEI cut-off it must meet, its tracking key
 * once sent, and the next step the state allows (send, then paid or returned), each confirmed.
 */
export function PayoutPanel({ w }: { w: AdminWithdrawal }) {
  const { t } = useT();
  const [dialog, setDialog] = useState<Dialog>();
  const reached = PATH.indexOf(w.stage === 'returned' ? 'sent' : w.stage === 'rejected' ? 'review' : w.stage);
  return (
    <section className="card section-gap" data-testid="payout-panel">
      <h2 className="card-title">
        {t('money.payout.title')}
        <StageBadge stage={w.stage} testId="payout-stage" />
      </h2>
      <ol className="payout-steps" aria-label={t('money.payout.title')}>
        {PATH.map((stage, i) => (
          <li key={stage} className={i <= reached ? 'on' : ''} data-stage={stage}>
            {t(`money.payout.stage.${stage}`)}
          </li>
        ))}
        {(w.stage === 'returned' || w.stage === 'rejected') && (
          <li className="off" data-stage={w.stage}>
            {t(`money.payout.stage.${w.stage}`)}
          </li>
        )}
      </ol>
      {w.cutoff && (
        <p className="small" data-testid="payout-cutoff">
          {t('money.payout.cutoff', { time: w.cutoff.time, when: formatDateTime(w.cutoff.nextSendBy) })}
        </p>
      )}
      <dl className="facts">
        {w.trackingKey && (
          <Fact label={t(w.method === 'bank' ? 'money.payout.trackingKey' : 'money.payout.txHash')}>
            <code data-testid="payout-tracking-key">{w.trackingKey}</code>
          </Fact>
        )}
        {w.sentAt && <Fact label={t('money.payout.sentAt')}>{formatDateTime(w.sentAt)}</Fact>}
        {w.paidAt && <Fact label={t('money.payout.paidAt')}>{formatDateTime(w.paidAt)}</Fact>}
        {w.returnedAt && <Fact label={t('money.payout.returnedAt')}>{formatDateTime(w.returnedAt)}</Fact>}
      </dl>
      <div className="actions-row">
        {w.stage === 'approved' && (
          <button type="button" className="btn btn-primary" onClick={() => setDialog('send')} data-testid="payout-send">
            {t('money.payout.send')}
          </button>
        )}
        {w.stage === 'sent' && (
          <>
            <button type="button" className="btn btn-danger" onClick={() => setDialog('return')} data-testid="payout-return">
              {t('money.payout.return')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setDialog('paid')} data-testid="payout-paid">
              {t('money.payout.paid')}
            </button>
          </>
        )}
      </div>
      {dialog && <PayoutDialog w={w} dialog={dialog} onClose={() => setDialog(undefined)} />}
    </section>
  );
}

/** The confirmation of one step: what it will do, the tracking key or the reason it needs, and the call. */
function PayoutDialog({ w, dialog, onClose }: { w: AdminWithdrawal; dialog: Dialog; onClose: () => void }) {
  const { t } = useT();
  const [error, setError] = useState<string>();
  const [key, setKey] = useState('');
  const [reason, setReason] = useState('');
  const amount = formatAmount(w.amount, w.currency);
  const step = useMutation({
    mutationFn: () =>
      dialog === 'send'
        ? adminCall(adminMoneyApi.withdrawalSend, { body: { id: w.id, trackingKey: key.trim() } })
        : dialog === 'paid'
          ? adminCall(adminMoneyApi.withdrawalPaid, { body: { id: w.id } })
          : adminCall(adminMoneyApi.withdrawalReturn, { body: { id: w.id, reason: reason.trim() } }),
    onSuccess: (result) => {
      queryClient.setQueryData(moneyKeys.withdrawal(w.id), result);
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
      onClose();
      notify(t(dialog === 'send' ? 'money.payout.sentDone' : dialog === 'paid' ? 'money.payout.paidDone' : 'money.payout.returnedDone'));
    },
    onError: (e) => setError(errorText(e, t('common.networkError'))),
  });
  const keyLabel = t(w.method === 'bank' ? 'money.payout.trackingKey' : 'money.payout.txHash');
  const returnReasons = ['closed', 'holder', 'invalid'].map((k) => t(`money.payout.returnReasons.${k}`));
  const blocked = step.isPending || (dialog === 'send' && key.trim() === '') || (dialog === 'return' && reason.trim().length < 2);
  return (
    <Modal
      title={t(dialog === 'send' ? 'money.payout.sendTitle' : dialog === 'paid' ? 'money.payout.paid' : 'money.payout.returnTitle')}
      onClose={onClose}
      testId={`payout-${dialog}-dialog`}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className={dialog === 'return' ? 'btn btn-danger' : 'btn btn-primary'} disabled={blocked} onClick={() => step.mutate()} data-testid={`payout-${dialog}-confirm`}>
            {t(dialog === 'send' ? 'money.payout.sendConfirm' : dialog === 'paid' ? 'money.payout.paid' : 'money.payout.returnConfirm')}
          </button>
        </>
      }
    >
      {dialog === 'send' && (
        <label className="field">
          {keyLabel}
          <span className="muted small">{t(w.method === 'bank' ? 'money.payout.sendBankHint' : 'money.payout.sendCryptoHint')}</span>
          <input value={key} onChange={(e) => setKey(e.target.value)} maxLength={100} data-testid="payout-tracking-input" />
        </label>
      )}
      {dialog === 'paid' && <p>{t('money.payout.paidConfirm', { amount, user: w.username, key: w.trackingKey ?? '' })}</p>}
      {dialog === 'return' && (
        <>
          <p className="muted">{t('money.payout.returnHint', { amount, user: w.username })}</p>
          <div className="chips">
            {returnReasons.map((text, i) => (
              <button key={i} type="button" className="chip" onClick={() => setReason(text)} data-testid={`payout-return-reason-${i}`}>
                {text}
              </button>
            ))}
          </div>
          <textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={3} placeholder={t('money.reasonPlaceholder')} data-testid="payout-return-text" />
        </>
      )}
      {error && <div className="form-error">{error}</div>}
    </Modal>
  );
}
