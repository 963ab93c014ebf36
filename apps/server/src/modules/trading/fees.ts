import Decimal from 'decimal.js';

/**
 * Handling fees (GET /stock_rate/site/get): a rate on the notional of each side, buyRate
 * for a buy (opening a long, closing a short) and sellRate for a sell (opening a short,
 * closing a long), with a minimum per order. Fees are in the wallet's currency, rounded
 * half up to the minor unit.
 */
export interface FeeRates {
  buyRate: Decimal.Value;
  sellRate: Decimal.Value;
  /** Minor units of the wallet currency. */
  minFee: bigint;
}

export type Side = 'buy' | 'sell';

/** Direction 0 (long) opens with a buy and closes with a sell; direction 1 (short) the other way round. */
export function sideOf(direction: number, openClose: 'open' | 'close'): Side {
  const opensWithBuy = direction === 0;
  return (openClose === 'open') === opensWithBuy ? 'buy' : 'sell';
}

export function feeRate(rates: FeeRates, side: Side): Decimal {
  return new Decimal(side === 'buy' ? rates.buyRate : rates.sellRate);
}

/** The fee of one order: notional (wallet currency units) x rate, at least the minimum, in minor units. */
export function tradeFee(notionalInWallet: Decimal, rate: Decimal.Value, minFee: bigint, decimals: number): bigint {
  if (notionalInWallet.isNeg()) throw new Error('a notional is never negative');
  const fee = BigInt(notionalInWallet.times(rate).times(new Decimal(10).pow(decimals)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
  return fee > minFee ? fee : minFee;
}
