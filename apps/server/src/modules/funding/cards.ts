import { ASSET_NETWORKS, MAX_CARDS, type BankCard, type CryptoAsset, type CryptoNetwork, type CryptoWallet, type ErrorCode, type Locale } from '@app/contracts';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { isValidAddress } from './addresses.ts';
import { t } from './messages.ts';
import { PayoutGuard, type PayoutSecret } from './payout-guard.ts';
import { isValidAba, isValidClabe, isValidForeignAccount, isValidPostalCode, isValidSwift, maskNumber } from './rules.ts';
import type { BankCardsTable, CryptoWalletsTable } from './tables.ts';
import './tables.ts';

export interface CardFields {
  bankName: string;
  accountName: string;
  cardNo: string;
  country: string;
  swiftCode?: string | undefined;
  branchCode?: string | undefined;
  abaRouting?: string | undefined;
  bankAddress?: string | undefined;
  region?: string | undefined;
  city?: string | undefined;
  postalCode?: string | undefined;
  personalAddress?: string | undefined;
  frontImage?: string | undefined;
  backImage?: string | undefined;
}

export interface WalletFields {
  currency: CryptoAsset;
  network: CryptoNetwork;
  address: string;
  label?: string | undefined;
}

const TEXT_MAX = 50;
const invalid = (code: ErrorCode, text: (typeof t)[keyof typeof t], field: string, params = {}) => new AppError(code, text, params, { field });

export function cardView(row: Selectable<BankCardsTable>): BankCard {
  const optional = (key: keyof BankCard, value: string | null) => (value ? { [key]: value } : {});
  return {
    id: row.id,
    bankName: row.bank_name,
    accountName: row.account_name,
    cardNo: row.card_no,
    cardNoMasked: maskNumber(row.card_no),
    country: row.country,
    ...optional('swiftCode', row.swift_code),
    ...optional('branchCode', row.branch_code),
    ...optional('abaRouting', row.aba_routing),
    ...optional('bankAddress', row.bank_address),
    ...optional('region', row.region),
    ...optional('city', row.city),
    ...optional('postalCode', row.postal_code),
    ...optional('personalAddress', row.personal_address),
    ...optional('frontImage', row.front_image),
    ...optional('backImage', row.back_image),
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
    usableFrom: row.usable_from.getTime(),
  };
}

export function walletView(row: Selectable<CryptoWalletsTable>): CryptoWallet {
  return {
    id: row.id,
    currency: row.currency as CryptoAsset,
    network: row.network as CryptoNetwork,
    address: row.address,
    ...(row.label ? { label: row.label } : {}),
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
    usableFrom: row.usable_from.getTime(),
  };
}

/** Where money goes, as a notice names it: "BBVA México •••• 7899", "USDT TRC20 TXyz12ab…". */
const cardLabel = (row: { bank_name: string; card_no: string }) => `${row.bank_name} ${maskNumber(row.card_no)}`;
const walletLabel = (row: { currency: string; network: string; address: string }) => `${row.currency} ${row.network} ${row.address.slice(0, 8)}…`;

/** The fields of a card that say where the money goes: changing one starts the cooling-off again. */
const CARD_DESTINATION = ['bank_name', 'account_name', 'card_no', 'country', 'swift_code', 'aba_routing', 'branch_code'] as const;

/** Saved bank cards and crypto wallets: the destinations of withdrawals. */
export class CardsService {
  readonly guard: PayoutGuard;

  constructor(private readonly ctx: AppContext) {
    this.guard = new PayoutGuard(ctx);
  }

  private get db() {
    return this.ctx.db;
  }

  /** Checks and normalizes the card fields (CLABE for Mexican banks, SWIFT, ABA, postal code, images of the user). */
  private async checkCard(userId: number, input: CardFields): Promise<Omit<BankCardsTable, 'id' | 'user_id' | 'created_at' | 'updated_at' | 'usable_from'>> {
    const text = (field: keyof CardFields, required: boolean): string | null => {
      const value = (input[field] ?? '').trim();
      if (!value) {
        if (required) throw invalid('INVALID_FORMAT', t.textRequired, field, { field });
        return null;
      }
      if ([...value].length > TEXT_MAX) throw invalid('INVALID_FORMAT', t.textTooLong, field, { field });
      return value;
    };
    const country = (input.country || 'MX').toUpperCase();
    const cardNo = input.cardNo.replace(/[\s-]/g, '').toUpperCase();
    if (country === 'MX') {
      if (!isValidClabe(cardNo)) throw invalid('CLABE_INVALID', t.clabeInvalid, 'cardNo');
    } else if (!isValidForeignAccount(cardNo)) {
      throw invalid('CARD_NUMBER_INVALID', t.accountNumberInvalid, 'cardNo');
    }
    const swift = input.swiftCode?.replace(/\s/g, '').toUpperCase() || null;
    if (swift && !isValidSwift(swift)) throw invalid('SWIFT_INVALID', t.swiftInvalid, 'swiftCode');
    const aba = input.abaRouting?.replace(/\s/g, '') || null;
    if (aba && !isValidAba(aba)) throw invalid('ABA_INVALID', t.abaInvalid, 'abaRouting');
    const postal = input.postalCode?.trim() || null;
    if (postal && !isValidPostalCode(country, postal)) throw invalid('POSTAL_CODE_INVALID', t.postalCodeInvalid, 'postalCode');
    const files = need(this.ctx, 'files');
    for (const field of ['frontImage', 'backImage'] as const) {
      const url = input[field];
      if (url && !(await files.isOwnedBy(url, userId))) throw invalid('UPLOAD_REQUIRED', t.imageNotYours, field);
    }
    return {
      bank_name: text('bankName', true)!,
      account_name: text('accountName', true)!,
      card_no: cardNo,
      country,
      swift_code: swift,
      branch_code: text('branchCode', false),
      aba_routing: aba,
      bank_address: text('bankAddress', false),
      region: text('region', false),
      city: text('city', false),
      postal_code: postal,
      personal_address: text('personalAddress', false),
      front_image: input.frontImage || null,
      back_image: input.backImage || null,
    };
  }

  async listCards(userId: number): Promise<BankCard[]> {
    const rows = await this.db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    return rows.map(cardView);
  }

  async getCard(userId: number, id: number): Promise<Selectable<BankCardsTable>> {
    const row = await this.db.selectFrom('bank_cards').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('CARD_NOT_FOUND', t.cardNotFound, {}, { field: 'cardId' });
    return row;
  }

  async addCard(userId: number, input: CardFields, secret: PayoutSecret, locale: Locale): Promise<BankCard> {
    const fields = await this.checkCard(userId, input);
    const count = await this.db.selectFrom('bank_cards').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_CARDS) throw new AppError('CARD_LIMIT', t.cardLimit, { max: MAX_CARDS });
    await this.guard.prove(userId, secret);
    const now = new Date(this.ctx.clock.now());
    let row: Selectable<BankCardsTable>;
    try {
      row = await this.db
        .insertInto('bank_cards')
        .values({ ...fields, user_id: userId, created_at: now, updated_at: now, usable_from: this.guard.usableFrom(now.getTime()) })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      throw duplicate(error, t.duplicateCard, 'cardNo');
    }
    await this.guard.tell(userId, 'added', cardLabel(row), row.usable_from, locale);
    return cardView(row);
  }

  /**
   * The demo investor's card and wallet (seed.ts): saved as if long ago, so usable at once, with no
   * password asked and no notice. Never reachable from a route.
   */
  async seedPayoutAccounts(userId: number, card: CardFields, wallet: WalletFields): Promise<void> {
    const now = new Date(this.ctx.clock.now());
    const stamps = { user_id: userId, created_at: now, updated_at: now, usable_from: now };
    await this.db.insertInto('bank_cards').values({ ...(await this.checkCard(userId, card)), ...stamps }).execute();
    await this.db.insertInto('crypto_wallets').values({ ...this.checkWallet(wallet), ...stamps }).execute();
  }

  async updateCard(userId: number, id: number, input: CardFields, secret: PayoutSecret, locale: Locale): Promise<BankCard> {
    const before = await this.getCard(userId, id);
    const fields = await this.checkCard(userId, input);
    await this.guard.prove(userId, secret);
    const now = this.ctx.clock.now();
    // A new destination waits out the cooling-off again; an address or a photo does not.
    const moved = CARD_DESTINATION.some((key) => (before[key] ?? null) !== (fields[key] ?? null));
    let row: Selectable<BankCardsTable>;
    try {
      row = await this.db
        .updateTable('bank_cards')
        .set({ ...fields, updated_at: new Date(now), ...(moved ? { usable_from: this.guard.usableFrom(now) } : {}) })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      throw duplicate(error, t.duplicateCard, 'cardNo');
    }
    if (moved) await this.guard.tell(userId, 'changed', cardLabel(row), row.usable_from, locale);
    return cardView(row);
  }

  async deleteCard(userId: number, id: number): Promise<void> {
    await this.getCard(userId, id);
    await this.db.deleteFrom('bank_cards').where('id', '=', id).where('user_id', '=', userId).execute();
  }

  // ---- crypto wallets ------------------------------------------------------------------

  private checkWallet(input: WalletFields) {
    if (!ASSET_NETWORKS[input.currency].includes(input.network)) {
      throw new AppError('NETWORK_NOT_SUPPORTED', t.networkNotSupported, { currency: input.currency, network: input.network }, { field: 'network' });
    }
    const address = input.address.trim();
    if (!isValidAddress(input.network, address)) throw invalid('ADDRESS_INVALID', t.addressInvalid, 'address', { network: input.network });
    const label = input.label?.trim() || null;
    if (label && [...label].length > TEXT_MAX) throw invalid('INVALID_FORMAT', t.textTooLong, 'label', { field: 'label' });
    return { currency: input.currency, network: input.network, address, label };
  }

  async listWallets(userId: number): Promise<CryptoWallet[]> {
    const rows = await this.db.selectFrom('crypto_wallets').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    return rows.map(walletView);
  }

  async getWallet(userId: number, id: number): Promise<Selectable<CryptoWalletsTable>> {
    const row = await this.db.selectFrom('crypto_wallets').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('CRYPTO_WALLET_NOT_FOUND', t.walletNotFound, {}, { field: 'walletId' });
    return row;
  }

  async addWallet(userId: number, input: WalletFields, secret: PayoutSecret, locale: Locale): Promise<CryptoWallet> {
    const fields = this.checkWallet(input);
    const count = await this.db.selectFrom('crypto_wallets').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_CARDS) throw new AppError('CARD_LIMIT', t.cardLimit, { max: MAX_CARDS });
    await this.guard.prove(userId, secret);
    const now = new Date(this.ctx.clock.now());
    let row: Selectable<CryptoWalletsTable>;
    try {
      row = await this.db
        .insertInto('crypto_wallets')
        .values({ ...fields, user_id: userId, created_at: now, updated_at: now, usable_from: this.guard.usableFrom(now.getTime()) })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      throw duplicate(error, t.duplicateWallet, 'address');
    }
    await this.guard.tell(userId, 'added', walletLabel(row), row.usable_from, locale);
    return walletView(row);
  }

  async updateWallet(userId: number, id: number, input: WalletFields, secret: PayoutSecret, locale: Locale): Promise<CryptoWallet> {
    const before = await this.getWallet(userId, id);
    const fields = this.checkWallet(input);
    await this.guard.prove(userId, secret);
    const now = this.ctx.clock.now();
    // A new address waits out the cooling-off again; a new label does not.
    const moved = before.currency !== fields.currency || before.network !== fields.network || before.address !== fields.address;
    let row: Selectable<CryptoWalletsTable>;
    try {
      row = await this.db
        .updateTable('crypto_wallets')
        .set({ ...fields, updated_at: new Date(now), ...(moved ? { usable_from: this.guard.usableFrom(now) } : {}) })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      throw duplicate(error, t.duplicateWallet, 'address');
    }
    if (moved) await this.guard.tell(userId, 'changed', walletLabel(row), row.usable_from, locale);
    return walletView(row);
  }

  async deleteWallet(userId: number, id: number): Promise<void> {
    await this.getWallet(userId, id);
    await this.db.deleteFrom('crypto_wallets').where('id', '=', id).where('user_id', '=', userId).execute();
  }
}

function duplicate(error: unknown, text: (typeof t)[keyof typeof t], field: string): unknown {
  return (error as { code?: string }).code === '23505' ? new AppError('DUPLICATE', text, {}, { field }) : error;
}
