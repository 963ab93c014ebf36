import { PAYOUT_COOLING_OFF_HOURS, type WithdrawalRiskFlag } from '@app/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { DeviceStore } from '../accounts/devices.ts';
import type { WithdrawalsTable } from './tables.ts';

const HOUR_MS = 3_600_000;
/** A payout account saved this recently before the request is new. */
const NEW_ACCOUNT_MS = 7 * 24 * HOUR_MS;
/** A device first seen this recently before the request is new. */
const NEW_DEVICE_MS = 24 * HOUR_MS;
/** More than this many times the largest earlier withdrawal is large. */
const LARGE_FACTOR = 3n;

export interface RiskFacts {
  requestedAt: number;
  amount: bigint;
  /** When the destination was saved or last changed (undefined: it is gone). */
  accountSavedAt: number | undefined;
  /** Earlier paid-out withdrawals of the user in the same currency. */
  earlier: { count: number; largest: bigint };
  /** The newest device of the user first seen by the request (undefined: none known). */
  newestDeviceAt: number | undefined;
}

/** The signals a withdrawal reviewer reads (issue 29.8): pure, from the facts below. */
export function riskFlags(f: RiskFacts): WithdrawalRiskFlag[] {
  const flags: WithdrawalRiskFlag[] = [];
  if (f.accountSavedAt !== undefined && f.requestedAt - f.accountSavedAt < NEW_ACCOUNT_MS) flags.push('new_payout_account');
  if (f.earlier.count === 0) flags.push('first_withdrawal');
  else if (f.amount > f.earlier.largest * LARGE_FACTOR) flags.push('large_vs_history');
  if (f.newestDeviceAt !== undefined && f.requestedAt - f.newestDeviceAt < NEW_DEVICE_MS) flags.push('new_device');
  return flags;
}

/** Reads the facts of one withdrawal from the database. */
export async function riskFactsOf(db: Db, devices: Pick<DeviceStore, 'newestSeenBy'>, row: Selectable<WithdrawalsTable>): Promise<RiskFacts> {
  const requestedAt = row.created_at.getTime();
  const d = row.destination;
  const account =
    d.kind === 'bank'
      ? await db.selectFrom('bank_cards').select('usable_from').where('id', '=', Number(d.cardId)).where('user_id', '=', row.user_id).executeTakeFirst()
      : await db.selectFrom('crypto_wallets').select('usable_from').where('id', '=', Number(d.walletId)).where('user_id', '=', row.user_id).executeTakeFirst();
  const earlier = await db
    .selectFrom('withdrawals')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('amount_minor').as('largest')])
    .where('user_id', '=', row.user_id)
    .where('currency', '=', row.currency)
    // Earlier payouts whose money left the wallet (approved, on its way or paid; issue 30.2).
    .where('stage', 'in', ['approved', 'sent', 'paid'])
    .where('id', '<', row.id)
    .executeTakeFirstOrThrow();
  return {
    requestedAt,
    amount: row.amount_minor,
    // An account's cooling-off starts when it is saved or its destination changes.
    accountSavedAt: account ? account.usable_from.getTime() - PAYOUT_COOLING_OFF_HOURS * HOUR_MS : undefined,
    earlier: { count: Number(earlier.n), largest: earlier.largest === null ? 0n : BigInt(earlier.largest) },
    newestDeviceAt: await devices.newestSeenBy(row.user_id, row.created_at),
  };
}
