import { adminMoneyApi, type DepositRejectReason } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api.ts';
import { PagedTable, pageNumOf, RefreshButton, StatusTabs } from '../../components/PagedTable.tsx';
import { ReviewActions } from '../../components/ReviewActions.tsx';
import { AuthImage, LoadFailed, Loading, PageHeader } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf, navigate, type AdminRoute } from '../../router.ts';
import { Fact, formatAmount, moneyKeys, QUEUE_STATUSES, queueStatusOf, QueueRowHead, QueueRowTail, ReviewBadge, ReviewDialogs, ReviewFacts, ReviewHistory, useReview } from './shared.tsx';
import './money.css';
import { BulkBar, QueueSearch, queueFiltersOf, SelectCell, useSelection } from '../backoffice/QueueTools.tsx';

const PAGE_SIZE = 20;
const METHODS = ['all', 'bank', 'crypto'] as const;

/** The deposit review queue: pending bank deposits oldest first, with filters by status and method. */
export function DepositsPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const status = queueStatusOf(route.query.status);
  const method = (METHODS as readonly string[]).includes(route.query.method ?? '') ? (route.query.method as (typeof METHODS)[number]) : 'all';
  const pageNum = pageNumOf(route.query.page);
  const filters = queueFiltersOf(route.query);
  const selection = useSelection();
  const list = useQuery({
    queryKey: [...moneyKeys.deposits(status, method, pageNum), filters],
    queryFn: ({ signal }) => adminCall(adminMoneyApi.deposits, { query: { status, pageNum, pageSize: PAGE_SIZE, ...filters, ...(method !== 'all' ? { method } : {}) } }, {}, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const now = Date.now();

  return (
    <>
      <PageHeader
        title={t('money.deposits.title')}
        subtitle={t('money.deposits.subtitle')}
        actions={<RefreshButton onRefresh={() => list.refetch()} testId="deposits-refresh" />}
      />
      <StatusTabs
        statuses={QUEUE_STATUSES}
        current={status}
        href={(s) => hrefOf('deposits', undefined, { status: s, method })}
        label={(s) => t(`money.status.${s}`)}
        testId="deposits"
        total={list.data?.total}
      />
      <div className="filters">
        <label className="inline-field">
          {t('money.col.method')}
          <select value={method} onChange={(e) => navigate('deposits', undefined, { ...route.query, status, method: e.target.value, page: undefined })} data-testid="deposits-method">
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`money.method.${m}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueueSearch route={route} queue="deposits" status={status} method={method} currencies={['MXN', 'USD', 'EUR', 'USDT', 'BTC', 'ETH']} />
      {status === 'pending' && <BulkBar queue="deposits" pageIds={list.data?.list.map((d) => d.id) ?? []} selection={selection} onDone={() => void list.refetch()} />}
      <PagedTable
        query={list}
        testId="deposits-table"
        columns={[
          {},
          t('money.col.id'),
          t('money.col.user'),
          t('money.col.method'),
          { label: t('money.col.amount'), className: 'amount-cell' },
          { label: t('money.col.credit'), className: 'amount-cell' },
          t('money.col.created'),
          t('money.col.waiting'),
          t('money.col.status'),
          {},
        ]}
        row={(d) => (
          <tr key={d.id} className="row-link" onClick={() => navigate('deposits', d.id)} data-testid={`deposit-row-${d.id}`} data-username={d.username} data-order={d.orderNo}>
            {status === 'pending' ? <SelectCell id={d.id} selection={selection} testId={`deposit-select-${d.id}`} /> : <td />}
            <QueueRowHead id={d.id} orderNo={d.orderNo} username={d.username} userId={d.userId} />
            <td>
              {t(`money.method.${d.method}`)}
              {d.network && <div className="muted small">{d.network}</div>}
            </td>
            <td className="amount-cell">{formatAmount(d.amount, d.currency)}</td>
            <td className="amount-cell">{d.creditAmount ? formatAmount(d.creditAmount, d.creditCurrency) : d.creditCurrency}</td>
            <QueueRowTail createdAt={d.createdAt} status={d.status} now={now} href={hrefOf('deposits', d.id)} testId={`deposit-review-${d.id}`} />
          </tr>
        )}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={(page) => navigate('deposits', undefined, { ...route.query, status, method, page })}
      />
    </>
  );
}

/** One deposit: the declared amount, the proof image (fetched with the operator token), history; approve or reject. */
/** The back office's quick reasons and the reason codes the server translates for the investor. */
const QUICK_REASONS: ReadonlyArray<readonly [string, DepositRejectReason]> = [
  ['notReceived', 'not_received'],
  ['mismatch', 'amount_mismatch'],
  ['unreadable', 'proof_unreadable'],
  ['thirdParty', 'name_mismatch'],
];

export function DepositDetailPage({ id }: { id: number }) {
  const { t } = useT();
  const detail = useQuery({ queryKey: moneyKeys.deposit(id), queryFn: ({ signal }) => adminCall(adminMoneyApi.deposit, {}, { id }, signal) });
  const { open, dialogs } = useReview({
    detailKey: moneyKeys.deposit(id),
    approve: () => adminCall(adminMoneyApi.depositApprove, { body: { id } }),
    // A picked reason goes as its code: the investor reads it in their own language.
    reject: (reason: string) => {
      const picked = QUICK_REASONS.find(([key]) => t(`money.deposits.quickReasons.${key}`) === reason);
      return adminCall(adminMoneyApi.depositReject, { body: picked ? { id, reasonCode: picked[1] } : { id, reason } });
    },
    approvedText: () => t('money.deposits.approved'),
    rejectedText: () => t('money.deposits.rejected'),
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
  const quick = QUICK_REASONS.map(([k]) => t(`money.deposits.quickReasons.${k}`));

  return (
    <>
      <PageHeader
        title={t('money.deposits.detailTitle', { id })}
        actions={<ReviewActions back={back} reviewable={reviewable} prefix="deposit" rejectLabel={t('money.reject')} approveLabel={t('money.approve')} onOpen={open} />}
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
            <ReviewFacts area="deposits" prefix="deposit" reviewedAt={d.reviewedAt} reviewedBy={d.reviewedBy} reason={d.reason} />
          </dl>
          <ReviewHistory history={d.history} reviewed={d.status !== 1} />
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
        {...dialogs}
        approveLabel={t('money.approve')}
        approveText={t('money.deposits.approveConfirm', { amount: formatAmount(d.amount, d.currency), user: d.username })}
        quickReasons={quick}
        prefix="deposit"
      />
    </>
  );
}
