import type { Tx } from '../../ledger/index.ts';
import { instalmentOf, replan, type ScheduleRow } from './rules.ts';
import type { DueNow, LoanRow, ScheduleDbRow } from './service.ts';

/**
 * A prepayment's schedule (mode 'all': the current period closes today with the whole
 * balance; 'part': the rest is replanned by "fewer" or "smaller" payments on the instalment in
 * force, issue 34 item 1), in the repayment's transaction. Answers the principal prepaid, the
 * balance left and the instalment now in force.
 */
export async function applyPrepayment(
  trx: Tx,
  input: { loan: LoanRow; mode: 'all' | 'part'; prepay: 'fewer' | 'smaller'; extra: bigint; due: DueNow; rows: ScheduleDbRow[]; paidIds: number[]; today: string; now: Date; outstanding: bigint },
): Promise<{ principal: bigint; outstanding: bigint; inForce: bigint }> {
  const { loan, mode, due, today, now } = input;
  const prepaid = mode === 'all' ? input.outstanding : input.extra;
  const outstanding = input.outstanding - prepaid;
  let inForce = loan.instalment_in_force_minor;
  const current = due.current;
  const rest = input.rows.filter((r) => r.status !== 'paid' && !input.paidIds.includes(r.id));
  if (current) await trx.deleteFrom('loans_schedule').where('loan_id', '=', loan.id).where('n', '>=', current.n).execute();
  if (mode === 'all' && current) {
    // The current period closes today with the interest to date and the whole balance.
    await trx
      .insertInto('loans_schedule')
      .values({ loan_id: loan.id, n: current.n, period_start: current.period_start, due_date: today, instalment_minor: prepaid + due.interestToDate, interest_minor: due.interestToDate, iva_minor: due.ivaToDate, principal_minor: prepaid, balance_minor: 0n, status: 'paid', paid_at: now })
      .execute();
  } else if (mode === 'part' && current) {
    const planned = replan({
      balance: outstanding,
      annualRate: String(loan.annual_rate),
      ivaRate: String(loan.iva_rate),
      remainingDueDates: rest.map((r) => r.due_date),
      periodStart: current.period_start,
      day: today,
      mode: input.prepay,
      instalment: loan.instalment_in_force_minor,
      startN: current.n,
    });
    await insertSchedule(trx, loan.id, planned, today);
    inForce = instalmentOf(planned, loan.instalment_in_force_minor);
  }
  return { principal: prepaid, outstanding, inForce };
}

export async function insertSchedule(trx: Tx, loanId: number, rows: ScheduleRow[], start: string): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('loans_schedule')
    .values(
      rows.map((r, k) => ({
        loan_id: loanId,
        n: r.n,
        period_start: k === 0 ? start : rows[k - 1]!.dueDate,
        due_date: r.dueDate,
        instalment_minor: r.instalment,
        interest_minor: r.interest,
        iva_minor: r.iva,
        principal_minor: r.principal,
        balance_minor: r.balance,
      })),
    )
    .execute();
}
