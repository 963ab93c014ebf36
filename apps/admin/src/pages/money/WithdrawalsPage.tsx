import { adminMoneyApi, LARGE_WITHDRAWAL_MXN, PAYOUT_STAGES, type AdminWithdrawal, type PayoutStage } from '@app/contracts';
import { useServerNow } from '../../clock.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../api.ts';
import { PagedTable, pageNumOf, RefreshButton, StatusTabs } from '../../components/PagedTable.tsx';
import { ReviewActions } from '../../components/ReviewActions.tsx';
import { Badge, LoadFailed, Loading, PageHeader } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf, navigate, type AdminRoute } from '../../router.ts';
import { useOperatorSession } from '../../session.ts';
import { Fact, formatAmount, moneyKeys, QUEUE_STATUSES, queueStatusOf, QueueRowHead, QueueRowTail, ReviewDialogs, ReviewFacts, ReviewHistory, useReview } from './shared.tsx';
import './money.css';
import { PayoutPanel, StageBadge } from './PayoutPanel.tsx';
import { RevealValue } from '../backoffice/Reveal.tsx';
import { BulkBar, QueueSearch, queueFiltersOf, SelectCell, useSelection } from '../backoffice/QueueTools.tsx';

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
  const pageNum = pageNumOf(route.query.page);
  const filters = queueFiltersOf(route.query);
  const stage = (PAYOUT_STAGES as readonly string[]).includes(route.query.stage ?? '') ? (route.query.stage as PayoutStage) : undefined;
  const selection = useSelection();
  const list = useQuery({
    queryKey: [...moneyKeys.withdrawals(status, pageNum), filters, stage],
    queryFn: ({ signal }) => adminCall(adminMoneyApi.withdrawals, { query: { status, pageNum, pageSize: PAGE_SIZE, ...filters, ...(stage ? { stage } : {}) } }, {}, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const now = useServerNow(); // ages from the server's clock (issue 30.8)
  return (
    <>
      <PageHeader
        title={t('money.withdrawals.title')}
        subtitle={t('money.withdrawals.subtitle')}
        actions={<RefreshButton onRefresh={() => list.refetch()} testId="withdrawals-refresh" />}
      />
      <StatusTabs
        statuses={QUEUE_STATUSES}
        current={status}
        href={(s) => hrefOf('withdrawals', undefined, { status: s })}
        label={(s) => t(`money.status.${s}`)}
        testId="withdrawals"
        total={list.data?.total}
      />
      <div className="filters">
        <label className="inline-field">
          {t('money.payout.stageFilter')}
          <select value={stage ?? ''} onChange={(e) => navigate('withdrawals', undefined, { ...route.query, status, stage: e.target.value || undefined, page: undefined })} data-testid="withdrawals-stage">
            <option value="">{t('money.payout.allStages')}</option>
            {PAYOUT_STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`money.payout.stage.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueueSearch route={route} queue="withdrawals" status={status} currencies={['MXN', 'USD', 'EUR', 'HKD']} />
      {status === 'pending' && <BulkBar queue="withdrawals" pageIds={list.data?.list.map((w) => w.id) ?? []} selection={selection} onDone={() => void list.refetch()} />}
      <PagedTable
        query={list}
        testId="withdrawals-table"
        columns={[
          {},
          t('money.col.id'),
          t('money.col.user'),
          t('money.col.destination'),
          { label: t('money.col.amount'), className: 'amount-cell' },
          t('money.col.approvals'),
          t('money.col.created'),
          t('money.col.waiting'),
          t('money.col.status'),
          {},
        ]}
        row={(w) => (
          <tr key={w.id} className="row-link" onClick={() => navigate('withdrawals', w.id)} data-testid={`withdrawal-row-${w.id}`} data-username={w.username} data-order={w.orderNo}>
            {status === 'pending' ? <SelectCell id={w.id} selection={selection} testId={`withdrawal-select-${w.id}`} /> : <td />}
            <QueueRowHead id={w.id} orderNo={w.orderNo} username={w.username} userId={w.userId} />
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
            <QueueRowTail createdAt={w.createdAt} status={w.status} now={now} href={hrefOf('withdrawals', w.id)} testId={`withdrawal-review-${w.id}`} badge={<StageBadge stage={w.stage} />} />
          </tr>
        )}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={(page) => navigate('withdrawals', undefined, { ...route.query, status, page })}
      />
    </>
  );
}

/** One withdrawal: amount, full payout details, approvals (a large one needs a second, different operator), history. */
export function WithdrawalDetailPage({ id }: { id: number }) {
  const { t } = useT();
  const { operator } = useOperatorSession();
  const detail = useQuery({ queryKey: moneyKeys.withdrawal(id), queryFn: ({ signal }) => adminCall(adminMoneyApi.withdrawal, {}, { id }, signal) });
  const { open, dialogs } = useReview<AdminWithdrawal>({
    detailKey: moneyKeys.withdrawal(id),
    approve: () => adminCall(adminMoneyApi.withdrawalApprove, { body: { id } }),
    reject: (reason: string) => adminCall(adminMoneyApi.withdrawalReject, { body: { id, reason } }),
    approvedText: (result) => t(result.stage === 'approved' ? 'money.withdrawals.approved' : 'money.withdrawals.firstApproved'),
    rejectedText: () => t('money.withdrawals.rejected'),
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
  // Reviewable while under review; after the approval the payout panel takes the next steps.
  const pending = w.stage === 'review';
  const large = w.requiredApprovals > 1;
  const iApproved = Boolean(operator && w.approvedBy.includes(operator.username));
  const amount = formatAmount(w.amount, w.currency);
  const quick = ['nameMismatch', 'invalidAccount', 'risk', 'kyc'].map((k) => t(`money.withdrawals.quickReasons.${k}`));
  const payout = Object.entries(w.destinationDetail ?? {});

  return (
    <>
      <PageHeader
        title={t('money.withdrawals.detailTitle', { id })}
        actions={
          <ReviewActions
            back={back}
            reviewable={pending}
            prefix="withdrawal"
            rejectLabel={t('money.reject')}
            approveLabel={
              <>
                {t('money.approve')}
                {large ? ` (${w.approvals + 1}/${w.requiredApprovals})` : ''}
              </>
            }
            approveDisabled={iApproved}
            approveTitle={iApproved ? t('money.withdrawals.youApproved') : undefined}
            onOpen={open}
          />
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
            <StageBadge stage={w.stage} testId="withdrawal-detail-status" />
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
            {/* What deserves a second look before paying (issue 29.8). */}
            <Fact label={t('money.withdrawals.risk.title')}>
              <span data-testid="withdrawal-risk">
                {!w.riskFlags?.length
                  ? t('money.withdrawals.risk.none')
                  : w.riskFlags.map((flag) => (
                      <span key={flag} className="badge badge-warn" data-flag={flag}>
                        {t(`money.withdrawals.risk.${flag}`)}
                      </span>
                    ))}
              </span>
            </Fact>
            <ReviewFacts area="withdrawals" prefix="withdrawal" reviewedAt={w.reviewedAt} reviewedBy={w.reviewedBy} reason={w.reason} reasonLabel={w.stage === 'returned' ? t('money.payout.returnReason') : undefined} />
          </dl>
          <ReviewHistory history={w.history} reviewed={!pending} />
        </section>
        {w.stage !== 'review' && w.stage !== 'rejected' && <PayoutPanel w={w} />}
        <section className="card">
          <h2 className="card-title">{t('money.withdrawals.payout')}</h2>
          <dl className="facts" data-testid="withdrawal-payout">
            {payout.map(([key, value]) => (
              <Fact key={key} label={t(`money.payoutField.${key}`) === `money.payoutField.${key}` ? key : t(`money.payoutField.${key}`)}>
                {key === 'kind' ? (
                  t(`money.method.${value}`)
                ) : key === 'cardNo' || key === 'bankAddress' ? (
                  // Masked by the server; showing it is a deliberate, audited call.
                  <RevealValue masked={value} target={{ type: 'withdrawal', id: w.id, field: key }} allowed />
                ) : (
                  <code>{value}</code>
                )}
              </Fact>
            ))}
          </dl>
        </section>
      </div>
      <ReviewDialogs
        {...dialogs}
        approveLabel={t('money.approve')}
        approveText={t(large && w.approvals === 0 ? 'money.withdrawals.approveFirstConfirm' : 'money.withdrawals.approveConfirm', { amount, user: w.username })}
        quickReasons={quick}
        prefix="withdrawal"
      />
    </>
  );
}
