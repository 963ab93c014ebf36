import {
  LARGE_WITHDRAWAL_MXN,
  rolesAllow,
  SPEI_CUTOFF,
  type PayoutStage,
  WALLET_CURRENCIES,
  type AdminWithdrawal,
  type CryptoAsset,
  type CryptoNetwork,
  type Currency,
  type Locale,
  type Page,
  type QueueFilters,
  type UsableWithdrawal,
  type Withdrawal,
  formatMoneyText,
} from '@app/contracts';
import Decimal from 'decimal.js';
import { amountMinor, parseKeyword, queueOrder } from '../backoffice/queue-filter.ts';
import { findUserIds } from '../accounts/user-search.ts';
import { sql, type Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { render } from '../../i18n/text.ts';
import { idempotent, type IdempotentResult } from '../../ledger/idempotency.ts';
import { decimalsOf, formatMinor, moneyText, toDecimal } from '../../ledger/money.ts';
import type { LedgerService } from '../../ledger/service.ts';
import { mxnMinor } from '../wallet/service.ts';
import { parseUserAmount } from '../wallet/rules.ts';
import type { CardsService } from './cards.ts';
import { auditReview, fill, REVIEW_TEXT, type Reviewer } from './deposits.ts';
import { historiesOf, historyOf, orderNumber, recordHistory } from './history.ts';
import { t } from './messages.ts';
import { riskFactsOf, riskFlags } from './risk-flags.ts';
import { maskNumber } from './rules.ts';
import type { WithdrawalApproval, WithdrawalsTable } from './tables.ts';
import './tables.ts';
import { pageOf } from '../../db/paging.ts';
import { momentInWords } from '../../i18n/text.ts';
import { nextSendBy } from './payout-rules.ts';

/** The user's words for where a payout is: "Pending Review (1 of 2 approvals)", "Sent · tracking key …", "Returned: …". */
export function stageLabel(row: Selectable<WithdrawalsTable>, locale: Locale): string {
  switch (row.stage) {
    case 'review':
      return row.required_approvals > 1
        ? render(t.pendingApprovals, locale, { status: render(REVIEW_TEXT[1], locale), n: row.approvals.length, required: row.required_approvals })
        : render(REVIEW_TEXT[1], locale);
    case 'rejected':
      return render(REVIEW_TEXT[2], locale);
    case 'sent':
      return render(t.sentLabel, locale, { key: row.tracking_key ?? '' });
    case 'returned':
      return render(t.returnedLabel, locale, { reason: row.reason ?? '' });
    default:
      return render(t[`stage_${row.stage}`], locale);
  }
}

const MIN_WITHDRAWAL_MINOR = 100n;

export interface WithdrawalRequest {
  currency: Currency;
  amount: string | number;
  cardId?: number | undefined;
  walletId?: number | undefined;
  payPassword: string;
  /** The authenticator code, needed once the user turned two-factor sign-in on. */
  totp?: string | undefined;
}

export interface WithdrawalOptions {
  /** Above this MXN equivalent (minor units) a second operator must approve. */
  largeThresholdMxnMinor?: bigint;
}

type Destination = Record<string, string | number>;

/**
 * Withdrawals: the amount is held at once on request; an operator's approval posts it to
 * the bank (or crypto custody) account, a rejection releases it. Large withdrawals need
 * two different operators.
 */
export class WithdrawalsService {
  readonly largeThresholdMxnMinor: bigint;

  constructor(
    private readonly ctx: AppContext,
    private readonly ledger: LedgerService,
    private readonly cards: CardsService,
    options: WithdrawalOptions = {},
  ) {
    this.largeThresholdMxnMinor = options.largeThresholdMxnMinor ?? mxnMinor(LARGE_WITHDRAWAL_MXN);
  }

  private get db() {
    return this.ctx.db;
  }
  private now(): number {
    return this.ctx.clock.now();
  }

  async usable(userId: number, currency: Currency = 'MXN'): Promise<UsableWithdrawal> {
    const accounts = await need(this.ctx, 'wallet').accountBalances(userId);
    const list = WALLET_CURRENCIES.BALANCE.map((c) => {
      const account = accounts.find((a) => a.wallet === 'BALANCE' && a.currency === c);
      const available = account ? account.available : 0n;
      return { currency: c, amount: formatMinor(available > 0n ? available : 0n, decimalsOf(c)) };
    });
    const chosen = list.find((row) => row.currency === currency) ?? { currency, amount: formatMinor(0n, decimalsOf(currency)) };
    return {
      currency,
      amount: chosen.amount,
      minAmount: formatMinor(MIN_WITHDRAWAL_MINOR, decimalsOf(currency)),
      fee: formatMinor(0n, decimalsOf(currency)),
      list,
      cutoff: { time: SPEI_CUTOFF.time, timeZone: SPEI_CUTOFF.timeZone, nextSendBy: nextSendBy(this.now()) },
    };
  }

  private async destination(userId: number, input: WithdrawalRequest): Promise<{ method: 'bank' | 'crypto'; destination: Destination }> {
    if (!!input.cardId === !!input.walletId) {
      throw new AppError('DESTINATION_REQUIRED', t.destinationRequired, {}, { field: input.cardId ? 'walletId' : 'cardId' });
    }
    if (input.cardId) {
      const card = await this.cards.getCard(userId, input.cardId);
      this.cards.guard.assertUsable(card.usable_from, 'cardId');
      return {
        method: 'bank',
        destination: {
          kind: 'bank',
          cardId: card.id,
          bankName: card.bank_name,
          accountName: card.account_name,
          cardNo: card.card_no,
          country: card.country,
          ...(card.swift_code ? { swiftCode: card.swift_code } : {}),
          ...(card.aba_routing ? { abaRouting: card.aba_routing } : {}),
          ...(card.branch_code ? { branchCode: card.branch_code } : {}),
          ...(card.bank_address ? { bankAddress: card.bank_address } : {}),
        },
      };
    }
    const wallet = await this.cards.getWallet(userId, input.walletId!);
    this.cards.guard.assertUsable(wallet.usable_from, 'walletId');
    return { method: 'crypto', destination: { kind: 'crypto', walletId: wallet.id, asset: wallet.currency, network: wallet.network, address: wallet.address } };
  }

  view(row: Selectable<WithdrawalsTable>, locale: Locale): Withdrawal {
    const currency = row.currency as Currency;
    const d = row.destination;
    const destination =
      d.kind === 'bank'
        ? { kind: 'bank' as const, cardId: Number(d.cardId), bankName: String(d.bankName), accountName: String(d.accountName), cardNoMasked: maskNumber(String(d.cardNo)) }
        : { kind: 'crypto' as const, walletId: Number(d.walletId), asset: d.asset as CryptoAsset, network: d.network as CryptoNetwork, address: String(d.address) };
    return {
      id: row.id,
      orderNo: row.order_no,
      method: row.method,
      currency,
      amount: formatMinor(row.amount_minor, decimalsOf(currency)),
      fee: formatMinor(row.fee_minor, decimalsOf(currency)),
      destination,
      ...(row.payout_asset ? { payoutAsset: row.payout_asset as CryptoAsset } : {}),
      ...(row.payout_amount ? { payoutAmount: new Decimal(row.payout_amount).toFixed(8) } : {}),
      status: row.status,
      statusLabel: stageLabel(row, locale),
      stage: row.stage,
      ...(row.tracking_key ? { trackingKey: row.tracking_key } : {}),
      ...(row.sent_at ? { sentAt: row.sent_at.getTime() } : {}),
      ...(row.paid_at ? { paidAt: row.paid_at.getTime() } : {}),
      ...(row.returned_at ? { returnedAt: row.returned_at.getTime() } : {}),
      ...(row.reason ? { reason: row.reason } : {}),
      approvals: row.approvals.length,
      requiredApprovals: row.required_approvals,
      createdAt: row.created_at.getTime(),
      ...(row.reviewed_at ? { reviewedAt: row.reviewed_at.getTime() } : {}),
    };
  }

  /**
   * A withdrawal request: KYC verified, the transaction password, a saved destination of
   * the user; the amount is held at once (INSUFFICIENT_FUNDS when not available).
   */
  async apply(userId: number, input: WithdrawalRequest, key: string, hash: string, locale: Locale): Promise<IdempotentResult<Withdrawal>> {
    const accounts = need(this.ctx, 'accounts');
    await accounts.requireKycVerified(userId);
    const currency = input.currency;
    if (!WALLET_CURRENCIES.BALANCE.includes(currency)) {
      throw new AppError('CURRENCY_NOT_ALLOWED', { es: 'No se puede retirar en {currency}', en: 'Withdrawals in {currency} are not possible', zh: '不支持 {currency} 提现' }, { currency }, { field: 'currency' });
    }
    const amount = parseUserAmount(input.amount, currency, { min: MIN_WITHDRAWAL_MINOR });
    const { method, destination } = await this.destination(userId, input);
    // SPEI moves pesos: a Mexican CLABE cannot receive dollars or euros.
    if (destination.kind === 'bank' && destination.country === 'MX' && currency !== 'MXN') {
      throw new AppError('DESTINATION_CURRENCY', t.clabePesosOnly, { currency }, { field: 'currency' });
    }
    await accounts.verifyPayPassword(userId, input.payPassword);
    await accounts.twoFactor.requireCode(userId, input.totp);
    const amountMxn = need(this.ctx, 'wallet').toMxn(amount, currency);
    const required = amountMxn > this.largeThresholdMxnMinor ? 2 : 1;
    const done = await idempotent(
      this.ledger,
      this.db,
      `withdrawal:u${userId}`,
      key,
      hash,
      async (trx) => {
        const now = this.now();
        const row = await trx
          .insertInto('withdrawals')
          .values({
            order_no: orderNumber('W', now),
            user_id: userId,
            method,
            currency,
            amount_minor: amount,
            fee_minor: 0n,
            destination: JSON.stringify(destination),
            payout_asset: null,
            payout_amount: null,
            hold_id: null,
            ledger_tx_id: null,
            status: 1,
            reason: null,
            required_approvals: required,
            approvals: '[]',
            reviewed_by_name: null,
            created_at: new Date(now),
            reviewed_at: null,
            tracking_key: null,
            sent_at: null,
            paid_at: null,
            returned_at: null,
            return_tx_id: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const hold = await this.ledger.hold(
          { account: { userId, wallet: 'BALANCE', currency }, amount, kind: 'withdrawal', ref: `withdrawal:${row.id}`, by: `user:${userId}` },
          trx,
        );
        const updated = await trx.updateTable('withdrawals').set({ hold_id: hold.id }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
        await recordHistory(trx, 'withdrawal', row.id, 'created', `user:${userId}`, now);
        return this.view(updated, locale);
      },
      () => this.now(),
    );
    if (!done.replayed) {
      const w = done.result;
      await need(this.ctx, 'notices').notify(userId, {
        kind: 'withdrawal',
        ref: `withdrawal:${w.id}`,
        title: t.withdrawalRequestedTitle,
        body: fill(t.withdrawalRequestedBody, { orderNo: w.orderNo, amount: formatMoneyText(w.amount, currency) }),
      });
      await need(this.ctx, 'wallet').pushWallet(userId, 'BALANCE', currency);
    }
    return done;
  }

  async list(userId: number, query: { pageNum: number; pageSize: number; status?: 1 | 2 | 3 | undefined }, locale: Locale): Promise<Page<Withdrawal>> {
    let base = this.db.selectFrom('withdrawals').where('user_id', '=', userId);
    if (query.status) base = base.where('status', '=', query.status);
    return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => rows.map((row) => this.view(row, locale)));
  }

  // ---- back office -----------------------------------------------------------------------

  /** `history`: already read with the page's (`historiesOf`); read here otherwise. */
  async adminView(row: Selectable<WithdrawalsTable>, username: string, locale: Locale, history?: Awaited<ReturnType<typeof historyOf>>): Promise<AdminWithdrawal> {
    return {
      ...this.view(row, locale),
      ...(row.stage === 'approved' && row.method === 'bank' && row.reviewed_at ? { cutoff: { time: SPEI_CUTOFF.time, timeZone: SPEI_CUTOFF.timeZone, nextSendBy: nextSendBy(row.reviewed_at.getTime()) } } : {}),
      userId: row.user_id,
      username,
      approvedBy: row.approvals.map((a) => a.username),
      ...(row.reviewed_by_name ? { reviewedBy: row.reviewed_by_name } : {}),
      destinationDetail: Object.fromEntries(Object.entries(row.destination).map(([k, v]) => [k, String(v)])),
      history: history ?? (await historyOf(this.db, 'withdrawal', row.id)),
    };
  }

  /** Withdrawals paid out since `since` per currency: count and minor units (the back-office dashboard). */
  async completedSince(since: Date): Promise<{ currency: string; count: number; minor: bigint }[]> {
    const rows = await this.db
      .selectFrom('withdrawals')
      .where('stage', '=', 'paid')
      .where('paid_at', '>=', since)
      .select(['currency', sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(amount_minor), 0)`.as('minor')])
      .groupBy('currency')
      .orderBy('currency')
      .execute();
    return rows.map((row) => ({ currency: row.currency, count: Number(row.n), minor: BigInt(row.minor) }));
  }

  /** The review queue with its search (user, reference, amount), filters and sort (issue 20). */
  async adminList(
    query: { pageNum: number; pageSize: number; status: 'pending' | 'failed' | 'completed' | 'all'; userId?: number | undefined; method?: 'bank' | 'crypto' | undefined; stage?: PayoutStage | undefined } & QueueFilters,
    locale: Locale,
  ): Promise<Page<AdminWithdrawal>> {
    let base = this.db.selectFrom('withdrawals');
    const status = { pending: 1, failed: 2, completed: 3 } as const;
    if (query.status !== 'all') base = base.where('status', '=', status[query.status]);
    if (query.stage) base = base.where('stage', '=', query.stage);
    if (query.userId) base = base.where('user_id', '=', query.userId);
    if (query.method) base = base.where('method', '=', query.method);
    if (query.currency) base = base.where('currency', '=', query.currency);
    if (query.from !== undefined) base = base.where('created_at', '>=', new Date(query.from));
    if (query.to !== undefined) base = base.where('created_at', '<', new Date(query.to));
    const keyword = parseKeyword(query.keyword);
    if (keyword) {
      const userIds = await findUserIds(this.db, keyword.text);
      const minor = keyword.amount ? amountMinor(keyword.amount, 2) : undefined;
      base = base.where((eb) =>
        eb.or([
          eb('order_no', 'in', [keyword.text, keyword.text.toUpperCase()]),
          ...(userIds.length > 0 ? [eb('user_id', 'in', userIds)] : []),
          ...(keyword.id !== undefined ? [eb('id', '=', keyword.id)] : []),
          ...(minor !== undefined ? [eb('amount_minor', '=', minor)] : []),
        ]),
      );
    }
    const order = queueOrder(query.status, query.sort);
    // With a date range, the rows come in date order through the date's index (ids follow the
    // dates): ordered by id alone, the planner walks the primary key back from the newest row
    // until it reaches the range (0.4 s for a day a few months old in 1 M rows, issue 20).
    const dated = query.from !== undefined || query.to !== undefined;
    return pageOf(base, (q) => (dated ? q.selectAll().orderBy('created_at', order) : q.selectAll()).orderBy('id', order), query, async (rows) => {
      const [names, histories] = await Promise.all([need(this.ctx, 'accounts').usernames(rows.map((row) => row.user_id)), historiesOf(this.db, 'withdrawal', rows.map((row) => row.id))]);
      return Promise.all(rows.map((row) => this.adminView(row, names.get(row.user_id) ?? '', locale, histories.get(row.id))));
    });
  }

  async adminDetail(id: number, locale: Locale): Promise<AdminWithdrawal> {
    const row = await this.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND', t.withdrawalNotFound);
    const user = await need(this.ctx, 'accounts').getUser(row.user_id);
    // The risk flags read three more things: for one withdrawal under review, not for every queue row.
    return { ...(await this.adminView(row, user?.username ?? '', locale)), riskFlags: riskFlags(await riskFactsOf(this.db, need(this.ctx, 'accounts').devices, row)) };
  }

  /**
   * Approves or rejects a pending withdrawal, under the row lock so that any number of
   * concurrent clicks resolve it once: approval posts the hold (after the second, distinct
   * operator for a large one), rejection releases it. Answers whether it was resolved now.
   */
  async review(id: number, reviewer: Reviewer, decision: 'approve' | 'reject', reason: string | undefined, locale: Locale): Promise<{ withdrawal: AdminWithdrawal; resolved: boolean }> {
    const outcome = await this.ledger.run(async (trx) => {
      const row = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND', t.withdrawalNotFound);
      if (row.stage !== 'review') throw new AppError('ALREADY_REVIEWED', t.alreadyReviewed, { status: stageLabel(row, locale) });
      const now = this.now();
      const actor = `operator:${reviewer.username}`;
      const by = { reviewed_by_name: reviewer.username, reviewed_at: new Date(now) };
      if (decision === 'reject') {
        await this.ledger.releaseHold(row.hold_id!, { by: actor }, trx);
        const updated = await trx
          .updateTable('withdrawals')
          .set({ status: 2, stage: 'rejected', reason: reason ?? null, ...by })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordHistory(trx, 'withdrawal', id, 'rejected', actor, now, reason);
        await auditReview(this.ctx, trx, reviewer, 'withdrawal.reject', { type: 'withdrawal', id }, { userId: row.user_id, reason });
        return { row: updated, resolved: true };
      }
      if (row.approvals.some((a) => a.operatorId === reviewer.id)) {
        throw new AppError('SECOND_APPROVER_REQUIRED', t.secondApproverRequired);
      }
      const approvals: WithdrawalApproval[] = [...row.approvals, { operatorId: reviewer.id, username: reviewer.username, at: now }];
      // The second approval of a large withdrawal is a money approver's (or an admin's) duty.
      if (row.required_approvals > 1 && approvals.length >= row.required_approvals && !rolesAllow(reviewer.roles, ['money_approver'])) {
        throw new AppError('FORBIDDEN', t.approverRoleRequired);
      }
      const audited = { userId: row.user_id, amount: formatMinor(row.amount_minor, decimalsOf(row.currency as Currency)), currency: row.currency };
      if (approvals.length < row.required_approvals) {
        const updated = await trx
          .updateTable('withdrawals')
          .set({ approvals: JSON.stringify(approvals) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordHistory(trx, 'withdrawal', id, `approval_${approvals.length}`, actor, now);
        await auditReview(this.ctx, trx, reviewer, 'withdrawal.approve.first', { type: 'withdrawal', id }, audited);
        return { row: updated, resolved: false };
      }
      const currency = row.currency as Currency;
      const house = row.method === 'bank' ? 'BANK_IN_TRANSIT' : 'CRYPTO_CUSTODY';
      const { transaction } = await this.ledger.captureHold(
        row.hold_id!,
        { to: [{ account: { house, currency }, amount: row.amount_minor }], final: true, kind: 'withdrawal', ref: `withdrawal:${id}`, idempotencyKey: `withdrawal:${id}`, by: actor },
        trx,
      );
      const payout = row.method === 'crypto' ? this.cryptoPayout(row.amount_minor, currency, row.destination.asset as CryptoAsset) : undefined;
      const updated = await trx
        .updateTable('withdrawals')
        .set({
          // Approved is not paid (issue 30.2): the money left the wallet, the payout is still to be sent.
          stage: 'approved',
          approvals: JSON.stringify(approvals),
          ledger_tx_id: transaction.id,
          ...(payout ? { payout_asset: payout.asset, payout_amount: payout.amount } : {}),
          ...by,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordHistory(trx, 'withdrawal', id, 'approved', actor, now, payout ? `sent ${payout.amount} ${payout.asset}` : undefined);
      await auditReview(this.ctx, trx, reviewer, 'withdrawal.approve', { type: 'withdrawal', id }, audited);
      return { row: updated, resolved: true };
    });
    if (outcome.resolved) await this.tellUser(outcome.row, decision, reason);
    return { withdrawal: await this.adminDetail(id, locale), resolved: outcome.resolved };
  }

  /** What a crypto withdrawal sends: the amount in USD at the mid rate, over the asset's price, rounded down. */
  private cryptoPayout(minor: bigint, currency: Currency, asset: CryptoAsset): { asset: CryptoAsset; amount: string } {
    const market = need(this.ctx, 'market');
    const usd = toDecimal(minor, decimalsOf(currency)).times(currency === 'USD' ? 1 : market.fxRate(currency, 'USD').mid);
    const price = new Decimal(String(market.quote(`${asset}/USD`).ask));
    return { asset, amount: usd.dividedBy(price).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(8) };
  }

  private async tellUser(row: Selectable<WithdrawalsTable>, decision: 'approve' | 'reject', reason: string | undefined): Promise<void> {
    const currency = row.currency as Currency;
    const d = row.destination;
    const destination = d.kind === 'bank' ? `${String(d.bankName)} ${maskNumber(String(d.cardNo))}` : `${String(d.network)} ${String(d.address).slice(0, 8)}…`;
    const params = { orderNo: row.order_no, amount: moneyText(row.amount_minor, currency), reason: reason ?? '', destination, sendBy: momentInWords(nextSendBy(row.reviewed_at?.getTime() ?? this.now())) };
    await need(this.ctx, 'notices').notify(row.user_id, {
      kind: 'withdrawal',
      ref: `withdrawal:${row.id}`,
      title: decision === 'approve' ? t.withdrawalApprovedTitle : t.withdrawalRejectedTitle,
      body: decision === 'approve' ? t.withdrawalApprovedBody : t.withdrawalRejectedBody,
      params,
    });
    try {
      await this.ctx.services.push?.publishToUser(row.user_id, 'review.updated', { kind: 'withdrawal', id: row.id, status: row.status });
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'withdrawal push failed');
    }
    await need(this.ctx, 'wallet').pushWallet(row.user_id, 'BALANCE', currency);
  }
}
