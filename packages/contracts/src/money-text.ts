/**
 * One way to write an amount, for the app and for the server's notices (issue 28.9): the
 * currency's symbol once, grouped digits, the currency's decimals ("MX$60,000.00", "-US$12.00",
 * "HK$3.10", "€25.00", "BTC 0.00012345"). The same in es, en and zh, as the app shows money.
 * Pure string arithmetic on the decimal text: exact for any amount, and no Intl (see
 * formatDecimalText).
 */

/** Symbols of markets (MX, US, HK) and currencies; crypto is written as its code and a space. */
const SYMBOLS: Record<string, string> = { MX: 'MX$', MXN: 'MX$', US: 'US$', USD: 'US$', HK: 'HK$', HKD: 'HK$', EUR: '€', INR: '₹' };

/**
 * The currency symbol of a market (MX, US, HK) or a currency (MXN, USD, HKD, EUR): MX$, US$,
 * HK$, €. SPEC section 1's "$ otherwise" reads as US$; a bare $ is never shown.
 */
export function currencySymbol(marketOrCurrency?: string | null): string {
  return SYMBOLS[marketOrCurrency ?? ''] ?? 'US$';
}

/**
 * A decimal text ("-1234.565") with `decimals` places and thousand separators, rounded half away
 * from zero: what Intl.NumberFormat('en-US') writes, without it. A phone's first NumberFormat of
 * each precision loads ICU's data (~25 ms of main thread on the first page, ~100 ms at a phone's
 * speed), and every price on the first screen waited for it. index.html's shell writes prices
 * the same way (its `num`; html-shell.test.ts compares both with Intl).
 */
export function formatDecimalText(text: string, decimals: number): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  let int = whole;
  let frac = fraction;
  if (frac.length > decimals) {
    const up = frac.charAt(decimals) >= '5';
    frac = frac.slice(0, decimals);
    if (up) {
      const digits = (int + frac).split('');
      let k = digits.length - 1;
      for (; k >= 0 && digits[k] === '9'; k--) digits[k] = '0';
      if (k < 0) digits.unshift('1');
      else digits[k] = String(Number(digits[k]) + 1);
      int = digits.slice(0, digits.length - decimals).join('');
      frac = digits.slice(digits.length - decimals).join('');
    }
  }
  frac = frac.padEnd(decimals, '0');
  int = int.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${int}${decimals > 0 ? `.${frac}` : ''}`;
}

/** A price in a sentence: its currency's symbol and every decimal it was quoted with, at least 2 ("US$216.26", "US$0.00642"). */
export function formatPriceText(price: string, currency: string): string {
  const places = price.includes('.') ? price.length - price.indexOf('.') - 1 : 0;
  return formatMoneyText(price, currency, Math.max(2, places));
}

/** Decimals an amount of a currency is written with: 2 for money, 8 for BTC and ETH, 6 for stablecoins. */
const AMOUNT_DECIMALS: Record<string, number> = { BTC: 8, ETH: 8, USDT: 6, USDC: 6 };

/**
 * An amount as a sentence writes it: "MX$60,000.00", "-US$1,730.08", "BTC 0.00012345". `amount`
 * is a decimal text (what the ledger's formatMinor gives) or a number.
 */
export function formatMoneyText(amount: string | number, currency: string, decimals = AMOUNT_DECIMALS[currency] ?? 2): string {
  const text = formatDecimalText(typeof amount === 'number' ? amount.toFixed(decimals) : amount.trim(), decimals);
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  // A currency without a symbol of its own (BTC, GBP) is written by its code.
  const symbol = SYMBOLS[currency] ?? `${currency} `;
  return `${negative ? '-' : ''}${symbol}${digits}`;
}
