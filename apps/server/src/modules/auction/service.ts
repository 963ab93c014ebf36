import { auctionTopic, CURRENCY_DECIMALS, type AuctionCross, type AuctionIndicativePush, type AuctionIndicative, type AuctionOrder, type AuctionOrderKind, type Locale, type LocalizedText, type Page, type StockMarket, type TermsRule } from '@app/contracts';
import Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import { AppError } from '../../http/errors.ts';
import { fingerprint, formatMinor, idempotent, type Tx } from '../../ledger/index.ts';
import type { Instrument } from '../../market/instruments.ts';
import { roundToGrid, tickDown, tickUp, toPrice, onGrid } from '../../market/ticks.ts';
import { formatLocal } from '../../market/time.ts';
import type { TermsVersion } from '../terms/index.ts';
import { notionalOf } from '../trading/lots.ts';
import { requiredMargin } from '../trading/margin.ts';
import { tradeFee } from '../trading/fees.ts';
import { ivaOf } from '../trading/tax.ts';
import type { PayPasswords } from '../accounts/pay-passwords.ts';
import type { OrderPlan } from '../trading/service.ts';
import type { OrderRow as TradeOrderRow } from '../trading/repo.ts';
import { notices, t, words } from './messages.ts';
import { allocateCross, equilibrium, syntheticBook, type BookOrder, type CrossResult } from './rules.ts';
import { auctionTerms, INITIAL_AUCTION_TERMS, type AuctionTerms } from './terms.ts';
import type { AuctionOrdersTable } from './tables.ts';
import { windowAt, windowOfDay, windowView, type Window } from './window.ts';

type OrderRow = Selectable<AuctionOrdersTable>;
const DAY_MS = 86_400_000;
const MARKETS: StockMarket[] = ['US', 'HK', 'MX'];
const REASONS = ['user', 'unfilled', 'noPrice', 'refused', 'marketClosed'] as const;
type Reason = (typeof REASONS)[number];

/**
 * Pre-market auction orders: AO/ALO buys queued in each exchange's pre-opening window (worst
 * case held from the stock wallet), the indicative price from all users' orders plus the
 * simulation's own book, and the opening cross through the trading engine (job `auction.cross`).
 */
export class AuctionService {
  readonly terms;
  private readonly payPasswords: PayPasswords;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(readonly ctx: AppContext) {
    this.terms = auctionTerms(ctx);
    this.payPasswords = need(ctx, 'accounts').payPasswords;
  }

  now(): number {
    return this.ctx.clock.now();
  }

  async currentTerms(market: StockMarket, db?: Tx): Promise<TermsVersion<AuctionTerms>> {
    try {
      return await this.terms.current(market, db);
    } catch (error) {
      if (!(error instanceof AppError) || error.error !== 'TERMS_NOT_FOUND') throw error;
      await this.terms.seedInitial(market, INITIAL_AUCTION_TERMS[market].terms, INITIAL_AUCTION_TERMS[market].text);
      return this.terms.current(market, db);
    }
  }

  private async termsOf(market: StockMarket): Promise<AuctionTerms> {
    return (await this.currentTerms(market)).terms;
  }

  async windows() {
    const out = [];
    for (const market of MARKETS) out.push(windowView(windowAt(market, await this.termsOf(market), this.now())));
    return out;
  }

  instrumentOf(code: string): Instrument & { market: StockMarket } {
    const instrument = need(this.ctx, 'market').instrument(code);
    if (!instrument || instrument.kind !== 'stock' || !MARKETS.includes(instrument.market as StockMarket)) throw new AppError('AUCTION_NOT_FOUND', t.notFound, { code }, { field: 'code' });
    return instrument as Instrument & { market: StockMarket };
  }

  /** The previous close before the auction's day, in price units. */
  private refUnits(instrument: Instrument, day: string): number {
    const market = need(this.ctx, 'market');
    const before = market.candles(instrument.code, '1d', 6).filter((c) => c.time < Date.parse(`${day}T00:00:00Z`));
    const close = before.at(-1)?.close ?? market.quote(instrument.code).prevClose;
    return Math.round(close * 10 ** instrument.decimals);
  }

  private band(instrument: Instrument, ref: number, percent: number): { low: number; high: number } {
    const lowExact = (ref * (100 - percent)) / 100;
    const highExact = (ref * (100 + percent)) / 100;
    let low = roundToGrid(instrument, Math.ceil(lowExact));
    if (low < lowExact) low = tickUp(instrument, low);
    let high = roundToGrid(instrument, Math.floor(highExact));
    if (high > highExact) high = tickDown(instrument, high);
    return { low, high };
  }

  /** Every order of a book that counts for the cross: the simulation's own and users' (not those users cancelled). */
  private async book(instrument: Instrument, day: string, ref: number, db: Tx = this.ctx.db): Promise<{ orders: BookOrder[]; users: OrderRow[] }> {
    const users = await db
      .selectFrom('auction_orders')
      .selectAll()
      .where('market', '=', instrument.market)
      .where('day', '=', day)
      .where('code', '=', instrument.code)
      .where((eb) => eb.or([eb('status', '<>', 'cancelled'), eb('reason', '<>', 'user')]))
      .orderBy('id')
      .execute();
    const synthetic = syntheticBook(this.ctx.config.marketSeed, instrument.code, Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS), ref, instrument.lotSize, (units) => roundToGrid(instrument, units));
    const orders: BookOrder[] = [
      ...synthetic,
      ...users.map((o) => ({
        id: `u:${o.id}`,
        side: 'buy' as const,
        kind: o.order_kind as AuctionOrderKind,
        price: o.price === null ? undefined : Math.round(Number(o.price) * 10 ** instrument.decimals),
        quantity: Number(o.quantity),
        seq: o.id,
      })),
    ];
    return { orders, users };
  }

  async indicative(code: string, locale: Locale): Promise<AuctionIndicative & { rule?: TermsRule }> {
    const instrument = this.instrumentOf(code);
    const version = await this.currentTerms(instrument.market);
    const w = windowAt(instrument.market, version.terms, this.now());
    const ref = this.refUnits(instrument, w.td.key);
    const { orders } = await this.book(instrument, w.td.key, ref);
    const cross = equilibrium(orders, ref);
    const band = this.band(instrument, ref, version.terms.bandPercent);
    const d = instrument.decimals;
    return {
      code: instrument.code,
      name: need(this.ctx, 'market').row(instrument.code, locale).name,
      market: instrument.market,
      currency: instrument.currency,
      decimals: d,
      lotSize: instrument.lotSize,
      maxQuantity: version.terms.maxLots * instrument.lotSize,
      refPrice: toPrice(ref, d),
      bandLow: toPrice(band.low, d),
      bandHigh: toPrice(band.high, d),
      ...(cross.price !== undefined ? { indicativePrice: toPrice(cross.price, d) } : {}),
      indicativeVolume: cross.volume,
      buyVolume: cross.buyVolume,
      sellVolume: cross.sellVolume,
      imbalance: cross.imbalance,
      window: windowView(w),
      simulated: true,
      rule: need(this.ctx, 'terms').rule(version, locale),
    };
  }

  async list(market: StockMarket, page: { pageNum: number; pageSize: number }, locale: Locale): Promise<Page<AuctionIndicative>> {
    const all = need(this.ctx, 'market').instruments({ market, kind: 'stock' });
    const slice = all.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize);
    const list: AuctionIndicative[] = [];
    for (const instrument of slice) {
      const { rule: _rule, ...view } = await this.indicative(instrument.code, locale);
      void _rule;
      list.push(view);
    }
    return { list, total: all.length, pageNum: page.pageNum, pageSize: page.pageSize };
  }

  async authorize(userId: number, sessionId: string | undefined, payPassword: string): Promise<void> {
    await need(this.ctx, 'accounts').requireKycVerified(userId);
    await this.payPasswords.check(userId, sessionId, payPassword);
  }

  private callOf(market: StockMarket): '/hk/create' | '/stock/create' {
    return market === 'HK' ? '/hk/create' : '/stock/create';
  }

  /**
   * A buy plan of the trading engine (refusals as the trading module's localized errors): a
   * limit at `price`, or with `at` the engine's plan re-priced to fill at exactly that price
   * (the hold's worst case, the cross price; the auction band applies there, not the price guard).
   */
  private async plan(code: string, market: StockMarket, price: number, quantity: number, trx?: Tx, at = false): Promise<OrderPlan> {
    const trading = need(this.ctx, 'trading');
    if (!at) return trading.guard(() => trading.plan({ code, direction: 0, orderType: 1, price, quantity, marginMode: 'half' }, this.callOf(market), trx));
    return atPrice(await trading.guard(() => trading.plan({ code, direction: 0, orderType: 0, quantity, marginMode: 'half' }, this.callOf(market), trx)), price);
  }

  async create(
    userId: number,
    input: { code: string; orderKind: AuctionOrderKind; price?: string | undefined; quantity: number; termsVersionId?: number | undefined },
    key: string,
    locale: Locale,
  ): Promise<AuctionOrder> {
    const instrument = this.instrumentOf(input.code);
    const market = instrument.market;
    const version = await this.currentTerms(market);
    const now = this.now();
    const w = windowAt(market, version.terms, now);
    if (w.phase !== 'input' && w.phase !== 'no_cancel') {
      const next = w.phase === 'frozen' ? windowAt(market, version.terms, w.crossAt) : w;
      throw new AppError('AUCTION_CLOSED', t.closed, { market, start: formatLocal(next.timezone, next.inputStart), end: formatLocal(next.timezone, next.inputEnd), timezone: next.timezone });
    }
    if (input.termsVersionId !== undefined && input.termsVersionId !== version.id) {
      throw new AppError('AUCTION_TERMS_CHANGED', t.termsChanged, { current: version.version }, { field: 'termsVersionId' });
    }
    const d = instrument.decimals;
    const ref = this.refUnits(instrument, w.td.key);
    const band = this.band(instrument, ref, version.terms.bandPercent);
    let limitUnits: number | undefined;
    if (input.orderKind === 'ALO') {
      if (input.price === undefined) throw new AppError('AUCTION_PRICE_OUT_OF_BAND', t.priceRequired, {}, { field: 'price' });
      const price = new Decimal(input.price);
      if (price.decimalPlaces() > d || !onGrid(instrument, price.toNumber())) throw new AppError('AUCTION_PRICE_OUT_OF_BAND', t.offGrid, { price: input.price, code: instrument.code }, { field: 'price' });
      limitUnits = Math.round(price.toNumber() * 10 ** d);
      if (limitUnits < band.low || limitUnits > band.high) {
        throw new AppError('AUCTION_PRICE_OUT_OF_BAND', t.outOfBand, { price: input.price, low: toPrice(band.low, d), high: toPrice(band.high, d), percent: version.terms.bandPercent, ref: toPrice(ref, d) }, { field: 'price' });
      }
    } else if (input.price !== undefined) {
      throw new AppError('AUCTION_PRICE_OUT_OF_BAND', t.priceNotAllowed, {}, { field: 'price' });
    }
    const lot = instrument.lotSize;
    if (input.quantity % lot !== 0) throw new AppError('AUCTION_QUANTITY_INVALID', t.lots, { lot }, { field: 'quantity' });
    const max = version.terms.maxLots * lot;
    if (input.quantity > max) throw new AppError('AUCTION_QUANTITY_INVALID', t.tooMany, { max, lots: version.terms.maxLots }, { field: 'quantity' });
    // The worst case is held: the ALO limit, or the top of the band for an AO.
    const worst = limitUnits ?? band.high;
    const plan = await this.plan(instrument.code, market, toPrice(worst, d), input.quantity, undefined, true);
    const trading = need(this.ctx, 'trading');
    const iva = ivaOf(plan.fee, (await trading.tax.rate()).rate);
    const held = plan.margin + plan.fee + iva;
    const wallet = trading.walletRef(userId, plan.rules);
    const ledger = need(this.ctx, 'ledger');
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `auction.create:u${userId}`,
      key,
      fingerprint({ ...input }),
      async (trx) => {
        const at = new Date(this.now());
        const row = await trx
          .insertInto('auction_orders')
          .values({
            user_id: userId,
            code: instrument.code,
            market,
            day: w.td.key,
            order_kind: input.orderKind,
            price: limitUnits === undefined ? null : new Decimal(limitUnits).div(10 ** d).toFixed(),
            quantity: input.quantity,
            held_minor: held,
            wallet_currency: plan.rules.currency,
            hold_id: null,
            status: 'queued',
            filled_quantity: 0,
            fill_price: null,
            carried_quantity: 0,
            trade_order_id: null,
            carried_order_id: null,
            reason: null,
            terms_version_id: version.id,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const hold = await ledger.hold({ account: wallet, amount: held, kind: 'auction', ref: `auction:${row.id}`, by: `user:${userId}` }, trx);
        await trx.updateTable('auction_orders').set({ hold_id: hold.id }).where('id', '=', row.id).execute();
        await trx.insertInto('auction_history').values({ order_id: row.id, from_status: null, to_status: 'queued', by: `user:${userId}`, reason: `${input.orderKind} ${input.quantity}`, created_at: at }).execute();
        return { orderId: row.id };
      },
      () => this.now(),
    );
    const order = await this.detail(userId, done.result.orderId, locale);
    if (!done.replayed) {
      this.tell(userId, order.id, notices.queuedTitle, notices.queuedBody, { kind: order.orderKind, quantity: order.quantity, code: order.code, day: order.day, held: order.held, currency: order.walletCurrency }, wallet.currency);
      this.publishIndicative(order.code);
    }
    return order;
  }

  private async ownRow(userId: number, orderId: number, db: Tx = this.ctx.db, lock = false): Promise<OrderRow> {
    let q = db.selectFrom('auction_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw new AppError('AUCTION_ORDER_NOT_FOUND', t.orderNotFound, {}, { field: 'orderId' });
    return row;
  }

  async cancel(userId: number, orderId: number, locale: Locale): Promise<AuctionOrder> {
    const ledger = need(this.ctx, 'ledger');
    const first = await this.ownRow(userId, orderId);
    const terms = await this.termsOf(first.market as StockMarket);
    await ledger.run(async (trx) => {
      const row = await this.ownRow(userId, orderId, trx, true);
      if (row.status !== 'queued') throw new AppError('AUCTION_NOT_CANCELLABLE', t.notCancellable, { reason: words.notQueued[locale] });
      const w = windowOfDay(row.market as StockMarket, row.day, terms, this.now());
      if (!w || w.phase !== 'input') throw new AppError('AUCTION_NOT_CANCELLABLE', t.notCancellable, { reason: words.noCancel[locale] });
      await ledger.releaseHold(row.hold_id!, { by: `user:${userId}` }, trx);
      const at = new Date(this.now());
      await trx.updateTable('auction_orders').set({ status: 'cancelled', reason: 'user', updated_at: at }).where('id', '=', row.id).execute();
      await trx.insertInto('auction_history').values({ order_id: row.id, from_status: 'queued', to_status: 'cancelled', by: `user:${userId}`, reason: 'user', created_at: at }).execute();
    });
    const order = await this.detail(userId, orderId, locale);
    this.push(userId, orderId, order.walletCurrency);
    this.publishIndicative(order.code);
    return order;
  }

  private views(rows: OrderRow[], locale: Locale): AuctionOrder[] {
    const market = need(this.ctx, 'market');
    return rows.map((row) => {
      const instrument = market.instrument(row.code);
      const d = Math.max(2, instrument?.decimals ?? 2);
      const reason = row.reason && (REASONS as readonly string[]).includes(row.reason) ? words[row.reason as Reason][locale] : undefined;
      const crossAt = instrument ? windowOfDay(row.market as StockMarket, row.day, INITIAL_AUCTION_TERMS[row.market as StockMarket].terms, 0)?.crossAt ?? 0 : 0;
      return {
        id: row.id,
        code: row.code,
        name: instrument ? market.row(row.code, locale).name : row.code,
        market: row.market as StockMarket,
        currency: instrument?.currency ?? row.wallet_currency,
        orderKind: row.order_kind as AuctionOrderKind,
        ...(row.price !== null ? { price: new Decimal(String(row.price)).toFixed(d) } : {}),
        quantity: Number(row.quantity),
        held: formatMinor(row.held_minor, CURRENCY_DECIMALS[row.wallet_currency as keyof typeof CURRENCY_DECIMALS] ?? 2),
        walletCurrency: row.wallet_currency,
        status: row.status as AuctionOrder['status'],
        filledQuantity: Number(row.filled_quantity),
        ...(row.fill_price !== null ? { fillPrice: new Decimal(String(row.fill_price)).toFixed(d) } : {}),
        carriedQuantity: Number(row.carried_quantity),
        ...(row.trade_order_id !== null ? { tradeOrderId: row.trade_order_id } : {}),
        ...(row.carried_order_id !== null ? { carriedOrderId: row.carried_order_id } : {}),
        ...(reason ? { reason } : {}),
        day: row.day,
        crossAt,
        termsVersionId: row.terms_version_id,
        createTimeTimestamp: row.created_at.getTime(),
        modifyTimeTimestamp: row.updated_at.getTime(),
      };
    });
  }

  async detail(userId: number, orderId: number, locale: Locale): Promise<AuctionOrder> {
    return this.views([await this.ownRow(userId, orderId)], locale)[0]!;
  }

  async orders(userId: number | undefined, query: { status?: string | undefined; pageNum: number; pageSize: number }, locale: Locale): Promise<Page<AuctionOrder & { userId: number }>> {
    let filtered = this.ctx.db.selectFrom('auction_orders');
    if (userId !== undefined) filtered = filtered.where('user_id', '=', userId);
    if (query.status === 'queued') filtered = filtered.where('status', '=', 'queued');
    else if (query.status === 'done') filtered = filtered.where('status', '<>', 'queued');
    else if (query.status && query.status !== 'all') filtered = filtered.where('status', '=', query.status);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => {
      const list = rows as OrderRow[];
      return this.views(list, locale).map((view, i) => ({ ...view, userId: list[i]!.user_id }));
    });
  }

  // ---- the cross -----------------------------------------------------------------------------

  /** Crosses every book with queued orders whose open has come (at most `max` orders settled). */
  async crossDue(max = 500): Promise<{ items: number; more: boolean }> {
    const books = await this.ctx.db.selectFrom('auction_orders').select(['market', 'day', 'code']).distinct().where('status', '=', 'queued').execute();
    let items = 0;
    for (const b of books) {
      const market = b.market as StockMarket;
      const w = windowOfDay(market, b.day, await this.termsOf(market), this.now());
      if (!w || this.now() < w.crossAt) continue;
      items += await this.crossBook(market, b.day, b.code, w);
      if (items >= max) return { items, more: true };
    }
    return { items, more: false };
  }

  /** One book's cross: computed from every order that counts (so a rerun gives the same), each user order settled once. */
  async crossBook(market: StockMarket, day: string, code: string, w: Window): Promise<number> {
    const instrument = this.instrumentOf(code);
    const ref = this.refUnits(instrument, day);
    const { orders, users } = await this.book(instrument, day, ref);
    const cross: CrossResult = equilibrium(orders, ref);
    const fills = allocateCross(orders, cross);
    const d = instrument.decimals;
    const price = cross.price !== undefined ? toPrice(cross.price, d) : undefined;
    await this.ctx.db
      .insertInto('auction_crosses')
      .values({
        market,
        day,
        code,
        price: price !== undefined ? new Decimal(cross.price!).div(10 ** d).toFixed() : null,
        volume: cross.volume,
        imbalance: cross.imbalance,
        user_orders: users.length,
        filled_orders: users.filter((u) => (fills.get(`u:${u.id}`) ?? 0) > 0).length,
        crossed_at: new Date(Math.max(this.now(), w.crossAt)),
      })
      .onConflict((oc) => oc.columns(['market', 'day', 'code']).doNothing())
      .execute();
    let settled = 0;
    const open = need(this.ctx, 'market').quote(code).status === 'open';
    for (const user of users.filter((u) => u.status === 'queued')) {
      const filled = fills.get(`u:${user.id}`) ?? 0;
      if (await this.settle(user.id, { filled, price, open })) settled++;
    }
    return settled;
  }

  private async settle(orderId: number, outcome: { filled: number; price: number | undefined; open: boolean }): Promise<boolean> {
    const ledger = need(this.ctx, 'ledger');
    const trading = need(this.ctx, 'trading');
    let made: { order: OrderRow; trades: TradeOrderRow[] } | undefined;
    try {
      made = await ledger.run(async (trx) => {
        const row = await trx.selectFrom('auction_orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
        if (row.status !== 'queued') return undefined;
        await ledger.releaseHold(row.hold_id!, { by: 'system' }, trx);
        const market = row.market as StockMarket;
        const quantity = Number(row.quantity);
        const filled = outcome.open ? outcome.filled : 0;
        const trades: TradeOrderRow[] = [];
        let tradeOrderId: number | null = null;
        let carriedOrderId: number | null = null;
        if (filled > 0) {
          const plan = await this.plan(row.code, market, outcome.price!, filled, trx, true);
          const { order } = await trading.openInTrx(trx, row.user_id, plan, 'system:auction');
          tradeOrderId = order.id;
          trades.push(order);
        }
        const rest = quantity - filled;
        let carried = 0;
        let reason: Reason | null = null;
        if (!outcome.open) reason = 'marketClosed';
        else if (rest > 0 && row.order_kind === 'ALO') {
          // The engine's own rules apply to the carried order (its price guard at the open): refused -> the rest is cancelled.
          const plan = await this.plan(row.code, market, Number(row.price), rest, trx).catch((error: unknown) => {
            if (error instanceof AppError) return undefined;
            throw error;
          });
          if (plan) {
            const { order } = await trading.openInTrx(trx, row.user_id, plan, 'system:auction');
            carriedOrderId = order.id;
            trades.push(order);
            carried = rest;
          } else reason = 'refused';
        } else if (rest > 0) reason = outcome.price === undefined ? 'noPrice' : 'unfilled';
        const status = filled === quantity ? 'filled' : filled > 0 ? 'partial' : carried > 0 ? 'carried' : 'cancelled';
        const at = new Date(this.now());
        const updated = await trx
          .updateTable('auction_orders')
          .set({ status, filled_quantity: filled, fill_price: filled > 0 ? String(outcome.price) : null, carried_quantity: carried, trade_order_id: tradeOrderId, carried_order_id: carriedOrderId, reason, updated_at: at })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.insertInto('auction_history').values({ order_id: row.id, from_status: 'queued', to_status: status, by: 'system', reason: `cross ${outcome.price ?? '-'} filled ${filled} carried ${carried}${reason ? ` ${reason}` : ''}`, created_at: at }).execute();
        return { order: updated, trades };
      });
    } catch (error) {
      // The trading engine refused (price guard, funds): the order is cancelled, its money released.
      this.ctx.log.warn({ err: error, orderId }, 'auction: settle refused, cancelling');
      made = await ledger.run(async (trx) => {
        const row = await trx.selectFrom('auction_orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
        if (row.status !== 'queued') return undefined;
        await ledger.releaseHold(row.hold_id!, { by: 'system' }, trx);
        const at = new Date(this.now());
        const updated = await trx.updateTable('auction_orders').set({ status: 'cancelled', reason: 'refused', updated_at: at }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
        await trx.insertInto('auction_history').values({ order_id: row.id, from_status: 'queued', to_status: 'cancelled', by: 'system', reason: 'refused', created_at: at }).execute();
        return { order: updated, trades: [] };
      });
    }
    if (!made) return false;
    const o = made.order;
    for (const order of made.trades) trading.after.afterOpen(order);
    const cancelled = Number(o.quantity) - Number(o.filled_quantity) - Number(o.carried_quantity);
    this.tell(o.user_id, o.id, notices.doneTitle, notices.doneBody, { code: o.code, filled: Number(o.filled_quantity), quantity: Number(o.quantity), price: outcome.price ?? '-', carried: Number(o.carried_quantity), cancelled }, o.wallet_currency);
    return true;
  }

  // ---- back office ---------------------------------------------------------------------------

  async crosses(query: { market?: StockMarket | undefined; pageNum: number; pageSize: number }): Promise<Page<AuctionCross>> {
    let filtered = this.ctx.db.selectFrom('auction_crosses');
    if (query.market) filtered = filtered.where('market', '=', query.market);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) =>
      rows.map((r) => ({
        id: r.id,
        market: r.market as StockMarket,
        day: r.day,
        code: r.code,
        ...(r.price !== null ? { price: new Decimal(String(r.price)).toFixed() } : {}),
        volume: Number(r.volume),
        imbalance: Number(r.imbalance),
        userOrders: r.user_orders,
        filledOrders: r.filled_orders,
        crossedAt: r.crossed_at.getTime(),
      })),
    );
  }

  // ---- after commit --------------------------------------------------------------------------

  private push(userId: number, orderId: number, currency: string): void {
    this.later(async () => {
      await this.ctx.services.push?.publishToUser(userId, 'order.updated', { orderId, status: 'auction' } as never);
      await this.ctx.services.push?.publishToUser(userId, 'wallet.updated', { currency } as never);
    });
  }

  /** The book changed (an order queued or cancelled): the new indicative price and volume to everyone watching the code (push topic auction:<code>). */
  private publishIndicative(code: string): void {
    this.later(async () => {
      const { code: c, indicativePrice, indicativeVolume, buyVolume, sellVolume, imbalance, window } = await this.indicative(code, 'en');
      const data: AuctionIndicativePush = { code: c, ...(indicativePrice !== undefined ? { indicativePrice } : {}), indicativeVolume, buyVolume, sellVolume, imbalance, window };
      await this.ctx.services.push?.publishToTopic(auctionTopic(code), data);
    });
  }

  private tell(userId: number, orderId: number, title: LocalizedText, body: LocalizedText, params: Record<string, string | number>, currency: string): void {
    this.later(async () => {
      await this.ctx.services.notices?.notify(userId, { kind: 'auction', title, body, params, ref: `auction:${orderId}` });
    });
    this.push(userId, orderId, currency);
  }

  private later(fn: () => Promise<void>): void {
    const p = fn()
      .catch((error: unknown) => this.ctx.log.warn({ err: error }, 'auction: notice or push failed'))
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

/** The engine's plan re-priced at the cross price: fills at once at exactly that price. */
function atPrice(plan: OrderPlan, price: number): OrderPlan {
  const p = new Decimal(price.toFixed(plan.instrument.decimals));
  const notional = notionalOf(p, plan.quantity, plan.spec.multiplier);
  const notionalWallet = notional.times(plan.rate);
  const decimals = CURRENCY_DECIMALS[plan.rules.currency];
  return {
    ...plan,
    price: p,
    limit: p,
    fillsNow: true,
    notional,
    notionalWallet,
    margin: requiredMargin(notionalWallet, plan.leverage, decimals, { perContract: plan.instrument.futures?.initialMargin, contracts: plan.quantity, rate: plan.rate }),
    fee: tradeFee(notionalWallet, plan.feeRate, plan.rules.minFee, decimals),
  };
}
