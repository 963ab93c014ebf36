import type { IpoSetupInput, Locale, Page } from '@app/contracts';
import { adminIpo, ipoSetupInput } from '@app/contracts';
import type { z } from 'zod';
import { need } from '../../context.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { listPage } from '../../http/list-page.ts';
import type { Tx } from '../../ledger/service.ts';
import { t } from './messages.ts';
import { e4ToString, priceE4, usOfferOutcome } from './rules.ts';
import type { IpoService } from './service.ts';
import { allotIssue, committedSeed } from './allot.ts';
import { issueView, type IssueRow } from './views.ts';

type AdminIpo = z.infer<typeof adminIpo>;
type Setup = z.output<typeof ipoSetupInput>;
const CURRENCY = { US: 'USD', HK: 'HKD', MX: 'MXN' } as const;

const invalid = (reason: string, field: string) => new AppError('IPO_INVALID_SETUP', t.invalidSetup, { reason }, { field });

/** The columns of an operator's setup, checked (range, dates, HK pools and mechanism). */
function columns(input: Setup) {
  if (input.market !== 'US' && input.market !== 'HK' && input.market !== 'MX') throw invalid('market', 'market');
  const low = priceE4(input.priceLow);
  const high = priceE4(input.priceHigh);
  if (low <= 0n) throw invalid('priceLow > 0', 'priceLow');
  if (high < low) throw invalid('priceHigh >= priceLow', 'priceHigh');
  if (!(input.opensAt < input.closesAt && input.closesAt <= input.allotAt && input.allotAt <= input.listAt)) throw invalid('opensAt < closesAt <= allotAt <= listAt', 'closesAt');
  if (input.sharesOffered % input.lotSize !== 0) throw invalid('sharesOffered in whole lots', 'sharesOffered');
  const hk = input.market === 'HK';
  if (hk && input.mechanism?.kind === 'A' && !input.mechanism.steps.some((s) => s.multiple === 0)) throw invalid('mechanism A starts at multiple 0', 'mechanism');
  const text = { es: input.description, en: input.description, zh: input.description };
  return {
    market: input.market,
    code: input.code,
    exchange: input.exchange,
    currency: CURRENCY[input.market],
    sector: input.sector,
    name: JSON.stringify({ es: input.nameEs, en: input.nameEn, zh: input.nameZh }),
    description: JSON.stringify(text),
    price_low_e4: low,
    price_high_e4: high,
    lot_size: input.lotSize,
    shares_offered: BigInt(input.sharesOffered),
    opens_at: new Date(input.opensAt),
    closes_at: new Date(input.closesAt),
    allot_at: new Date(input.allotAt),
    list_at: new Date(input.listAt),
    mechanism: hk ? JSON.stringify(input.mechanism ?? { kind: 'B', percent: 10 }) : null,
    pool_a_threshold_minor: hk ? priceE4(input.poolAThreshold ?? '5000000') / 100n : null,
    max_lots: hk ? (input.maxLots ?? 1000) : null,
  };
}

/** Back office: list, create and edit IPOs, set the final price. Every change audited in its transaction. */
export class IpoAdmin {
  constructor(private readonly service: IpoService) {}

  private async view(row: IssueRow, locale: Locale, db: Tx = this.service.ctx.db): Promise<AdminIpo> {
    const subs = await db.selectFrom('ipo_subscriptions').select(['shares']).where('ipo_id', '=', row.id).where('status', '<>', 'cancelled').execute();
    return {
      ...issueView(row, this.service.now(), locale),
      // The seed only once drawn: before that, operators see its commitment as everyone does.
      ...(row.seed && row.stage !== 'open' ? { seed: row.seed } : {}),
      ...(row.basis ? { basis: row.basis as AdminIpo['basis'] } : {}),
      names: row.name,
      subscriptions: subs.length,
      requestedShares: subs.reduce((sum, s) => sum + Number(s.shares), 0),
    };
  }

  async list(query: { pageNum: number; pageSize: number }, locale: Locale): Promise<Page<AdminIpo>> {
    const rows = await this.service.ctx.db.selectFrom('ipo_issues').selectAll().orderBy('id', 'desc').limit(500).execute();
    const page = listPage(rows, query.pageNum, query.pageSize);
    return { ...page, list: await Promise.all(page.list.map((row) => this.view(row, locale))) };
  }

  async create(operator: OperatorPrincipal, input: IpoSetupInput, locale: Locale, ip?: string): Promise<AdminIpo> {
    const values = columns(ipoSetupInput.parse(input));
    const ctx = this.service.ctx;
    return ctx.db.transaction().execute(async (trx) => {
      const now = new Date(this.service.now());
      const row = await trx.insertInto('ipo_issues').values({ ...values, ...committedSeed(), underwriters: '[]', created_by: `operator:${operator.operatorId}`, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
      await need(ctx, 'audit').record(operator, 'ipo.create', { type: 'ipo', id: row.id }, { code: row.code, market: row.market }, ip, trx);
      return this.view(row, locale, trx);
    });
  }

  /** Edits an IPO whose window has not opened yet. */
  async update(operator: OperatorPrincipal, id: number, input: IpoSetupInput, locale: Locale, ip?: string): Promise<AdminIpo> {
    const values = columns(ipoSetupInput.parse(input));
    const ctx = this.service.ctx;
    return ctx.db.transaction().execute(async (trx) => {
      const row = await this.service.issue(id, trx, true);
      if (row.opens_at.getTime() <= this.service.now()) throw invalid('the window has opened', 'id');
      const updated = await trx.updateTable('ipo_issues').set({ ...values, updated_at: new Date(this.service.now()) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      await need(ctx, 'audit').record(operator, 'ipo.update', { type: 'ipo', id }, { code: updated.code }, ip, trx);
      return this.view(updated, locale, trx);
    });
  }

  /**
   * The final price, after the window closes and before allotment. HK and MX: within the
   * range. US: any price; offers it falls outside (more than 20 % off the range, or above
   * the user's limit) wait for a reconfirmation.
   */
  async setFinalPrice(operator: OperatorPrincipal, id: number, price: string, locale: Locale, ip?: string): Promise<AdminIpo> {
    const ctx = this.service.ctx;
    const final = priceE4(price);
    const notified: Array<{ userId: number; id: number; code: string }> = [];
    const view = await need(ctx, 'ledger').run(async (trx) => {
      const row = await this.service.issue(id, trx, true);
      if (row.stage !== 'open' || row.closes_at.getTime() > this.service.now()) throw new AppError('IPO_ALREADY_PRICED', t.alreadyPriced, {}, { field: 'id' });
      if (final <= 0n || (row.market !== 'US' && (final < row.price_low_e4 || final > row.price_high_e4))) throw invalid('price within the range', 'price');
      const updated = await trx.updateTable('ipo_issues').set({ final_price_e4: final, updated_at: new Date(this.service.now()) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      if (row.market === 'US') {
        const subs = await trx.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', id).where('status', '=', 'subscribed').execute();
        for (const s of subs) {
          if (usOfferOutcome(row.price_low_e4, row.price_high_e4, final, s.limit_price_e4 ?? row.price_high_e4) !== 'reconfirm') continue;
          await trx.updateTable('ipo_subscriptions').set({ status: 'reconfirm', reconfirmed: false, updated_at: new Date(this.service.now()) }).where('id', '=', s.id).execute();
          await trx.insertInto('ipo_history').values({ subscription_id: s.id, action: 'reconfirm', actor: `operator:${operator.operatorId}`, detail: `final ${e4ToString(final)}`, at: new Date(this.service.now()) }).execute();
          notified.push({ userId: s.user_id, id: s.id, code: row.code });
        }
      }
      await need(ctx, 'audit').record(operator, 'ipo.finalPrice', { type: 'ipo', id }, { price: e4ToString(final) }, ip, trx);
      return this.view(updated, locale, trx);
    });
    for (const n of notified) await this.service.notify(n.userId, n.id, t.reconfirmTitle, t.reconfirmBody, { code: n.code, price: e4ToString(final) });
    return view;
  }

  /** Runs the allotment now, once the window has closed (audited in the allotment's transaction). */
  async allot(operator: OperatorPrincipal, id: number, locale: Locale, ip?: string): Promise<AdminIpo> {
    const ctx = this.service.ctx;
    const row = await this.service.issue(id);
    if (row.stage !== 'open' || row.closes_at.getTime() > this.service.now()) throw new AppError('IPO_NOT_DUE', t.notDue, {}, { field: 'id' });
    const done = await allotIssue(this.service, id, (trx) => need(ctx, 'audit').record(operator, 'ipo.allot', { type: 'ipo', id }, { code: row.code }, ip, trx));
    if (!done) throw new AppError('IPO_NOT_DUE', t.notDue, {}, { field: 'id' });
    return this.view(await this.service.issue(id), locale);
  }
}
