import type { BondHolding, BondIssueInput, BondIssueView, BondPreview, BondTotals, Currency, GovBond, Locale, LocalizedText, Page } from '@app/contracts';
import { CURRENCY_DECIMALS, formatMoneyText } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { fingerprint, formatMinor, idempotent, moneyText, type Tx } from '../../ledger/index.ts';
import { dayFromKey, keyFromDay } from '../../market/time.ts';
import { BondCatalog, num, todayOf, type IssueRow } from './catalog.ts';
import { YieldCurves } from './curve.ts';
import { couponGross, couponIsr, dueCoupons, HOUSE, pay, redemptionAmounts, saleAmounts, shapeOfHolding, transition, type HoldingRow } from './holdings.ts';
import { payChunk, type Due } from './payout.ts';
import { notices, t } from './messages.ts';
import { buyCost, inCurrency, isMexican, toMinor } from './rules.ts';
import { bondsTerms, INITIAL_TERMS, type BondsTerms } from './terms.ts';
import { holdingView, scheduleOf } from './views.ts';
import { totalsOf } from './totals.ts';
import { dayInWords, type TextParams } from '../../i18n/text.ts';
import type { PayPasswords } from '../accounts/pay-passwords.ts';
import { BondIssues } from './issues.ts';
import type { ProductTerms, TermsVersion } from '../terms/index.ts';
import type { bondsTermsSchema } from './terms.ts';
import type { ProductHoldingValue } from '../trading/product-holdings.ts';

/** Holdings paid per database transaction by the coupon and redemption jobs. */
export const PAY_CHUNK = 500;

const fmt = (minor: bigint, currency: string) => formatMinor(minor, CURRENCY_DECIMALS[currency as Currency] ?? 2);
/** An amount as the notices show it, the app's one notation ("MX$1,012.51", "US$3,000.00"). */
const shown = (amount: string, currency: string) => formatMoneyText(amount, currency, CURRENCY_DECIMALS[currency as Currency] ?? 2);
const shownMinor = moneyText;

/**
 * Bonds: the issues on sale (catalog.ts, priced on the simulated curve), buys paid from
 * the FINANCIAL wallet through the ledger, sales before maturity, and the coupon and
 * redemption jobs (holdings.ts `pay`: one payment row per holding, kind and date makes
 * each payment once). Notices and pushes go out after commit.
 */
export class BondsService {
  readonly catalog: BondCatalog;
  private readonly issues: BondIssues;
  readonly terms: ProductTerms<typeof bondsTermsSchema>;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly payPasswords: PayPasswords;

  constructor(private readonly ctx: AppContext) {
    this.catalog = new BondCatalog(ctx.db, new YieldCurves(ctx.config.marketSeed));
    this.terms = bondsTerms(ctx);
    this.payPasswords = need(ctx, 'accounts').payPasswords;
    this.issues = new BondIssues(ctx, this.catalog);
  }

  today(): number {
    return todayOf(this.ctx.clock.now());
  }

  /** The terms in effect for a country (version 1 published on first use). */
  async currentTerms(country: 'MX' | 'US', db?: Tx): Promise<TermsVersion<BondsTerms>> {
    try {
      return await this.terms.current(country, db);
    } catch (error) {
      if (!(error instanceof AppError) || error.error !== 'TERMS_NOT_FOUND') throw error;
      await this.terms.seedInitial(country, INITIAL_TERMS[country].terms, INITIAL_TERMS[country].text);
      return this.terms.current(country, db);
    }
  }

  private async termsOf(row: HoldingRow): Promise<BondsTerms> {
    const version = await this.terms.version(row.terms_version_id);
    return version ? version.terms : (await this.currentTerms(isMexican(shapeOfHolding(row).type) ? 'MX' : 'US')).terms;
  }

  // ---- the list --------------------------------------------------------------------------

  async list(locale: Locale, query: { country?: 'MX' | 'US' | undefined; pageNum: number; pageSize: number }): Promise<Page<GovBond>> {
    const today = this.today();
    const rows = (await this.catalog.issues()).filter((issue) => !query.country || issue.country === query.country);
    const bonds = rows.map((issue) => this.catalog.govBond(this.catalog.price(issue, today), today, locale)).filter((bond) => bond.termDays > 0);
    const start = (query.pageNum - 1) * query.pageSize;
    return { list: bonds.slice(start, start + query.pageSize), total: bonds.length, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  private async openIssue(bondId: number, db?: Tx): Promise<IssueRow> {
    const issue = await this.catalog.issue(bondId, db);
    if (!issue) throw new AppError('BOND_NOT_FOUND', t.notFound, {}, { field: 'bondId' });
    return issue;
  }

  // ---- buying ------------------------------------------------------------------------------

  async preview(userId: number, bondId: number, quantity: number, locale: Locale): Promise<BondPreview> {
    const issue = await this.openIssue(bondId);
    const today = this.today();
    const priced = this.catalog.price(issue, today);
    const country = issue.country as 'MX' | 'US';
    const version = await this.currentTerms(country);
    const cost = buyCost(priced.quote, quantity, version.terms.buyFeeRate, version.terms.minFee);
    const isrApplies = await this.isrApplies(userId, issue);
    const draft = {
      type: issue.type,
      currency: issue.currency,
      face: issue.face,
      coupon_rate: issue.coupon_rate,
      issue_date: keyFromDay(priced.shape.issueDay),
      maturity_date: keyFromDay(priced.shape.maturityDay),
      first_coupon_date: issue.first_coupon_date,
      quantity,
      clean_minor: cost.principalMinor,
      accrued_minor: cost.accruedMinor,
      isr_applies: isrApplies,
      created_at: new Date(this.ctx.clock.now()),
    } as HoldingRow;
    const schedule = scheduleOf(draft, version.terms, today);
    const currency = issue.currency;
    return {
      bond: this.catalog.govBond(priced, today, locale),
      quantity,
      currency,
      cleanAmount: fmt(cost.principalMinor, currency),
      accruedAmount: fmt(cost.accruedMinor, currency),
      fee: fmt(cost.feeMinor, currency),
      total: fmt(cost.totalMinor, currency),
      // UDIBONOS: the face (in UDIs) at today's UDI.
      faceAmount: fmt(toMinor(inCurrency(priced.shape, num(issue.face).times(quantity), today)), currency),
      schedule,
      totalReceived: fmt(schedule.reduce((sum, flow) => sum + BigInt(new Decimal(flow.net).times(100).toFixed(0)), 0n), currency),
      rule: need(this.ctx, 'terms').rule(version, locale),
    };
  }

  private async isrApplies(userId: number, issue: { type: string }): Promise<boolean> {
    if (!isMexican(issue.type as never)) return false;
    const kyc = this.ctx.services.kyc;
    if (!kyc) return true;
    const info = await kyc.info(userId);
    return (info.country ?? 'MX') === 'MX';
  }

  /**
   * KYC verified and the transaction password, through trading's per-session cache of a
   * right password (requests sent together share one verification; the accounts service
   * counts wrong tries and locks).
   */
  async authorize(userId: number, sessionId: string | undefined, payPassword: string): Promise<void> {
    await need(this.ctx, 'accounts').requireKycVerified(userId);
    await this.payPasswords.check(userId, sessionId, payPassword);
  }

  async buy(userId: number, input: { bondId: number; quantity: number; termsVersionId?: number | undefined }, key: string, locale: Locale): Promise<BondHolding> {
    const issue = await this.openIssue(input.bondId);
    const isrApplies = await this.isrApplies(userId, issue);
    // Published before the transaction (a first use publishes version 1 on its own connection).
    await this.currentTerms(issue.country as 'MX' | 'US');
    const ledger = need(this.ctx, 'ledger');
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `bonds.buy:u${userId}`,
      key,
      fingerprint({ bondId: input.bondId, quantity: input.quantity, termsVersionId: input.termsVersionId }),
      async (trx) => {
        const current = await this.openIssue(input.bondId, trx);
        const today = this.today();
        const priced = this.catalog.price(current, today);
        if (!priced.open) throw new AppError('BOND_NOT_OPEN', t.notOpen, { code: current.code });
        const version = await this.currentTerms(current.country as 'MX' | 'US', trx);
        if (input.termsVersionId !== undefined && input.termsVersionId !== version.id) {
          throw new AppError('BOND_TERMS_CHANGED', t.termsChanged, { current: version.version }, { field: 'termsVersionId' });
        }
        const cost = buyCost(priced.quote, input.quantity, version.terms.buyFeeRate, version.terms.minFee);
        const gross = cost.principalMinor + cost.accruedMinor;
        if (gross < toMinor(num(current.min_amount))) {
          throw new AppError('BOND_BELOW_MINIMUM', t.belowMinimum, { code: current.code, minimum: shown(num(current.min_amount).toFixed(2), current.currency), quantity: input.quantity, amount: shownMinor(gross, current.currency) }, { field: 'quantity' });
        }
        const currency = current.currency as Currency;
        const user = { userId, wallet: 'FINANCIAL' as const, currency };
        // The holding's id first: the buy is referenced as the holding, as its coupons, sale and redemption are (issue 34 item 19).
        const holdingId = (await sql<{ id: number }>`select nextval(pg_get_serial_sequence('bonds_holdings', 'id'))::integer as id`.execute(trx)).rows[0]!.id;
        const tx = await ledger.post(
          {
            kind: 'trade',
            ref: `bond:${holdingId}`,
            memo: { bondId: current.id, code: current.code, quantity: input.quantity, price: priced.quote.dirtyPerTitle.toFixed(7) },
            by: `user:${userId}`,
            legs: [
              { from: user, to: { house: HOUSE.market, currency }, amount: gross },
              ...(cost.feeMinor > 0n ? [{ from: user, to: { house: HOUSE.fees, currency }, amount: cost.feeMinor, line: 'fee' }] : []),
            ],
          },
          trx,
        );
        const now = new Date(this.ctx.clock.now());
        const row = await trx
          .insertInto('bonds_holdings')
          .values({
            id: holdingId,
            user_id: userId,
            issue_id: current.id,
            type: current.type,
            currency: current.currency,
            face: num(current.face).toFixed(),
            coupon_rate: num(current.coupon_rate).toFixed(),
            issue_date: keyFromDay(priced.shape.issueDay),
            maturity_date: keyFromDay(priced.shape.maturityDay),
            first_coupon_date: current.first_coupon_date,
            quantity: input.quantity,
            buy_price: priced.quote.dirtyPerTitle.toDecimalPlaces(10).toFixed(),
            buy_yield: priced.yieldPct.toFixed(4),
            clean_minor: cost.principalMinor,
            accrued_minor: cost.accruedMinor,
            fee_minor: cost.feeMinor,
            cost_minor: cost.totalMinor,
            isr_applies: isrApplies,
            terms_version_id: version.id,
            buy_tx_id: tx.id,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('bonds_history').values({ holding_id: row.id, from_status: null, to_status: 'bought', by: `user:${userId}`, reason: 'buy', created_at: now }).execute();
        return { holdingId: row.id };
      },
      () => this.ctx.clock.now(),
    );
    const holding = await this.detail(userId, done.result.holdingId, locale);
    if (!done.replayed) {
      this.tell(userId, holding.id, notices.boughtTitle, notices.boughtBody, { code: holding.code, quantity: holding.quantity, total: shown(holding.cost, holding.currency), fee: shown(holding.fee, holding.currency), maturity: dayInWords(holding.maturityDate) }, holding.currency);
    }
    return holding;
  }

  // ---- holdings ------------------------------------------------------------------------------

  private async views(rows: HoldingRow[], locale: Locale): Promise<BondHolding[]> {
    if (rows.length === 0) return [];
    const names = new Map((await this.ctx.db.selectFrom('bonds_issues').select(['id', 'code', 'name']).where('id', 'in', [...new Set(rows.map((r) => r.issue_id))]).execute()).map((r) => [r.id, r]));
    const paid = new Map(
      (
        await this.ctx.db
          .selectFrom('bonds_payments')
          .select(['holding_id', sql<string>`sum(net_minor)`.as('net')])
          .where(
            'holding_id',
            'in',
            rows.map((r) => r.id),
          )
          .groupBy('holding_id')
          .execute()
      ).map((r) => [r.holding_id, BigInt(r.net)]),
    );
    const today = this.today();
    const out: BondHolding[] = [];
    for (const row of rows) {
      const terms = await this.termsOf(row);
      const issue = names.get(row.issue_id)!;
      const shape = shapeOfHolding(row);
      out.push(holdingView(row, issue, locale, terms, this.catalog.yieldOf(shape, Math.max(today, shape.issueDay)), today, paid.get(row.id) ?? 0n));
    }
    return out;
  }

  async holdings(userId: number, query: { status: 'open' | 'closed' | 'all'; pageNum: number; pageSize: number }, locale: Locale): Promise<Page<BondHolding>> {
    let filtered = this.ctx.db.selectFrom('bonds_holdings').where('user_id', '=', userId);
    if (query.status === 'open') filtered = filtered.where('status', '=', 'bought');
    if (query.status === 'closed') filtered = filtered.where('status', '<>', 'bought');
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => this.views(rows as HoldingRow[], locale));
  }

  private async ownRow(userId: number, holdingId: number, db: Tx = this.ctx.db, lock = false): Promise<HoldingRow> {
    let q = db.selectFrom('bonds_holdings').selectAll().where('id', '=', holdingId).where('user_id', '=', userId);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw new AppError('BOND_HOLDING_NOT_FOUND', t.holdingNotFound, {}, { field: 'holdingId' });
    return row;
  }

  async detail(userId: number, holdingId: number, locale: Locale): Promise<BondHolding> {
    return (await this.views([await this.ownRow(userId, holdingId)], locale))[0]!;
  }

  async sell(userId: number, holdingId: number, key: string, locale: Locale): Promise<BondHolding> {
    const terms = await this.termsOf(await this.ownRow(userId, holdingId));
    const done = await idempotent(
      need(this.ctx, 'ledger'),
      this.ctx.db,
      `bonds.sell:u${userId}`,
      key,
      fingerprint({ holdingId }),
      async (trx) => {
        const row = await this.ownRow(userId, holdingId, trx, true);
        if (row.status !== 'bought') throw new AppError('BOND_NOT_SELLABLE', t.notSellable, { status: row.status });
        const today = this.today();
        const shape = shapeOfHolding(row);
        if (today >= shape.maturityDay) throw new AppError('BOND_NOT_SELLABLE', t.maturityReached);
        if (today < shape.issueDay) throw new AppError('BOND_NOT_SELLABLE', t.notSettled, { date: dayInWords(row.issue_date) });
        const sale = saleAmounts(row, terms, this.catalog.yieldOf(shape, today), today);
        await pay(this.ctx, trx, row, { kind: 'sale', day: today, gross: sale.gross, isr: sale.isr, fee: sale.fee });
        await transition(trx, row, 'sold', `user:${userId}`, 'early sale', new Date(this.ctx.clock.now()), sale.net);
        return { holdingId, gross: sale.gross.toString(), fee: sale.fee.toString(), isr: sale.isr.toString(), net: sale.net.toString() };
      },
      () => this.ctx.clock.now(),
    );
    const holding = await this.detail(userId, holdingId, locale);
    if (!done.replayed) {
      const c = holding.currency;
      const r = done.result;
      this.tell(userId, holdingId, notices.soldTitle, notices.soldBody, { code: holding.code, net: shownMinor(BigInt(r.net), c), gross: shownMinor(BigInt(r.gross), c), fee: shownMinor(BigInt(r.fee), c), isr: shownMinor(BigInt(r.isr), c) }, c);
    }
    return holding;
  }

  /** Totals per currency of the open holdings, with the realized result of those sold or redeemed (totals.ts). */
  async totals(userId: number, locale: Locale): Promise<BondTotals> {
    const rows = await this.ctx.db.selectFrom('bonds_holdings').selectAll().where('user_id', '=', userId).execute();
    return totalsOf(await this.views(rows, locale));
  }

  /** Open holdings at today's clean price plus accrued, by currency: the portfolio's total assets count them (trading/product-holdings.ts). */
  async holdingValues(userId: number): Promise<ProductHoldingValue[]> {
    const { list } = await this.totals(userId, 'en');
    return list.filter((c) => c.holdings > 0).map((c) => ({ currency: c.currency as Currency, value: new Decimal(c.dirtyValue), holdings: c.holdings }));
  }

  // ---- jobs: coupons and redemptions -----------------------------------------------------------

  /**
   * Pays the coupons due by `today` of open coupon-bond holdings after `cursor` (at most
   * `max` holdings), PAY_CHUNK holdings per database transaction (payout.ts).
   */
  async payCoupons(today: number, cursor: number, max: number): Promise<{ items: number; more: boolean; cursor: number }> {
    const rows = await this.ctx.db
      .selectFrom('bonds_holdings')
      .selectAll()
      .where('status', '=', 'bought')
      .where('type', 'not in', ['CETES', 'T_BILL'])
      .where('id', '>', cursor)
      .orderBy('id')
      .limit(max)
      .execute();
    const terms = new Map<number, BondsTerms>();
    let items = 0;
    for (let i = 0; i < rows.length; i += PAY_CHUNK) {
      const chunk = rows.slice(i, i + PAY_CHUNK).filter((row) => dueCoupons(row, today).length > 0);
      if (chunk.length === 0) continue;
      const dues = await this.couponDues(chunk, today, terms);
      await this.openAccounts(dues);
      const paid = await need(this.ctx, 'ledger').run(async (trx) => {
        const open = await this.lockOpen(trx, chunk);
        return this.payByCurrency(trx, dues.filter((d) => open.has(d.row.id)));
      });
      items += paid.length;
      await this.tellPaid(paid);
    }
    return { items, more: rows.length === max, cursor: rows.at(-1)?.id ?? cursor };
  }

  /** The coupons due by `today` of `rows` with their ISR (terms by version, remembered in `cache`). */
  private async couponDues(rows: HoldingRow[], today: number, cache: Map<number, BondsTerms>): Promise<Due[]> {
    const dues: Due[] = [];
    for (const row of rows) {
      const terms = await this.cachedTerms(row, cache);
      for (const day of dueCoupons(row, today)) {
        const gross = couponGross(row, day);
        dues.push({ row, kind: 'coupon', day, gross, isr: couponIsr(row, terms, day, gross) });
      }
    }
    return dues;
  }

  private async cachedTerms(row: HoldingRow, cache: Map<number, BondsTerms>): Promise<BondsTerms> {
    let terms = cache.get(row.terms_version_id);
    if (!terms) {
      terms = await this.termsOf(row);
      cache.set(row.terms_version_id, terms);
    }
    return terms;
  }

  /** The holders' FINANCIAL accounts, created (committed, remembered) before the chunk's transaction. */
  private async openAccounts(dues: Due[]): Promise<void> {
    await need(this.ctx, 'ledger').accounts(dues.map((d) => ({ userId: d.row.user_id, wallet: 'FINANCIAL' as const, currency: d.row.currency as Currency })));
  }

  /** Locks the chunk's holdings (id order: the same order as a sale and the other job) and answers those still open. */
  private async lockOpen(trx: Tx, rows: HoldingRow[]): Promise<Set<number>> {
    const locked = await trx
      .selectFrom('bonds_holdings')
      .select('id')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .where('status', '=', 'bought')
      .orderBy('id')
      .forUpdate()
      .execute();
    return new Set(locked.map((r) => r.id));
  }

  /** payChunk per currency (a ledger transaction moves one currency per house account). */
  private async payByCurrency(trx: Tx, dues: Due[]): Promise<Due[]> {
    const paid: Due[] = [];
    for (const currency of [...new Set(dues.map((d) => d.row.currency))].sort()) {
      paid.push(...(await payChunk(this.ctx, trx, dues.filter((d) => d.row.currency === currency), currency as Currency)));
    }
    return paid;
  }

  /**
   * Redeems at face the open holdings that matured by `today` (their last coupons first),
   * PAY_CHUNK holdings per database transaction: their coupons, their redemptions, and
   * their move to redeemed with its history rows.
   */
  async redeemMatured(today: number, max: number): Promise<{ items: number; more: boolean }> {
    const rows = await this.ctx.db.selectFrom('bonds_holdings').selectAll().where('status', '=', 'bought').where('maturity_date', '<=', keyFromDay(today)).orderBy('id').limit(max).execute();
    const terms = new Map<number, BondsTerms>();
    let items = 0;
    for (let i = 0; i < rows.length; i += PAY_CHUNK) {
      const chunk = rows.slice(i, i + PAY_CHUNK);
      const coupons = await this.couponDues(chunk, today, terms);
      const redemptions: Due[] = [];
      for (const row of chunk) {
        const { gross, isr } = redemptionAmounts(row, await this.cachedTerms(row, terms));
        redemptions.push({ row, kind: 'redemption', day: dayFromKey(row.maturity_date), gross, isr });
      }
      await this.openAccounts(redemptions);
      const paid = await need(this.ctx, 'ledger').run(async (trx) => {
        const open = await this.lockOpen(trx, chunk);
        const couponsPaid = await this.payByCurrency(trx, coupons.filter((d) => open.has(d.row.id)));
        const redeemed = await this.payByCurrency(trx, redemptions.filter((d) => open.has(d.row.id)));
        if (redeemed.length > 0) {
          const now = new Date(this.ctx.clock.now());
          const closed = sql.join(redeemed.map((d) => sql`(${d.row.id}::integer, ${d.gross - d.isr}::bigint)`));
          await sql`
            with v (id, proceeds) as (values ${closed}),
            u as (update bonds_holdings set status = 'redeemed', closed_at = ${now}, proceeds_minor = v.proceeds from v where bonds_holdings.id = v.id and bonds_holdings.status = 'bought' returning bonds_holdings.id)
            insert into bonds_history (holding_id, from_status, to_status, by, reason, created_at)
            select id, 'bought', 'redeemed', 'system', 'maturity', ${now} from u order by id`.execute(trx);
        }
        return [...couponsPaid, ...redeemed];
      });
      items += paid.filter((d) => d.kind === 'redemption').length;
      await this.tellPaid(paid);
    }
    return { items, more: rows.length === max };
  }

  /** After commit: one notice per payment, in one insert per chunk, and the pushes. */
  private async tellPaid(paid: Due[]): Promise<void> {
    if (paid.length === 0) return;
    const codes = new Map((await this.ctx.db.selectFrom('bonds_issues').select(['id', 'code']).where('id', 'in', [...new Set(paid.map((d) => d.row.issue_id))]).execute()).map((r) => [r.id, r.code]));
    const work = (async () => {
      await this.ctx.services.notices?.notifyMany(
        paid.map((d) => {
          const c = d.row.currency;
          const params = { code: codes.get(d.row.issue_id) ?? '', gross: shownMinor(d.gross, c), isr: shownMinor(d.isr, c), net: shownMinor(d.gross - d.isr, c) };
          const [title, body] = d.kind === 'coupon' ? [notices.couponTitle, notices.couponBody] : [notices.redeemedTitle, notices.redeemedBody];
          return { userId: d.row.user_id, notice: { kind: 'bonds', title, body, params, ref: `bond:${d.row.id}` } };
        }),
      );
      const push = this.ctx.services.push;
      for (const d of paid) {
        await push?.publishToUser(d.row.user_id, 'position.updated', { positionId: d.row.id, event: 'bond' } as never);
        await push?.publishToUser(d.row.user_id, 'wallet.updated', { walletType: 'FINANCIAL', currency: d.row.currency } as never);
        await this.ctx.events.publish('bonds.holdingChanged', { userId: d.row.user_id, holdingId: d.row.id });
      }
    })();
    const p = work.catch((error: unknown) => this.ctx.log.warn({ err: error }, 'bonds: notices or pushes failed')).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  // ---- after commit: notices and pushes --------------------------------------------------------

  private tell(userId: number, holdingId: number, title: LocalizedText, body: LocalizedText, params: TextParams, currency: string): void {
    const work = (async () => {
      await this.ctx.services.notices?.notify(userId, { kind: 'bonds', title, body, params, ref: `bond:${holdingId}` });
      await this.ctx.services.push?.publishToUser(userId, 'position.updated', { positionId: holdingId, event: 'bond' } as never);
      await this.ctx.services.push?.publishToUser(userId, 'wallet.updated', { walletType: 'FINANCIAL', currency } as never);
      await this.ctx.events.publish('bonds.holdingChanged', { userId, holdingId });
    })();
    const p = work.catch((error: unknown) => this.ctx.log.warn({ err: error }, 'bonds: notice or push failed')).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Waits for the notices and pushes in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  // ---- back office (issues.ts) -------------------------------------------------------------

  adminList(query: { pageNum: number; pageSize: number }): Promise<Page<BondIssueView>> {
    return this.issues.list(query);
  }

  createIssue(operator: OperatorPrincipal, input: BondIssueInput, ip: string): Promise<BondIssueView> {
    return this.issues.create(operator, input, ip);
  }

  updateIssue(operator: OperatorPrincipal, id: number, input: BondIssueInput, ip: string): Promise<BondIssueView> {
    return this.issues.update(operator, id, input, ip);
  }
}
