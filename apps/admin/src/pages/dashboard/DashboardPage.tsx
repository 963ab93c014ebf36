import type { DashboardQueue } from '@app/contracts';
import { Badge, LoadFailed, Loading, PageHeader } from '../../components/ui.tsx';
import { formatDateTime, formatWaiting } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf } from '../../router.ts';
import { useDashboard } from './queries.ts';
import './dashboard.css';

/** Where each queue's tile leads. */
const QUEUE_PAGE: Partial<Record<DashboardQueue['key'], string>> = { kyc: 'kyc', deposits: 'deposits', withdrawals: 'withdrawals' };

/** The back office's first page: open queues against their service level, today's money, reconciliation, jobs, chats. */
export function DashboardPage() {
  const { t } = useT();
  const dashboard = useDashboard();
  const d = dashboard.data;
  return (
    <>
      <PageHeader
        title={t('backoffice.dash.title')}
        subtitle={t('backoffice.dash.subtitle')}
        actions={
          <button type="button" className="btn" onClick={() => void dashboard.refetch()} data-testid="dash-refresh">
            {t('backoffice.dash.refresh')}
          </button>
        }
      />
      {dashboard.isError && !d ? (
        <LoadFailed error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : !d ? (
        <Loading />
      ) : (
        <>
          <h2 className="dash-section-title">{t('backoffice.dash.queues')}</h2>
          <div className="dash-grid">
            {d.queues.map((q) => {
              const page = QUEUE_PAGE[q.key];
              return (
              <a key={q.key} href={page ? hrefOf(page) : undefined} className={`dash-tile ${q.overdue ? 'dash-tile-overdue' : ''}`} data-testid={`dash-queue-${q.key}`} data-overdue={q.overdue}>
                <span className="muted small">{t(`backoffice.dash.queue.${q.key}`)}</span>
                <strong>{t('backoffice.dash.open', { count: q.count })}</strong>
                {q.oldestAt !== undefined ? (
                  <>
                    <span className="small">{t('backoffice.dash.oldest', { age: formatWaiting(q.oldestAt, d.at), sla: formatWaiting(0, q.slaMs) })}</span>
                    <Badge tone={q.overdue ? 'bad' : 'good'}>{q.overdue ? t('backoffice.dash.overdue') : t('backoffice.dash.onTime')}</Badge>
                  </>
                ) : (
                  <span className="muted small">{t('backoffice.dash.none')}</span>
                )}
              </a>
              );
            })}
          </div>

          <h2 className="dash-section-title">{t('backoffice.dash.today')}</h2>
          <div className="dash-money">
            {(['deposits', 'withdrawals', 'trading'] as const).map((kind) => (
              <section key={kind} className="card card-pad" data-testid={`dash-today-${kind}`}>
                <h3 className="card-title">{t(`backoffice.dash.${kind}`)}</h3>
                {d.today[kind].length === 0 ? (
                  <p className="muted">{t('backoffice.dash.nothingToday')}</p>
                ) : (
                  <table className="table">
                    <tbody>
                      {d.today[kind].map((row) => (
                        <tr key={row.currency}>
                          <td>{row.currency}</td>
                          <td className="amount-cell num">{Number(row.amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 8 })}</td>
                          <td className="muted small">{t('backoffice.dash.count', { count: row.count })}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
            ))}
          </div>

          <div className="dash-grid">
            <a href={hrefOf('reconciliation')} className={`dash-tile ${d.reconciliation && !d.reconciliation.ok ? 'dash-tile-overdue' : ''}`} data-testid="dash-recon">
              <span className="muted small">{t('backoffice.dash.recon')}</span>
              {d.reconciliation ? (
                <>
                  <strong>{d.reconciliation.ok ? `✓ ${t('backoffice.dash.reconOk')}` : `✗ ${t('backoffice.dash.reconBad', { count: d.reconciliation.differences })}`}</strong>
                  <span className="small num">{formatDateTime(d.reconciliation.ranAt)}</span>
                </>
              ) : (
                <strong>{t('backoffice.dash.reconNever')}</strong>
              )}
            </a>
            <a href={hrefOf('jobs')} className={`dash-tile ${d.failedJobs.length > 0 ? 'dash-tile-overdue' : ''}`} data-testid="dash-jobs">
              <span className="muted small">{t('backoffice.dash.failedJobs')}</span>
              <strong>{d.failedJobs.length === 0 ? t('backoffice.dash.noFailedJobs') : d.failedJobs.reduce((sum, job) => sum + job.failures, 0)}</strong>
              {d.failedJobs.length > 0 && <span className="small">{d.failedJobs.map((job) => job.name).join(', ')}</span>}
            </a>
            <a href={hrefOf('chat')} className="dash-tile" data-testid="dash-chats">
              <span className="muted small">{t('backoffice.dash.openChats')}</span>
              <strong>{d.openChats}</strong>
            </a>
          </div>
        </>
      )}
    </>
  );
}
