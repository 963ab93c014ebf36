import { adminApi } from '@app/contracts';
import { useServerNow } from '../clock.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../api.ts';
import { PagedTable, pageNumOf, RefreshButton, StatusTabs } from '../components/PagedTable.tsx';
import { Badge, KYC_TONE, PageHeader } from '../components/ui.tsx';
import { formatDateTime, formatWaiting, isOverdue } from '../format.ts';
import { useT } from '../i18n.ts';
import { adminKeys } from '../queries.ts';
import { hrefOf, navigate, type AdminRoute } from '../router.ts';
import { BulkBar, QueueSearch, queueFiltersOf, SelectCell, useSelection } from './backoffice/QueueTools.tsx';

const STATUSES = ['pending', 'verified', 'failed', 'all'] as const;
type StatusFilter = (typeof STATUSES)[number];
const PAGE_SIZE = 20;

export function KycQueuePage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const status = (STATUSES as readonly string[]).includes(route.query.status ?? '') ? (route.query.status as StatusFilter) : 'pending';
  const pageNum = pageNumOf(route.query.page);
  const filters = queueFiltersOf(route.query);
  const selection = useSelection();
  const list = useQuery({
    queryKey: [...adminKeys.kycList(status, pageNum), filters],
    queryFn: ({ signal }) => adminCall(adminApi.kycList, { query: { status, pageNum, pageSize: PAGE_SIZE, ...filters } }, {}, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  const now = useServerNow(); // ages from the server's clock (issue 30.8)

  return (
    <>
      <PageHeader
        title={t('kyc.title')}
        subtitle={t('kyc.subtitle')}
        actions={<RefreshButton onRefresh={() => list.refetch()} testId="kyc-refresh" />}
      />
      <StatusTabs statuses={STATUSES} current={status} href={(s) => hrefOf('kyc', undefined, { status: s })} label={(s) => t(`kyc.status.${s}`)} testId="kyc" total={list.data?.total} />
      <QueueSearch route={route} queue="kyc" status={status} />
      {status === 'pending' && <BulkBar queue="kyc" pageIds={list.data?.list.map((s) => s.id) ?? []} selection={selection} onDone={() => void list.refetch()} />}
      <PagedTable
        query={list}
        testId="kyc-table"
        columns={[{}, t('kyc.col.id'), t('kyc.col.user'), t('kyc.col.kind'), t('kyc.col.name'), t('kyc.col.country'), t('kyc.col.submitted'), t('kyc.col.waiting'), t('kyc.col.status'), {}]}
        row={(row) => {
          const overdue = row.status === 'pending' && isOverdue(row.submittedAt, now);
          return (
            <tr key={row.id} className="row-link" onClick={() => navigate('kyc', row.id)} data-testid={`kyc-row-${row.id}`} data-username={row.username}>
              {status === 'pending' ? <SelectCell id={row.id} selection={selection} testId={`kyc-select-${row.id}`} /> : <td />}
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
        }}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={(page) => navigate('kyc', undefined, { ...route.query, status, page })}
      />
    </>
  );
}
