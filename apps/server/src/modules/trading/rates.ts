import { TRADE_MARKETS, type Currency, type LedgerWallet, type TradeMarket, type TradeRate } from '@app/contracts';
import Decimal from 'decimal.js';
import type { Db } from '../../db/index.ts';
import { formatMinor } from '../../ledger/index.ts';
import './tables.ts';

/** One market's trading rules, from the seeded table `trading_rates`. */
export interface MarketRules {
  market: TradeMarket;
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
  minQuantity: Decimal;
  quantityStep: Decimal;
  maxQuantity: Decimal;
}

/** Reads a numeric column (a string from pg, a number from PGlite) exactly. */
export const dec = (value: string | number): Decimal => new Decimal(typeof value === 'number' ? String(value) : value);

const TTL_MS = 30_000;

/** The rate table, cached for a short while (an operator's change shows within TTL_MS). */
export class RateTable {
  private cache: { at: number; rules: Map<TradeMarket, MarketRules> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Inside a transaction pass it as `db` (PGlite has one connection: another query would wait for the transaction). */
  async all(db: Db = this.db): Promise<Map<TradeMarket, MarketRules>> {
    if (this.cache && this.now() - this.cache.at < TTL_MS) return this.cache.rules;
    const rows = await db.selectFrom('trading_rates').selectAll().execute();
    const rules = new Map<TradeMarket, MarketRules>();
    for (const row of rows) {
      const market = row.market as TradeMarket;
      const leverages = (typeof row.leverages === 'string' ? JSON.parse(row.leverages) : row.leverages) as number[];
      rules.set(market, {
        market,
        walletType: row.wallet as LedgerWallet,
        currency: row.currency as Currency,
        buyRate: dec(row.buy_rate),
        sellRate: dec(row.sell_rate),
        minFee: row.min_fee,
        leverages: [...leverages].sort((a, b) => a - b),
        defaultLeverage: row.default_leverage,
        marginCallLevel: dec(row.margin_call_level),
        liquidationLevel: dec(row.liquidation_level),
        priceGuardPercent: dec(row.price_guard_pct),
        minQuantity: dec(row.min_quantity),
        quantityStep: dec(row.quantity_step),
        maxQuantity: dec(row.max_quantity),
      });
    }
    for (const market of TRADE_MARKETS) if (!rules.has(market)) throw new Error(`trading_rates has no row for ${market}`);
    this.cache = { at: this.now(), rules };
    return rules;
  }

  async get(market: TradeMarket, db?: Db): Promise<MarketRules> {
    return (await this.all(db)).get(market)!;
  }

  invalidate(): void {
    this.cache = undefined;
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
  };
}
