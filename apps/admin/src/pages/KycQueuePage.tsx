import { adminApi } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../api.ts';
import { Badge, Empty, KYC_TONE, LoadFailed, Loading, PageHeader, Pager } from '../components/ui.tsx';
import { formatDateTime, formatWaiting, isOverdue } from '../format.ts';
import { useT } from '../i18n.ts';
import { adminKeys } from '../queries.ts';
import { hrefOf, navigate, type AdminRoute } from '../router.ts';

const STATUSES = ['pending', 'verified', 'failed', 'all'] as const;
type StatusFilter = (typeof STATUSES)[number];
const PAGE_SIZE = 20;

export function KycQueuePage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const status = (STATUSES as readonly string[]).includes(route.query.status ?? '') ? (route.query.status as StatusFilter) : 'pending';
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const list = useQuery({
    queryKey: adminKeys.kycList(status, pageNum),
    queryFn: ({ signal }) => adminCall(adminApi.kycList, { query: { status, pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const now = Date.now();

  return (
    <>
      <PageHeader
        title={t('kyc.title')}
        subtitle={t('kyc.subtitle')}
        actions={
          <button type="button" className="btn" onClick={() => void list.refetch()} data-testid="kyc-refresh">
            {t('common.refresh')}
          </button>
        }
      />
      <div className="tabs" role="tablist">
        {STATUSES.map((s) => (
          <a key={s} role="tab" aria-selected={s === status} className={`tab ${s === status ? 'tab-active' : ''}`} href={hrefOf('kyc', undefined, { status: s })} data-testid={`kyc-tab-${s}`}>
            {t(`kyc.status.${s}`)}
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
            <table className="table" data-testid="kyc-table">
              <thead>
                <tr>
                  <th>{t('kyc.col.id')}</th>
                  <th>{t('kyc.col.user')}</th>
                  <th>{t('kyc.col.kind')}</th>
                  <th>{t('kyc.col.name')}</th>
                  <th>{t('kyc.col.country')}</th>
                  <th>{t('kyc.col.submitted')}</th>
                  <th>{t('kyc.col.waiting')}</th>
                  <th>{t('kyc.col.status')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((row) => {
                  const overdue = row.status === 'pending' && isOverdue(row.submittedAt, now);
                  return (
                    <tr key={row.id} className="row-link" onClick={() => navigate('kyc', row.id)} data-testid={`kyc-row-${row.id}`} data-username={row.username}>
                      <td className="num">#{row.id}</td>
                      <td>
                        <strong>{row.username}</strong>
                        <div className="muted small">{row.email}</div>
                      </td>
                      <td>{t(`kyc.kind.${row.kind}`)}</td>
                      <td>{row.company?.fullName ?? [row.firstName, row.lastName].filter(Boolean).join(' ')}</td>
                      <td>{row.country ?? '—'}</td>
                      <td className="num nowrap">{formatDateTime(row.submittedAt)}</td>
                      <td className={`num nowrap ${overdue ? 'text-bad' : ''}`} title={overdue ? t('kyc.overdue') : undefined}>
                        {row.status === 'pending' ? formatWaiting(row.submittedAt, now) : '—'}
                      </td>
                      <td>
                        <Badge tone={KYC_TONE[row.status]}>{t(`kyc.status.${row.status}`)}</Badge>
                      </td>
                      <td className="right">
                        <a className="btn btn-small" href={hrefOf('kyc', row.id)} onClick={(e) => e.stopPropagation()} data-testid={`kyc-review-${row.id}`}>
                          {t('kyc.review')}
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('kyc', undefined, { status, page })} />
          </>
        )}
      </section>
    </>
  );
}
