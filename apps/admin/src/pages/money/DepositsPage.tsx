import { adminMoneyApi, type AdminDeposit } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { AuthImage, Empty, errorText, LoadFailed, Loading, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { formatDateTime, formatWaiting } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf, navigate, type AdminRoute } from '../../router.ts';
import { Fact, formatAmount, moneyKeys, MoneyHistory, QUEUE_STATUSES, queueStatusOf, ReviewBadge, ReviewDialogs } from './shared.tsx';
import './money.css';

const PAGE_SIZE = 20;
const METHODS = ['all', 'bank', 'crypto'] as const;

/** The deposit review queue: pending bank deposits oldest first, with filters by status and method. */
export function DepositsPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const status = queueStatusOf(route.query.status);
  const method = (METHODS as readonly string[]).includes(route.query.method ?? '') ? (route.query.method as (typeof METHODS)[number]) : 'all';
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const list = useQuery({
    queryKey: moneyKeys.deposits(status, method, pageNum),
    queryFn: ({ signal }) => adminCall(adminMoneyApi.deposits, { query: { status, pageNum, pageSize: PAGE_SIZE, ...(method !== 'all' ? { method } : {}) } }, {}, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const now = Date.now();

  return (
    <>
      <PageHeader
        title={t('money.deposits.title')}
        subtitle={t('money.deposits.subtitle')}
        actions={
          <button type="button" className="btn" onClick={() => void list.refetch()} data-testid="deposits-refresh">
            {t('common.refresh')}
          </button>
        }
      />
      <div className="tabs" role="tablist">
        {QUEUE_STATUSES.map((s) => (
          <a key={s} role="tab" aria-selected={s === status} className={`tab ${s === status ? 'tab-active' : ''}`} href={hrefOf('deposits', undefined, { status: s, method })} data-testid={`deposits-tab-${s}`}>
            {t(`money.status.${s}`)}
            {s === status && list.data ? <span className="tab-count">{list.data.total}</span> : null}
          </a>
        ))}
      </div>
      <div className="filters">
        <label className="inline-field">
          {t('money.col.method')}
          <select value={method} onChange={(e) => navigate('deposits', undefined, { status, method: e.target.value })} data-testid="deposits-method">
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`money.method.${m}`)}
              </option>
            ))}
          </select>
        </label>
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
            <table className="table" data-testid="deposits-table">
              <thead>
                <tr>
                  <th>{t('money.col.id')}</th>
                  <th>{t('money.col.user')}</th>
                  <th>{t('money.col.method')}</th>
                  <th className="amount-cell">{t('money.col.amount')}</th>
                  <th className="amount-cell">{t('money.col.credit')}</th>
                  <th>{t('money.col.created')}</th>
                  <th>{t('money.col.waiting')}</th>
                  <th>{t('money.col.status')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((d) => (
                  <tr key={d.id} className="row-link" onClick={() => navigate('deposits', d.id)} data-testid={`deposit-row-${d.id}`} data-username={d.username} data-order={d.orderNo}>
                    <td className="num">
                      #{d.id}
                      <div className="muted small">{d.orderNo}</div>
                    </td>
                    <td>
                      <strong>{d.username}</strong>
                      <div className="muted small">#{d.userId}</div>
                    </td>
                    <td>
                      {t(`money.method.${d.method}`)}
                      {d.network && <div className="muted small">{d.network}</div>}
                    </td>
                    <td className="amount-cell">{formatAmount(d.amount, d.currency)}</td>
                    <td className="amount-cell">{d.creditAmount ? formatAmount(d.creditAmount, d.creditCurrency) : d.creditCurrency}</td>
                    <td className="num nowrap">{formatDateTime(d.createdAt)}</td>
                    <td className="num nowrap">{d.status === 1 ? formatWaiting(d.createdAt, now) : '—'}</td>
                    <td>
                      <ReviewBadge status={d.status} />
                    </td>
                    <td className="right">
                      <a className="btn btn-small" href={hrefOf('deposits', d.id)} onClick={(e) => e.stopPropagation()} data-testid={`deposit-review-${d.id}`}>
                        {t('money.review')}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('deposits', undefined, { status, method, page })} />
          </>
        )}
      </section>
    </>
  );
}

/** One deposit: the declared amount, the proof image (fetched with the operator token), history; approve or reject. */
export function DepositDetailPage({ id }: { id: number }) {
  const { t } = useT();
  const detail = useQuery({ queryKey: moneyKeys.deposit(id), queryFn: ({ signal }) => adminCall(adminMoneyApi.deposit, {}, { id }, signal) });
  const [dialog, setDialog] = useState<'approve' | 'reject'>();
  const [dialogError, setDialogError] = useState<string>();

  const done = (result: AdminDeposit, message: string) => {
    queryClient.setQueryData(moneyKeys.deposit(id), result);
    void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    setDialog(undefined);
    notify(message);
  };
  const approve = useMutation({
    mutationFn: () => adminCall(adminMoneyApi.depositApprove, { body: { id } }),
    onSuccess: (result) => done(result, t('money.deposits.approved')),
    onError: (error) => setDialogError(errorText(error, t('common.networkError'))),
  });
  const reject = useMutation({
    mutationFn: (reason: string) => adminCall(adminMoneyApi.depositReject, { body: { id, reason } }),
    onSuccess: (result) => done(result, t('money.deposits.rejected')),
    onError: (error) => setDialogError(errorText(error, t('common.networkError'))),
  });

  const back = (
    <a className="btn" href={hrefOf('deposits')} data-testid="deposit-back">
      ← {t('money.back')}
    </a>
  );
  if (detail.isError && !detail.data)
    return (
      <>
        <PageHeader title={t('money.deposits.detailTitle', { id })} actions={back} />
        <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    );
  if (!detail.data) return <Loading />;
  const d = detail.data;
  const reviewable = d.status === 1 && d.method === 'bank';
  const open = (which: 'approve' | 'reject') => {
    setDialogError(undefined);
    setDialog(which);
  };
  const quick = ['notReceived', 'mismatch', 'unreadable', 'thirdParty'].map((k) => t(`money.deposits.quickReasons.${k}`));

  return (
    <>
      <PageHeader
        title={t('money.deposits.detailTitle', { id })}
        actions={
          <>
            {back}
            {reviewable && (
              <>
                <button type="button" className="btn btn-danger" onClick={() => open('reject')} data-testid="deposit-reject">
                  {t('money.reject')}
                </button>
                <button type="button" className="btn btn-primary" onClick={() => open('approve')} data-testid="deposit-approve">
                  {t('money.approve')}
                </button>
              </>
            )}
          </>
        }
      />
      <div className="detail-grid">
        <section className="card">
          <h2 className="card-title">
            {t(`money.method.${d.method}`)}
            <ReviewBadge status={d.status} testId="deposit-detail-status" />
          </h2>
          <div className="big-amount" data-testid="deposit-detail-amount">
            {formatAmount(d.amount, d.currency)}
          </div>
          <dl className="facts">
            <Fact label={t('money.deposits.field.user')}>
              <a href={hrefOf('users', d.userId)} data-testid="deposit-user-link">
                #{d.userId} · {d.username}
              </a>
            </Fact>
            <Fact label={t('money.deposits.field.orderNo')}>
              <code>{d.orderNo}</code>
            </Fact>
            {d.creditAmount && <Fact label={t('money.deposits.field.credit')}>{formatAmount(d.creditAmount, d.creditCurrency)}</Fact>}
            {d.rate && <Fact label={t('money.deposits.field.rate')}>{formatAmount(d.rate, 'USD')}</Fact>}
            {d.network && <Fact label={t('money.deposits.field.network')}>{d.network}</Fact>}
            {d.address && (
              <Fact label={t('money.deposits.field.address')}>
                <code>{d.address}</code>
              </Fact>
            )}
            {d.txHash && (
              <Fact label={t('money.deposits.field.txHash')}>
                <code>{d.txHash}</code>
              </Fact>
            )}
            {d.method === 'crypto' && (
              <Fact label={t('money.deposits.field.confirmations')}>
                {d.confirmations ?? 0}/{d.requiredConfirmations ?? 3}
              </Fact>
            )}
            <Fact label={t('money.deposits.field.created')}>
              <span className="num">{formatDateTime(d.createdAt)}</span>
            </Fact>
            {d.reviewedAt && (
              <>
                <Fact label={t('money.deposits.field.reviewedAt')}>
                  <span className="num">{formatDateTime(d.reviewedAt)}</span>
                </Fact>
                <Fact label={t('money.deposits.field.reviewedBy')}>{d.reviewedBy ?? '—'}</Fact>
              </>
            )}
            {d.reason && (
              <Fact label={t('money.deposits.field.reason')}>
                <span className="text-bad" data-testid="deposit-detail-reason">
                  {d.reason}
                </span>
              </Fact>
            )}
          </dl>
          <h3 className="card-subtitle">{t('money.history')}</h3>
          <MoneyHistory history={d.history} />
          {!reviewable && d.status !== 1 && <p className="muted small">{t('money.reviewedNote')}</p>}
        </section>
        <section className="card">
          <h2 className="card-title">{t('money.deposits.proof')}</h2>
          {d.proofUrl ? (
            <div className="images">
              <figure>
                <AuthImage url={d.proofUrl} alt={t('money.deposits.proof')} testId="deposit-proof" />
              </figure>
            </div>
          ) : (
            <p className="muted">{t('money.deposits.noProof')}</p>
          )}
        </section>
      </div>
      <ReviewDialogs
        open={dialog}
        onClose={() => setDialog(undefined)}
        approveLabel={t('money.approve')}
        approveText={t('money.deposits.approveConfirm', { amount: formatAmount(d.amount, d.currency), user: d.username })}
        quickReasons={quick}
        onApprove={() => approve.mutate()}
        onReject={(reason) => reject.mutate(reason)}
        busy={approve.isPending || reject.isPending}
        error={dialogError}
        prefix="deposit"
      />
    </>
  );
}
