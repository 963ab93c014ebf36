import type { ReconciliationReport, ReconciliationRun } from '@app/contracts';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { BackofficeReconciliationRunsTable } from './tables.ts';
import { t } from './messages.ts';
import './tables.ts';

type RunRow = Selectable<BackofficeReconciliationRunsTable>;

/** The daily job: 00:05 in Mexico City, after the day's settlement jobs. */
export const RECONCILE_JOB = 'backoffice.reconcile';

const view = (row: RunRow): ReconciliationRun => {
  const report = typeof row.report === 'string' ? (JSON.parse(row.report) as ReconciliationRun['report']) : row.report;
  return {
    id: row.id,
    trigger: row.trigger,
    ...(row.operator_username ? { operatorUsername: row.operator_username } : {}),
    ...(row.period ? { period: row.period } : {}),
    ranAt: new Date(row.ran_at).getTime(),
    ok: row.ok,
    differences: row.differences,
    report,
  };
};

/**
 * Reconciliation runs: an operator's (audited in the run's own transaction) or the daily
 * job's (one per local day). Reading the latest run never runs one.
 */
export class ReconciliationRuns {
  constructor(private readonly ctx: AppContext) {}

  async last(): Promise<ReconciliationRun | undefined> {
    const row = await this.ctx.db.selectFrom('backoffice_reconciliation_runs').selectAll().orderBy('ran_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row ? view(row) : undefined;
  }

  /** The report of the last run, for the old GET /admin/money/reconciliation (reading runs nothing). */
  async lastReport(): Promise<ReconciliationReport> {
    const last = await this.last();
    if (!last) throw new AppError('RECONCILIATION_NEVER_RUN', t.reconciliationNeverRun);
    return last.report;
  }

  /** An operator asked: reconcile now, keep the run and its audit row together. */
  async runByOperator(operatorId: number, ip: string | undefined): Promise<ReconciliationRun> {
    const operator = await need(this.ctx, 'operators').get(operatorId);
    const username = operator?.username ?? `#${operatorId}`;
    const report = await need(this.ctx, 'ledger').reconcile();
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('backoffice_reconciliation_runs')
        .values({ trigger: 'operator', operator_id: operatorId, operator_username: username, period: null, ok: report.ok, differences: report.differences.length, report: JSON.stringify(report), ran_at: new Date(this.ctx.clock.now()) })
        .returningAll()
        .executeTakeFirstOrThrow();
      await need(this.ctx, 'audit').record({ operatorId, username }, 'ledger.reconcile', { type: 'reconciliation', id: row.id }, { ok: report.ok, differences: report.differences.length }, ip, trx);
      return view(row);
    });
  }

  /** The daily job's run for `period` (its local day); a second runner of the same day writes nothing. */
  async runForPeriod(period: string): Promise<boolean> {
    const done = await this.ctx.db.selectFrom('backoffice_reconciliation_runs').select('id').where('period', '=', period).executeTakeFirst();
    if (done) return false;
    const report = await need(this.ctx, 'ledger').reconcile();
    const inserted = await this.ctx.db
      .insertInto('backoffice_reconciliation_runs')
      .values({ trigger: 'job', operator_id: null, operator_username: null, period, ok: report.ok, differences: report.differences.length, report: JSON.stringify(report), ran_at: new Date(this.ctx.clock.now()) })
      .onConflict((oc) => oc.column('period').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!report.ok) this.ctx.log.error({ period, differences: report.differences.length }, 'daily reconciliation found differences');
    return inserted !== undefined;
  }
}
