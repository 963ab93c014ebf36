import { formatMoneyText, type Locale, type LocalizedText, type Page, type QuantOrder, type QuantProduct, type QuantProfit, type QuantProfitStat, type QuantRanking } from '@app/contracts';
import { dayInWords, type TextParams } from '../../i18n/text.ts';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { fingerprint, formatMinor, idempotent, parseAmount, type Tx } from '../../ledger/index.ts';
import { keyFromDay } from '../../market/time.ts';
import { dailyFee, shareValue } from '../strategies/rules.ts';
import type { PayPasswords } from '../accounts/pay-passwords.ts';
import type { TermsVersion } from '../terms/index.ts';
import { notices, t } from './messages.ts';
import type { QuantOrdersTable, QuantProductsTable } from './tables.ts';
import { INITIAL_QUANT_TERMS, QUANT_CYCLES, quantTerms, type QuantTerms } from './terms.ts';

type ProductRow = Selectable<QuantProductsTable>;
type OrderRow = Selectable<QuantOrdersTable>;
const USD = 'USD' as const;
/** Where subscribers' principal waits, and the house side of their share of the strategy P/L. */
export const QUANT_CLIENTS = { house: 'QUANT_CLIENTS', currency: USD };
export const QUANT_PNL = { house: 'QUANT_PNL', currency: USD };
const FEES = { house: 'FEES', currency: USD };
const money = (minor: bigint) => formatMinor(minor, 2);
const WINDOW_DAYS = { '30d': 30, '90d': 90, '1y': 365 } as const;

/** A product is a strategy in one of the published cycles; its limits and fee are that cycle's terms. */
export interface ProductInput {
  strategyId: number;
  nameEs: string;
  nameEn: string;
  nameZh: string;
  cycleDays: number;
  needsKey: boolean;
  status: 'open' | 'closed';
}

/**
 * AI quant products: strategies offered in cycles. A subscription moves its amount from
 * FINANCIAL to QUANT_CLIENTS; each calendar day of the cycle gets one profit record (its
 * share of the strategy's real equity change, less that day's fee); the last record
 * completes it and pays amount + Σ net back. One transaction per order and pass, with the
 * order row locked: two job runners record and complete once.
 */
export class QuantService {
  private readonly payPasswords: PayPasswords;
  private readonly pending = new Set<Promise<unknown>>();
  readonly terms;

  constructor(private readonly ctx: AppContext) {
    this.payPasswords = need(ctx, 'accounts').payPasswords;
    this.terms = quantTerms(ctx);
  }

  /** The terms in effect for a cycle (version 1 published by the system on first use). */
  async termsOf(cycleDays: number, db?: Tx): Promise<TermsVersion<QuantTerms>> {
    const item = String(cycleDays) as (typeof QUANT_CYCLES)[number];
    if (!QUANT_CYCLES.includes(item)) throw new AppError('QUANT_CYCLE_NOT_OFFERED', t.cycleNotOffered, { cycles: QUANT_CYCLES.join(', ') }, { field: 'cycleDays' });
    try {
      return await this.terms.current(item, db);
    } catch (error) {
      if (!(error instanceof AppError) || error.error !== 'TERMS_NOT_FOUND') throw error;
      await this.terms.seedInitial(item, INITIAL_QUANT_TERMS[item].terms, INITIAL_QUANT_TERMS[item].text);
      return this.terms.current(item, db);
    }
  }

  private get strategies() {
    return need(this.ctx, 'strategies');
  }

  // ---- products ------------------------------------------------------------------------------

  private async product(id: number, db: Tx = this.ctx.db): Promise<ProductRow> {
    const row = await db.selectFrom('quant_products').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('QUANT_PRODUCT_NOT_FOUND', t.notFound, {}, { field: 'productId' });
    return row;
  }

  async list(locale: Locale): Promise<QuantProduct[]> {
    const rows = await this.ctx.db.selectFrom('quant_products').selectAll().where('status', '=', 'open').orderBy('id').execute();
    const out: QuantProduct[] = [];
    for (const p of rows) {
      const version = await this.termsOf(p.cycle_days);
      const rule = need(this.ctx, 'terms').rule(version, locale);
      out.push({
        id: p.id,
        name: p.name[locale],
        strategy: await this.strategies.view(p.strategy_id, locale),
        cycleDays: p.cycle_days,
        minAmount: money(parseAmount(version.terms.minAmount, 2)),
        maxAmount: money(parseAmount(version.terms.maxAmount, 2)),
        feePctYear: version.terms.feePctYear,
        needsKey: p.needs_key,
        status: p.status,
        rule: rule.text,
        termsVersionId: version.id,
      });
    }
    return out;
  }

  async ranking(window: keyof typeof WINDOW_DAYS, locale: Locale): Promise<QuantRanking> {
    const rows = await this.ctx.db.selectFrom('quant_products').selectAll().where('status', '=', 'open').orderBy('id').execute();
    const from = this.strategies.lastClosedDay() - WINDOW_DAYS[window] + 1;
    const ranked = [];
    for (const p of rows) ranked.push({ productId: p.id, name: p.name[locale], record: await this.strategies.record(p.strategy_id, from) });
    ranked.sort((a, b) => Number(b.record.twrPct) - Number(a.record.twrPct) || a.productId - b.productId);
    return { window, list: ranked.map((r, i) => ({ rank: i + 1, ...r })), disclaimer: this.strategies.disclaimer(locale) };
  }

  async createProduct(input: ProductInput): Promise<number> {
    await this.termsOf(input.cycleDays);
    const existing = await this.ctx.db.selectFrom('quant_products').select('id').where('strategy_id', '=', input.strategyId).where('cycle_days', '=', input.cycleDays).executeTakeFirst();
    if (existing) return existing.id;
    const now = new Date(this.ctx.clock.now());
    return (await this.ctx.db.insertInto('quant_products').values(this.productValues(input, now)).returning('id').executeTakeFirstOrThrow()).id;
  }

  private productValues(input: ProductInput, now: Date) {
    return {
      strategy_id: input.strategyId,
      name: JSON.stringify({ es: input.nameEs, en: input.nameEn, zh: input.nameZh }),
      cycle_days: input.cycleDays,
      needs_key: input.needsKey,
      status: input.status,
      created_at: now,
      updated_at: now,
    };
  }

  // ---- subscribing -----------------------------------------------------------------------------

  async authorize(userId: number, sessionId: string | undefined, payPassword: string): Promise<void> {
    await need(this.ctx, 'accounts').requireKycVerified(userId);
    await this.payPasswords.check(userId, sessionId, payPassword);
  }

  async save(userId: number, input: { productId: number; amount: string | number; secret?: string | undefined; termsVersionId?: number | undefined }, key: string, ip: string | undefined, locale: Locale): Promise<QuantOrder> {
    const ledger = need(this.ctx, 'ledger');
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `quant.save:u${userId}`,
      key,
      fingerprint({ productId: input.productId, amount: String(input.amount), termsVersionId: input.termsVersionId }),
      async (trx) => {
        const p = await this.product(input.productId, trx);
        if (p.status !== 'open') throw new AppError('QUANT_PRODUCT_CLOSED', t.closed, {}, { field: 'productId' });
        const version = await this.termsOf(p.cycle_days, trx);
        // The user confirmed the rule they were shown: a newer version asks them to read it again.
        if (input.termsVersionId !== undefined && input.termsVersionId !== version.id) {
          throw new AppError('QUANT_TERMS_CHANGED', t.termsChanged, { current: version.version }, { field: 'termsVersionId' });
        }
        const min = parseAmount(version.terms.minAmount, 2);
        const max = parseAmount(version.terms.maxAmount, 2);
        let amount: bigint;
        try {
          amount = parseAmount(String(input.amount), 2);
        } catch {
          throw new AppError('INVALID_AMOUNT', t.badAmount, {}, { field: 'amount' });
        }
        if (amount < min || amount > max) {
          throw new AppError('QUANT_AMOUNT_OUT_OF_RANGE', t.amountRange, { min: formatMoneyText(money(min), USD), max: formatMoneyText(money(max), USD) }, { field: 'amount' });
        }
        if (p.needs_key) {
          if (!input.secret) throw new AppError('QUANT_KEY_REQUIRED', t.keyRequired, {}, { field: 'secret' });
          await need(this.ctx, 'accessKeys').consume({ product: 'quant', key: input.secret, userId, ip, scope: String(p.id) }, { ref: `quant:${key}`, db: trx });
        }
        const strategy = await this.strategies.get(p.strategy_id, trx);
        const base = strategy.processedThrough !== null ? await this.strategies.equityAt(strategy.id, strategy.processedThrough, trx) : undefined;
        if (!base || base.equityMinor <= 0n) throw new AppError('QUANT_PRODUCT_CLOSED', t.notReady, {}, { field: 'productId' });
        const tx = await ledger.post({ kind: 'quant.subscribe', ref: `quant-product:${p.id}`, by: `user:${userId}`, memo: { productId: p.id }, legs: [{ from: { userId, wallet: 'FINANCIAL', currency: USD }, to: QUANT_CLIENTS, amount }] }, trx);
        const today = this.strategies.today();
        const row = await trx
          .insertInto('quant_orders')
          .values({
            user_id: userId,
            product_id: p.id,
            strategy_id: p.strategy_id,
            amount_minor: amount,
            cycle_days: p.cycle_days,
            fee_pct_year: version.terms.feePctYear,
            terms_version_id: version.id,
            base_day: base.day,
            base_equity_minor: base.equityMinor,
            start_day: today,
            end_day: today + p.cycle_days - 1,
            tx_id: tx.id,
            created_at: new Date(this.ctx.clock.now()),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { orderId: row.id };
      },
      () => this.ctx.clock.now(),
    );
    const order = await this.detail(userId, done.result.orderId, locale);
    // The notice is read in any language: the product's name in each, the amount and the day as the app writes them.
    if (!done.replayed) this.tell(userId, order.id, notices.subscribedTitle, notices.subscribedBody, { product: (await this.product(order.productId)).name, amount: formatMoneyText(order.amount, USD), end: dayInWords(order.endDate) });
    return order;
  }

  // ---- daily records and completion ------------------------------------------------------------

  /** Records the closed days of one order not yet recorded; completes it after its last day. */
  async advanceOrder(orderId: number): Promise<{ records: number; completed: boolean }> {
    const head = await this.ctx.db.selectFrom('quant_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    if (head.status !== 'in_progress') return { records: 0, completed: false };
    const strategy = await this.strategies.get(head.strategy_id);
    const lastClosed = this.strategies.lastClosedDay();
    if (strategy.processedThrough === null) return { records: 0, completed: false };
    // A day is recorded once the strategy has run every trading day up to it.
    let upTo = Math.min(lastClosed, head.end_day);
    const pendingDays = this.strategies.tradingDays(strategy.params, strategy.processedThrough, upTo);
    if (pendingDays.length > 0) upTo = pendingDays[0]! - 1;
    const out = await need(this.ctx, 'ledger').run(async (trx) => {
      const order = await trx.selectFrom('quant_orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
      if (order.status !== 'in_progress') return { records: 0, completed: undefined };
      const last = await trx.selectFrom('quant_profits').select(['day', 'value_minor']).where('order_id', '=', orderId).orderBy('day', 'desc').limit(1).executeTakeFirst();
      let prevValue = last ? BigInt(last.value_minor) : BigInt(order.amount_minor);
      let records = 0;
      const amount = BigInt(order.amount_minor);
      for (let day = (last?.day ?? order.start_day - 1) + 1; day <= upTo; day++) {
        const k = day - order.start_day + 1;
        const equity = await this.strategies.equityAt(order.strategy_id, day, trx);
        const value = shareValue(amount, BigInt(order.base_equity_minor), equity?.equityMinor ?? BigInt(order.base_equity_minor));
        const gross = value - prevValue;
        const fee = dailyFee(amount, order.fee_pct_year, k);
        await trx.insertInto('quant_profits').values({ order_id: orderId, day, k, value_minor: value, gross_minor: gross, fee_minor: fee, net_minor: gross - fee }).execute();
        prevValue = value;
        records++;
      }
      if (upTo < order.end_day) return { records, completed: undefined };
      return { records, completed: await this.completeLocked(trx, order) };
    });
    if (out.completed) {
      const c = out.completed;
      this.tell(c.userId, orderId, notices.completedTitle, notices.completedBody, { product: c.product, payout: formatMoneyText(money(c.payout), USD) });
    }
    return { records: out.records, completed: out.completed !== undefined };
  }

  private async completeLocked(trx: Tx, order: OrderRow) {
    const sums = await trx
      .selectFrom('quant_profits')
      .select((eb) => [eb.fn.sum<string>('gross_minor').as('gross'), eb.fn.sum<string>('fee_minor').as('fee'), eb.fn.countAll<string>().as('n')])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const amount = BigInt(order.amount_minor);
    const gross = BigInt(sums.gross ?? 0);
    const fee = BigInt(sums.fee ?? 0);
    const payout = amount + gross - fee;
    const user = { userId: order.user_id, wallet: 'FINANCIAL' as const, currency: USD };
    const legs = [];
    if (gross > 0n) legs.push({ from: QUANT_PNL, to: QUANT_CLIENTS, amount: gross });
    if (gross < 0n) legs.push({ from: QUANT_CLIENTS, to: QUANT_PNL, amount: -gross });
    if (fee > 0n) legs.push({ from: QUANT_CLIENTS, to: FEES, amount: fee, line: 'fee' });
    if (payout > 0n) legs.push({ from: QUANT_CLIENTS, to: user, amount: payout });
    await need(this.ctx, 'ledger').post({ kind: 'quant.complete', ref: `quant:${order.id}`, by: 'system', memo: { orderId: order.id }, legs }, trx);
    await trx.updateTable('quant_orders').set({ status: 'completed', payout_minor: payout, completed_at: new Date(this.ctx.clock.now()) }).where('id', '=', order.id).execute();
    const p = await trx.selectFrom('quant_products').select('name').where('id', '=', order.product_id).executeTakeFirstOrThrow();
    return { userId: order.user_id, payout, product: p.name };
  }

  /** One pass over the running subscriptions (the job, and after each strategy run). */
  async sweep(cursor = 0, max = 10_000): Promise<{ items: number; more: boolean; cursor: number }> {
    const rows = await this.ctx.db.selectFrom('quant_orders').select('id').where('status', '=', 'in_progress').where('id', '>', cursor).orderBy('id').limit(max).execute();
    let items = 0;
    for (const r of rows) items += (await this.advanceOrder(r.id)).records;
    return { items, more: rows.length === max, cursor: rows.at(-1)?.id ?? cursor };
  }

  // ---- reads -------------------------------------------------------------------------------------

  private async ownRow(userId: number, id: number): Promise<OrderRow> {
    const row = await this.ctx.db.selectFrom('quant_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('QUANT_ORDER_NOT_FOUND', t.orderNotFound, {}, { field: 'id' });
    return row;
  }

  private async views(rows: OrderRow[], locale: Locale): Promise<QuantOrder[]> {
    const out: QuantOrder[] = [];
    for (const o of rows) {
      const p = await this.product(o.product_id);
      const sums = await this.ctx.db
        .selectFrom('quant_profits')
        .select((eb) => [eb.fn.sum<string>('net_minor').as('net'), eb.fn.sum<string>('fee_minor').as('fee'), eb.fn.countAll<string>().as('n')])
        .where('order_id', '=', o.id)
        .executeTakeFirstOrThrow();
      out.push({
        id: o.id,
        productId: o.product_id,
        productName: p.name[locale],
        status: o.status,
        currency: USD,
        amount: money(BigInt(o.amount_minor)),
        cycleDays: o.cycle_days,
        feePctYear: o.fee_pct_year,
        startDate: keyFromDay(o.start_day),
        endDate: keyFromDay(o.end_day),
        days: Number(sums.n),
        profit: money(BigInt(sums.net ?? 0)),
        fee: money(BigInt(sums.fee ?? 0)),
        ...(o.payout_minor !== null ? { payout: money(BigInt(o.payout_minor)) } : {}),
        createdAt: o.created_at.getTime(),
        ...(o.completed_at ? { completedAt: o.completed_at.getTime() } : {}),
      });
    }
    return out;
  }

  async detail(userId: number, id: number, locale: Locale): Promise<QuantOrder> {
    return (await this.views([await this.ownRow(userId, id)], locale))[0]!;
  }

  async orders(userId: number, query: { pageNum: number; pageSize: number; status?: 'in_progress' | 'completed' | undefined }, locale: Locale): Promise<Page<QuantOrder>> {
    let filtered = this.ctx.db.selectFrom('quant_orders').where('user_id', '=', userId);
    if (query.status) filtered = filtered.where('status', '=', query.status);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => this.views(rows as OrderRow[], locale));
  }

  async profits(userId: number, query: { pageNum: number; pageSize: number; orderId?: number | undefined }, locale: Locale): Promise<Page<QuantProfit>> {
    let filtered = this.ctx.db.selectFrom('quant_profits').innerJoin('quant_orders', 'quant_orders.id', 'quant_profits.order_id').where('quant_orders.user_id', '=', userId);
    if (query.orderId !== undefined) filtered = filtered.where('quant_profits.order_id', '=', query.orderId);
    const names = new Map<number, string>();
    return pageOf(
      filtered,
      (q) => q.select(['quant_profits.order_id', 'quant_profits.day', 'quant_profits.value_minor', 'quant_profits.gross_minor', 'quant_profits.fee_minor', 'quant_profits.net_minor', 'quant_orders.product_id']).orderBy('quant_profits.day', 'desc').orderBy('quant_profits.order_id', 'desc'),
      query,
      async (rows) => {
        const out: QuantProfit[] = [];
        for (const r of rows) {
          if (!names.has(r.product_id)) names.set(r.product_id, (await this.product(r.product_id)).name[locale]);
          out.push({ orderId: r.order_id, productName: names.get(r.product_id)!, date: keyFromDay(r.day), gross: money(BigInt(r.gross_minor)), fee: money(BigInt(r.fee_minor)), net: money(BigInt(r.net_minor)), value: money(BigInt(r.value_minor)) });
        }
        return out;
      },
    );
  }

  async stat(userId: number, locale: Locale): Promise<QuantProfitStat> {
    const byProduct = await this.ctx.db
      .selectFrom('quant_profits')
      .innerJoin('quant_orders', 'quant_orders.id', 'quant_profits.order_id')
      .select((eb) => ['quant_orders.product_id', eb.fn.sum<string>('quant_profits.net_minor').as('net')])
      .where('quant_orders.user_id', '=', userId)
      .groupBy('quant_orders.product_id')
      .orderBy('quant_orders.product_id')
      .execute();
    const lastDay = await this.ctx.db
      .selectFrom('quant_profits')
      .innerJoin('quant_orders', 'quant_orders.id', 'quant_profits.order_id')
      .select((eb) => eb.fn.max('quant_profits.day').as('day'))
      .where('quant_orders.user_id', '=', userId)
      .executeTakeFirst();
    let today = 0n;
    if (lastDay?.day !== null && lastDay?.day !== undefined) {
      const r = await this.ctx.db
        .selectFrom('quant_profits')
        .innerJoin('quant_orders', 'quant_orders.id', 'quant_profits.order_id')
        .select((eb) => eb.fn.sum<string>('quant_profits.net_minor').as('net'))
        .where('quant_orders.user_id', '=', userId)
        .where('quant_profits.day', '=', Number(lastDay.day))
        .executeTakeFirstOrThrow();
      today = BigInt(r.net ?? 0);
    }
    const running = await this.ctx.db.selectFrom('quant_orders').select((eb) => eb.fn.sum<string>('amount_minor').as('sum')).where('user_id', '=', userId).where('status', '=', 'in_progress').executeTakeFirstOrThrow();
    const list = [];
    let cumulative = 0n;
    for (const r of byProduct) {
      const net = BigInt(r.net ?? 0);
      cumulative += net;
      list.push({ productId: r.product_id, name: (await this.product(r.product_id)).name[locale], profit: money(net) });
    }
    return { currency: USD, today: money(today), cumulative: money(cumulative), inProgress: money(BigInt(running.sum ?? 0)), byProduct: list };
  }

  // ---- back office ---------------------------------------------------------------------------------

  private async adminView(id: number) {
    const p = await this.product(id);
    const terms = (await this.termsOf(p.cycle_days)).terms;
    const n = await this.ctx.db.selectFrom('quant_orders').select((eb) => eb.fn.countAll<string>().as('n')).where('product_id', '=', id).executeTakeFirstOrThrow();
    return {
      id: p.id,
      strategyId: p.strategy_id,
      nameEs: p.name.es,
      nameEn: p.name.en,
      nameZh: p.name.zh,
      cycleDays: p.cycle_days,
      minAmount: money(parseAmount(terms.minAmount, 2)),
      maxAmount: money(parseAmount(terms.maxAmount, 2)),
      feePctYear: terms.feePctYear,
      needsKey: p.needs_key,
      status: p.status,
      subscriptions: Number(n.n),
    };
  }

  async adminList() {
    const rows = await this.ctx.db.selectFrom('quant_products').select('id').orderBy('id').execute();
    const out = [];
    for (const r of rows) out.push(await this.adminView(r.id));
    return out;
  }

  async saveProduct(operator: OperatorPrincipal, input: ProductInput & { id?: number | undefined }, ip: string) {
    await this.strategies.get(input.strategyId);
    await this.termsOf(input.cycleDays);
    const values = this.productValues(input, new Date(this.ctx.clock.now()));
    const id = await need(this.ctx, 'ledger').run(async (trx) => {
      let id = input.id;
      if (id !== undefined) {
        await this.product(id, trx);
        const { created_at: _created, ...changes } = values;
        void _created;
        await trx.updateTable('quant_products').set(changes).where('id', '=', id).execute();
      } else {
        id = (await trx.insertInto('quant_products').values(values).returning('id').executeTakeFirstOrThrow()).id;
      }
      await need(this.ctx, 'audit').record(operator, input.id ? 'quant.product.update' : 'quant.product.create', { type: 'quant_product', id }, { ...input }, ip, trx);
      return id;
    });
    return this.adminView(id);
  }

  // ---- after commit ----------------------------------------------------------------------------------

  private tell(userId: number, orderId: number, title: LocalizedText, body: LocalizedText, params: TextParams): void {
    const work = (async () => {
      await this.ctx.services.notices?.notify(userId, { kind: 'system', title, body, params, ref: `quant:${orderId}` });
      await this.ctx.services.push?.publishToUser(userId, 'wallet.updated', { walletType: 'FINANCIAL', currency: USD } as never);
    })();
    const p = work.catch((error: unknown) => this.ctx.log.warn({ err: error }, 'quant: notice or push failed')).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
