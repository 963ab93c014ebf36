import { EXPORT_MAX_ROWS, MAX_PAGE_SIZE, type BulkQueue, type BulkResult, type Locale, type Page, type QueueExport, type QueueFilters } from '@app/contracts';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { render } from '../../i18n/text.ts';
import { maskKyc, maskWithdrawal } from './mask.ts';
import { t } from './messages.ts';

type Status = 'pending' | 'failed' | 'completed' | 'all';

/** One CSV field (RFC 4180), never read as a formula by a spreadsheet. */
export function csvField(value: string | number | undefined | null): string {
  if (value === undefined || value === null) return '';
  let text = String(value);
  if (/^[=+@\t\r]/.test(text) || /^-[^\d]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvOf = (header: string[], rows: (string | number | undefined)[][]): string =>
  [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

const iso = (ms: number | undefined) => (ms === undefined ? '' : new Date(ms).toISOString());

/** Every page of a queue list, up to EXPORT_MAX_ROWS. */
async function collect<T>(page: (pageNum: number) => Promise<Page<T>>): Promise<{ rows: T[]; truncated: boolean }> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const next = await page(pageNum);
    rows.push(...next.list);
    if (rows.length >= EXPORT_MAX_ROWS) return { rows: rows.slice(0, EXPORT_MAX_ROWS), truncated: next.total > EXPORT_MAX_ROWS };
    if (next.list.length < MAX_PAGE_SIZE || rows.length >= next.total) return { rows, truncated: false };
  }
}

const FILTER_KEYS = ['status', 'method', 'keyword', 'currency', 'from', 'to', 'sort'] as const;

/**
 * A queue as the filters show it, as CSV (issue 20): read through the owning module's
 * list, private fields masked, and the export written to the audit log with its filters.
 */
export async function exportQueue(
  ctx: AppContext,
  operator: OperatorPrincipal,
  queue: BulkQueue,
  query: QueueFilters & { status: string; method?: 'bank' | 'crypto' | undefined },
  locale: Locale,
  ip: string | undefined,
): Promise<QueueExport> {
  const first = (pageNum: number) => ({ ...query, pageNum, pageSize: MAX_PAGE_SIZE });
  let header: string[];
  let lines: (string | number | undefined)[][];
  let truncated: boolean;
  if (queue === 'kyc') {
    const kyc = need(ctx, 'kyc');
    const got = await collect((n) => kyc.list(query.status as 'pending' | 'verified' | 'failed' | 'all', n, MAX_PAGE_SIZE, query));
    truncated = got.truncated;
    header = ['id', 'userId', 'username', 'email', 'kind', 'status', 'firstName', 'lastName', 'documentType', 'documentNumber', 'country', 'submittedAt', 'reviewedAt', 'reviewedBy', 'reason'];
    lines = got.rows.map(maskKyc).map((s) => [s.id, s.userId, s.username, s.email, s.kind, s.status, s.firstName, s.lastName, s.documentType, s.documentNumber, s.country, iso(s.submittedAt), iso(s.reviewedAt), s.reviewedBy, s.reason]);
  } else if (queue === 'deposits') {
    const deposits = need(ctx, 'funding').deposits;
    const got = await collect((n) => deposits.adminList({ ...first(n), status: query.status as Status }, locale));
    truncated = got.truncated;
    header = ['id', 'orderNo', 'userId', 'username', 'method', 'currency', 'amount', 'creditCurrency', 'creditAmount', 'status', 'createdAt', 'reviewedAt', 'reviewedBy', 'reason'];
    lines = got.rows.map((d) => [d.id, d.orderNo, d.userId, d.username, d.method, d.currency, d.amount, d.creditCurrency, d.creditAmount, d.statusLabel, iso(d.createdAt), iso(d.reviewedAt), d.reviewedBy, d.reason]);
  } else {
    const withdrawals = need(ctx, 'funding').withdrawals;
    const got = await collect((n) => withdrawals.adminList({ ...first(n), status: query.status as Status }, locale));
    truncated = got.truncated;
    header = ['id', 'orderNo', 'userId', 'username', 'method', 'currency', 'amount', 'fee', 'destination', 'status', 'approvals', 'requiredApprovals', 'createdAt', 'reviewedAt', 'reviewedBy', 'reason'];
    lines = got.rows.map(maskWithdrawal).map((w) => [
      w.id,
      w.orderNo,
      w.userId,
      w.username,
      w.method,
      w.currency,
      w.amount,
      w.fee,
      w.destinationDetail?.cardNo ?? w.destination.cardNoMasked ?? w.destination.address ?? '',
      w.statusLabel,
      w.approvals,
      w.requiredApprovals,
      iso(w.createdAt),
      iso(w.reviewedAt),
      w.reviewedBy,
      w.reason,
    ]);
  }
  const filters = Object.fromEntries(FILTER_KEYS.filter((key) => query[key] !== undefined).map((key) => [key, query[key]]));
  await ctx.db.transaction().execute((trx) => need(ctx, 'audit').record(operator, 'queue.export', { type: queue, id: 0 }, { filters, rows: lines.length, truncated }, ip, trx));
  const stamp = new Date(ctx.clock.now()).toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return { filename: `${queue}-${query.status}-${stamp}.csv`, csv: csvOf(header, lines), rows: lines.length, truncated };
}

type BulkBody = { decision: 'approve'; ids: number[] } | { decision: 'reject'; ids: number[]; reason: string };

/**
 * Approves or rejects many items, each through its module's own review (its own
 * transaction and audit row, the same checks as one at a time). A large withdrawal is never
 * approved in bulk: the rule wants a second operator for it.
 */
export async function bulkReview(ctx: AppContext, operator: OperatorPrincipal, queue: BulkQueue, body: BulkBody, locale: Locale, ip: string | undefined): Promise<BulkResult> {
  const found = await need(ctx, 'operators').get(operator.operatorId);
  const reviewer = { id: operator.operatorId, username: found?.username ?? `#${operator.operatorId}`, roles: operator.roles, ip };
  const reason = body.decision === 'reject' ? body.reason : undefined;
  const audit = need(ctx, 'audit');
  const results: BulkResult['results'] = [];
  for (const id of [...new Set(body.ids)]) {
    try {
      if (queue === 'kyc') {
        await need(ctx, 'kyc').review(id, reviewer, body.decision, reason, (trx, userId) =>
          audit.record(operator, `kyc.${body.decision}`, { type: 'kyc', id }, { userId, ...(reason ? { reason } : {}), bulk: true }, ip, trx),
        );
      } else if (queue === 'deposits') {
        await need(ctx, 'funding').deposits.review(id, reviewer, body.decision, reason, locale);
      } else {
        const withdrawals = need(ctx, 'funding').withdrawals;
        if (body.decision === 'approve' && (await withdrawals.adminDetail(id, locale)).requiredApprovals > 1) throw new AppError('BULK_NEEDS_SECOND_APPROVER', t.needsSecondApprover);
        await withdrawals.review(id, reviewer, body.decision, reason, locale);
      }
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, error: error.error, msg: render(error.text, locale, error.params) });
    }
  }
  const done = results.filter((r) => r.ok).length;
  return { results, done, failed: results.length - done };
}
