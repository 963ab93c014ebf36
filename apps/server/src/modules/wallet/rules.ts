import { formatMoneyText, TRANSFER_TARGETS, WALLET_CURRENCIES, type Currency, type LedgerWallet } from '@app/contracts';
import { AppError } from '../../http/errors.ts';
import { AmountFormatError, decimalsOf, formatMinor, parseAmount } from '../../ledger/money.ts';
import { t } from './messages.ts';

/**
 * Reads an amount typed by a user (SPEC section 5: greater than 0, digits with at most 2
 * decimals) in minor units of the currency; refuses below `min` (minor units).
 */
export function parseUserAmount(value: string | number, currency: Currency, options: { min?: bigint; field?: string } = {}): bigint {
  const decimals = decimalsOf(currency);
  const field = options.field ?? 'amount';
  let minor: bigint;
  try {
    minor = parseAmount(value, decimals);
  } catch (error) {
    if (error instanceof AmountFormatError && error.reason === 'range') {
      throw new AppError('AMOUNT_TOO_LARGE', t.amountTooLarge, {}, { field });
    }
    throw new AppError('INVALID_AMOUNT', t.invalidAmount, { decimals }, { field });
  }
  if (options.min !== undefined && minor < options.min) {
    throw new AppError('AMOUNT_TOO_SMALL', t.amountTooSmall, { min: formatMoneyText(formatMinor(options.min, decimals), currency, decimals) }, { field });
  }
  return minor;
}

/** The currency of a wallet: the one asked for (which it must hold) or its default. */
export function walletCurrency(wallet: LedgerWallet, currency: Currency | undefined, field = 'currency'): Currency {
  const allowed = WALLET_CURRENCIES[wallet];
  const chosen = currency ?? allowed[0]!;
  if (!allowed.includes(chosen)) throw new AppError('CURRENCY_NOT_ALLOWED', t.currencyNotAllowed, { wallet, currency: chosen }, { field });
  return chosen;
}

/** Transfers go between the funding account and one product wallet, either way. */
export function checkTransferPair(from: LedgerWallet, to: LedgerWallet): void {
  const ok = (from === 'BALANCE') !== (to === 'BALANCE');
  if (!ok) throw new AppError('TRANSFER_NOT_ALLOWED', t.transferNotAllowed, {}, { field: 'toWallet' });
  // A wallet no product uses is not a place to put money.
  if (to !== 'BALANCE' && !(TRANSFER_TARGETS as readonly string[]).includes(to)) throw new AppError('TRANSFER_NOT_ALLOWED', t.walletNotInUse, {}, { field: 'toWallet' });
}

/** House spread on a conversion between currencies: 0.30 % of the mid rate. */
export const TRANSFER_SPREAD = '0.003';
