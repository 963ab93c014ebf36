import { adminLoansApi, LOAN_STATUSES, type LoanStatus } from '@app/contracts';
import { ClientName, clientLabel, useClientNames } from '../../components/ClientName.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatAmount } from '../money/shared.tsx';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, Modal, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { navigate, type AdminRoute } from '../../router.ts';

const PAGE_SIZE = 20;
type AdminLoan = Awaited<ReturnType<typeof adminCall<typeof adminLoansApi.list>>>['list'][number];
const loanKeys = { all: ['admin', 'loans'] as const, list: (status: string, page: number) => ['admin', 'loans', 'list', status, page] as const };
const TONE = { in_review: 'warn', passed: 'info', rejected: 'bad', in_use: 'info', repaid: 'good' } as const;

/** Loan applications (#/loans?status=&page=): the review queue, pass or reject (maker-checker above the threshold; audited). */
export function LoansPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const status = (LOAN_STATUSES as readonly string[]).includes(route.query.status ?? '') ? (route.query.status as LoanStatus) : route.query.status === 'all' ? undefined : 'in_review';
  const [rejecting, setRejecting] = useState<{ id: number; reason: string }>();
  const [passing, setPassing] = useState<AdminLoan>();
  const list = useQuery({
    queryKey: loanKeys.list(status ?? 'all', pageNum),
    queryFn: ({ signal }) => adminCall(adminLoansApi.list, { query: { pageNum, pageSize: PAGE_SIZE, ...(status ? { status } : {}) } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  const review = useMutation({
    mutationFn: (input: { loanId: number; decision: 'pass' | 'reject'; reason?: string }) => adminCall(adminLoansApi.review, { body: input }),
    onSuccess: (loan, input) => {
      notify(input.decision === 'reject' ? t('loans.rejected', { id: loan.id }) : t('loans.passed', { id: loan.id, status: t(`loans.status.${loan.status}`) }));
      setRejecting(undefined);
      setPassing(undefined);
      void queryClient.invalidateQueries({ queryKey: loanKeys.all });
    },
    onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad'),
  });

  const names = useClientNames(list.data?.list.map((loan) => loan.userId) ?? []);
  return (
    <div data-testid="loans-page">
      <PageHeader title={t('loans.title')} subtitle={t('loans.subtitle')} />
      <div className="filters" data-testid="loan-filters">
        {(['in_review', 'passed', 'in_use', 'repaid', 'rejected', 'all'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`btn btn-small${(status ?? 'all') === s ? ' btn-primary' : ''}`}
            data-testid={`loan-filter-${s}`}
            onClick={() => navigate('loans', undefined, { status: s })}
          >
            {t(`loans.filter.${s}`)}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <Empty />
      ) : (
        <>
          <div className="card">
            <table className="table" data-testid="loan-applications">
              <thead>
                <tr>
                  {(['id', 'user', 'amount', 'term', 'rate', 'outstanding', 'due', 'status', 'approvals', 'created', 'actions'] as const).map((c) => (
                    <th key={c}>{t(`loans.col.${c}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((loan) => (
                  <tr key={loan.id} data-testid={`loan-row-${loan.id}`}>
                    <td className="num">{loan.id}</td>
                    <td>
                      <ClientName userId={loan.userId} names={names} testId={`loan-user-${loan.id}`} />
                    </td>
                    <td className="num">{formatAmount(loan.amount, 'MXN')}</td>
                    <td>{t('loans.months', { count: loan.termMonths })}</td>
                    <td className="num">
                      {loan.annualRate} % / {loan.cat} %
                    </td>
                    <td className="num">{formatAmount(loan.outstanding, 'MXN')}</td>
                    <td className="num">{formatAmount(loan.dueAmount, 'MXN')}</td>
                    <td>
                      <Badge tone={TONE[loan.status]} testId={`loan-status-${loan.id}`}>
                        {t(`loans.status.${loan.status}`)}
                      </Badge>
                    </td>
                    <td className="num">
                      {loan.approvals} / {loan.approvalsNeeded}
                    </td>
                    <td>{formatDateTime(loan.longCreateTime)}</td>
                    <td>
                      {loan.status === 'in_review' ? (
                        <span className="row-actions">
                          <button type="button" className="btn btn-small btn-primary" disabled={review.isPending} data-testid={`loan-pass-${loan.id}`} onClick={() => setPassing(loan)}>
                            {t('loans.pass')}
                          </button>{' '}
                          <button type="button" className="btn btn-small" disabled={review.isPending} data-testid={`loan-reject-${loan.id}`} onClick={() => setRejecting({ id: loan.id, reason: '' })}>
                            {t('loans.reject')}
                          </button>
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('loans', undefined, { status: status ?? 'all', page: String(page) })} />
        </>
      )}
      {passing && (
        <ConfirmDialog
          title={t('loans.passTitle', { id: passing.id })}
          confirmLabel={t('loans.pass')}
          busy={review.isPending}
          onClose={() => setPassing(undefined)}
          onConfirm={() => review.mutate({ loanId: passing.id, decision: 'pass' })}
          testId="loan-pass-dialog"
        >
          <p>
            {t('loans.passConfirm', {
              amount: formatAmount(passing.amount, 'MXN'),
              months: passing.termMonths,
              user: clientLabel(passing.userId, names),
              count: Math.min(passing.approvals + 1, passing.approvalsNeeded),
              needed: passing.approvalsNeeded,
            })}
          </p>
        </ConfirmDialog>
      )}
      {rejecting ? (
        <Modal
          title={t('loans.rejectTitle', { id: rejecting.id })}
          testId="loan-reject-form"
          onClose={() => setRejecting(undefined)}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setRejecting(undefined)}>
                {t('loans.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={review.isPending}
                data-testid="loan-reject-confirm"
                onClick={() => review.mutate({ loanId: rejecting.id, decision: 'reject', ...(rejecting.reason.trim() ? { reason: rejecting.reason.trim() } : {}) })}
              >
                {t('loans.reject')}
              </button>
            </>
          }
        >
          <label className="field">
            <span>{t('loans.reason')}</span>
            <textarea value={rejecting.reason} maxLength={500} data-testid="loan-reject-reason" onChange={(e) => setRejecting({ ...rejecting, reason: e.target.value })} />
          </label>
        </Modal>
      ) : null}
    </div>
  );
}
