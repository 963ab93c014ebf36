import {
  ASSET_NETWORKS,
  CRYPTO_CONFIRMATIONS,
  CRYPTO_RULES,
  DEPOSIT_REJECT_REASONS,
  type AdminDeposit,
  type CryptoAsset,
  type CryptoNetwork,
  type Currency,
  type Deposit,
  type DepositChannel,
  type DepositRejectReason,
  type Locale,
  type OperatorRole,
  type Page,
  type QueueFilters,
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
import { AmountFormatError, decimalsOf, formatMinor, fromDecimal, moneyText, parseAmount } from '../../ledger/money.ts';
import type { LedgerService, Tx } from '../../ledger/service.ts';
import { parseUserAmount } from '../wallet/rules.ts';
import { depositAddress } from './addresses.ts';
import type { SimulatedChain } from './chain.ts';
import { historiesOf, historyOf, orderNumber, recordHistory } from './history.ts';
import { t } from './messages.ts';
import { clabeOf } from './rules.ts';
import type { DepositsTable } from './tables.ts';
import './tables.ts';
import { pageOf } from '../../db/paging.ts';
import { approveBank, creditedBody, type CreditInput } from './deposit-review.ts';

/** The operator reviewing: who (audit rows), their roles and address. */
export type Reviewer = { id: number; username: string; roles: readonly OperatorRole[]; ip?: string | undefined };

/** Writes the review's audit row in the review's own transaction. */
export const auditReview = (ctx: AppContext, trx: Tx, reviewer: Reviewer, action: string, target: { type: string; id: number }, detail: Record<string, unknown>) =>
  need(ctx, 'audit').record({ operatorId: reviewer.id, username: reviewer.username }, action, target, detail, reviewer.ip, trx);

const FIAT = ['MXN', 'USD', 'EUR'] as const;
const CRYPTO = ['USDT', 'BTC', 'ETH'] as const;
const MIN_FIAT_MINOR = 100n; // SPEC: minimum deposit 1

/** The house's receiving accounts (simulated build: sample bank data). */
export const HOUSE_BANK = {
  MXN: { bankName: 'STP (Sistema de Transferencias y Pagos)', accountName: 'Bolsa MX Demo S.A. de C.V.', clabe: clabeOf('64618015640000000') },
  USD: { bankName: 'JPMorgan Chase Bank, N.A.', accountName: 'Bolsa MX Demo Inc.', accountNumber: '000123456789', abaRouting: '021000021', swiftCode: 'CHASUS33', bankAddress: '383 Madison Ave, New York, NY' },
  EUR: { bankName: 'Commerzbank AG', accountName: 'Bolsa MX Demo GmbH', iban: 'DE89370400440532013000', swiftCode: 'COBADEFFXXX', bankAddress: 'Kaiserplatz, Frankfurt am Main' },
} as const;
const CHANNEL_NAMES = { MXN: t.channelMxn, USD: t.channelUsd, EUR: t.channelEur, USDT: t.channelUsdt, BTC: t.channelBtc, ETH: t.channelEth } as const;

export const REVIEW_TEXT = { 1: t.statusPending, 2: t.statusFailed, 3: t.statusCompleted } as const;

/** The transfer concept that identifies the user's bank deposits. */
export const depositReference = (userId: number) => `BMX${String(userId).padStart(7, '0')}`;

export interface DepositRequest {
  currency: 'MXN' | 'USD' | 'EUR' | 'USDT' | 'BTC' | 'ETH';
  amount: string | number;
  proofUrl?: string | undefined;
  network?: CryptoNetwork | undefined;
  txHash?: string | undefined;
  /** Bank: who paid, as the user says (issue 30.1). */
  payerBank?: string | undefined;
  payerName?: string | undefined;
  payerAccount?: string | undefined;
}

/**
 * Deposits. Bank deposits carry a proof image and wait for an operator; crypto deposits
 * are watched on the chain and credited in USD once they have 3 confirmations.
 */
export class DepositsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly ledger: LedgerService,
    readonly chain: SimulatedChain,
  ) {}

  private get db() {
    return this.ctx.db;
  }
  private now(): number {
    return this.ctx.clock.now();
  }

  /** The user's deposit address on a network (stored the first time, always the same). */
  async addressOf(userId: number, network: CryptoNetwork, trx?: Tx): Promise<string> {
    const address = depositAddress(userId, network);
    await (trx ?? this.db)
      .insertInto('crypto_deposit_addresses')
      .values({ user_id: userId, network, address, created_at: new Date(this.now()) })
      .onConflict((oc) => oc.columns(['user_id', 'network']).doNothing())
      .execute();
    return address;
  }

  private priceUsd(asset: CryptoAsset): Decimal {
    return new Decimal(String(need(this.ctx, 'market').quote(`${asset}/USD`).bid));
  }

  async channels(userId: number, locale: Locale): Promise<DepositChannel[]> {
    const reference = depositReference(userId);
    const fiat: DepositChannel[] = FIAT.map((currency) => ({
      currency,
      method: 'bank',
      name: render(CHANNEL_NAMES[currency], locale),
      creditCurrency: currency,
      minAmount: '1.00',
      decimals: decimalsOf(currency),
      bank: { ...HOUSE_BANK[currency], reference },
    }));
    const crypto: DepositChannel[] = [];
    for (const asset of CRYPTO) {
      const rules = CRYPTO_RULES[asset];
      const networks = [];
      for (const network of ASSET_NETWORKS[asset]) {
        networks.push({ network, address: await this.addressOf(userId, network), confirmations: CRYPTO_CONFIRMATIONS, minAmount: rules.min, decimals: rules.decimals });
      }
      crypto.push({
        currency: asset,
        method: 'crypto',
        name: render(CHANNEL_NAMES[asset], locale),
        creditCurrency: 'USD',
        minAmount: rules.min,
        decimals: rules.decimals,
        networks,
        priceUsd: this.priceUsd(asset).toFixed(2),
      });
    }
    return [...fiat, ...crypto];
  }

  view(row: Selectable<DepositsTable>, locale: Locale): Deposit {
    const crypto = row.method === 'crypto';
    const currency = row.currency;
    const creditCurrency = row.credit_currency as Currency;
    const confirmations = row.confirmations ?? 0;
    const statusLabel =
      crypto && row.status === 1 && this.simulated
        ? render(t.statusConfirming, locale, { n: Math.min(confirmations, CRYPTO_CONFIRMATIONS), required: CRYPTO_CONFIRMATIONS })
        : row.status === 2 && row.reason
          ? render(t.rejectedBecause, locale, { reason: reasonText(row.reason, locale) })
          : render(REVIEW_TEXT[row.status], locale);
    return {
      id: row.id,
      orderNo: row.order_no,
      method: row.method,
      currency,
      ...(row.network ? { network: row.network as CryptoNetwork } : {}),
      amount: crypto
        ? new Decimal(row.crypto_amount!).toFixed(CRYPTO_RULES[currency as CryptoAsset].decimals)
        : formatMinor(row.amount_minor!, decimalsOf(currency as Currency)),
      creditCurrency,
      ...(row.credit_minor !== null ? { creditAmount: formatMinor(row.credit_minor, decimalsOf(creditCurrency)) } : {}),
      // The rate at the precision it was priced with (a stablecoin at 1.0002 is not "1.00").
      ...(row.rate !== null ? { rate: new Decimal(row.rate).toFixed() } : {}),
      ...(row.proof_url ? { proofUrl: row.proof_url } : {}),
      ...(row.address ? { address: row.address } : {}),
      ...(row.tx_hash ? { txHash: row.tx_hash } : {}),
      ...(crypto ? { confirmations, requiredConfirmations: CRYPTO_CONFIRMATIONS } : {}),
      status: row.status,
      statusLabel,
      ...(row.reason ? { reason: reasonText(row.reason, locale) } : {}),
      ...(row.credit_reason && row.status === 3 ? { creditReason: row.credit_reason } : {}),
      ...(crypto ? {} : { reference: row.expected_reference ?? depositReference(row.user_id) }),
      createdAt: row.created_at.getTime(),
      ...(row.completed_at ? { completedAt: row.completed_at.getTime() } : {}),
      ...(row.reviewed_at ? { reviewedAt: row.reviewed_at.getTime() } : {}),
    };
  }

  /** A deposit request: bank (with its proof) or crypto (sent on the simulated chain). */
  async create(userId: number, input: DepositRequest, key: string, hash: string, locale: Locale): Promise<IdempotentResult<Deposit>> {
    const isCrypto = (CRYPTO as readonly string[]).includes(input.currency);
    return isCrypto ? this.createCrypto(userId, input, key, hash, locale) : this.createBank(userId, input, key, hash, locale);
  }

  private async createBank(userId: number, input: DepositRequest, key: string, hash: string, locale: Locale): Promise<IdempotentResult<Deposit>> {
    const currency = input.currency as Currency;
    const amount = parseUserAmount(input.amount, currency, { min: MIN_FIAT_MINOR });
    const proof = input.proofUrl?.trim();
    if (!proof || !(await need(this.ctx, 'files').isOwnedBy(proof, userId))) {
      throw new AppError('PROOF_REQUIRED', t.proofRequired, {}, { field: 'proofUrl' });
    }
    return idempotent(
      this.ledger,
      this.db,
      `deposit:u${userId}`,
      key,
      hash,
      async (trx) => {
        const now = this.now();
        const row = await trx
          .insertInto('deposits')
          .values({
            ...emptyDeposit,
            order_no: orderNumber('D', now),
            user_id: userId,
            method: 'bank',
            currency,
            amount_minor: amount,
            credit_currency: currency,
            proof_url: proof,
            expected_reference: depositReference(userId),
            payer_bank: input.payerBank?.trim() || null,
            payer_name: input.payerName?.trim() || null,
            payer_account: input.payerAccount?.trim() || null,
            status: 1,
            created_at: new Date(now),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordHistory(trx, 'deposit', row.id, 'created', `user:${userId}`, now);
        return this.view(row, locale);
      },
      () => this.now(),
    );
  }

  private async createCrypto(userId: number, input: DepositRequest, key: string, hash: string, locale: Locale): Promise<IdempotentResult<Deposit>> {
    const asset = input.currency as CryptoAsset;
    const network = input.network;
    if (!network) throw new AppError('CHANNEL_NOT_SUPPORTED', t.networkRequired, { currency: asset }, { field: 'network' });
    if (!ASSET_NETWORKS[asset].includes(network)) {
      throw new AppError('NETWORK_NOT_SUPPORTED', t.networkNotSupported, { currency: asset, network }, { field: 'network' });
    }
    const rules = CRYPTO_RULES[asset];
    let units: bigint;
    try {
      units = parseAmount(input.amount, rules.decimals);
    } catch (error) {
      if (!(error instanceof AmountFormatError)) throw error;
      throw new AppError('INVALID_AMOUNT', t.cryptoAmountInvalid, { currency: asset, decimals: rules.decimals }, { field: 'amount' });
    }
    if (units < parseAmount(rules.min, rules.decimals)) {
      throw new AppError('AMOUNT_TOO_SMALL', { es: 'El importe mínimo es {min} {currency}', en: 'The minimum amount is {min} {currency}', zh: '最低金额为 {min} {currency}' }, { min: rules.min, currency: asset }, { field: 'amount' });
    }
    const cryptoAmount = formatMinor(units, rules.decimals);
    const txHash = input.txHash?.trim();
    if (txHash && !/^(0x)?[0-9a-fA-F]{64}$/.test(txHash)) {
      throw new AppError('INVALID_FORMAT', { es: 'El hash de la transacción no es válido', en: 'The transaction hash is not valid', zh: '交易哈希无效' }, {}, { field: 'txHash' });
    }
    try {
      return await idempotent(
        this.ledger,
        this.db,
        `deposit:u${userId}`,
        key,
        hash,
        async (trx) => {
          const now = this.now();
          const address = await this.addressOf(userId, network, trx);
          // Simulated chain (demo mode or SIMULATED_CHAIN=1): the user's wallet broadcasts the transfer to
          // their deposit address. Otherwise the deposit waits for an operator's review with the hash given.
          const sent = this.simulated ? await this.chain.broadcast(network, address, cryptoAmount, txHash, trx) : (txHash ?? null);
          const row = await trx
            .insertInto('deposits')
            .values({
              ...emptyDeposit,
              order_no: orderNumber('D', now),
              user_id: userId,
              method: 'crypto',
              currency: asset,
              network,
              crypto_amount: cryptoAmount,
              credit_currency: 'USD',
              address,
              tx_hash: sent,
              confirmations: 0,
              proof_url: input.proofUrl?.trim() || null,
              status: 1,
              created_at: new Date(now),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordHistory(trx, 'deposit', row.id, 'created', `user:${userId}`, now, `${cryptoAmount} ${asset} on ${network}, tx ${sent ?? '(none given)'}`);
          return this.view(row, locale);
        },
        () => this.now(),
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new AppError('DUPLICATE', t.txHashUsed, {}, { field: 'txHash' });
      throw error;
    }
  }

  async list(userId: number, query: { pageNum: number; pageSize: number; status?: 1 | 2 | 3 | undefined; method?: 'bank' | 'crypto' | undefined }, locale: Locale): Promise<Page<Deposit>> {
    let base = this.db.selectFrom('deposits').where('user_id', '=', userId);
    if (query.status) base = base.where('status', '=', query.status);
    if (query.method) base = base.where('method', '=', query.method);
    return pageOf(base, (q) => q.selectAll().orderBy('id', 'desc'), query, (rows) => rows.map((row) => this.view(row, locale)));
  }

  // ---- crypto confirmations (job) ---------------------------------------------------------

  /** Whether crypto deposits go on the simulated chain and are credited by the watcher (config.simulatedChain). */
  get simulated(): boolean {
    return this.ctx.config.simulatedChain;
  }

  /**
   * One batch of the chain watcher (the `funding.chain-watch` job): pending crypto deposits
   * after `afterId`, in id order; updates their confirmation count (pushed live to the user)
   * and credits those with 3. Answers how many it looked at and the last id.
   */
  async watchBatch(afterId: number, limit: number): Promise<{ items: number; lastId: number }> {
    const rows = await this.db
      .selectFrom('deposits')
      .selectAll()
      .where('method', '=', 'crypto')
      .where('status', '=', 1)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    for (const row of rows) {
      try {
        await this.watch(row);
      } catch (error) {
        this.ctx.log.error({ err: error, depositId: row.id }, 'crypto deposit check failed');
      }
    }
    return { items: rows.length, lastId: rows.at(-1)?.id ?? afterId };
  }

  /** Every pending crypto deposit once (batches of `limit`); answers how many it looked at. */
  async pollConfirmations(limit = 50): Promise<number> {
    let seen = 0;
    let afterId = 0;
    for (;;) {
      const batch = await this.watchBatch(afterId, limit);
      seen += batch.items;
      afterId = batch.lastId;
      if (batch.items < limit) return seen;
    }
  }

  private async watch(row: Selectable<DepositsTable>): Promise<void> {
    const seen = await this.chain.lookup(row.network as CryptoNetwork, row.tx_hash!);
    const confirmations = seen?.confirmations ?? 0;
    if (confirmations >= CRYPTO_CONFIRMATIONS) {
      await this.creditCrypto(row.id, confirmations);
      return;
    }
    const changed = confirmations !== row.confirmations;
    await this.db
      .updateTable('deposits')
      .set({ confirmations })
      .where('id', '=', row.id)
      .where('status', '=', 1)
      .execute();
    if (changed) await this.pushConfirmations(row.user_id, row.id, confirmations, 1);
  }

  private async pushConfirmations(userId: number, id: number, confirmations: number, status: number): Promise<void> {
    try {
      await this.ctx.services.push?.publishToUser(userId, 'deposit.confirmations', { id, confirmations, required: CRYPTO_CONFIRMATIONS, status });
    } catch (error) {
      this.ctx.log.warn({ err: error, userId }, 'deposit push failed');
    }
  }

  /** Credits a confirmed crypto deposit in USD at the live price (once: status check and ledger key). */
  private async creditCrypto(id: number, confirmations: number): Promise<void> {
    const credited = await this.ledger.run(async (trx) => {
      const row = await trx.selectFrom('deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
      if (row.status !== 1) return undefined;
      const asset = row.currency as CryptoAsset;
      const price = this.priceUsd(asset);
      const creditMinor = fromDecimal(new Decimal(row.crypto_amount!).times(price), decimalsOf('USD'));
      const now = this.now();
      const posted = await this.ledger.post(
        {
          idempotencyKey: `deposit:${id}`,
          kind: 'deposit',
          ref: `deposit:${id}`,
          by: 'system',
          memo: { asset, amount: row.crypto_amount, price: price.toFixed(), txHash: row.tx_hash, network: row.network },
          legs: [{ from: { house: 'CRYPTO_CUSTODY', currency: 'USD' }, to: { userId: row.user_id, wallet: 'BALANCE', currency: 'USD' }, amount: creditMinor }],
        },
        trx,
      );
      const updated = await trx
        .updateTable('deposits')
        .set({ status: 3, confirmations, credit_minor: creditMinor, rate: price.toFixed(12), ledger_tx_id: posted.id, completed_at: new Date(now), lease_until: null })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordHistory(trx, 'deposit', id, 'completed', 'system', now, `${confirmations} confirmations, ${price.toFixed(2)} USD per ${asset}`);
      return updated;
    });
    if (!credited) return;
    await this.pushConfirmations(credited.user_id, id, confirmations, 3);
    await need(this.ctx, 'notices').notify(credited.user_id, {
      kind: 'deposit',
      ref: `deposit:${id}`,
      title: t.depositApprovedTitle,
      body: fill(t.cryptoCreditedBody, {
        orderNo: credited.order_no,
        crypto: new Decimal(credited.crypto_amount!).toFixed(CRYPTO_RULES[credited.currency as CryptoAsset].decimals),
        asset: credited.currency,
        n: confirmations,
        amount: moneyText(credited.credit_minor!, 'USD'),
      }),
    });
    await need(this.ctx, 'wallet').pushWallet(credited.user_id, 'BALANCE', 'USD');
  }

  // ---- back office -----------------------------------------------------------------------

  /** `history`: already read with the page's (`historiesOf`); read here otherwise. */
  async adminView(row: Selectable<DepositsTable>, username: string, locale: Locale, history?: Awaited<ReturnType<typeof historyOf>>): Promise<AdminDeposit> {
    const payer = { ...(row.payer_bank ? { bank: row.payer_bank } : {}), ...(row.payer_name ? { name: row.payer_name } : {}), ...(row.payer_account ? { account: row.payer_account } : {}) };
    const first = row.approvals[0];
    return {
      ...this.view(row, locale),
      ...(row.credit_reason ? { creditReason: row.credit_reason } : {}),
      userId: row.user_id,
      username,
      ...(row.reviewed_by_name ? { reviewedBy: row.reviewed_by_name } : {}),
      history: history ?? (await historyOf(this.db, 'deposit', row.id)),
      ...(Object.keys(payer).length > 0 ? { payer } : {}),
      ...(row.proposed_minor !== null && row.status === 1 && first
        ? { proposal: { amount: formatMinor(row.proposed_minor, decimalsOf(row.currency as Currency)), reason: row.credit_reason ?? '', by: first.username, at: first.at } }
        : {}),
      approvedBy: row.approvals.map((a) => a.username),
    };
  }

  /** Completed deposits since `since` per credited currency: count and minor units (the back-office dashboard). */
  async completedSince(since: Date): Promise<{ currency: string; count: number; minor: bigint }[]> {
    const rows = await this.db
      .selectFrom('deposits')
      .where('status', '=', 3)
      .where('completed_at', '>=', since)
      .select(['credit_currency as currency', sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(credit_minor), 0)`.as('minor')])
      .groupBy('credit_currency')
      .orderBy('credit_currency')
      .execute();
    return rows.map((row) => ({ currency: row.currency, count: Number(row.n), minor: BigInt(row.minor) }));
  }

  /** The review queue with its search (user, reference, amount), filters and sort (issue 20). */
  async adminList(
    query: { pageNum: number; pageSize: number; status: 'pending' | 'failed' | 'completed' | 'all'; userId?: number | undefined; method?: 'bank' | 'crypto' | undefined } & QueueFilters,
    locale: Locale,
  ): Promise<Page<AdminDeposit>> {
    let base = this.db.selectFrom('deposits');
    const status = { pending: 1, failed: 2, completed: 3 } as const;
    if (query.status !== 'all') base = base.where('status', '=', status[query.status]);
    if (query.userId) base = base.where('user_id', '=', query.userId);
    if (query.method) base = base.where('method', '=', query.method);
    if (query.currency) base = base.where((eb) => eb.or([eb('currency', '=', query.currency!), eb('credit_currency', '=', query.currency!)]));
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
          ...(keyword.amount ? [eb('crypto_amount', '=', keyword.amount)] : []),
        ]),
      );
    }
    const order = queueOrder(query.status, query.sort);
    // With a date range, the rows come in date order through the date's index (ids follow the
    // dates): ordered by id alone, the planner walks the primary key back from the newest row
    // until it reaches the range (0.4 s for a day a few months old in 1 M rows, issue 20).
    const dated = query.from !== undefined || query.to !== undefined;
    return pageOf(base, (q) => (dated ? q.selectAll().orderBy('created_at', order) : q.selectAll()).orderBy('id', order), query, async (rows) => {
      const [names, histories] = await Promise.all([need(this.ctx, 'accounts').usernames(rows.map((row) => row.user_id)), historiesOf(this.db, 'deposit', rows.map((row) => row.id))]);
      return Promise.all(rows.map((row) => this.adminView(row, names.get(row.user_id) ?? '', locale, histories.get(row.id))));
    });
  }

  async adminDetail(id: number, locale: Locale): Promise<AdminDeposit> {
    const row = await this.db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('DEPOSIT_NOT_FOUND', t.depositNotFound);
    const user = await need(this.ctx, 'accounts').getUser(row.user_id);
    // The verified name, to compare with the payer's (one deposit under review, not the queue pages).
    return { ...(await this.adminView(row, user?.username ?? '', locale)), ...(user?.realName ? { kycName: user.realName } : {}) };
  }

  /**
   * Approves or rejects a pending deposit, exactly once whatever the concurrency: a bank
   * deposit, or a crypto deposit when no simulated chain credits it (SIMULATED_CHAIN off:
   * the operator checks the transfer and approval credits USD at the live price).
   */
  async review(id: number, reviewer: Reviewer, decision: 'approve' | 'reject', reason: string | undefined, locale: Locale, credit: CreditInput = {}): Promise<AdminDeposit> {
    let resolved = true;
    const row = await this.ledger.run(async (trx) => {
      const current = await trx.selectFrom('deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) throw new AppError('DEPOSIT_NOT_FOUND', t.depositNotFound);
      if (current.method === 'crypto' && this.simulated) throw new AppError('ALREADY_REVIEWED', t.cryptoNotReviewable, { n: CRYPTO_CONFIRMATIONS });
      if (current.status !== 1) throw new AppError('ALREADY_REVIEWED', t.alreadyReviewed, { status: render(REVIEW_TEXT[current.status], locale) });
      const now = this.now();
      const actor = `operator:${reviewer.username}`;
      if (decision === 'reject') {
        const updated = await trx
          .updateTable('deposits')
          .set({ status: 2, reason: reason ?? null, reviewed_by: reviewer.id, reviewed_by_name: reviewer.username, reviewed_at: new Date(now) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordHistory(trx, 'deposit', id, 'rejected', actor, now, reason);
        await auditReview(this.ctx, trx, reviewer, 'deposit.reject', { type: 'deposit', id }, { userId: current.user_id, reason });
        return updated;
      }
      if (current.method === 'crypto') return this.approveCrypto(trx, current, reviewer, now);
      const approval = await approveBank(this.ctx, this.ledger, trx, current, reviewer, credit, now);
      resolved = approval.resolved;
      return approval.row;
    });
    // A proposal waits for the second operator: the user hears only of the outcome.
    if (!resolved) return this.adminDetail(id, locale);
    const currency = row.credit_currency as Currency;
    // A rejected crypto deposit shows what was sent; anything credited shows the credit.
    const shown =
      row.method === 'crypto' && row.credit_minor === null
        ? formatMoneyText(new Decimal(row.crypto_amount!).toFixed(), row.currency, CRYPTO_RULES[row.currency as CryptoAsset].decimals)
        : moneyText(row.credit_minor ?? row.amount_minor!, currency);
    const adjusted = decision === 'approve' ? creditedBody(row) : undefined;
    const params = { orderNo: row.order_no, amount: shown, ...adjusted?.params };
    const bodyText = adjusted?.text ?? (decision === 'approve' ? t.depositApprovedBody : t.depositRejectedBody);
    const inEach = (locale: Locale) => render(bodyText, locale, { reason: reason ? reasonText(reason, locale) : '', ...params });
    await need(this.ctx, 'notices').notify(row.user_id, {
      kind: 'deposit',
      ref: `deposit:${id}`,
      title: decision === 'approve' ? t.depositApprovedTitle : t.depositRejectedTitle,
      body: { es: inEach('es'), en: inEach('en'), zh: inEach('zh') },
    });
    try {
      await this.ctx.services.push?.publishToUser(row.user_id, 'review.updated', { kind: 'deposit', id, status: row.status });
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'deposit push failed');
    }
    if (decision === 'approve') await need(this.ctx, 'wallet').pushWallet(row.user_id, 'BALANCE', currency);
    return this.adminDetail(id, locale);
  }

  /** An operator's approval of a crypto deposit (no simulated chain): USD at the live price, from the custody account. */
  private async approveCrypto(trx: Tx, current: Selectable<DepositsTable>, reviewer: Reviewer, now: number): Promise<Selectable<DepositsTable>> {
    const asset = current.currency as CryptoAsset;
    const price = this.priceUsd(asset);
    const creditMinor = fromDecimal(new Decimal(current.crypto_amount!).times(price), decimalsOf('USD'));
    const actor = `operator:${reviewer.username}`;
    const posted = await this.ledger.post(
      {
        idempotencyKey: `deposit:${current.id}`,
        kind: 'deposit',
        ref: `deposit:${current.id}`,
        by: actor,
        memo: { asset, amount: current.crypto_amount, price: price.toFixed(), txHash: current.tx_hash, network: current.network, reviewed: true },
        legs: [{ from: { house: 'CRYPTO_CUSTODY', currency: 'USD' }, to: { userId: current.user_id, wallet: 'BALANCE', currency: 'USD' }, amount: creditMinor }],
      },
      trx,
    );
    const updated = await trx
      .updateTable('deposits')
      .set({
        status: 3,
        credit_minor: creditMinor,
        rate: price.toFixed(12),
        ledger_tx_id: posted.id,
        reviewed_by: reviewer.id,
        reviewed_by_name: reviewer.username,
        reviewed_at: new Date(now),
        completed_at: new Date(now),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordHistory(trx, 'deposit', current.id, 'approved', actor, now, `${price.toFixed(2)} USD per ${asset}`);
    await auditReview(this.ctx, trx, reviewer, 'deposit.approve', { type: 'deposit', id: current.id }, {
      userId: current.user_id,
      amount: formatMinor(creditMinor, 2),
      currency: 'USD',
      crypto: `${current.crypto_amount} ${asset}`,
    });
    return updated;
  }
}

const emptyDeposit = {
  network: null,
  amount_minor: null,
  crypto_amount: null,
  credit_minor: null,
  rate: null,
  proof_url: null,
  address: null,
  tx_hash: null,
  confirmations: null,
  reason: null,
  reviewed_by: null,
  reviewed_by_name: null,
  ledger_tx_id: null,
  lease_until: null,
  reviewed_at: null,
  completed_at: null,
  expected_reference: null,
  payer_bank: null,
  payer_name: null,
  payer_account: null,
  credit_reason: null,
  proposed_minor: null,
} as const;

/** A text in three languages with its placeholders filled (notices store the final texts). */
/** A picked rejection reason is stored as its key ("reason:proof_mismatch") and read in the reader's language. */
export const reasonKey = (code: DepositRejectReason): string => `reason:${code}`;

/** The reason of a rejection in a language: a picked one translated, a typed one as written. */
export function reasonText(stored: string, locale: Locale): string {
  const code = /^reason:([a-z_]+)$/.exec(stored)?.[1] as DepositRejectReason | undefined;
  return code && (DEPOSIT_REJECT_REASONS as readonly string[]).includes(code) ? render(t[`reason_${code}`], locale) : stored;
}

export function fill(text: { es: string; en: string; zh: string }, params: Record<string, string | number>): { es: string; en: string; zh: string } {
  return { es: render(text, 'es', params), en: render(text, 'en', params), zh: render(text, 'zh', params) };
}

