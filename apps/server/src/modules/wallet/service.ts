import crypto from 'node:crypto';
import {
  LEDGER_WALLETS,
  TRANSFER_PENDING_SECONDS,
  TRANSFER_QUOTE_SECONDS,
  WALLET_CURRENCIES,
  type BillItem,
  type Currency,
  type LedgerWallet,
  type Locale,
  type LocalizedText,
  type Page,
  type ServiceApplication,
  type ServiceKind,
  type TransferQuote,
  type WalletBalance,
  type WalletBalances,
  type WalletHold,
  type WalletTransfer,
  type WalletType,
  formatMoneyText,
} from '@app/contracts';
import Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { render } from '../../i18n/text.ts';
import { parseAccountCode, type AccountRef } from '../../ledger/accounts.ts';
import { idempotent, type IdempotentResult } from '../../ledger/idempotency.ts';
import { convertMinor, decimalsOf, formatMinor, fromDecimal } from '../../ledger/money.ts';
import type { AccountBalance, LedgerService, Tx } from '../../ledger/service.ts';
import { t } from './messages.ts';
import { checkTransferPair, parseUserAmount, TRANSFER_SPREAD, walletCurrency } from './rules.ts';
import type { ServiceApplicationsTable, WalletTransfersTable } from './tables.ts';
import './tables.ts';
import { billPage, type BillQuery } from './statement.ts';
import { pageOf } from '../../db/paging.ts';
import { holdReason } from '../../ledger/line-titles.ts';

export interface TransferRequest {
  fromWallet: LedgerWallet;
  fromCurrency?: Currency | undefined;
  toWallet: LedgerWallet;
  toCurrency?: Currency | undefined;
  amount: string | number;
  quoteId?: string | undefined;
  /** The amount received the user confirmed: it must be the quote's, to the cent. */
  amountOut?: string | undefined;
}

export interface WalletOptions {
  /** Undo window of a transfer (ms); 0 settles at once. */
  transferPendingMs?: number;
  quoteValidMs?: number;
}

/**
 * Why money is held, by hold kind: the platform's kinds here, a product area's from its own
 * messages (`defineHoldReasons`, ledger/line-titles.ts); every kind a module holds with has one
 * (wallet/hold-reasons.test.ts), never "Frozen (placing)".
 */
export const HOLD_REASONS: Record<string, keyof typeof t> = {
  withdrawal: 'holdWithdrawal',
  transfer: 'holdTransfer',
  order: 'holdOrder',
};

/** The reason a hold of this kind reads as, or undefined. */
export function holdReasonText(kind: string): LocalizedText | undefined {
  const own = HOLD_REASONS[kind];
  return own ? t[own] : holdReason(kind);
}

export const REVIEW_LABELS = { 1: t.statusPending, 2: t.statusFailed, 3: t.statusCompleted } as const;

const userRef = (userId: number, wallet: LedgerWallet, currency: Currency): AccountRef => ({ userId, wallet, currency });

/**
 * Wallets on the ledger: balances per wallet type with the MXN overview, the statement,
 * transfers between the funding account and product wallets (quoted, held at once,
 * settled after a short undo window), and service applications.
 */
export class WalletService {
  readonly transferPendingMs: number;
  readonly quoteValidMs: number;

  constructor(
    private readonly ctx: AppContext,
    readonly ledger: LedgerService,
    options: WalletOptions = {},
  ) {
    this.transferPendingMs = options.transferPendingMs ?? TRANSFER_PENDING_SECONDS * 1000;
    this.quoteValidMs = options.quoteValidMs ?? TRANSFER_QUOTE_SECONDS * 1000;
  }

  private get db() {
    return this.ctx.db;
  }

  private now(): number {
    return this.ctx.clock.now();
  }

  /** Mid rate from `currency` to MXN (1 for MXN). */
  rateToMxn(currency: Currency): Decimal {
    if (currency === 'MXN') return new Decimal(1);
    return new Decimal(need(this.ctx, 'market').fxRate(currency, 'MXN').mid);
  }

  /** Minor units of a currency valued in MXN minor units at the mid rate (half-even). */
  toMxn(minor: bigint, currency: Currency): bigint {
    if (currency === 'MXN') return minor;
    return convertMinor(minor, decimalsOf(currency), this.rateToMxn(currency), decimalsOf('MXN'), Decimal.ROUND_HALF_EVEN);
  }

  // ---- balances ------------------------------------------------------------------------

  /** Available balance (balance - held) of one wallet and currency, in minor units. */
  async available(userId: number, wallet: LedgerWallet, currency: Currency): Promise<bigint> {
    return (await this.ledger.balance(userRef(userId, wallet, currency))).available;
  }

  async accountBalances(userId: number): Promise<AccountBalance[]> {
    await this.settleDue({ userId });
    return this.ledger.balances(userId);
  }

  /** Every wallet and currency (zero when unused), OVERVIEW first as the total in MXN. */
  async balances(userId: number, only?: WalletType): Promise<WalletBalances> {
    const accounts = await this.accountBalances(userId);
    const byCode = new Map(accounts.map((a) => [a.code, a]));
    const list: WalletBalance[] = [];
    const totals = { balance: 0n, frozen: 0n };
    const usedCurrencies = new Set<Currency>();
    for (const wallet of LEDGER_WALLETS) {
      for (const currency of WALLET_CURRENCIES[wallet]) {
        const account = byCode.get(`u:${userId}:${wallet}:${currency}`);
        const balance = account?.balance ?? 0n;
        const held = account?.held ?? 0n;
        const valueMxn = this.toMxn(balance, currency);
        totals.balance += valueMxn;
        totals.frozen += this.toMxn(held, currency);
        if (currency !== 'MXN') usedCurrencies.add(currency);
        if (only && only !== 'OVERVIEW' && only !== wallet) continue;
        const decimals = decimalsOf(currency);
        list.push({
          walletType: wallet,
          currency,
          decimals,
          balance: formatMinor(balance, decimals),
          available: formatMinor(balance - held, decimals),
          frozen: formatMinor(held, decimals),
          valueMxn: formatMinor(valueMxn, 2),
        });
      }
    }
    const overview: WalletBalance = {
      walletType: 'OVERVIEW',
      currency: 'MXN',
      decimals: 2,
      balance: formatMinor(totals.balance, 2),
      // What is held is converted (it is the figure a user checks against the held amounts, and the
      // funding overview's); available is derived, so available + frozen = balance to the centavo.
      available: formatMinor(totals.balance - totals.frozen, 2),
      frozen: formatMinor(totals.frozen, 2),
      valueMxn: formatMinor(totals.balance, 2),
    };
    const market = need(this.ctx, 'market');
    const rates = [...usedCurrencies].map((currency) => {
      const rate = market.fxRate(currency, 'MXN');
      return { from: currency, to: 'MXN' as const, rate: rate.mid, time: rate.time };
    });
    return { list: [overview, ...list], rates, time: this.now() };
  }

  /** What is frozen, why and since when: the user's active holds, oldest first. */
  async holds(userId: number, locale: Locale): Promise<WalletHold[]> {
    await this.settleDue({ userId });
    const holds = await this.ledger.activeHolds(userId);
    return holds.map((hold) => {
      const account = parseAccountCode(hold.account) as { wallet: LedgerWallet };
      const reason = holdReasonText(hold.kind);
      return {
        id: hold.id,
        walletType: account.wallet,
        currency: hold.currency,
        amount: formatMinor(hold.remaining, decimalsOf(hold.currency)),
        kind: hold.kind,
        reason: reason ? render(reason, locale) : render(t.holdOther, locale, { kind: hold.kind }),
        ...(hold.ref ? { ref: hold.ref } : {}),
        since: hold.createdAt,
      };
    });
  }

  // ---- statement -----------------------------------------------------------------------

  async bill(userId: number, query: BillQuery, locale: Locale): Promise<Page<BillItem>> {
    await this.settleDue({ userId });
    return billPage(this.db, userId, query, locale);
  }

  // ---- transfers -----------------------------------------------------------------------

  private resolvePair(input: TransferRequest) {
    checkTransferPair(input.fromWallet, input.toWallet);
    const fromCurrency = walletCurrency(input.fromWallet, input.fromCurrency, 'fromCurrency');
    const toCurrency = walletCurrency(input.toWallet, input.toCurrency, 'toCurrency');
    const amount = parseUserAmount(input.amount, fromCurrency);
    return { fromWallet: input.fromWallet, fromCurrency, toWallet: input.toWallet, toCurrency, amount };
  }

  /** Rate, spread and amount out of a transfer, stored for TRANSFER_QUOTE_SECONDS. */
  async quote(userId: number, input: TransferRequest): Promise<TransferQuote> {
    const pair = this.resolvePair(input);
    let mid = new Decimal(1);
    let spread = new Decimal(0);
    if (pair.fromCurrency !== pair.toCurrency) {
      mid = new Decimal(need(this.ctx, 'market').fxRate(pair.fromCurrency, pair.toCurrency).mid);
      spread = new Decimal(TRANSFER_SPREAD);
    }
    // The applied rate is rounded down to 8 decimals: the user sees exactly the rate used.
    const rate = mid.times(new Decimal(1).minus(spread)).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    const amountOut = convertMinor(pair.amount, decimalsOf(pair.fromCurrency), rate, decimalsOf(pair.toCurrency), Decimal.ROUND_DOWN);
    // The spread as money: what the amount would give at the mid rate (to the cent) minus what arrives.
    const atMid = convertMinor(pair.amount, decimalsOf(pair.fromCurrency), mid, decimalsOf(pair.toCurrency), Decimal.ROUND_HALF_EVEN);
    const spreadAmount = atMid > amountOut ? atMid - amountOut : 0n;
    if (amountOut <= 0n) throw new AppError('INVALID_AMOUNT', t.conversionTooSmall, { currency: pair.toCurrency }, { field: 'amount' });
    const id = crypto.randomBytes(16).toString('base64url');
    const now = this.now();
    const validUntil = now + this.quoteValidMs;
    await this.db
      .insertInto('wallet_transfer_quotes')
      .values({
        id,
        user_id: userId,
        from_wallet: pair.fromWallet,
        from_currency: pair.fromCurrency,
        to_wallet: pair.toWallet,
        to_currency: pair.toCurrency,
        amount: pair.amount,
        amount_out: amountOut,
        rate: rate.toFixed(8),
        mid_rate: mid.toDecimalPlaces(12).toFixed(),
        spread: spread.toFixed(),
        created_at: new Date(now),
        expires_at: new Date(validUntil),
      })
      .execute();
    // Old quotes are of no use to anyone: drop them now and then.
    if (Math.random() < 0.05) await this.db.deleteFrom('wallet_transfer_quotes').where('expires_at', '<', new Date(now - 3_600_000)).execute();
    return {
      quoteId: id,
      fromWallet: pair.fromWallet,
      fromCurrency: pair.fromCurrency,
      toWallet: pair.toWallet,
      toCurrency: pair.toCurrency,
      amount: formatMinor(pair.amount, decimalsOf(pair.fromCurrency)),
      amountOut: formatMinor(amountOut, decimalsOf(pair.toCurrency)),
      rate: rate.toFixed(8),
      midRate: mid.toDecimalPlaces(8).toFixed(),
      spread: spread.toFixed(4),
      spreadAmount: formatMinor(spreadAmount, decimalsOf(pair.toCurrency)),
      fee: formatMinor(0n, decimalsOf(pair.fromCurrency)),
      validUntil,
      pendingSeconds: Math.round(this.transferPendingMs / 1000),
    };
  }

  private view(row: Selectable<WalletTransfersTable>): WalletTransfer {
    const fromCurrency = row.from_currency as Currency;
    const toCurrency = row.to_currency as Currency;
    return {
      id: row.id,
      status: row.status,
      fromWallet: row.from_wallet as LedgerWallet,
      fromCurrency,
      toWallet: row.to_wallet as LedgerWallet,
      toCurrency,
      amount: formatMinor(row.amount, decimalsOf(fromCurrency)),
      amountOut: formatMinor(row.amount_out, decimalsOf(toCurrency)),
      rate: new Decimal(row.rate).toFixed(8),
      spread: new Decimal(row.spread).toFixed(4),
      ...(row.quote_id ? { quoteId: row.quote_id } : {}),
      createdAt: row.created_at.getTime(),
      settlesAt: row.settles_at.getTime(),
      ...(row.completed_at ? { completedAt: row.completed_at.getTime() } : {}),
      ...(row.cancelled_at ? { cancelledAt: row.cancelled_at.getTime() } : {}),
    };
  }

  /**
   * Starts a transfer: the amount is held in the source wallet at once; the transfer
   * settles at the quoted rate after the undo window. A conversion needs a live quote.
   */
  async transfer(userId: number, input: TransferRequest, key: string, hash: string): Promise<IdempotentResult<WalletTransfer>> {
    const pair = this.resolvePair(input);
    const priced = await this.priced(userId, pair, input.quoteId, input.amountOut);
    const done = await idempotent(
      this.ledger,
      this.db,
      `transfer:u${userId}`,
      key,
      hash,
      async (trx) => {
        const now = this.now();
        if (priced.quoteId) {
          // A quote funds exactly one transfer: marking it used is atomic with the transfer (a second use finds it used).
          const claimed = await trx
            .updateTable('wallet_transfer_quotes')
            .set({ used_at: new Date(now) })
            .where('id', '=', priced.quoteId)
            .where('user_id', '=', userId)
            .where('used_at', 'is', null)
            .returning('id')
            .executeTakeFirst();
          if (!claimed) throw new AppError('QUOTE_USED', t.quoteUsed, {}, { field: 'quoteId' });
        }
        const row = await trx
          .insertInto('wallet_transfers')
          .values({
            user_id: userId,
            status: 'pending',
            from_wallet: pair.fromWallet,
            from_currency: pair.fromCurrency,
            to_wallet: pair.toWallet,
            to_currency: pair.toCurrency,
            amount: pair.amount,
            amount_out: priced.amountOut,
            rate: priced.rate,
            spread: priced.spread,
            quote_id: priced.quoteId ?? null,
            hold_id: null,
            tx_id: null,
            created_at: new Date(now),
            settles_at: new Date(now + this.transferPendingMs),
            completed_at: null,
            cancelled_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const hold = await this.ledger.hold(
          { account: userRef(userId, pair.fromWallet, pair.fromCurrency), amount: pair.amount, kind: 'transfer', ref: `transfer:${row.id}`, by: `user:${userId}` },
          trx,
        );
        let transfer = await trx.updateTable('wallet_transfers').set({ hold_id: hold.id }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
        if (this.transferPendingMs <= 0) transfer = await this.settleIn(trx, transfer);
        return this.view(transfer);
      },
      () => this.now(),
    );
    if (!done.replayed) await this.pushWallet(userId, pair.fromWallet, pair.fromCurrency);
    return done;
  }

  /** The rate and amount out: from the quote (required for a conversion), else 1:1. */
  private async priced(
    userId: number,
    pair: ReturnType<WalletService['resolvePair']>,
    quoteId: string | undefined,
    confirmed?: string,
  ): Promise<{ rate: string; spread: string; amountOut: bigint; quoteId?: string }> {
    if (!quoteId) {
      if (pair.fromCurrency !== pair.toCurrency) throw new AppError('QUOTE_REQUIRED', t.quoteRequired, {}, { field: 'quoteId' });
      return { rate: '1', spread: '0', amountOut: pair.amount };
    }
    const quote = await this.db.selectFrom('wallet_transfer_quotes').selectAll().where('id', '=', quoteId).where('user_id', '=', userId).executeTakeFirst();
    if (!quote) throw new AppError('QUOTE_MISMATCH', t.quoteMismatch, {}, { field: 'quoteId' });
    const same =
      quote.from_wallet === pair.fromWallet &&
      quote.to_wallet === pair.toWallet &&
      quote.from_currency === pair.fromCurrency &&
      quote.to_currency === pair.toCurrency &&
      quote.amount === pair.amount;
    if (!same) throw new AppError('QUOTE_MISMATCH', t.quoteMismatch, {}, { field: 'quoteId' });
    if (quote.expires_at.getTime() <= this.now()) throw new AppError('QUOTE_EXPIRED', t.quoteExpired, {}, { field: 'quoteId' });
    // The figure on the screen is the figure booked: a client showing another amount is refused, never booked at the quote's.
    const shown = formatMinor(quote.amount_out, decimalsOf(pair.toCurrency));
    if (confirmed !== undefined && !new Decimal(confirmed).equals(shown)) {
      throw new AppError('QUOTE_MISMATCH', t.quoteChanged, { amount: formatMoneyText(shown, pair.toCurrency) }, { field: 'amountOut' });
    }
    return { rate: quote.rate, spread: quote.spread, amountOut: quote.amount_out, quoteId: quote.id };
  }

  /** Books a pending transfer: the hold goes to the target wallet (through the FX account when converting). */
  private async settleIn(trx: Tx, row: Selectable<WalletTransfersTable>): Promise<Selectable<WalletTransfersTable>> {
    const fromCurrency = row.from_currency as Currency;
    const toCurrency = row.to_currency as Currency;
    const target = userRef(row.user_id, row.to_wallet as LedgerWallet, toCurrency);
    const converting = fromCurrency !== toCurrency;
    const { transaction } = await this.ledger.captureHold(
      row.hold_id!,
      {
        to: [{ account: converting ? { house: 'FX', currency: fromCurrency } : target, amount: row.amount }],
        legs: converting ? [{ from: { house: 'FX', currency: toCurrency }, to: target, amount: row.amount_out }] : [],
        final: true,
        kind: 'transfer',
        ref: `transfer:${row.id}`,
        memo: { rate: row.rate, fromWallet: row.from_wallet, toWallet: row.to_wallet },
        idempotencyKey: `transfer:${row.id}:settle`,
        by: 'system',
      },
      trx,
    );
    return trx
      .updateTable('wallet_transfers')
      .set({ status: 'completed', completed_at: new Date(this.now()), tx_id: transaction.id })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Settles pending transfers whose window has passed (all users, or one). Safe with
   * several processes: each claims rows with FOR UPDATE SKIP LOCKED.
   */
  async settleDue(options: { userId?: number; limit?: number; max?: number } = {}): Promise<number> {
    const batch = Math.min(options.limit ?? 20, options.max ?? Number.POSITIVE_INFINITY);
    let settled = 0;
    for (;;) {
      const done = await this.ledger.run(async (trx) => {
        let query = trx
          .selectFrom('wallet_transfers')
          .selectAll()
          .where('status', '=', 'pending')
          .where('settles_at', '<=', new Date(this.now()));
        if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
        const rows = await query.orderBy('settles_at').limit(batch).forUpdate().skipLocked().execute();
        for (const row of rows) await this.settleIn(trx, row);
        return rows;
      });
      settled += done.length;
      for (const row of done) await this.pushWallet(row.user_id, row.to_wallet as LedgerWallet, row.to_currency as Currency);
      if (done.length < batch || settled >= (options.max ?? Number.POSITIVE_INFINITY)) return settled;
    }
  }

  /** Ends the undo window of a user's pending transfers and settles them now (the demo seed). */
  async settleNow(userId: number): Promise<number> {
    await this.db.updateTable('wallet_transfers').set({ settles_at: new Date(this.now()) }).where('user_id', '=', userId).where('status', '=', 'pending').execute();
    return this.settleDue({ userId });
  }

  /** Cancels a pending transfer within its undo window: the hold is released. */
  async cancelTransfer(userId: number, id: number, key: string, hash: string): Promise<IdempotentResult<WalletTransfer>> {
    const done = await idempotent(
      this.ledger,
      this.db,
      `cancel-transfer:u${userId}`,
      key,
      hash,
      async (trx) => {
        const row = await trx.selectFrom('wallet_transfers').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
        if (!row) throw new AppError('TRANSFER_NOT_FOUND', t.transferNotFound, {}, { field: 'id' });
        if (row.status === 'cancelled') return this.view(row);
        if (row.status !== 'pending' || row.settles_at.getTime() <= this.now()) {
          throw new AppError('TRANSFER_NOT_PENDING', t.transferNotPending, { status: row.status === 'pending' ? 'completed' : row.status });
        }
        await this.ledger.releaseHold(row.hold_id!, { by: `user:${userId}` }, trx);
        const updated = await trx
          .updateTable('wallet_transfers')
          .set({ status: 'cancelled', cancelled_at: new Date(this.now()) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return this.view(updated);
      },
      () => this.now(),
    );
    if (!done.replayed) await this.pushWallet(userId, done.result.fromWallet, done.result.fromCurrency);
    return done;
  }

  async transferList(userId: number, query: { pageNum: number; pageSize: number; status?: WalletTransfer['status'] | undefined }): Promise<Page<WalletTransfer>> {
    await this.settleDue({ userId });
    let base = this.db.selectFrom('wallet_transfers').where('user_id', '=', userId);
    if (query.status) base = base.where('status', '=', query.status);
    return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => rows.map((row) => this.view(row)));
  }

  async pushWallet(userId: number, walletType: LedgerWallet, currency: Currency): Promise<void> {
    try {
      await this.ctx.services.push?.publishToUser(userId, 'wallet.updated', { walletType, currency });
    } catch (error) {
      this.ctx.log.warn({ err: error, userId }, 'wallet push failed');
    }
  }

  // ---- service applications ------------------------------------------------------------

  applicationView(row: Selectable<ServiceApplicationsTable>, locale: Locale): ServiceApplication {
    return {
      id: row.id,
      service: row.service as ServiceKind,
      status: row.status,
      statusLabel: render(row.status === 3 ? t.statusApproved : REVIEW_LABELS[row.status], locale),
      ...(row.remark ? { remark: row.remark } : {}),
      ...(row.reason ? { reason: row.reason } : {}),
      createdAt: row.created_at.getTime(),
      ...(row.reviewed_at ? { reviewedAt: row.reviewed_at.getTime() } : {}),
    };
  }

  async applyService(userId: number, service: ServiceKind, remark: string | undefined, locale: Locale): Promise<ServiceApplication> {
    const open = await this.db
      .selectFrom('service_applications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('service', '=', service)
      .where('status', 'in', [1, 3])
      .executeTakeFirst();
    if (open) throw this.alreadyApplied(open, locale);
    try {
      const row = await this.db
        .insertInto('service_applications')
        .values({ user_id: userId, service, status: 1, remark: remark || null, reason: null, reviewed_by: null, reviewed_by_name: null, created_at: new Date(this.now()), reviewed_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return this.applicationView(row, locale);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new AppError('SERVICE_ALREADY_APPLIED', t.serviceAlreadyApplied, { status: render(t.statusPending, locale) }, { field: 'service' });
      }
      throw error;
    }
  }

  private alreadyApplied(row: Selectable<ServiceApplicationsTable>, locale: Locale): AppError {
    return new AppError('SERVICE_ALREADY_APPLIED', t.serviceAlreadyApplied, { status: this.applicationView(row, locale).statusLabel }, { field: 'service' });
  }

  async serviceApplications(userId: number, locale: Locale): Promise<ServiceApplication[]> {
    const rows = await this.db.selectFrom('service_applications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
    return rows.map((row) => this.applicationView(row, locale));
  }

  /** Whether the user may use a service (its application was approved), e.g. block trading. */
  async hasService(userId: number, service: ServiceKind): Promise<boolean> {
    const row = await this.db.selectFrom('service_applications').select('id').where('user_id', '=', userId).where('service', '=', service).where('status', '=', 3).executeTakeFirst();
    return !!row;
  }
}

/** Minor units of MXN from a decimal string of MXN (e.g. the large-withdrawal threshold). */
export const mxnMinor = (value: string): bigint => fromDecimal(new Decimal(value), 2);
