import type { QueueFilters } from '@app/contracts';

/** What a queue's search box may mean (issue 20): a user, a reference, an amount. */
export interface Keyword {
  /** The whole text (a user's username or email, a reference). */
  text: string;
  /** A whole number: a user id or a record id. */
  id?: number;
  /** A decimal amount (at most 8 decimals), as typed. */
  amount?: string;
}

export function parseKeyword(raw: string | undefined): Keyword | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const plain = text.replace(/[,$\s]/g, '');
  const id = /^\d{1,9}$/.test(plain) && Number(plain) > 0 ? Number(plain) : undefined;
  const amount = /^\d{1,15}(\.\d{1,8})?$/.test(plain) ? plain : undefined;
  return { text, ...(id !== undefined ? { id } : {}), ...(amount !== undefined ? { amount } : {}) };
}

/** An amount in minor units of `decimals`, or undefined when it has more decimals than the currency. */
export function amountMinor(amount: string, decimals: number): bigint | undefined {
  const [whole, fraction = ''] = amount.split('.');
  if (fraction.length > decimals) return undefined;
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** The order a queue answers in: pending oldest first unless asked otherwise. */
export const queueOrder = (status: string, sort: QueueFilters['sort']): 'asc' | 'desc' => (sort ? (sort === 'oldest' ? 'asc' : 'desc') : status === 'pending' ? 'asc' : 'desc');
