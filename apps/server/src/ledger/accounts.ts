import type { Currency, LedgerWallet } from '@app/contracts';

/**
 * The house's own accounts (one per currency). Signs: postings add to the balance; user
 * accounts are what the house owes users (positive), so the house accounts they come
 * from carry the opposite sign (e.g. BANK_IN_TRANSIT goes negative as users deposit).
 *   BANK_IN_TRANSIT  bank transfers in and out (deposits, withdrawals to cards)
 *   CRYPTO_CUSTODY   crypto deposits and withdrawals, valued in USD when they happen
 *   FX               the other side of every currency conversion (its per-currency
 *                    balances together are the house's FX position and spread income)
 *   FEES             fees charged (trading, withdrawals)
 *   SUSPENSE         money not yet matched to a user (corrections, investigations)
 *   DEMO_FUNDING     the demo seed
 *   MARKET           counterparty of trades (clearing); trading may add its own
 */
export const HOUSE_ACCOUNTS = ['BANK_IN_TRANSIT', 'CRYPTO_CUSTODY', 'FX', 'FEES', 'SUSPENSE', 'DEMO_FUNDING', 'MARKET'] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number] | (string & {});

export type UserAccountRef = { userId: number; wallet: LedgerWallet; currency: Currency };
export type HouseAccountRef = { house: HouseAccount; currency: Currency };
/** A ledger account: a user's wallet in one currency, or a house account in one currency. */
export type AccountRef = UserAccountRef | HouseAccountRef;

export const isHouse = (ref: AccountRef): ref is HouseAccountRef => 'house' in ref;

const HOUSE_PATTERN = /^[A-Z][A-Z0-9_]{1,31}$/;

/** The account's unique code: "u:<userId>:<wallet>:<currency>" or "h:<house>:<currency>". */
export function accountCode(ref: AccountRef): string {
  if (isHouse(ref)) {
    if (!HOUSE_PATTERN.test(ref.house)) throw new Error(`bad house account name ${ref.house}`);
    return `h:${ref.house}:${ref.currency}`;
  }
  if (!Number.isSafeInteger(ref.userId) || ref.userId <= 0) throw new Error(`bad user id ${ref.userId}`);
  return `u:${ref.userId}:${ref.wallet}:${ref.currency}`;
}

export function parseAccountCode(code: string): AccountRef {
  const parts = code.split(':');
  if (parts[0] === 'h') return { house: parts[1]!, currency: parts[2] as Currency };
  return { userId: Number(parts[1]), wallet: parts[2] as LedgerWallet, currency: parts[3] as Currency };
}
