import { CREATE_CALL_MARKETS, CURRENCY_DECIMALS, PositionStatus, TradeOrderStatus, type TradeMarket } from '@app/contracts';
import type Decimal from 'decimal.js';
import { sql, type InsertObject } from 'kysely';
import type { Db } from '../../db/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, errors } from '../../http/errors.ts';
import { BOOKING, moneyText, type AccountRef, type Leg, type Tx } from '../../ledger/index.ts';
import { onGrid } from '../../market/ticks.ts';
import type { Cancelling } from './adjust.ts';
import { nextId, tradeColumns, type FillSubject, type OrderPlan, type OrderRequest, type TradingCore } from './base.ts';
import { feeRate, sideOf, tradeFee } from './fees.ts';
import { checkStops } from './liquidation.ts';
import { notionalOf, parseDecimal, quantitySpec } from './lots.ts';
import { extendedQuote } from './order-terms.ts';
import { checkLeverage, requiredMargin } from './margin.ts';
import { fillPrice } from './pnl.ts';
import { checkPriceGuard, checkTick, limitCrosses } from './price-guard.ts';
import { conversionRate, liveQuote, type LiveQuote } from './quotes.ts';
import { dec, type MarketRules } from './rates.ts';
import { eventRows, flowRows, repo, type FlowEntry, type IdOf, type OrderEvent, type OrderRow } from './repo.ts';
import { RuleError } from './rule-error.ts';
import { mxnRate } from './portfolio.ts';
import { checkOpenBand } from './ticket.ts';
import { ivaOf } from './tax.ts';

const DAY_MS = 86_400_000;

/** Opening orders: planning against the live market, filling at once, resting with a hold, and the job's fills. */
export class Opening {
  constructor(
    private readonly core: TradingCore,
    private readonly cancelling: Cancelling,
  ) {}

  async plan(request: OrderRequest, call?: keyof typeof CREATE_CALL_MARKETS, trx?: Tx): Promise<OrderPlan> {
    const { instrument, market } = this.core.instrumentFor(request.code, call);
    const rules = await this.core.rates.get(market, trx);
    const spec = quantitySpec(market, instrument, rules);
    const leverage = checkLeverage(request.leverage, rules.leverages, rules.defaultLeverage);
    const quote = extendedQuote(liveQuote(this.core.market, instrument.code), market, request);
    // Fractions of a US share and buy by amount (issue 21, order-terms.ts); elsewhere the market's lots.
    const quantity = await this.core.orderRules.quantityOf({ market, instrument, rules, request, leverage, quote }, trx);
    let limit: Decimal | undefined;
    let fillsNow = true;
    let price = fillPrice(request.direction, quote);
    if (request.orderType === 1) {
      if (request.price === undefined) throw new RuleError('PRICE_REQUIRED', {}, 'price');
      limit = parseDecimal(request.price, 'price', 'INVALID_PRICE');
      checkTick(limit, instrument.decimals, (p) => onGrid(instrument, p));
      checkPriceGuard(limit, quote, rules.priceGuardPercent, instrument.decimals);
      // A limit the market already crosses fills now, at the (better) market price.
      fillsNow = quote.open && limitCrosses(request.direction, limit, quote);
      if (!fillsNow) price = limit;
    }
    const notional = notionalOf(price, quantity, spec.multiplier);
    const rate = conversionRate(this.core.market, instrument.currency, rules.currency);
    const notionalWallet = notional.times(rate);
    const decimals = CURRENCY_DECIMALS[rules.currency];
    const margin = requiredMargin(notionalWallet, leverage, decimals, { perContract: instrument.futures?.initialMargin, contracts: quantity, rate });
    const rateOfSide = feeRate(rules, sideOf(request.direction, 'open'));
    const fee = tradeFee(notionalWallet, rateOfSide, rules.minFee, decimals);
    const stopLoss = request.stopLoss !== undefined ? parseDecimal(request.stopLoss, 'stopLoss', 'INVALID_PRICE') : undefined;
    const takeProfit = request.takeProfit !== undefined ? parseDecimal(request.takeProfit, 'takeProfit', 'INVALID_PRICE') : undefined;
    checkStops(request.direction, price, { stopLoss, takeProfit }, instrument.decimals);
    return { instrument, market, rules, spec, request, quantity, leverage, quote, limit, price, fillsNow, notional, rate, notionalWallet, margin, fee, feeRate: rateOfSide, stopLoss, takeProfit };
  }

  /**
   * Places an opening order once per idempotency key (on the order row itself): the same
   * key answers the first order again (replayed), another request with it is 409. A
   * refused order (closed market, insufficient margin...) leaves nothing behind and may
   * be retried with the same key.
   */
  async create(userId: number, call: keyof typeof CREATE_CALL_MARKETS, request: OrderRequest, key: string, hash: string): Promise<{ order: OrderRow; replayed: boolean }> {
    const idempotency = { key, hash };
    const { core } = this;
    return core.guard(async () => {
      let plan: OrderPlan;
      try {
        plan = await this.plan(request, call);
        if (plan.fillsNow && !plan.quote.open) throw core.marketClosed(plan.instrument, plan.quote);
        checkOpenBand(plan);
      } catch (error) {
        // A repeated request answers its first order even if the market has moved (or closed) since.
        const first = await this.firstOrder(userId, idempotency);
        if (!first) throw error;
        return { order: first, replayed: true };
      }
      await this.warm(userId, plan.rules);
      const by = `user:${userId}`;
      try {
        const result = plan.fillsNow
          ? { order: await core.ledger.atomically(() => this.fillAtOnce(userId, plan, by, { idempotency })), replayed: false }
          : await core.ledger.run((trx) => this.openInTrx(trx, userId, plan, by, { idempotency }));
        if (!result.replayed) core.after.afterOpen(result.order);
        return result;
      } catch (error) {
        if (isUniqueViolation(error, 'trading_orders_idempotency')) return { order: (await this.firstOrder(userId, idempotency))!, replayed: true };
        if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS') throw await this.insufficientMargin(userId, plan);
        throw error;
      }
    });
  }

  /**
   * Places an opening order inside `trx`: a market order (or a crossing limit) fills at
   * once (margin and fee leave the wallet, a position opens); another limit order rests
   * with margin and fee held. With an idempotency key, the same key answers the order it
   * first made (replayed) and another request with it is 409.
   */
  async openInTrx(
    trx: Tx,
    userId: number,
    plan: OrderPlan,
    by: string,
    options: { seed?: boolean; idempotency?: { key: string; hash: string } } = {},
  ): Promise<{ order: OrderRow; replayed: boolean }> {
    const { instrument, quote } = plan;
    if (plan.fillsNow) {
      // Only the demo seed fills at the last quote of a closed market (the demo must have positions at any hour).
      if (!quote.open && !options.seed) throw this.core.marketClosed(instrument, quote);
      return { order: await this.fillAtOnce(userId, plan, by, { trx, idempotency: options.idempotency }), replayed: false };
    }
    const at = this.core.now();
    // Good till cancelled, at most the published number of days (order-terms.ts): the matching job expires it then.
    const { gtcMaxDays } = (await this.core.orderRules.current(trx)).terms;
    const order = await trx
      .insertInto('trading_orders')
      .values({
        ...orderBase(userId, plan, at),
        status: TradeOrderStatus.Entrusted,
        expires_at: new Date(at.getTime() + gtcMaxDays * DAY_MS),
        fill_price: null,
        fill_quote: null,
        filled_at: null,
        idempotency_key: options.idempotency?.key ?? null,
        request_hash: options.idempotency?.hash ?? null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!order) return { order: (await this.firstOrder(userId, options.idempotency!, trx))!, replayed: true };
    // Margin, commission and the commission's IVA (tax.ts) are held until the order fills or is cancelled.
    const iva = ivaOf(plan.fee, (await this.core.tax.rate(trx)).rate);
    const hold = await this.core.ledger.hold({ account: this.core.walletRef(userId, plan.rules), amount: plan.margin + plan.fee + iva, kind: 'order', ref: `order:${order.id}`, by }, trx);
    await trx
      .with('e', (db) =>
        db.insertInto('trading_order_events').values(
          eventRows([
            { orderId: order.id, event: 'created', to: TradeOrderStatus.InProgress, by, quote: quote.snapshot, at },
            { orderId: order.id, event: 'entrusted', from: TradeOrderStatus.InProgress, to: TradeOrderStatus.Entrusted, by, detail: { held: (plan.margin + plan.fee + iva).toString(), holdId: hold.id }, at },
          ]),
        ),
      )
      .updateTable('trading_orders')
      .set({ hold_id: hold.id })
      .where('id', '=', order.id)
      .execute();
    return { order: { ...order, hold_id: hold.id }, replayed: false };
  }

  /** The first order placed with an idempotency key, if any; 409 when this request differs from it. */
  private async firstOrder(userId: number, idempotency: { key: string; hash: string }, db: Tx | Db = this.core.ctx.db): Promise<OrderRow | undefined> {
    const first = await db.selectFrom('trading_orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotency.key).executeTakeFirst();
    if (first && first.request_hash !== idempotency.hash) throw errors.idempotencyMismatch();
    return first;
  }

  /** Makes sure the ledger knows the accounts' ids before a transaction (one lookup per process and account). */
  private async warm(userId: number, rules: MarketRules): Promise<void> {
    const { core } = this;
    await core.ledger.accounts([core.walletRef(userId, rules), core.house('margin', userId, rules.currency), core.house('fees', userId, rules.currency), core.house('market', userId, rules.currency)]);
  }

  /** Turns the ledger's refusal into the order's own: what it needs and what there is. */
  async insufficientMargin(userId: number, plan: OrderPlan): Promise<AppError> {
    const balance = await this.core.ledger.balance(this.core.walletRef(userId, plan.rules));
    const params = {
      required: moneyText(plan.margin + plan.fee, plan.rules.currency),
      margin: moneyText(plan.margin, plan.rules.currency),
      fee: moneyText(plan.fee, plan.rules.currency),
      available: moneyText(balance.available > 0n ? balance.available : 0n, plan.rules.currency),
    };
    return this.core.appError(new RuleError('INSUFFICIENT_MARGIN', params, 'quantity'));
  }

  /**
   * What a fill writes besides money: the position row, the order's history (`created`
   * when the order is new, then `filled`) and the position's flow (its margin and its
   * opening fee). Ids may be expressions that read the statement's `fill_ids`.
   */
  private fillRecords(
    order: FillSubject,
    ids: { order: IdOf<number>; position: IdOf<number>; tx: IdOf<bigint> },
    fill: { price: Decimal; margin: bigint; fee: bigint; iva: bigint; rules: MarketRules; by: string; at: Date; quote: LiveQuote; from?: number | undefined },
  ): { position: InsertObject<DB, 'trading_positions'>; events: OrderEvent[]; flows: FlowEntry[] } {
    const { price, margin, fee, iva, rules, by, at, quote, from } = fill;
    const events: OrderEvent[] = [];
    if (from === undefined) events.push({ orderId: ids.order, event: 'created', to: TradeOrderStatus.InProgress, by, quote: quote.snapshot, at });
    events.push({
      orderId: ids.order,
      event: 'filled',
      from: from ?? TradeOrderStatus.InProgress,
      to: TradeOrderStatus.Filled,
      by,
      quote: quote.snapshot,
      detail: { price: price.toFixed(), margin: margin.toString(), fee: fee.toString() },
      txId: ids.tx,
      at,
    });
    const flow = { positionId: ids.position, userId: order.user_id, currency: order.currency, orderId: ids.order, txId: ids.tx, at };
    const flows: FlowEntry[] = [{ ...flow, kind: 'open', amount: -margin, quantity: dec(order.quantity).toFixed(), price: price.toFixed() }];
    if (fee > 0n) flows.push({ ...flow, kind: 'open_fee', amount: -fee });
    const position: InsertObject<DB, 'trading_positions'> = {
      ...tradeColumns(order),
      id: ids.position,
      order_id: ids.order,
      parent_id: null,
      status: PositionStatus.Holding,
      quantity: dec(order.quantity).toFixed(),
      open_price: price.toFixed(),
      margin,
      open_fee: fee,
      open_iva: iva,
      close_fee: 0n,
      buy_rate: rules.buyRate.toFixed(),
      sell_rate: rules.sellRate.toFixed(),
      call_price: this.core.callPrice({ ...order, open_price: price.toFixed(), margin }, rules)?.toFixed() ?? null,
      // The wallet currency's rate into MXN now: the portfolio's FX part of the P/L (portfolio.ts).
      open_rate_mxn: mxnRate(this.core.market, rules.currency).toFixed(),
      opened_at: at,
    };
    return { position, events, flows };
  }

  /**
   * An order that fills at once, booked in ONE statement: the ids of the order, its
   * position and its ledger transaction come from their sequences first (`fill_ids`), so
   * that every row can name the others; then the order (filled), the ledger transaction
   * and its postings (LedgerService.booking: accounts locked in id order, funds checked
   * by the accounts' constraint, sums checked at commit), the position, the order's
   * history and the position's flow. Without `trx` the statement is its own transaction,
   * so an order is one round trip to the database; a repeated idempotency key aborts it on
   * the order's unique index (the caller answers the first order).
   */
  private async fillAtOnce(
    userId: number,
    plan: OrderPlan,
    by: string,
    options: { trx?: Tx | undefined; idempotency?: { key: string; hash: string } | undefined; transfer?: { from: AccountRef; reason: string; ref: string } | undefined } = {},
  ): Promise<OrderRow> {
    const { trx, idempotency, transfer } = options;
    const { core } = this;
    const db = trx ?? core.ctx.db;
    const { instrument, rules, request, quote } = plan;
    const at = core.now();
    const id = <T>(column: 'order_id' | 'position_id' | 'tx_id') => sql<T>`(select ${sql.ref(column)} from fill_ids)`;
    const ids = { order: id<number>('order_id'), position: id<number>('position_id'), tx: id<bigint>('tx_id') };
    const order: InsertObject<DB, 'trading_orders'> & FillSubject = {
      id: ids.order,
      ...orderBase(userId, plan, at),
      status: TradeOrderStatus.Filled,
      fill_price: plan.price.toFixed(),
      fill_quote: JSON.stringify(quote.snapshot),
      filled_at: at,
      idempotency_key: idempotency?.key ?? null,
      request_hash: idempotency?.hash ?? null,
      tx_id: ids.tx,
      position_id: ids.position,
      ...(transfer ? { status_reason: transfer.reason } : {}),
    };
    const wallet = core.walletRef(userId, rules);
    // Shares transferred in (an IPO allotment) are paid already: their cost comes from the product's account, the fee was charged there.
    const legs: Leg[] = [{ from: transfer?.from ?? wallet, to: core.house('margin', userId, rules.currency), amount: plan.margin }];
    if (plan.fee > 0n && !transfer) legs.push({ from: wallet, to: core.house('fees', userId, rules.currency), amount: plan.fee, line: 'fee' });
    // IVA on the commission, its own line to the house's tax account (tax.ts).
    const tax = await core.tax.rate(trx);
    const iva = transfer ? 0n : ivaOf(plan.fee, tax.rate);
    if (iva > 0n) legs.push({ from: wallet, to: core.house('tax', userId, rules.currency), amount: iva, line: 'tax' });
    const accounts = await core.ledger.accounts(
      legs.flatMap((leg) => [leg.from, leg.to]),
      trx,
    );
    const memo = {
      code: instrument.code,
      direction: request.direction,
      openClose: 0,
      quantity: plan.quantity.toFixed(),
      price: plan.price.toFixed(),
      notional: plan.notionalWallet.toFixed(),
      fee: plan.fee.toString(),
      iva: iva.toString(),
      ivaRate: tax.rate.toFixed(),
    };
    const booking = core.ledger.booking({ kind: 'trade', by, memo: transfer ? { ...memo, transfer: transfer.reason, source: transfer.ref } : memo, legs }, accounts, { createdAt: at, txId: ids.tx, ref: sql`'order:' || ${ids.order}` });
    const records = this.fillRecords(order, ids, { price: plan.price, margin: plan.margin, fee: plan.fee, iva, rules, by, at, quote });
    return db
      .with(
        (cte) => cte('fill_ids').materialized(),
        () =>
          sql<{ order_id: number; position_id: number; tx_id: bigint }>`(select
            ${nextId('trading_orders')}::integer as order_id, ${nextId('trading_positions')}::integer as position_id, ${nextId('ledger_transactions')} as tx_id)`,
      )
      // Kysely writes a raw CTE body as it is: the parentheses are ours.
      .with((cte) => cte(BOOKING.locked).materialized(), () => sql<{ id: number }>`(${booking.locked})`)
      .with(BOOKING.tx, () => sql<{ id: bigint }>`(${booking.tx})`)
      .with(BOOKING.postings, () => sql<{ id: bigint }>`(${booking.postings})`)
      .with('p', (q) => q.insertInto('trading_positions').values(records.position))
      .with('e', (q) => q.insertInto('trading_order_events').values(eventRows(records.events)))
      .with('f', (q) => q.insertInto('trading_position_flows').values(flowRows(records.flows)))
      .insertInto('trading_orders')
      .values(order)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Shares that arrive from another product (an IPO allotment on its listing day), inside
   * the caller's transaction: a filled buy order (status_reason = `reason`) and a holding
   * long position at `price` (the cost paid), sold later through the ordinary close path.
   * ONE ledger transaction moves the cost (quantity x price) from `from` (the product's
   * house account) to the margin house account; `paidFees`, charged by the product, is
   * recorded as the opening fee (so the position's realized P/L counts it) and moves nothing.
   */
  async creditShares(trx: Tx, userId: number, input: { code: string; quantity: string; price: string; paidFees: bigint; from: AccountRef; reason: string; ref: string; by: string }): Promise<OrderRow> {
    const base = await this.plan({ code: input.code, direction: 0, orderType: 0, quantity: input.quantity, leverage: 1, marginMode: 'half' }, undefined, trx);
    const price = dec(input.price);
    const notional = notionalOf(price, base.quantity, base.spec.multiplier);
    const notionalWallet = notional.times(base.rate);
    const plan: OrderPlan = {
      ...base,
      leverage: 1,
      price,
      limit: undefined,
      fillsNow: true,
      notional,
      notionalWallet,
      margin: requiredMargin(notionalWallet, 1, CURRENCY_DECIMALS[base.rules.currency]),
      fee: input.paidFees,
      stopLoss: undefined,
      takeProfit: undefined,
    };
    return this.fillAtOnce(userId, plan, input.by, { trx, transfer: { from: input.from, reason: input.reason, ref: input.ref } });
  }

  /**
   * Fills a resting limit order at its limit price (the job, when the market crosses it).
   * The hold becomes the margin and the fee; a conversion that now needs more than was
   * held takes the difference from the wallet, and refuses the order if it is not there.
   */
  async fillEntrusted(orderId: number, quote: LiveQuote): Promise<'filled' | 'skipped' | 'refused'> {
    const { core } = this;
    try {
      const filled = await core.ledger.run(async (trx): Promise<OrderRow | undefined> => {
        const order = await repo.lockOrder(trx, orderId, { skipLocked: true });
        if (!order || order.status !== TradeOrderStatus.Entrusted || order.hold_id === null) return undefined;
        const limit = dec(order.limit_price!);
        if (!quote.open || !limitCrosses(order.direction, limit, quote)) return undefined;
        const market = order.market as TradeMarket;
        // Priced under the terms the order was taken with (its fee and margin were held by them).
        const rules = order.terms_version_id !== null ? await core.rates.atVersion(order.terms_version_id, market, trx) : await core.rates.get(market, trx);
        const decimals = CURRENCY_DECIMALS[rules.currency];
        const notional = notionalOf(limit, dec(order.quantity), dec(order.multiplier));
        const notionalWallet = notional.times(conversionRate(core.market, order.price_currency, rules.currency));
        const floor = { perContract: core.market.requireInstrument(order.code).futures?.initialMargin, contracts: dec(order.quantity), rate: conversionRate(core.market, order.price_currency, rules.currency) };
        const margin = requiredMargin(notionalWallet, order.leverage, decimals, floor);
        const fee = tradeFee(notionalWallet, dec(order.fee_rate), rules.minFee, decimals);
        const hold = (await core.ledger.getHold(order.hold_id, trx))!;
        const wallet = core.walletRef(order.user_id, rules);
        const marginAccount = core.house('margin', order.user_id, rules.currency);
        const tax = await core.tax.rate(trx);
        const iva = ivaOf(fee, tax.rate);
        const extra = margin + fee + iva - hold.remaining;
        const fromHold = extra > 0n ? margin - extra : margin;
        const to: Array<{ account: AccountRef; amount: bigint; line?: string }> = [{ account: marginAccount, amount: fromHold }];
        if (fee > 0n) to.push({ account: core.house('fees', order.user_id, rules.currency), amount: fee, line: 'fee' });
        if (iva > 0n) to.push({ account: core.house('tax', order.user_id, rules.currency), amount: iva, line: 'tax' });
        const { transaction } = await core.ledger.captureHold(
          order.hold_id,
          {
            to,
            ...(extra > 0n ? { legs: [{ from: wallet, to: marginAccount, amount: extra }] } : {}),
            final: true,
            kind: 'trade',
            ref: `order:${order.id}`,
            by: 'system',
            memo: {
              code: order.code,
              direction: order.direction,
              openClose: 0,
              quantity: dec(order.quantity).toFixed(),
              price: limit.toFixed(),
              notional: notionalWallet.toFixed(),
              fee: fee.toString(),
              iva: iva.toString(),
              ivaRate: tax.rate.toFixed(),
            },
          },
          trx,
        );
        const at = core.now();
        const updated = await trx
          .updateTable('trading_orders')
          .set({ status: TradeOrderStatus.Filled, fill_price: limit.toFixed(), fill_quote: JSON.stringify(quote.snapshot), filled_at: at, margin, fee, notional: notional.toFixed() })
          .where('id', '=', order.id)
          .where('status', '=', TradeOrderStatus.Entrusted)
          .returningAll()
          .executeTakeFirstOrThrow();
        return this.openPosition(trx, updated, { price: limit, margin, fee, iva, rules, txId: transaction.id, at, quote });
      });
      if (!filled) return 'skipped';
      core.after.afterEntrustedFill(filled);
      return 'filled';
    } catch (error) {
      if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS') {
        await this.cancelling.cancelRun(orderId, 'insufficient_margin', 'system', undefined);
        return 'refused';
      }
      throw error;
    }
  }

  /**
   * The position a resting order makes when it fills (the job): one statement takes the
   * position's id from its sequence, inserts the position, the order's history and the
   * position's flow, and points the order at its position and ledger transaction.
   */
  private async openPosition(
    trx: Tx,
    order: OrderRow,
    fill: { price: Decimal; margin: bigint; fee: bigint; iva: bigint; rules: MarketRules; txId: bigint; at: Date; quote: LiveQuote },
  ): Promise<OrderRow> {
    const positionId = sql<number>`(select position_id from fill_ids)`;
    const records = this.fillRecords(order, { order: order.id, position: positionId, tx: fill.txId }, { ...fill, by: 'system', from: TradeOrderStatus.Entrusted });
    return trx
      .with((cte) => cte('fill_ids').materialized(), () => sql<{ position_id: number }>`(select ${nextId('trading_positions')}::integer as position_id)`)
      .with('p', (db) => db.insertInto('trading_positions').values(records.position))
      .with('e', (db) => db.insertInto('trading_order_events').values(eventRows(records.events)))
      .with('f', (db) => db.insertInto('trading_position_flows').values(flowRows(records.flows)))
      .updateTable('trading_orders')
      .set({ tx_id: fill.txId, position_id: positionId })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}

/** The columns every new opening order has, whether it fills now or rests. */
function orderBase(userId: number, plan: OrderPlan, at: Date) {
  const { instrument, rules, request, quote } = plan;
  return {
    user_id: userId,
    code: instrument.code,
    market: plan.market,
    source: instrument.source,
    wallet: rules.walletType,
    currency: rules.currency,
    price_currency: instrument.currency,
    direction: request.direction,
    order_type: request.orderType,
    open_close: 0,
    quantity: plan.quantity.toFixed(),
    multiplier: plan.spec.multiplier.toFixed(),
    limit_price: plan.limit?.toFixed() ?? null,
    notional: plan.notional.toFixed(),
    margin: plan.margin,
    fee: plan.fee,
    fee_rate: plan.feeRate.toFixed(),
    terms_version_id: rules.termsVersionId,
    leverage: plan.leverage,
    margin_mode: request.marginMode,
    stop_loss: plan.stopLoss?.toFixed() ?? null,
    take_profit: plan.takeProfit?.toFixed() ?? null,
    quote: JSON.stringify(quote.snapshot),
    created_at: at,
  };
}
