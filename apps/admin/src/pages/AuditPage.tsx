import { adminApi } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../api.ts';
import { PagedTable, pageNumOf } from '../components/PagedTable.tsx';
import { PageHeader } from '../components/ui.tsx';
import { formatDateTime } from '../format.ts';
import { useT } from '../i18n.ts';
import { adminKeys } from '../queries.ts';
import { navigate, type AdminRoute } from '../router.ts';
import { AUDIT_ACTIONS, AuditDetail, useActionLabel } from './backoffice/audit.tsx';
import '../pages/dashboard/dashboard.css';

const PAGE_SIZE = 50;
/** Filters kept in the address (#/audit?action=&operator=&targetType=&targetId=&from=&to=). */
const FILTERS = ['action', 'operator', 'targetType', 'targetId', 'from', 'to'] as const;
/** A date input (YYYY-MM-DD, the operator's day) as a time; `to` is the end of that day. */
const dayStart = (day: string | undefined, end = false) => (day ? new Date(`${day}T00:00:00`).getTime() + (end ? 86_400_000 : 0) : undefined);

export function AuditPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  // Known actions read as words; a later capability's new action shows as its code until it adds a label.
  const actionLabel = useActionLabel();
  const filters = Object.fromEntries(FILTERS.map((key) => [key, route.query[key] ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const action = filters.action;
  const setFilter = (key: (typeof FILTERS)[number], value: string) => navigate('audit', undefined, { ...filters, [key]: value || undefined });
  const pageNum = pageNumOf(route.query.page);
  const query = {
    action: action || undefined,
    operator: filters.operator || undefined,
    targetType: filters.targetType || undefined,
    targetId: filters.targetId || undefined,
    from: dayStart(filters.from),
    to: dayStart(filters.to, true),
    pageNum,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: [...adminKeys.audit(action, pageNum), filters],
    queryFn: ({ signal }) => adminCall(adminApi.auditLog, { query }, {}, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <div className="toolbar audit-filters">
        <label className="inline-field">
          <span>{t('audit.action')}</span>
          <select value={action} onChange={(e) => setFilter('action', e.target.value)} data-testid="audit-action">
            <option value="">{t('common.all')}</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {actionLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          <span>{t('backoffice.audit.operator')}</span>
          <input defaultValue={filters.operator} onBlur={(e) => setFilter('operator', e.target.value.trim())} onKeyDown={(e) => e.key === 'Enter' && setFilter('operator', e.currentTarget.value.trim())} data-testid="audit-operator" />
        </label>
        <label className="inline-field">
          <span>{t('backoffice.audit.object')}</span>
          <input defaultValue={filters.targetType} placeholder={t('backoffice.audit.objectHint')} onBlur={(e) => setFilter('targetType', e.target.value.trim())} onKeyDown={(e) => e.key === 'Enter' && setFilter('targetType', e.currentTarget.value.trim())} data-testid="audit-target-type" />
        </label>
        <label className="inline-field">
          <span>{t('backoffice.audit.objectId')}</span>
          <input defaultValue={filters.targetId} size={8} onBlur={(e) => setFilter('targetId', e.target.value.trim())} onKeyDown={(e) => e.key === 'Enter' && setFilter('targetId', e.currentTarget.value.trim())} data-testid="audit-target-id" />
        </label>
        <label className="inline-field">
          <span>{t('backoffice.audit.from')}</span>
          <input type="date" value={filters.from} onChange={(e) => setFilter('from', e.target.value)} data-testid="audit-from" />
        </label>
        <label className="inline-field">
          <span>{t('backoffice.audit.to')}</span>
          <input type="date" value={filters.to} onChange={(e) => setFilter('to', e.target.value)} data-testid="audit-to" />
        </label>
        <button type="button" className="btn btn-small" onClick={() => navigate('audit')} data-testid="audit-clear">
          {t('backoffice.audit.clear')}
        </button>
      </div>
      <PagedTable
        query={list}
        testId="audit-table"
        columns={[t('audit.col.time'), t('audit.col.operator'), t('audit.col.action'), t('audit.col.target'), t('audit.col.detail'), t('audit.col.ip')]}
        row={(entry) => (
          <tr key={entry.id} data-testid={`audit-row-${entry.id}`} data-action={entry.action}>
            <td className="num nowrap">{formatDateTime(entry.createdAt)}</td>
            <td>{entry.operatorUsername}</td>
            <td>{actionLabel(entry.action)}</td>
            <td>{entry.targetType ? `${entry.targetType} #${entry.targetId ?? ''}` : '—'}</td>
            <td className="detail-cell">
              <AuditDetail detail={entry.detail} />
            </td>
            <td className="num">{entry.ip ?? '—'}</td>
          </tr>
        )}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={(page) => navigate('audit', undefined, { ...filters, page })}
      />
    </>
  );
}
