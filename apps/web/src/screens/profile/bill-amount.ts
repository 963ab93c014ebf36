/**
 * Decimals a statement amount is written with (issue 34 item 17): the server sends each amount
 * in its currency's decimals ("-1500.50" MXN, "0.00000123" BTC), so the line shows them all,
 * never fewer than 2 ("+0.00 BTC" beside a balance in 8 was the defect).
 */
export function decimalsOf(amount: string): number {
  const fraction = /^-?\d+\.(\d+)$/.exec(amount.trim())?.[1];
  return Math.max(2, fraction?.length ?? 0);
}
