import { TRADE_MARKETS, TRADE_WALLETS, type Currency, type LedgerWallet, type TradeMarket, type TradeRate } from '@app/contracts';
import Decimal from 'decimal.js';
import type { Db } from '../../db/index.ts';
import { formatMinor } from '../../ledger/index.ts';
import type { ProductTerms, TermsVersion } from '../terms/index.ts';
import type { TradingTerms, tradingTermsSchema } from './terms.ts';
import './tables.ts';

/** One market's trading rules: its published terms version (trading/terms.ts) and its wallet. */
export interface MarketRules {
  market: TradeMarket;
  /** The terms version these rules come from; every order keeps it. */
  termsVersionId: number;
  walletType: LedgerWallet;
  currency: Currency;
  buyRate: Decimal;
  sellRate: Decimal;
  minFee: bigint;
  leverages: number[];
  defaultLeverage: number;
  marginCallLevel: Decimal;
  liquidationLevel: Decimal;
  priceGuardPercent: Decimal;
  /** A market order fills only within this percent of the price the user confirmed (issue 12). */
  priceBandPercent: Decimal;
  minQuantity: Decimal;
  quantityStep: Decimal;
  maxQuantity: Decimal;
}

/** The price band of terms versions published before it existed (percent). */
export const DEFAULT_PRICE_BAND_PERCENT = '1';

/** Reads a numeric column (a string from pg, a number from PGlite) exactly. */
export const dec = (value: string | number): Decimal => new Decimal(typeof value === 'number' ? String(value) : value);

export function rulesOf(market: TradeMarket, version: Pick<TermsVersion<TradingTerms>, 'id' | 'terms'>): MarketRules {
  const terms = version.terms;
  const wallet = TRADE_WALLETS[market];
  return {
    market,
    termsVersionId: version.id,
    walletType: wallet.walletType,
    currency: wallet.currency,
    buyRate: dec(terms.buyRate),
    sellRate: dec(terms.sellRate),
    // Every trading wallet currency has 2 decimals (USD, MXN, HKD).
    minFee: BigInt(dec(terms.minFee).times(100).toFixed(0)),
    leverages: [...terms.leverages].sort((a, b) => a - b),
    defaultLeverage: terms.defaultLeverage,
    marginCallLevel: dec(terms.marginCallLevel),
    liquidationLevel: dec(terms.liquidationLevel),
    priceGuardPercent: dec(terms.priceGuardPercent),
    priceBandPercent: dec(terms.priceBandPercent ?? DEFAULT_PRICE_BAND_PERCENT),
    minQuantity: dec(terms.minQuantity),
    quantityStep: dec(terms.quantityStep),
    maxQuantity: dec(terms.maxQuantity),
  };
}

/**
 * The rules of each market from trading's published terms: the version in effect now
 * (the terms service caches it briefly; a publish on this process shows at once), or the
 * version an order was taken under.
 */
export class RateTable {
  /** Versions never change, so their rules are kept by id. */
  private readonly byVersion = new Map<number, MarketRules>();

  constructor(private readonly terms: ProductTerms<typeof tradingTermsSchema>) {}

  /** Inside a transaction pass it as `db` (PGlite has one connection: another query would wait for the transaction). */
  async all(db?: Db): Promise<Map<TradeMarket, MarketRules>> {
    const rules = new Map<TradeMarket, MarketRules>();
    for (const market of TRADE_MARKETS) rules.set(market, await this.get(market, db));
    return rules;
  }

  async get(market: TradeMarket, db?: Db): Promise<MarketRules> {
    const version = await this.terms.current(market, db);
    return this.remember(market, version);
  }

  /** The rules of one published version (e.g. the one a resting order was taken under). */
  async atVersion(id: number, market: TradeMarket, db?: Db): Promise<MarketRules> {
    const known = this.byVersion.get(id);
    if (known) return known;
    const version = await this.terms.version(id, db);
    if (!version || version.item !== market) return this.get(market, db);
    return this.remember(market, version);
  }

  /** Kept for callers that changed the terms and want the next read fresh. */
  invalidate(): void {
    this.byVersion.clear();
  }

  private remember(market: TradeMarket, version: TermsVersion<TradingTerms>): MarketRules {
    let rules = this.byVersion.get(version.id);
    if (!rules) {
      rules = rulesOf(market, version);
      this.byVersion.set(version.id, rules);
    }
    return rules;
  }
}

export function rateView(rules: MarketRules): TradeRate {
  return {
    market: rules.market,
    walletType: rules.walletType,
    currency: rules.currency,
    buyRate: rules.buyRate.toString(),
    sellRate: rules.sellRate.toString(),
    minFee: formatMinor(rules.minFee, 2),
    leverages: rules.leverages,
    defaultLeverage: rules.defaultLeverage,
    marginModes: ['half', 'full'],
    marginCallLevel: rules.marginCallLevel.toString(),
    liquidationLevel: rules.liquidationLevel.toString(),
    priceGuardPercent: rules.priceGuardPercent.toString(),
    priceBandPercent: rules.priceBandPercent.toString(),
  };
}
