import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { queryClient } from '../../api.ts';
import { Badge, errorText, Modal, notify } from '../../components/ui.tsx';
import { formatDateTime, formatWaiting } from '../../format.ts';
import { useT } from '../../i18n.ts';

/** Money keys of the back office (deposits, withdrawals, house accounts, reconciliation). */
export const moneyKeys = {
  all: ['admin', 'money'] as const,
  deposits: (status: string, method: string, page: number) => [...moneyKeys.all, 'deposits', status, method, page] as const,
  deposit: (id: number) => [...moneyKeys.all, 'deposit', id] as const,
  withdrawals: (status: string, page: number) => [...moneyKeys.all, 'withdrawals', status, page] as const,
  withdrawal: (id: number) => [...moneyKeys.all, 'withdrawal', id] as const,
  house: () => [...moneyKeys.all, 'house'] as const,
  reconciliation: () => [...moneyKeys.all, 'reconciliation'] as const,
};

export const QUEUE_STATUSES = ['pending', 'failed', 'completed', 'all'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
export const queueStatusOf = (value: string | undefined): QueueStatus => ((QUEUE_STATUSES as readonly string[]).includes(value ?? '') ? (value as QueueStatus) : 'pending');

const SIGNS: Record<string, string> = { MXN: 'MX$', USD: 'US$', EUR: '€', HKD: 'HK$' };

/** "MX$1,234.50" for pesos, "US$", "€", "HK$"; crypto with its code after ("0.0015 BTC"). Decimal text in, no float math. */
export function formatAmount(value: string | undefined, currency: string): string {
  if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value.trim())) return '—';
  const text = value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const sign = SIGNS[currency];
  const decimals = sign ? 2 : Math.min(8, Math.max(2, fraction.replace(/0+$/, '').length));
  const frac = fraction.slice(0, decimals).padEnd(decimals, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = `${grouped}.${frac}`;
  return sign ? `${negative ? '-' : ''}${sign}${number}` : `${negative ? '-' : ''}${number} ${currency}`;
}

export const REVIEW_TONE = { 1: 'warn', 2: 'bad', 3: 'good' } as const;
export const REVIEW_KEY = { 1: 'pending', 2: 'failed', 3: 'completed' } as const;

export function ReviewBadge({ status, testId }: { status: 1 | 2 | 3; testId?: string }) {
  const { t } = useT();
  return (
    <Badge tone={REVIEW_TONE[status]} testId={testId}>
      {t(`money.status.${REVIEW_KEY[status]}`)}
    </Badge>
  );
}

/** The append-only history of a deposit or withdrawal: who did what, when. */
export function MoneyHistory({ history }: { history: { status: string; actor: string; note?: string; createdAt: number }[] }) {
  const { t } = useT();
  // "operator:ana" -> "ana", "user:12" -> "the client #12", "system" -> in words (issue 30.7).
  const actorText = (actor: string) =>
    actor.startsWith('operator:') ? actor.slice('operator:'.length) : actor.startsWith('user:') ? t('money.actor.user', { id: actor.slice('user:'.length) }) : actor === 'system' ? t('money.actor.system') : actor;
  return (
    <ol className="money-history" data-testid="money-history">
      {history.map((entry, i) => (
        <li key={i} data-status={entry.status}>
          <span className="money-history-dot" aria-hidden />
          <div>
            <strong>{t(`money.historyStatus.${entry.status}`) === `money.historyStatus.${entry.status}` ? entry.status : t(`money.historyStatus.${entry.status}`)}</strong>
            <span className="muted small"> · {actorText(entry.actor)}</span>
            <div className="muted small num">{formatDateTime(entry.createdAt)}</div>
            {entry.note && <div className="small">{entry.note}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * Approve and reject dialogs of a review: approve asks for a confirmation; reject needs a
 * reason (quick reasons or typed, 2-200 characters).
 */
type ReviewDialogsProps = {
  open: 'approve' | 'reject' | undefined;
  onClose: () => void;
  approveText: string;
  approveLabel: string;
  quickReasons: string[];
  onApprove: () => void;
  onReject: (reason: string) => void;
  busy: boolean;
  error?: string;
  prefix: string;
  approveExtra?: ReactNode; // fields of the approval (a deposit's credited amount and reason), above its sentence
  approveDisabled?: boolean;
};

export function ReviewDialogs(props: ReviewDialogsProps) {
  const { open, onClose, approveText, approveLabel, quickReasons, onApprove, onReject, busy, error, prefix, approveExtra, approveDisabled } = props;
  const { t } = useT();
  const [reason, setReason] = useState('');
  if (open === 'approve')
    return (
      <Modal
        title={approveLabel}
        onClose={onClose}
        testId={`${prefix}-approve-dialog`}
        footer={
          <>
            <button type="button" className="btn" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy || approveDisabled} onClick={onApprove} data-testid={`${prefix}-approve-confirm`}>
              {approveLabel}
            </button>
          </>
        }
      >
        {approveExtra}
        <p data-testid={`${prefix}-approve-text`}>{approveText}</p>
        {error && <div className="form-error">{error}</div>}
      </Modal>
    );
  if (open === 'reject')
    return (
      <Modal
        title={t('money.rejectTitle')}
        onClose={onClose}
        testId={`${prefix}-reject-dialog`}
        footer={
          <>
            <button type="button" className="btn" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="button" className="btn btn-danger" disabled={busy || reason.trim().length < 2} onClick={() => onReject(reason.trim())} data-testid={`${prefix}-reject-confirm`}>
              {t('money.reject')}
            </button>
          </>
        }
      >
        <p className="muted">{t('money.rejectHint')}</p>
        <div className="chips">
          {quickReasons.map((text, i) => (
            <button key={i} type="button" className="chip" onClick={() => setReason(text)} data-testid={`${prefix}-reason-${i}`}>
              {text}
            </button>
          ))}
        </div>
        <textarea value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('money.reasonPlaceholder')} maxLength={200} rows={3} data-testid={`${prefix}-reject-reason`} />
        {error && <div className="form-error">{error}</div>}
      </Modal>
    );
  return null;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </>
  );
}

/** The review facts of a deposit or withdrawal (inside its `<dl className="facts">`): when and by whom, and why it failed. */
export function ReviewFacts({
  area,
  prefix,
  reviewedAt,
  reviewedBy,
  reason,
  reasonLabel,
}: {
  area: 'deposits' | 'withdrawals';
  prefix: string;
  reviewedAt?: number;
  reviewedBy?: string;
  reason?: string;
  reasonLabel?: string | undefined;
}) {
  const { t } = useT();
  return (
    <>
      {reviewedAt && (
        <>
          <Fact label={t(`money.${area}.field.reviewedAt`)}>
            <span className="num">{formatDateTime(reviewedAt)}</span>
          </Fact>
          <Fact label={t(`money.${area}.field.reviewedBy`)}>{reviewedBy ?? '—'}</Fact>
        </>
      )}
      {reason && (
        <Fact label={reasonLabel ?? t(`money.${area}.field.reason`)}>
          <span className="text-bad" data-testid={`${prefix}-detail-reason`}>
            {reason}
          </span>
        </Fact>
      )}
    </>
  );
}

/** The history of a deposit or withdrawal under its facts, and a note once it has been reviewed. */
export function ReviewHistory({ history, reviewed }: { history: Parameters<typeof MoneyHistory>[0]['history']; reviewed: boolean }) {
  const { t } = useT();
  return (
    <>
      <h3 className="card-subtitle">{t('money.history')}</h3>
      <MoneyHistory history={history} />
      {reviewed && <p className="muted small">{t('money.reviewedNote')}</p>}
    </>
  );
}

/**
 * The approve / reject state of a review page: which dialog is open, its error, and the two calls;
 * on success the detail is replaced, the money lists refresh, the dialog closes and a notice shows.
 */
export function useReview<R>({
  detailKey,
  approve,
  reject,
  approvedText,
  rejectedText,
}: {
  detailKey: QueryKey;
  approve: () => Promise<R>;
  reject: (reason: string) => Promise<R>;
  approvedText: (result: R) => string;
  rejectedText: () => string;
}) {
  const { t } = useT();
  const [dialog, setDialog] = useState<'approve' | 'reject'>();
  const [dialogError, setDialogError] = useState<string>();
  const done = (result: R, message: string) => {
    queryClient.setQueryData(detailKey, result);
    void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    setDialog(undefined);
    notify(message);
  };
  const approveCall = useMutation({
    mutationFn: approve,
    onSuccess: (result) => done(result, approvedText(result)),
    onError: (error) => setDialogError(errorText(error, t('common.networkError'))),
  });
  const rejectCall = useMutation({
    mutationFn: reject,
    onSuccess: (result) => done(result, rejectedText()),
    onError: (error) => setDialogError(errorText(error, t('common.networkError'))),
  });
  const open = (which: 'approve' | 'reject') => {
    setDialogError(undefined);
    setDialog(which);
  };
  return {
    open,
    /** The props of `ReviewDialogs` that come from this state. */
    dialogs: {
      open: dialog,
      onClose: () => setDialog(undefined),
      onApprove: () => approveCall.mutate(),
      onReject: (reason: string) => rejectCall.mutate(reason),
      busy: approveCall.isPending || rejectCall.isPending,
      error: dialogError,
    },
  };
}

/** The first cells of a deposit or withdrawal queue row: the id with its order number, and the user. */
export function QueueRowHead({ id, orderNo, username, userId }: { id: number; orderNo: string; username: string; userId: number }) {
  return (
    <>
      <td className="num">
        #{id}
        <div className="muted small">{orderNo}</div>
      </td>
      <td>
        <strong>{username}</strong>
        <div className="muted small">#{userId}</div>
      </td>
    </>
  );
}

/** The last cells of a queue row: created, how long it has waited (while pending), status, and the review link. */
export function QueueRowTail({ createdAt, status, now, href, testId, badge }: { createdAt: number; status: 1 | 2 | 3; now: number; href: string; testId: string; badge?: ReactNode }) {
  const { t } = useT();
  return (
    <>
      <td className="num nowrap">{formatDateTime(createdAt)}</td>
      <td className="num nowrap">{status === 1 ? formatWaiting(createdAt, now) : '—'}</td>
      <td>{badge ?? <ReviewBadge status={status} />}</td>
      <td className="right">
        <a className="btn btn-small" href={href} onClick={(e) => e.stopPropagation()} data-testid={testId}>
          {t('money.review')}
        </a>
      </td>
    </>
  );
}
