import { adminMoneyApi, type AdminDeposit, type DepositRejectReason } from '@app/contracts';
import { useServerNow } from '../../clock.ts';
import { useState } from 'react';
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
import { useOperatorSession } from '../../session.ts';
import { approveSentence, CreditFields, draftState, MatchFacts, ProposalNote, type CreditDraft } from './DepositMatch.tsx';
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
  const now = useServerNow(); // ages from the server's clock (issue 30.8)

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
  const { operator } = useOperatorSession();
  const detail = useQuery({ queryKey: moneyKeys.deposit(id), queryFn: ({ signal }) => adminCall(adminMoneyApi.deposit, {}, { id }, signal) });
  const [draft, setDraft] = useState<CreditDraft>();
  const d = detail.data;
  const credit = draft ?? { amount: d?.amount ?? '', reason: '' };
  const { open, dialogs } = useReview<AdminDeposit>({
    detailKey: moneyKeys.deposit(id),
    // A proposal is confirmed by naming its amount; otherwise the amount typed, with its reason when it differs.
    approve: () => {
      const body = d?.proposal ? { id, amount: d.proposal.amount } : d && draftState(d, credit).differs ? { id, amount: credit.amount.trim(), reason: credit.reason.trim() } : { id };
      return adminCall(adminMoneyApi.depositApprove, { body });
    },
    // A picked reason goes as its code: the investor reads it in their own language.
    reject: (reason: string) => {
      const picked = QUICK_REASONS.find(([key]) => t(`money.deposits.quickReasons.${key}`) === reason);
      return adminCall(adminMoneyApi.depositReject, { body: picked ? { id, reasonCode: picked[1] } : { id, reason } });
    },
    approvedText: (result) => t(result.status === 3 ? 'money.deposits.approved' : 'money.match.proposed'),
    rejectedText: () => t('money.deposits.rejected'),
  });

  const back = (
    <a className="btn" href={hrefOf('deposits')} data-testid="deposit-back">
      ← {t('money.back')}
    </a>
  );
  if (detail.isError && !d)
    return (
      <>
        <PageHeader title={t('money.deposits.detailTitle', { id })} actions={back} />
        <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    );
  if (!d) return <Loading />;
  const reviewable = d.status === 1 && d.method === 'bank';
  const quick = QUICK_REASONS.map(([k]) => t(`money.deposits.quickReasons.${k}`));
  const mine = Boolean(operator && d.proposal && d.approvedBy.includes(operator.username));
  const approveLabel = d.proposal ? t('money.match.confirmProposal', { amount: formatAmount(d.proposal.amount, d.currency) }) : t('money.approve');

  return (
    <>
      <PageHeader
        title={t('money.deposits.detailTitle', { id })}
        actions={<ReviewActions back={back} reviewable={reviewable} prefix="deposit" rejectLabel={t('money.reject')} approveLabel={approveLabel} approveDisabled={mine} onOpen={open} />}
      />
      <ProposalNote d={d} mine={mine} />
      <div className="detail-grid">
        <section className="card">
          <h2 className="card-title">
            {d.method === 'bank' ? t('money.match.title') : t(`money.method.${d.method}`)}
            <ReviewBadge status={d.status} testId="deposit-detail-status" />
          </h2>
          <div className="big-amount" data-testid="deposit-detail-amount">
            {formatAmount(d.amount, d.currency)}
          </div>
          {d.method === 'bank' && <MatchFacts d={d} />}
          <DepositFacts d={d} />
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
        approveLabel={approveLabel}
        approveText={d.method === 'bank' ? approveSentence(t, d, credit) : t('money.deposits.approveConfirm', { amount: formatAmount(d.amount, d.currency), user: d.username })}
        approveExtra={d.method === 'bank' && !d.proposal ? <CreditFields d={d} draft={credit} onChange={setDraft} /> : undefined}
        approveDisabled={d.method === 'bank' && !d.proposal && !draftState(d, credit).valid}
        quickReasons={quick}
        prefix="deposit"
      />
    </>
  );
}

/** The deposit's own facts: user, folio, credit, crypto details, dates and its history. */
function DepositFacts({ d }: { d: AdminDeposit }) {
  const { t } = useT();
  return (
    <>
      <dl className="facts section-gap">
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
    </>
  );
}
