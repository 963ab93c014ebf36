import type { Alert, AlertInput, AlertKind, AlertRules, AlertState, Locale, Page } from '@app/contracts';
import { alertInput } from '@app/contracts';
import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import { AppError } from '../../http/errors.ts';
import { interpolate } from '../../i18n/text.ts';
import type { ProductTerms } from '../terms/index.ts';
import { nextAlertSeq } from './engine.ts';
import { t } from './messages.ts';
import { conditionMet, isFailure, isPriceKind, parseLevel, parsePercent, toUnits, type ParseFailure } from './rules.ts';
import type { AlertRow } from './tables.ts';
import { ALERT_TERMS_ITEM, INITIAL_ALERT_TERMS, type alertTermsSchema } from './terms.ts';

/** Transaction-scoped advisory lock class of alert creation (with the user id): one user's creations queue, so the count is exact. */
const CREATE_LOCK = 21_085;

type CreateInput = ReturnType<typeof alertInput.parse>;

/** Price alerts of a user: create (checked against the live quote and the published limit), list, delete. */
export class AlertsService {
  constructor(
    private readonly ctx: AppContext,
    readonly terms: ProductTerms<typeof alertTermsSchema>,
  ) {}

  async seed(): Promise<void> {
    await this.terms.seedInitial(ALERT_TERMS_ITEM, INITIAL_ALERT_TERMS.terms, INITIAL_ALERT_TERMS.text);
  }

  async rules(locale: Locale): Promise<AlertRules> {
    const version = await this.terms.current(ALERT_TERMS_ITEM);
    return { termsVersionId: version.id, maxActive: version.terms.maxActive, text: interpolate(version.text[locale], { maxActive: version.terms.maxActive }) };
  }

  async create(userId: number, input: CreateInput | AlertInput, locale: Locale): Promise<AlertRow> {
    const market = need(this.ctx, 'market');
    const instrument = market.requireInstrument(input.code.trim());
    const kind = input.kind as AlertKind;
    const quote = market.quote(instrument.code);
    const scale = 10 ** instrument.decimals;
    let price: Decimal | undefined;
    let percent: Decimal | undefined;
    if (isPriceKind(kind)) {
      const level = parseLevel(input.price, instrument.decimals);
      if (isFailure(level)) throw this.invalid(level, instrument.decimals);
      price = level;
    } else {
      const p = parsePercent(input.percent);
      if (isFailure(p)) throw this.invalid(p, instrument.decimals);
      percent = p;
    }
    // An alert whose condition already holds would fire on the next tick: refuse it with the price now.
    const watch = { kind, level: price ? toUnits(price.toFixed(), scale) : 0, basisPoints: percent ? percent.times(100).toNumber() : 0 };
    if (conditionMet(watch, Math.round(quote.last * scale), Math.round(quote.prevClose * scale))) {
      const now = quote.last.toFixed(instrument.decimals);
      if (kind === 'price_above') throw new AppError('ALERT_ALREADY_MET', t.aboveMet, { price: now }, { field: 'price' });
      if (kind === 'price_below') throw new AppError('ALERT_ALREADY_MET', t.belowMet, { price: now }, { field: 'price' });
      const change = new Decimal(quote.last).minus(quote.prevClose).dividedBy(quote.prevClose).times(100).abs().toFixed(2);
      throw new AppError('ALERT_ALREADY_MET', t.changeMet, { percent: change }, { field: 'percent' });
    }
    const { terms } = await this.terms.current(ALERT_TERMS_ITEM);
    return this.ctx.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${CREATE_LOCK}, ${userId})`.execute(trx);
      const live = await trx
        .selectFrom('alerts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('state', 'in', ['armed', 'waiting'])
        .executeTakeFirstOrThrow();
      if (Number(live.n) >= terms.maxActive) throw new AppError('ALERTS_FULL', t.full, { max: terms.maxActive });
      return trx
        .insertInto('alerts')
        .values({
          user_id: userId,
          code: instrument.code,
          kind,
          price: price?.toFixed() ?? null,
          percent: percent?.toFixed(2) ?? null,
          repeat: input.repeat === true,
          email: input.email === true,
          locale,
          state: 'armed',
          created_at: new Date(this.ctx.clock.now()),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  private invalid(failure: ParseFailure, decimals: number): AppError {
    const texts = {
      price: { missing: t.priceMissing, notPositive: t.priceNotPositive, decimals: t.priceDecimals, tooLarge: t.priceTooLarge },
      percent: { missing: t.percentMissing, notPositive: t.percentNotPositive, decimals: t.percentDecimals, tooLarge: t.percentTooLarge },
    } as const;
    return new AppError('ALERT_INVALID', texts[failure.field][failure.reason], { decimals }, { field: failure.field });
  }

  list(userId: number, query: { pageNum: number; pageSize: number; code?: string | undefined }, locale: Locale): Promise<Page<Alert>> {
    let filtered = this.ctx.db.selectFrom('alerts').where('user_id', '=', userId).where('state', '<>', 'deleted');
    if (query.code) filtered = filtered.where('code', '=', query.code);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => rows.map((r) => this.view(r as AlertRow, locale)));
  }

  /** Deletes one of the user's alerts (a state change the evaluation follows); another user's id answers ALERT_NOT_FOUND. */
  async delete(userId: number, id: number): Promise<void> {
    const row = await this.ctx.db
      .updateTable('alerts')
      .set({ state: 'deleted', seq: nextAlertSeq() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('state', '<>', 'deleted')
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('ALERT_NOT_FOUND', t.notFound, {}, { field: 'id' });
  }

  view(row: AlertRow, locale: Locale): Alert {
    const instrument = need(this.ctx, 'market').instrument(row.code);
    const decimals = instrument?.decimals ?? 2;
    const out: Alert = {
      id: row.id,
      code: row.code,
      name: instrument ? (instrument.name[locale] ?? instrument.name.en) : row.code,
      kind: row.kind as AlertKind,
      repeat: row.repeat,
      email: row.email,
      state: row.state as AlertState,
      firedCount: row.fired_count,
      createTime: row.created_at.getTime(),
    };
    if (row.price !== null) out.price = new Decimal(row.price).toFixed(decimals);
    if (row.percent !== null) out.percent = new Decimal(row.percent).toFixed(2);
    if (row.last_fired_at) out.lastFiredAt = row.last_fired_at.getTime();
    if (row.last_fired_price !== null) out.lastFiredPrice = new Decimal(row.last_fired_price).toFixed(decimals);
    return out;
  }
}
