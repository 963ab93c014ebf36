import Decimal from 'decimal.js';
import type { TradePosition, TradeRate } from '@app/contracts';
import { liveFigures } from './live-pnl.ts';

/**
 * What closing `quantity` of a position would give at the mark price now (an estimate:
 * the close fills at the market of that moment). Mirrors the server's rules: the close
 * of a long is a sell (sellRate), of a short a buy (buyRate); the fee is the notional in
 * the wallet currency times the rate, half up to the cent, at least the minimum fee; the
 * wallet gets back the closed part's margin plus its P/L minus the fee and the IVA on the fee
 * (the published rate, `ivaRate` of the market's rates).
 *
 * `profit` is the P/L as the close will book it (issue 28.3): the price move less the closed
 * part's share of the opening commission and its IVA, less the closing commission and its
 * IVA. `priceProfit` is the price move alone.
 */
export interface CloseEstimate {
  fraction: string;
  priceProfit: string;
  /** The closed part's share of the opening commission and of its IVA. */
  openFee: string;
  openIva: string;
  profit: string | undefined;
  fee: string | undefined;
  iva: string | undefined;
  receive: string | undefined;
}

export function estimateClose(
  position: Pick<TradePosition, 'direction' | 'openPrice' | 'currentPrice' | 'total' | 'profit' | 'margin' | 'zdf' | 'currency' | 'priceCurrency' | 'code' | 'status' | 'positionNum'> & Partial<Pick<TradePosition, 'openFee' | 'openIva'>>,
  mark: Decimal | undefined,
  quantity: string,
  rate: Pick<TradeRate, 'buyRate' | 'sellRate' | 'minFee' | 'ivaRate'> | undefined,
): CloseEstimate | undefined {
  if (!/^\d+(\.\d+)?$/.test(quantity)) return undefined;
  const total = new Decimal(position.positionNum);
  const q = new Decimal(quantity);
  if (q.lte(0) || total.lte(0) || q.gt(total)) return undefined;
  const fraction = q.dividedBy(total);
  const live = liveFigures(position, mark);
  const profit = new Decimal(live.profit).times(fraction).toDecimalPlaces(2, Decimal.ROUND_FLOOR);
  const marginPart = new Decimal(position.margin).times(fraction).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const closePrice = new Decimal(live.currentPrice);
  const open = new Decimal(position.openPrice);
  const units = open.isZero() ? undefined : new Decimal(position.total).dividedBy(open).times(fraction);
  let conversion: Decimal | undefined;
  if (position.priceCurrency === position.currency) conversion = new Decimal(1);
  else if (position.code === `${position.currency}/${position.priceCurrency}` && !closePrice.isZero()) conversion = new Decimal(1).dividedBy(closePrice);
  let fee: Decimal | undefined;
  if (rate && units && conversion) {
    const feeRate = new Decimal(position.direction === 0 ? rate.sellRate : rate.buyRate);
    fee = Decimal.max(closePrice.times(units).times(conversion).times(feeRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP), new Decimal(rate.minFee));
  }
  // IVA on the commission, as the server books it at the close (trading/tax.ts ivaOf: half up to the centavo).
  const iva = fee ? fee.times(rate?.ivaRate ?? 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : undefined;
  // The opening commission and its IVA, shared as the server shares them (rounded down).
  const share = (v: string | undefined) => new Decimal(v ?? 0).times(fraction).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const openFee = share(position.openFee);
  const openIva = share(position.openIva);
  return {
    fraction: fraction.toString(),
    priceProfit: profit.toFixed(2),
    openFee: openFee.toFixed(2),
    openIva: openIva.toFixed(2),
    profit: fee && iva ? profit.minus(openFee).minus(openIva).minus(fee).minus(iva).toFixed(2) : undefined,
    fee: fee?.toFixed(2),
    iva: iva?.toFixed(2),
    receive: fee && iva ? marginPart.plus(profit).minus(fee).minus(iva).toFixed(2) : undefined,
  };
}
