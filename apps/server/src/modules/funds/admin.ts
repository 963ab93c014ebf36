import type { FundOrder, FundSchemeInput, FundSchemeView, Page } from '@app/contracts';
import Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { dayFromKey } from '../../market/time.ts';
import { t } from './messages.ts';
import { json, num, type FundsService, type OrderRow, type SchemeRow } from './service.ts';

/** The back office's funds calls: the order queue, the schemes and their set-up (audited). */
export class FundsAdmin {
  constructor(
    private readonly ctx: AppContext,
    private readonly funds: FundsService,
  ) {}

  async adminOrders(query: { pageNum: number; pageSize: number; status?: number | undefined; userId?: number | undefined }): Promise<Page<FundOrder & { userId: number }>> {
    let filtered = this.ctx.db.selectFrom('funds_orders');
    if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
    if (query.userId !== undefined) filtered = filtered.where('user_id', '=', query.userId);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', query.status === 0 ? 'asc' : 'desc'), query, async (rows) => {
      const views = await this.funds.views(rows as OrderRow[], 'en');
      return views.map((v, k) => ({ ...v, userId: (rows[k] as OrderRow).user_id }));
    });
  }

  private schemeView(s: SchemeRow, nav: { date: string; nav: string } | undefined, orders: number): FundSchemeView {
    return {
      id: s.id,
      code: s.code,
      name: json<{ es: string; en: string; zh: string }>(s.name),
      kind: s.kind as FundSchemeView['kind'],
      model: s.model as FundSchemeView['model'],
      baseNav: num(s.base_nav).toFixed(4),
      launchDate: s.launch_date,
      annualYield: num(s.annual_yield).toFixed(2),
      expenseRatio: num(s.expense_ratio).toFixed(2),
      lockInYears: s.lock_in_years,
      minAmount: num(s.min_amount).toFixed(2),
      status: s.status as 'open' | 'closed',
      ...(nav ? { nav: nav.nav, navDate: nav.date } : {}),
      orders,
    };
  }

  async adminSchemes(query: { pageNum: number; pageSize: number }): Promise<Page<FundSchemeView>> {
    return pageOf(this.ctx.db.selectFrom('funds_schemes'), (q) => q.selectAll().orderBy('id'), query, async (rows) => {
      const latest = await this.funds.navHistory(rows.map((r) => r.id), 1);
      const counts = new Map<number, number>();
      if (rows.length > 0) {
        const c = await this.ctx.db.selectFrom('funds_orders').select(['scheme_id', (eb) => eb.fn.countAll<string>().as('n')]).where('scheme_id', 'in', rows.map((r) => r.id)).groupBy('scheme_id').execute();
        for (const r of c) counts.set(r.scheme_id, Number(r.n));
      }
      return rows.map((s) => this.schemeView(s, latest.get(s.id)?.[0], counts.get(s.id) ?? 0));
    });
  }

  async saveScheme(operator: OperatorPrincipal, input: FundSchemeInput & { id?: number | undefined }, ip: string): Promise<FundSchemeView> {
    const invalid = (reason: string, field: string) => new AppError('FUND_SCHEME_INVALID', t.schemeInvalid, { reason }, { field });
    if (Number.isNaN(dayFromKey(input.launchDate))) throw invalid('launchDate', 'launchDate');
    if (input.kind === 'fixed_term' && input.lockInYears < 1) throw invalid('lockInYears ≥ 1 for a fixed-term scheme', 'lockInYears');
    if (input.kind === 'on_demand' && input.lockInYears !== 0) throw invalid('lockInYears = 0 for an on-demand scheme', 'lockInYears');
    if (new Decimal(input.baseNav).lte(0)) throw invalid('baseNav > 0', 'baseNav');
    const values = {
      code: input.code,
      name: JSON.stringify(input.name),
      kind: input.kind,
      model: input.model,
      base_nav: input.baseNav,
      launch_date: input.launchDate,
      annual_yield: input.annualYield,
      expense_ratio: input.expenseRatio,
      lock_in_years: input.lockInYears,
      min_amount: input.minAmount,
      status: input.status,
      updated_at: new Date(this.ctx.clock.now()),
    };
    try {
      const id = await need(this.ctx, 'ledger').run(async (trx) => {
        const audit = need(this.ctx, 'audit');
        if (input.id !== undefined) {
          const before = await trx.selectFrom('funds_schemes').selectAll().where('id', '=', input.id).forUpdate().executeTakeFirst();
          if (!before) throw new AppError('FUND_NOT_FOUND', t.notFound, {}, { field: 'id' });
          const held = await trx.selectFrom('funds_orders').select('id').where('scheme_id', '=', input.id).limit(1).executeTakeFirst();
          // The NAV rule of a scheme with orders stays as published: only names, minimum and status change.
          const nav = held ? { model: before.model, base_nav: num(before.base_nav).toFixed(), launch_date: before.launch_date, annual_yield: num(before.annual_yield).toFixed(), expense_ratio: num(before.expense_ratio).toFixed(), kind: before.kind, lock_in_years: before.lock_in_years } : {};
          await trx.updateTable('funds_schemes').set({ ...values, ...nav }).where('id', '=', input.id).execute();
          await audit.record(operator, 'funds.scheme.update', { type: 'fund_scheme', id: input.id }, { code: input.code, status: input.status, navRuleKept: Boolean(held) }, ip, trx);
          return input.id;
        }
        const row = await trx.insertInto('funds_schemes').values(values).returning('id').executeTakeFirstOrThrow();
        await audit.record(operator, 'funds.scheme.create', { type: 'fund_scheme', id: row.id }, { code: input.code, kind: input.kind, model: input.model }, ip, trx);
        return row.id;
      });
      const s = await this.funds.scheme(id);
      await this.funds.publishNav(this.funds.lastPublishableDay());
      return this.schemeView(s, (await this.funds.navHistory([id], 1)).get(id)?.[0], 0);
    } catch (error) {
      if (isUniqueViolation(error, 'funds_schemes_code')) throw new AppError('FUND_SCHEME_INVALID', t.codeTaken, { code: input.code }, { field: 'code' });
      throw error;
    }
  }
}
