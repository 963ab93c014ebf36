import { SPEI_CUTOFF, SPEI_TRACKING_KEY, type PayoutStage } from '@app/contracts';

/**
 * Pure rules of the payout life (issue 30.2): which step may follow which, the house's SPEI
 * cut-off, and the tracking key's shape.
 */

/** Mexico City keeps UTC-6 all year since daylight saving time was abolished (October 2022). */
const MEXICO_CITY_OFFSET_MS = -6 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The cut-off by which a payout approved at `now` leaves: 17:30 Mexico City time today when it is
 * a weekday before 17:30, otherwise 17:30 of the next weekday (bank holidays are not modelled).
 */
export function nextSendBy(now: number): number {
  const [hours, minutes] = SPEI_CUTOFF.time.split(':').map(Number) as [number, number];
  const local = now + MEXICO_CITY_OFFSET_MS;
  let dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const cutoffOf = (start: number) => start + (hours * 60 + minutes) * 60_000;
  const weekday = (start: number) => new Date(start).getUTCDay() % 6 !== 0;
  if (!weekday(dayStart) || local >= cutoffOf(dayStart)) {
    do dayStart += DAY_MS;
    while (!weekday(dayStart));
  }
  return cutoffOf(dayStart) - MEXICO_CITY_OFFSET_MS;
}

/** The step each action needs, and the step it leads to. */
export const PAYOUT_MOVES = {
  send: { from: ['approved'], to: 'sent' },
  paid: { from: ['sent'], to: 'paid' },
  return: { from: ['sent'], to: 'returned' },
} as const satisfies Record<string, { from: readonly PayoutStage[]; to: PayoutStage }>;
export type PayoutMove = keyof typeof PAYOUT_MOVES;

/** The review status a step shows the user: 1 in progress, 2 failed, 3 completed (paid). */
export const STATUS_OF_STAGE: Record<PayoutStage, 1 | 2 | 3> = { review: 1, approved: 1, sent: 1, paid: 3, rejected: 2, returned: 2 };

/** A tracking key as given: a SPEI clave de rastreo (upper-cased) for a bank payout, a transaction hash for crypto. */
export function trackingKeyOf(method: 'bank' | 'crypto', text: string): string | undefined {
  const key = text.trim();
  if (method === 'bank') return SPEI_TRACKING_KEY.test(key) ? key.toUpperCase() : undefined;
  return /^(0x)?[0-9a-fA-F]{64}$/.test(key) ? key : undefined;
}
