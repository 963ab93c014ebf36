import Decimal from 'decimal.js';

/** HK financed: the broker's loan (percent of the tier amount, rounded down to the cent), the deposit and the interest (loan x rate / 365 x days, half up), as the server computes them. */
export function financedPreview(amount: string, percent: number, ratePercent: string, days: number): { loan: string; deposit: string; interest: string; held: string } {
  const total = new Decimal(amount);
  const loan = total.times(percent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const interest = loan.times(ratePercent).dividedBy(100).times(days).dividedBy(365).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const deposit = total.minus(loan);
  return { loan: loan.toFixed(2), deposit: deposit.toFixed(2), interest: interest.toFixed(2), held: deposit.plus(interest).toFixed(2) };
}
