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
 */
export interface CloseEstimate {
  fraction: string;
  profit: string;
  fee: string | undefined;
  iva: string | undefined;
  receive: string | undefined;
}

export function estimateClose(
  position: Pick<TradePosition, 'direction' | 'openPrice' | 'currentPrice' | 'total' | 'profit' | 'margin' | 'zdf' | 'currency' | 'priceCurrency' | 'code' | 'status' | 'positionNum'>,
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
  return {
    fraction: fraction.toString(),
    profit: profit.toFixed(2),
    fee: fee?.toFixed(2),
    iva: iva?.toFixed(2),
    receive: fee && iva ? marginPart.plus(profit).minus(fee).minus(iva).toFixed(2) : undefined,
  };
}
