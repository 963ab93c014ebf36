import type { BondIssueInput, BondIssueView, LocalizedText, Page } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import type { Tx } from '../../ledger/index.ts';
import { dayFromKey, keyFromDay } from '../../market/time.ts';
import { num, type BondCatalog } from './catalog.ts';
import { reasons, t } from './messages.ts';
import { isDiscount, isMexican, MX_MAX_FIRST_PERIOD, MX_PERIOD_DAYS } from './rules.ts';

/**
 * The back office's bond issues: list with holder counts, add and edit (admin only),
 * each change audited in its own transaction. Dates, type, face and coupon are fixed
 * once someone holds the issue.
 */
export class BondIssues {
  constructor(
    private readonly ctx: AppContext,
    private readonly catalog: BondCatalog,
  ) {}

  async list(query: { pageNum: number; pageSize: number }): Promise<Page<BondIssueView>> {
    return pageOf(this.ctx.db.selectFrom('bonds_issues'), (q) => q.selectAll().orderBy('id'), query, async (rows) => {
      const counts = await this.holdersOf(rows.map((r) => r.id));
      return rows.map((row) => this.catalog.issueView(row, counts.get(row.id) ?? 0));
    });
  }

  private async holdersOf(ids: number[], db: Tx = this.ctx.db): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('bonds_holdings').select(['issue_id', sql<string>`count(*)`.as('n')]).where('issue_id', 'in', ids).groupBy('issue_id').execute();
    return new Map(rows.map((r) => [r.issue_id, Number(r.n)]));
  }

  private checkIssue(input: BondIssueInput): void {
    const invalid = (field: string, reason: LocalizedText) =>
      new AppError('BOND_ISSUE_INVALID', { es: t.issueInvalid.es.replace('{reason}', reason.es), en: t.issueInvalid.en.replace('{reason}', reason.en), zh: t.issueInvalid.zh.replace('{reason}', reason.zh) }, {}, { field });
    for (const field of ['issueDate', 'maturityDate'] as const) {
      const value = input[field];
      if (value !== undefined && keyFromDay(dayFromKey(value)) !== value) throw invalid(field, reasons.badDate);
    }
    if ((input.maturityDate === undefined) === (input.rollingDays === undefined)) throw invalid('maturityDate', reasons.maturityOrRolling);
    if (input.maturityDate !== undefined && input.maturityDate <= input.issueDate) throw invalid('maturityDate', reasons.maturityAfterIssue);
    const discount = isDiscount(input.type);
    if (discount && !new Decimal(input.couponRate).isZero()) throw invalid('couponRate', reasons.discountNoCoupon);
    if (!discount && new Decimal(input.couponRate).isZero()) throw invalid('couponRate', reasons.couponNeeded);
    if (!discount && input.rollingDays !== undefined) throw invalid('rollingDays', reasons.rollingOnlyBills);
    this.checkFirstCoupon(input, invalid);
  }

  /**
   * A first coupon date the rule can price (issue 34 item 4): Mexican coupon bonds only, after
   * the issue, on or before maturity, a whole number of 182-day periods before it, and a first
   * period of at most two periods (N = actual days). Without one, coupons step back 182 days
   * from maturity and the first period is short.
   */
  private checkFirstCoupon(input: BondIssueInput, invalid: (field: string, reason: LocalizedText) => AppError): void {
    if (input.firstCouponDate === undefined) return;
    const field = 'firstCouponDate';
    if (keyFromDay(dayFromKey(input.firstCouponDate)) !== input.firstCouponDate) throw invalid(field, reasons.badDate);
    if (!isMexican(input.type) || isDiscount(input.type) || input.maturityDate === undefined) throw invalid(field, reasons.firstCouponOnlyMx);
    const issue = dayFromKey(input.issueDate);
    const first = dayFromKey(input.firstCouponDate);
    const maturity = dayFromKey(input.maturityDate);
    if (first <= issue || first > maturity) throw invalid(field, reasons.firstCouponBetween);
    if ((maturity - first) % MX_PERIOD_DAYS !== 0) throw invalid(field, reasons.firstCouponSchedule);
    if (first - issue > MX_MAX_FIRST_PERIOD) throw invalid(field, reasons.firstCouponTooLong);
  }

  private issueValues(input: BondIssueInput) {
    const mexican = isMexican(input.type);
    return {
      code: input.code,
      type: input.type,
      country: mexican ? 'MX' : 'US',
      currency: mexican ? 'MXN' : 'USD',
      name: JSON.stringify(input.name),
      coupon_rate: input.couponRate,
      issue_date: input.issueDate,
      maturity_date: input.maturityDate ?? null,
      rolling_days: input.rollingDays ?? null,
      first_coupon_date: input.firstCouponDate ?? null,
      face: input.face,
      min_amount: input.minAmount,
      status: input.status,
      updated_at: new Date(this.ctx.clock.now()),
    };
  }

  async create(operator: OperatorPrincipal, input: BondIssueInput, ip: string): Promise<BondIssueView> {
    this.checkIssue(input);
    try {
      const row = await this.ctx.db.transaction().execute(async (trx) => {
        const created = await trx.insertInto('bonds_issues').values(this.issueValues(input)).returningAll().executeTakeFirstOrThrow();
        await need(this.ctx, 'audit').record(operator, 'bonds.issue.create', { type: 'bond_issue', id: created.id }, { ...input }, ip, trx);
        return created;
      });
      return this.catalog.issueView(row, 0);
    } catch (error) {
      if (isUniqueViolation(error, 'bonds_issues_code')) throw new AppError('BOND_CODE_TAKEN', t.codeTaken, { code: input.code }, { field: 'code' });
      throw error;
    }
  }

  async update(operator: OperatorPrincipal, id: number, input: BondIssueInput, ip: string): Promise<BondIssueView> {
    this.checkIssue(input);
    try {
      const { row, holders } = await this.ctx.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('bonds_issues').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) throw new AppError('BOND_NOT_FOUND', t.notFound, {}, { field: 'id' });
        const holders = (await this.holdersOf([id], trx)).get(id) ?? 0;
        const values = this.issueValues(input);
        if (
          holders > 0 &&
          (before.type !== values.type ||
            before.issue_date !== values.issue_date ||
            before.maturity_date !== values.maturity_date ||
            before.rolling_days !== values.rolling_days ||
            before.first_coupon_date !== values.first_coupon_date ||
            !num(before.face).eq(values.face) ||
            !num(before.coupon_rate).eq(values.coupon_rate))
        ) {
          throw new AppError('BOND_ISSUE_HELD', t.issueHeld);
        }
        const row = await trx.updateTable('bonds_issues').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        await need(this.ctx, 'audit').record(operator, 'bonds.issue.update', { type: 'bond_issue', id }, { before: this.catalog.issueView(before, holders), after: { ...input } }, ip, trx);
        return { row, holders };
      });
      return this.catalog.issueView(row, holders);
    } catch (error) {
      if (isUniqueViolation(error, 'bonds_issues_code')) throw new AppError('BOND_CODE_TAKEN', t.codeTaken, { code: input.code }, { field: 'code' });
      throw error;
    }
  }

}
