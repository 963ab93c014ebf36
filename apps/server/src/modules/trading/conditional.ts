import { CREATE_CALL_MARKETS, formatPriceText, type ConditionalOrder, type ConditionalOrderInput, type ConditionalStatus, type Locale, type LocalizedText, type Page, type TradeMarket } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageOf } from '../../db/paging.ts';
import { AppError, errors } from '../../http/errors.ts';
import { interpolate } from '../../i18n/text.ts';
import { fingerprint, type Tx } from '../../ledger/index.ts';
import type { Instrument } from '../../market/instruments.ts';
import { onGrid } from '../../market/ticks.ts';
import { perLocale } from './after-commit.ts';
import type { OrderRequest } from './base.ts';
import { conditionalNotices, conditionalReasons, kindWords } from './conditional-messages.ts';
import { trailStop, toUnits } from './conditional-rules.ts';
import type { ConditionalRow } from './conditional-tables.ts';
import './conditional-tables.ts';
import { parseDecimal } from './lots.ts';
import { checkTick } from './price-guard.ts';
import { liveQuote, type LiveQuote } from './quotes.ts';
import { dec } from './rates.ts';
import { RuleError } from './rule-error.ts';
import type { TradingService } from './service.ts';

export const LIVE_STATUSES = ['pending', 'active', 'working'] as const;
const DAY_MS = 86_400_000;
/** US after-hours session after the regular close (calendar.ts: 16:00-20:00 New York, early days too). */
const POST_MARKET_MS = 4 * 3_600_000;

/** The seq of the next change (the trigger job reads rows changed since its last tick). */
export const nextSeq = () => sql<bigint>`nextval('trading_conditional_seq')`;

export type ConditionalInput = Omit<ConditionalOrderInput, 'timeInForce' | 'marginMode' | 'direction' | 'leverage'> & {
  direction: number;
  leverage?: number | undefined;
  timeInForce: 'day' | 'gtc';
  marginMode: 'half' | 'full';
};

/** The create call that serves a market (the same order path as the ticket). */
export function callOf(market: TradeMarket): keyof typeof CREATE_CALL_MARKETS {
  return (Object.entries(CREATE_CALL_MARKETS).find(([, markets]) => (markets as readonly string[]).includes(market))![0]) as keyof typeof CREATE_CALL_MARKETS;
}

/**
 * Conditional orders (issue 21): placing, cancelling and listing them; firing one places its
 * order through the SAME order path as the ticket (`TradingService.create`, idempotency key
 * `cond:<id>`, so a second firing answers the first order); a bracket's leg closes its
 * position through the close path, the other leg cancelled in the same transaction (OCO).
 * The trigger job (conditional-engine.ts) decides when.
 */
export class ConditionalOrders {
  constructor(private readonly core: TradingService) {}

  // ---- placing -----------------------------------------------------------------------------

  async place(userId: number, input: ConditionalInput, key: string, hash: string): Promise<{ order: ConditionalRow; legs: ConditionalRow[]; replayed: boolean }> {
    const { core } = this;
    const first = await this.first(userId, key, hash);
    if (first) return { ...first, replayed: true };
    return core.guard(async () => {
      const { instrument, market } = core.instrumentFor(input.code);
      const terms = (await core.orderRules.current()).terms;
      const versionId = (await core.orderRules.current()).id;
      const quote = liveQuote(core.market, instrument.code);
      const prices = this.checkPrices(input, instrument, quote, terms.maxTrailPercent);
      if (input.extendedHours && (market !== 'US' || input.kind !== 'limit' || !terms.extendedHours)) throw new RuleError('EXTENDED_HOURS_NOT_ALLOWED', {}, 'extendedHours');
      const legs = input.bracket ? this.checkBracket(input, market, instrument, quote, prices) : undefined;
      if (input.kind === 'market' && !legs) throw new RuleError('INVALID_BRACKET', { tpSide: 'above', slSide: 'below', price: '-' }, 'bracket');
      // The order it will place, checked now as the ticket checks it (quantity, lots, leverage, account).
      await core.preview(userId, this.request(input, undefined));
      const live = await core.ctx.db
        .selectFrom('trading_conditional_orders')
        .select(sql<string>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .where('status', 'in', LIVE_STATUSES)
        .executeTakeFirstOrThrow();
      if (Number(live.n) >= terms.maxLive) throw new RuleError('TOO_MANY_CONDITIONAL', { max: terms.maxLive }, 'kind');
      const now = core.ctx.clock.now();
      const expiresAt = input.timeInForce === 'gtc' ? now + terms.gtcMaxDays * DAY_MS : this.sessionClose(instrument.code, market, !!input.extendedHours, now);
      const quantity = parseDecimal(input.quantity, 'quantity').toFixed();
      if (input.kind === 'market') {
        // A bracket at the market: the entry fills now through the ticket's path (its refusals are the user's), then the legs wait on its position.
        if (!quote.open) throw core.marketClosed(instrument, quote);
        const { order } = await core.create(userId, callOf(market), this.request(input, undefined), `cond-entry:${key}`, hash);
        return this.insert(userId, input, { market, quantity, prices, legs, expiresAt, versionId, key, hash, quote, entryOrder: { id: order.id, positionId: order.position_id } });
      }
      return this.insert(userId, input, { market, quantity, prices, legs, expiresAt, versionId, key, hash, quote });
    });
  }

  private async first(userId: number, key: string, hash: string): Promise<{ order: ConditionalRow; legs: ConditionalRow[] } | undefined> {
    const order = await this.core.ctx.db.selectFrom('trading_conditional_orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
    if (!order) return undefined;
    if (order.request_hash !== hash) throw errors.idempotencyMismatch();
    const legs = await this.core.ctx.db.selectFrom('trading_conditional_orders').selectAll().where('group_id', '=', order.id).orderBy('id').execute();
    return { order, legs };
  }

  private async insert(
    userId: number,
    input: ConditionalInput,
    p: {
      market: TradeMarket;
      quantity: string;
      prices: Prices;
      legs: { takeProfit: Decimal; stopLoss: Decimal } | undefined;
      expiresAt: number;
      versionId: number;
      key: string;
      hash: string;
      quote: LiveQuote;
      entryOrder?: { id: number; positionId: number | null };
    },
  ): Promise<{ order: ConditionalRow; legs: ConditionalRow[]; replayed: boolean }> {
    const { core } = this;
    const at = core.now();
    const base = {
      user_id: userId,
      code: input.code.trim(),
      market: p.market,
      quantity: p.quantity,
      leverage: input.leverage ?? null,
      margin_mode: input.marginMode,
      short: input.short === true,
      time_in_force: input.timeInForce,
      expires_at: new Date(p.expiresAt),
      terms_version_id: p.versionId,
      created_at: at,
    };
    const filled = p.entryOrder !== undefined;
    try {
      return await core.ctx.db.transaction().execute(async (trx) => {
        const order = await trx
          .insertInto('trading_conditional_orders')
          .values({
            ...base,
            code: p.quote.code,
            kind: input.kind,
            direction: input.direction,
            trigger_price: p.prices.trigger?.toFixed() ?? null,
            limit_price: p.prices.limit?.toFixed() ?? null,
            trail_amount: p.prices.trailAmount?.toFixed() ?? null,
            trail_percent: p.prices.trailPercent?.toFixed() ?? null,
            trail_extreme: input.kind === 'trailing' ? (input.direction === 1 ? p.quote.bid : p.quote.ask).toFixed() : null,
            extended_hours: !!input.extendedHours,
            status: filled ? 'filled' : 'active',
            role: p.legs ? 'entry' : null,
            order_id: p.entryOrder?.id ?? null,
            position_id: p.entryOrder?.positionId ?? null,
            triggered_at: filled ? at : null,
            done_at: filled ? at : null,
            idempotency_key: p.key,
            request_hash: p.hash,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const legs: ConditionalRow[] = [];
        if (p.legs) {
          const direction = input.direction === 0 ? 1 : 0;
          const legStatus = filled && p.entryOrder?.positionId ? 'active' : 'pending';
          for (const [role, price] of [
            ['take_profit', p.legs.takeProfit],
            ['stop_loss', p.legs.stopLoss],
          ] as const) {
            legs.push(
              await trx
                .insertInto('trading_conditional_orders')
                .values({
                  ...base,
                  code: p.quote.code,
                  kind: role,
                  direction,
                  trigger_price: role === 'stop_loss' ? price.toFixed() : null,
                  limit_price: role === 'take_profit' ? price.toFixed() : null,
                  status: legStatus,
                  extended_hours: false,
                  role,
                  group_id: order.id,
                  position_id: p.entryOrder?.positionId ?? null,
                  // The legs stay until one of them fills (GTC up to the published maximum), whatever the entry's time in force.
                  time_in_force: 'gtc',
                  expires_at: new Date(at.getTime() + (await core.orderRules.current(trx)).terms.gtcMaxDays * DAY_MS),
                })
                .returningAll()
                .executeTakeFirstOrThrow(),
            );
          }
        }
        return { order, legs, replayed: false };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'trading_conditional_idempotency')) return { ...(await this.first(userId, p.key, p.hash))!, replayed: true };
      throw error;
    }
  }

  /** Prices of the order as typed: on the instrument's grid, the stop on the side the market has not passed yet. */
  private checkPrices(input: ConditionalInput, instrument: Instrument, quote: LiveQuote, maxTrailPercent: string): Prices {
    const grid = (p: Decimal) => checkTick(p, instrument.decimals, (x) => onGrid(instrument, x));
    const prices: Prices = {};
    if (input.kind === 'limit' || input.kind === 'stop_limit') {
      if (input.limitPrice === undefined) throw new RuleError('PRICE_REQUIRED', {}, 'limitPrice');
      prices.limit = parseDecimal(input.limitPrice, 'limitPrice', 'INVALID_PRICE');
      grid(prices.limit);
    }
    if (input.kind === 'stop' || input.kind === 'stop_limit') {
      if (input.triggerPrice === undefined) throw new RuleError('INVALID_TRIGGER', { reason: 'triggerMissing' }, 'triggerPrice');
      const trigger = parseDecimal(input.triggerPrice, 'triggerPrice', 'INVALID_PRICE');
      try {
        grid(trigger);
      } catch {
        throw new RuleError('INVALID_TRIGGER', { reason: 'offGrid' }, 'triggerPrice');
      }
      // A stop the market has already passed would fire at once: that is a market order.
      if (input.direction === 0 && trigger.lte(quote.ask)) throw new RuleError('INVALID_TRIGGER', { reason: 'buyStopBelow' }, 'triggerPrice');
      if (input.direction === 1 && trigger.gte(quote.bid)) throw new RuleError('INVALID_TRIGGER', { reason: 'sellStopAbove' }, 'triggerPrice');
      prices.trigger = trigger;
    }
    if (input.kind === 'trailing') {
      const max = new Decimal(maxTrailPercent);
      if ((input.trailAmount === undefined) === (input.trailPercent === undefined)) throw new RuleError('INVALID_TRAIL', { max: max.toFixed() }, 'trailAmount');
      if (input.trailAmount !== undefined) {
        prices.trailAmount = parseDecimal(input.trailAmount, 'trailAmount', 'INVALID_PRICE');
        if (prices.trailAmount.decimalPlaces() > instrument.decimals || prices.trailAmount.gte(quote.bid)) throw new RuleError('INVALID_TRAIL', { max: max.toFixed() }, 'trailAmount');
      } else {
        prices.trailPercent = parseDecimal(input.trailPercent!, 'trailPercent', 'INVALID_PRICE');
        if (prices.trailPercent.gt(max) || prices.trailPercent.decimalPlaces() > 4) throw new RuleError('INVALID_TRAIL', { max: max.toFixed() }, 'trailPercent');
      }
    }
    return prices;
  }

  /** A bracket's legs: long, take-profit above and stop-loss below the entry's price; short, the other way round. */
  private checkBracket(input: ConditionalInput, market: TradeMarket, instrument: Instrument, quote: LiveQuote, prices: Prices): { takeProfit: Decimal; stopLoss: Decimal } {
    const long = input.direction === 0;
    const stock = market === 'US' || market === 'MX' || market === 'HK';
    const ref = prices.limit ?? prices.trigger ?? (long ? quote.ask : quote.bid);
    const params = { tpSide: long ? 'above' : 'below', slSide: long ? 'below' : 'above', price: ref.toFixed(instrument.decimals) };
    // A stock sell without `short` sells shares held: no position opens, nothing to bracket.
    if (!long && stock && input.short !== true) throw new RuleError('INVALID_BRACKET', params, 'bracket');
    let takeProfit: Decimal;
    let stopLoss: Decimal;
    try {
      takeProfit = parseDecimal(input.bracket!.takeProfit, 'bracket.takeProfit', 'INVALID_PRICE');
      stopLoss = parseDecimal(input.bracket!.stopLoss, 'bracket.stopLoss', 'INVALID_PRICE');
      checkTick(takeProfit, instrument.decimals, (x) => onGrid(instrument, x));
      checkTick(stopLoss, instrument.decimals, (x) => onGrid(instrument, x));
    } catch {
      throw new RuleError('INVALID_BRACKET', params, 'bracket');
    }
    const right = long ? takeProfit.gt(ref) && stopLoss.lt(ref) : takeProfit.lt(ref) && stopLoss.gt(ref);
    if (!right) throw new RuleError('INVALID_BRACKET', params, takeProfit.gt(ref) === long ? 'bracket.stopLoss' : 'bracket.takeProfit');
    return { takeProfit, stopLoss };
  }

  /** When a Day order expires: the close of its exchange's regular session (today's, or the next one's when closed); extended hours: the after-hours close. */
  private sessionClose(code: string, market: TradeMarket, extended: boolean, now: number): number {
    const session = this.core.market.session(code);
    const after = extended && market === 'US' ? POST_MARKET_MS : 0;
    const closes = [session.regularClose, session.nextClose].filter((c): c is number => c !== undefined).map((c) => c + after).filter((c) => c > now);
    return closes.length > 0 ? Math.min(...closes) : now + DAY_MS;
  }

  /** The order a conditional order places when it fires: at the market, a limit kind with the limit as its confirmed price (price band). */
  request(input: Pick<ConditionalInput, 'code' | 'direction' | 'quantity' | 'leverage' | 'marginMode' | 'short' | 'extendedHours' | 'kind' | 'limitPrice'>, limit: Decimal | undefined): OrderRequest {
    return {
      code: input.code,
      direction: input.direction,
      orderType: 0,
      quantity: input.quantity,
      leverage: input.leverage,
      marginMode: input.marginMode,
      ...(input.short ? { short: true } : {}),
      ...(input.extendedHours ? { extendedHours: true } : {}),
      ...(limit ? { confirmedPrice: limit.toFixed() } : {}),
    };
  }

  // ---- cancelling --------------------------------------------------------------------------

  async cancel(userId: number, id: number): Promise<ConditionalRow> {
    return this.core.guard(async () => {
      const row = await this.core.ctx.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('trading_conditional_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
        if (!row) throw new RuleError('CONDITIONAL_NOT_FOUND', {}, 'id');
        // A working leg is closing its position right now; a working stop-limit may still be cancelled.
        const cancellable = row.status === 'pending' || row.status === 'active' || (row.status === 'working' && row.role === null);
        if (!cancellable) throw new RuleError('CONDITIONAL_NOT_CANCELLABLE', { status: row.status }, 'id');
        const at = this.core.now();
        const updated = await trx
          .updateTable('trading_conditional_orders')
          .set({ status: 'cancelled', status_reason: 'user', done_at: at, seq: nextSeq() })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (row.role === 'entry') await this.endLegs(trx, row.id, 'entry_cancelled');
        return updated;
      });
      this.core.publish(userId, 'order.updated', { conditionalId: row.id, status: row.status, event: 'cancelled', code: row.code });
      return row;
    });
  }

  /** Cancels the legs of an entry that will not fill (cancelled, expired, refused). */
  async endLegs(trx: Tx, entryId: number, reason: string): Promise<void> {
    await trx
      .updateTable('trading_conditional_orders')
      .set({ status: 'cancelled', status_reason: reason, done_at: this.core.now(), seq: nextSeq() })
      .where('group_id', '=', entryId)
      .where('status', 'in', LIVE_STATUSES)
      .execute();
  }

  // ---- firing (the trigger job) ------------------------------------------------------------

  /**
   * Places the order of a standalone or entry conditional order that fired, through the
   * ticket's order path with the idempotency key `cond:<id>` (a second firing anywhere
   * answers the first order). Then marks the row filled (or rejected with the refusal) and,
   * for a bracket's entry, arms its legs on the new position.
   */
  async fire(row: ConditionalRow, quote: { bid: string; ask: string }): Promise<'filled' | 'rejected' | 'skipped'> {
    const { core } = this;
    const limit = row.limit_price === null ? undefined : dec(row.limit_price);
    const request = this.request(
      {
        code: row.code,
        direction: row.direction,
        quantity: dec(row.quantity).toFixed(),
        leverage: row.leverage ?? undefined,
        marginMode: row.margin_mode as 'half' | 'full',
        short: row.short,
        extendedHours: row.extended_hours,
        kind: row.kind as ConditionalInput['kind'],
        limitPrice: undefined,
      },
      limit,
    );
    const at = core.now();
    let placed: { orderId: number; positionId: number | null } | undefined;
    let refusal: { reason: string; text: LocalizedText } | undefined;
    try {
      const { order } = await core.create(row.user_id, callOf(row.market as TradeMarket), request, `cond:${row.id}`, fingerprint({ ...request, conditional: row.id }));
      placed = { orderId: order.id, positionId: order.position_id };
    } catch (error) {
      if (!(error instanceof AppError) || error.error === 'IDEMPOTENCY_MISMATCH') throw error;
      refusal = { reason: error.error, text: error.text };
    }
    const done = await core.ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('trading_conditional_orders')
        .set({
          status: placed ? 'filled' : 'rejected',
          status_reason: placed ? null : `refused:${refusal!.reason}`,
          order_id: placed?.orderId ?? null,
          position_id: placed?.positionId ?? null,
          triggered_at: at,
          done_at: at,
          seq: nextSeq(),
        })
        .where('id', '=', row.id)
        .where('status', 'in', ['active', 'working'])
        .returningAll()
        .executeTakeFirst();
      if (!updated || updated.role !== 'entry') return updated;
      if (placed && placed.positionId !== null) {
        await trx
          .updateTable('trading_conditional_orders')
          .set({ status: 'active', position_id: placed.positionId, seq: nextSeq() })
          .where('group_id', '=', row.id)
          .where('status', '=', 'pending')
          .execute();
      } else {
        await this.endLegs(trx, row.id, 'entry_failed');
      }
      return updated;
    });
    if (!done) return 'skipped';
    this.announce(done, quote, refusal?.text);
    return placed ? 'filled' : 'rejected';
  }

  /**
   * A bracket leg fired: in one transaction its group is locked and, if this leg is still
   * active, it becomes `working` and every other live leg `cancelled` (OCO: whichever leg
   * locks first wins, the other finds itself cancelled). Then its position is closed through
   * the close path with the key `cond:<id>` (a retried leg answers the first close).
   */
  async fireLeg(row: ConditionalRow, quote: { bid: string; ask: string }): Promise<'filled' | 'rejected' | 'skipped'> {
    const { core } = this;
    const at = core.now();
    const claimed = await core.ctx.db.transaction().execute(async (trx) => {
      const group = await trx.selectFrom('trading_conditional_orders').selectAll().where('group_id', '=', row.group_id!).orderBy('id').forUpdate().execute();
      const me = group.find((g) => g.id === row.id);
      if (!me || (me.status !== 'active' && me.status !== 'working')) return false;
      if (me.status === 'active') {
        await trx.updateTable('trading_conditional_orders').set({ status: 'working', triggered_at: at, seq: nextSeq() }).where('id', '=', me.id).execute();
        const others = group.filter((g) => g.id !== me.id && (LIVE_STATUSES as readonly string[]).includes(g.status)).map((g) => g.id);
        if (others.length > 0)
          await trx.updateTable('trading_conditional_orders').set({ status: 'cancelled', status_reason: 'oco', done_at: at, seq: nextSeq() }).where('id', 'in', others).execute();
      }
      return true;
    });
    if (!claimed) return 'skipped';
    let orderId: number | null = null;
    let refusal: { reason: string; text: LocalizedText } | undefined;
    try {
      const closed = await core.closePosition(row.position_id!, { userId: row.user_id, reason: row.role === 'take_profit' ? 'take_profit' : 'stop_loss', by: 'system', idempotencyKey: `cond:${row.id}` });
      orderId = closed?.order.id ?? null;
    } catch (error) {
      if (error instanceof RuleError) refusal = { reason: error.code, text: core.appError(error).text as LocalizedText };
      else if (error instanceof AppError) refusal = { reason: error.error, text: error.text as LocalizedText };
      else throw error;
      // The market closed under it: try again on a later tick.
      if (refusal.reason === 'MARKET_CLOSED') return 'skipped';
    }
    const done = await core.ctx.db
      .updateTable('trading_conditional_orders')
      .set({
        status: refusal ? 'rejected' : 'filled',
        status_reason: refusal ? (refusal.reason === 'POSITION_CLOSED' || refusal.reason === 'POSITION_NOT_FOUND' ? 'position_closed' : `refused:${refusal.reason}`) : null,
        order_id: orderId,
        done_at: core.now(),
        seq: nextSeq(),
      })
      .where('id', '=', row.id)
      .where('status', '=', 'working')
      .returningAll()
      .executeTakeFirst();
    if (!done) return 'skipped';
    this.announce(done, quote, refusal?.text);
    return refusal ? 'rejected' : 'filled';
  }

  /** A stop-limit whose stop was reached: it now waits for its limit (`working`). */
  async work(id: number): Promise<boolean> {
    const updated = await this.core.ctx.db
      .updateTable('trading_conditional_orders')
      .set({ status: 'working', triggered_at: this.core.now(), seq: nextSeq() })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .returning(['id', 'user_id', 'code'])
      .executeTakeFirst();
    if (updated) this.core.publish(updated.user_id, 'order.updated', { conditionalId: updated.id, status: 'working', event: 'triggered', code: updated.code });
    return !!updated;
  }

  /** Ends orders whose time in force ran out (conditional: a row that fired meanwhile is left alone). */
  async expire(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const at = this.core.now();
    const rows = await this.core.ctx.db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('trading_conditional_orders')
        .set({ status: 'expired', status_reason: 'expired', done_at: at, seq: nextSeq() })
        .where('id', 'in', ids)
        .where('status', 'in', ['active', 'working', 'pending'])
        .where('expires_at', '<=', at)
        .returningAll()
        .execute();
      for (const row of rows) if (row.role === 'entry') await this.endLegs(trx, row.id, 'entry_failed');
      return rows;
    });
    for (const row of rows) {
      this.core.publish(row.user_id, 'order.updated', { conditionalId: row.id, status: 'expired', event: 'expired', code: row.code });
      this.core.notify(row.user_id, 'order', conditionalNotices.expiredTitle, perLocale(conditionalNotices.expiredBody, { kind: kindWords[row.kind as keyof typeof kindWords] }), { code: row.code }, `conditional:${row.id}`);
    }
    return rows.length;
  }

  /** The push and the notice of a fired order (filled, or refused with why). */
  private announce(row: ConditionalRow, quote: { bid: string; ask: string }, refusal: LocalizedText | undefined): void {
    const kind = kindWords[row.kind as keyof typeof kindWords];
    this.core.publish(row.user_id, 'order.updated', { conditionalId: row.id, orderId: row.order_id ?? undefined, status: row.status, event: 'triggered', code: row.code });
    const price = row.direction === 0 ? quote.ask : quote.bid;
    const instrument = this.core.market.instrument(row.code);
    if (refusal) {
      this.core.notify(row.user_id, 'order', conditionalNotices.rejectedTitle, perLocale(conditionalNotices.rejectedBody, { kind, reason: refusal }), { code: row.code }, `conditional:${row.id}`);
      return;
    }
    this.core.notify(row.user_id, 'order', conditionalNotices.triggeredTitle, perLocale(conditionalNotices.triggeredBody, { kind }), { code: row.code, price: formatPriceText(price, instrument?.currency ?? 'USD') }, `conditional:${row.id}`);
  }

  // ---- reads -------------------------------------------------------------------------------

  list(userId: number, query: { pageNum: number; pageSize: number; live?: boolean | undefined; code?: string | undefined }, locale: Locale): Promise<Page<ConditionalOrder>> {
    let filtered = this.core.ctx.db.selectFrom('trading_conditional_orders').where('user_id', '=', userId);
    if (query.live) filtered = filtered.where('status', 'in', LIVE_STATUSES);
    if (query.code) filtered = filtered.where('code', '=', query.code);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => rows.map((r) => this.view(r as ConditionalRow, locale)));
  }

  view(row: ConditionalRow, locale: Locale): ConditionalOrder {
    const instrument = this.core.market.instrument(row.code);
    const decimals = instrument?.decimals ?? 2;
    const price = (v: string | number | null) => (v === null ? undefined : dec(v).toFixed(decimals));
    let trail: string | undefined;
    if (row.kind === 'trailing' && row.trail_extreme !== null) {
      const scale = 10 ** decimals;
      const units = trailStop({
        direction: row.direction,
        extreme: toUnits(row.trail_extreme, scale),
        trailUnits: row.trail_amount === null ? 0 : toUnits(row.trail_amount, scale),
        trailPpm: row.trail_percent === null ? 0 : Math.round(Number(row.trail_percent) * 10_000),
      });
      trail = new Decimal(units).dividedBy(scale).toFixed(decimals);
    }
    const reason = row.status_reason ? this.reasonText(row.status_reason, locale) : undefined;
    const out: ConditionalOrder = {
      id: row.id,
      code: row.code,
      name: instrument ? (instrument.name[locale] ?? instrument.name.en) : row.code,
      market: row.market as TradeMarket,
      kind: row.kind as ConditionalOrder['kind'],
      direction: row.direction,
      quantity: dec(row.quantity).toFixed(),
      timeInForce: row.time_in_force as ConditionalOrder['timeInForce'],
      expiresAt: row.expires_at.getTime(),
      extendedHours: row.extended_hours,
      status: row.status as ConditionalStatus,
      createTime: row.created_at.getTime(),
    };
    const tp = price(row.trigger_price);
    if (tp !== undefined) out.triggerPrice = tp;
    const lp = price(row.limit_price);
    if (lp !== undefined) out.limitPrice = lp;
    if (row.trail_amount !== null) out.trailAmount = dec(row.trail_amount).toFixed();
    if (row.trail_percent !== null) out.trailPercent = dec(row.trail_percent).toFixed();
    if (trail !== undefined) out.trailStop = trail;
    if (reason !== undefined) out.statusReason = reason;
    if (row.role !== null) out.role = row.role as NonNullable<ConditionalOrder['role']>;
    if (row.group_id !== null) out.groupId = row.group_id;
    if (row.position_id !== null) out.positionId = row.position_id;
    if (row.order_id !== null) out.orderId = row.order_id;
    if (row.triggered_at) out.triggerTime = row.triggered_at.getTime();
    if (row.done_at) out.doneTime = row.done_at.getTime();
    return out;
  }

  private reasonText(reason: string, locale: Locale): string {
    if (reason.startsWith('refused:')) {
      const code = reason.slice('refused:'.length);
      return interpolate(conditionalReasons.refused[locale], { reason: code });
    }
    return (conditionalReasons as Record<string, LocalizedText>)[reason]?.[locale] ?? reason;
  }
}

interface Prices {
  trigger?: Decimal;
  limit?: Decimal;
  trailAmount?: Decimal;
  trailPercent?: Decimal;
}
