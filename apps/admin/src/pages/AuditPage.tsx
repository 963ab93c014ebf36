import { adminApi } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../api.ts';
import { PagedTable, pageNumOf } from '../components/PagedTable.tsx';
import { PageHeader } from '../components/ui.tsx';
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
  const pageNum = pageNumOf(route.query.page);
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
      <PagedTable
        query={list}
        testId="audit-table"
        columns={[t('audit.col.time'), t('audit.col.operator'), t('audit.col.action'), t('audit.col.target'), t('audit.col.detail'), t('audit.col.ip')]}
        row={(entry) => (
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
        )}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={(page) => navigate('audit', undefined, { action, page })}
      />
    </>
  );
}
