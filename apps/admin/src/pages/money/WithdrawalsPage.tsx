import { adminMoneyApi, LARGE_WITHDRAWAL_MXN, type AdminWithdrawal } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { formatDateTime, formatWaiting } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf, navigate, type AdminRoute } from '../../router.ts';
import { useOperatorSession } from '../../session.ts';
import { Fact, formatAmount, moneyKeys, MoneyHistory, QUEUE_STATUSES, queueStatusOf, ReviewBadge, ReviewDialogs } from './shared.tsx';
import './money.css';

const PAGE_SIZE = 20;

function destinationText(w: AdminWithdrawal): string {
  const d = w.destination;
  return d.kind === 'bank' ? `${d.bankName ?? ''} · ${d.cardNoMasked ?? ''}` : `${d.asset ?? ''} ${d.network ?? ''} · ${(d.address ?? '').slice(0, 10)}…`;
}

function ApprovalSteps({ count, required }: { count: number; required: number }) {
  return (
    <span className="approval-steps" aria-label={`${count}/${required}`}>
      {Array.from({ length: required }, (_, i) => (
        <i key={i} className={i < count ? 'on' : ''} />
      ))}
    </span>
  );
}

/** The withdrawal review queue (the amounts are already held); large ones show their two approvals. */
export function WithdrawalsPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const status = queueStatusOf(route.query.status);
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const list = useQuery({
    queryKey: moneyKeys.withdrawals(status, pageNum),
    queryFn: ({ signal }) => adminCall(adminMoneyApi.withdrawals, { query: { status, pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const now = Date.now();
  return (
    <>
      <PageHeader
        title={t('money.withdrawals.title')}
        subtitle={t('money.withdrawals.subtitle')}
        actions={
          <button type="button" className="btn" onClick={() => void list.refetch()} data-testid="withdrawals-refresh">
            {t('common.refresh')}
          </button>
        }
      />
      <div className="tabs" role="tablist">
        {QUEUE_STATUSES.map((s) => (
          <a key={s} role="tab" aria-selected={s === status} className={`tab ${s === status ? 'tab-active' : ''}`} href={hrefOf('withdrawals', undefined, { status: s })} data-testid={`withdrawals-tab-${s}`}>
            {t(`money.status.${s}`)}
            {s === status && list.data ? <span className="tab-count">{list.data.total}</span> : null}
          </a>
        ))}
      </div>
      <section className="card">
        {list.isError && !list.data ? (
          <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Loading />
        ) : list.data.list.length === 0 ? (
          <Empty />
        ) : (
          <>
            <table className="table" data-testid="withdrawals-table">
              <thead>
                <tr>
                  <th>{t('money.col.id')}</th>
                  <th>{t('money.col.user')}</th>
                  <th>{t('money.col.destination')}</th>
                  <th className="amount-cell">{t('money.col.amount')}</th>
                  <th>{t('money.col.approvals')}</th>
                  <th>{t('money.col.created')}</th>
                  <th>{t('money.col.waiting')}</th>
                  <th>{t('money.col.status')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((w) => (
                  <tr key={w.id} className="row-link" onClick={() => navigate('withdrawals', w.id)} data-testid={`withdrawal-row-${w.id}`} data-username={w.username} data-order={w.orderNo}>
                    <td className="num">
                      #{w.id}
                      <div className="muted small">{w.orderNo}</div>
                    </td>
                    <td>
                      <strong>{w.username}</strong>
                      <div className="muted small">#{w.userId}</div>
                    </td>
                    <td>
                      {t(`money.method.${w.method}`)}
                      <div className="muted small">{destinationText(w)}</div>
                    </td>
                    <td className="amount-cell">{formatAmount(w.amount, w.currency)}</td>
                    <td className="nowrap">
                      <ApprovalSteps count={w.approvals} required={w.requiredApprovals} /> <span className="num small">{w.approvals}/{w.requiredApprovals}</span>
                      {w.requiredApprovals > 1 && (
                        <div>
                          <Badge tone="info">{t('money.withdrawals.large')}</Badge>
                        </div>
                      )}
                    </td>
                    <td className="num nowrap">{formatDateTime(w.createdAt)}</td>
                    <td className="num nowrap">{w.status === 1 ? formatWaiting(w.createdAt, now) : '—'}</td>
                    <td>
                      <ReviewBadge status={w.status} />
                    </td>
                    <td className="right">
                      <a className="btn btn-small" href={hrefOf('withdrawals', w.id)} onClick={(e) => e.stopPropagation()} data-testid={`withdrawal-review-${w.id}`}>
                        {t('money.review')}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('withdrawals', undefined, { status, page })} />
          </>
        )}
      </section>
    </>
  );
}

/** One withdrawal: amount, full payout details, approvals (a large one needs a second, different operator), history. */
export function WithdrawalDetailPage({ id }: { id: number }) {
  const { t } = useT();
  const { operator } = useOperatorSession();
  const detail = useQuery({ queryKey: moneyKeys.withdrawal(id), queryFn: ({ signal }) => adminCall(adminMoneyApi.withdrawal, {}, { id }, signal) });
  const [dialog, setDialog] = useState<'approve' | 'reject'>();
  const [dialogError, setDialogError] = useState<string>();

  const done = (result: AdminWithdrawal, message: string) => {
    queryClient.setQueryData(moneyKeys.withdrawal(id), result);
    void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    setDialog(undefined);
    notify(message);
  };
  const approve = useMutation({
    mutationFn: () => adminCall(adminMoneyApi.withdrawalApprove, { body: { id } }),
    onSuccess: (result) => done(result, t(result.status === 3 ? 'money.withdrawals.approved' : 'money.withdrawals.firstApproved')),
    onError: (error) => setDialogError(errorText(error, t('common.networkError'))),
  });
  const reject = useMutation({
    mutationFn: (reason: string) => adminCall(adminMoneyApi.withdrawalReject, { body: { id, reason } }),
    onSuccess: (result) => done(result, t('money.withdrawals.rejected')),
    onError: (error) => setDialogError(errorText(error, t('common.networkError'))),
  });

  const back = (
    <a className="btn" href={hrefOf('withdrawals')} data-testid="withdrawal-back">
      ← {t('money.back')}
    </a>
  );
  if (detail.isError && !detail.data)
    return (
      <>
        <PageHeader title={t('money.withdrawals.detailTitle', { id })} actions={back} />
        <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    );
  if (!detail.data) return <Loading />;
  const w = detail.data;
  const pending = w.status === 1;
  const large = w.requiredApprovals > 1;
  const iApproved = Boolean(operator && w.approvedBy.includes(operator.username));
  const open = (which: 'approve' | 'reject') => {
    setDialogError(undefined);
    setDialog(which);
  };
  const amount = formatAmount(w.amount, w.currency);
  const quick = ['nameMismatch', 'invalidAccount', 'risk', 'kyc'].map((k) => t(`money.withdrawals.quickReasons.${k}`));
  const payout = Object.entries(w.destinationDetail ?? {});

  return (
    <>
      <PageHeader
        title={t('money.withdrawals.detailTitle', { id })}
        actions={
          <>
            {back}
            {pending && (
              <>
                <button type="button" className="btn btn-danger" onClick={() => open('reject')} data-testid="withdrawal-reject">
                  {t('money.reject')}
                </button>
                <button type="button" className="btn btn-primary" disabled={iApproved} title={iApproved ? t('money.withdrawals.youApproved') : undefined} onClick={() => open('approve')} data-testid="withdrawal-approve">
                  {t('money.approve')}
                  {large ? ` (${w.approvals + 1}/${w.requiredApprovals})` : ''}
                </button>
              </>
            )}
          </>
        }
      />
      {large && pending && (
        <div className="second-approval" data-testid="withdrawal-second-approval">
          <span aria-hidden>⚠</span>
          <div>
            <strong>{w.approvals > 0 ? t('money.withdrawals.needsSecond') : t('money.withdrawals.large')}</strong>
            {t('money.withdrawals.secondNote', { required: w.requiredApprovals, count: w.approvals })} (&gt; {formatAmount(LARGE_WITHDRAWAL_MXN, 'MXN')})
            {iApproved && <div>{t('money.withdrawals.youApproved')}</div>}
          </div>
        </div>
      )}
      <div className="detail-grid">
        <section className="card">
          <h2 className="card-title">
            {t(`money.method.${w.method}`)}
            <ReviewBadge status={w.status} testId="withdrawal-detail-status" />
          </h2>
          <div className="big-amount" data-testid="withdrawal-detail-amount">
            {amount}
          </div>
          <dl className="facts">
            <Fact label={t('money.withdrawals.field.user')}>
              <a href={hrefOf('users', w.userId)} data-testid="withdrawal-user-link">
                #{w.userId} · {w.username}
              </a>
            </Fact>
            <Fact label={t('money.withdrawals.field.orderNo')}>
              <code>{w.orderNo}</code>
            </Fact>
            <Fact label={t('money.withdrawals.field.fee')}>{formatAmount(w.fee, w.currency)}</Fact>
            {w.payoutAmount && w.payoutAsset && <Fact label={t('money.withdrawals.field.payout')}>{formatAmount(w.payoutAmount, w.payoutAsset)}</Fact>}
            <Fact label={t('money.withdrawals.field.approvals')}>
              <span data-testid="withdrawal-approvals">
                <ApprovalSteps count={w.approvals} required={w.requiredApprovals} /> {w.approvals}/{w.requiredApprovals}
                {w.approvedBy.length > 0 && <span className="muted small"> · {t('money.withdrawals.approvedBy')}: {w.approvedBy.join(', ')}</span>}
              </span>
            </Fact>
            <Fact label={t('money.withdrawals.field.created')}>
              <span className="num">{formatDateTime(w.createdAt)}</span>
            </Fact>
            {w.reviewedAt && (
              <>
                <Fact label={t('money.withdrawals.field.reviewedAt')}>
                  <span className="num">{formatDateTime(w.reviewedAt)}</span>
                </Fact>
                <Fact label={t('money.withdrawals.field.reviewedBy')}>{w.reviewedBy ?? '—'}</Fact>
              </>
            )}
            {w.reason && (
              <Fact label={t('money.withdrawals.field.reason')}>
                <span className="text-bad" data-testid="withdrawal-detail-reason">
                  {w.reason}
                </span>
              </Fact>
            )}
          </dl>
          <h3 className="card-subtitle">{t('money.history')}</h3>
          <MoneyHistory history={w.history} />
          {!pending && <p className="muted small">{t('money.reviewedNote')}</p>}
        </section>
        <section className="card">
          <h2 className="card-title">{t('money.withdrawals.payout')}</h2>
          <dl className="facts" data-testid="withdrawal-payout">
            {payout.map(([key, value]) => (
              <Fact key={key} label={t(`money.payoutField.${key}`) === `money.payoutField.${key}` ? key : t(`money.payoutField.${key}`)}>
                <code>{value}</code>
              </Fact>
            ))}
          </dl>
        </section>
      </div>
      <ReviewDialogs
        open={dialog}
        onClose={() => setDialog(undefined)}
        approveLabel={t('money.approve')}
        approveText={t(large && w.approvals === 0 ? 'money.withdrawals.approveFirstConfirm' : 'money.withdrawals.approveConfirm', { amount, user: w.username })}
        quickReasons={quick}
        onApprove={() => approve.mutate()}
        onReject={(reason) => reject.mutate(reason)}
        busy={approve.isPending || reject.isPending}
        error={dialogError}
        prefix="withdrawal"
      />
    </>
  );
}
