import type { Locale, LocalizedText, LoanDue, LoanOffer, LoanRepayment, LoanScheduleRow, LoanView, Page } from '@app/contracts';
import Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { fingerprint, idempotent, type Tx } from '../../ledger/index.ts';
import { keyFromDay, utcToZoned } from '../../market/time.ts';
import type { PayPasswords } from '../accounts/pay-passwords.ts';
import type { ProductTerms, TermsVersion } from '../terms/index.ts';
import { notices, offerTexts, t } from './messages.ts';
import { applyPrepayment, insertSchedule } from './prepay.ts';
import { canMove, catPercent, dayOf, dueDatesFrom, fmt2, frenchSchedule, ivaOf, lateInterest, minorOf, totalsOf, type ScheduleRow } from './rules.ts';
import { INITIAL_LOANS_TERMS, loansTerms, type LoansTerms, type loansTermsSchema } from './terms.ts';
import type { LoansApplicationsTable, LoansScheduleTable } from './tables.ts';

export type LoanRow = Selectable<LoansApplicationsTable>;
export type ScheduleDbRow = Selectable<LoansScheduleTable>;

/** House accounts: the lending book (principal out and back), interest income, IVA owed to SAT, fees. */
export const HOUSE = { book: 'LOANS_RECEIVABLE', interest: 'LOANS_INTEREST', iva: 'IVA_PAYABLE', fees: 'FEES' } as const;
const MXN = 'MXN' as const;

const pct = (rate: string | number) => new Decimal(rate).times(100).toDecimalPlaces(2).toFixed();
const fill = (text: LocalizedText, locale: Locale, params: Record<string, string | number>) => text[locale].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

export interface DueNow {
  rows: ScheduleDbRow[];
  principal: bigint;
  interest: bigint;
  iva: bigint;
  late: bigint;
  lateIva: bigint;
  current: ScheduleDbRow | undefined;
  interestToDate: bigint;
  ivaToDate: bigint;
  overdueDays: number;
  dueNow: bigint;
  payoff: bigint;
}

/**
 * Consumer loans: offer, application (in review), operator review with maker-checker and
 * the disbursement in the review's transaction, repayments through the ledger from
 * BALANCE, the daily reminder/late job. Notices after commit.
 */
export class LoansService {
  readonly terms: ProductTerms<typeof loansTermsSchema>;
  private readonly payPasswords: PayPasswords;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly ctx: AppContext) {
    this.terms = loansTerms(ctx);
    this.payPasswords = need(ctx, 'accounts').payPasswords;
  }

  /** Today's date in Mexico City (YYYY-MM-DD). */
  today(): string {
    return keyFromDay(utcToZoned('America/Mexico_City', this.ctx.clock.now()).day);
  }

  async currentTerms(db?: Tx): Promise<TermsVersion<LoansTerms>> {
    try {
      return await this.terms.current('MX', db);
    } catch (error) {
      if (!(error instanceof AppError) || error.error !== 'TERMS_NOT_FOUND') throw error;
      await this.terms.seedInitial('MX', INITIAL_LOANS_TERMS.terms, INITIAL_LOANS_TERMS.text);
      return this.terms.current('MX', db);
    }
  }

  private check(terms: LoansTerms, amount: string, termMonths: number): bigint {
    const minor = minorOf(amount);
    if (minor < minorOf(terms.minAmount) || minor > minorOf(terms.maxAmount)) {
      throw new AppError('LOAN_AMOUNT_OUT_OF_RANGE', t.amountOutOfRange, { min: terms.minAmount, max: terms.maxAmount }, { field: 'amount' });
    }
    if (!terms.termsMonths.includes(termMonths)) throw new AppError('LOAN_TERM_NOT_OFFERED', t.termNotOffered, { terms: terms.termsMonths.join(', ') }, { field: 'termMonths' });
    return minor;
  }

  private plan(terms: LoansTerms, principal: bigint, months: number, start: string) {
    const schedule = frenchSchedule({ principal, annualRate: terms.annualRate, ivaRate: terms.ivaRate, dueDates: dueDatesFrom(start, months) });
    const commission = BigInt(new Decimal(principal.toString()).times(terms.openingCommissionRate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
    const cat = catPercent(principal, schedule.map((r) => r.instalment), commission);
    return { schedule, commission, cat, totals: totalsOf(schedule, commission, terms.ivaRate) };
  }

  // ---- offer and application -------------------------------------------------------------

  async offer(amount: string, termMonths: number, locale: Locale): Promise<LoanOffer> {
    const version = await this.currentTerms();
    const terms = version.terms;
    const principal = this.check(terms, amount, termMonths);
    const { schedule, commission, cat, totals } = this.plan(terms, principal, termMonths, this.today());
    return {
      currency: MXN,
      amount: fmt2(principal),
      termMonths,
      annualRate: pct(terms.annualRate),
      defaultAnnualRate: pct(terms.defaultAnnualRate),
      cat,
      catText: fill(offerTexts.cat, locale, { cat }),
      openingCommission: fmt2(commission),
      instalment: fmt2(schedule[0]!.instalment),
      firstPayment: fmt2(schedule[0]!.payment),
      totalInterest: fmt2(totals.interest),
      totalIva: fmt2(totals.iva),
      totalToPay: fmt2(totals.total),
      schedule: schedule.map(rowView),
      prepaymentRule: offerTexts.prepayment[locale],
      rule: need(this.ctx, 'terms').rule(version, locale),
    };
  }

  /** KYC verified and the transaction password (trading's per-session cache; accounts counts wrong tries). */
  async authorize(userId: number, sessionId: string | undefined, payPassword: string): Promise<void> {
    await need(this.ctx, 'accounts').requireKycVerified(userId);
    await this.payPasswords.check(userId, sessionId, payPassword);
  }

  async apply(userId: number, input: { amount: string; termMonths: number; termsVersionId: number }, key: string, locale: Locale): Promise<LoanView> {
    await this.currentTerms();
    let done;
    try {
      done = await idempotent(
        need(this.ctx, 'ledger'),
        this.ctx.db,
        `loans.apply:u${userId}`,
        key,
        fingerprint({ ...input }),
        async (trx) => {
          const version = await this.currentTerms(trx);
          if (version.id !== input.termsVersionId) throw new AppError('LOAN_TERMS_CHANGED', t.termsChanged, { current: version.version }, { field: 'termsVersionId' });
          const terms = version.terms;
          const principal = this.check(terms, input.amount, input.termMonths);
          const { schedule, commission, cat } = this.plan(terms, principal, input.termMonths, this.today());
          const now = new Date(this.ctx.clock.now());
          const row = await trx
            .insertInto('loans_applications')
            .values({
              user_id: userId,
              amount_minor: principal,
              term_months: input.termMonths,
              annual_rate: terms.annualRate,
              default_annual_rate: terms.defaultAnnualRate,
              iva_rate: terms.ivaRate,
              opening_commission_minor: commission,
              cat,
              instalment_minor: schedule[0]!.instalment,
              instalment_in_force_minor: schedule[0]!.instalment,
              outstanding_minor: 0n,
              terms_version_id: version.id,
              approvals_needed: principal > minorOf(terms.secondApprovalAbove) ? 2 : 1,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await history(trx, row.id, null, 'in_review', `user:${userId}`, 'apply', now);
          return { loanId: row.id };
        },
        () => this.ctx.clock.now(),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'loans_applications_one_open')) throw new AppError('LOAN_OPEN_EXISTS', t.openExists);
      throw error;
    }
    const view = await this.detail(userId, done.result.loanId, locale);
    if (!done.replayed) this.tell(userId, view.id, notices.appliedTitle, notices.appliedBody, { amount: view.amount, months: view.termMonths });
    return view;
  }

  // ---- reads -------------------------------------------------------------------------------

  private async ownRow(userId: number, loanId: number, db: Tx = this.ctx.db, lock = false): Promise<LoanRow> {
    let q = db.selectFrom('loans_applications').selectAll().where('id', '=', loanId).where('user_id', '=', userId);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw new AppError('LOAN_NOT_FOUND', t.notFound, {}, { field: 'loanId' });
    return row;
  }

  private scheduleRows(loanId: number, db: Tx = this.ctx.db): Promise<ScheduleDbRow[]> {
    return db.selectFrom('loans_schedule').selectAll().where('loan_id', '=', loanId).orderBy('n').execute();
  }

  /** What is due on `today`: due rows, their late charge, interest to date of the current period, payoff. */
  dueOf(loan: LoanRow, rows: ScheduleDbRow[], today: string): DueNow {
    const open = rows.filter((r) => r.status !== 'paid');
    const due = open.filter((r) => r.due_date <= today);
    const sum = (f: (r: ScheduleDbRow) => bigint) => due.reduce((s, r) => s + f(r), 0n);
    const ivaRate = String(loan.iva_rate);
    let late = 0n;
    let overdueDays = 0;
    for (const r of due) {
      const days = dayOf(today) - dayOf(r.due_date);
      overdueDays = Math.max(overdueDays, days);
      late += lateInterest(r.principal_minor, String(loan.default_annual_rate), days);
    }
    const lateIva = ivaOf(late, ivaRate);
    const current = open.find((r) => r.due_date > today);
    const interestToDate = current ? scaled(current.interest_minor, current.period_start, current.due_date, today) : 0n;
    const ivaToDate = ivaOf(interestToDate, ivaRate);
    const principal = sum((r) => r.principal_minor);
    const interest = sum((r) => r.interest_minor);
    const iva = sum((r) => r.iva_minor);
    const dueNow = principal + interest + iva + late + lateIva;
    const payoff = loan.status === 'in_use' ? loan.outstanding_minor + interest + iva + late + lateIva + interestToDate + ivaToDate : 0n;
    return { rows: due, principal, interest, iva, late, lateIva, current, interestToDate, ivaToDate, overdueDays, dueNow, payoff };
  }

  private async views(rows: LoanRow[], db: Tx = this.ctx.db): Promise<LoanView[]> {
    const today = this.today();
    const out: LoanView[] = [];
    // Every row's schedule and repayments in two queries for the page (a back-office page of
    // 20 loans was 40 queries, issue 20).
    const ids = rows.map((loan) => loan.id);
    const schedules = new Map<number, ScheduleDbRow[]>();
    const paidOf = new Map<number, string>();
    if (ids.length > 0) {
      for (const r of await db.selectFrom('loans_schedule').selectAll().where('loan_id', 'in', ids).orderBy('loan_id').orderBy('n').execute()) schedules.set(r.loan_id, [...(schedules.get(r.loan_id) ?? []), r]);
      const sums = await db.selectFrom('loans_repayments').select((eb) => ['loan_id', eb.fn.sum<string>('amount_minor').as('s')]).where('loan_id', 'in', ids).groupBy('loan_id').execute();
      for (const r of sums) paidOf.set(r.loan_id, r.s);
    }
    for (const loan of rows) {
      const schedule = schedules.get(loan.id) ?? [];
      const paid = { s: paidOf.get(loan.id) };
      const due = this.dueOf(loan, schedule, today);
      const preview = loan.status === 'in_review' || loan.status === 'rejected' ? frenchSchedule({ principal: loan.amount_minor, annualRate: String(loan.annual_rate), ivaRate: String(loan.iva_rate), dueDates: dueDatesFrom(keyFromDay(utcToZoned('America/Mexico_City', new Date(loan.created_at).getTime()).day), loan.term_months) }).map(rowView) : [];
      out.push({
        id: loan.id,
        status: loan.status as LoanView['status'],
        currency: MXN,
        amount: fmt2(loan.amount_minor),
        termMonths: loan.term_months,
        annualRate: pct(loan.annual_rate),
        cat: new Decimal(loan.cat).toFixed(1),
        outstanding: fmt2(loan.outstanding_minor),
        ...(loan.status === 'in_use' ? { instalmentInForce: fmt2(loan.instalment_in_force_minor) } : {}),
        dueAmount: fmt2(due.dueNow),
        repaid: fmt2(BigInt(paid?.s ?? 0)),
        nextDueDate: schedule.find((r) => r.status !== 'paid')?.due_date,
        termsVersionId: loan.terms_version_id,
        approvals: loan.status === 'in_review' ? (loan.first_reviewer_id ? 1 : 0) : loan.status === 'rejected' ? 0 : loan.approvals_needed,
        approvalsNeeded: loan.approvals_needed,
        rejectReason: loan.reject_reason ?? undefined,
        longCreateTime: new Date(loan.created_at).getTime(),
        longAuditTime: loan.reviewed_at ? new Date(loan.reviewed_at).getTime() : undefined,
        schedule: schedule.length > 0 ? schedule.map((r) => dbRowView(r, loan, today)) : preview,
      });
    }
    return out;
  }

  async detail(userId: number, loanId: number, _locale?: Locale, db?: Tx): Promise<LoanView> {
    return (await this.views([await this.ownRow(userId, loanId, db)], db))[0]!;
  }

  async list(userId: number, query: { pageNum: number; pageSize: number }): Promise<Page<LoanView>> {
    return pageOf(this.ctx.db.selectFrom('loans_applications').where('user_id', '=', userId), (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => this.views(rows as LoanRow[]));
  }

  async repayments(userId: number, query: { pageNum: number; pageSize: number; loanId?: number | undefined }): Promise<Page<LoanRepayment>> {
    let filtered = this.ctx.db.selectFrom('loans_repayments').where('user_id', '=', userId);
    if (query.loanId !== undefined) filtered = filtered.where('loan_id', '=', query.loanId);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) =>
      rows.map((r) => ({
        id: r.id,
        loanId: r.loan_id,
        mode: r.mode as LoanRepayment['mode'],
        amount: fmt2(r.amount_minor),
        principal: fmt2(r.principal_minor),
        interest: fmt2(r.interest_minor),
        iva: fmt2(r.iva_minor),
        lateCharge: fmt2(r.late_minor),
        createTime: new Date(r.created_at).getTime(),
      })),
    );
  }

  async shouldRepay(userId: number, loanId: number): Promise<LoanDue> {
    const loan = await this.ownRow(userId, loanId);
    const rows = await this.scheduleRows(loanId);
    const due = this.dueOf(loan, rows, this.today());
    return {
      loanId,
      currency: MXN,
      instalment: fmt2(due.principal + due.interest),
      principal: fmt2(due.principal),
      interest: fmt2(due.interest),
      iva: fmt2(due.iva),
      lateCharge: fmt2(due.late + due.lateIva),
      dueNow: fmt2(due.dueNow),
      payoff: fmt2(due.payoff),
      interestToDate: fmt2(due.interestToDate),
      nextDueDate: rows.find((r) => r.status !== 'paid')?.due_date,
      overdueDays: due.overdueDays,
    };
  }

  /** What the user owes on loans in use (principal outstanding): a liability, not money the user has (funding overview). */
  async liability(userId: number): Promise<{ currency: 'MXN'; outstanding: string; loans: number }> {
    const rows = await this.ctx.db.selectFrom('loans_applications').select(['outstanding_minor']).where('user_id', '=', userId).where('status', '=', 'in_use').execute();
    return { currency: MXN, outstanding: fmt2(rows.reduce((s, r) => s + BigInt(r.outstanding_minor), 0n)), loans: rows.length };
  }

  // ---- repayment ---------------------------------------------------------------------------

  async repay(userId: number, input: { loanId: number; mode: 'instalment' | 'part' | 'all'; amount?: string | undefined; prepay: 'fewer' | 'smaller' }, key: string, locale: Locale): Promise<LoanView> {
    await this.ownRow(userId, input.loanId);
    const done = await idempotent(
      need(this.ctx, 'ledger'),
      this.ctx.db,
      `loans.repay:u${userId}`,
      key,
      fingerprint({ ...input }),
      async (trx) => {
        const loan = await this.ownRow(userId, input.loanId, trx, true);
        if (loan.status !== 'in_use') throw new AppError('LOAN_BAD_STATE', t.badState, { status: loan.status });
        const today = this.today();
        const rows = await this.scheduleRows(loan.id, trx);
        const due = this.dueOf(loan, rows, today);
        const now = new Date(this.ctx.clock.now());
        let principal = due.principal;
        let interest = due.interest;
        let iva = due.iva;
        const late = due.late + due.lateIva;
        let mode = input.mode;
        let extra = 0n;
        let inForce = loan.instalment_in_force_minor;
        if (mode === 'instalment') {
          if (due.rows.length === 0) throw new AppError('LOAN_NOTHING_DUE', t.nothingDue, { date: due.current?.due_date ?? '' });
        } else if (mode === 'part') {
          const floor = due.dueNow + due.interestToDate + due.ivaToDate;
          const amount = input.amount === undefined ? 0n : minorOf(input.amount);
          if (input.amount === undefined || amount <= floor || amount > due.payoff) {
            throw new AppError('LOAN_REPAY_AMOUNT', t.partAmount, { min: fmt2(floor), max: fmt2(due.payoff) }, { field: 'amount' });
          }
          if (amount === due.payoff) mode = 'all';
          else extra = amount - floor;
        }
        const paidIds = due.rows.map((r) => r.id);
        if (paidIds.length > 0) await trx.updateTable('loans_schedule').set({ status: 'paid', paid_at: now }).where('id', 'in', paidIds).execute();
        let outstanding = loan.outstanding_minor - principal;
        if (mode === 'all' || mode === 'part') {
          const prepaid = await applyPrepayment(trx, { loan, mode, prepay: input.prepay, extra, due, rows, paidIds, today, now, outstanding });
          interest += due.interestToDate;
          iva += due.ivaToDate;
          principal += prepaid.principal;
          outstanding = prepaid.outstanding;
          inForce = prepaid.inForce;
        }
        const amount = principal + interest + iva + late;
        const user = { userId, wallet: 'BALANCE' as const, currency: MXN };
        const lateInterestPart = due.late;
        const legs = [
          ...(principal > 0n ? [{ from: user, to: { house: HOUSE.book, currency: MXN }, amount: principal }] : []),
          ...(interest > 0n ? [{ from: user, to: { house: HOUSE.interest, currency: MXN }, amount: interest, line: 'interest' }] : []),
          ...(lateInterestPart > 0n ? [{ from: user, to: { house: HOUSE.interest, currency: MXN }, amount: lateInterestPart, line: 'late_charge' }] : []),
          ...(iva + due.lateIva > 0n ? [{ from: user, to: { house: HOUSE.iva, currency: MXN }, amount: iva + due.lateIva, line: 'iva_interest' }] : []),
        ];
        // The repayment's number on its loan (the loan row is locked): two repayments of one loan are told apart on the statement.
        const paidBefore = await trx.selectFrom('loans_repayments').select((eb) => eb.fn.countAll<string>().as('n')).where('loan_id', '=', loan.id).executeTakeFirstOrThrow();
        const number = Number(paidBefore.n) + 1;
        const tx = await need(this.ctx, 'ledger').post({ kind: 'loan', ref: `loan-repay:${loan.id}:${number}`, memo: { loanId: loan.id, mode, repayment: number }, by: `user:${userId}`, legs }, trx);
        await trx
          .insertInto('loans_repayments')
          .values({ loan_id: loan.id, user_id: userId, mode, amount_minor: amount, principal_minor: principal, interest_minor: interest, iva_minor: iva, late_minor: late, tx_id: tx.id, created_at: now })
          .execute();
        const repaid = outstanding === 0n;
        await trx
          .updateTable('loans_applications')
          .set({ outstanding_minor: outstanding, instalment_in_force_minor: inForce, ...(repaid ? { status: 'repaid', closed_at: now } : {}) })
          .where('id', '=', loan.id)
          .execute();
        if (repaid) {
          await trx.updateTable('loans_schedule').set({ status: 'paid', paid_at: now }).where('loan_id', '=', loan.id).where('status', '<>', 'paid').execute();
          await history(trx, loan.id, 'in_use', 'repaid', `user:${userId}`, mode, now);
        }
        // The receipt's parts add up to the amount: the late charge (default interest + its IVA) once, apart from the ordinary interest and its IVA.
        return { amount: fmt2(amount), principal: fmt2(principal), interest: fmt2(interest), iva: fmt2(iva), late: fmt2(late), outstanding: fmt2(outstanding) };
      },
      () => this.ctx.clock.now(),
    );
    if (!done.replayed) this.tell(userId, input.loanId, notices.repaidTitle, notices.repaidBody, done.result);
    return this.detail(userId, input.loanId, locale);
  }

  // ---- back office -----------------------------------------------------------------------------

  async adminList(query: { pageNum: number; pageSize: number; status?: string | undefined; userId?: number | undefined }): Promise<Page<LoanView & { userId: number }>> {
    let filtered = this.ctx.db.selectFrom('loans_applications');
    if (query.status) filtered = filtered.where('status', '=', query.status);
    if (query.userId) filtered = filtered.where('user_id', '=', query.userId);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, async (rows) => {
      const views = await this.views(rows as LoanRow[]);
      return views.map((v, k) => ({ ...v, userId: (rows as LoanRow[])[k]!.user_id }));
    });
  }

  /**
   * Passes or rejects an application. Above the threshold a pass needs two operators: a
   * reviewer's first pass, then a money approver (another operator). The last pass
   * disburses to BALANCE from the lending book in this same transaction, with the schedule,
   * the history and the audit row.
   */
  async review(operator: OperatorPrincipal, input: { loanId: number; decision: 'pass' | 'reject'; reason?: string | undefined }, ip: string): Promise<LoanView & { userId: number }> {
    const result = await need(this.ctx, 'ledger').run(async (trx) => {
      const loan = await trx.selectFrom('loans_applications').selectAll().where('id', '=', input.loanId).forUpdate().executeTakeFirst();
      if (!loan) throw new AppError('LOAN_NOT_FOUND', t.notFound, {}, { field: 'loanId' });
      const target = input.decision === 'pass' ? 'passed' : 'rejected';
      if (!canMove(loan.status, target)) throw new AppError('LOAN_BAD_STATE', t.badState, { status: loan.status });
      const now = new Date(this.ctx.clock.now());
      const by = `operator:${operator.operatorId}`;
      const audit = need(this.ctx, 'audit');
      if (input.decision === 'reject') {
        const reason = input.reason || 'rejected';
        await trx.updateTable('loans_applications').set({ status: 'rejected', reviewer_id: operator.operatorId, reject_reason: reason, reviewed_at: now, closed_at: now }).where('id', '=', loan.id).execute();
        await history(trx, loan.id, loan.status, 'rejected', by, reason, now);
        await audit.record(operator, 'loans.reject', { type: 'loan', id: loan.id }, { reason }, ip, trx);
        return { loan, event: 'rejected' as const, reason };
      }
      if (loan.approvals_needed === 2) {
        if (!loan.first_reviewer_id) {
          await trx.updateTable('loans_applications').set({ first_reviewer_id: operator.operatorId }).where('id', '=', loan.id).execute();
          await history(trx, loan.id, 'in_review', 'in_review', by, 'first approval', now);
          await audit.record(operator, 'loans.approve.first', { type: 'loan', id: loan.id }, { amount: fmt2(loan.amount_minor) }, ip, trx);
          return { loan, event: 'first' as const, reason: '' };
        }
        if (loan.first_reviewer_id === operator.operatorId) throw new AppError('LOAN_SAME_REVIEWER', t.sameReviewer);
        if (!operator.roles.includes('money_approver') && !operator.roles.includes('admin')) {
          const version = await this.terms.version(loan.terms_version_id, trx);
          throw new AppError('LOAN_APPROVER_NEEDED', t.approverNeeded, { threshold: version?.terms.secondApprovalAbove ?? '' });
        }
      }
      const today = this.today();
      const commission = loan.opening_commission_minor;
      const commissionIva = ivaOf(commission, String(loan.iva_rate));
      const user = { userId: loan.user_id, wallet: 'BALANCE' as const, currency: MXN };
      const tx = await need(this.ctx, 'ledger').post(
        {
          kind: 'loan',
          ref: `loan-disburse:${loan.id}`,
          memo: { loanId: loan.id },
          by,
          legs: [
            { from: { house: HOUSE.book, currency: MXN }, to: user, amount: loan.amount_minor },
            ...(commission > 0n ? [{ from: user, to: { house: HOUSE.fees, currency: MXN }, amount: commission, line: 'fee' }] : []),
            ...(commissionIva > 0n ? [{ from: user, to: { house: HOUSE.iva, currency: MXN }, amount: commissionIva, line: 'tax' }] : []),
          ],
        },
        trx,
      );
      const schedule = frenchSchedule({ principal: loan.amount_minor, annualRate: String(loan.annual_rate), ivaRate: String(loan.iva_rate), dueDates: dueDatesFrom(today, loan.term_months) });
      await insertSchedule(trx, loan.id, schedule, today);
      await trx
        .updateTable('loans_applications')
        .set({ status: 'in_use', reviewer_id: operator.operatorId, reviewed_at: now, disbursement_tx_id: tx.id, disbursed_on: today, outstanding_minor: loan.amount_minor, instalment_minor: schedule[0]!.instalment, instalment_in_force_minor: schedule[0]!.instalment })
        .where('id', '=', loan.id)
        .execute();
      await history(trx, loan.id, 'in_review', 'passed', by, 'approved', now);
      await history(trx, loan.id, 'passed', 'in_use', by, `disbursed tx ${tx.id}`, now);
      await audit.record(operator, 'loans.approve', { type: 'loan', id: loan.id }, { amount: fmt2(loan.amount_minor), txId: tx.id.toString(), approvals: loan.approvals_needed }, ip, trx);
      return { loan, event: 'passed' as const, reason: '', first: schedule[0]! };
    });
    const loan = result.loan;
    if (result.event === 'rejected') this.tell(loan.user_id, loan.id, notices.rejectedTitle, notices.rejectedBody, { reason: result.reason });
    if (result.event === 'passed' && 'first' in result) this.tell(loan.user_id, loan.id, notices.passedTitle, notices.passedBody, { amount: fmt2(loan.amount_minor), payment: fmt2(result.first.payment), date: result.first.dueDate });
    const view = (await this.views([await this.ctx.db.selectFrom('loans_applications').selectAll().where('id', '=', loan.id).executeTakeFirstOrThrow()]))[0]!;
    return { ...view, userId: loan.user_id };
  }

  // ---- the daily job: reminders, due today, late -------------------------------------------------

  /** Marks instalments past their date as late and sends each notice once (conditional updates). */
  async sweep(today: string, max: number): Promise<{ items: number; more: boolean }> {
    const terms = (await this.currentTerms()).terms;
    const horizon = keyFromDay(dayOf(today) + terms.reminderDays);
    const rows = await this.ctx.db
      .selectFrom('loans_schedule')
      .innerJoin('loans_applications', 'loans_applications.id', 'loans_schedule.loan_id')
      .select(['loans_schedule.id', 'loans_schedule.n', 'loans_schedule.due_date', 'loans_schedule.status', 'loans_schedule.notified', 'loans_schedule.instalment_minor', 'loans_schedule.iva_minor', 'loans_applications.user_id', 'loans_applications.id as loan_id', 'loans_applications.default_annual_rate'])
      .where('loans_applications.status', '=', 'in_use')
      .where('loans_schedule.status', '<>', 'paid')
      .where('loans_schedule.due_date', '<=', horizon)
      .orderBy('loans_schedule.id')
      .limit(max)
      .execute();
    let items = 0;
    // A run that catches up a past day (the server was down) sends no reminder whose moment has
    // passed: "3 days before" or "due today" of a day gone by is left to the run of today (issue 34 item 21).
    const catchingUp = today < this.today();
    for (const row of rows) {
      const stage = row.due_date < today ? 'late' : row.due_date === today ? 'due' : 'before';
      if (row.notified.split(',').includes(stage)) continue;
      if (catchingUp && stage !== 'late') continue;
      const changed = await this.ctx.db
        .updateTable('loans_schedule')
        .set({ notified: row.notified ? `${row.notified},${stage}` : stage, ...(stage === 'late' ? { status: 'late' } : {}) })
        .where('id', '=', row.id)
        .where('notified', '=', row.notified)
        .where('status', '<>', 'paid')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) continue;
      items++;
      const params = { n: row.n, payment: fmt2(row.instalment_minor + row.iva_minor), date: row.due_date, rate: `${pct(row.default_annual_rate)} %` };
      const title = stage === 'late' ? notices.lateTitle : stage === 'due' ? notices.dueTitle : notices.reminderTitle;
      this.tell(row.user_id, row.loan_id, title, stage === 'late' ? notices.lateBody : notices.reminderBody, params);
    }
    return { items, more: rows.length === max };
  }

  // ---- after commit --------------------------------------------------------------------------

  private tell(userId: number, loanId: number, title: LocalizedText, body: LocalizedText, params: Record<string, string | number>): void {
    const work = (async () => {
      await this.ctx.services.notices?.notify(userId, { kind: 'loan', title, body, params, ref: `loan:${loanId}` });
      await this.ctx.services.push?.publishToUser(userId, 'wallet.updated', { walletType: 'BALANCE', currency: MXN } as never);
      await this.ctx.events.publish('loans.loanChanged', { userId, loanId });
    })();
    const p = work.catch((error: unknown) => this.ctx.log.warn({ err: error }, 'loans: notice or push failed')).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

/** Interest of a row accrued by `day`: its interest × days elapsed / days of its period. */
function scaled(interest: bigint, start: string, due: string, day: string): bigint {
  const length = dayOf(due) - dayOf(start);
  const elapsed = Math.min(Math.max(dayOf(day) - dayOf(start), 0), length);
  if (length <= 0) return 0n;
  return BigInt(new Decimal(interest.toString()).times(elapsed).div(length).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

async function history(trx: Tx, loanId: number, from: string | null, to: string, by: string, reason: string, at: Date): Promise<void> {
  await trx.insertInto('loans_history').values({ loan_id: loanId, from_status: from, to_status: to, by, reason, created_at: at }).execute();
}


function rowView(r: ScheduleRow): LoanScheduleRow {
  return { n: r.n, dueDate: r.dueDate, instalment: fmt2(r.instalment), interest: fmt2(r.interest), iva: fmt2(r.iva), principal: fmt2(r.principal), payment: fmt2(r.payment), balance: fmt2(r.balance) };
}

function dbRowView(r: ScheduleDbRow, loan: LoanRow, today: string): LoanScheduleRow {
  const late = r.status !== 'paid' && r.due_date < today ? lateInterest(r.principal_minor, String(loan.default_annual_rate), dayOf(today) - dayOf(r.due_date)) : 0n;
  return {
    n: r.n,
    dueDate: r.due_date,
    instalment: fmt2(r.instalment_minor),
    interest: fmt2(r.interest_minor),
    iva: fmt2(r.iva_minor),
    principal: fmt2(r.principal_minor),
    payment: fmt2(r.instalment_minor + r.iva_minor),
    balance: fmt2(r.balance_minor),
    status: r.status === 'paid' ? 'paid' : r.due_date < today ? 'late' : 'due',
    ...(late > 0n ? { lateCharge: fmt2(late + ivaOf(late, String(loan.iva_rate))) } : {}),
  };
}
