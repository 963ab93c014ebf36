import { CURRENCY_DECIMALS, PositionStatus, TradeOrderStatus, type CloseReason, type MarginMode, type TradeMarket } from '@app/contracts';
import type Decimal from 'decimal.js';
import { AppError } from '../../http/errors.ts';
import { fingerprint, idempotent, type AccountRef, type Leg, type Tx } from '../../ledger/index.ts';
import { ACCOUNT_BUSY, positionInsert, type TradingCore } from './base.ts';
import { feeRate, sideOf, tradeFee } from './fees.ts';
import { checkCloseQuantity, notionalOf } from './lots.ts';
import { marginShare } from './margin.ts';
import { floatingPnl, flowsFromNet, markPrice, settleClose } from './pnl.ts';
import { conversionRate, liveQuote, type LiveQuote } from './quotes.ts';
import { dec, type MarketRules } from './rates.ts';
import { eventRows, flowRows, repo, type FlowEntry, type OrderRow, type PositionRow } from './repo.ts';
import { RuleError } from './rule-error.ts';
import { ivaOf } from './tax.ts';

/** The money of closing `quantity` of a position at `mark` (pure: settlementOf). */
export interface CloseSettlement {
  quantity: Decimal;
  partial: boolean;
  mark: Decimal;
  /** The closing part's share of the position's margin and opening fee. */
  margin: bigint;
  openFee: bigint;
  /** The closing part's share of the IVA paid on the opening commission. */
  openIva: bigint;
  pnl: bigint;
  feeRate: Decimal;
  /** What the wallet gets, the fee taken, the market account's side and what the house absorbed. */
  toWallet: bigint;
  fee: bigint;
  market: bigint;
  absorbed: bigint;
}

/**
 * The settlement math of a close, pure: the part's margin and opening fee, the P/L at the
 * mark price (converted into the wallet's currency), the closing fee, and what the wallet,
 * the fees and the market accounts get (settleClose: a cross position may draw on the
 * wallet's available balance for a loss beyond its margin).
 */
export function settlementOf(
  position: PositionRow,
  input: { quantity: Decimal; mark: Decimal; rate: Decimal; rules: Pick<MarketRules, 'minFee' | 'currency'>; walletAvailable: bigint },
): CloseSettlement {
  const { quantity, mark, rate, rules, walletAvailable } = input;
  const held = dec(position.quantity);
  const decimals = CURRENCY_DECIMALS[rules.currency];
  const multiplier = dec(position.multiplier);
  const margin = marginShare(position.margin, quantity, held);
  const openFee = marginShare(position.open_fee, quantity, held);
  const openIva = marginShare(position.open_iva, quantity, held);
  const pnl = floatingPnl({ direction: position.direction, openPrice: dec(position.open_price), mark, quantity, multiplier, rate, walletDecimals: decimals });
  const notionalWallet = notionalOf(mark, quantity, multiplier).times(rate);
  const rateOfSide = feeRate({ buyRate: dec(position.buy_rate), sellRate: dec(position.sell_rate), minFee: rules.minFee }, sideOf(position.direction, 'close'));
  const fee = tradeFee(notionalWallet, rateOfSide, rules.minFee, decimals);
  const settled = settleClose({ margin, pnl, fee, mode: position.margin_mode as MarginMode, walletAvailable });
  return { quantity, partial: quantity.lt(held), mark, margin, openFee, openIva, pnl, feeRate: rateOfSide, toWallet: settled.toWallet, fee: settled.fee, market: settled.market, absorbed: settled.absorbed };
}

/**
 * The realized P/L of a close (pure): what the wallet got back (after the closing commission
 * and its IVA) less what the closed part cost it: its margin, its opening commission and the
 * IVA paid on that commission. Both commissions' IVA are in it, as both left the wallet.
 */
export function realizedOf(s: Pick<CloseSettlement, 'toWallet' | 'margin' | 'openFee' | 'openIva'>): bigint {
  return s.toWallet - s.margin - s.openFee - s.openIva;
}

/**
 * The position flow of a close, pure: the closed part's entry and its fee; a partial
 * close also gives the split-off part its share of the opening, and the position that
 * stays a `partial_close` entry.
 */
export function closeFlowEntries(
  position: PositionRow,
  s: CloseSettlement,
  refs: { closingId: number; orderId: number; txId: bigint; reason: CloseReason; at: Date },
): FlowEntry[] {
  const { closingId, orderId, txId, reason, at } = refs;
  const base = { userId: position.user_id, currency: position.currency };
  const back = s.toWallet + s.fee;
  const closeKind = reason === 'user' ? 'close' : reason;
  const quantity = s.quantity.toFixed();
  const price = s.mark.toFixed();
  const entries: FlowEntry[] = [];
  if (s.partial) {
    // The split-off part carries its share of the opening, then its close.
    entries.push({ ...base, positionId: closingId, kind: 'open', amount: -s.margin, quantity, price: dec(position.open_price).toFixed(), orderId: position.order_id, at: position.opened_at });
    if (s.openFee > 0n) entries.push({ ...base, positionId: closingId, kind: 'open_fee', amount: -s.openFee, orderId: position.order_id, at: position.opened_at });
    entries.push({ ...base, positionId: position.id, kind: 'partial_close', amount: back, quantity, price, orderId, txId, at });
    if (s.fee > 0n) entries.push({ ...base, positionId: position.id, kind: 'close_fee', amount: -s.fee, orderId, txId, at });
  }
  entries.push({ ...base, positionId: closingId, kind: closeKind, amount: back, quantity, price, orderId, txId, at });
  if (s.fee > 0n) entries.push({ ...base, positionId: closingId, kind: 'close_fee', amount: -s.fee, orderId, txId, at });
  return entries;
}

export interface CloseOptions {
  userId?: number;
  quantity?: string | number | undefined;
  reason: CloseReason;
  by: string;
  skipLocked?: boolean;
  /** The user's idempotency key: the same key answers the first close again. */
  idempotencyKey?: string | undefined;
  /** Margin level and liquidation level (percent) for the liquidation notice. */
  notice?: { level: string; liquidation: string };
}

type CloseIds = { orderId: number; closedId: number; remainingId?: number };

/** Closing positions: by the user, by the stops, by liquidation. */
export class Closing {
  constructor(private readonly core: TradingCore) {}

  /**
   * Closes a holding position (all, or `quantity` of it) at the market, inside `trx`.
   * A part is split off into its own closed position. Money: the margin leaves the house
   * margin account; the wallet gets margin + P/L - fee (settleClose), the fee goes to the
   * fees account, the market account takes the other side of the P/L.
   */
  async closeInTrx(
    trx: Tx,
    position: PositionRow,
    options: { quantity?: string | number | undefined; reason: CloseReason; by: string; quote: LiveQuote; seed?: boolean },
  ): Promise<{ order: OrderRow; closed: PositionRow; remaining: PositionRow | undefined; toWallet: bigint; iva: bigint }> {
    const { core } = this;
    const { quote, reason, by } = options;
    const market = position.market as TradeMarket;
    const rules = await core.rates.get(market, trx);
    const instrument = core.market.requireInstrument(position.code);
    if (!quote.open && !options.seed) throw core.marketClosed(instrument, quote);
    const quantity = checkCloseQuantity(options.quantity, dec(position.quantity), await core.orderRules.spec(market, instrument, rules, trx));
    const wallet = core.walletRef(position.user_id, rules);
    const walletAvailable = position.margin_mode === 'full' ? (await core.ledger.balance(wallet, trx)).available : 0n;
    const rate = conversionRate(core.market, position.price_currency, rules.currency);
    const settled = settlementOf(position, { quantity, mark: markPrice(position.direction, quote), rate, rules, walletAvailable });
    // IVA on the closing commission (tax.ts), out of what the wallet gets (never more than it gets).
    const tax = await core.tax.rate(trx);
    const owed = ivaOf(settled.fee, tax.rate);
    const iva = owed < settled.toWallet ? owed : settled.toWallet > 0n ? settled.toWallet : 0n;
    const s: CloseSettlement = { ...settled, toWallet: settled.toWallet - iva };
    const at = core.now();
    const { closing, remaining } = await this.splitOff(trx, position, s);
    const order = await this.closeOrder(trx, position, s, { closingId: closing.id, reason, quote, at, termsVersionId: rules.termsVersionId });
    const tx = await core.ledger.post(
      {
        kind: reason === 'liquidation' ? 'liquidation' : 'trade',
        ref: `position:${closing.id}`,
        by,
        memo: {
          code: position.code,
          orderId: order.id,
          direction: position.direction,
          openClose: 1,
          reason,
          quantity: s.quantity.toFixed(),
          price: s.mark.toFixed(),
          notional: notionalOf(s.mark, s.quantity, dec(position.multiplier)).times(rate).toFixed(),
          pnl: s.pnl.toString(),
          fee: s.fee.toString(),
          iva: iva.toString(),
          ivaRate: tax.rate.toFixed(),
          proceeds: (s.toWallet + s.fee + iva).toString(),
          net: s.toWallet.toString(),
          realizedPnl: realizedOf(s).toString(),
          absorbed: s.absorbed.toString(),
        },
        legs: this.legs(position, s, rules, wallet, iva),
      },
      trx,
    );
    // After the ledger: the order's transaction, the position closed, the order's history and
    // the position's flows in ONE statement.
    const events = eventRows([
      { orderId: order.id, event: 'created', to: TradeOrderStatus.InProgress, by, quote: quote.snapshot, detail: { positionId: position.id, reason }, at },
      { orderId: order.id, event: 'filled', from: TradeOrderStatus.InProgress, to: TradeOrderStatus.Filled, by, quote: quote.snapshot, detail: { price: s.mark.toFixed(), txId: tx.id.toString(), pnl: s.pnl.toString() }, at },
    ]);
    const flows = flowRows(closeFlowEntries(position, s, { closingId: closing.id, orderId: order.id, txId: tx.id, reason, at }));
    const closed = await trx
      .with('o', (q) => q.updateTable('trading_orders').set({ tx_id: tx.id }).where('id', '=', order.id))
      .with('e', (q) => q.insertInto('trading_order_events').values(events))
      .with('f', (q) => q.insertInto('trading_position_flows').values(flows))
      .updateTable('trading_positions')
      .set((eb) => ({
        status: PositionStatus.Closed,
        close_price: s.mark.toFixed(),
        close_reason: reason,
        close_order_id: order.id,
        close_fee: s.fee,
        gross_pnl: s.pnl,
        realized_pnl: realizedOf(s),
        closed_at: at,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', closing.id)
      .where('status', '=', PositionStatus.Holding)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { order: { ...order, tx_id: tx.id }, closed, remaining, toWallet: s.toWallet, iva };
  }

  /** The ledger legs of a close: the margin leaves the house margin account; wallet, fees and market get their shares. */
  private legs(position: PositionRow, s: CloseSettlement, rules: MarketRules, wallet: AccountRef, iva: bigint): Leg[] {
    const { core } = this;
    const accounts = {
      margin: core.house('margin', position.user_id, rules.currency),
      wallet,
      fees: core.house('fees', position.user_id, rules.currency),
      market: core.house('market', position.user_id, rules.currency),
    } satisfies Record<string, AccountRef>;
    // The wallet gets the proceeds before fees; the commission and its IVA leave it as their own lines.
    const flows = flowsFromNet<keyof typeof accounts>([
      ['margin', -s.margin],
      ['wallet', s.toWallet + s.fee + iva],
      ['market', s.market],
    ]);
    const legs: Leg[] = flows.map((f) => ({ from: accounts[f.from], to: accounts[f.to], amount: f.amount }));
    if (s.fee > 0n) legs.push({ from: wallet, to: accounts.fees, amount: s.fee, line: 'fee' });
    if (iva > 0n) legs.push({ from: wallet, to: core.house('tax', position.user_id, rules.currency), amount: iva, line: 'tax' });
    return legs;
  }

  /** The part that closes: the whole position, or a new row split off it (the rest stays holding). */
  private async splitOff(trx: Tx, position: PositionRow, s: CloseSettlement): Promise<{ closing: PositionRow; remaining: PositionRow | undefined }> {
    if (!s.partial) return { closing: position, remaining: undefined };
    const closing = await repo.insertPosition(trx, { ...positionInsert(position), parent_id: position.id, quantity: s.quantity.toFixed(), margin: s.margin, open_fee: s.openFee, open_iva: s.openIva });
    const remaining = await trx
      .updateTable('trading_positions')
      .set((eb) => ({ quantity: dec(position.quantity).minus(s.quantity).toFixed(), margin: position.margin - s.margin, open_fee: position.open_fee - s.openFee, open_iva: position.open_iva - s.openIva, version: eb('version', '+', 1) }))
      .where('id', '=', position.id)
      .where('status', '=', PositionStatus.Holding)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { closing, remaining };
  }

  /** The filled closing order. */
  private closeOrder(trx: Tx, position: PositionRow, s: CloseSettlement, refs: { closingId: number; reason: CloseReason; quote: LiveQuote; at: Date; termsVersionId: number }): Promise<OrderRow> {
    const multiplier = dec(position.multiplier);
    const { closingId, reason, quote, at } = refs;
    return repo.insertOrder(trx, {
      user_id: position.user_id,
      code: position.code,
      market: position.market,
      source: position.source,
      wallet: position.wallet,
      currency: position.currency,
      price_currency: position.price_currency,
      direction: position.direction,
      order_type: 0,
      open_close: 1,
      status: TradeOrderStatus.Filled,
      status_reason: reason,
      quantity: s.quantity.toFixed(),
      multiplier: multiplier.toFixed(),
      limit_price: null,
      fill_price: s.mark.toFixed(),
      notional: notionalOf(s.mark, s.quantity, multiplier).toFixed(),
      margin: s.margin,
      fee: s.fee,
      fee_rate: s.feeRate.toFixed(),
      terms_version_id: refs.termsVersionId,
      leverage: position.leverage,
      margin_mode: position.margin_mode,
      position_id: closingId,
      quote: JSON.stringify(quote.snapshot),
      fill_quote: JSON.stringify(quote.snapshot),
      created_at: at,
      filled_at: at,
    });
  }

  /**
   * Closes a position in its own transaction (user or job). The job passes `skipLocked`
   * so that two server processes never work on one position. A cross position's close
   * may race another movement of the wallet: retried a few times.
   */
  async closePosition(positionId: number, options: CloseOptions): Promise<{ order: OrderRow; closed: PositionRow; remaining: PositionRow | undefined; replayed: boolean } | undefined> {
    const { core } = this;
    const body = async (trx: Tx): Promise<CloseIds | undefined> => {
      const position = await repo.lockPosition(trx, positionId, { ...(options.userId !== undefined ? { userId: options.userId } : {}), ...(options.skipLocked ? { skipLocked: true } : {}) });
      if (!position) {
        if (options.skipLocked) return undefined;
        throw new RuleError('POSITION_NOT_FOUND', {}, 'positionId');
      }
      if (position.status !== PositionStatus.Holding) {
        if (options.skipLocked) return undefined;
        throw new RuleError('POSITION_CLOSED', {}, 'positionId');
      }
      const quote = liveQuote(core.market, position.code);
      const done = await this.closeInTrx(trx, position, { quantity: options.quantity, reason: options.reason, by: options.by, quote });
      return { orderId: done.order.id, closedId: done.closed.id, ...(done.remaining ? { remainingId: done.remaining.id } : {}) };
    };
    for (let attempt = 1; ; attempt++) {
      try {
        let ids: CloseIds | undefined;
        let replayed = false;
        if (options.idempotencyKey && options.userId !== undefined) {
          const hash = fingerprint({ positionId, quantity: options.quantity === undefined ? undefined : String(options.quantity) });
          const out = await idempotent(core.ledger, core.ctx.db, `flat:${options.userId}`, options.idempotencyKey, hash, body, () => core.ctx.clock.now());
          ids = out.result;
          replayed = out.replayed;
        } else {
          ids = await core.ledger.run(body);
        }
        if (!ids) return undefined;
        const db = core.ctx.db;
        const [order, closed, remaining] = await Promise.all([
          db.selectFrom('trading_orders').selectAll().where('id', '=', ids.orderId).executeTakeFirstOrThrow(),
          db.selectFrom('trading_positions').selectAll().where('id', '=', ids.closedId).executeTakeFirstOrThrow(),
          ids.remainingId === undefined ? undefined : db.selectFrom('trading_positions').selectAll().where('id', '=', ids.remainingId).executeTakeFirstOrThrow(),
        ]);
        if (!replayed) core.after.afterClose(closed, order, remaining, options.notice);
        return { order, closed, remaining, replayed };
      } catch (error) {
        if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS' && attempt < ACCOUNT_BUSY) continue;
        throw error;
      }
    }
  }
}
