import { CURRENCY_DECIMALS, type BlockOrder, type BlockOrderAdminView, type BlockPreview, type Currency, type Locale, type Page, type TradeMarket } from '@app/contracts';
import Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import { AppError } from '../../http/errors.ts';
import { fingerprint, formatMinor, idempotent, type AccountRef, type Tx } from '../../ledger/index.ts';
import { dayInWords } from '../../i18n/text.ts';
import { ivaOf } from '../trading/tax.ts';
import type { Authority } from './authority.ts';
import { notices, t } from './messages.ts';
import type { Notify } from './notify.ts';
import type { Offers, PricedOffer } from './offers.ts';
import { amountMinor, commissionMinor, lockedUntilOf } from './rules.ts';
import type { BlocktradeOrdersTable } from './tables.ts';
import type { BlocktradeTermsSource } from './service.ts';
import type { ProductHoldingValue } from '../trading/product-holdings.ts';

export type OrderRow = Selectable<BlocktradeOrdersTable>;

/** House accounts of block trades: the counterparty of the blocks, commissions, IVA on them. */
export const HOUSE = { market: 'BLOCKTRADE_MARKET', fees: 'FEES', iva: 'BLOCKTRADE_IVA' } as const;

const num = (v: string | number) => new Decimal(typeof v === 'number' ? String(v) : v);
const fmt = (minor: bigint, currency: string) => formatMinor(minor, CURRENCY_DECIMALS[currency as Currency] ?? 2);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Costs {
  amount: bigint;
  fee: bigint;
  iva: bigint;
  total: bigint;
  feeRate: Decimal;
  feeTermsVersionId: number;
}

/**
 * Block orders: the preview, the trade (a hold on the stock wallet captured into the house
 * in the order's transaction, the offer's shares taken by one conditional update), the
 * positions they became, and their sale after any lock-up.
 */
export class Orders {
  constructor(
    private readonly ctx: AppContext,
    private readonly offers: Offers,
    private readonly authority: Authority,
    private readonly terms: BlocktradeTermsSource,
    private readonly notify: Notify,
  ) {}

  private get trading() {
    return need(this.ctx, 'trading');
  }

  private walletOf(userId: number, priced: Pick<PricedOffer, 'walletType' | 'currency'>): AccountRef {
    return { userId, wallet: priced.walletType as never, currency: priced.currency };
  }

  /** Price x quantity, the commission by the site rate table of the market and its IVA. */
  private async costs(priced: PricedOffer, quantity: number, side: 'buy' | 'sell', price: Decimal, trx?: Tx): Promise<Costs> {
    const rules = await this.trading.rates.get(priced.market as TradeMarket, trx);
    const decimals = CURRENCY_DECIMALS[priced.currency];
    const amount = amountMinor(price, quantity, decimals);
    const feeRate = side === 'buy' ? rules.buyRate : rules.sellRate;
    const fee = commissionMinor(amount, feeRate, rules.minFee);
    const iva = ivaOf(fee, (await this.trading.tax.rate(trx)).rate);
    return { amount, fee, iva, total: side === 'buy' ? amount + fee + iva : amount - fee - iva, feeRate, feeTermsVersionId: rules.termsVersionId };
  }

  private minimumOf(priced: PricedOffer, minQuantity: number): number {
    return Math.max(priced.row.min_quantity, minQuantity);
  }

  private checkQuantity(priced: PricedOffer, quantity: number, minQuantity: number): void {
    const minimum = this.minimumOf(priced, minQuantity);
    if (quantity < minimum) throw new AppError('BLOCK_BELOW_MINIMUM', t.belowMinimum, { minimum: minimum.toLocaleString('en-US'), quantity: quantity.toLocaleString('en-US') }, { field: 'quantity' });
    const available = BigInt(priced.row.total_quantity) - BigInt(priced.row.sold_quantity);
    if (BigInt(quantity) > available) throw new AppError('BLOCK_OVER_AVAILABLE', t.overAvailable, { available: Number(available).toLocaleString('en-US'), code: priced.row.code }, { field: 'quantity' });
  }

  async preview(userId: number, offerId: number, quantity: number, locale: Locale): Promise<BlockPreview> {
    const priced = this.offers.price(await this.offers.row(offerId));
    if (!priced.open) throw new AppError('BLOCK_OFFER_CLOSED', t.offerClosed, { code: priced.row.code });
    const version = await this.terms.current();
    this.checkQuantity(priced, quantity, version.terms.minQuantity);
    const costs = await this.costs(priced, quantity, 'buy', priced.price);
    const terms = need(this.ctx, 'terms');
    const feeVersion = await terms.version(costs.feeTermsVersionId);
    const balance = await need(this.ctx, 'ledger').balance(this.walletOf(userId, priced));
    const lockedUntil = lockedUntilOf(this.ctx.clock.now(), priced.row.lockup_days);
    const c = priced.currency;
    return {
      offer: this.offers.view(priced, locale),
      quantity,
      currency: c,
      wallet: priced.walletType,
      price: priced.price.toFixed(priced.decimals),
      amount: fmt(costs.amount, c),
      fee: fmt(costs.fee, c),
      iva: fmt(costs.iva, c),
      total: fmt(costs.total, c),
      available: fmt(balance.available > 0n ? balance.available : 0n, c),
      ...(lockedUntil !== undefined ? { lockedUntil } : {}),
      rule: terms.rule(version, locale),
      feeRule: terms.rule(feeVersion!, locale),
    };
  }

  async create(userId: number, input: { offerId: number; quantity: number; secret?: string | undefined; termsVersionId?: number | undefined }, key: string, ip: string | undefined, locale: Locale): Promise<BlockOrder> {
    const opened = await this.authority.isOpened(userId);
    if (!opened && !input.secret) throw new AppError('BLOCK_AUTHORITY_REQUIRED', t.authorityRequired, {}, { field: 'secret' });
    await this.terms.current(); // version 1 published before the transaction, on its own connection
    const ledger = need(this.ctx, 'ledger');
    const by = `user:${userId}`;
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `blocktrade.create:u${userId}`,
      key,
      fingerprint({ offerId: input.offerId, quantity: input.quantity, secret: input.secret, termsVersionId: input.termsVersionId }),
      async (trx) => {
        // The offer row is locked: its shares and this trade are decided one trade at a time.
        const priced = this.offers.price(await this.offers.row(input.offerId, trx, true));
        const { row: offer } = priced;
        if (!priced.open) throw new AppError('BLOCK_OFFER_CLOSED', t.offerClosed, { code: offer.code });
        const version = await this.terms.current(trx);
        if (input.termsVersionId !== undefined && input.termsVersionId !== version.id) {
          throw new AppError('BLOCK_TERMS_CHANGED', t.termsChanged, { current: version.version }, { field: 'termsVersionId' });
        }
        this.checkQuantity(priced, input.quantity, version.terms.minQuantity);
        let accessKeyId: number | null = null;
        if (!(await this.authority.isOpened(userId, trx))) {
          const used = await need(this.ctx, 'accessKeys').consume({ product: 'blocktrade', key: input.secret ?? '', userId, ip, scope: String(offer.id) }, { ref: `blocktrade:${key}`, db: trx });
          accessKeyId = used.keyId;
        }
        const costs = await this.costs(priced, input.quantity, 'buy', priced.price, trx);
        const wallet = this.walletOf(userId, priced);
        const currency = priced.currency;
        // What the wallet has free is read first (in this transaction) to name it in the refusal;
        // the hold itself is still checked by the ledger's constraint.
        const balance = await ledger.balance(wallet, trx);
        const refuse = (free: bigint) =>
          new AppError('BLOCK_INSUFFICIENT_FUNDS', t.insufficientFunds, { wallet: priced.walletType, currency, available: fmt(free > 0n ? free : 0n, currency), total: fmt(costs.total, currency) }, { field: 'quantity' });
        if (balance.available < costs.total) throw refuse(balance.available);
        let hold;
        try {
          hold = await ledger.hold({ account: wallet, amount: costs.total, kind: 'blocktrade', ref: `blocktrade-offer:${offer.id}`, by }, trx);
        } catch (error) {
          if (error instanceof AppError && error.error === 'INSUFFICIENT_FUNDS') throw refuse(0n);
          throw error;
        }
        const memo = { code: offer.code, side: 'buy', openClose: 'open', quantity: String(input.quantity), price: priced.price.toFixed(priced.decimals), reference: priced.reference.toFixed(priced.decimals), discountPercent: num(offer.discount_percent).toFixed(), fee: costs.fee.toString(), iva: costs.iva.toString() };
        const captured = await ledger.captureHold(
          hold.id,
          {
            to: [
              { account: { house: HOUSE.market, currency }, amount: costs.amount },
              ...(costs.fee > 0n ? [{ account: { house: HOUSE.fees, currency } as AccountRef, amount: costs.fee, line: 'fee' }] : []),
              ...(costs.iva > 0n ? [{ account: { house: HOUSE.iva, currency } as AccountRef, amount: costs.iva, line: 'tax' }] : []),
            ],
            final: true,
            kind: 'trade',
            ref: `blocktrade-offer:${offer.id}`,
            memo,
            by,
          },
          trx,
        );
        const taken = await trx
          .updateTable('blocktrade_offers')
          .set((eb) => ({ sold_quantity: eb('sold_quantity', '+', BigInt(input.quantity)) }))
          .where('id', '=', offer.id)
          .where((eb) => eb(eb('sold_quantity', '+', BigInt(input.quantity)), '<=', eb.ref('total_quantity')))
          .returning('id')
          .executeTakeFirst();
        if (!taken) throw new AppError('BLOCK_OVER_AVAILABLE', t.overAvailable, { available: '0', code: offer.code }, { field: 'quantity' });
        const now = this.ctx.clock.now();
        const lockedUntil = lockedUntilOf(now, offer.lockup_days);
        const order = await trx
          .insertInto('blocktrade_orders')
          .values({
            user_id: userId,
            offer_id: offer.id,
            code: offer.code,
            market: offer.market,
            currency,
            wallet: priced.walletType,
            quantity: input.quantity,
            last_price: priced.last.toFixed(),
            vwap: priced.vwap.toFixed(),
            reference_price: priced.reference.toFixed(),
            discount_percent: num(offer.discount_percent).toFixed(),
            price: priced.price.toFixed(),
            amount_minor: costs.amount,
            fee_minor: costs.fee,
            iva_minor: costs.iva,
            total_minor: costs.total,
            terms_version_id: version.id,
            fee_terms_version_id: costs.feeTermsVersionId,
            access_key_id: accessKeyId,
            locked_until: lockedUntil !== undefined ? new Date(lockedUntil) : null,
            buy_tx_id: captured.transaction.id,
            created_at: new Date(now),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('blocktrade_order_history').values({ order_id: order.id, from_status: null, to_status: 'holding', by, reason: accessKeyId !== null ? `accepted with access key ${accessKeyId}` : 'accepted', created_at: new Date(now) }).execute();
        return { orderId: order.id };
      },
      () => this.ctx.clock.now(),
    );
    const view = await this.detail(userId, done.result.orderId, locale);
    if (!done.replayed) {
      const c = view.currency;
      const lock = view.lockedUntil !== undefined ? notices.lockNote : { es: '', en: '', zh: '' };
      const body = { es: notices.boughtBody.es.replace('{lock}', lock.es), en: notices.boughtBody.en.replace('{lock}', lock.en), zh: notices.boughtBody.zh.replace('{lock}', lock.zh) };
      this.notify(userId, {
        title: notices.boughtTitle,
        body,
        params: { code: view.code, quantity: view.quantity.toLocaleString('en-US'), currency: c, price: view.price, total: view.total, fee: view.fee, iva: view.iva, until: view.lockedUntil !== undefined ? dayInWords(day(view.lockedUntil)) : '' },
        ref: `blocktrade:${view.id}`,
        wallet: { walletType: view.wallet, currency: c },
      });
    }
    return view;
  }

  // ---- positions ---------------------------------------------------------------------------

  private view(row: OrderRow, locale: Locale): BlockOrder {
    const market = need(this.ctx, 'market');
    const c = row.currency;
    const now = this.ctx.clock.now();
    const locked = row.status === 'holding' && row.locked_until !== null && now < row.locked_until.getTime();
    const base: BlockOrder = {
      id: row.id,
      offerId: row.offer_id,
      code: row.code,
      name: market.row(row.code, locale).name,
      market: row.market,
      currency: c,
      wallet: row.wallet,
      quantity: Number(row.quantity),
      referencePrice: num(row.reference_price).toFixed(),
      discountPercent: num(row.discount_percent).toFixed(),
      price: num(row.price).toFixed(),
      amount: fmt(BigInt(row.amount_minor), c),
      fee: fmt(BigInt(row.fee_minor), c),
      iva: fmt(BigInt(row.iva_minor), c),
      total: fmt(BigInt(row.total_minor), c),
      status: row.status,
      ...(row.locked_until ? { lockedUntil: row.locked_until.getTime() } : {}),
      locked,
      termsVersionId: row.terms_version_id,
      createdAt: row.created_at.getTime(),
    };
    if (row.status === 'holding') {
      const q = market.quote(row.code);
      const bid = new Decimal(q.bid.toFixed(q.decimals));
      const value = amountMinor(bid, BigInt(row.quantity), CURRENCY_DECIMALS[c as Currency]);
      return { ...base, lastPrice: new Decimal(q.last.toFixed(q.decimals)).toFixed(q.decimals), marketValue: fmt(value, c), profit: fmt(value - BigInt(row.total_minor), c) };
    }
    const proceeds = BigInt(row.proceeds_minor ?? 0n);
    return {
      ...base,
      ...(row.close_price !== null ? { closePrice: num(row.close_price).toFixed() } : {}),
      proceeds: fmt(proceeds, c),
      closeFee: fmt(BigInt(row.close_fee_minor ?? 0n), c),
      closeIva: fmt(BigInt(row.close_iva_minor ?? 0n), c),
      profit: fmt(proceeds - BigInt(row.total_minor), c),
      ...(row.closed_at ? { closedAt: row.closed_at.getTime() } : {}),
    };
  }

  /** Open block positions at the live bid, by currency (as their cards value them): the portfolio's total assets count them. */
  async holdingValues(userId: number): Promise<ProductHoldingValue[]> {
    const rows = await this.ctx.db.selectFrom('blocktrade_orders').selectAll().where('user_id', '=', userId).where('status', '=', 'holding').execute();
    const by = new Map<Currency, ProductHoldingValue>();
    for (const row of rows) {
      const currency = row.currency as Currency;
      const value = this.view(row, 'en').marketValue;
      if (value === undefined) continue;
      const sum = by.get(currency) ?? { currency, value: new Decimal(0), holdings: 0 };
      sum.value = sum.value.plus(value);
      sum.holdings += 1;
      by.set(currency, sum);
    }
    return [...by.values()];
  }

  private async ownRow(userId: number, orderId: number, db: Tx = this.ctx.db, lock = false): Promise<OrderRow> {
    let q = db.selectFrom('blocktrade_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw new AppError('BLOCK_ORDER_NOT_FOUND', t.orderNotFound, {}, { field: 'orderId' });
    return row;
  }

  async detail(userId: number, orderId: number, locale: Locale): Promise<BlockOrder> {
    return this.view(await this.ownRow(userId, orderId), locale);
  }

  list(userId: number, query: { status: 'holding' | 'closed' | 'all'; pageNum: number; pageSize: number }, locale: Locale): Promise<Page<BlockOrder>> {
    let filtered = this.ctx.db.selectFrom('blocktrade_orders').where('user_id', '=', userId);
    if (query.status !== 'all') filtered = filtered.where('status', '=', query.status);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => rows.map((row) => this.view(row, locale)));
  }

  adminList(query: { userId?: number | undefined; offerId?: number | undefined; pageNum: number; pageSize: number }): Promise<Page<BlockOrderAdminView>> {
    let filtered = this.ctx.db.selectFrom('blocktrade_orders');
    if (query.userId !== undefined) filtered = filtered.where('user_id', '=', query.userId);
    if (query.offerId !== undefined) filtered = filtered.where('offer_id', '=', query.offerId);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) =>
      rows.map((row) => ({ ...this.view(row, 'en'), userId: row.user_id, ...(row.access_key_id !== null ? { accessKeyId: row.access_key_id } : {}) })),
    );
  }

  /** Sells a block position at the live bid, less the sell commission and its IVA; refused while locked. */
  async close(userId: number, orderId: number, key: string, locale: Locale): Promise<BlockOrder> {
    await this.ownRow(userId, orderId);
    const ledger = need(this.ctx, 'ledger');
    const by = `user:${userId}`;
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `blocktrade.close:u${userId}`,
      key,
      fingerprint({ orderId }),
      async (trx) => {
        const row = await this.ownRow(userId, orderId, trx, true);
        if (row.status !== 'holding') throw new AppError('BLOCK_NOT_CLOSABLE', t.notClosable);
        const now = this.ctx.clock.now();
        if (row.locked_until !== null && now < row.locked_until.getTime()) throw new AppError('BLOCK_LOCKED', t.locked, { until: dayInWords(day(row.locked_until.getTime())) });
        const market = need(this.ctx, 'market');
        const q = market.quote(row.code);
        const bid = new Decimal(q.bid.toFixed(q.decimals));
        const currency = row.currency as Currency;
        const priced = { market: row.market, currency, walletType: row.wallet } as PricedOffer;
        const costs = await this.costs(priced, Number(row.quantity), 'sell', bid, trx);
        const user = this.walletOf(userId, priced);
        const tx = await ledger.post(
          {
            kind: 'trade',
            ref: `blocktrade:${row.id}`,
            memo: { code: row.code, side: 'sell', openClose: 'close', quantity: String(row.quantity), price: bid.toFixed(q.decimals), fee: costs.fee.toString(), iva: costs.iva.toString() },
            by,
            legs: [
              { from: { house: HOUSE.market, currency }, to: user, amount: costs.amount },
              ...(costs.fee > 0n ? [{ from: user, to: { house: HOUSE.fees, currency } as AccountRef, amount: costs.fee, line: 'fee' }] : []),
              ...(costs.iva > 0n ? [{ from: user, to: { house: HOUSE.iva, currency } as AccountRef, amount: costs.iva, line: 'tax' }] : []),
            ],
          },
          trx,
        );
        await trx
          .updateTable('blocktrade_orders')
          .set({ status: 'closed', close_price: bid.toFixed(), close_fee_minor: costs.fee, close_iva_minor: costs.iva, proceeds_minor: costs.total, close_tx_id: tx.id, closed_at: new Date(now) })
          .where('id', '=', row.id)
          .where('status', '=', 'holding')
          .execute();
        await trx.insertInto('blocktrade_order_history').values({ order_id: row.id, from_status: 'holding', to_status: 'closed', by, reason: 'sold', created_at: new Date(now) }).execute();
        return { orderId: row.id, iva: costs.iva.toString() };
      },
      () => this.ctx.clock.now(),
    );
    const view = await this.detail(userId, done.result.orderId, locale);
    if (!done.replayed) {
      this.notify(userId, {
        title: notices.soldTitle,
        body: notices.soldBody,
        params: { code: view.code, currency: view.currency, proceeds: view.proceeds ?? '', quantity: view.quantity.toLocaleString('en-US'), price: view.closePrice ?? '', fee: view.closeFee ?? '', iva: fmt(BigInt(done.result.iva), view.currency) },
        ref: `blocktrade:${view.id}`,
        wallet: { walletType: view.wallet, currency: view.currency },
      });
    }
    return view;
  }
}
