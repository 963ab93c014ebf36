/**
 * Figures of the futures and forex product pages, from the market's published terms and
 * the contracts' specs. Pure, for the unit tests.
 */

/** Dollars (quote currency) per 1.0 of price: tick value ÷ tick size (ES 12.50 / 0.25 = 50; corn, quoted in cents, 12.50 / 0.25 = 50 = 5,000 bu ÷ 100). */
export function pointValue(spec: { tickSize: number; tickValue: number }): number {
  return spec.tickSize > 0 ? spec.tickValue / spec.tickSize : 0;
}

/** Value of one contract at a price, in the contract currency, to the cent. */
export function contractValue(spec: { tickSize: number; tickValue: number }, price: number): number {
  return Math.round(price * pointValue(spec) * 100) / 100;
}

/** Margin of one contract at a leverage (margin = value ÷ leverage), to the cent. */
export function marginPerContract(spec: { tickSize: number; tickValue: number; initialMargin?: number }, price: number, leverage: number): number {
  if (!(leverage > 0)) return 0;
  // Never under the exchange's initial margin per contract (the server's rule: trading/margin.ts).
  return Math.max(Math.round((contractValue(spec, price) / leverage) * 100) / 100, spec.initialMargin ?? 0);
}

/** A pip: 0.0001 for pairs quoted with 4 or more decimals, 0.01 for yen-style pairs. */
export function pipSize(decimals: number): number {
  return decimals >= 4 ? 0.0001 : 0.01;
}

/** Spread in pips with one decimal (EUR/USD 1.17950 / 1.17958 -> 0.8). */
export function spreadPips(bid: number, ask: number, decimals: number): number {
  return Math.round(((ask - bid) / pipSize(decimals)) * 10) / 10;
}

/** "0.1 %" from a fee rate "0.001"; "50 %" from a level "0.5". */
export function percentOf(fraction: string): string {
  const n = Number(fraction) * 100;
  return Number.isFinite(n) ? `${Number(n.toFixed(4))} %` : '--';
}
