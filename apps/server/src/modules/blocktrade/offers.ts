import { CURRENCY_DECIMALS, TRADE_WALLETS, type BlockOffer, type BlockTradeItem, type BlockOfferAdminView, type BlockOfferInput, type Currency, type Locale, type LocalizedText, type Page } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql, type Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { reasons, t } from './messages.ts';
import { blockPrice, referencePrice, vwapOf } from './rules.ts';
import type { BlocktradeOffersTable } from './tables.ts';
import type { BlocktradeTerms } from './terms.ts';

export type OfferRow = Selectable<BlocktradeOffersTable>;

/** "Invalid value: <reason>" in each language (the reason's own placeholders stay for the params). */
const invalidText = (reason: LocalizedText): LocalizedText => ({ es: t.offerInvalid.es.replace('{reason}', reason.es), en: t.offerInvalid.en.replace('{reason}', reason.en), zh: t.offerInvalid.zh.replace('{reason}', reason.zh) });

const num = (v: string | number) => new Decimal(typeof v === 'number' ? String(v) : v);

/** An offer priced at the live market now. */
export interface PricedOffer {
  row: OfferRow;
  market: 'US' | 'MX' | 'HK';
  currency: Currency;
  walletType: string;
  decimals: number;
  last: Decimal;
  vwap: Decimal;
  reference: Decimal;
  price: Decimal;
  bid: Decimal;
  open: boolean;
}

/**
 * Block offers: rows operators set up (audited), priced at the live simulated market:
 * reference = min(last, VWAP), price = reference x (1 - discount) rounded down.
 */
export class Offers {
  constructor(private readonly ctx: AppContext) {}

  private get market() {
    return need(this.ctx, 'market');
  }

  async row(id: number, db: Db = this.ctx.db, lock = false): Promise<OfferRow> {
    let q = db.selectFrom('blocktrade_offers').selectAll().where('id', '=', id);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw new AppError('BLOCK_OFFER_NOT_FOUND', t.offerNotFound, {}, { field: 'offerId' });
    return row;
  }

  price(row: OfferRow): PricedOffer {
    const q = this.market.quote(row.code);
    const fix = (n: number) => new Decimal(n.toFixed(q.decimals));
    const last = fix(q.last);
    const vwap = vwapOf(q.turnover, q.volume, last, q.decimals);
    const reference = referencePrice(last, vwap);
    const now = this.ctx.clock.now();
    const wallet = TRADE_WALLETS[row.market];
    const open = row.status === 'open' && row.starts_at.getTime() <= now && now < row.ends_at.getTime() && BigInt(row.sold_quantity) < BigInt(row.total_quantity);
    return { row, market: row.market, currency: wallet.currency, walletType: wallet.walletType, decimals: q.decimals, last, vwap, reference, price: blockPrice(reference, num(row.discount_percent), q.decimals), bid: fix(q.bid), open };
  }

  view(priced: PricedOffer, locale: Locale): BlockOffer {
    const { row, decimals } = priced;
    return {
      id: row.id,
      code: row.code,
      name: this.market.row(row.code, locale).name,
      market: row.market,
      currency: priced.currency,
      discountPercent: num(row.discount_percent).toFixed(),
      lastPrice: priced.last.toFixed(decimals),
      vwap: priced.vwap.toFixed(decimals),
      referencePrice: priced.reference.toFixed(decimals),
      price: priced.price.toFixed(decimals),
      minQuantity: row.min_quantity,
      available: Number(BigInt(row.total_quantity) - BigInt(row.sold_quantity)),
      totalQuantity: Number(row.total_quantity),
      startsAt: row.starts_at.getTime(),
      endsAt: row.ends_at.getTime(),
      lockupDays: row.lockup_days,
      status: row.status,
      open: priced.open,
      simulated: true,
    };
  }

  /** Offers open now (status open, inside the window, shares left), ending soonest first. */
  /** Offers a user can take now: open, in their window, shares left; of one market when asked. */
  private openNow(market: 'US' | 'MX' | 'HK' | undefined) {
    const now = new Date(this.ctx.clock.now());
    const open = this.ctx.db
      .selectFrom('blocktrade_offers')
      .where('status', '=', 'open')
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .where((eb) => eb('sold_quantity', '<', eb.ref('total_quantity')));
    return market ? open.where('market', '=', market) : open;
  }

  async list(query: { market?: 'US' | 'MX' | 'HK' | undefined; pageNum: number; pageSize: number }, locale: Locale): Promise<Page<BlockOffer>> {
    const filtered = this.openNow(query.market);
    return pageOf(filtered, (q) => q.selectAll().orderBy('ends_at').orderBy('id'), query, (rows) => rows.map((row) => this.view(this.price(row), locale)));
  }

  /**
   * SPEC's /m_ft/block_list: the stocks open to block trades now, i.e. those with an open offer
   * (one row per stock, its quote and the smallest minimum among its offers), by code.
   */
  async stocksOpen(query: { market?: 'US' | 'MX' | 'HK' | undefined; pageNum: number; pageSize: number }, locale: Locale): Promise<Page<BlockTradeItem>> {
    const stocks = await this.openNow(query.market).select(['code', (eb) => eb.fn.min<number>('min_quantity').as('min')]).groupBy('code').orderBy('code').execute();
    const market = need(this.ctx, 'market');
    const from = (query.pageNum - 1) * query.pageSize;
    const list = stocks.slice(from, from + query.pageSize).map((row) => ({ ...market.row(row.code, locale), minQuantity: Number(row.min) }));
    return { list, total: stocks.length, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  // ---- back office --------------------------------------------------------------------------

  private async adminViews(rows: OfferRow[]): Promise<BlockOfferAdminView[]> {
    if (rows.length === 0) return [];
    const counts = new Map(
      (
        await this.ctx.db
          .selectFrom('blocktrade_orders')
          .select(['offer_id', sql<string>`count(*)`.as('n')])
          .where(
            'offer_id',
            'in',
            rows.map((r) => r.id),
          )
          .groupBy('offer_id')
          .execute()
      ).map((r) => [r.offer_id, Number(r.n)]),
    );
    return rows.map((row) => ({
      ...this.view(this.price(row), 'en'),
      soldQuantity: Number(row.sold_quantity),
      orders: counts.get(row.id) ?? 0,
      createdBy: row.created_by,
      updatedAt: row.updated_at.getTime(),
    }));
  }

  adminList(query: { pageNum: number; pageSize: number }): Promise<Page<BlockOfferAdminView>> {
    return pageOf(this.ctx.db.selectFrom('blocktrade_offers'), (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => this.adminViews(rows));
  }

  /** Checks an offer against the stock list and the published rule; answers the stock's market. */
  private check(input: BlockOfferInput, terms: BlocktradeTerms, sold = 0n): 'US' | 'MX' | 'HK' {
    const invalid = (field: string, reason: LocalizedText, params: Record<string, string | number> = {}) => new AppError('BLOCK_OFFER_INVALID', invalidText(reason), params, { field });
    const instrument = this.market.instrument(input.code);
    if (!instrument || instrument.kind !== 'stock' || !['US', 'MX', 'HK'].includes(instrument.market)) throw invalid('code', reasons.unknownStock);
    if (input.minQuantity < terms.minQuantity) throw invalid('minQuantity', reasons.minQuantity, { minimum: terms.minQuantity });
    if (BigInt(input.totalQuantity) < BigInt(input.minQuantity) || BigInt(input.totalQuantity) < sold) throw invalid('totalQuantity', reasons.total);
    if (new Decimal(input.discountPercent).gt(terms.maxDiscountPercent)) throw invalid('discountPercent', reasons.discount, { max: terms.maxDiscountPercent });
    if (input.endsAt <= input.startsAt) throw invalid('endsAt', reasons.window);
    return instrument.market as 'US' | 'MX' | 'HK';
  }

  async create(operator: OperatorPrincipal, input: BlockOfferInput, terms: BlocktradeTerms, ip?: string): Promise<BlockOfferAdminView> {
    const market = this.check(input, terms);
    const now = new Date(this.ctx.clock.now());
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('blocktrade_offers')
        .values({
          code: input.code,
          market,
          discount_percent: input.discountPercent,
          min_quantity: input.minQuantity,
          total_quantity: input.totalQuantity,
          starts_at: new Date(input.startsAt),
          ends_at: new Date(input.endsAt),
          lockup_days: input.lockupDays,
          status: input.status,
          created_by: `operator:${operator.operatorId}`,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await need(this.ctx, 'audit').record(operator, 'blocktrade.offer.create', { type: 'blocktrade_offer', id: inserted.id }, { ...input }, ip, trx);
      return inserted;
    });
    return (await this.adminViews([row]))[0]!;
  }

  async update(operator: OperatorPrincipal, id: number, input: BlockOfferInput, terms: BlocktradeTerms, ip?: string): Promise<BlockOfferAdminView> {
    const now = new Date(this.ctx.clock.now());
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const current = await this.row(id, trx, true);
      const sold = BigInt(current.sold_quantity);
      const market = this.check(input, terms, sold);
      if (sold > 0n && input.code !== current.code) {
        throw new AppError('BLOCK_OFFER_INVALID', invalidText(reasons.codeFixed), {}, { field: 'code' });
      }
      const saved = await trx
        .updateTable('blocktrade_offers')
        .set({
          code: input.code,
          market,
          discount_percent: input.discountPercent,
          min_quantity: input.minQuantity,
          total_quantity: input.totalQuantity,
          starts_at: new Date(input.startsAt),
          ends_at: new Date(input.endsAt),
          lockup_days: input.lockupDays,
          status: input.status,
          updated_at: now,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await need(this.ctx, 'audit').record(operator, 'blocktrade.offer.update', { type: 'blocktrade_offer', id }, { before: { discountPercent: num(current.discount_percent).toFixed(), minQuantity: current.min_quantity, totalQuantity: Number(current.total_quantity), status: current.status, lockupDays: current.lockup_days }, after: { ...input } }, ip, trx);
      return saved;
    });
    return (await this.adminViews([row]))[0]!;
  }

  decimalsOf(currency: Currency): number {
    return CURRENCY_DECIMALS[currency];
  }
}
