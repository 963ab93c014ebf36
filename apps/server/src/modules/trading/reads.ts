import {
  type TradeConfirmation,
  CURRENCY_DECIMALS,
  PositionStatus,
  TRADE_MARKETS,
  TRADE_WALLETS,
  TradeOrderStatus,
  type CloseReason,
  type Currency,
  type FundDetail,
  type LedgerWallet,
  type Locale,
  type Page,
  type PositionFlow,
  type PositionFlowKind,
  type ProfitDetail,
  type TradeMarket,
  type TradeOrder,
  type TradePosition,
} from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { pageOf } from '../../db/paging.ts';
import { formatMinor } from '../../ledger/index.ts';
import { need } from '../../context.ts';
import { confirmationOf } from './confirmation.ts';
import { crossEquity } from './liquidation.ts';
import { flowTitles, shareFlowTitles } from './messages.ts';
import type { LiveQuote } from './quotes.ts';
import type { PositionRow } from './repo.ts';
import { dec } from './rates.ts';
import { RuleError } from './rule-error.ts';
import type { TradingService } from './service.ts';
import { isShareHolding } from './ticket.ts';
import { nameOf } from './views.ts';


export interface ListFilter {
  pageNum: number;
  pageSize: number;
  market?: TradeMarket | undefined;
  code?: string | undefined;
}

/** The trade tab's lists and the reads around them (no money moves here). */
export class TradingReads {
  constructor(
    private readonly db: Db,
    private readonly service: TradingService,
  ) {}

  private positionsQuery(userId: number, status: number, filter: Partial<ListFilter>) {
    let q = this.db.selectFrom('trading_positions').where('user_id', '=', userId).where('status', '=', status);
    if (filter.market) q = q.where('market', '=', filter.market);
    if (filter.code) q = q.where('code', '=', filter.code);
    return q;
  }

  async holding(userId: number, filter: ListFilter, locale: Locale): Promise<Page<TradePosition>> {
    const base = this.positionsQuery(userId, PositionStatus.Holding, filter);
    return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), filter, (rows) => this.service.positionViews(rows, locale));
  }

  async closed(userId: number, filter: ListFilter, locale: Locale): Promise<Page<TradePosition>> {
    const base = this.positionsQuery(userId, PositionStatus.Closed, filter);
    return pageOf(base, (q) => q.selectAll().orderBy('closed_at', 'desc').orderBy('id', 'desc'), filter, (rows) => this.service.positionViews(rows, locale));
  }

  async orders(userId: number, filter: ListFilter & { status?: number | undefined }, locale: Locale): Promise<Page<TradeOrder>> {
    let base = this.db.selectFrom('trading_orders').where('user_id', '=', userId);
    if (filter.status !== undefined) base = base.where('status', '=', filter.status);
    if (filter.market) base = base.where('market', '=', filter.market);
    if (filter.code) base = base.where('code', '=', filter.code);
    return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), filter, (rows) => this.service.orderViews(rows, locale));
  }

  /** Orders filled since `since`, per price currency: count and notional (the back-office dashboard's trading volume). */
  async volumeSince(since: Date): Promise<{ currency: string; count: number; notional: string }[]> {
    const rows = await this.db
      .selectFrom('trading_orders')
      .where('filled_at', '>=', since)
      .select(['price_currency as currency', sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(notional), 0)::text`.as('notional')])
      .groupBy('price_currency')
      .orderBy('price_currency')
      .execute();
    return rows.map((row) => ({ currency: row.currency, count: Number(row.n), notional: row.notional }));
  }

  async order(userId: number, id: number, locale: Locale) {
    const row = await this.db.selectFrom('trading_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new RuleError('ORDER_NOT_FOUND', {}, 'id');
    const events = await this.db.selectFrom('trading_order_events').selectAll().where('order_id', '=', id).orderBy('id').execute();
    return {
      order: this.service.orderViews([row], locale)[0]!,
      history: events.map((e) => ({
        event: e.event as 'created',
        ...(e.from_status !== null ? { fromStatus: e.from_status } : {}),
        toStatus: e.to_status,
        by: e.created_by,
        ...(e.quote ? { quote: e.quote } : {}),
        ...(e.detail ? { detail: e.detail } : {}),
        time: e.created_at.getTime(),
      })),
    };
  }

  /** The trade confirmation of one of the user's filled orders (confirmation.ts). */
  async confirmation(userId: number, orderId: number, locale: Locale): Promise<TradeConfirmation> {
    const row = await this.db.selectFrom('trading_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new RuleError('ORDER_NOT_FOUND', {}, 'orderId');
    return confirmationOf(need(this.service.ctx, 'ledger'), row, this.service.orderViews([row], locale)[0]!.name);
  }

  async position(userId: number, id: number, locale: Locale): Promise<TradePosition> {
    const row = await this.db.selectFrom('trading_positions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new RuleError('POSITION_NOT_FOUND', {}, 'id');
    return (await this.service.positionViews([row], locale))[0]!;
  }

  async byStock(userId: number, code: string, locale: Locale): Promise<{ positions: TradePosition[]; orders: TradeOrder[] }> {
    const [positions, orders] = await Promise.all([
      this.db.selectFrom('trading_positions').selectAll().where('user_id', '=', userId).where('code', '=', code).where('status', '=', PositionStatus.Holding).orderBy('id', 'desc').limit(200).execute(),
      this.db.selectFrom('trading_orders').selectAll().where('user_id', '=', userId).where('code', '=', code).where('status', '=', TradeOrderStatus.Entrusted).orderBy('id', 'desc').limit(200).execute(),
    ]);
    return { positions: await this.service.positionViews(positions, locale), orders: this.service.orderViews(orders, locale) };
  }

  async water(userId: number, positionId: number, pageNum: number, pageSize: number, locale: Locale): Promise<Page<PositionFlow>> {
    const owner = await this.db
      .selectFrom('trading_positions')
      .select(['id', 'direction', 'leverage', 'market'])
      .where('id', '=', positionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!owner) throw new RuleError('POSITION_NOT_FOUND', {}, 'positionId');
    // Shares bought without leverage read as a purchase and a sale.
    const titles = { ...flowTitles, ...(isShareHolding(owner) ? shareFlowTitles : {}) } as Record<string, { es: string; en: string; zh: string }>;
    const base = this.db.selectFrom('trading_position_flows').where('position_id', '=', positionId);
    return pageOf(base, (q) => q.selectAll().orderBy('id'), { pageNum, pageSize }, (rows) =>
      rows.map((r) => ({
        id: Number(r.id),
        positionId: r.position_id,
        kind: r.kind as PositionFlowKind,
        title: titles[r.kind]?.[locale] ?? r.kind,
        amount: formatMinor(r.amount, CURRENCY_DECIMALS[r.currency as Currency]),
        currency: r.currency as Currency,
        ...(r.quantity !== null ? { quantity: dec(r.quantity).toFixed() } : {}),
        ...(r.price !== null ? { price: dec(r.price).toString() } : {}),
        ...(r.order_id !== null ? { orderId: r.order_id } : {}),
        ...(r.tx_id !== null ? { txId: Number(r.tx_id) } : {}),
        time: r.created_at.getTime(),
      })),
    );
  }

  async halfOrFull(userId: number, market: TradeMarket | undefined) {
    let q = this.db
      .selectFrom('trading_positions')
      .select(['margin_mode', sql<number>`count(*)`.as('n')])
      .where('user_id', '=', userId)
      .where('status', '=', PositionStatus.Holding)
      .groupBy('margin_mode');
    if (market) q = q.where('market', '=', market);
    let o = this.db.selectFrom('trading_orders').select(sql<number>`count(*)`.as('n')).where('user_id', '=', userId).where('status', '=', TradeOrderStatus.Entrusted);
    if (market) o = o.where('market', '=', market);
    const [rows, entrusted] = await Promise.all([q.execute(), o.executeTakeFirst()]);
    const of = (mode: string) => Number(rows.find((r) => r.margin_mode === mode)?.n ?? 0);
    return { halfNum: of('half'), fullNum: of('full'), holdingNum: of('half') + of('full'), entrustedNum: Number(entrusted?.n ?? 0) };
  }

  async fundDetails(userId: number, market: TradeMarket | undefined): Promise<FundDetail[]> {
    const markets = market ? [market] : [...TRADE_MARKETS];
    const rules = await this.service.rates.all();
    const [positions, orderCounts] = await Promise.all([
      this.db.selectFrom('trading_positions').selectAll().where('user_id', '=', userId).where('status', '=', PositionStatus.Holding).execute(),
      this.db
        .selectFrom('trading_orders')
        .select(['market', sql<number>`count(*)`.as('n')])
        .where('user_id', '=', userId)
        .where('status', '=', TradeOrderStatus.Entrusted)
        .groupBy('market')
        .execute(),
    ]);
    const quotes = new Map<string, LiveQuote>();
    const out: FundDetail[] = [];
    for (const m of markets) {
      const r = rules.get(m)!;
      const wallet = TRADE_WALLETS[m];
      const balance = await this.service.ledger.balance({ userId, wallet: wallet.walletType as LedgerWallet, currency: wallet.currency });
      const mine = positions.filter((p) => p.market === m);
      let usedMargin = 0n;
      let floating = 0n;
      const crossRows: Array<{ margin: bigint; pnl: bigint }> = [];
      for (const p of mine) {
        const live = this.service.live(p, r, quotes);
        usedMargin += p.margin;
        floating += live.pnl;
        if (p.margin_mode === 'full') crossRows.push({ margin: p.margin, pnl: live.pnl });
      }
      const d = CURRENCY_DECIMALS[wallet.currency];
      const cross = crossRows.length > 0 ? crossEquity(balance.available, crossRows) : undefined;
      out.push({
        walletType: wallet.walletType as LedgerWallet,
        market: m,
        currency: wallet.currency,
        balance: formatMinor(balance.balance, d),
        available: formatMinor(balance.available, d),
        frozen: formatMinor(balance.held, d),
        usedMargin: formatMinor(usedMargin, d),
        floatingProfit: formatMinor(floating, d),
        equity: formatMinor(balance.balance + usedMargin + floating, d),
        ...(cross && cross.margin > 0n ? { marginLevel: new Decimal(cross.equity.toString()).dividedBy(cross.margin.toString()).toFixed(4) } : {}),
        openPositions: mine.length,
        entrustedOrders: Number(orderCounts.find((o) => o.market === m)?.n ?? 0),
      });
    }
    return out;
  }

  async profit(userId: number, filter: ListFilter & { startTime?: number | undefined; endTime?: number | undefined }, locale: Locale) {
    let base = this.positionsQuery(userId, PositionStatus.Closed, filter);
    if (filter.startTime !== undefined) base = base.where('closed_at', '>=', new Date(filter.startTime));
    if (filter.endTime !== undefined) base = base.where('closed_at', '<', new Date(filter.endTime));
    const [page, totals] = await Promise.all([
      pageOf(base, (q) => q.selectAll().orderBy('closed_at', 'desc').orderBy('id', 'desc'), filter, (rows) => rows.map((r) => this.profitDetail(r, locale))),
      base
        .select(['currency', sql<string>`coalesce(sum(realized_pnl), 0)::text`.as('profit'), sql<string>`coalesce(sum(open_fee + close_fee), 0)::text`.as('fee'), sql<number>`count(*)`.as('n')])
        .groupBy('currency')
        .orderBy('currency')
        .execute(),
    ]);
    return {
      ...page,
      totals: totals.map((t) => ({
        currency: t.currency as Currency,
        profit: formatMinor(BigInt(t.profit), CURRENCY_DECIMALS[t.currency as Currency]),
        fee: formatMinor(BigInt(t.fee), CURRENCY_DECIMALS[t.currency as Currency]),
        count: Number(t.n),
      })),
    };
  }

  private profitDetail(r: PositionRow, locale: Locale): ProfitDetail {
    const instrument = this.service.market.instrument(r.code);
    const d = CURRENCY_DECIMALS[r.currency as Currency];
    const pd = instrument?.decimals ?? 4;
    const opened = r.opened_at.getTime();
    const closed = r.closed_at!.getTime();
    return {
      positionId: r.id,
      code: r.code,
      name: nameOf(instrument, r.code, locale),
      market: r.market as TradeMarket,
      currency: r.currency as Currency,
      direction: r.direction,
      quantity: dec(r.quantity).toFixed(),
      openPrice: dec(r.open_price).toFixed(pd),
      closePrice: dec(r.close_price!).toFixed(pd),
      profit: formatMinor(r.realized_pnl ?? 0n, d),
      fee: formatMinor(r.open_fee + r.close_fee, d),
      closeReason: r.close_reason as CloseReason,
      // A long is bought at the open and sold at the close; a short the other way round.
      buyTimeStamp: r.direction === 0 ? opened : closed,
      sellTimeStamp: r.direction === 0 ? closed : opened,
    };
  }
}
