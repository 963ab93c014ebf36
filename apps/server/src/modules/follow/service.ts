import { formatMoneyText, type AgencyInput, type CopyOrder, type CopyPreview, type InvestAgency, type Locale, type LocalizedText, type Page } from '@app/contracts';
import { dayInWords, type TextParams } from '../../i18n/text.ts';
import type Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { fingerprint, formatMinor, idempotent, parseAmount, type Leg, type Tx } from '../../ledger/index.ts';
import { keyFromDay } from '../../market/time.ts';
import { Dec, amountMinor, managementFee, scaleQuantity } from '../strategies/rules.ts';
import type { StrategyRow, TradeRow } from '../strategies/index.ts';
import type { TermsVersion } from '../terms/index.ts';
import type { PayPasswords } from '../accounts/pay-passwords.ts';
import { notices, t } from './messages.ts';
import { writeMirror, type MirrorRow } from './mirror-write.ts';
import type { FollowCopiesTable, Localized } from './tables.ts';
import { followTerms, INITIAL_FOLLOW_TERMS, type FollowTerms } from './terms.ts';

type CopyRow = Selectable<FollowCopiesTable>;
const USD = 'USD' as const;
const MARKET = { house: 'MARKET', currency: USD };
const FEES = { house: 'FEES', currency: USD };
export const copyHouse = (id: number) => ({ house: `COPY_${id}`, currency: USD });
const money = (minor: bigint) => formatMinor(minor, 2);
const minorOf = (amount: string) => parseAmount(amount, 2, { allowZero: true });
/** Copies brought up to date in one transaction by the sweep. */
export const MIRROR_CHUNK = 100;

interface PlannedTrade {
  code: string;
  quantity: Decimal;
  price: Decimal;
  amountMinor: bigint;
  kind: 'opening' | 'skipped';
}

/**
 * Follow investing: agencies (operator rows, each run by a strategy), copy orders paid from
 * the FOLLOW wallet into a house account per copy, mirrored trades (agency trade × share),
 * and settlement at the end of the period (every position sold at the end day's close,
 * fee per the published terms, the rest back to FOLLOW). Mirroring and settlement run a chunk
 * of copies per transaction that locks their rows (in id order), so two processes never mirror
 * or settle twice.
 */
export class FollowService {
  readonly terms;
  private readonly payPasswords: PayPasswords;
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly ctx: AppContext) {
    this.terms = followTerms(ctx);
    this.payPasswords = need(ctx, 'accounts').payPasswords;
  }

  private get strategies() {
    return need(this.ctx, 'strategies');
  }

  async currentTerms(db?: Tx): Promise<TermsVersion<FollowTerms>> {
    try {
      return await this.terms.current('', db);
    } catch (error) {
      if (!(error instanceof AppError) || error.error !== 'TERMS_NOT_FOUND') throw error;
      await this.terms.seedInitial('', INITIAL_FOLLOW_TERMS.terms, INITIAL_FOLLOW_TERMS.text);
      return this.terms.current('', db);
    }
  }

  private termsView(terms: FollowTerms) {
    return { minAmount: terms.minAmount, maxAmount: terms.maxAmount, minPosition: terms.minPosition, feePctYear: terms.feePctYear, periods: terms.periods };
  }

  // ---- agencies ------------------------------------------------------------------------------

  private async agency(id: number, db: Tx = this.ctx.db) {
    const row = await db.selectFrom('follow_agencies').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('FOLLOW_AGENCY_NOT_FOUND', t.agencyNotFound, {}, { field: 'agencyId' });
    return row;
  }

  async agencies(locale: Locale): Promise<InvestAgency[]> {
    const rows = await this.ctx.db.selectFrom('follow_agencies').selectAll().where('status', '=', 'open').orderBy('id').execute();
    const version = await this.currentTerms();
    const rule = need(this.ctx, 'terms').rule(version, locale);
    const out: InvestAgency[] = [];
    for (const row of rows) {
      const followers = await this.ctx.db.selectFrom('follow_copies').select((eb) => eb.fn.countAll<string>().as('n')).where('agency_id', '=', row.id).where('status', '=', 'following').executeTakeFirstOrThrow();
      out.push({
        id: row.id,
        name: row.name[locale],
        description: row.description[locale],
        strategy: await this.strategies.view(row.strategy_id, locale),
        terms: this.termsView(version.terms),
        rule,
        followers: Number(followers.n),
      });
    }
    return out;
  }

  async createAgency(input: { strategyId: number; name: Localized; description: Localized }): Promise<number> {
    const now = new Date(this.ctx.clock.now());
    const existing = await this.ctx.db.selectFrom('follow_agencies').select('id').where('strategy_id', '=', input.strategyId).executeTakeFirst();
    if (existing) return existing.id;
    const row = await this.ctx.db
      .insertInto('follow_agencies')
      .values({ strategy_id: input.strategyId, name: JSON.stringify(input.name), description: JSON.stringify(input.description), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  // ---- planning a copy ----------------------------------------------------------------------

  private checkInput(terms: FollowTerms, amountText: string | number, periodDays: number): bigint {
    let amount: bigint;
    try {
      amount = parseAmount(String(amountText), 2);
    } catch {
      throw new AppError('INVALID_AMOUNT', t.badAmount, {}, { field: 'amount' });
    }
    if (amount < minorOf(terms.minAmount) || amount > minorOf(terms.maxAmount)) {
      throw new AppError('FOLLOW_AMOUNT_OUT_OF_RANGE', t.amountRange, { min: formatMoneyText(terms.minAmount, USD), max: formatMoneyText(terms.maxAmount, USD) }, { field: 'amount' });
    }
    if (!terms.periods.includes(periodDays)) throw new AppError('FOLLOW_PERIOD_NOT_OFFERED', t.periodNotOffered, { periods: terms.periods.join(', ') }, { field: 'periodDays' });
    return amount;
  }

  /** The agency's allocation now, scaled to `amount`, bought at the live price: opening buys and positions below the minimum (skipped). */
  private async plan(strategy: StrategyRow, amount: bigint, terms: FollowTerms, db: Tx = this.ctx.db) {
    const day = strategy.processedThrough;
    const equity = day !== null ? await this.strategies.equityAt(strategy.id, day, db) : undefined;
    if (day === null || !equity || equity.equityMinor <= 0n) throw new AppError('FOLLOW_AGENCY_CLOSED', t.notReady);
    const share = new Dec(amount.toString()).div(equity.equityMinor.toString()).toDecimalPlaces(12, Dec.ROUND_DOWN);
    const minPosition = minorOf(terms.minPosition);
    const trades: PlannedTrade[] = [];
    let cash = amount;
    for (const [code, qty] of await this.strategies.positions(strategy.id, db)) {
      // The executable price at the time of the copy (the agency's own books use closes).
      const price = this.strategies.buyPriceNow(strategy.params, code);
      if (!price) continue;
      const quantity = scaleQuantity(qty, share);
      const value = amountMinor(quantity, price);
      if (quantity.isZero() || value < minPosition || value > cash) trades.push({ code, quantity, price, amountMinor: value, kind: 'skipped' });
      else {
        trades.push({ code, quantity, price, amountMinor: value, kind: 'opening' });
        cash -= value;
      }
    }
    return { day, share, trades, cash, lastTradeId: await this.strategies.lastTradeId(strategy.id, db) };
  }

  async preview(userId: number, input: { agencyId: number; amount: string | number; periodDays: number }, locale: Locale): Promise<CopyPreview> {
    void userId;
    const agency = await this.agency(input.agencyId);
    if (agency.status !== 'open') throw new AppError('FOLLOW_AGENCY_CLOSED', t.agencyClosed, {}, { field: 'agencyId' });
    const version = await this.currentTerms();
    const amount = this.checkInput(version.terms, input.amount, input.periodDays);
    const strategy = await this.strategies.get(agency.strategy_id);
    const plan = await this.plan(strategy, amount, version.terms);
    const today = this.strategies.today();
    const fee = managementFee(amount, version.terms.feePctYear, input.periodDays);
    const invested = plan.trades.reduce((sum, tr) => (tr.kind === 'opening' ? sum + tr.amountMinor : sum), 0n);
    return {
      agencyId: agency.id,
      amount: money(amount),
      share: plan.share.toString(),
      periodDays: input.periodDays,
      endDate: keyFromDay(today + input.periodDays),
      fee: money(fee),
      opening: plan.trades.map((tr, i) => ({ id: i + 1, date: keyFromDay(plan.day), code: tr.code, side: 'buy' as const, quantity: tr.quantity.toString(), price: tr.price.toString(), amount: money(tr.amountMinor), kind: tr.kind })),
      cash: money(plan.cash),
      rule: need(this.ctx, 'terms').rule(version, locale),
      invested: money(invested),
      // The copy mirrors the agency's later buys with its cash too: all of it can end up in
      // positions, so if every position were worth zero nothing would be left.
      worstCase: money(0n),
      maxLoss: money(amount),
      disclaimer: this.strategies.disclaimer(locale),
    };
  }

  async authorize(userId: number, sessionId: string | undefined, payPassword: string): Promise<void> {
    await need(this.ctx, 'accounts').requireKycVerified(userId);
    await this.payPasswords.check(userId, sessionId, payPassword);
  }

  // ---- adding a copy -------------------------------------------------------------------------

  async add(userId: number, input: { agencyId: number; amount: string | number; periodDays: number; termsVersionId?: number | undefined }, key: string, locale: Locale): Promise<CopyOrder> {
    await this.currentTerms();
    const ledger = need(this.ctx, 'ledger');
    const done = await idempotent(
      ledger,
      this.ctx.db,
      `follow.add:u${userId}`,
      key,
      fingerprint({ agencyId: input.agencyId, amount: String(input.amount), periodDays: input.periodDays, termsVersionId: input.termsVersionId }),
      async (trx) => {
        const agency = await this.agency(input.agencyId, trx);
        if (agency.status !== 'open') throw new AppError('FOLLOW_AGENCY_CLOSED', t.agencyClosed, {}, { field: 'agencyId' });
        const version = await this.currentTerms(trx);
        if (input.termsVersionId !== undefined && input.termsVersionId !== version.id) {
          throw new AppError('FOLLOW_TERMS_CHANGED', t.termsChanged, { current: version.version }, { field: 'termsVersionId' });
        }
        const amount = this.checkInput(version.terms, input.amount, input.periodDays);
        const strategy = await this.strategies.get(agency.strategy_id, trx);
        const plan = await this.plan(strategy, amount, version.terms, trx);
        const today = this.strategies.today();
        const now = new Date(this.ctx.clock.now());
        const row = await trx
          .insertInto('follow_copies')
          .values({
            user_id: userId,
            agency_id: agency.id,
            strategy_id: strategy.id,
            amount_minor: amount,
            share: plan.share.toString(),
            period_days: input.periodDays,
            start_day: today,
            end_day: today + input.periodDays,
            fee_pct_year: version.terms.feePctYear,
            min_position_minor: minorOf(version.terms.minPosition),
            terms_version_id: version.id,
            cash_minor: plan.cash,
            last_trade_id: plan.lastTradeId,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const house = copyHouse(row.id);
        await ledger.post({ kind: 'follow.copy', ref: `copy:${row.id}`, by: `user:${userId}`, memo: { agencyId: agency.id }, legs: [{ from: { userId, wallet: 'FOLLOW', currency: USD }, to: house, amount }] }, trx);
        for (const tr of plan.trades) {
          let txId: bigint | null = null;
          if (tr.kind === 'opening') {
            const tx = await ledger.post({ kind: 'trade', ref: `copy:${row.id}`, by: 'system', memo: { code: tr.code, side: 'buy', quantity: tr.quantity.toString(), price: tr.price.toString() }, legs: [{ from: house, to: MARKET, amount: tr.amountMinor }] }, trx);
            txId = tx.id;
            await trx.insertInto('follow_positions').values({ copy_id: row.id, code: tr.code, quantity: tr.quantity.toString() }).execute();
          }
          await trx
            .insertInto('follow_trades')
            .values({ copy_id: row.id, strategy_trade_id: null, day: plan.day, code: tr.code, side: 'buy', quantity: tr.quantity.toString(), price: tr.price.toString(), amount_minor: tr.amountMinor, kind: tr.kind, tx_id: txId, created_at: now })
            .execute();
        }
        return { copyId: row.id };
      },
      () => this.ctx.clock.now(),
    );
    const view = await this.detail(userId, done.result.copyId, locale);
    // The notice is read in any language: the agency's name in each, amounts and the day as the app writes them.
    if (!done.replayed) this.tell(userId, view.id, notices.addedTitle, notices.addedBody, { agency: (await this.agency(view.agencyId)).name, amount: formatMoneyText(view.amount, USD), end: dayInWords(view.endDate) });
    return view;
  }

  // ---- mirroring and settlement ----------------------------------------------------------------

  /**
   * Mirrors the agency trades after each copy's last one (up to its end day) into a chunk of
   * copies locked in the caller's transaction, in a few statements whatever the chunk's size:
   * positions read at once, one ledger transaction per agency trade with one leg per copy
   * (copy <-> MARKET), positions, trades and copies written in bulk.
   */
  private async mirrorLocked(trx: Tx, copies: CopyRow[], tradesOf: Map<number, TradeRow[]>): Promise<Map<number, number>> {
    const made = new Map<number, number>();
    if (copies.length === 0) return made;
    const ids = copies.map((c) => c.id);
    const held = new Map<string, Decimal>();
    const posKey = (copyId: number, code: string) => `${copyId}:${code}`;
    for (const p of await trx.selectFrom('follow_positions').selectAll().where('copy_id', 'in', ids).execute()) held.set(posKey(p.copy_id, p.code), new Dec(p.quantity));
    const changed = new Map<string, { copy_id: number; code: string; quantity: string }>();
    const rows: MirrorRow[] = [];
    /** Per agency trade: its legs and the rows they pay for. */
    const byTrade = new Map<number, { st: TradeRow; legs: Leg[]; rows: MirrorRow[] }>();
    const updates: Array<{ id: number; cash: bigint; last: number }> = [];
    for (const copy of copies) {
      const share = new Dec(copy.share);
      const house = copyHouse(copy.id);
      let cash = BigInt(copy.cash_minor);
      let last = copy.last_trade_id;
      let n = 0;
      for (const st of tradesOf.get(copy.strategy_id) ?? []) {
        if (st.id <= last) continue;
        if (st.day > copy.end_day) break;
        last = st.id;
        const k = posKey(copy.id, st.code);
        const have = held.get(k) ?? new Dec(0);
        const price = new Dec(st.price);
        let quantity = scaleQuantity(st.quantity, share);
        let kind: 'mirrored' | 'skipped' = 'mirrored';
        if (st.side === 'buy') {
          if (amountMinor(quantity, price) > cash) quantity = new Dec(cash.toString()).div(100).div(price).toDecimalPlaces(6, Dec.ROUND_DOWN);
          if (quantity.isZero() || amountMinor(quantity, price) < BigInt(copy.min_position_minor)) kind = 'skipped';
        } else {
          if (quantity.gt(have)) quantity = have;
          if (quantity.isZero()) kind = 'skipped';
        }
        const amount = amountMinor(quantity, price);
        const row: MirrorRow = {
          copy_id: copy.id,
          strategy_trade_id: st.id,
          day: st.day,
          code: st.code,
          side: st.side,
          quantity: quantity.toString(),
          price: st.price,
          amount_minor: kind === 'mirrored' ? amount : amountMinor(scaleQuantity(st.quantity, share), price),
          kind,
        };
        rows.push(row);
        if (kind === 'mirrored' && amount > 0n) {
          let entry = byTrade.get(st.id);
          if (!entry) byTrade.set(st.id, (entry = { st, legs: [], rows: [] }));
          entry.legs.push(st.side === 'buy' ? { from: house, to: MARKET, amount } : { from: MARKET, to: house, amount });
          entry.rows.push(row);
          cash += st.side === 'buy' ? -amount : amount;
          const after = st.side === 'buy' ? have.plus(quantity) : have.minus(quantity);
          held.set(k, after);
          changed.set(k, { copy_id: copy.id, code: st.code, quantity: after.toString() });
          n++;
        }
      }
      if (last !== copy.last_trade_id) updates.push({ id: copy.id, cash, last });
      copy.cash_minor = cash;
      copy.last_trade_id = last;
      made.set(copy.id, n);
    }
    if (updates.length === 0) return made;
    await writeMirror(trx, need(this.ctx, 'ledger'), new Date(this.ctx.clock.now()), { byTrade, changed, rows, updates });
    return made;
  }

  /** Brings one copy up to date: mirrors new agency trades; settles it when its end day has closed. */
  async advanceCopy(copyId: number): Promise<{ mirrored: number; settled: boolean }> {
    const out = await this.advanceChunk([copyId]);
    return { mirrored: out.mirrored, settled: out.settled > 0 };
  }

  /**
   * Brings a chunk of copies up to date in ONE transaction that locks their rows (in id
   * order, so two runners wait for each other and the second finds nothing left to do):
   * mirrors new agency trades, then settles those whose end day has closed.
   */
  async advanceChunk(copyIds: number[]): Promise<{ mirrored: number; settled: number }> {
    if (copyIds.length === 0) return { mirrored: 0, settled: 0 };
    const heads = await this.ctx.db.selectFrom('follow_copies').select(['id', 'strategy_id', 'last_trade_id']).where('id', 'in', copyIds).where('status', '=', 'following').execute();
    if (heads.length === 0) return { mirrored: 0, settled: 0 };
    const ledger = need(this.ctx, 'ledger');
    // The accounts exist since the add: looked up once outside the transaction, the ledger
    // remembers their ids, and the chunk's postings need no account statement.
    await ledger.accounts([MARKET, ...heads.map((h) => copyHouse(h.id))]);
    const after = new Map<number, number>();
    for (const h of heads) after.set(h.strategy_id, Math.min(after.get(h.strategy_id) ?? h.last_trade_id, h.last_trade_id));
    const strategies = new Map<number, StrategyRow>();
    const tradesOf = new Map<number, TradeRow[]>();
    for (const [id, last] of after) {
      strategies.set(id, await this.strategies.get(id));
      tradesOf.set(id, await this.strategies.tradesAfter(id, last));
    }
    const out = await ledger.run(async (trx) => {
      const copies = await trx.selectFrom('follow_copies').selectAll().where('id', 'in', copyIds).where('status', '=', 'following').orderBy('id').forUpdate().execute();
      const made = await this.mirrorLocked(trx, copies, tradesOf);
      const settled = [];
      for (const copy of copies) {
        const strategy = strategies.get(copy.strategy_id);
        if (!strategy) continue;
        const due = strategy.processedThrough !== null && strategy.processedThrough >= copy.end_day && this.strategies.lastClosedDay() >= copy.end_day;
        if (due) settled.push({ copyId: copy.id, ...(await this.settleLocked(trx, copy, strategy)) });
      }
      return { mirrored: [...made.values()].reduce((a, b) => a + b, 0), settled };
    });
    for (const s of out.settled) {
      this.tell(s.userId, s.copyId, notices.settledTitle, notices.settledBody, { agency: s.agency, payout: formatMoneyText(money(s.payout), USD), profit: formatMoneyText(money(s.profit), USD), fee: formatMoneyText(money(s.fee), USD) });
    }
    return { mirrored: out.mirrored, settled: out.settled.length };
  }

  private async settleLocked(trx: Tx, copy: CopyRow, strategy: StrategyRow) {
    const ledger = need(this.ctx, 'ledger');
    const house = copyHouse(copy.id);
    const now = new Date(this.ctx.clock.now());
    let cash = BigInt(copy.cash_minor);
    const positions = await trx.selectFrom('follow_positions').selectAll().where('copy_id', '=', copy.id).orderBy('code').execute();
    for (const p of positions) {
      const price = this.strategies.priceOn(strategy.params, p.code, copy.end_day)!;
      const quantity = new Dec(p.quantity);
      const amount = amountMinor(quantity, price);
      let txId: bigint | null = null;
      if (amount > 0n) txId = (await ledger.post({ kind: 'trade', ref: `copy:${copy.id}`, by: 'system', memo: { code: p.code, side: 'sell', quantity: p.quantity, price: price.toString(), closing: true }, legs: [{ from: MARKET, to: house, amount }] }, trx)).id;
      cash += amount;
      await trx
        .insertInto('follow_trades')
        .values({ copy_id: copy.id, strategy_trade_id: null, day: copy.end_day, code: p.code, side: 'sell', quantity: p.quantity, price: price.toString(), amount_minor: amount, kind: 'closing', tx_id: txId, created_at: now })
        .execute();
    }
    await trx.deleteFrom('follow_positions').where('copy_id', '=', copy.id).execute();
    const amount = BigInt(copy.amount_minor);
    const feeDue = managementFee(amount, copy.fee_pct_year, copy.period_days);
    const fee = feeDue < cash ? feeDue : cash;
    const payout = cash - fee;
    const legs = [];
    if (fee > 0n) legs.push({ from: house, to: FEES, amount: fee, line: 'fee' });
    if (payout > 0n) legs.push({ from: house, to: { userId: copy.user_id, wallet: 'FOLLOW' as const, currency: USD }, amount: payout });
    if (legs.length > 0) await ledger.post({ kind: 'follow.settle', ref: `copy:${copy.id}`, by: 'system', memo: { copyId: copy.id }, legs }, trx);
    await trx.updateTable('follow_copies').set({ status: 'settled', cash_minor: 0n, fee_minor: fee, payout_minor: payout, settled_at: now }).where('id', '=', copy.id).execute();
    const agency = await trx.selectFrom('follow_agencies').select('name').where('id', '=', copy.agency_id).executeTakeFirstOrThrow();
    return { userId: copy.user_id, agency: agency.name, payout, fee, profit: cash - amount };
  }

  /**
   * One pass over the copies being followed (the job and after each strategy run), `chunk`
   * copies a transaction (`advanceChunk`). Items: trades mirrored plus copies settled.
   */
  async sweep(cursor = 0, max = 10_000, chunk = MIRROR_CHUNK): Promise<{ items: number; more: boolean; cursor: number }> {
    const rows = await this.ctx.db.selectFrom('follow_copies').select('id').where('status', '=', 'following').where('id', '>', cursor).orderBy('id').limit(max).execute();
    let items = 0;
    for (let i = 0; i < rows.length; i += chunk) {
      const out = await this.advanceChunk(rows.slice(i, i + chunk).map((r) => r.id));
      items += out.mirrored + out.settled;
    }
    return { items, more: rows.length === max, cursor: rows.at(-1)?.id ?? cursor };
  }

  // ---- reads ---------------------------------------------------------------------------------------

  private async ownRow(userId: number, id: number): Promise<CopyRow> {
    const row = await this.ctx.db.selectFrom('follow_copies').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('FOLLOW_COPY_NOT_FOUND', t.copyNotFound, {}, { field: 'id' });
    return row;
  }

  private async view(row: CopyRow, locale: Locale): Promise<CopyOrder> {
    const strategy = await this.strategies.get(row.strategy_id);
    const agency = await this.ctx.db.selectFrom('follow_agencies').select('name').where('id', '=', row.agency_id).executeTakeFirstOrThrow();
    const settled = row.status === 'settled';
    const valueDay = settled ? row.end_day : Math.min(strategy.processedThrough ?? row.start_day, row.end_day);
    const positions = await this.ctx.db.selectFrom('follow_positions').selectAll().where('copy_id', '=', row.id).orderBy('code').execute();
    const trades = await this.ctx.db.selectFrom('follow_trades').selectAll().where('copy_id', '=', row.id).orderBy('id').execute();
    let value = BigInt(row.cash_minor);
    const positionViews = positions.map((p) => {
      const price = this.strategies.priceOn(strategy.params, p.code, valueDay) ?? new Dec(0);
      const v = amountMinor(p.quantity, price);
      value += v;
      return { code: p.code, quantity: p.quantity, price: price.toString(), value: money(v) };
    });
    const amount = BigInt(row.amount_minor);
    if (settled) value = BigInt(row.payout_minor ?? 0n) + BigInt(row.fee_minor ?? 0n);
    const elapsed = Math.max(0, Math.min(this.strategies.today() - row.start_day, row.period_days));
    const fee = settled ? BigInt(row.fee_minor ?? 0n) : managementFee(amount, row.fee_pct_year, elapsed);
    return {
      id: row.id,
      agencyId: row.agency_id,
      agencyName: agency.name[locale],
      strategyId: row.strategy_id,
      status: row.status,
      currency: USD,
      amount: money(amount),
      share: row.share,
      periodDays: row.period_days,
      startDate: keyFromDay(row.start_day),
      endDate: keyFromDay(row.end_day),
      cash: money(BigInt(row.cash_minor)),
      value: money(value),
      profit: money(value - amount),
      fee: money(fee),
      ...(settled ? { payout: money(BigInt(row.payout_minor ?? 0n)), settledAt: row.settled_at!.getTime() } : {}),
      termsVersionId: row.terms_version_id,
      positions: positionViews,
      trades: trades.map((tr) => ({ id: tr.id, date: keyFromDay(tr.day), code: tr.code, side: tr.side, quantity: tr.quantity, price: tr.price, amount: money(BigInt(tr.amount_minor)), kind: tr.kind })),
      createdAt: row.created_at.getTime(),
    };
  }

  async detail(userId: number, id: number, locale: Locale): Promise<CopyOrder> {
    return this.view(await this.ownRow(userId, id), locale);
  }

  async list(userId: number, query: { pageNum: number; pageSize: number; status?: 'following' | 'settled' | undefined }, locale: Locale): Promise<Page<CopyOrder>> {
    let filtered = this.ctx.db.selectFrom('follow_copies').where('user_id', '=', userId);
    if (query.status) filtered = filtered.where('status', '=', query.status);
    return pageOf(filtered, (q) => q.selectAll().orderBy('id', 'desc'), query, async (rows) => {
      const out: CopyOrder[] = [];
      for (const r of rows as CopyRow[]) out.push(await this.view(r, locale));
      return out;
    });
  }

  /** Copy orders cannot be sold: always refused (said on the order page before confirming). */
  async exit(userId: number, id: number): Promise<never> {
    const row = await this.ownRow(userId, id);
    throw new AppError('FOLLOW_NO_EXIT', t.noExit, { end: keyFromDay(row.end_day) }, { field: 'id' });
  }

  // ---- back office -----------------------------------------------------------------------------

  async adminList() {
    const rows = await this.ctx.db.selectFrom('follow_agencies').selectAll().orderBy('id').execute();
    const out = [];
    for (const r of rows) out.push(await this.adminView(r.id));
    return out;
  }

  private async adminView(id: number) {
    const r = await this.agency(id);
    const stats = await this.ctx.db
      .selectFrom('follow_copies')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string | null>('amount_minor').as('sum')])
      .where('agency_id', '=', id)
      .where('status', '=', 'following')
      .executeTakeFirstOrThrow();
    return {
      id: r.id,
      strategyId: r.strategy_id,
      nameEs: r.name.es,
      nameEn: r.name.en,
      nameZh: r.name.zh,
      descriptionEs: r.description.es,
      descriptionEn: r.description.en,
      descriptionZh: r.description.zh,
      status: r.status,
      followers: Number(stats.n),
      invested: money(BigInt(stats.sum ?? 0)),
    };
  }

  async saveAgency(operator: OperatorPrincipal, input: AgencyInput & { id?: number | undefined }, ip: string) {
    await this.strategies.get(input.strategyId);
    const now = new Date(this.ctx.clock.now());
    const name = JSON.stringify({ es: input.nameEs, en: input.nameEn, zh: input.nameZh });
    const description = JSON.stringify({ es: input.descriptionEs, en: input.descriptionEn, zh: input.descriptionZh });
    const id = await need(this.ctx, 'ledger').run(async (trx) => {
      let id = input.id;
      if (id !== undefined) {
        await this.agency(id, trx);
        await trx.updateTable('follow_agencies').set({ strategy_id: input.strategyId, name, description, status: input.status, updated_at: now }).where('id', '=', id).execute();
      } else {
        id = (await trx.insertInto('follow_agencies').values({ strategy_id: input.strategyId, name, description, status: input.status, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      }
      await need(this.ctx, 'audit').record(operator, input.id ? 'follow.agency.update' : 'follow.agency.create', { type: 'follow_agency', id }, { ...input }, ip, trx);
      return id;
    });
    return this.adminView(id);
  }

  // ---- after commit ----------------------------------------------------------------------------

  private tell(userId: number, copyId: number, title: LocalizedText, body: LocalizedText, params: TextParams): void {
    const work = (async () => {
      await this.ctx.services.notices?.notify(userId, { kind: 'system', title, body, params, ref: `copy:${copyId}` });
      await this.ctx.services.push?.publishToUser(userId, 'wallet.updated', { walletType: 'FOLLOW', currency: USD } as never);
    })();
    const p = work.catch((error: unknown) => this.ctx.log.warn({ err: error }, 'follow: notice or push failed')).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
