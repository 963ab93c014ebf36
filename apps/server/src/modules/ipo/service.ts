import { formatMoneyText, type Currency, type IpoCounts, type IpoSubscription, type Locale, type NewStock, type NewStockDetail, type Page } from '@app/contracts';
import { need, type AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageOf } from '../../db/paging.ts';
import { AppError } from '../../http/errors.ts';
import { listPage } from '../../http/list-page.ts';
import { fingerprint, idempotent } from '../../ledger/idempotency.ts';
import type { Tx } from '../../ledger/service.ts';
import type { TermsVersion } from '../terms/service.ts';
import type { PayPasswords } from '../accounts/pay-passwords.ts';
import { t } from './messages.ts';
import { charges, financing, flipBarUntil, grossMinor, inRange, priceE4, splitCost, tierLots, tiers, e4ToString, type FeeRates } from './rules.ts';
import { chargeColumns, destinations, ivaRateNow } from './booking.ts';
import { INITIAL_TERMS, ipoTerms, type IpoTermItem, type IpoTerms } from './terms.ts';
import { financeDays, issueStatus, issueView, isOpen, maxLotsOf, money, poolMaxLots, subscriptionView, type IssueRow, type SubscriptionRow } from './views.ts';
import './tables.ts';

const DAY_MS = 86_400_000;
/** The published charge rates, with the IVA on commissions in force (booking.ts ivaRateNow). */
export const ratesOf = (terms: IpoTerms, ivaRate = '0'): FeeRates => ({ brokerage: terms.brokerage, sfcLevy: terms.sfcLevy, afrcLevy: terms.afrcLevy, tradingFee: terms.tradingFee, ivaRate });

export interface Order {
  quantity: number;
  shares: bigint;
  limit: bigint | null;
  /** Held from SUBSCRIPTION: the whole amount, or (financed) the deposit plus the interest. */
  held: bigint;
  financePercent: number;
  loan: bigint;
  interest: bigint;
}

export const financeTermsOf = (terms: IpoTerms) => ({ maxPercent: terms.financeMaxPercent, ratePercent: terms.financeRatePercent });

/**
 * IPO subscriptions: the calendar, subscribe / edit / cancel / reconfirm with money held
 * from the SUBSCRIPTION wallet (allotment and listing in allot.ts, operators in admin.ts).
 */
export class IpoService {
  readonly terms;
  private readonly payPasswords: PayPasswords;

  constructor(readonly ctx: AppContext) {
    this.terms = ipoTerms(ctx);
    this.payPasswords = need(ctx, 'accounts').payPasswords;
  }

  now(): number {
    return this.ctx.clock.now();
  }

  /** The terms in effect for a market (version 1 published on first use). */
  async currentTerms(market: string, db?: Tx): Promise<TermsVersion<IpoTerms>> {
    const item = market as IpoTermItem;
    try {
      return await this.terms.current(item, db);
    } catch (error) {
      if (!(error instanceof AppError) || error.error !== 'TERMS_NOT_FOUND') throw error;
      const seeded = await this.terms.seedInitial(item, INITIAL_TERMS[item].terms, INITIAL_TERMS[item].text);
      // Another process may have cached "none" a moment ago: the version just seeded is in effect.
      return await this.terms.current(item, db).catch(() => seeded);
    }
  }

  async issue(id: number, db: Tx = this.ctx.db, lock = false): Promise<IssueRow> {
    let q = db.selectFrom('ipo_issues').selectAll().where('id', '=', id);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw new AppError('IPO_NOT_FOUND', t.unknownIpo, { id }, { field: 'ipoId' });
    return row;
  }

  // ---- calendar -----------------------------------------------------------------------

  async calendar(query: { pageNum: number; pageSize: number; status?: string | undefined; market?: string | undefined }, locale: Locale): Promise<Page<NewStock>> {
    const now = this.now();
    let q = this.ctx.db.selectFrom('ipo_issues').selectAll();
    if (query.market) q = q.where('market', '=', query.market);
    const rows = await q.orderBy('opens_at', 'desc').orderBy('id', 'desc').limit(500).execute();
    const list = rows.map((row) => issueView(row, now, locale)).filter((view) => !query.status || view.status === query.status);
    return listPage(list, query.pageNum, query.pageSize);
  }

  async detail(id: number, locale: Locale): Promise<NewStockDetail> {
    const row = await this.issue(id).catch((error: unknown) => {
      if (error instanceof AppError) throw new AppError('IPO_NOT_FOUND', t.unknownIpo, { id }, { field: 'id' });
      throw error;
    });
    const version = await this.currentTerms(row.market);
    return issueView(row, this.now(), locale, ratesOf(version.terms, await ivaRateNow(this.ctx)), version.id, financeTermsOf(version.terms));
  }

  // ---- subscribing --------------------------------------------------------------------

  async authorize(userId: number, sessionId: string | undefined, payPassword: string): Promise<void> {
    await need(this.ctx, 'accounts').requireKycVerified(userId);
    await this.payPasswords.check(userId, sessionId, payPassword);
  }

  /**
   * Flipping rule: a sale of IPO shares (their trading position, or a part of it, closed)
   * within the published window after listing bars IPO access for the published number of
   * days from the sale. Answers when the bar ends, if one is in force now.
   */
  async barredUntil(userId: number, terms: IpoTerms, db: Tx = this.ctx.db): Promise<number | undefined> {
    const now = this.now();
    const window = terms.flipWindowDays * DAY_MS;
    // Only holdings listed recently enough for a sale in their window to bar anyone now.
    const since = new Date(now - window - terms.flipBarDays * DAY_MS);
    const holdings = await db.selectFrom('ipo_holdings').select(['id', 'listed_at', 'sold_at', 'position_id']).where('user_id', '=', userId).where('listed_at', '>=', since).execute();
    if (holdings.length === 0) return undefined;
    const positions = holdings.flatMap((h) => (h.position_id === null ? [] : [h.position_id]));
    const sales = await need(this.ctx, 'trading').firstSales(positions, db);
    const sold = holdings.flatMap((h) => {
      const at = (h.position_id !== null ? sales.get(h.position_id) : undefined) ?? h.sold_at ?? undefined;
      return at ? [{ listedAt: h.listed_at.getTime(), soldAt: at.getTime() }] : [];
    });
    const until = flipBarUntil(sold, terms.flipWindowDays, terms.flipBarDays);
    return until !== undefined && until > now ? until : undefined;
  }

  async checkAccess(userId: number, terms: IpoTerms, db: Tx = this.ctx.db): Promise<void> {
    const until = await this.barredUntil(userId, terms, db);
    if (until !== undefined) {
      throw new AppError('IPO_ACCESS_BARRED', t.barred, { until: new Date(until).toISOString().slice(0, 10), window: terms.flipWindowDays, days: terms.flipBarDays }, { field: 'ipoId' });
    }
  }

  /** A listed IPO's instrument joins this process's market (idempotent), opening at its first-day price. */
  joinMarket(issue: IssueRow): void {
    const market = need(this.ctx, 'market');
    if (market.instrument(issue.code) || issue.first_day_open_e4 === null) return;
    const name = issue.name as { es: string; en: string; zh: string };
    market.addListing({
      code: issue.code,
      market: issue.market as 'US' | 'HK' | 'MX',
      name,
      sector: issue.sector || undefined,
      lotSize: issue.lot_size,
      openPrice: Number(issue.first_day_open_e4) / 10_000,
      listAt: issue.list_at.getTime(),
    });
  }

  /** Every listed IPO joins the market (a process starting, or the event of a listing elsewhere); the first listing of a code decides. */
  async joinListed(ipoId?: number): Promise<void> {
    let q = this.ctx.db.selectFrom('ipo_issues').selectAll().where('stage', '=', 'listed').where('first_day_open_e4', 'is not', null);
    if (ipoId !== undefined) q = q.where('id', '=', ipoId);
    for (const issue of await q.orderBy('list_at').orderBy('id').execute()) this.joinMarket(issue);
  }

  /** What an order asks for and holds: HK a published tier at the top of the range; US/MX shares x limit (+ charges at that price). */
  order(issue: IssueRow, quantity: number, limitPrice: string | undefined, terms: IpoTerms, financePercent = 0, ivaRate = '0'): Order {
    const rates = ratesOf(terms, ivaRate);
    if (financePercent > 0 && (issue.market !== 'HK' || financePercent > terms.financeMaxPercent)) {
      throw new AppError('IPO_FINANCING_INVALID', t.financingInvalid, { max: issue.market === 'HK' ? terms.financeMaxPercent : 0 }, { field: 'financePercent' });
    }
    if (issue.market === 'HK') {
      const max = Math.min(maxLotsOf(issue), poolMaxLots(issue));
      if (quantity > poolMaxLots(issue)) throw new AppError('IPO_POOL_LIMIT', t.poolLimit, { max: poolMaxLots(issue) }, { field: 'quantity' });
      if (!tierLots(max).includes(quantity)) throw new AppError('IPO_QUANTITY_INVALID', t.notTier, { code: issue.code, lotSize: issue.lot_size }, { field: 'quantity' });
      const tier = tiers(issue.lot_size, issue.price_high_e4, rates, max).find((x) => x.lots === quantity)!;
      const shares = BigInt(quantity * issue.lot_size);
      if (financePercent === 0) return { quantity, shares, limit: null, held: tier.amount, financePercent, loan: 0n, interest: 0n };
      const f = financing(tier.amount, financePercent, terms.financeRatePercent, financeDays(issue));
      return { quantity, shares, limit: null, held: f.deposit + f.interest, financePercent, loan: f.loan, interest: f.interest };
    }
    const shares = BigInt(quantity);
    if (shares % BigInt(issue.lot_size) !== 0n || shares > issue.shares_offered) {
      throw new AppError('IPO_QUANTITY_INVALID', t.notLots, { lotSize: issue.lot_size, max: Number(issue.shares_offered) }, { field: 'quantity' });
    }
    const limit = limitPrice === undefined ? issue.price_high_e4 : priceE4(limitPrice);
    if (!inRange(limit, issue.price_low_e4, issue.price_high_e4)) {
      throw new AppError('IPO_PRICE_OUT_OF_RANGE', t.priceOutOfRange, { low: e4ToString(issue.price_low_e4), high: e4ToString(issue.price_high_e4) }, { field: 'limitPrice' });
    }
    return { quantity, shares, limit, held: charges(grossMinor(shares, limit), rates).total, financePercent: 0, loan: 0n, interest: 0n };
  }

  private requireOpen(issue: IssueRow): void {
    if (!isOpen(issue, this.now()) || issue.stage !== 'open') throw new AppError('IPO_CLOSED', t.closed, { code: issue.code }, { field: 'ipoId' });
  }

  private async history(trx: Tx, subscriptionId: number, action: string, actor: string, detail?: string): Promise<void> {
    await trx.insertInto('ipo_history').values({ subscription_id: subscriptionId, action, actor, detail: detail ?? null, at: new Date(this.now()) }).execute();
  }

  async subscribe(userId: number, input: { ipoId: number; quantity: number; limitPrice?: string | undefined; financePercent?: number | undefined }, key: string, locale: Locale): Promise<IpoSubscription> {
    const issue = await this.issue(input.ipoId);
    this.requireOpen(issue);
    const version = await this.currentTerms(issue.market);
    await this.checkAccess(userId, version.terms);
    const order = this.order(issue, input.quantity, input.limitPrice, version.terms, input.financePercent ?? 0, await ivaRateNow(this.ctx));
    const ledger = need(this.ctx, 'ledger');
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `ipo.subscribe:u${userId}`,
      key,
      fingerprint(input),
      async (trx) => {
        const current = await this.issue(input.ipoId, trx);
        this.requireOpen(current);
        const now = new Date(this.now());
        let row: SubscriptionRow;
        try {
          row = await trx
            .insertInto('ipo_subscriptions')
            .values({
              ipo_id: current.id,
              user_id: userId,
              quantity: order.quantity,
              shares: order.shares,
              limit_price_e4: order.limit,
              currency: current.currency,
              hold_id: null,
              held_minor: order.held,
              finance_percent: order.financePercent,
              loan_minor: order.loan,
              interest_minor: order.interest,
              status: 'subscribed',
              terms_version_id: version.id,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        } catch (error) {
          if (isUniqueViolation(error, 'ipo_subscriptions_one_per_user')) throw new AppError('IPO_ALREADY_SUBSCRIBED', t.alreadySubscribed, { code: current.code }, { field: 'ipoId' });
          throw error;
        }
        const hold = await ledger.hold({ account: { userId, wallet: 'SUBSCRIPTION', currency: current.currency as Currency }, amount: order.held, kind: 'ipo', ref: `ipo-subscription:${row.id}`, by: `user:${userId}` }, trx);
        row = await trx.updateTable('ipo_subscriptions').set({ hold_id: hold.id }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
        await this.history(trx, row.id, 'created', `user:${userId}`, `held ${money(order.held)}`);
        return subscriptionView(row, current, locale);
      },
      () => this.now(),
    );
    if (!done.replayed) {
      const s = done.result;
      await this.notify(userId, s.id, t.subscribedTitle, t.subscribedBody, { code: s.stock_code, quantity: s.shares, amount: formatMoneyText(s.held, s.currency) });
      await this.pushWallet(userId, s.currency);
    }
    return done.result;
  }

  private async mine(trx: Tx, userId: number, id: number): Promise<SubscriptionRow> {
    const row = await trx.selectFrom('ipo_subscriptions').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!row) throw new AppError('IPO_SUBSCRIPTION_NOT_FOUND', t.subscriptionNotFound, { id }, { field: 'id' });
    return row;
  }

  /** Changes quantity or limit while the window is open: the old hold released, the new one made, in one transaction. */
  async edit(userId: number, input: { id: number; quantity: number; limitPrice?: string | undefined; financePercent?: number | undefined }, locale: Locale): Promise<IpoSubscription> {
    const ledger = need(this.ctx, 'ledger');
    const peek = await this.ctx.db.selectFrom('ipo_subscriptions').select(['ipo_id']).where('id', '=', input.id).where('user_id', '=', userId).executeTakeFirst();
    if (!peek) throw new AppError('IPO_SUBSCRIPTION_NOT_FOUND', t.subscriptionNotFound, { id: input.id }, { field: 'id' });
    const issue0 = await this.issue(peek.ipo_id);
    const version = await this.currentTerms(issue0.market);
    const ivaRate = await ivaRateNow(this.ctx);
    const view = await ledger.run(async (trx) => {
      const row = await this.mine(trx, userId, input.id);
      const issue = await this.issue(row.ipo_id, trx);
      if (row.status !== 'subscribed') throw new AppError('IPO_NOT_EDITABLE', t.notEditable, {}, { field: 'id' });
      this.requireOpen(issue);
      const order = this.order(issue, input.quantity, input.limitPrice, version.terms, input.financePercent ?? row.finance_percent, ivaRate);
      if (row.hold_id !== null) await ledger.releaseHold(row.hold_id, { by: `user:${userId}` }, trx);
      const hold = await ledger.hold({ account: { userId, wallet: 'SUBSCRIPTION', currency: issue.currency as Currency }, amount: order.held, kind: 'ipo', ref: `ipo-subscription:${row.id}`, by: `user:${userId}` }, trx);
      const updated = await trx
        .updateTable('ipo_subscriptions')
        .set({
          quantity: order.quantity,
          shares: order.shares,
          limit_price_e4: order.limit,
          held_minor: order.held,
          finance_percent: order.financePercent,
          loan_minor: order.loan,
          interest_minor: order.interest,
          hold_id: hold.id,
          terms_version_id: version.id,
          updated_at: new Date(this.now()),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.history(trx, row.id, 'edited', `user:${userId}`, `held ${money(order.held)}`);
      return subscriptionView(updated, issue, locale);
    });
    await this.pushWallet(userId, view.currency);
    return view;
  }

  /** Cancels while the window is open (or an order waiting for reconfirmation): the hold released. */
  async cancel(userId: number, id: number, locale: Locale): Promise<IpoSubscription> {
    const ledger = need(this.ctx, 'ledger');
    const view = await ledger.run(async (trx) => {
      const row = await this.mine(trx, userId, id);
      const issue = await this.issue(row.ipo_id, trx);
      const reconfirming = row.status === 'reconfirm' && issue.stage === 'open';
      if (!reconfirming) {
        if (row.status !== 'subscribed') throw new AppError('IPO_NOT_EDITABLE', t.notEditable, {}, { field: 'id' });
        this.requireOpen(issue);
      }
      if (row.hold_id !== null) await ledger.releaseHold(row.hold_id, { by: `user:${userId}` }, trx);
      const updated = await trx.updateTable('ipo_subscriptions').set({ status: 'cancelled', released_minor: row.held_minor, updated_at: new Date(this.now()) }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
      await this.history(trx, row.id, 'cancelled', `user:${userId}`, `released ${money(row.held_minor)}`);
      return subscriptionView(updated, issue, locale);
    });
    await this.notify(userId, view.id, t.cancelledTitle, t.cancelledBody, { code: view.stock_code, amount: formatMoneyText(view.released ?? '0', view.currency) });
    await this.pushWallet(userId, view.currency);
    return view;
  }

  /** US: accepts the final price outside the offer; the hold becomes shares x final price. */
  async reconfirm(userId: number, id: number, locale: Locale): Promise<IpoSubscription> {
    const ledger = need(this.ctx, 'ledger');
    const view = await ledger.run(async (trx) => {
      const row = await this.mine(trx, userId, id);
      const issue = await this.issue(row.ipo_id, trx);
      if (row.status !== 'reconfirm' || issue.stage !== 'open' || issue.final_price_e4 === null) throw new AppError('IPO_NOT_EDITABLE', t.notEditable, {}, { field: 'id' });
      const version = await this.terms.version(row.terms_version_id, trx);
      const rates = ratesOf((version ?? (await this.currentTerms(issue.market, trx))).terms, await ivaRateNow(this.ctx, trx));
      const held = charges(grossMinor(row.shares, issue.final_price_e4), rates).total;
      if (row.hold_id !== null) await ledger.releaseHold(row.hold_id, { by: `user:${userId}` }, trx);
      const hold = await ledger.hold({ account: { userId, wallet: 'SUBSCRIPTION', currency: issue.currency as Currency }, amount: held, kind: 'ipo', ref: `ipo-subscription:${row.id}`, by: `user:${userId}` }, trx);
      const updated = await trx
        .updateTable('ipo_subscriptions')
        .set({ status: 'subscribed', reconfirmed: true, limit_price_e4: issue.final_price_e4, held_minor: held, hold_id: hold.id, updated_at: new Date(this.now()) })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.history(trx, row.id, 'reconfirmed', `user:${userId}`, `held ${money(held)} at ${e4ToString(issue.final_price_e4)}`);
      return subscriptionView(updated, issue, locale);
    });
    await this.pushWallet(userId, view.currency);
    return view;
  }

  /**
   * payipo: a financed allotment that costs more than the deposit. Before the deadline, in one
   * ledger transaction: the held deposit captured (charges first, then the issuer) and the
   * rest debited from the free SUBSCRIPTION balance. A repeated key answers the first payment.
   */
  async pay(userId: number, id: number, key: string, locale: Locale): Promise<IpoSubscription> {
    const ledger = need(this.ctx, 'ledger');
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `ipo.pay:u${userId}`,
      key,
      fingerprint({ id }),
      async (trx) => {
        const row = await this.mine(trx, userId, id);
        const issue = await this.issue(row.ipo_id, trx);
        if (row.status !== 'allotted' || row.due_minor <= 0n || row.hold_id === null || row.pay_by === null || row.pay_by.getTime() <= this.now()) {
          throw new AppError('IPO_NOTHING_TO_PAY', t.nothingToPay, { code: issue.code }, { field: 'id' });
        }
        const version = await this.terms.version(row.terms_version_id, trx);
        const rates = ratesOf((version ?? (await this.currentTerms(issue.market, trx))).terms, await ivaRateNow(this.ctx, trx));
        const cost = charges(grossMinor(row.allotted_shares!, issue.final_price_e4!), rates);
        const deposit = row.held_minor - row.interest_minor;
        const parts = splitCost(deposit, cost);
        const currency = issue.currency as Currency;
        const user = { userId, wallet: 'SUBSCRIPTION' as const, currency };
        const to = destinations(parts.hold, currency);
        const legs = destinations(parts.free, currency).map((d) => ({ from: user, to: d.account, amount: d.amount, line: d.line }));
        const memo = { ipoId: issue.id, code: issue.code, shares: row.allotted_shares!.toString(), price: e4ToString(issue.final_price_e4!) };
        let txId: bigint;
        if (to.length > 0) {
          const { transaction } = await ledger.captureHold(row.hold_id, { to, legs, final: true, kind: 'ipo', ref: `ipo-subscription:${row.id}`, idempotencyKey: `ipo-pay:${row.id}`, memo, by: `user:${userId}` }, trx);
          txId = transaction.id;
        } else {
          await ledger.releaseHold(row.hold_id, { by: `user:${userId}` }, trx);
          txId = (await ledger.post({ kind: 'ipo', ref: `ipo-subscription:${row.id}`, idempotencyKey: `ipo-pay:${row.id}`, memo, by: `user:${userId}`, legs }, trx)).id;
        }
        const at = new Date(this.now());
        const updated = await trx
          .updateTable('ipo_subscriptions')
          .set({ due_minor: 0n, paid_minor: cost.total, fees_minor: cost.fees, ...chargeColumns(cost), released_minor: 0n, settle_tx_id: txId, paid_at: at, updated_at: at })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await this.history(trx, row.id, 'paid', `user:${userId}`, `paid ${money(cost.total)} (deposit ${money(deposit)})`);
        return subscriptionView(updated, issue, locale);
      },
      () => this.now(),
    );
    if (!done.replayed) {
      const s = done.result;
      await this.notify(userId, s.id, t.paidTitle, t.paidBody, { code: s.stock_code, amount: formatMoneyText(s.paid ?? '0', s.currency) });
      await this.pushWallet(userId, s.currency);
    }
    return done.result;
  }

  async one(userId: number, id: number, locale: Locale): Promise<IpoSubscription> {
    const row = await this.ctx.db.selectFrom('ipo_subscriptions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('IPO_SUBSCRIPTION_NOT_FOUND', t.subscriptionNotFound, { id }, { field: 'id' });
    return subscriptionView(row, await this.issue(row.ipo_id), locale);
  }

  // ---- lists --------------------------------------------------------------------------

  async subscriptions(userId: number, query: { pageNum: number; pageSize: number; status?: string | undefined }, locale: Locale): Promise<Page<IpoSubscription>> {
    let base = this.ctx.db.selectFrom('ipo_subscriptions').where('user_id', '=', userId);
    if (query.status) base = base.where('status', '=', query.status as SubscriptionRow['status']);
    return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, async (rows) => {
      const ids = [...new Set(rows.map((r) => r.ipo_id))];
      const issues = ids.length ? await this.ctx.db.selectFrom('ipo_issues').selectAll().where('id', 'in', ids).execute() : [];
      const byId = new Map(issues.map((i) => [i.id, i]));
      return rows.map((row) => subscriptionView(row, byId.get(row.ipo_id)!, locale));
    });
  }

  async counts(userId: number): Promise<IpoCounts> {
    const now = this.now();
    const issues = await this.ctx.db.selectFrom('ipo_issues').selectAll().where('stage', '=', 'open').execute();
    const subs = await this.ctx.db.selectFrom('ipo_subscriptions').select(['ipo_id', 'status', 'due_minor']).where('user_id', '=', userId).execute();
    const open = new Map(issues.map((i) => [i.id, i]));
    // Every market publishes the same flipping rule; the US terms say it for all.
    const barredUntil = await this.barredUntil(userId, (await this.currentTerms('US')).terms);
    let subscribed = 0;
    let waiting = 0;
    for (const s of subs) {
      if (s.status !== 'subscribed') continue;
      const issue = open.get(s.ipo_id);
      if (issue && issueStatus(issue, now) === 'subscribing') subscribed++;
      else waiting++;
    }
    return {
      subscribing: issues.filter((i) => isOpen(i, now)).length,
      subscribed,
      waitingAllotment: waiting,
      allotted: subs.filter((s) => s.status === 'allotted' || s.status === 'listed').length,
      notAllotted: subs.filter((s) => s.status === 'not_allotted').length,
      reconfirm: subs.filter((s) => s.status === 'reconfirm').length,
      toPay: subs.filter((s) => s.status === 'allotted' && s.due_minor > 0n).length,
      ...(barredUntil !== undefined ? { barredUntil } : {}),
    };
  }

  // ---- after commit -------------------------------------------------------------------

  async notify(userId: number, subscriptionId: number, title: { es: string; en: string; zh: string }, body: { es: string; en: string; zh: string }, params: Record<string, string | number>): Promise<void> {
    await need(this.ctx, 'notices').notify(userId, { kind: 'ipo', ref: `ipo-subscription:${subscriptionId}`, title, body, params });
    await this.ctx.services.push?.publishToUser(userId, 'position.updated', { positionId: subscriptionId, event: 'ipo' } as never);
  }

  async pushWallet(userId: number, currency: string): Promise<void> {
    await this.ctx.services.wallet?.pushWallet(userId, 'SUBSCRIPTION', currency as Currency);
  }
}
