import { adminJobsApi, JOB_RUN_STATUSES, rolesAllow, type JobInfo, type JobRun, type JobRunStatusName, type JobScheduleView } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { navigate, type AdminRoute } from '../../router.ts';
import { useOperatorSession } from '../../session.ts';
import './jobs.css';

const PAGE_SIZE = 20;
const TONE = { pending: 'warn', running: 'info', done: 'good', failed: 'bad' } as const;

export const jobKeys = {
  all: ['admin', 'jobs'] as const,
  list: () => [...jobKeys.all, 'list'] as const,
  runs: (job: string, status: string, page: number) => [...jobKeys.all, 'runs', job, status, page] as const,
};

const isStatus = (value: string | undefined): value is JobRunStatusName => JOB_RUN_STATUSES.includes(value as JobRunStatusName);

/** 850 ms, 12.3 s, 4 min 05 s. */
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined) return '—';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** "every 1 s" / "09:20 (Asia/Hong_Kong), HK trading days" in the operator's language. */
function useScheduleText(): (schedule: JobScheduleView) => string {
  const { t } = useT();
  return (schedule) => {
    if (schedule.everyMs !== undefined) {
      const ms = schedule.everyMs;
      const [n, unit] = ms % 3_600_000 === 0 ? [ms / 3_600_000, 'h'] : ms % 60_000 === 0 ? [ms / 60_000, 'min'] : ms % 1000 === 0 ? [ms / 1000, 's'] : [ms, 'ms'];
      return t('jobs.every', { value: `${n} ${t(`jobs.unit.${unit}`)}` });
    }
    const days = schedule.days ?? 'daily';
    const which = days === 'daily' || days === 'weekdays' ? t(`jobs.days.${days}`) : t('jobs.days.exchange', { exchange: days });
    return t('jobs.at', { time: schedule.at ?? '', zone: schedule.timeZone ?? '', days: which });
  };
}

/**
 * Jobs (#/jobs?job=&status=&page=): every background job with its schedule, last run
 * (duration, items), next run, queued and failed runs, "run now" for admins (audited);
 * below, the recent runs with their errors.
 */
export function JobsPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const { operator } = useOperatorSession();
  const canRun = rolesAllow(operator?.roles ?? [], adminJobsApi.runNow.roles);
  const job = route.query.job ?? '';
  const status = isStatus(route.query.status) ? route.query.status : undefined;
  const pageNum = Math.max(1, Number(route.query.page) || 1);

  const jobs = useQuery({
    queryKey: jobKeys.list(),
    queryFn: ({ signal }) => adminCall(adminJobsApi.list, {}, {}, signal),
    refetchInterval: 5_000,
  });
  const runs = useQuery({
    queryKey: jobKeys.runs(job, status ?? '', pageNum),
    queryFn: ({ signal }) => adminCall(adminJobsApi.runs, { query: { pageNum, pageSize: PAGE_SIZE, ...(job ? { job } : {}), ...(status ? { status } : {}) } }, {}, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
  const runNow = useMutation({
    mutationFn: (name: string) => adminCall(adminJobsApi.runNow, { body: { name } }),
    onSuccess: (run) => {
      notify(t('jobs.queued', { name: run.job }));
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad'),
  });
  const filter = (next: { job?: string; status?: string | undefined }) =>
    navigate('jobs', undefined, { job: 'job' in next ? next.job || undefined : job || undefined, status: 'status' in next ? next.status : status });

  return (
    <>
      <PageHeader
        title={t('jobs.title')}
        subtitle={t('jobs.subtitle')}
        actions={
          <button type="button" className="btn" onClick={() => void queryClient.invalidateQueries({ queryKey: jobKeys.all })} data-testid="jobs-refresh">
            {t('jobs.refresh')}
          </button>
        }
      />
      {canRun ? null : <p className="muted small">{t('jobs.adminOnly')}</p>}
      <section className="card">
        {jobs.isError && !jobs.data ? (
          <LoadFailed error={jobs.error} onRetry={() => void jobs.refetch()} />
        ) : !jobs.data ? (
          <Loading />
        ) : jobs.data.list.length === 0 ? (
          <Empty />
        ) : (
          // Scrolls inside the card on a narrow window instead of running past its edge.
          <div className="jobs-scroll">
          <table className="table" data-testid="jobs-table">
            <thead>
              <tr>
                <th>{t('jobs.col.name')}</th>
                <th>{t('jobs.col.schedule')}</th>
                <th>{t('jobs.col.last')}</th>
                <th>{t('jobs.col.duration')}</th>
                <th>{t('jobs.col.items')}</th>
                <th>{t('jobs.col.next')}</th>
                <th>{t('jobs.col.pending')}</th>
                <th>{t('jobs.col.failures')}</th>
                <th>{t('jobs.col.actions')}</th>
              </tr>
            </thead>
            <tbody>{jobs.data.list.map((j) => <JobRow key={j.name} job={j} canRun={canRun} busy={runNow.isPending} onRun={(name) => runNow.mutate(name)} onPick={(name) => filter({ job: name })} />)}</tbody>
          </table>
          </div>
        )}
      </section>

      <h2 className="card-title jobs-runs-title">{t('jobs.runs')}</h2>
      <div className="toolbar">
        <select value={job} onChange={(e) => filter({ job: e.target.value })} aria-label={t('jobs.allJobs')} data-testid="jobs-filter-job">
          <option value="">{t('jobs.allJobs')}</option>
          {(jobs.data?.list ?? []).map((j) => (
            <option key={j.name} value={j.name} translate="no">
              {j.name}
            </option>
          ))}
        </select>
        <select value={status ?? ''} onChange={(e) => filter({ status: e.target.value || undefined })} aria-label={t('jobs.allStatuses')} data-testid="jobs-filter-status">
          <option value="">{t('jobs.allStatuses')}</option>
          {JOB_RUN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`jobs.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <section className="card">
        {runs.isError && !runs.data ? (
          <LoadFailed error={runs.error} onRetry={() => void runs.refetch()} />
        ) : !runs.data ? (
          <Loading />
        ) : runs.data.list.length === 0 ? (
          <Empty />
        ) : (
          <>
            <div className="jobs-scroll">
            <table className="table" data-testid="job-runs-table">
              <thead>
                <tr>
                  <th>{t('jobs.runCol.id')}</th>
                  <th>{t('jobs.runCol.job')}</th>
                  <th>{t('jobs.runCol.period')}</th>
                  <th>{t('jobs.runCol.status')}</th>
                  <th>{t('jobs.runCol.attempts')}</th>
                  <th>{t('jobs.runCol.passes')}</th>
                  <th>{t('jobs.runCol.items')}</th>
                  <th>{t('jobs.runCol.duration')}</th>
                  <th>{t('jobs.runCol.trigger')}</th>
                  <th>{t('jobs.runCol.finished')}</th>
                  <th>{t('jobs.runCol.error')}</th>
                </tr>
              </thead>
              <tbody>
                {runs.data.list.map((run) => (
                  <RunRow key={run.id} run={run} />
                ))}
              </tbody>
            </table>
            </div>
            <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={runs.data.total} onPage={(page) => navigate('jobs', undefined, { job: job || undefined, status, page })} />
          </>
        )}
      </section>
    </>
  );
}

function JobRow({ job, canRun, busy, onRun, onPick }: { job: JobInfo; canRun: boolean; busy: boolean; onRun: (name: string) => void; onPick: (name: string) => void }) {
  const { t } = useT();
  const scheduleText = useScheduleText();
  const last = job.lastRun;
  return (
    <tr data-testid={`job-row-${job.name}`}>
      <td>
        <button type="button" className="jobs-pick" onClick={() => onPick(job.name)} data-testid={`job-pick-${job.name}`}>
          <code translate="no">{job.name}</code>
        </button>
        {job.running ? (
          <div>
            <Badge tone="info">{t('jobs.running')}</Badge>
          </div>
        ) : null}
      </td>
      <td className="small">{scheduleText(job.schedule)}</td>
      <td className="num">
        {last ? (
          <>
            {formatDateTime(last.finishedAt ?? last.dueAt)}{' '}
            <Badge tone={TONE[last.status]} testId={`job-last-${job.name}`}>
              {t(`jobs.status.${last.status}`)}
            </Badge>
          </>
        ) : (
          t('jobs.never')
        )}
      </td>
      <td className="num">{formatDuration(last?.durationMs)}</td>
      <td className="num">{last ? last.items : '—'}</td>
      <td className="nowrap num">{job.nextRunAt ? formatDateTime(job.nextRunAt) : '—'}</td>
      <td className="num">{job.pending}</td>
      <td className="num" title={job.lastError ? `${t('jobs.lastError')}: ${job.lastError}` : undefined}>
        {job.failures > 0 ? <Badge tone="bad">{job.failures}</Badge> : 0}
      </td>
      <td>
        {canRun ? (
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('jobs.runConfirm', { name: job.name }))) onRun(job.name);
            }}
            data-testid={`job-run-${job.name}`}
          >
            {t('jobs.runNow')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

function RunRow({ run }: { run: JobRun }) {
  const { t } = useT();
  return (
    <tr data-testid={`job-run-row-${run.id}`} data-status={run.status}>
      <td className="num">{run.id}</td>
      <td>
        <code translate="no">{run.job}</code>
      </td>
      <td className="small nowrap">{run.period}</td>
      <td>
        <Badge tone={TONE[run.status]}>{t(`jobs.status.${run.status}`)}</Badge>
      </td>
      <td className="num">{run.attempts}</td>
      <td className="num">{run.passes}</td>
      <td className="num">{run.items}</td>
      <td className="num">{formatDuration(run.durationMs)}</td>
      <td className="small">{run.trigger === 'schedule' ? t('jobs.trigger.schedule') : run.trigger.replace(/^operator:/, '')}</td>
      <td className="nowrap num">{formatDateTime(run.finishedAt)}</td>
      <td className="detail-cell">{run.error ? <code>{run.error}</code> : '—'}</td>
    </tr>
  );
}
