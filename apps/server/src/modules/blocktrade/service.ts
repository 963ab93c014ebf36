import type { BlockExperience, BlockOfferInput, Locale } from '@app/contracts';
import { type AppContext } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import type { ProductTerms, TermsVersion } from '../terms/index.ts';
import type { PayPasswords } from '../accounts/pay-passwords.ts';
import { need } from '../../context.ts';
import { Authority } from './authority.ts';
import { afterCommit } from './notify.ts';
import { Offers } from './offers.ts';
import { Orders } from './orders.ts';
import { blocktradeTerms, INITIAL_TERMS, type BlocktradeTerms, type blocktradeTermsSchema } from './terms.ts';

/** The block-trade rule in effect (version 1 published on first use). */
export interface BlocktradeTermsSource {
  current(db?: Db): Promise<TermsVersion<BlocktradeTerms>>;
}

/**
 * Block trades (issue 15): the authority (apply, review: authority.ts), the offers operators
 * set up (offers.ts), and the orders and positions (orders.ts), money through the ledger.
 */
export class BlocktradeService implements BlocktradeTermsSource {
  readonly terms: ProductTerms<typeof blocktradeTermsSchema>;
  readonly authority: Authority;
  readonly offers: Offers;
  readonly orders: Orders;
  readonly idle: () => Promise<void>;
  private readonly payPasswords: PayPasswords;

  constructor(private readonly ctx: AppContext) {
    this.terms = blocktradeTerms(ctx);
    this.payPasswords = need(ctx, 'accounts').payPasswords;
    const after = afterCommit(ctx);
    this.idle = after.idle;
    this.authority = new Authority(ctx, after.notify);
    this.offers = new Offers(ctx);
    this.orders = new Orders(ctx, this.offers, this.authority, this, after.notify);
  }

  async current(db?: Db): Promise<TermsVersion<BlocktradeTerms>> {
    try {
      return await this.terms.current('', db);
    } catch (error) {
      if (!(error instanceof AppError) || error.error !== 'TERMS_NOT_FOUND') throw error;
      await this.terms.seedInitial('', INITIAL_TERMS.terms, INITIAL_TERMS.text);
      return this.terms.current('', db);
    }
  }

  /** KYC verified and the transaction password (trading's per-session cache of a right password). */
  async authorize(userId: number, sessionId: string | undefined, payPassword: string): Promise<void> {
    await need(this.ctx, 'accounts').requireKycVerified(userId);
    await this.payPasswords.check(userId, sessionId, payPassword);
  }

  apply(userId: number, experience: BlockExperience) {
    return this.authority.apply(userId, experience);
  }

  async createOffer(operator: OperatorPrincipal, input: BlockOfferInput, ip?: string) {
    return this.offers.create(operator, input, (await this.current()).terms, ip);
  }

  async updateOffer(operator: OperatorPrincipal, id: number, input: BlockOfferInput, ip?: string) {
    return this.offers.update(operator, id, input, (await this.current()).terms, ip);
  }

  offerList(query: { market?: 'US' | 'MX' | 'HK' | undefined; pageNum: number; pageSize: number }, locale: Locale) {
    return this.offers.list(query, locale);
  }
}
