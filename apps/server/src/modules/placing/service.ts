import type { Currency, Locale, LocalizedText, Page, PlacingCounts, PlacingOrder, PlacingTrancheDetail } from '@app/contracts';
import Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { render } from '../../i18n/text.ts';
import { fingerprint, formatMinor, idempotent, type Tx } from '../../ledger/index.ts';
import { formatLocal } from '../../market/time.ts';
import { pageOf } from '../../db/paging.ts';
import type { PayPasswords } from '../accounts/pay-passwords.ts';
import type { TermsVersion } from '../terms/index.ts';
import { notices, t } from './messages.ts';
import { allocate, amountMinor, feeMinor } from './rules.ts';
import { INITIAL_PLACING_TERMS, placingTerms, type PlacingTerms } from './terms.ts';
import type { PlacingOrdersTable, PlacingTranchesTable } from './tables.ts';
import { orderView, trancheView, type Live } from './views.ts';

export type TrancheRow = Selectable<PlacingTranchesTable>;
export type OrderRow = Selectable<PlacingOrdersTable>;

/** House accounts of placings: the issuer side of allotments, the market side of sales, sale fees. */
export const HOUSE = { issuer: 'PLACING_ISSUER', market: 'PLACING_MARKET', fees: 'PLACING_FEES' } as const;

export const num = (v: string | number | null | undefined) => new Decimal(String(v ?? 0));
export const money = (minor: bigint) => formatMinor(minor, 2);

/** The same text in each language with `params` filled per language (words already translated). */
export function localized(text: LocalizedText, params: Record<string, string | number | LocalizedText>): LocalizedText {
  const out = {} as Record<Locale, string>;
  for (const locale of ['es', 'en', 'zh'] as const) {
    const filled: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(params)) filled[k] = typeof v === 'object' ? v[locale] : v;
    out[locale] = render(text, locale, filled);
  }
  return out;
}

/**
 * Placings: tranches behind access keys, subscriptions held from SUBSCRIPTION, pro-rata
 * allocation at the window end (job), sales after the lock-up. Notices and pushes after commit.
 */
export class PlacingService {
  readonly terms;
  private readonly payPasswords: PayPasswords;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(readonly ctx: AppContext) {
    this.terms = placingTerms(ctx);
    this.payPasswords = need(ctx, 'accounts').payPasswords;
  }

  now(): number {
    return this.ctx.clock.now();
  }

  /** The rule in effect (version 1 published on first use). */
  async currentTerms(db?: Tx): Promise<TermsVersion<PlacingTerms>> {
    try {
      return await this.terms.current('', db);
    } catch (error) {
      if (!(error instanceof AppError) || error.error !== 'TERMS_NOT_FOUND') throw error;
      await this.terms.seedInitial('', INITIAL_PLACING_TERMS.terms, INITIAL_PLACING_TERMS.text);
      return this.terms.current('', db);
    }
  }

  live(code: string, locale: Locale): Live {
    const market = need(this.ctx, 'market');
    const q = market.quote(code);
    const row = market.row(code, locale);
    return { name: row.name, price: q.price, bid: q.bid, decimals: q.decimals, open: q.status === 'open', timezone: market.session(code).timezone };
  }

  // ---- the user's side -----------------------------------------------------------------------

  /** The active tranches a key opens (checked through the access-keys service: throttled, kept). */
  async tranchesFor(userId: number, secret: string, ip: string | undefined, locale: Locale): Promise<PlacingTrancheDetail[]> {
    const keys = need(this.ctx, 'accessKeys');
    const request = { product: 'placing' as const, key: secret, userId, ip };
    const any = await keys.check(request, locale);
    const active = await this.ctx.db.selectFrom('placing_tranches').selectAll().where('status', '=', 'active').where('end_at', '>', new Date(this.now())).orderBy('id').execute();
    let opened: TrancheRow[] = [];
    if (any.valid) opened = active;
    else if (any.reason === 'wrong_scope') {
      // A key for one tranche: which one (a wrong scope is not a wrong guess).
      for (const row of active) if ((await keys.check({ ...request, scope: String(row.id) }, locale)).valid) opened.push(row);
    } else {
      throw new AppError('ACCESS_KEY_INVALID', { es: any.message, en: any.message, zh: any.message }, {}, { field: 'secret' });
    }
    const version = await this.currentTerms();
    const rule = need(this.ctx, 'terms').rule(version, locale);
    return opened.map((row) => ({ ...trancheView(row, this.live(row.code, locale), this.now()), rule }));
  }

  async authorize(userId: number, sessionId: string | undefined, payPassword: string): Promise<void> {
    await need(this.ctx, 'accounts').requireKycVerified(userId);
    await this.payPasswords.check(userId, sessionId, payPassword);
  }

  async create(
    userId: number,
    input: { trancheId: number; quantity: number; secret: string; termsVersionId?: number | undefined },
    key: string,
    ip: string | undefined,
    locale: Locale,
  ): Promise<PlacingOrder> {
    const keys = need(this.ctx, 'accessKeys');
    const scope = String(input.trancheId);
    // The check is throttled and kept outside the order's transaction (a refusal must count).
    const checked = await keys.check({ product: 'placing', key: input.secret, userId, ip, scope }, locale);
    if (!checked.valid) throw new AppError('ACCESS_KEY_INVALID', { es: checked.message, en: checked.message, zh: checked.message }, {}, { field: 'secret' });
    await this.currentTerms();
    const ledger = need(this.ctx, 'ledger');
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `placing.create:u${userId}`,
      key,
      fingerprint({ trancheId: input.trancheId, quantity: input.quantity, termsVersionId: input.termsVersionId }),
      async (trx) => {
        const tranche = await trx.selectFrom('placing_tranches').selectAll().where('id', '=', input.trancheId).forUpdate().executeTakeFirst();
        if (!tranche) throw new AppError('PLACING_NOT_FOUND', t.notFound, {}, { field: 'trancheId' });
        const now = this.now();
        if (tranche.status !== 'active' || now < tranche.start_at.getTime() || now >= tranche.end_at.getTime()) {
          const tz = this.live(tranche.code, locale).timezone;
          throw new AppError('PLACING_CLOSED', t.notOpen, { code: tranche.code, start: formatLocal(tz, tranche.start_at.getTime()), end: formatLocal(tz, tranche.end_at.getTime()) });
        }
        const quantity = BigInt(input.quantity);
        if (quantity < tranche.min_quantity) throw new AppError('PLACING_QUANTITY_INVALID', t.belowMinimum, { minimum: tranche.min_quantity.toString() }, { field: 'quantity' });
        if (quantity > tranche.quantity) throw new AppError('PLACING_QUANTITY_INVALID', t.aboveOffered, { offered: tranche.quantity.toString() }, { field: 'quantity' });
        const version = await this.currentTerms(trx);
        if (input.termsVersionId !== undefined && input.termsVersionId !== version.id) {
          throw new AppError('PLACING_TERMS_CHANGED', t.termsChanged, { current: version.version }, { field: 'termsVersionId' });
        }
        const used = await keys.consume({ product: 'placing', key: input.secret, userId, ip, scope }, { db: trx, ref: `placing:${tranche.id}` });
        const amount = amountMinor(quantity, num(tranche.price));
        const at = new Date(now);
        const inserted = await trx
          .insertInto('placing_orders')
          .values({
            user_id: userId,
            tranche_id: tranche.id,
            quantity,
            price: num(tranche.price).toFixed(),
            currency: tranche.currency,
            amount_minor: amount,
            hold_id: null,
            key_id: used.keyId,
            status: 'subscribed',
            allotted_quantity: null,
            paid_minor: null,
            released_minor: null,
            settle_tx_id: null,
            sale_price: null,
            proceeds_minor: null,
            sale_fee_minor: null,
            sale_tx_id: null,
            terms_version_id: version.id,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const hold = await ledger.hold({ account: { userId, wallet: 'SUBSCRIPTION', currency: tranche.currency as Currency }, amount, kind: 'placing', ref: `placing:${inserted.id}`, by: `user:${userId}` }, trx);
        await trx.updateTable('placing_orders').set({ hold_id: hold.id }).where('id', '=', inserted.id).execute();
        await trx.insertInto('placing_history').values({ order_id: inserted.id, from_status: null, to_status: 'subscribed', by: `user:${userId}`, reason: 'subscribe', created_at: at }).execute();
        return { orderId: inserted.id };
      },
      () => this.now(),
    );
    const order = await this.detail(userId, done.result.orderId, locale);
    if (!done.replayed) {
      this.tell(userId, order.id, notices.subscribedTitle, notices.subscribedBody, { code: order.stock_code, quantity: order.quantity, price: order.price, total: order.total, currency: order.currency }, order.currency);
    }
    return order;
  }

  private async ownRow(userId: number, orderId: number, db: Tx = this.ctx.db, lock = false): Promise<OrderRow> {
    let q = db.selectFrom('placing_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw new AppError('PLACING_ORDER_NOT_FOUND', t.orderNotFound, {}, { field: 'orderId' });
    return row;
  }

  private async views(rows: OrderRow[], locale: Locale): Promise<PlacingOrder[]> {
    if (rows.length === 0) return [];
    const tranches = new Map((await this.ctx.db.selectFrom('placing_tranches').selectAll().where('id', 'in', [...new Set(rows.map((r) => r.tranche_id))]).execute()).map((r) => [r.id, r]));
    return rows.map((row) => {
      const tranche = tranches.get(row.tranche_id)!;
      return orderView(row, tranche, this.live(tranche.code, locale), this.now());
    });
  }

  async detail(userId: number, orderId: number, locale: Locale): Promise<PlacingOrder> {
    return (await this.views([await this.ownRow(userId, orderId)], locale))[0]!;
  }

  async subscriptions(userId: number, query: { status: 'open' | 'closed' | 'all'; pageNum: number; pageSize: number }, locale: Locale): Promise<Page<PlacingOrder>> {
    let filtered = this.ctx.db.selectFrom('placing_orders').where('user_id', '=', userId);
    if (query.status === 'open') filtered = filtered.where('status', 'in', ['subscribed', 'allotted']);
    if (query.status === 'closed') filtered = filtered.where('status', 'in', ['not_allotted', 'cancelled', 'sold']);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => this.views(rows as OrderRow[], locale));
  }

  async counts(userId: number): Promise<PlacingCounts> {
    const rows = await this.ctx.db
      .selectFrom('placing_orders')
      .innerJoin('placing_tranches', 'placing_tranches.id', 'placing_orders.tranche_id')
      .select(['placing_orders.status', 'placing_tranches.lockup_until'])
      .where('placing_orders.user_id', '=', userId)
      .execute();
    const now = this.now();
    const out: PlacingCounts = { subscribed: 0, locked: 0, sellable: 0, closed: 0 };
    for (const row of rows) {
      if (row.status === 'subscribed') out.subscribed++;
      else if (row.status === 'allotted') out[row.lockup_until.getTime() > now ? 'locked' : 'sellable']++;
      else out.closed++;
    }
    return out;
  }

  /** Sells an order's allotted shares after the lock-up at the live bid, less the published fee, into SUBSCRIPTION. */
  async sell(userId: number, orderId: number, key: string, locale: Locale): Promise<PlacingOrder> {
    const ledger = need(this.ctx, 'ledger');
    const first = await this.ownRow(userId, orderId);
    const tranche = await this.ctx.db.selectFrom('placing_tranches').selectAll().where('id', '=', first.tranche_id).executeTakeFirstOrThrow();
    const terms = ((await this.terms.version(first.terms_version_id)) ?? (await this.currentTerms())).terms;
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `placing.sell:u${userId}`,
      key,
      fingerprint({ orderId }),
      async (trx) => {
        const row = await this.ownRow(userId, orderId, trx, true);
        if (row.status !== 'allotted') throw new AppError('PLACING_NOT_SELLABLE', t.notAllotted, { status: row.status });
        const live = this.live(tranche.code, locale);
        if (this.now() < tranche.lockup_until.getTime()) {
          throw new AppError('PLACING_NOT_SELLABLE', t.lockedUp, { until: formatLocal(live.timezone, tranche.lockup_until.getTime()) });
        }
        if (!live.open) throw new AppError('PLACING_NOT_SELLABLE', t.marketClosed, { code: tranche.code });
        const shares = row.allotted_quantity!;
        const price = new Decimal(live.bid.toFixed(live.decimals));
        const gross = amountMinor(shares, price);
        const fee = feeMinor(gross, terms.sellFeeRate);
        const currency = row.currency as Currency;
        const user = { userId, wallet: 'SUBSCRIPTION' as const, currency };
        const tx = await ledger.post(
          {
            kind: 'trade',
            ref: `placing:${row.id}`,
            memo: { code: tranche.code, side: 'sell', quantity: shares.toString(), price: price.toFixed() },
            by: `user:${userId}`,
            legs: [
              { from: { house: HOUSE.market, currency }, to: user, amount: gross },
              ...(fee > 0n ? [{ from: user, to: { house: HOUSE.fees, currency }, amount: fee, line: 'fee' }] : []),
            ],
          },
          trx,
        );
        const at = new Date(this.now());
        await trx
          .updateTable('placing_orders')
          .set({ status: 'sold', sale_price: price.toFixed(), proceeds_minor: gross - fee, sale_fee_minor: fee, sale_tx_id: tx.id, updated_at: at })
          .where('id', '=', row.id)
          .execute();
        await trx.insertInto('placing_history').values({ order_id: row.id, from_status: 'allotted', to_status: 'sold', by: `user:${userId}`, reason: `sell ${shares} at ${price.toFixed()}`, created_at: at }).execute();
        return { price: price.toFixed(), net: (gross - fee).toString(), fee: fee.toString(), shares: shares.toString() };
      },
      () => this.now(),
    );
    const order = await this.detail(userId, orderId, locale);
    if (!done.replayed) {
      const r = done.result;
      this.tell(userId, orderId, notices.soldTitle, notices.soldBody, { code: order.stock_code, quantity: r.shares, price: r.price, net: money(BigInt(r.net)), fee: money(BigInt(r.fee)), currency: order.currency }, order.currency);
    }
    return order;
  }

  // ---- the job: allocation at the window end ------------------------------------------------

  /**
   * Allocates the tranches whose window has ended (at most `max` orders settled per pass).
   * The allotment is computed from every order of the tranche, so a rerun gives the same
   * numbers; each order settles in its own ledger transaction, only from `subscribed`.
   */
  async allocateDue(max: number): Promise<{ items: number; more: boolean }> {
    const due = await this.ctx.db.selectFrom('placing_tranches').selectAll().where('status', '=', 'active').where('end_at', '<=', new Date(this.now())).orderBy('end_at').limit(5).execute();
    let items = 0;
    for (const tranche of due) {
      const out = await this.allocateTranche(tranche, max - items);
      items += out.settled;
      if (out.more || items >= max) return { items, more: true };
    }
    return { items, more: due.length === 5 };
  }

  async allocateTranche(tranche: TrancheRow, max: number): Promise<{ settled: number; more: boolean }> {
    const ledger = need(this.ctx, 'ledger');
    const orders = await this.ctx.db.selectFrom('placing_orders').select(['id', 'quantity', 'status']).where('tranche_id', '=', tranche.id).where('status', '<>', 'cancelled').orderBy('id').execute();
    const allotment = allocate(
      orders.map((o) => ({ id: o.id, quantity: o.quantity })),
      tranche.quantity,
    );
    const waiting = orders.filter((o) => o.status === 'subscribed');
    let settled = 0;
    for (const o of waiting.slice(0, Math.max(0, max))) {
      const shares = allotment.get(o.id) ?? 0n;
      const result = await ledger.run(async (trx) => {
        const row = await trx.selectFrom('placing_orders').selectAll().where('id', '=', o.id).forUpdate().executeTakeFirstOrThrow();
        if (row.status !== 'subscribed') return undefined;
        const paid = shares > 0n ? amountMinor(shares, num(row.price)) : 0n;
        const released = row.amount_minor - paid;
        let txId: bigint | null = null;
        if (paid > 0n) {
          const captured = await ledger.captureHold(
            row.hold_id!,
            { to: [{ account: { house: HOUSE.issuer, currency: row.currency as Currency }, amount: paid }], final: true, kind: 'trade', ref: `placing:${row.id}`, memo: { code: tranche.code, side: 'buy', quantity: shares.toString(), price: num(row.price).toFixed() }, by: 'system' },
            trx,
          );
          txId = captured.transaction.id;
        } else {
          await ledger.releaseHold(row.hold_id!, { by: 'system' }, trx);
        }
        const status = shares > 0n ? 'allotted' : 'not_allotted';
        const at = new Date(this.now());
        await trx.updateTable('placing_orders').set({ status, allotted_quantity: shares, paid_minor: paid, released_minor: released, settle_tx_id: txId, updated_at: at }).where('id', '=', row.id).execute();
        await trx.insertInto('placing_history').values({ order_id: row.id, from_status: 'subscribed', to_status: status, by: 'system', reason: `allotted ${shares} of ${row.quantity}`, created_at: at }).execute();
        return { userId: row.user_id, status, shares, quantity: row.quantity, paid, released, currency: row.currency };
      });
      if (!result) continue;
      settled++;
      const until = formatLocal(this.live(tranche.code, 'en').timezone, tranche.lockup_until.getTime());
      if (result.status === 'allotted') {
        this.tell(result.userId, o.id, notices.allottedTitle, notices.allottedBody, { code: tranche.code, allotted: result.shares.toString(), quantity: result.quantity.toString(), paid: money(result.paid), released: money(result.released), currency: result.currency, until }, result.currency);
      } else {
        this.tell(result.userId, o.id, notices.notAllottedTitle, notices.notAllottedBody, { code: tranche.code, released: money(result.released), currency: result.currency }, result.currency);
      }
    }
    if (waiting.length > max) return { settled, more: true };
    await this.ctx.db.updateTable('placing_tranches').set({ status: 'allocated', allocated_at: new Date(this.now()), updated_at: new Date(this.now()) }).where('id', '=', tranche.id).where('status', '=', 'active').execute();
    return { settled, more: false };
  }

  // ---- after commit --------------------------------------------------------------------------

  tell(userId: number, orderId: number, title: LocalizedText, body: LocalizedText, params: Record<string, string | number>, currency: string): void {
    const work = (async () => {
      await this.ctx.services.notices?.notify(userId, { kind: 'placing', title, body, params, ref: `placing:${orderId}` });
      await this.ctx.services.push?.publishToUser(userId, 'order.updated', { orderId, status: 'placing' } as never);
      await this.ctx.services.push?.publishToUser(userId, 'wallet.updated', { walletType: 'SUBSCRIPTION', currency } as never);
    })();
    const p = work.catch((error: unknown) => this.ctx.log.warn({ err: error }, 'placing: notice or push failed')).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
