import { adminBackofficeApi, type BulkResult, type QueueExport } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall } from '../../api.ts';
import { errorText, Modal, notify } from '../../components/ui.tsx';
import { useT } from '../../i18n.ts';
import { navigate, type AdminRoute } from '../../router.ts';
import '../dashboard/dashboard.css';
import { dashboardKey } from '../dashboard/queries.ts';

/** A day picked in a date field (YYYY-MM-DD) starts at midnight in Mexico City (UTC-6). */
const dayStart = (day: string | undefined): number | undefined => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00-06:00`) : undefined);

export interface QueueFilterQuery {
  keyword?: string;
  currency?: string;
  from?: number;
  to?: number;
  sort?: 'oldest' | 'newest';
}

/** The search and filters a queue page keeps in its address (`#/deposits?keyword=...&from=2026-11-01`). */
export function queueFiltersOf(query: Record<string, string>): QueueFilterQuery {
  const from = dayStart(query.from);
  const toDay = dayStart(query.to);
  return {
    ...(query.keyword?.trim() ? { keyword: query.keyword.trim() } : {}),
    ...(query.currency ? { currency: query.currency } : {}),
    ...(from !== undefined ? { from } : {}),
    // "To" is the last day shown: up to the next midnight.
    ...(toDay !== undefined ? { to: toDay + 86_400_000 } : {}),
    ...(query.sort === 'oldest' || query.sort === 'newest' ? { sort: query.sort } : {}),
  };
}

type ExportQueue = 'kyc' | 'deposits' | 'withdrawals';

function download(file: QueueExport): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${file.csv}`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Search box, currency, date range, sort and "Export CSV" of what they show (the export is audited). */
export function QueueSearch({
  route,
  queue,
  status,
  method,
  currencies,
}: {
  route: AdminRoute;
  queue: ExportQueue;
  status: string;
  method?: string | undefined;
  currencies?: readonly string[];
}) {
  const { t } = useT();
  const q = route.query;
  const [keyword, setKeyword] = useState(q.keyword ?? '');
  const go = (changes: Record<string, string | undefined>) => navigate(route.page, undefined, { ...q, ...changes, page: undefined });
  const filters = queueFiltersOf(q);
  const exporting = useMutation({
    mutationFn: () => {
      const picked = method === 'bank' || method === 'crypto' ? { method: method as 'bank' | 'crypto' } : {};
      if (queue === 'kyc') return adminCall(adminBackofficeApi.exportKyc, { query: { ...filters, status: status as 'pending' | 'verified' | 'failed' | 'all' } });
      const query = { ...filters, ...picked, status: status as 'pending' | 'failed' | 'completed' | 'all' };
      if (queue === 'deposits') return adminCall(adminBackofficeApi.exportDeposits, { query });
      return adminCall(adminBackofficeApi.exportWithdrawals, { query });
    },
    onSuccess: (file) => {
      download(file);
      notify(file.truncated ? t('backoffice.queue.truncated', { count: file.rows }) : t('backoffice.queue.exported', { count: file.rows }), file.truncated ? 'bad' : 'good');
    },
    onError: (error) => notify(errorText(error, t('backoffice.queue.exportFailed')), 'bad'),
  });
  return (
    <form
      className="filters queue-search"
      onSubmit={(e) => {
        e.preventDefault();
        go({ keyword: keyword.trim() || undefined });
      }}
      data-testid={`${queue}-search`}
    >
      <label className="inline-field">
        {t('backoffice.queue.search')}
        <input type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('backoffice.queue.searchHint')} maxLength={100} data-testid={`${queue}-keyword`} />
      </label>
      {currencies && (
        <label className="inline-field">
          {t('backoffice.queue.currency')}
          <select value={q.currency ?? ''} onChange={(e) => go({ currency: e.target.value || undefined })} data-testid={`${queue}-currency`}>
            <option value="">{t('backoffice.queue.anyCurrency')}</option>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="inline-field">
        {t('backoffice.queue.from')}
        <input type="date" value={q.from ?? ''} onChange={(e) => go({ from: e.target.value || undefined })} data-testid={`${queue}-from`} />
      </label>
      <label className="inline-field">
        {t('backoffice.queue.to')}
        <input type="date" value={q.to ?? ''} onChange={(e) => go({ to: e.target.value || undefined })} data-testid={`${queue}-to`} />
      </label>
      <label className="inline-field">
        {t('backoffice.queue.sort')}
        <select value={q.sort ?? ''} onChange={(e) => go({ sort: e.target.value || undefined })} data-testid={`${queue}-sort`}>
          <option value="">—</option>
          <option value="oldest">{t('backoffice.queue.oldest')}</option>
          <option value="newest">{t('backoffice.queue.newest')}</option>
        </select>
      </label>
      <button type="submit" className="btn btn-small" data-testid={`${queue}-search-go`}>
        {t('backoffice.queue.search')}
      </button>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => {
          setKeyword('');
          navigate(route.page, undefined, { status: q.status, method: q.method });
        }}
        data-testid={`${queue}-search-clear`}
      >
        {t('backoffice.queue.clear')}
      </button>
      <button type="button" className="btn btn-small" disabled={exporting.isPending} onClick={() => exporting.mutate()} data-testid={`${queue}-export`}>
        {exporting.isPending ? t('backoffice.queue.exporting') : t('backoffice.queue.export')}
      </button>
    </form>
  );
}

/** Which rows of the page are picked for a bulk decision. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return {
    selected,
    toggle: (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    set: (ids: number[]) => setSelected(new Set(ids)),
    clear: () => setSelected(new Set()),
  };
}

/** A row's checkbox (the click does not open the row). */
export function SelectCell({ id, selection, testId }: { id: number; selection: ReturnType<typeof useSelection>; testId: string }) {
  const { t } = useT();
  return (
    <td onClick={(e) => e.stopPropagation()} className="select-cell">
      <input type="checkbox" checked={selection.selected.has(id)} onChange={() => selection.toggle(id)} aria-label={t('backoffice.queue.select')} data-testid={testId} />
    </td>
  );
}

/** "N selected — approve / reject (with one reason)": each item is reviewed on its own and audited. */
export function BulkBar({ queue, pageIds, selection, onDone }: { queue: ExportQueue; pageIds: number[]; selection: ReturnType<typeof useSelection>; onDone: () => void }) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const ids = [...selection.selected];
  const run = useMutation({
    mutationFn: (body: { decision: 'approve'; ids: number[] } | { decision: 'reject'; ids: number[]; reason: string }): Promise<BulkResult> => {
      if (queue === 'kyc') return adminCall(adminBackofficeApi.bulkKyc, { body });
      if (queue === 'deposits') return adminCall(adminBackofficeApi.bulkDeposits, { body });
      return adminCall(adminBackofficeApi.bulkWithdrawals, { body });
    },
    onSuccess: (result) => {
      // The navigation badges count the open items: refresh them now.
      void queryClient.invalidateQueries({ queryKey: dashboardKey() });
      setRejecting(false);
      setReason('');
      selection.clear();
      const firstFailure = result.results.find((r) => !r.ok);
      notify(`${t('backoffice.queue.bulkDone', { done: result.done, failed: result.failed })}${firstFailure?.msg ? ` — #${firstFailure.id}: ${firstFailure.msg}` : ''}`, result.failed > 0 ? 'bad' : 'good');
      onDone();
    },
    onError: (error) => notify(errorText(error, t('common.networkError')), 'bad'),
  });
  return (
    <div className="filters bulk-bar" data-testid={`${queue}-bulk`}>
      <button type="button" className="btn btn-small" onClick={() => selection.set(pageIds)} disabled={pageIds.length === 0} data-testid={`${queue}-select-page`}>
        {t('backoffice.queue.selectAll')}
      </button>
      <span className="muted small" data-testid={`${queue}-selected`}>
        {t('backoffice.queue.selected', { count: ids.length })}
      </span>
      <button type="button" className="btn btn-small btn-primary" disabled={ids.length === 0 || run.isPending} onClick={() => run.mutate({ decision: 'approve', ids })} data-testid={`${queue}-bulk-approve`}>
        {t('backoffice.queue.approve')}
      </button>
      <button type="button" className="btn btn-small btn-danger" disabled={ids.length === 0 || run.isPending} onClick={() => setRejecting(true)} data-testid={`${queue}-bulk-reject`}>
        {t('backoffice.queue.reject')}
      </button>
      <span className="muted small">{t('backoffice.queue.bulkHint')}</span>
      {rejecting && (
        <Modal
          title={t('backoffice.queue.rejectTitle', { count: ids.length })}
          onClose={() => setRejecting(false)}
          testId={`${queue}-bulk-reject-dialog`}
          footer={
            <>
              <button type="button" className="btn" onClick={() => setRejecting(false)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="btn btn-danger" disabled={run.isPending || reason.trim().length < 2} onClick={() => run.mutate({ decision: 'reject', ids, reason: reason.trim() })} data-testid={`${queue}-bulk-reject-confirm`}>
                {t('backoffice.queue.reject')}
              </button>
            </>
          }
        >
          <label className="muted">{t('backoffice.queue.reason')}</label>
          <textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={3} data-testid={`${queue}-bulk-reason`} />
        </Modal>
      )}
    </div>
  );
}
