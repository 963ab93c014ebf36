import {
  ASSET_NETWORKS,
  CRYPTO_CONFIRMATIONS,
  CRYPTO_RULES,
  type AdminDeposit,
  type CryptoAsset,
  type CryptoNetwork,
  type Currency,
  type Deposit,
  type DepositChannel,
  type Locale,
  type Page,
} from '@app/contracts';
import Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { render } from '../../i18n/text.ts';
import { idempotent, type IdempotentResult } from '../../ledger/idempotency.ts';
import { AmountFormatError, decimalsOf, formatMinor, fromDecimal, parseAmount } from '../../ledger/money.ts';
import type { LedgerService, Tx } from '../../ledger/service.ts';
import { parseUserAmount } from '../wallet/rules.ts';
import { depositAddress } from './addresses.ts';
import type { SimulatedChain } from './chain.ts';
import { historyOf, orderNumber, recordHistory } from './history.ts';
import { t } from './messages.ts';
import { clabeOf } from './rules.ts';
import type { DepositsTable } from './tables.ts';
import './tables.ts';
import { pageOf } from '../../db/paging.ts';

export type Reviewer = { id: number; username: string };

const FIAT = ['MXN', 'USD', 'EUR'] as const;
const CRYPTO = ['USDT', 'BTC', 'ETH'] as const;
const MIN_FIAT_MINOR = 100n; // SPEC: minimum deposit 1
const LEASE_MS = 15_000;

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
      crypto && row.status === 1
        ? render(t.statusConfirming, locale, { n: Math.min(confirmations, CRYPTO_CONFIRMATIONS), required: CRYPTO_CONFIRMATIONS })
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
      ...(row.rate !== null ? { rate: new Decimal(row.rate).toFixed(2) } : {}),
      ...(row.proof_url ? { proofUrl: row.proof_url } : {}),
      ...(row.address ? { address: row.address } : {}),
      ...(row.tx_hash ? { txHash: row.tx_hash } : {}),
      ...(crypto ? { confirmations, requiredConfirmations: CRYPTO_CONFIRMATIONS } : {}),
      status: row.status,
      statusLabel,
      ...(row.reason ? { reason: row.reason } : {}),
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
      throw new AppError('PROOF_REQUIRED', t.proofRequired, {}, { status: 400, field: 'proofUrl' });
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
    if (!network) throw new AppError('CHANNEL_NOT_SUPPORTED', t.networkRequired, { currency: asset }, { status: 422, field: 'network' });
    if (!ASSET_NETWORKS[asset].includes(network)) {
      throw new AppError('NETWORK_NOT_SUPPORTED', t.networkNotSupported, { currency: asset, network }, { status: 422, field: 'network' });
    }
    const rules = CRYPTO_RULES[asset];
    let units: bigint;
    try {
      units = parseAmount(input.amount, rules.decimals);
    } catch (error) {
      if (!(error instanceof AmountFormatError)) throw error;
      throw new AppError('INVALID_AMOUNT', t.cryptoAmountInvalid, { currency: asset, decimals: rules.decimals }, { status: 400, field: 'amount' });
    }
    if (units < parseAmount(rules.min, rules.decimals)) {
      throw new AppError('AMOUNT_TOO_SMALL', { es: 'El importe mínimo es {min} {currency}', en: 'The minimum amount is {min} {currency}', zh: '最低金额为 {min} {currency}' }, { min: rules.min, currency: asset }, { status: 400, field: 'amount' });
    }
    const cryptoAmount = formatMinor(units, rules.decimals);
    const txHash = input.txHash?.trim();
    if (txHash && !/^(0x)?[0-9a-fA-F]{64}$/.test(txHash)) {
      throw new AppError('INVALID_FORMAT', { es: 'El hash de la transacción no es válido', en: 'The transaction hash is not valid', zh: '交易哈希无效' }, {}, { status: 400, field: 'txHash' });
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
          // Simulated build: the user's wallet broadcasts the transfer to their deposit address.
          const sent = await this.chain.broadcast(network, address, cryptoAmount, txHash, trx);
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
          await recordHistory(trx, 'deposit', row.id, 'created', `user:${userId}`, now, `${cryptoAmount} ${asset} on ${network}, tx ${sent}`);
          return this.view(row, locale);
        },
        () => this.now(),
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new AppError('DUPLICATE', t.txHashUsed, {}, { status: 409, field: 'txHash' });
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

  /**
   * One pass of the chain watcher: claims pending crypto deposits with a lease (FOR UPDATE
   * SKIP LOCKED, so several processes share the work), updates their confirmation count
   * (pushed live to the user) and credits those with 3. Answers how many it looked at.
   */
  async pollConfirmations(limit = 50): Promise<number> {
    const now = this.now();
    const claimed = await this.ledger.run((trx) =>
      trx
        .updateTable('deposits')
        .set({ lease_until: new Date(now + LEASE_MS) })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('deposits')
            .select('id')
            .where('method', '=', 'crypto')
            .where('status', '=', 1)
            .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', new Date(now))]))
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute(),
    );
    for (const row of claimed) {
      try {
        await this.watch(row);
      } catch (error) {
        this.ctx.log.error({ err: error, depositId: row.id }, 'crypto deposit check failed');
      }
    }
    return claimed.length;
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
      .set({ confirmations, lease_until: null })
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
        amount: formatMinor(credited.credit_minor!, 2),
      }),
    });
    await need(this.ctx, 'wallet').pushWallet(credited.user_id, 'BALANCE', 'USD');
  }

  // ---- back office -----------------------------------------------------------------------

  async adminView(row: Selectable<DepositsTable>, username: string, locale: Locale): Promise<AdminDeposit> {
    return {
      ...this.view(row, locale),
      userId: row.user_id,
      username,
      ...(row.reviewed_by_name ? { reviewedBy: row.reviewed_by_name } : {}),
      history: await historyOf(this.db, 'deposit', row.id),
    };
  }

  async adminList(
    query: { pageNum: number; pageSize: number; status: 'pending' | 'failed' | 'completed' | 'all'; userId?: number | undefined; method?: 'bank' | 'crypto' | undefined },
    locale: Locale,
  ): Promise<Page<AdminDeposit>> {
    let base = this.db.selectFrom('deposits');
    const status = { pending: 1, failed: 2, completed: 3 } as const;
    if (query.status !== 'all') base = base.where('status', '=', status[query.status]);
    if (query.userId) base = base.where('user_id', '=', query.userId);
    if (query.method) base = base.where('method', '=', query.method);
    const order = query.status === 'pending' ? 'asc' : 'desc';
    return pageOf(base, (q) => q.selectAll().orderBy('id', order), query, async (rows) => {
      const names = await need(this.ctx, 'accounts').usernames(rows.map((row) => row.user_id));
      return Promise.all(rows.map((row) => this.adminView(row, names.get(row.user_id) ?? '', locale)));
    });
  }

  async adminDetail(id: number, locale: Locale): Promise<AdminDeposit> {
    const row = await this.db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('DEPOSIT_NOT_FOUND', t.depositNotFound, {}, { status: 404 });
    const user = await need(this.ctx, 'accounts').getUser(row.user_id);
    return this.adminView(row, user?.username ?? '', locale);
  }

  /** Approves or rejects a pending bank deposit, exactly once whatever the concurrency. */
  async review(id: number, reviewer: Reviewer, decision: 'approve' | 'reject', reason: string | undefined, locale: Locale): Promise<AdminDeposit> {
    const row = await this.ledger.run(async (trx) => {
      const current = await trx.selectFrom('deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) throw new AppError('DEPOSIT_NOT_FOUND', t.depositNotFound, {}, { status: 404 });
      if (current.method === 'crypto') throw new AppError('ALREADY_REVIEWED', t.cryptoNotReviewable, { n: CRYPTO_CONFIRMATIONS }, { status: 409 });
      if (current.status !== 1) throw new AppError('ALREADY_REVIEWED', t.alreadyReviewed, { status: render(REVIEW_TEXT[current.status], locale) }, { status: 409 });
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
        return updated;
      }
      const currency = current.currency as Currency;
      const posted = await this.ledger.post(
        {
          idempotencyKey: `deposit:${id}`,
          kind: 'deposit',
          ref: `deposit:${id}`,
          by: actor,
          legs: [{ from: { house: 'BANK_IN_TRANSIT', currency }, to: { userId: current.user_id, wallet: 'BALANCE', currency }, amount: current.amount_minor! }],
        },
        trx,
      );
      const updated = await trx
        .updateTable('deposits')
        .set({
          status: 3,
          credit_minor: current.amount_minor,
          ledger_tx_id: posted.id,
          reviewed_by: reviewer.id,
          reviewed_by_name: reviewer.username,
          reviewed_at: new Date(now),
          completed_at: new Date(now),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordHistory(trx, 'deposit', id, 'approved', actor, now);
      return updated;
    });
    const currency = row.currency as Currency;
    const params = { orderNo: row.order_no, amount: formatMinor(row.amount_minor!, decimalsOf(currency)), currency, reason: reason ?? '' };
    await need(this.ctx, 'notices').notify(row.user_id, {
      kind: 'deposit',
      ref: `deposit:${id}`,
      title: decision === 'approve' ? t.depositApprovedTitle : t.depositRejectedTitle,
      body: fill(decision === 'approve' ? t.depositApprovedBody : t.depositRejectedBody, params),
    });
    try {
      await this.ctx.services.push?.publishToUser(row.user_id, 'review.updated', { kind: 'deposit', id, status: row.status });
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'deposit push failed');
    }
    if (decision === 'approve') await need(this.ctx, 'wallet').pushWallet(row.user_id, 'BALANCE', currency);
    return this.adminDetail(id, locale);
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
} as const;

/** A text in three languages with its placeholders filled (notices store the final texts). */
export function fill(text: { es: string; en: string; zh: string }, params: Record<string, string | number>): { es: string; en: string; zh: string } {
  return { es: render(text, 'es', params), en: render(text, 'en', params), zh: render(text, 'zh', params) };
}

