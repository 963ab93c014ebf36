import { CURRENCY_DECIMALS, PositionStatus, type Currency, type Locale, type Portfolio, type PortfolioPosition, type TradeMarket } from '@app/contracts';
import Decimal from 'decimal.js';
import { need } from '../../context.ts';
import { formatMinor } from '../../ledger/index.ts';
import type { MarketService } from '../market/index.ts';
import type { TradingCore } from './base.ts';
import { markPrice } from './pnl.ts';
import { conversionRate, liveQuote } from './quotes.ts';
import { dec } from './rates.ts';
import type { ProductHoldings } from './product-holdings.ts';
import type { PositionRow } from './repo.ts';
import { isShareHolding } from './ticket.ts';

/** MXN per unit of `currency` at the live FX mid (1 for MXN), as the wallet overview converts. */
export function mxnRate(market: Pick<MarketService, 'fxRate'>, currency: Currency): Decimal {
  return currency === 'MXN' ? new Decimal(1) : new Decimal(market.fxRate(currency, 'MXN').mid);
}

/** What one position's figures are computed from (exact decimals). */
export interface PositionFigureInput {
  direction: number;
  quantity: Decimal;
  multiplier: Decimal;
  openPrice: Decimal;
  /** Mark price now (long: bid, short: ask), instrument currency. */
  price: Decimal;
  /** The previous close, or the open price for a position opened today. */
  dayBase: Decimal;
  /** Wallet currency per unit of the instrument's currency. */
  walletRate: Decimal;
  /** Margin committed, wallet currency (minor units) and its decimals. */
  margin: bigint;
  walletDecimals: number;
  /** MXN per unit of the wallet currency now and at open. */
  rateMxn: Decimal;
  openRateMxn: Decimal;
}

export interface PositionFigures {
  marketValue: Decimal;
  marketValueMxn: bigint;
  dayPnlMxn: bigint;
  pricePnlMxn: bigint;
  fxPnlMxn: bigint;
  totalPnlMxn: bigint;
  /** Margin + floating P/L, in MXN centavos: what the position adds to total assets. */
  equityMxn: bigint;
}

const centavos = (value: Decimal): bigint => BigInt(value.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toFixed(0));

/**
 * A position's portfolio figures in MXN centavos (pure):
 * - price P/L = sign x (price - open) x quantity x multiplier x walletRate x rateMxn
 * - FX P/L    = margin (wallet currency) x (rateMxn - openRateMxn): the capital committed,
 *   worth more or fewer pesos since it opened (0 for an MXN wallet)
 * - day P/L   = sign x (price - dayBase) x quantity x multiplier x walletRate x rateMxn
 * - total     = price + FX (each rounded to the centavo half even, the total their sum)
 */
export function positionFigures(input: PositionFigureInput): PositionFigures {
  const sign = input.direction === 0 ? 1 : -1;
  const units = input.quantity.times(input.multiplier);
  const toMxn = input.walletRate.times(input.rateMxn);
  const marketValue = input.price.times(units);
  const pricePnlMxn = centavos(input.price.minus(input.openPrice).times(units).times(toMxn).times(sign));
  const dayPnlMxn = centavos(input.price.minus(input.dayBase).times(units).times(toMxn).times(sign));
  const marginWallet = new Decimal(input.margin.toString()).dividedBy(new Decimal(10).pow(input.walletDecimals));
  const fxPnlMxn = centavos(marginWallet.times(input.rateMxn.minus(input.openRateMxn)));
  const equityMxn = centavos(marginWallet.times(input.rateMxn)) + pricePnlMxn;
  return { marketValue, marketValueMxn: centavos(marketValue.times(toMxn)), dayPnlMxn, pricePnlMxn, fxPnlMxn, totalPnlMxn: pricePnlMxn + fxPnlMxn, equityMxn };
}

/** Whether a position opened on the exchange's calendar day of `now` (its day P/L then counts from the open price). */
export function openedToday(openedAt: number, now: number, timeZone: string): boolean {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return day.format(openedAt) === day.format(now);
}

/** The portfolio of a user: totals in MXN and per holding position (GET /web/trade/portfolio). */
export async function portfolioOf(core: TradingCore, userId: number, locale: Locale, holdings: ProductHoldings): Promise<Portfolio> {
  const market = core.market;
  const now = core.ctx.clock.now();
  const [wallets, positions, held] = await Promise.all([
    need(core.ctx, 'wallet').balances(userId, 'OVERVIEW'),
    core.ctx.db.selectFrom('trading_positions').selectAll().where('user_id', '=', userId).where('status', '=', PositionStatus.Holding).orderBy('opened_at').orderBy('id').execute(),
    holdings.of(userId),
  ]);
  const rates = new Map<Currency, Decimal>();
  const rateOf = (currency: Currency) => {
    let rate = rates.get(currency);
    if (!rate) {
      rate = mxnRate(market, currency);
      rates.set(currency, rate);
    }
    return rate;
  };
  // Cash: the wallets' total in MXN exactly as the wallet overview shows it (its OVERVIEW row).
  const overview = wallets.list.find((w) => w.walletType === 'OVERVIEW');
  const cash = overview ? centavos(new Decimal(overview.balance)) : 0n;
  const list: PortfolioPosition[] = [];
  const sum = { day: 0n, price: 0n, fx: 0n, equity: 0n };
  for (const row of positions as PositionRow[]) {
    const instrument = market.instrument(row.code);
    if (!instrument) continue;
    const quote = liveQuote(market, row.code);
    const currency = row.currency as Currency;
    const price = markPrice(row.direction, quote);
    const rateMxn = rateOf(currency);
    const openRateMxn = row.open_rate_mxn === null ? rateMxn : dec(row.open_rate_mxn);
    const today = openedToday(row.opened_at.getTime(), now, market.session(row.code).timezone);
    const walletDecimals = CURRENCY_DECIMALS[currency];
    const walletRate = conversionRate(market, row.price_currency, currency);
    const figures = positionFigures({
      direction: row.direction,
      quantity: dec(row.quantity),
      multiplier: dec(row.multiplier),
      openPrice: dec(row.open_price),
      price,
      dayBase: today ? dec(row.open_price) : quote.prevClose,
      walletRate,
      margin: BigInt(row.margin),
      walletDecimals,
      rateMxn,
      openRateMxn,
    });
    sum.day += figures.dayPnlMxn;
    sum.price += figures.pricePnlMxn;
    sum.fx += figures.fxPnlMxn;
    sum.equity += figures.equityMxn;
    list.push({
      positionId: row.id,
      code: row.code,
      name: instrument.name[locale] ?? instrument.name.en,
      market: row.market as TradeMarket,
      source: row.source,
      direction: row.direction,
      leverage: row.leverage,
      shares: isShareHolding(row),
      quantity: dec(row.quantity).toFixed(),
      priceCurrency: row.price_currency,
      averageCost: dec(row.open_price).toFixed(quote.decimals),
      price: price.toFixed(quote.decimals),
      prevClose: quote.prevClose.toFixed(quote.decimals),
      marketValue: figures.marketValue.toFixed(2, Decimal.ROUND_HALF_EVEN),
      marketValueMxn: formatMinor(figures.marketValueMxn, 2),
      dayPnlMxn: formatMinor(figures.dayPnlMxn, 2),
      totalPnlMxn: formatMinor(figures.totalPnlMxn, 2),
      pricePnlMxn: formatMinor(figures.pricePnlMxn, 2),
      fxPnlMxn: formatMinor(figures.fxPnlMxn, 2),
      rateMxn: rateMxn.toFixed(),
      openRateMxn: openRateMxn.toFixed(),
    });
  }
  // Products held outside wallets and positions (bond titles, fund units, block positions, mining robots), at today's value.
  const products = held.map(({ area, values }) => ({
    area,
    holdings: values.reduce((n, v) => n + v.holdings, 0),
    valueMxn: values.reduce((total, v) => total + centavos(v.value.times(rateOf(v.currency))), 0n),
  }));
  const productsMxn = products.reduce((total, p) => total + p.valueMxn, 0n);
  return {
    currency: 'MXN',
    totalAssetsMxn: formatMinor(cash + sum.equity + productsMxn, 2),
    cashMxn: formatMinor(cash, 2),
    positionsValueMxn: formatMinor(sum.equity, 2),
    productsValueMxn: formatMinor(productsMxn, 2),
    products: products.map((p) => ({ area: p.area, holdings: p.holdings, valueMxn: formatMinor(p.valueMxn, 2) })),
    dayPnlMxn: formatMinor(sum.day, 2),
    totalPnlMxn: formatMinor(sum.price + sum.fx, 2),
    pricePnlMxn: formatMinor(sum.price, 2),
    fxPnlMxn: formatMinor(sum.fx, 2),
    positions: list.reverse(),
    time: now,
  };
}
