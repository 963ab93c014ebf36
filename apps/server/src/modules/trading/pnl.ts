import Decimal from 'decimal.js';

/**
 * Profit and loss. A long is marked at the bid (what it could be sold for), a short at
 * the ask (what buying it back costs). P/L in the wallet currency is rounded toward minus
 * infinity: gains down, losses up (the house never pays a fraction it did not earn).
 */

export interface BidAsk {
  bid: Decimal;
  ask: Decimal;
}

/** The price a position would close at now. */
export function markPrice(direction: number, quote: BidAsk): Decimal {
  return direction === 0 ? quote.bid : quote.ask;
}

/** The price an opening order fills at now: buy at the ask, sell at the bid. */
export function fillPrice(direction: number, quote: BidAsk): Decimal {
  return direction === 0 ? quote.ask : quote.bid;
}

/** P/L in the price currency (exact): (mark - open) x quantity x multiplier, negated for a short. */
export function pnlInPriceCurrency(direction: number, openPrice: Decimal, mark: Decimal, quantity: Decimal, multiplier: Decimal): Decimal {
  const move = mark.minus(openPrice).times(quantity).times(multiplier);
  return direction === 0 ? move : move.negated();
}

/** A price-currency amount in minor units of the wallet currency (rate: wallet units per price unit), floored. */
export function toWalletMinor(value: Decimal, rate: Decimal, decimals: number): bigint {
  return BigInt(value.times(rate).times(new Decimal(10).pow(decimals)).toDecimalPlaces(0, Decimal.ROUND_FLOOR).toFixed(0));
}

/** Floating P/L of a position in minor units of the wallet currency. */
export function floatingPnl(input: {
  direction: number;
  openPrice: Decimal;
  mark: Decimal;
  quantity: Decimal;
  multiplier: Decimal;
  rate: Decimal;
  walletDecimals: number;
}): bigint {
  return toWalletMinor(pnlInPriceCurrency(input.direction, input.openPrice, input.mark, input.quantity, input.multiplier), input.rate, input.walletDecimals);
}

/** profit / margin x 100 with 2 decimals ("12.34"); "0.00" without margin. */
export function returnPercent(profit: bigint, margin: bigint): string {
  if (margin <= 0n) return '0.00';
  return new Decimal(profit.toString()).times(100).dividedBy(margin.toString()).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * Where the money of a closing goes (minor units of the wallet currency):
 * - the position's margin `margin` leaves the house margin account;
 * - the user's wallet gets margin + pnl - fee (negative: the wallet pays);
 * - the fee goes to the house fees account;
 * - the market (the house as counterparty) takes or pays the rest.
 * A loss larger than what backs the position is not charged: an isolated position
 * risks only its margin, a cross one also the wallet's available balance
 * (`walletAvailable`); the fee is cut first, then the house absorbs the shortfall
 * (negative balance protection).
 */
export interface Settlement {
  /** Signed: + to the wallet, - from it. */
  toWallet: bigint;
  fee: bigint;
  /** Signed: + the market account receives, - it pays. */
  market: bigint;
  /** What the user owed and could not pay (loss and fee), 0 normally. */
  absorbed: bigint;
}

export function settleClose(input: { margin: bigint; pnl: bigint; fee: bigint; mode: 'half' | 'full'; walletAvailable: bigint }): Settlement {
  const { margin, pnl, fee } = input;
  if (margin < 0n || fee < 0n) throw new Error('margin and fee are never negative');
  const backing = input.mode === 'full' ? (input.walletAvailable > 0n ? input.walletAvailable : 0n) : 0n;
  const gross = margin + pnl - fee;
  if (gross >= -backing) return { toWallet: gross, fee, market: margin - gross - fee, absorbed: 0n };
  const beforeFee = margin + pnl + backing;
  const feePaid = beforeFee <= 0n ? 0n : beforeFee < fee ? beforeFee : fee;
  const toWallet = -backing;
  return { toWallet, fee: feePaid, market: margin - toWallet - feePaid, absorbed: -(gross + backing) };
}

/** One movement between two named accounts. */
export interface Flow<K extends string> {
  from: K;
  to: K;
  amount: bigint;
}

/**
 * Turns net amounts per account (summing to zero) into movements from the payers to the
 * receivers, largest first; zero amounts are left out.
 */
export function flowsFromNet<K extends string>(net: Array<[K, bigint]>): Array<Flow<K>> {
  const total = net.reduce((sum, [, amount]) => sum + amount, 0n);
  if (total !== 0n) throw new Error(`net amounts must sum to zero (got ${total})`);
  const payers = net.filter(([, a]) => a < 0n).map(([k, a]) => ({ k, left: -a }));
  const receivers = net.filter(([, a]) => a > 0n).map(([k, a]) => ({ k, left: a }));
  const flows: Array<Flow<K>> = [];
  let i = 0;
  for (const receiver of receivers) {
    while (receiver.left > 0n) {
      const payer = payers[i]!;
      const amount = payer.left < receiver.left ? payer.left : receiver.left;
      flows.push({ from: payer.k, to: receiver.k, amount });
      payer.left -= amount;
      receiver.left -= amount;
      if (payer.left === 0n) i++;
    }
  }
  return flows;
}
