import { INSIGHT_SECTORS, type AllocationSlice, type Currency, type InsightAllocation, type Portfolio, type WalletBalances } from '@app/contracts';
import Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import type { ProductHoldingValue } from '../trading/product-holdings.ts';
import { shareOf } from './rules.ts';
import { mxnPer, positionValues } from './valuation.ts';

/**
 * A product area's asset class (and sector); an area not named here counts as 'other'. The
 * holdings registry (trading/product-holdings.ts) does not say it: it would belong there.
 */
const AREA_CLASS: Record<string, 'fixedIncome' | 'mutualFunds' | 'crypto' | 'stocks'> = {
  bonds: 'fixedIncome',
  funds: 'mutualFunds',
  mining: 'crypto',
  blocktrade: 'stocks',
  ipo: 'stocks',
  placing: 'stocks',
};

/** A product's market follows its currency (CETES and Mexican funds in pesos, US blocks in dollars). */
const CURRENCY_MARKET: Partial<Record<Currency, string>> = { MXN: 'MX', USD: 'US', HKD: 'HK' };

/** The instruments' sector names -> INSIGHT_SECTORS keys. */
function sectorKey(sector: string | undefined): string {
  if (!sector) return 'other';
  if (sector === 'Healthcare') return 'healthCare';
  if (sector === 'ETF') return 'etf';
  const key = sector
    .toLowerCase()
    .replace(/ & .*$/, '')
    .replace(/ (\w)/g, (_, c: string) => c.toUpperCase());
  return (INSIGHT_SECTORS as readonly string[]).includes(key) ? key : 'other';
}

class Buckets {
  private readonly map = new Map<string, Decimal>();
  add(key: string, valueMxn: Decimal): void {
    if (valueMxn.isZero()) return;
    this.map.set(key, (this.map.get(key) ?? new Decimal(0)).plus(valueMxn));
  }
  slices(total: Decimal): AllocationSlice[] {
    return [...this.map.entries()]
      .filter(([, v]) => !v.toDecimalPlaces(2).isZero())
      .sort((a, b) => b[1].comparedTo(a[1]) || a[0].localeCompare(b[0]))
      .map(([key, v]) => ({ key, valueMxn: v.toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(2), share: shareOf(v, total) }));
  }
}

/**
 * What the portfolio holds now by market, asset class, currency and sector, in MXN: the wallets'
 * cash, each position (share holdings at market value, leveraged positions at their equity) and
 * every product area's holdings from the trading service's registry.
 */
export function allocationOf(ctx: AppContext, portfolio: Portfolio, wallets: WalletBalances, products: { area: string; values: ProductHoldingValue[] }[]): Omit<InsightAllocation, 'time'> {
  const market = new Buckets();
  const assetClass = new Buckets();
  const currency = new Buckets();
  const sector = new Buckets();
  for (const w of wallets.list) {
    if (w.walletType === 'OVERVIEW') continue;
    const mxn = new Decimal(w.valueMxn);
    market.add('CASH', mxn);
    assetClass.add('cash', mxn);
    currency.add(w.currency, mxn);
    sector.add('cash', mxn);
  }
  const instruments = need(ctx, 'market');
  for (const { position, currency: cur, valueMxn } of positionValues(ctx, portfolio)) {
    market.add(position.market, valueMxn);
    assetClass.add(position.shares ? 'stocks' : 'leveraged', valueMxn);
    currency.add(cur, valueMxn);
    sector.add(sectorKey(instruments.instrument(position.code)?.sector), valueMxn);
  }
  for (const { area, values } of products) {
    const cls = AREA_CLASS[area] ?? 'other';
    for (const v of values) {
      const mxn = v.value.times(mxnPer(ctx, v.currency));
      market.add(CURRENCY_MARKET[v.currency] ?? 'OTHER', mxn);
      assetClass.add(cls, mxn);
      currency.add(v.currency, mxn);
      sector.add(cls === 'stocks' ? 'other' : cls, mxn);
    }
  }
  const total = new Decimal(portfolio.totalAssetsMxn);
  return { totalMxn: total.toFixed(2), market: market.slices(total), assetClass: assetClass.slices(total), currency: currency.slices(total), sector: sector.slices(total) };
}
