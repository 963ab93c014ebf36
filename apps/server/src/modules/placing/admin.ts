import type { Currency, Locale, Page, PlacingAdminTranche, PlacingBenchmark, PlacingTrancheInput } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { need } from '../../context.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { onGrid } from '../../market/ticks.ts';
import { reasons, t, notices } from './messages.ts';
import { benchmarkOf, minPrice } from './rules.ts';
import { localized, money, type PlacingService, type TrancheRow } from './service.ts';
import { trancheView } from './views.ts';

const DAY = 86_400_000;

/** Back office of placings: the benchmark, tranche setup (audited), the list, cancellation. */
export class PlacingAdmin {
  constructor(private readonly service: PlacingService) {}

  private get ctx() {
    return this.service.ctx;
  }

  /** Higher of the last completed close and the 5-day average close, and the lowest price the rule allows. */
  async benchmark(code: string, locale: Locale): Promise<PlacingBenchmark> {
    const market = need(this.ctx, 'market');
    const instrument = market.instrument(code);
    if (!instrument || instrument.kind !== 'stock' || !['US', 'HK', 'MX'].includes(instrument.market)) {
      throw new AppError('PLACING_INVALID_SETUP', t.unknownCode, { code }, { field: 'code' });
    }
    const quote = market.quote(code);
    const inProgress = quote.status === 'open' || quote.status === 'lunch';
    const daily = market.candles(code, '1d', 7);
    const completed = (inProgress ? daily.slice(0, -1) : daily).map((c) => c.close);
    const b = benchmarkOf(completed.length ? completed : [quote.prevClose]);
    const terms = (await this.service.currentTerms()).terms;
    const decimals = instrument.decimals;
    return {
      code,
      name: market.row(code, locale).name,
      currency: instrument.currency,
      livePrice: quote.price,
      lastClose: b.lastClose.toFixed(decimals),
      average5Close: b.average5Close.toFixed(4),
      benchmark: b.benchmark.toFixed(4),
      maxDiscountPercent: terms.maxDiscountPercent,
      minPrice: minPrice(b.benchmark, terms.maxDiscountPercent, decimals).toFixed(decimals),
    };
  }

  private async views(rows: TrancheRow[], locale: Locale): Promise<PlacingAdminTranche[]> {
    if (rows.length === 0) return [];
    const sums = new Map(
      (
        await this.ctx.db
          .selectFrom('placing_orders')
          .select(['tranche_id', sql<string>`count(*)`.as('orders'), sql<string>`coalesce(sum(quantity), 0)`.as('subscribed'), sql<string>`coalesce(sum(allotted_quantity), 0)`.as('allotted')])
          .where(
            'tranche_id',
            'in',
            rows.map((r) => r.id),
          )
          .where('status', '<>', 'cancelled')
          .groupBy('tranche_id')
          .execute()
      ).map((r) => [r.tranche_id, r]),
    );
    const now = this.service.now();
    return rows.map((row) => {
      const s = sums.get(row.id);
      return {
        ...trancheView(row, this.service.live(row.code, locale), now),
        subscribedQuantity: Number(s?.subscribed ?? 0),
        orders: Number(s?.orders ?? 0),
        allottedQuantity: Number(s?.allotted ?? 0),
        termsVersionId: row.terms_version_id,
        createdAt: row.created_at.getTime(),
        ...(row.allocated_at ? { allocatedAt: row.allocated_at.getTime() } : {}),
      };
    });
  }

  async list(query: { pageNum: number; pageSize: number }, locale: Locale): Promise<Page<PlacingAdminTranche>> {
    const rows = await this.ctx.db
      .selectFrom('placing_tranches')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    const total = await this.ctx.db.selectFrom('placing_tranches').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return { list: await this.views(rows, locale), total: Number(total.n), pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Sets up a tranche (operator or the demo seed): the price is checked against the benchmark and the rule. */
  async create(actor: OperatorPrincipal | undefined, input: PlacingTrancheInput, ip: string | undefined, locale: Locale): Promise<PlacingAdminTranche> {
    const bench = await this.benchmark(input.code, locale);
    const instrument = need(this.ctx, 'market').instrument(input.code)!;
    const invalid = (reason: keyof typeof reasons, field: string) => new AppError('PLACING_INVALID_SETUP', localized(t.invalidSetup, { reason: reasons[reason] }), {}, { field });
    const now = this.service.now();
    if (input.endAt <= input.startAt || input.endAt <= now) throw invalid('window', 'endAt');
    if (input.minQuantity > input.quantity) throw invalid('minimum', 'minQuantity');
    const price = new Decimal(input.price);
    if (price.decimalPlaces() > instrument.decimals || !onGrid(instrument, price.toNumber())) throw invalid('decimals', 'price');
    if (price.lt(bench.minPrice)) {
      throw new AppError('PLACING_PRICE_TOO_LOW', t.priceTooLow, { price: input.price, max: bench.maxDiscountPercent, benchmark: bench.benchmark, min: bench.minPrice }, { field: 'price' });
    }
    const version = await this.service.currentTerms();
    const at = new Date(now);
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('placing_tranches')
        .values({
          code: instrument.code,
          market: instrument.market,
          currency: instrument.currency,
          price: price.toFixed(),
          benchmark: bench.benchmark,
          last_close: bench.lastClose,
          average5_close: bench.average5Close,
          quantity: BigInt(input.quantity),
          min_quantity: BigInt(input.minQuantity),
          start_at: new Date(input.startAt),
          end_at: new Date(input.endAt),
          lockup_until: new Date(input.endAt + input.lockupDays * DAY),
          status: 'active',
          terms_version_id: version.id,
          created_by: actor?.operatorId ?? null,
          created_at: at,
          allocated_at: null,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (actor) {
        await need(this.ctx, 'audit').record(actor, 'placing.tranche.create', { type: 'placing_tranche', id: inserted.id }, { ...input, benchmark: bench.benchmark, termsVersionId: version.id }, ip, trx);
      }
      return inserted;
    });
    return (await this.views([row], locale))[0]!;
  }

  /** Cancels a tranche not yet allocated: every subscribed order's hold is released (one transaction). */
  async cancel(actor: OperatorPrincipal, id: number, ip: string | undefined, locale: Locale): Promise<PlacingAdminTranche> {
    const ledger = need(this.ctx, 'ledger');
    const released = await ledger.run(async (trx) => {
      const row = await trx.selectFrom('placing_tranches').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw new AppError('PLACING_NOT_FOUND', t.notFound, {}, { field: 'id' });
      if (row.status !== 'active') throw new AppError('PLACING_NOT_CANCELLABLE', t.notCancellable, { status: row.status });
      const orders = await trx.selectFrom('placing_orders').selectAll().where('tranche_id', '=', id).where('status', '=', 'subscribed').forUpdate().execute();
      const at = new Date(this.service.now());
      for (const order of orders) {
        await ledger.releaseHold(order.hold_id!, { by: `operator:${actor.operatorId}` }, trx);
        await trx.updateTable('placing_orders').set({ status: 'cancelled', released_minor: order.amount_minor, updated_at: at }).where('id', '=', order.id).execute();
        await trx.insertInto('placing_history').values({ order_id: order.id, from_status: 'subscribed', to_status: 'cancelled', by: `operator:${actor.operatorId}`, reason: 'tranche cancelled', created_at: at }).execute();
      }
      await trx.updateTable('placing_tranches').set({ status: 'cancelled', updated_at: at }).where('id', '=', id).execute();
      await need(this.ctx, 'audit').record(actor, 'placing.tranche.cancel', { type: 'placing_tranche', id }, { orders: orders.length, code: row.code }, ip, trx);
      return { row, orders };
    });
    for (const order of released.orders) {
      this.service.tell(order.user_id, order.id, notices.cancelledTitle, notices.cancelledBody, { code: released.row.code, released: money(order.amount_minor), currency: order.currency as Currency }, order.currency);
    }
    const row = await this.ctx.db.selectFrom('placing_tranches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return (await this.views([row], locale))[0]!;
  }
}
