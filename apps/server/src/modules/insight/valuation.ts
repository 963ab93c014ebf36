import { CURRENCY_DECIMALS, type Currency, type Portfolio } from '@app/contracts';
import Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import { statementPage } from '../../ledger/statement.ts';

/** Statement kinds that are money coming in from outside or going out (not what investing did). */
export const EXTERNAL_FLOW_KINDS = ['deposit', 'withdrawal', 'seed', 'adjustment'] as const;
/** Per currency, a transfer between wallets of two currencies also moves money in or out of each. */
const CURRENCY_FLOW_KINDS = [...EXTERNAL_FLOW_KINDS, 'transfer'] as const;

/** What a portfolio is worth now: the whole in MXN (as the portfolio card), and each currency's part in it. */
export interface Valuation {
  totalMxn: Decimal;
  byCurrency: Map<Currency, Decimal>;
}

/** The money in and out between two moments: the whole in MXN (at today's rates), and per currency. */
export interface Flows {
  totalMxn: Decimal;
  byCurrency: Map<Currency, Decimal>;
}

const add = (map: Map<Currency, Decimal>, currency: Currency, amount: Decimal) => map.set(currency, (map.get(currency) ?? new Decimal(0)).plus(amount));

/** MXN per unit of `currency` at the live mid, as the portfolio converts. */
export function mxnPer(ctx: AppContext, currency: Currency): Decimal {
  return currency === 'MXN' ? new Decimal(1) : new Decimal(need(ctx, 'market').fxRate(currency, 'MXN').mid);
}

/**
 * The portfolio now, through the services that own each part: cash from the wallet service,
 * positions from the trading service's portfolio, and every product area's holdings from the
 * trading service's holdings registry (bonds, funds, block trades, mining...). Share holdings
 * count at their market value in their price currency; leveraged positions at their equity
 * (margin + floating P/L: what the portfolio's total counts), in their price currency.
 */
export async function valueNow(ctx: AppContext, userId: number): Promise<{ valuation: Valuation; portfolio: Portfolio; products: Awaited<ReturnType<typeof productsOf>> }> {
  const trading = need(ctx, 'trading');
  const [portfolio, wallets, products] = await Promise.all([trading.portfolio(userId, 'en'), need(ctx, 'wallet').balances(userId), productsOf(ctx, userId)]);
  const byCurrency = new Map<Currency, Decimal>();
  for (const w of wallets.list) if (w.walletType !== 'OVERVIEW') add(byCurrency, w.currency, new Decimal(w.balance));
  for (const p of positionValues(ctx, portfolio)) add(byCurrency, p.currency, p.value);
  for (const area of products) for (const v of area.values) add(byCurrency, v.currency, v.value);
  for (const [currency, value] of byCurrency) if (value.isZero()) byCurrency.delete(currency);
  return { valuation: { totalMxn: new Decimal(portfolio.totalAssetsMxn), byCurrency }, portfolio, products };
}

export function productsOf(ctx: AppContext, userId: number) {
  return need(ctx, 'trading').holdings.of(userId);
}

/**
 * Each position's value in its price currency and in MXN. The portfolio gives the equity of all
 * positions (positionsValueMxn); share holdings are their market value, and what is left is the
 * leveraged positions' equity, shared among them by their market value.
 */
export function positionValues(ctx: AppContext, portfolio: Portfolio): { position: Portfolio['positions'][number]; currency: Currency; value: Decimal; valueMxn: Decimal }[] {
  const shares = portfolio.positions.filter((p) => p.shares);
  const leveraged = portfolio.positions.filter((p) => !p.shares);
  const sharesMxn = shares.reduce((sum, p) => sum.plus(p.marketValueMxn), new Decimal(0));
  const leveragedMxn = new Decimal(portfolio.positionsValueMxn).minus(sharesMxn);
  const notional = leveraged.reduce((sum, p) => sum.plus(new Decimal(p.marketValueMxn).abs()), new Decimal(0));
  return portfolio.positions.map((position) => {
    const currency = position.priceCurrency as Currency;
    const valueMxn = position.shares ? new Decimal(position.marketValueMxn) : notional.isZero() ? new Decimal(0) : leveragedMxn.times(new Decimal(position.marketValueMxn).abs()).dividedBy(notional);
    const value = position.shares ? new Decimal(position.marketValue) : valueMxn.dividedBy(mxnPer(ctx, currency));
    return { position, currency, value, valueMxn };
  });
}

/**
 * The money that came in (+) or went out (-) after `from` and until `to` (both ms, `to` included: a
 * valuation at `to` holds it, the next one starts after it): deposits, withdrawals, seed money and
 * adjustments; per currency also exchanges.
 */
export async function flowsBetween(ctx: AppContext, userId: number, from: number, to: number): Promise<Flows> {
  const totalByCurrency = new Map<Currency, Decimal>();
  const byCurrency = new Map<Currency, Decimal>();
  for (const kind of CURRENCY_FLOW_KINDS) {
    for (let pageNum = 1; ; pageNum++) {
      const page = await statementPage(ctx.db, userId, { kind, startTime: from + 1, endTime: to + 1, pageNum, pageSize: 500 }, (lines) => lines);
      for (const line of page.list) {
        const currency = line.currency as Currency;
        const amount = new Decimal(line.amount.toString()).dividedBy(new Decimal(10).pow(CURRENCY_DECIMALS[currency]));
        add(byCurrency, currency, amount);
        if (kind !== 'transfer') add(totalByCurrency, currency, amount);
      }
      if (page.list.length < 500) break;
    }
  }
  let totalMxn = new Decimal(0);
  for (const [currency, amount] of totalByCurrency) totalMxn = totalMxn.plus(amount.times(mxnPer(ctx, currency)));
  return { totalMxn: totalMxn.toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN), byCurrency };
}
