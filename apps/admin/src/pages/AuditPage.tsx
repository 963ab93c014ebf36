import { adminApi } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../api.ts';
import { Empty, LoadFailed, Loading, PageHeader, Pager } from '../components/ui.tsx';
import { formatDateTime } from '../format.ts';
import { useT } from '../i18n.ts';
import { adminKeys } from '../queries.ts';
import { navigate, type AdminRoute } from '../router.ts';

const PAGE_SIZE = 50;
/** The actions this capability records; later ones still show under "all". */
const ACTIONS = ['operator.login', 'operator.logout', 'kyc.approve', 'kyc.reject', 'user.freeze', 'user.unfreeze', 'operator.create'] as const;

export function AuditPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  // Known actions read as words; a later capability's new action shows as its code until it adds a label.
  const actionLabel = (value: string) => t(`audit.actions.${value.replaceAll('.', '_')}`, {}).replace(/^audit\.actions\..*/, value);
  const action = route.query.action ?? '';
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const list = useQuery({
    queryKey: adminKeys.audit(action, pageNum),
    queryFn: ({ signal }) => adminCall(adminApi.auditLog, { query: { action: action || undefined, pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <div className="toolbar">
        <label className="inline-field">
          <span>{t('audit.action')}</span>
          <select value={action} onChange={(e) => navigate('audit', undefined, { action: e.target.value })} data-testid="audit-action">
            <option value="">{t('common.all')}</option>
            {ACTIONS.map((value) => (
              <option key={value} value={value}>
                {actionLabel(value)}
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
            <table className="table" data-testid="audit-table">
              <thead>
                <tr>
                  <th>{t('audit.col.time')}</th>
                  <th>{t('audit.col.operator')}</th>
                  <th>{t('audit.col.action')}</th>
                  <th>{t('audit.col.target')}</th>
                  <th>{t('audit.col.detail')}</th>
                  <th>{t('audit.col.ip')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((entry) => (
                  <tr key={entry.id} data-testid={`audit-row-${entry.id}`} data-action={entry.action}>
                    <td className="num nowrap">{formatDateTime(entry.createdAt)}</td>
                    <td>{entry.operatorUsername}</td>
                    <td>
                      {actionLabel(entry.action)}
                      <div>
                        <code>{entry.action}</code>
                      </div>
                    </td>
                    <td>{entry.targetType ? `${entry.targetType} #${entry.targetId ?? ''}` : '—'}</td>
                    <td className="detail-cell">{entry.detail ? <code>{JSON.stringify(entry.detail)}</code> : '—'}</td>
                    <td className="num">{entry.ip ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onPage={(page) => navigate('audit', undefined, { action, page })} />
          </>
        )}
      </section>
    </>
  );
}
